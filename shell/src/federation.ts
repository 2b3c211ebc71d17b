import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RuntimeConfig } from 'shared-domain/contracts/platform';

/** Federation names -> absolute manifest URLs, from the runtime config. */
const manifests = new Map<string, string>();

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    readonly expose: string,
    cause?: unknown,
  ) {
    super(
      `Remote ${remote} (${expose}) is unavailable${cause ? `: ${cause instanceof Error ? cause.message : String(cause)}` : ''}`,
    );
    this.name = 'RemoteUnavailableError';
  }
}

/**
 * Registers every remote of the runtime config by its manifest URL. Nothing is downloaded here: a remote's manifest and
 * code are fetched when one of its screens first renders, so a remote that is down cannot break start-up.
 */
export function initFederation(config: RuntimeConfig, origin = window.location.origin): void {
  const list = config.remotes.map((r) => ({ name: r.name, entry: new URL(r.manifest, origin).href }));
  for (const r of list) manifests.set(r.name, r.entry);
  if (list.length) registerRemotes(list);
}

type Loaded = Promise<{ default: ComponentType }>;
/** Loads started before their screen rendered (preloadRemoteComponent), each handed to the first screen that asks. */
const preloaded = new Map<string, Loaded>();
const idOf = (remote: string, expose: string) => `${remote}/${expose.replace(/^\.\//, '')}`;

/**
 * Starts loading `<remote>/<expose>` now (the manifest, the remote's entry, the screen's code), without waiting: a deep
 * link's screen then arrives while the session starts instead of after it. Its first loadRemoteComponent takes this
 * load, failure included (the area's panel and Retry, as for any load).
 */
export function preloadRemoteComponent(remote: string, expose: string): void {
  const id = idOf(remote, expose);
  if (preloaded.has(id)) return;
  const loading = load(remote, id, expose, false);
  loading.catch(() => undefined); // reported by the screen that takes it
  preloaded.set(id, loading);
}

/**
 * Loads `<remote>/<expose>` (its default export: a React component). With `retry`, the remote is registered again
 * first (`force`), which drops the runtime's cached failure so the manifest and entry are fetched anew.
 */
export function loadRemoteComponent(remote: string, expose: string, options: { retry?: boolean } = {}): Loaded {
  const id = idOf(remote, expose);
  const early = preloaded.get(id);
  preloaded.delete(id);
  return (!options.retry && early) || load(remote, id, expose, options.retry === true);
}

/**
 * A retry tries twice: the browser may answer the first attempt's remote entry from a failed response it still holds
 * (the page's preload of the entry, answered 404 while the remote was down), which fails at once without asking the
 * server; the second attempt creates the entry's script again, at a URL of its own (build-config's runtime plugin).
 */
async function load(remote: string, id: string, expose: string, retry: boolean): Loaded {
  if (!retry) return loadOnce(remote, id, expose, false);
  try {
    return await loadOnce(remote, id, expose, true);
  } catch {
    return loadOnce(remote, id, expose, true);
  }
}

async function loadOnce(remote: string, id: string, expose: string, retry: boolean): Loaded {
  if (retry && manifests.has(remote)) registerRemotes([{ name: remote, entry: manifests.get(remote)! }], { force: true });
  let mod: unknown;
  try {
    mod = await loadRemote<unknown>(id);
  } catch (error) {
    throw new RemoteUnavailableError(remote, expose, error);
  }
  if (!mod || (typeof mod === 'object' && (mod as { __remoteUnavailable?: boolean }).__remoteUnavailable)) {
    throw new RemoteUnavailableError(remote, expose, (mod as { error?: string } | null)?.error);
  }
  const component = (mod as { default?: ComponentType }).default ?? (mod as ComponentType);
  if (typeof component !== 'function' && typeof component !== 'object')
    throw new RemoteUnavailableError(remote, expose, 'no default export');
  return { default: component };
}
