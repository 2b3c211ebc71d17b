/**
 * SQL of the Aged Care Act 2025 contributions shared by the fees tab and the fee run: what a person paid of
 * the non-clinical care contribution in earlier residencies counts toward the lifetime cap and the four-year limit.
 */
import type { ResolvedResident, ScopedDb } from '../../../db/scoped';

/**
 * The non-clinical care contribution entries of the person's earlier residencies in the organisation (the lifetime cap
 * and the four-year limit count every residency): a cross-facility read of one person the facility resolved.
 */
export async function earlierNcccResidencies(
  s: ScopedDb,
  person: Pick<ResolvedResident, 'residentId' | 'residencyId'>,
  before: string,
): Promise<
  Array<{ residencyId: number; from: string; to: string | null; entries: Array<{ effectiveDate: string; value: string }> }>
> {
  const db = s.crossFacility('personHistory');
  const residencies = await db
    .selectFrom('residencies as r')
    .innerJoin('facilities as f', 'f.id', 'r.facility_id')
    .select(['r.id', 'r.admission_date_utc', 'r.departure_date_utc'])
    .where('r.resident_id', '=', person.residentId)
    .where('f.organisation_id', '=', s.organisationId)
    .where('r.id', '<>', person.residencyId)
    .where('r.admission_date_utc', 'is not', null)
    .where('r.admission_date_utc', '<', before)
    .orderBy('r.admission_date_utc')
    .execute();
  if (!residencies.length) return [];
  const entries = await db
    .selectFrom('resident_finance_effective_dates as e')
    .select(['e.residency_id', 'e.effective_from_date', 'e.value'])
    .where(
      'e.residency_id',
      'in',
      residencies.map((r) => r.id),
    )
    .where('e.effective_date_type', '=', 'NonClinicalCareContributionFee')
    .execute();
  return residencies.map((r) => ({
    residencyId: r.id,
    from: r.admission_date_utc!,
    to: r.departure_date_utc,
    entries: entries
      .filter((e) => e.residency_id === r.id)
      .map((e) => ({ effectiveDate: e.effective_from_date, value: e.value ?? '0' })),
  }));
}
