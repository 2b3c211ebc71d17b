/**
 * SQL of a residency's finance record (migration 0018: resident_finances) that the fees tab, the funding tab and the
 * fee run share. The residency's own rows are reached through the residency resolved for this facility first, whatever
 * facility wrote them.
 */
import type { Updateable } from 'kysely';
import type { Database } from '../../../db/schema';
import type { ScopedDb } from '../../../db/scoped';

/** The residency (of the current facility), to join its own rows to. */
export function ofResidency(s: ScopedDb, residencyId: number) {
  return s.selectFrom('residencies', 'r').where('r.id', '=', residencyId);
}

/** The facility feature flag of the Aged Care Act 2025 arrangements (seed 001 §1). */
export const ACT_2025_FLAG = 'enableAgedCareAct2025';

/** The current facility's flags the finance figures and the fee run need: billing integrated, and the Act 2025 flag. */
export async function facilityFinanceFlags(s: ScopedDb): Promise<{ isBillingIntegrated: boolean; act2025Enabled: boolean }> {
  const [facility, flag] = await Promise.all([
    s
      .selectFromOrganisation('facilities', 'f')
      .select('f.is_billing_integrated')
      .where('f.id', '=', s.facilityId)
      .executeTakeFirst(),
    s.selectFrom('facility_feature_flags', 'x').select('x.value').where('x.name', '=', ACT_2025_FLAG).executeTakeFirst(),
  ]);
  return { isBillingIntegrated: facility?.is_billing_integrated ?? false, act2025Enabled: flag?.value === true };
}

/** The eight drawdown flags of a finance record joined as `f`. */
export const DRAWDOWN_COLUMNS = [
  'f.drawdown_dac',
  'f.drawdown_bdf',
  'f.drawdown_mtcf',
  'f.drawdown_ac',
  'f.drawdown_pi',
  'f.drawdown_itf',
  'f.drawdown_hc',
  'f.drawdown_nccc',
] as const;

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
