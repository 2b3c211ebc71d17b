import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Adapter, AdapterPayload } from 'oidc-provider';

/**
 * oidc-provider storage in the `oidc_payloads` table (migration 0002_auth.sql), so sessions, interactions, codes,
 * grants and tokens survive restarts and are shared by every API replica.
 * One instance per model name (Session, Interaction, AuthorizationCode, Grant, AccessToken, RefreshToken, ...).
 */
export function createPayloadAdapterClass(db: Kysely<Database>) {
  return class PayloadAdapter implements Adapter {
    constructor(private readonly type: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      // The payload goes over the wire as text and is cast in SQL, so pg and PGlite treat it the same way.
      const json = JSON.stringify(payload);
      await sql`
        insert into oidc_payloads (id, type, payload, grant_id, user_code, uid, expires_at)
        values (${id}, ${this.type}, cast(cast(${json} as text) as jsonb), ${payload.grantId ?? null},
                ${payload.userCode ?? null}, ${payload.uid ?? null}, ${expiresAt})
        on conflict (type, id) do update set
          payload = excluded.payload, grant_id = excluded.grant_id, user_code = excluded.user_code,
          uid = excluded.uid, expires_at = excluded.expires_at`.execute(db);
    }

    async #findWhere(column: 'id' | 'user_code' | 'uid', value: string): Promise<AdapterPayload | undefined> {
      const r = await sql<{ payload: AdapterPayload | string; consumed_at: Date | null }>`
        select payload, consumed_at from oidc_payloads
        where type = ${this.type} and ${sql.ref(column)} = ${value}
          and (expires_at is null or expires_at > now())
        limit 1`.execute(db);
      const row = r.rows[0];
      if (!row) return undefined;
      const payload = typeof row.payload === 'string' ? (JSON.parse(row.payload) as AdapterPayload) : row.payload;
      return row.consumed_at ? { ...payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) } : payload;
    }

    find(id: string) {
      return this.#findWhere('id', id);
    }

    findByUserCode(userCode: string) {
      return this.#findWhere('user_code', userCode);
    }

    findByUid(uid: string) {
      return this.#findWhere('uid', uid);
    }

    async consume(id: string): Promise<void> {
      await sql`update oidc_payloads set consumed_at = now() where type = ${this.type} and id = ${id}`.execute(db);
    }

    async destroy(id: string): Promise<void> {
      await sql`delete from oidc_payloads where type = ${this.type} and id = ${id}`.execute(db);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await sql`delete from oidc_payloads where grant_id = ${grantId}`.execute(db);
    }
  };
}

/** Deletes expired payloads (run periodically). */
export async function deleteExpiredPayloads(db: Kysely<Database>): Promise<void> {
  await sql`delete from oidc_payloads where expires_at is not null and expires_at < now() - interval '1 hour'`.execute(db);
}

/** Signs a user out everywhere: every session, grant and token of the account (after a password reset). */
export async function deletePayloadsOfAccount(db: Kysely<Database> | Transaction<Database>, accountId: string): Promise<void> {
  await sql`delete from oidc_payloads where payload ? 'accountId' and payload ->> 'accountId' = ${accountId}`.execute(db);
}
