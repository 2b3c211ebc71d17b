/**
 * The request the generated suites (security, object-level, bad-input) send to one route of the registry: the route's
 * `example` (params, query, body or multipart upload) with the parts a test changes, to the facility the route lives in.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import type { RouteInfo } from '../src/http/routes';
import { toJson } from './contract-walk';

/** The demo facility a route is exercised in: Riverside Village (4) for independent-living routes, else Bayside Gardens (1). */
export function homeFacility(r: RouteInfo): number {
  return r.facilityType === 'IndependentLiving' ? 4 : 1;
}

/** The route's URL with its example params (or the given ones), each encoded; a parameter without a value is 1. */
export function routeUrl(r: RouteInfo, params: Record<string, string> = {}): string {
  const values: Record<string, string> = { ...(r.example?.params ?? {}), ...params };
  return r.url.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(values[name] ?? '1'));
}

/** Whether the route is sent a body: every method but GET, and DELETE only when its contract declares one. */
export function sendsBody(r: RouteInfo): boolean {
  if (r.method === 'GET' || r.method === 'HEAD') return false;
  if (r.method === 'DELETE') return !!r.schema?.body;
  return true;
}

export interface RouteRequest {
  token?: string;
  /** The facility to send (default: the route's home facility); null sends none. Facility-scoped routes only. */
  facilityId?: string | null;
  /** Path parameters over the example's. */
  params?: Record<string, string>;
  /** Query fields over the example's (an array repeats the field). */
  query?: Record<string, string | string[]>;
  /** Query fields of the example to leave out. */
  omitQuery?: readonly string[];
  /** The JSON body instead of the example's (RawJson values are written verbatim). */
  body?: unknown;
  /** The body text instead of the example's. */
  rawBody?: string;
}

const BOUNDARY = '----security-test-boundary';

export function requestRoute(app: FastifyInstance, r: RouteInfo, opts: RouteRequest = {}) {
  const query: Record<string, string | string[]> = { ...(r.example?.query ?? {}), ...(opts.query ?? {}) };
  for (const name of opts.omitQuery ?? []) delete query[name];
  if (r.scope === 'facility' && opts.facilityId !== null) query.facilityId = opts.facilityId ?? String(homeFacility(r));
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const method = r.method as InjectOptions['method'];
  const url = routeUrl(r, opts.params);
  const upload = r.example?.multipart;
  if (sendsBody(r) && upload && opts.rawBody === undefined && opts.body === undefined) {
    // A multipart upload route: its example file as one form-data part.
    headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`;
    const payload =
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${upload.field}"; filename="${upload.filename}"\r\n` +
      `Content-Type: ${upload.contentType}\r\n\r\n${upload.content}\r\n--${BOUNDARY}--\r\n`;
    return app.inject({ method, url, query, headers, payload });
  }
  if (!sendsBody(r)) return app.inject({ method, url, query, headers });
  headers['content-type'] = 'application/json';
  const payload = opts.rawBody ?? toJson(opts.body ?? r.example?.body ?? {});
  return app.inject({ method, url, query, headers, payload });
}

// ---- What a request wrote

/**
 * A fingerprint of every table: its row count and the highest transaction id that wrote one of its rows (`xmin`).
 * PostgreSQL writes a new row version for every insert and update, stamped with the writing transaction's id, which is
 * higher than every earlier one; a delete lowers the count. So any committed write to a table changes its fingerprint,
 * while reads, row locks (`for update` sets xmax, not xmin) and rolled-back transactions leave it as it was. Cheaper
 * than a checksum of every row and exact, unlike the statistics views (`pg_stat_user_tables.n_live_tup` is updated
 * asynchronously). Sequences are not tables: a refused insert may still advance one, which is not a write of data.
 */
export type Fingerprint = Record<string, string>;

export async function tableNames(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return rows.map((r) => r.name);
}

export async function fingerprint(db: Kysely<Database>, tables: readonly string[]): Promise<Fingerprint> {
  const parts = tables.map(
    (name) =>
      sql`select ${sql.lit(name)} as name, count(*)::text || '/' || coalesce(max(xmin::text::bigint), 0)::text as print from ${sql.table(name)}`,
  );
  const { rows } = await sql<{ name: string; print: string }>`${sql.join(parts, sql` union all `)}`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.name, r.print]));
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys({ ...before, ...after })
    .filter((name) => before[name] !== after[name])
    .sort();
}
