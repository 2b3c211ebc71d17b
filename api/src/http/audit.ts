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

/** One field of a record that a write changed: what the record history panel shows (field, old value, new value). */
export interface FieldChange {
  field: string;
  old: unknown;
  new: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that differ between two snapshots of a record (`before` null for a record being created: every field of
 * `after` that has a value). Snapshots are plain display values (strings, numbers, booleans, arrays of them): what a
 * reader of the history should see, never a password or a hash.
 */
export function changesBetween(before: Record<string, unknown> | null, after: Record<string, unknown>): FieldChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const old = before ? (before[field] ?? null) : null;
    const value = after[field] ?? null;
    if (!same(old, value)) changes.push({ field, old, new: value });
  }
  return changes;
}

/**
 * Audits a write with the fields it changed (`details.changes`, read by the record history), plus any `extra` details.
 * Call it with the same transaction as the write.
 */
export async function auditChanges(
  trx: Kysely<Database> | Transaction<Database>,
  request: AuditActor,
  action: string,
  entity: string,
  entityId: string | number,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
  extra?: Record<string, unknown>,
): Promise<void> {
  await audit(trx, request, action, entity, entityId, { ...extra, changes: changesBetween(before, after) });
}
