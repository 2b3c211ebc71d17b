/**
 * The report engine: `defineReport` declares a report's two routes from its catalogue entry
 * (shared-domain/src/reports/catalogue.ts) and one query, so that the table a screen pages and the file the export
 * writes are the same rows in the same order:
 *
 * - the data route (`definition.dataPath`): the query's page (offset and limit, the total count carried by the page's
 *   own statement, the stable-paging cut-off when the rows have a creation instant), each row through `toRow`;
 * - the export route (`definition.exportPath`): the same query read by a cursor (db/cursor.ts), each row through
 *   `toRow` and written to an .xlsx or CSV file (writers.ts) streamed into the response, waiting for a slow client
 *   (backpressure) and stopping the database work when the client goes away. The export is audited (who exported
 *   which report with which filter).
 *
 * Both routes carry the catalogue's permission and facility type and the report's contracts
 * (shared-domain/src/contracts/reporting.ts), so the guard, OpenAPI and the generated security tests cover them.
 */
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Static } from '@sinclair/typebox';
import { latestNow } from 'shared-domain/clock';
import { REPORT_CONTRACTS, type ReportFilter, type ReportRow } from 'shared-domain/contracts/reporting';
import type { ReportDefinition, ReportKey } from 'shared-domain/reports/catalogue';
import { readByCursor } from '../db/cursor';
import type { ScopedDb } from '../db/scoped';
import { pagedAnswer, pagingValues, PAGING_TOTAL, type Paged } from '../http/paging';
import { defineRoute, scopedDb } from '../http/routes';
import { CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE, csvWriter, xlsxWriter, type CellInput, type TableWriter } from './writers';

/**
 * A report whose rows carry costly lookups (joins that neither add nor drop rows, nor change their order): the same
 * rows, filtered and ordered the same, without the lookups, and the column that names a row in both. A page then counts
 * and cuts these bare rows, and reads the full rows of that page's keys only (25 rows' lookups instead of every row's);
 * the export reads the report's query as it is.
 */
export interface BarePaging<K extends ReportKey, BDB, BTB extends keyof BDB, BO> {
  query: (s: ScopedDb, filters: ReportFilter<K>) => SelectQueryBuilder<BDB, BTB, BO> | Promise<SelectQueryBuilder<BDB, BTB, BO>>;
  /** The row's unique key, a column reference valid in both queries (e.g. 'e.id'). */
  key: string;
}

/** What a report declares besides its catalogue entry. */
export interface ReportDeclaration<
  K extends ReportKey,
  DB,
  TB extends keyof DB,
  O,
  BDB = DB,
  BTB extends keyof BDB = keyof BDB,
  BO = unknown,
> {
  definition: ReportDefinition<K>;
  /**
   * The report's rows for the filters, in their one order (a total order: the last key unique, so pages never overlap).
   * Ids in the filters are resolved here (`s.resolve.*`: another facility's id is a 404) before the query is built.
   */
  query: (s: ScopedDb, filters: ReportFilter<K>) => SelectQueryBuilder<DB, TB, O> | Promise<SelectQueryBuilder<DB, TB, O>>;
  /** A database row as the report's row (the contract's, whose fields the catalogue's columns name). */
  toRow: (row: O) => ReportRow<K>;
  /**
   * The rows' creation instant column, when they have one: rows created after the first page's cut-off are left out of
   * the later pages (stable paging). Rows without one (units, rooms) are paged as they are.
   */
  createdColumn?: string;
  /** Filters that make both routes' examples succeed on the demo data (the generated security tests send them). */
  example?: Record<string, string>;
  /** The bare rows a page is counted and cut on, when the report's lookups are costly (see BarePaging). */
  barePaging?: BarePaging<K, BDB, BTB, BO>;
  /** One line for OpenAPI: what a row is. */
  summary: string;
}

/** The query fields that are not the report's filters: paging, and the facility (the scope's). */
const NOT_FILTERS = new Set(['skip', 'take', 'notIncludingItemsAfter', 'facilityId']);

