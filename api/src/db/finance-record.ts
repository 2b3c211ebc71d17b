/**
 * A residency's finance record (migration 0018: resident_finances) as the finance module (the fees tab) and the funding
 * module (the funding tab's supplement flags) both write it: the residency to join its own rows to, the record created
 * on first save, and its values set at the version read. It lives in the data layer, like occupancy.ts, because finance
 * imports funding (the rates in force), so funding may not import finance. The residency's own rows are reached through
 * the residency resolved for this facility first, whatever facility wrote them.
 */
import type { Updateable } from 'kysely';
import type { Database } from './schema';
import type { ScopedDb } from './scoped';

/** The residency (of the current facility), to join its own rows to. */
export function ofResidency(s: ScopedDb, residencyId: number) {
  return s.selectFrom('residencies', 'r').where('r.id', '=', residencyId);
}

/** Creates the residency's finance record with every default when it has none (version 1). */
export async function ensureFinanceRow(s: ScopedDb, residencyId: number): Promise<void> {
  await s
    .insertInto('resident_finances', { residency_id: residencyId })
    .onConflict((oc) => oc.column('residency_id').doNothing())
    .execute();
}

/** The values a save sets on a finance record (who, when and the version are the update's own). */
export type FinanceRecordSet = Omit<
  Updateable<Database['resident_finances']>,
  'residency_id' | 'facility_id' | 'updated_by_user_id' | 'updated_on_utc' | 'version'
>;

/**
 * Sets the finance record's values and moves its version on, when the version is the one the caller read. The new
 * version, or null when it is stale (the caller answers 409).
 */
export async function updateFinance(
  s: ScopedDb,
  residencyId: number,
  version: number,
  set: FinanceRecordSet,
): Promise<number | null> {
  const r = await s
    .residency({ residencyId })
    .updateOwned('resident_finances')
    .set((eb) => ({ ...set, updated_by_user_id: s.userId, updated_on_utc: new Date(), version: eb('version', '+', 1) }))
    .where('version', '=', version)
    .returning('version')
    .executeTakeFirst();
  return r ? r.version : null;
}
