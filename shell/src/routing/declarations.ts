import type { RemoteMenuEntry, RemoteRouteDeclaration, RemoteRoutesFile, RuntimeConfig } from 'shared-domain';

export interface RouteDeclaration extends RemoteRouteDeclaration {
  remote: string;
  /** The remote's build label (routes.json "build", written by build-config). */
  build?: string;
}

/**
 * Fetches every remote's routes.json (small JSON, no remote code). A remote whose routes.json fails is left out and
 * logged: its paths then fall through to /dashboard, and the rest of the product works. `no-cache`: always asked again
 * (a deployed remote's new routes show on the next load), answered by a 304 when it has not changed (the API's ETag).
 */
export async function fetchRouteFiles(config: RuntimeConfig, fetchImpl: typeof fetch = fetch): Promise<RemoteRoutesFile[]> {
  const results = await Promise.all(
    config.remotes.map(async (r) => {
      try {
        const res = await fetchImpl(r.routes, { cache: 'no-cache', headers: { Accept: 'application/json' } });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const doc = (await res.json()) as RemoteRoutesFile;
        if (!doc || !Array.isArray(doc.routes)) throw new Error('not a routes file');
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
  return files.flatMap((f) =>
    f.routes.map((r) => ({ ...r, remote: f.remote, build: (f as RemoteRoutesFile & { build?: string }).build })),
  );
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
