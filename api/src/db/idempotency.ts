/**
 * The idempotency keys' SQL (migration 0031, docs/decisions.md 68). The request side is src/http/idempotency.ts; the
 * scoped data access runs these statements in the write's own transaction (ScopedDb, the idempotency block), so the key,
 * the write's effect and its answer are committed together.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { IDEMPOTENCY_KEY_TTL_HOURS } from 'shared-domain/idempotency';
import type { Database } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

/** What a request claims a key for: the route it was sent to and the hash of the request itself. */
export interface IdempotencyClaim {
  key: string;
  /** 'POST /api/billing/sundry/post': the declaration's method and URL. */
  route: string;
  requestHash: string;
}

/** The answer stored with a key: the request it answered (route and hash) and the answer as sent. */
export interface StoredAnswer {
  route: string;
  requestHash: string;
  status: number;
  body: string;
}

const expiredBefore = sql<Date>`now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`;

/**
 * Claims `claim.key` for the user inside the caller's transaction: null when the request is the key's first (the row is
 * inserted, or an expired one taken over), to be answered with `storeAnswer` before the transaction commits; else the
 * answer stored with the key. While another transaction holds the key (its insert not committed yet), the insert waits
 * for it: once it commits, the stored answer is read; if it rolls back (its write was refused), this request takes the
 * key.
 */
export async function claimKey(db: Db, userId: number, claim: IdempotencyClaim): Promise<StoredAnswer | null> {
  // A row can vanish between the two statements only when it was expired and the clean-up removed it: claim again.
  for (let attempt = 0; attempt < 2; attempt++) {
    const taken = await db
      .insertInto('idempotency_keys')
      .values({ user_id: userId, key: claim.key, route: claim.route, request_hash: claim.requestHash })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'key'])
          .doUpdateSet({
            route: claim.route,
            request_hash: claim.requestHash,
            response_status: null,
            response_body: null,
            created_on_utc: sql<Date>`now()`,
          })
          .where('idempotency_keys.created_on_utc', '<', expiredBefore),
      )
      .returning('key')
      .executeTakeFirst();
    if (taken) return null;
    const stored = await db
      .selectFrom('idempotency_keys')
      .select(['route', 'request_hash', 'response_status', 'response_body'])
      .where('user_id', '=', userId)
      .where('key', '=', claim.key)
      .executeTakeFirst();
    if (!stored) continue;
    // The answer is written in the transaction that inserted the row: a committed row always has one.
    if (stored.response_status === null || stored.response_body === null)
      throw new Error(`The idempotency key's row was committed without its answer (route ${stored.route}).`);
    return { route: stored.route, requestHash: stored.request_hash, status: stored.response_status, body: stored.response_body };
  }
  throw new Error('The idempotency key could not be claimed.');
}

/** Writes the answer of the request that claimed the key (in the same transaction as the claim and the write). */
export async function storeAnswer(db: Db, userId: number, key: string, answer: { status: number; body: string }): Promise<void> {
  const result = await db
    .updateTable('idempotency_keys')
    .set({ response_status: answer.status, response_body: answer.body })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new Error('The answer was stored for a key this transaction did not claim.');
}

/** Removes the keys older than the time they are kept (the platform's hourly job); returns how many. */
export async function deleteExpiredKeys(db: Db): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_on_utc', '<', expiredBefore).executeTakeFirst();
  return Number(result.numDeletedRows);
}
