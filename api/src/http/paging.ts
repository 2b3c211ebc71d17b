import { sql, type SelectQueryBuilder } from 'kysely';
import { PagingQuery, type Paged } from 'shared-domain/contracts/common';
import { latestNow } from 'shared-domain/dates';
import { ModelStateError } from './errors';

export const DEFAULT_TAKE = 25;
/** The column the page query carries the total count in (not part of the rows' answer: `map` picks its fields). */
const PAGING_TOTAL = 'paging_total_count';
export const MAX_TAKE = 100;

// The paged list contract (query and response) is declared once in shared-domain/contracts/common.
export { PagingQuery, type Paged };

/**
 * Stable paging while new rows arrive: rows created after `notIncludingItemsAfter` (default: now, returned so the
 * client sends it back for the next pages) are left out. `createdColumn` is the row's creation instant column;
 * `base` must already carry its ordering-independent filters; `order` is applied to the page query only.
 */
export async function paginate<DB, TB extends keyof DB, O, R>(
  base: SelectQueryBuilder<DB, TB, O>,
  paging: PagingQuery,
  options: {
    createdColumn: string;
    order: (qb: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, O>;
    map: (row: O) => R;
    /**
     * A cheaper query with the same rows to count (e.g. without the joins that only add columns); its created column
     * is `countCreatedColumn` (default `createdColumn`). Default: `base` itself.
     */
    countBase?: SelectQueryBuilder<any, any, any>;
    countCreatedColumn?: string;
  },
): Promise<Paged<R>> {
  // latestNow, not the clock: rows stamped by the database (real time) and demo rows (the clock's day) both count.
  const cutoff = paging.notIncludingItemsAfter ? new Date(paging.notIncludingItemsAfter) : latestNow();
  if (Number.isNaN(cutoff.getTime()))
    throw ModelStateError.field('notIncludingItemsAfter', 'The value is not a valid date and time.');
  const skip = Number(paging.skip ?? 0);
  const take = Number(paging.take ?? DEFAULT_TAKE);
  // Belt and braces behind the schema: the SQL must never see a non-integer.
  if (!Number.isSafeInteger(skip) || skip < 0)
    throw ModelStateError.field('skip', 'The skip field must be a whole number of 0 or more.');
  if (!Number.isSafeInteger(take) || take < 1 || take > MAX_TAKE)
    throw ModelStateError.field('take', `The take field must be between 1 and ${MAX_TAKE}.`);
  const notAfterCutoff = (column: string) => sql<boolean>`${sql.ref(column)} <= ${cutoff}`;
  const filtered = base.where(notAfterCutoff(options.createdColumn));
  const countQuery = (
    options.countBase ? options.countBase.where(notAfterCutoff(options.countCreatedColumn ?? options.createdColumn)) : filtered
  )
    .clearSelect()
    .select(sql<number>`count(*)`.as('count'));
  // One statement (issue 9 §2: each statement is a round trip): the page carries the count as an uncorrelated scalar
  // sub-query (computed once). Only a page without rows (past the end, or an empty list) counts on its own.
  const rows = await options
    .order(filtered)
    .offset(skip)
    .limit(take)
    .select(sql<number>`(${countQuery})`.as(PAGING_TOTAL))
    .execute();
  const count = rows.length
    ? (rows[0] as unknown as Record<string, number>)[PAGING_TOTAL]
    : ((await countQuery.executeTakeFirst()) as { count?: number } | undefined)?.count;
  return {
    result: rows.map(options.map),
    totalCount: Number(count ?? 0),
    notIncludingItemsAfter: cutoff.toISOString(),
  };
}
