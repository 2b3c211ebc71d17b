// Federation runtime plugin shared by every app.
// - Manifests and remote entries are revalidated on every fetch (the server answers 304 while their ETag holds), so a
//   remote redeployed alone shows up on reload without downloading the unchanged ones again.
// - A remote that fails to load does not throw out of the federation runtime: loadRemote resolves to a marker object
//   that the shell turns into its "This area is unavailable" panel (with a retry).
module.exports = function residentManagerRuntimePlugin() {
  return {
    name: 'resident-manager-runtime-plugin',
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