/** The filters of a route's query (the query without its paging fields and facility). */
function filtersOf<K extends ReportKey>(query: object): ReportFilter<K> {
  return Object.fromEntries(Object.entries(query).filter(([k]) => !NOT_FILTERS.has(k))) as ReportFilter<K>;
}

/** A row's values in the catalogue's column order. */
function valuesOf(row: object, keys: readonly string[]): CellInput[] {
  const r = row as Record<string, CellInput>;
  return keys.map((k) => r[k]);
}

/**
 * The page of `query` with the total count, in one statement: the count is a window over the whole result (`count(*)
 * over ()`), computed in the same pass that sorts it for the page, so the report's query runs once (a scalar count
 * sub-query would run it a second time; a report's rows are a computed set, not one index range to stop early in). A page
 * without rows (past the end, or an empty report) runs the count alone.
 */
export async function reportPage<DB, TB extends keyof DB, O, R>(
  query: SelectQueryBuilder<DB, TB, O>,
  paging: { skip?: number; take?: number; notIncludingItemsAfter?: string },
  toRow: (row: O) => R,
  createdColumn?: string,
): Promise<Paged<R>> {
  const values = pagingValues(paging);
  const filtered = createdColumn ? query.where(sql<boolean>`${sql.ref(createdColumn)} <= ${values.cutoff}`) : query;
  const count = filtered
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`count(*)`.as('count'));
  const page = filtered
    .offset(values.skip)
    .limit(values.take)
    .select(sql<number>`count(*) over ()`.as(PAGING_TOTAL));
  return pagedAnswer(await page.execute(), () => count.executeTakeFirst(), toRow, values.cutoff);
}

/**
 * The page of a report with costly lookups, in two statements: the bare query's page of keys with the total count (a
 * window over the bare rows), then the full rows of those keys, in the report's order. The same rows and order as
 * `reportPage` over the full query, without running the lookups for rows the page does not show.
 */
export async function barePage<DB, TB extends keyof DB, O, BDB, BTB extends keyof BDB, BO, R>(
  query: SelectQueryBuilder<DB, TB, O>,
  bare: SelectQueryBuilder<BDB, BTB, BO>,
  key: string,
  paging: { skip?: number; take?: number; notIncludingItemsAfter?: string },
  toRow: (row: O) => R,
  createdColumn?: string,
): Promise<Paged<R>> {
  const values = pagingValues(paging);
  const cut = bare.where(createdColumn ? sql<boolean>`${sql.ref(createdColumn)} <= ${values.cutoff}` : sql<boolean>`true`);
  const keys = await cut
    .clearSelect()
    .select([sql<string | number>`${sql.ref(key)}`.as('page_key'), sql<number>`count(*) over ()`.as(PAGING_TOTAL)])
    .offset(values.skip)
    .limit(values.take)
    // The two columns just selected (a generic query's selection is not resolved by the compiler).
    .$castTo<{ page_key: string | number; [PAGING_TOTAL]: number }>()
    .execute();
  const count = cut
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`count(*)`.as('count'));
  if (!keys.length) return pagedAnswer([] as O[], () => count.executeTakeFirst(), toRow, values.cutoff);
  const total = keys[0][PAGING_TOTAL];
  // The keys as they came (the parameter takes the column's type, so the key's index answers).
  const rows = await query.where(sql<boolean>`${sql.ref(key)} = any(${keys.map((k) => k.page_key)})`).execute();
  return pagedAnswer(
    rows.map((r) => ({ ...r, [PAGING_TOTAL]: total })),
    () => count.executeTakeFirst(),
    toRow,
    values.cutoff,
  );
}

/**
 * Writes `rows` (read by the cursor) through `writer` into `out`, waiting whenever `out` is full, until the rows run
 * out (the file is then ended) or `out` is destroyed (the client went away: the cursor stops, nothing more is written).
 */
