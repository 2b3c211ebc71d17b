/**
 * Reads a query's rows in batches through a PostgreSQL cursor: `DECLARE ... NO SCROLL CURSOR FOR <the compiled query>`
 * then `FETCH <batch>` until the rows run out, in one read-only transaction (the same SQL on a server and on PGlite).
 * Only one batch is ever in memory, however many rows the query has: the exports' reader.
 *
 * The reader asks `onBatch` what to do after each batch: returning false stops it; the transaction then ends (the
 * cursor closes with it), which is how a client that goes away stops the database work. On PGlite the transaction
 * holds the single connection while the rows are read (nothing else interleaves until it ends).
 */
import { CompiledQuery } from 'kysely';
import type { ScopedDb } from './scoped';

export const CURSOR_BATCH = 1000;
const CURSOR_NAME = 'report_rows';

/**
 * Runs `compiled` through a cursor and hands its rows to `onBatch`, `batch` at a time (the last batch may be shorter;
 * an empty result calls it never). Resolves with the number of rows read once the rows run out or `onBatch` stopped.
 */
export async function readByCursor<R>(
  s: ScopedDb,
  compiled: CompiledQuery<R>,
  onBatch: (rows: R[]) => Promise<boolean | void> | boolean | void,
  options: { batch?: number } = {},
): Promise<number> {
  const batch = options.batch ?? CURSOR_BATCH;
  if (!Number.isSafeInteger(batch) || batch < 1)
    throw new Error(`The cursor's batch must be a whole number above 0, not ${batch}.`);
  return s.transaction(async (t) => {
    await t.executeCompiled(CompiledQuery.raw('set transaction read only'));
    await t.executeCompiled(
      CompiledQuery.raw(`declare ${CURSOR_NAME} no scroll cursor for ${compiled.sql}`, [...compiled.parameters]),
    );
    const fetch = CompiledQuery.raw(`fetch ${batch} from ${CURSOR_NAME}`) as CompiledQuery<R>;
    let read = 0;
    for (;;) {
      const { rows } = await t.executeCompiled(fetch);
      read += rows.length;
      if (rows.length && (await onBatch(rows)) === false) break;
      if (rows.length < batch) break;
    }
    return read;
  });
}
