/** Dashboard rules (seed 000 §2 "Dashboard", "Dashboard messages"; §9 vacancy and supported threshold). */
// Moment-free and decimal.js-free (day.ts, amounts.ts): the dashboard is the first page (docs/decisions.md).
import { percentPointsGap, type AmountInput } from './amounts';
import type { DateInput } from './dates';
import { daysBetween, formatDate, melbourneToday, toDateOnly } from './day';
import { leaveTypesFor, type FacilityType, type LeaveType } from './enums';

/**
 * 'Due back today' | 'Due back tomorrow' | 'Due back yesterday' | 'Due back {DD MMM YYYY}' for any other date
 * (past or future). Dates compare as date-only values; `today` defaults to today in Australia/Melbourne.
 * No expected return date gives ''.
 */
export function dueBackMessage(expectedReturnDate: DateInput | null | undefined, today: DateInput = melbourneToday()): string {
  if (expectedReturnDate === null || expectedReturnDate === undefined || expectedReturnDate === '') return '';
  const diff = daysBetween(today, expectedReturnDate);
  if (diff === 0) return 'Due back today';
  if (diff === 1) return 'Due back tomorrow';
  if (diff === -1) return 'Due back yesterday';
  return `Due back ${formatDate(toDateOnly(expectedReturnDate))}`;
}

/**
 * When a leave started: 'Today', 'Yesterday', or 'N days ago (DD MMM YYYY)' for 2 days or more.
 * Future start (not in the seed; a leave booked ahead): 'Tomorrow', or 'In N days (DD MMM YYYY)' for 2 days or more.
 * No start date gives ''.
 */
export function leaveStartMessage(startDate: DateInput | null | undefined, today: DateInput = melbourneToday()): string {
  if (startDate === null || startDate === undefined || startDate === '') return '';
  const ago = daysBetween(startDate, today);
  if (ago === 0) return 'Today';
  if (ago === 1) return 'Yesterday';
  if (ago === -1) return 'Tomorrow';
  const date = formatDate(toDateOnly(startDate));
  return ago > 1 ? `${ago} days ago (${date})` : `In ${-ago} days (${date})`;
}

/**
 * What each bed figure counts, shown under it (one bed rule in the API: active beds, less those out of service where
 * the figure says so). The dashboard's "Registered beds" are the beds that can take a resident today; the AN-ACC fixed
 * component's "Number of beds" is every active bed, out-of-service ones included: the two differ by exactly the beds out
 * of service (docs/decisions.md).
 */
export const BED_FIGURE_NOTES = {
  registeredBeds: 'Beds out of service not counted',
  numberOfBeds: 'Includes beds out of service',
} as const;

/** Vacancy = registeredBeds - (permanent + respite). Negative when over-occupied (shown as is). */
export function vacancy(registeredBeds: number, permanentResidentCount: number, respiteResidentCount: number): number {
  return registeredBeds - (permanentResidentCount + respiteResidentCount);
}

/** Available ILU units = total minus occupied. */
export function availableUnits(totalUnitCount: number, occupiedUnitCount: number): number {
  return totalUnitCount - occupiedUnitCount;
}

/**
 * Text comparing the supported-resident ratio with the threshold (the seed only says "below, above or same as").
 * Wording chosen: the gap in percentage points, formatted like any percentage (0-2 decimals):
 * - ratio 38.75, threshold 41.25 -> '2.5% below threshold'
 * - ratio 43, threshold 40       -> '3% above threshold'
 * - ratio 40, threshold 40.00    -> 'Same as threshold'
 * The comparison is on the values rounded to 2 decimals, so a gap under 0.005 reads 'Same as threshold'.
 * A missing ratio or threshold gives ''.
 */
export function supportedThresholdText(
  supportedRatio: AmountInput | null | undefined,
  supportThreshold: AmountInput | null | undefined,
): string {
  if (supportedRatio === null || supportedRatio === undefined || supportedRatio === '') return '';
  if (supportThreshold === null || supportThreshold === undefined || supportThreshold === '') return '';
  const gap = percentPointsGap(supportThreshold, supportedRatio);
  if (gap.sign === 0) return 'Same as threshold';
  return gap.sign > 0 ? `${gap.text} below threshold` : `${gap.text} above threshold`;
}

export interface LeaveGroup<T> {
  type: LeaveType;
  residents: T[];
}

/**
 * Groups residents on leave by type, in the facility type's order (AgeCare: Hospital, Social, Emergency;
 * IndependentLiving: Hospital, Social, Respite). Every group is present (possibly empty). Within a group residents are
 * ordered by start date, earliest first; equal or missing dates keep their input order (missing dates last).
 * Rows whose type does not belong to the facility type are left out.
 */
export function groupResidentsOnLeave<T extends { type: string; startDateUtc?: string | null }>(
  list: readonly T[] | null | undefined,
  facilityType: FacilityType,
): LeaveGroup<T>[] {
  const keyed = (list ?? []).map((item, index) => ({
    item,
    index,
    key: item.startDateUtc ? toDateOnly(item.startDateUtc) : null,
  }));
  keyed.sort((a, b) => {
    if (a.key !== b.key) {
      if (a.key === null) return 1;
      if (b.key === null) return -1;
      return a.key < b.key ? -1 : 1;
    }
    return a.index - b.index;
  });
  return leaveTypesFor(facilityType).map((type) => ({
    type,
    residents: keyed.filter((k) => k.item.type === type).map((k) => k.item),
  }));
}

/**
 * Notice for the dashboard's `numberOfDaysToDeviceExpiry` (seed 000 gives only "days to device expiry and the expired
 * state"; the wording is ours, see docs/decisions.md): 'Device activation has expired.' when 0 or fewer days remain,
 * otherwise 'Device activation expires in 1 day.' / 'Device activation expires in N days.'.
 */
export function deviceExpiryMessage(days: number): { expired: boolean; text: string } {
  if (days <= 0) return { expired: true, text: 'Device activation has expired.' };
  return { expired: false, text: `Device activation expires in ${days} ${days === 1 ? 'day' : 'days'}.` };
}
