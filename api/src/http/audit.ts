import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** Who did it: the signed-in request, or, for anonymous flows (sign-in, password reset), the account concerned. */
export type AuditActor = FastifyRequest | { userId: number } | null;

/** Records who, when and what in `audit_log`; call it with the same transaction as the write. */
export async function audit(
  trx: Kysely<Database> | Transaction<Database>,
  request: AuditActor,
  action: string,
  entity: string,
  entityId: string | number | null,
  details?: unknown,
): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      user_id: request && 'userId' in request ? request.userId : (request?.auth?.user.id ?? null),
      facility_id: request && 'userId' in request ? null : (request?.auth?.facility?.id ?? null),
      action,
      entity,
      entity_id: entityId === null ? null : String(entityId),
      details: details === undefined ? null : JSON.stringify(details),
    })
    .execute();
}
