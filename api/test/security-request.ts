/**
 * The request the generated suites (security, object-level, bad-input) send to one route of the registry: the route's
 * `example` (params, query, body or multipart upload) with the parts a test changes, to the facility the route lives in.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { firstDayOfMonthYear } from 'shared-domain/funding/month-year';
import type { ExampleLookup, RouteInfo } from '../src/http/routes';
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
    const payload = Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${upload.field}"; filename="${upload.filename}"\r\n` +
          `Content-Type: ${upload.contentType}\r\n\r\n`,
      ),
      Buffer.isBuffer(upload.content) ? upload.content : Buffer.from(upload.content),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    return app.inject({ method, url, query, headers, payload });
  }
  if (!sendsBody(r)) return app.inject({ method, url, query, headers });
  headers['content-type'] = 'application/json';
  const payload = opts.rawBody ?? toJson(opts.body ?? r.example?.body ?? {});
  return app.inject({ method, url, query, headers, payload });
}

// ---- The values an example looks up (RouteDeclaration.example.lookup)

type Body = Record<string, unknown>;
type Example = NonNullable<RouteInfo['example']>;
const bodyOf = (r: RouteInfo): Body => ({ ...((r.example?.body as Body | undefined) ?? {}) });

/** What a look-up may use: the database as it is now, and the app with an authorised user's token. */
export interface LookupContext {
  db: Kysely<Database>;
  app: FastifyInstance;
  token: string;
}

/** The statement month an example acts on (its claimMonth or monthAndYear), as the month's first day. */
function statementMonthOf(r: RouteInfo): string {
  const q = r.example?.query;
  const month = q?.claimMonth ?? r.example?.params?.monthAndYear ?? q?.monthAndYear ?? q?.expectedMonthYear;
  const first = month ? firstDayOfMonthYear(month) : null;
  if (!first) throw new Error(`${r.method} ${r.url}: its example names no statement month to look up`);
  return first;
}

async function statementOf(db: Kysely<Database>, r: RouteInfo) {
  const row = await db
    .selectFrom('medicare_statements')
    .select(['id', 'fetched_on_utc', 'expected_built_on_utc'])
    .where('facility_id', '=', homeFacility(r))
    .where('statement_month', '=', statementMonthOf(r))
    .executeTakeFirst();
  if (!row) throw new Error(`${r.method} ${r.url}: the demo has no statement of ${statementMonthOf(r)}`);
  return row;
}

/** A line of the example's statement month, not actioned and of the expected side when `expectedUnactioned`. */
async function lineOf(db: Kysely<Database>, r: RouteInfo, expectedUnactioned: boolean) {
  const statement = await statementOf(db, r);
  let q = db
    .selectFrom('medicare_statement_lines')
    .select(['id', 'version', 'care_recipient_id', 'care_type', 'first_name', 'last_name', 'amount_due'])
    .where('statement_id', '=', statement.id);
  if (expectedUnactioned) q = q.where('statement_type', '=', 1).where('action', '=', 'None');
  const line = await q.orderBy('id').executeTakeFirst();
  if (!line) throw new Error(`${r.method} ${r.url}: the demo's statement ${statement.id} has no line to act on`);
  return line;
}

/**
 * What each look-up puts in the example, read as things are now (on the demo's months, see
 * demo/funding/statements.ts):
 *  - statementLastFetch: the body's `lastFetchedOnUtc`, when the month was last fetched;
 *  - statementExpectedBuild: the body's `expectedBuiltOnUtc`, when its expected statement was built;
 *  - unactionedExpectedLine: the body's first selected line (`adjustments[0]`), an expected line not actioned yet,
 *    with its version and names;
 *  - unfinalisedLine: the body's `lineItem`, a line of the month (its reconciliation open), with its version;
 *  - balancesWorkbook: the uploaded file, the month's balances workbook as the product downloads it;
 *  - allocationVersion: the version of the independent-living allocation the example names (its body's
 *    `iluAllocationId`, `independentLivingAllocationId` or `enquiryId`, else its path's `id`) as it is now, in the body's `version`
 *    or, where the example's query carries the version (a route whose body is a JSON string), in the query's.
 */
const LOOKUPS: Record<ExampleLookup, (c: LookupContext, r: RouteInfo, example: Example) => Promise<Example>> = {
  statementLastFetch: async ({ db }, r, example) => ({
    ...example,
    body: { ...bodyOf(r), lastFetchedOnUtc: (await statementOf(db, r)).fetched_on_utc?.toISOString() ?? null },
  }),
  statementExpectedBuild: async ({ db }, r, example) => ({
    ...example,
    body: { ...bodyOf(r), expectedBuiltOnUtc: (await statementOf(db, r)).expected_built_on_utc?.toISOString() ?? null },
  }),
  unactionedExpectedLine: async ({ db }, r, example) => {
    const body = bodyOf(r);
    const [first, ...rest] = (body.adjustments as Body[] | undefined) ?? [{}];
    const l = await lineOf(db, r, true);
    const line = {
      ...first,
      id: Number(l.id),
      version: l.version,
      careRecipientId: l.care_recipient_id,
      medicareStatementType: 1,
      careType: l.care_type,
      firstName: l.first_name,
      lastName: l.last_name,
      adjustmentAmount: String(l.amount_due),
    };
    return { ...example, body: { ...body, adjustments: [line, ...rest] } };
  },
  unfinalisedLine: async ({ db }, r, example) => {
    const l = await lineOf(db, r, false);
    return { ...example, body: { ...bodyOf(r), lineItem: { id: Number(l.id), version: l.version } } };
  },
  balancesWorkbook: async ({ app, token }, r, example) => {
    const monthAndYear = example.query?.expectedMonthYear ?? '';
    const res = await app.inject({
      method: 'GET',
      url: '/api/reporting/expected-balances-report-data-excel',
      query: { monthAndYear, facilityId: String(homeFacility(r)) },
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200 || !example.multipart)
      throw new Error(`${r.method} ${r.url}: no balances workbook of ${monthAndYear} (${res.statusCode})`);
    return { ...example, multipart: { ...example.multipart, content: res.rawPayload } };
  },
  allocationVersion: async ({ db }, r, example) => {
    const body = typeof example.body === 'object' && example.body !== null ? (example.body as Body) : {};
    const named = body.iluAllocationId ?? body.independentLivingAllocationId ?? body.enquiryId ?? example.params?.id;
    const row = await db
      .selectFrom('independent_living_allocations')
      .select('version')
      .where('id', '=', Number(named))
      .where('facility_id', '=', homeFacility(r))
      .executeTakeFirst();
    if (!row) throw new Error(`${r.method} ${r.url}: the demo has no allocation ${String(named)}`);
    if (example.query && 'version' in example.query)
      return { ...example, query: { ...example.query, version: String(row.version) } };
    return { ...example, body: { ...body, version: row.version } };
  },
};

/** The route with its example completed by its look-up (the route itself when its example names none). */
export async function resolveExample(c: LookupContext, r: RouteInfo): Promise<RouteInfo> {
  const name = r.example?.lookup;
  if (!name || !r.example) return r;
  return { ...r, example: await LOOKUPS[name](c, r, r.example) };
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
