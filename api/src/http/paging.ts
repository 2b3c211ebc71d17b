import { sql, type SelectQueryBuilder } from 'kysely';
import { PagingQuery, type Paged } from 'shared-domain/contracts/common';
import { latestNow } from 'shared-domain/clock';
import { ModelStateError } from './errors';

export const DEFAULT_TAKE = 25;
/** The column the page query carries the total count in (not part of the rows' answer: `map` picks its fields). */
export const PAGING_TOTAL = 'paging_total_count';
export const MAX_TAKE = 100;

// The paged list contract (query and response) is declared once in shared-domain/contracts/common.
export { PagingQuery, type Paged };

/** A page's query options: how rows are ordered, what they are counted on. */
export interface PageOptions<DB, TB extends keyof DB, O> {
  /** The row's creation instant column (rows created after the cutoff are left out). */
  createdColumn: string;
  order: (qb: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, O>;
  /**
   * A cheaper query with the same rows to count (e.g. without the joins that only add columns); its created column
   * is `countCreatedColumn` (default `createdColumn`). Default: `base` itself.
   */
  countBase?: SelectQueryBuilder<any, any, any>;
  countCreatedColumn?: string;
}

/**
 * Stable paging's query parameter: the instant `notIncludingItemsAfter` names (rows created after it are left out), or
 * now for a first page. Every paged read takes its cut-off here.
 */
export function pagingCutoff(notIncludingItemsAfter: string | undefined): Date {
  // latestNow, not the clock: rows stamped by the database (real time) and demo rows (the clock's day) both count.
  const cutoff = notIncludingItemsAfter ? new Date(notIncludingItemsAfter) : latestNow();
  if (Number.isNaN(cutoff.getTime()))
    throw ModelStateError.field('notIncludingItemsAfter', 'The value is not a valid date and time.');
  return cutoff;
}

/** The paging values, checked (belt and braces behind the schema: the SQL must never see a non-integer). */
export function pagingValues(paging: PagingQuery): { cutoff: Date; skip: number; take: number } {
  const cutoff = pagingCutoff(paging.notIncludingItemsAfter);
  const skip = Number(paging.skip ?? 0);
  const take = Number(paging.take ?? DEFAULT_TAKE);
  if (!Number.isSafeInteger(skip) || skip < 0)
    throw ModelStateError.field('skip', 'The skip field must be a whole number of 0 or more.');
  if (!Number.isSafeInteger(take) || take < 1 || take > MAX_TAKE)
    throw ModelStateError.field('take', `The take field must be between 1 and ${MAX_TAKE}.`);
  return { cutoff, skip, take };
}

/**
 * The page's statement and the count's. One statement per page (each statement is a round trip): the page
 * carries the count as an uncorrelated scalar sub-query (computed once); only a page without rows (past the end, or an
 * empty list) runs the count on its own.
 */
function pageQueries<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  options: PageOptions<DB, TB, O>,
  values: { cutoff: Date; skip: number; take: number },
) {
  const notAfterCutoff = (column: string) => sql<boolean>`${sql.ref(column)} <= ${values.cutoff}`;
  const filtered = base.where(notAfterCutoff(options.createdColumn));
  const count = (
    options.countBase ? options.countBase.where(notAfterCutoff(options.countCreatedColumn ?? options.createdColumn)) : filtered
  )
    .clearSelect()
    .select(sql<number>`count(*)`.as('count'));
  const page = options
    .order(filtered)
    .offset(values.skip)
    .limit(values.take)
    .select(sql<number>`(${count})`.as(PAGING_TOTAL));
  return { page, count };
}

/** The answer from the page's rows (each carrying the total) or, for a page without rows, the count run alone. */
export async function pagedAnswer<O, R>(
  rows: O[],
  countAlone: () => Promise<{ count?: number | string | bigint } | undefined>,
  map: (row: O) => R,
  cutoff: Date,
): Promise<Paged<R>> {
  const count = rows.length ? (rows[0] as unknown as Record<string, number>)[PAGING_TOTAL] : (await countAlone())?.count;
  return {
    result: rows.map(map),
    totalCount: Number(count ?? 0),
    notIncludingItemsAfter: cutoff.toISOString(),
  };
}

/**
 * Stable paging while new rows arrive: rows created after `notIncludingItemsAfter` (default: now, returned so the
 * client sends it back for the next pages) are left out. `base` must already carry its ordering-independent filters;
 * `order` is applied to the page query only. (The resident lists build the same shape of statement, compiled once: residents/list.)
 */
export async function paginate<DB, TB extends keyof DB, O, R>(
  base: SelectQueryBuilder<DB, TB, O>,
  paging: PagingQuery,
  options: PageOptions<DB, TB, O> & { map: (row: O) => R },
): Promise<Paged<R>> {
  const values = pagingValues(paging);
  const { page, count } = pageQueries(base, options, values);
  return pagedAnswer(await page.execute(), () => count.executeTakeFirst(), options.map, values.cutoff);
}
