/**
 * @jest-environment jsdom
 */
/** The federation runtime plugin every app carries (runtime-plugin.js): how a remote entry's script is created. */
import residentManagerRuntimePlugin from '../runtime-plugin';

const runtimePlugin = residentManagerRuntimePlugin as unknown as () => {
  createScript(args: { url: string }): HTMLScriptElement | undefined;
};

test('a remote entry created again on the same page (a retry after a failed load) gets a URL of its own', () => {
  const plugin = runtimePlugin();
  const entry = 'http://localhost:8080/mfe/mfe-leads/remoteEntry.js';
  // The first load is the runtime's own script, at the entry's URL (the page may have preloaded it).
  expect(plugin.createScript({ url: entry })).toBeUndefined();
  const retried = plugin.createScript({ url: entry });
  expect(retried).toBeInstanceOf(HTMLScriptElement);
  expect(retried!.src).toMatch(/^http:\/\/localhost:8080\/mfe\/mfe-leads\/remoteEntry\.js\?retry=\d+$/);
  // Another remote's entry, and scripts that are not remote entries, are left to the runtime.
  expect(plugin.createScript({ url: 'http://localhost:8080/mfe/mfe-admin/remoteEntry.js' })).toBeUndefined();
  expect(plugin.createScript({ url: 'http://localhost:8080/mfe/mfe-leads/4017.83255f1f.js' })).toBeUndefined();
  expect(plugin.createScript({ url: 'http://localhost:8080/mfe/mfe-leads/4017.83255f1f.js' })).toBeUndefined();
});

test("a remote entry the page's preload got an error for is created at a URL of its own the first time too", () => {
  const plugin = runtimePlugin();
  const entry = 'http://localhost:8080/mfe/mfe-leads/remoteEntry.js';
  const answered = (status: number) =>
    Object.assign(performance, {
      getEntriesByName: (name: string) => (name === entry ? [{ name, responseStatus: status }] : []),
    });
  const original = performance.getEntriesByName;
  try {
    answered(200);
    expect(plugin.createScript({ url: entry })).toBeUndefined();
    const other = runtimePlugin();
    answered(404);
    expect(other.createScript({ url: entry })?.src).toMatch(/remoteEntry\.js\?retry=\d+$/);
  } finally {
    Object.assign(performance, { getEntriesByName: original });
  }
});
