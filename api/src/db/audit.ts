/**
 * The audit log's rows (who, when, what): written by the write path itself. A request's writes go through the scoped
 * database (db/scoped.ts: `t.audited`, `t.audit`, `t.auditChanges`), whose transaction refuses to commit a write without
 * its audit row. The functions here are the row itself, for the few writers that have no scope: sign-in and password
 * reset (no signed-in request; the row names the account concerned).
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/** Who an audit row names: the signed-in user and the request's facility; nulls for a scheduled job. */
export interface AuditActor {
  userId: number | null;
  facilityId: number | null;
}

/** The actor of work nobody asked for (the scheduled fee run): the row names no user and no facility. */
export const JOB_ACTOR: AuditActor = { userId: null, facilityId: null };

/** The actor of an anonymous flow (sign-in, password reset): the account concerned, no facility. */
export const accountActor = (userId: number): AuditActor => ({ userId, facilityId: null });

/** One audit row: the action done, the entity and its id, and any details (JSON). */
export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string | number | null;
  details?: unknown;
}

/** Writes one audit row; call it with the same transaction as the write. */
export async function writeAuditRow(
  trx: Kysely<Database> | Transaction<Database>,
  actor: AuditActor,
  entry: AuditEntry,
): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      user_id: actor.userId,
      facility_id: actor.facilityId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId === null ? null : String(entry.entityId),
      details: entry.details === undefined ? null : JSON.stringify(entry.details),
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
 * The details of an audited change: the `extra` details, if given, plus the fields it changed (`changes`, read by the
 * record history).
 */
export function changeDetails(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
  extra?: Record<string, unknown>,
): Record<string, unknown> {
  return { ...extra, changes: changesBetween(before, after) };
}
