import type { Facility } from 'shared-domain/contracts/shell';
import type { RemoteMenuEntry, RemoteRouteDeclaration, RemoteRoutesFile, RuntimeConfig } from 'shared-domain/contracts/platform';
import { selectDeclaration } from './guards';

export interface RouteDeclaration extends RemoteRouteDeclaration {
  remote: string;
  /** The remote's build label (routes.json "build", written by build-config). */
  build?: string;
}

const isRoutesFile = (doc: unknown): doc is RemoteRoutesFile => !!doc && Array.isArray((doc as RemoteRoutesFile).routes);

/** A remote's routes as the shell uses them; `unreachable` when they are a kept copy (the remote is down now). */
export interface LoadedRoutesFile extends RemoteRoutesFile {
  unreachable?: true;
}

/** Where the browser keeps the last routes file it read of each remote (local storage, one key a remote). */
export const KEPT_ROUTES_KEY_PREFIX = 'remoteRoutes.';

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** The routes file of `remote` this browser read last, or null. */
export function readKeptRoutes(remote: string): RemoteRoutesFile | null {
  const raw = storage()?.getItem(KEPT_ROUTES_KEY_PREFIX + remote);
  if (!raw) return null;
  try {
    const doc: unknown = JSON.parse(raw);
    return isRoutesFile(doc) ? doc : null;
  } catch {
    return null;
  }
}

function keepRoutes(remote: string, doc: RemoteRoutesFile): void {
  try {
    storage()?.setItem(KEPT_ROUTES_KEY_PREFIX + remote, JSON.stringify(doc));
  } catch {
    // A full or refused storage only costs the second line of a later outage.
  }
}

/**
 * Every remote's routes (small JSON, no remote code), in this order:
 * 1. the copy the runtime config carries (the API reads each remote's deployed routes.json when the config is asked
 *    for, so the route table arrives with it);
 * 2. else the remote's own routes.json, fetched (a remote hosted elsewhere, or one the API could not read);
 * 3. else, the remote being unreachable now, the last copy the API kept of it (the config's `routesFile` marked
 *    `unreachable`: the same for every browser and replica),
 * 4. else the last copy this browser kept (local storage, written whenever 1 or 2 succeeds).
 * A copy from 3 or 4 is marked `unreachable`: its paths and menu entries stay, and its screens show "This area is
 * unavailable" with Retry when their code does not load. A remote with none of these (never seen, and down) is left
 * out and logged: its paths then fall through to /dashboard, and the rest of the product works. `no-cache`: always
 * asked again (a deployed remote's new routes show on the next load), answered by a 304 when it has not changed.
 */
export async function fetchRouteFiles(config: RuntimeConfig, fetchImpl: typeof fetch = fetch): Promise<LoadedRoutesFile[]> {
  const results = await Promise.all(
    config.remotes.map(async (r): Promise<LoadedRoutesFile | null> => {
      const named = (doc: RemoteRoutesFile) => ({
        ...doc,
        remote: doc.remote || r.name,
        menu: Array.isArray(doc.menu) ? doc.menu : [],
      });
      const carried = isRoutesFile(r.routesFile) ? r.routesFile : null;
      if (carried && !r.unreachable) {
        keepRoutes(r.name, carried);
        return named(carried);
      }
      let failure: unknown = 'the API could not read it';
      if (!carried) {
        try {
          const res = await fetchImpl(r.routes, { cache: 'no-cache', headers: { Accept: 'application/json' } });
          if (!res.ok) throw new Error(`HTTP ${res.status}`);
          const doc: unknown = await res.json();
          if (!isRoutesFile(doc)) throw new Error('not a routes file');
          keepRoutes(r.name, doc);
          return named(doc);
        } catch (error) {
          failure = error;
        }
      }
      const kept = carried ?? readKeptRoutes(r.name);
      if (kept) {
        console.error(`[shell] routes of ${r.name} (${r.routes}) could not be loaded; its last known routes are used`, failure);
        return { ...named(kept), unreachable: true };
      }
      console.error(`[shell] routes of ${r.name} (${r.routes}) could not be loaded; the remote is left out`, failure);
      return null;
    }),
  );
  return results.filter((d): d is LoadedRoutesFile => d !== null);
}

export function allDeclarations(files: readonly RemoteRoutesFile[]): RouteDeclaration[] {
  return files.flatMap((f) => f.routes.map((r) => ({ ...r, remote: f.remote, build: f.build })));
}

export function allMenuEntries(files: readonly RemoteRoutesFile[]): RemoteMenuEntry[] {
  return files.flatMap((f) => f.menu ?? []);
}

/** Declarations grouped by path, in first-seen order (two remotes may declare one path for different facility types). */
export function groupByPath(declarations: readonly RouteDeclaration[]): Map<string, RouteDeclaration[]> {
  const map = new Map<string, RouteDeclaration[]>();
  for (const d of declarations) {
    if (!map.has(d.path)) map.set(d.path, []);
    map.get(d.path)!.push(d);
  }
  return map;
}

/**
 * The declaration that will render at the route `path` (as declared: '/viewResident/:residentId/*'), picked for
 * `facility` the way the route does (the facility chosen last, before the session confirms it); null when no remote
 * declares the path.
 */
export function declarationAt(
  files: readonly RemoteRoutesFile[],
  path: string | undefined,
  facility: Facility | null,
): RouteDeclaration | null {
  const declarations = path ? groupByPath(allDeclarations(files)).get(path) : undefined;
  return declarations ? selectDeclaration(declarations, { currentFacility: facility }) : null;
}
