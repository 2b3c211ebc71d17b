/**
 * The Aged Care Act 2025 contributions as the fees tab and the fee run both count them: what a person paid of
 * the non-clinical care contribution before, across the organisation's residencies, for the lifetime cap and the
 * four-year limit (shared-domain `ncccAccrual`, the one rule).
 */
import Decimal from 'decimal.js';
import { ncccAccrual, type ContributionCaps, type NcccPaid } from 'shared-domain/finance/act-2025';
import type { ResolvedResident, ScopedDb } from '../../../db/scoped';
import { earlierNcccResidencies } from './repository';

/**
 * What the person paid of the non-clinical care contribution in residencies admitted before `admissionDate` (oldest
 * first, caps applied, each counted to its departure or `today`). Nothing without caps or an admission.
 */
export async function ncccPaidBefore(
  s: ScopedDb,
  person: Pick<ResolvedResident, 'residentId' | 'residencyId'>,
  admissionDate: string | null,
  caps: ContributionCaps | null,
  today: string,
): Promise<NcccPaid> {
  let paid: NcccPaid = { amount: new Decimal(0), days: 0 };
  if (!admissionDate || !caps) return paid;
  for (const earlier of await earlierNcccResidencies(s, person, admissionDate)) {
    const to = earlier.to && earlier.to < today ? earlier.to : today;
    const { amount, days } = ncccAccrual(earlier.entries, { from: earlier.from, to, caps, before: paid });
    paid = { amount, days };
  }
  return paid;
}
