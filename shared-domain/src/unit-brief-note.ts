/**
 * A unit's brief note on the units screen (seed 002 §4): from the latest accommodation financial event, in priority
 * order 'Vacating {DD MMM YYYY}' when a notice-to-vacate date exists, then 'Balance paid', 'Deposit paid', 'Contract
 * signed'; otherwise 'Out of service' when the unit is out of service; else no note.
 */
import type { DateInput } from './dates';
import { formatDate } from './day';

/** The dates of an accommodation financial event the note reads (seed 002 §3). */
export interface FinancialEventDates {
  noticeToVacateDateUtc?: DateInput | null;
  balancePaidDateUtc?: DateInput | null;
  depositPaidDateUtc?: DateInput | null;
  contractSignedDateUtc?: DateInput | null;
}

export function unitBriefNote(latestEvent: FinancialEventDates | null | undefined, isOutOfService: boolean): string | null {
  const e = latestEvent ?? {};
  if (e.noticeToVacateDateUtc) return `Vacating ${formatDate(e.noticeToVacateDateUtc)}`;
  if (e.balancePaidDateUtc) return 'Balance paid';
  if (e.depositPaidDateUtc) return 'Deposit paid';
  if (e.contractSignedDateUtc) return 'Contract signed';
  return isOutOfService ? 'Out of service' : null;
}
