// Federation runtime plugin shared by every app.
// - Manifests and remote entries are revalidated on every fetch (the server answers 304 while their ETag holds), so a
//   remote redeployed alone shows up on reload without downloading the unchanged ones again.
// - A remote that fails to load does not throw out of the federation runtime: loadRemote resolves to a marker object
//   that the shell turns into its "This area is unavailable" panel (with a retry).
// - A remote entry the page already failed to get gets a URL of its own (`?retry=<time>`): asked for again after a
//   failed load (the runtime keeps a loaded entry and never creates its script twice), or already answered with an
//   error on this page (the page's `Link: rel=preload` of the entry, answered 404 while the remote was down: the browser
//   would hand the new script that failed answer, and Retry would fail though the remote is back).
function failedOnThisPage(url) {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByName !== 'function') return false;
  return performance
    .getEntriesByName(url, 'resource')
    .some((e) => typeof e.responseStatus === 'number' && e.responseStatus >= 400);
}

module.exports = function residentManagerRuntimePlugin() {
  const entriesCreated = new Set();
  return {
    name: 'resident-manager-runtime-plugin',
    createScript({ url }) {
      if (typeof document === 'undefined' || !/remoteEntry\.js(\?|$)/.test(String(url))) return undefined;
      const again = entriesCreated.has(url);
      entriesCreated.add(url);
      if (!again && !failedOnThisPage(url)) return undefined;
      const script = document.createElement('script');
      script.src = `${url}${String(url).includes('?') ? '&' : '?'}retry=${Date.now()}`;
      return script;
    },
    fetch(url, init) {
      if (/mf-manifest\.json|remoteEntry\.js|routes\.json/.test(String(url))) {
        return fetch(url, { ...(init || {}), cache: 'no-cache' });
      }
      return undefined;
    },
    errorLoadRemote(args) {
      const { id, error, lifecycle } = args;
      if (typeof console !== 'undefined') console.error(`[federation] remote '${id}' failed to load (${lifecycle})`, error);
      // Only at 'onLoad' does the return value stand in for the module; elsewhere it would be taken for a manifest
      // or request arguments, so let the error propagate (the shell's loader catches it).
      if (lifecycle !== 'onLoad') return undefined;
      return { __remoteUnavailable: true, id, error: error instanceof Error ? error.message : String(error) };
    },
  };
};
