/**
 * What the fees tab and the fee run share of a residency's finance record (migration 0018: resident_finances) and its
 * facility: the Act 2025 flag and the drawdown flags. The record's writes, which the funding tab shares too, are the
 * data layer's (db/finance-record.ts).
 */
import type { ScopedDb } from '../../../db/scoped';

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
