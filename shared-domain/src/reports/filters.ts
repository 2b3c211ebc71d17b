/**
 * The report filters' rules, run by the screens (what to ask for, and whether to ask at all) and by the API (what a
 * filter means in the query). Pure: no clock is read unless a caller passes none.
 */
import { clockNow } from '../clock';
import { melbourneToday } from '../day';
import {
  CareTypePicker,
  DEFAULT_REASSESSMENT_STATUS,
  PotentialReclassificationReasons,
  type PotentialReclassificationReason,
  type IluStatus,
  type ReassessmentStatus,
} from '../enums';

/** The enquiry source screen's date range picker (the dates it gives: `dateRangeDates`). */
export const REPORT_DATE_RANGES = ['MonthToDate', 'YearToDate'] as const;
export type ReportDateRange = (typeof REPORT_DATE_RANGES)[number];
/** The units report's unit statuses (a unit Sold is not one of the report's). */
export const UNITS_REPORT_STATUSES = ['Available', 'Occupied', 'OutOfService'] as const satisfies readonly IluStatus[];
export type UnitsReportStatus = (typeof UNITS_REPORT_STATUSES)[number];

/** The units report's filter: each list absent means every one (the contract's UnitsReportFilter). */
export interface UnitsFilter {
  facilityLocations?: number[];
  unitTypes?: number[];
  unitStatus?: UnitsReportStatus[];
}

/** One checkbox group of the units report: "all" ticked, or the items picked. */
export interface FilterGroup<T> {
  all: boolean;
  selected: readonly T[];
}

/**
 * The units report's query from its three groups, or null when it loads nothing: a group neither ticked "all" nor
 * with any item picked leaves no unit (the seed: "if any filter group is unchecked and empty, no data loads"). A group
 * ticked "all" is left out of the query (the API reads an absent list as every one).
 */
export function unitsReportFilter(groups: {
  facilityLocations: FilterGroup<number>;
  unitTypes: FilterGroup<number>;
  unitStatus: FilterGroup<UnitsReportStatus>;
}): UnitsFilter | null {
  const { facilityLocations, unitTypes, unitStatus } = groups;
  if ([facilityLocations, unitTypes, unitStatus].some((g) => !g.all && g.selected.length === 0)) return null;
  const filter: UnitsFilter = {};
  if (!facilityLocations.all) filter.facilityLocations = [...facilityLocations.selected];
  if (!unitTypes.all) filter.unitTypes = [...unitTypes.selected];
  if (!unitStatus.all) filter.unitStatus = [...unitStatus.selected];
  return filter;
}

/** The enquiry source report loads only with both dates present. */
export function enquirySourceCanLoad(filter: {
  fromDateUtcMidnight?: string | null;
  toDateUtcMidnight?: string | null;
}): boolean {
  return !!filter.fromDateUtcMidnight && !!filter.toDateUtcMidnight;
}

/**
 * The dates a date range picker gives, both 'YYYY-MM-DD' Melbourne days: month to date from the first of today's month,
 * year to date from the first of January of today's year, each to today.
 */
export function dateRangeDates(range: ReportDateRange, now: Date = clockNow()): { fromDate: string; toDate: string } {
  const today = melbourneToday(now);
  const fromDate = range === 'MonthToDate' ? `${today.slice(0, 7)}-01` : `${today.slice(0, 4)}-01-01`;
  return { fromDate, toDate: today };
}

/** The reassessment requests' status: the one picked, else Pending. */
export function reassessmentStatusOf(status: ReassessmentStatus | null | undefined): ReassessmentStatus {
  return status ?? DEFAULT_REASSESSMENT_STATUS;
}

/** The potential reassessments' reason picker (ids as the API takes them). */
export const POTENTIAL_REASSESSMENT_REASONS: readonly { id: PotentialReclassificationReason; label: string }[] = [
  { id: PotentialReclassificationReasons.All, label: 'All' },
  { id: PotentialReclassificationReasons.Hospitalisation, label: 'Hospitalisation' },
  { id: PotentialReclassificationReasons.Time, label: 'Time' },
];
/** The reason's id: the one picked, else All. */
export function potentialReassessmentReasonOf(
  reasonId: PotentialReclassificationReason | null | undefined,
): PotentialReclassificationReason {
  return reasonId ?? PotentialReclassificationReasons.All;
}

/** The care-type picker's choices, in its order (Both first: the default). */
export const CARE_TYPE_PICKER_CHOICES: readonly CareTypePicker[] = [
  CareTypePicker.Both,
  CareTypePicker.Permanent,
  CareTypePicker.Respite,
];
/** The residencies' care types a picker choice keeps (absent: Both). */
export function careTypesOf(picker: CareTypePicker | null | undefined): ('Permanent' | 'Respite')[] {
  if (picker === CareTypePicker.Permanent) return ['Permanent'];
  if (picker === CareTypePicker.Respite) return ['Respite'];
  return ['Permanent', 'Respite'];
}

/** The report filters' messages (the seed gives none for these refusals). */
export const REPORT_FILTER_MESSAGES = {
  dateOrder: 'The from date must be on or before the to date.',
} as const;

/** Whether a date range's from date ('YYYY-MM-DD') is on or before its to date (both present). */
export function datesInOrder(fromDate: string, toDate: string): boolean {
  return fromDate <= toDate;
}