export async function streamRows<DB, TB extends keyof DB, O>(
  s: ScopedDb,
  query: SelectQueryBuilder<DB, TB, O>,
  out: PassThrough,
  writer: TableWriter,
  toValues: (row: O) => CellInput[],
): Promise<{ rows: number; completed: boolean }> {
  let written = 0;
  const rows = await readByCursor(s, query.compile(), async (batch) => {
    for (const row of batch) {
      if (out.destroyed) return false;
      writer.addRow(toValues(row));
      written++;
      // Backpressure: wait for the encoder and for the client to take what was written, instead of buffering the file.
      if (writer.backlogged()) await writer.drained();
      if (out.writableNeedDrain) {
        await new Promise<void>((resolve) => {
          const done = () => {
            out.off('drain', done);
            out.off('close', done);
            resolve();
          };
          out.once('drain', done);
          out.once('close', done);
        });
      }
    }
    return !out.destroyed;
  });
  if (out.destroyed) return { rows: written, completed: false };
  await writer.end();
  return { rows, completed: true };
}

/** The export's response: the file streamed as the cursor reads it. */
async function exportReport<K extends ReportKey, DB, TB extends keyof DB, O, BDB, BTB extends keyof BDB, BO>(
  decl: ReportDeclaration<K, DB, TB, O, BDB, BTB, BO>,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { definition } = decl;
  const s = scopedDb(req);
  const filters = filtersOf<K>(req.query as object);
  const query = await decl.query(s, filters);
  await s.transaction((t) => t.audit('reporting.export', 'facility', t.facilityId, { report: definition.key, filter: filters }));

  const out = new PassThrough();
  const writer =
    definition.format === 'csv' ? csvWriter(out, definition.columns) : xlsxWriter(out, definition.columns, definition.title);
  const keys = definition.columns.map((c) => c.key);
  // A client that goes away (closed tab, cancelled download) ends the response early: stop reading rows.
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) out.destroy();
  });
  streamRows(s, query, out, writer, (row) => valuesOf(decl.toRow(row), keys)).catch((err: unknown) => {
    req.log.error({ err, report: definition.key }, 'report export failed');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });

  return reply
    .header('content-type', definition.format === 'csv' ? CSV_CONTENT_TYPE : XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${definition.fileName(latestNow())}"`)
    .header('cache-control', 'private, no-store')
    .send(out);
}

/** Declares a report's paged data route and its export route (see the module's comment). */
export function defineReport<
  K extends ReportKey,
  DB,
  TB extends keyof DB,
  O,
  BDB = DB,
  BTB extends keyof BDB = keyof BDB,
  BO = unknown,
>(app: FastifyInstance, decl: ReportDeclaration<K, DB, TB, O, BDB, BTB, BO>): void {
  const { definition } = decl;
  const contract = REPORT_CONTRACTS[definition.key];
  const common = {
    scope: 'facility' as const,
    permission: definition.permission,
    facilityType: definition.facilityType,
    tags: ['reporting'],
  };
  defineRoute(app, {
    method: 'GET',
    url: definition.dataPath,
    ...common,
    summary: `${definition.title}: a page of rows (${decl.summary})`,
    schema: { querystring: contract.query, response: { 200: contract.page } },
    example: decl.example ? { query: decl.example } : undefined,
    handler: async (req) => {
      const s = scopedDb(req);
      const q = req.query as Static<typeof contract.query>;
      const filters = filtersOf<K>(q);
      const query = await decl.query(s, filters);
      if (decl.barePaging) {
        const bare = await decl.barePaging.query(s, filters);
        return barePage(query, bare, decl.barePaging.key, q, decl.toRow, decl.createdColumn);
      }
      return reportPage(query, q, decl.toRow, decl.createdColumn);
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: definition.exportPath,
    ...common,
    summary: `${definition.title}: every row as ${definition.format === 'csv' ? 'a CSV file' : 'an .xlsx spreadsheet'} (streamed)`,
    schema: { querystring: contract.filter },
    example: decl.example ? { query: decl.example } : undefined,
    handler: (req, reply) => exportReport(decl, req, reply),
  });
}
