import type { Facility } from 'shared-domain/contracts/shell';
import type { RemoteMenuEntry, RemoteRouteDeclaration, RemoteRoutesFile, RuntimeConfig } from 'shared-domain/contracts/platform';
import { selectDeclaration } from './guards';

export interface RouteDeclaration extends RemoteRouteDeclaration {
  remote: string;
  /** The remote's build label (routes.json "build", written by build-config). */
  build?: string;
}

const isRoutesFile = (doc: unknown): doc is RemoteRoutesFile => !!doc && Array.isArray((doc as RemoteRoutesFile).routes);

/**
 * Every remote's routes (small JSON, no remote code): the copy the runtime config carries (the API reads each remote's
 * deployed routes.json when the config is asked for, so the route table arrives with it), else the remote's own
 * routes.json, fetched as a fallback. A remote whose routes cannot be had is left out and logged: its paths then fall
 * through to /dashboard, and the rest of the product works. `no-cache`: always asked again (a deployed remote's new
 * routes show on the next load), answered by a 304 when it has not changed (the API's ETag).
 */
export async function fetchRouteFiles(config: RuntimeConfig, fetchImpl: typeof fetch = fetch): Promise<RemoteRoutesFile[]> {
  const results = await Promise.all(
    config.remotes.map(async (r) => {
      try {
        let doc = r.routesFile;
        if (!isRoutesFile(doc)) {
          const res = await fetchImpl(r.routes, { cache: 'no-cache', headers: { Accept: 'application/json' } });
          if (!res.ok) throw new Error(`HTTP ${res.status}`);
          doc = await res.json();
          if (!isRoutesFile(doc)) throw new Error('not a routes file');
        }
        return { ...doc, remote: doc.remote || r.name, menu: Array.isArray(doc.menu) ? doc.menu : [] };
      } catch (error) {
        console.error(`[shell] routes of ${r.name} (${r.routes}) could not be loaded; the remote is left out`, error);
        return null;
      }
    }),
  );
  return results.filter((d): d is RemoteRoutesFile => d !== null);
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
