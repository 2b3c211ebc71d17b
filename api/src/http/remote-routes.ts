/**
 * The last routes.json the API read successfully for each remote, kept in the database (`remote_routes`), so that a
 * remote whose deployed folder cannot be read now still has its paths in /config.json, marked `unreachable`: the shell
 * then shows "This area is unavailable" at those paths instead of sending a bookmark to the dashboard (decision 66).
 *
 * In the database rather than in a process's memory: every API replica serves the same copy, one started after the
 * remote went missing included, and a browser that never saw the remote gets it too. Platform code (like the signing
 * keys): the rows belong to no facility or organisation, and are a cache of a deployed file that nobody edits, so
 * they carry no version and no audit row.
 */
import type { Kysely } from 'kysely';
import type { RemoteRoutesFile } from 'shared-domain/contracts/platform';
import type { Database } from '../db/schema';

/** A kept copy and when the API first read that content. */
export interface KeptRoutes {
  routesFile: RemoteRoutesFile;
  readAt: Date;
}

const isRoutesFile = (doc: unknown): doc is RemoteRoutesFile =>
  !!doc && typeof doc === 'object' && Array.isArray((doc as RemoteRoutesFile).routes);

/**
 * Remembers `routesFile` as the remote's last good copy. A copy equal to the kept one is left as it is (its read_at
 * says since when that content has been deployed), so replicas that read the same file write nothing.
 */
export async function rememberRoutes(db: Kysely<Database>, remote: string, routesFile: RemoteRoutesFile): Promise<void> {
  const json = JSON.stringify(routesFile);
  await db
    .insertInto('remote_routes')
    .values({ remote, routes_file: json })
    .onConflict((oc) =>
      oc
        .column('remote')
        .doUpdateSet((eb) => ({ routes_file: eb.ref('excluded.routes_file'), read_at: new Date() }))
        .where((eb) => eb('remote_routes.routes_file', 'is distinct from', eb.ref('excluded.routes_file'))),
    )
    .execute();
}

/** The kept copies of `remotes` (those the API has read at least once), by remote name. */
export async function keptRoutes(db: Kysely<Database>, remotes: readonly string[]): Promise<Map<string, KeptRoutes>> {
  const kept = new Map<string, KeptRoutes>();
  if (!remotes.length) return kept;
  const rows = await db
    .selectFrom('remote_routes')
    .select(['remote', 'routes_file', 'read_at'])
    .where('remote', 'in', [...remotes])
    .execute();
  for (const row of rows) {
    if (isRoutesFile(row.routes_file)) kept.set(row.remote, { routesFile: row.routes_file, readAt: row.read_at });
  }
  return kept;
}
