/**
 * Optional services (seed 002 §4 "Optional service status", §5 "Optional services (facility)" and "(residency)"): the
 * facility service's status and stop date, and the checks of a residency's service periods. Dates are date-only
 * 'YYYY-MM-DD' strings; end dates count to the end of their day; amounts are decimal strings.
 */
import { addDays, toDateOnly, type DateInput } from './dates';

export type OptionalServiceStatus = 'New' | 'Scheduled' | 'Stopped';

export interface ServiceRate {
  startDate: string;
  endDate?: string | null;
  /** Decimal string ('12.50'). */
  value: string;
}

const isPositive = (amount: string) => !amount.trim().startsWith('-') && /[1-9]/.test(amount);

/** The rates in start-date order. */
function byStart(rates: readonly ServiceRate[]): ServiceRate[] {
  return [...rates].sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
}

/**
 * New while the service is being inserted; Scheduled when its latest rate is above zero or starts after `today`;
 * otherwise Stopped (a service without rates bills nothing: Stopped).
 */
export function optionalServiceStatus(
  service: { isNew?: boolean; rates: readonly ServiceRate[] },
  today: DateInput,
): OptionalServiceStatus {
  if (service.isNew) return 'New';
  const latest = byStart(service.rates).at(-1);
  if (!latest) return 'Stopped';
  return isPositive(latest.value) || latest.startDate > toDateOnly(today) ? 'Scheduled' : 'Stopped';
}

/** The stop date is not before the start of the rate it ends (the `dateRange` error), else null. */
export function stopDateError(rates: readonly ServiceRate[], stopDate: string): 'dateRange' | null {
  // No rate starts on or before the stop date: the stop would come before the service's first rate.
  return rates.some((r) => r.startDate <= stopDate) ? null : 'dateRange';
}

/**
 * Stopping a service on `stopDate`: later rates are removed, the current rate ends on the stop date, and a zero rate
 * starts the next day.
 */
export function applyStopDate(rates: readonly ServiceRate[], stopDate: string): ServiceRate[] {
  const kept = byStart(rates).filter((r) => r.startDate <= stopDate);
  const last = kept.at(-1);
  if (last) kept[kept.length - 1] = { ...last, endDate: stopDate };
  return [...kept, { startDate: addDays(stopDate, 1), endDate: null, value: '0' }];
}

/** The rate in force on `date` ('0' outside the service window: before its first rate or after a stop). */
export function rateOn(rates: readonly ServiceRate[], date: string): string {
  const r = byStart(rates)
    .filter((x) => x.startDate <= date && (!x.endDate || x.endDate >= date))
    .at(-1);
  return r ? r.value : '0';
}

// ---------------------------------------------------------------- residency periods

export interface ResidencyServicePeriod {
  /** The facility service; null or 0 when none is chosen yet. */
  serviceId: number | null;
  startDate: string | null;
  endDate?: string | null;
  isStopped?: boolean;
}

export interface ServiceWindow {
  startDate: string;
  endDate?: string | null;
}

/**
 * One period of a residency's optional service as an editor holds it (the fees tab, the ILU finance screen): the stored
 * period's id, the facility service (null until one is chosen) and the dates as typed ('' when blank).
 */
export interface ResidencyServiceRow {
  id?: number;
  optionalServiceId: number | null;
  startDate: string;
  endDate: string;
}

/**
 * The window of each facility service a residency can take (its first rate's start to its end), for the residency
 * rules. A service no longer offered (stopped) has no window: its saved periods are not checked against it again.
 */
export function serviceWindows(
  services: ReadonlyArray<{ id: number; startDate: string | null; endDate: string | null }>,
): Map<number, ServiceWindow> {
  const windows = new Map<number, ServiceWindow>();
  for (const s of services) if (s.startDate) windows.set(s.id, { startDate: s.startDate, endDate: s.endDate });
  return windows;
}

export type PeriodError =
  | 'required'
  | 'startDateBeforeServiceStartDate'
  | 'startDateAfterServiceEndDate'
  | 'invalidDate'
  | 'endDateAfterServiceEndDate'
  | 'overlapDate';

/** One calendar month after a date-only value, clamped to the month's last day (31 Jan -> 28 or 29 Feb). */
export function oneMonthAfter(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const year = m === 12 ? y + 1 : y;
  const month = m === 12 ? 1 : m + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * The field errors of each period of a residency (index -> field -> error): a service is required; the start not
 * before the service's start nor after its end; the end not before the start nor after the service's end; and the same
 * service may not have overlapping or adjacent periods unless one of them is stopped. An open-ended period runs to one
 * month after the latest date among the residency's periods.
 */
export function residencyPeriodErrors(
  periods: readonly ResidencyServicePeriod[],
  windows: ReadonlyMap<number, ServiceWindow>,
): Array<Partial<Record<'serviceId' | 'startDate' | 'endDate', PeriodError>>> {
  const errors = periods.map(() => ({}) as Partial<Record<'serviceId' | 'startDate' | 'endDate', PeriodError>>);
  const dates = periods.flatMap((p) => [p.startDate, p.endDate]).filter((d): d is string => !!d);
  const latest = dates.length ? dates.reduce((a, b) => (a > b ? a : b)) : null;
  periods.forEach((p, i) => {
    if (!p.serviceId) errors[i].serviceId = 'required';
    const w = p.serviceId ? windows.get(p.serviceId) : undefined;
    if (p.startDate && w) {
      if (p.startDate < w.startDate) errors[i].startDate = 'startDateBeforeServiceStartDate';
      else if (w.endDate && p.startDate > w.endDate) errors[i].startDate = 'startDateAfterServiceEndDate';
    }
    if (p.startDate && p.endDate) {
      if (p.endDate < p.startDate) errors[i].endDate = 'invalidDate';
      else if (w?.endDate && p.endDate > w.endDate) errors[i].endDate = 'endDateAfterServiceEndDate';
    }
  });
  const end = (p: ResidencyServicePeriod) => p.endDate ?? (latest ? oneMonthAfter(latest) : p.startDate!);
  periods.forEach((p, i) => {
    if (!p.serviceId || !p.startDate || p.isStopped || errors[i].startDate) return;
    const clash = periods.some(
      (q, j) =>
        j !== i &&
        q.serviceId === p.serviceId &&
        !!q.startDate &&
        !q.isStopped &&
        // Overlapping or adjacent: neither ends more than a day before the other starts.
        addDays(end(q), 1) >= p.startDate! &&
        addDays(end(p), 1) >= q.startDate,
    );
    if (clash) errors[i].startDate = 'overlapDate';
  });
  return errors;
}

/** A new row may be added only when every existing row has a service and a start date. */
export function canAddPeriod(periods: readonly ResidencyServicePeriod[]): boolean {
  return periods.every((p) => !!p.serviceId && !!p.startDate);
}

// ---------------------------------------------------------------- the facility's services

export const BILLING_PERIODS = ['Daily', 'Weekly', 'Fortnightly', 'Monthly', 'Yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
export const STOP_BILLING_EVENTS = ['Departure', 'Settlement'] as const;
export type StopBillingEvent = (typeof STOP_BILLING_EVENTS)[number];
/** What stops the billing in aged care, where the screen does not ask. */
export const DEFAULT_STOP_BILLING_EVENT: StopBillingEvent = 'Departure';
/** The longest charge type. */
export const CHARGE_TYPE_MAX_LENGTH = 100;

/**
 * The words of the optional services screen. The seed names the rules and the `dateRange` error but not their wording
 * (nor the load and save errors): these say what to fix.
 */
export const OPTIONAL_SERVICE_MESSAGES = {
  chargeTypeRequired: 'Please enter the charge type.',
  chargeTypeTooLong: `The charge type must not exceed ${CHARGE_TYPE_MAX_LENGTH} characters.`,
  chargeTypeDuplicate: 'This charge type already exists.',
  stopBillingEventRequired: 'Please select the stop billing event.',
  ratesRequired: 'Please enter at least one rate.',
  rateDuplicate: 'Two rates cannot start on the same date.',
  rateNegative: 'The rate must be 0 or more.',
  dateRange: "The stop date cannot be before the first rate's effective date.",
  loadError: 'Unexpected error while loading optional services.',
  saveError: 'Unexpected error while saving optional services.',
  saved: 'Saved successfully.',
} as const;

/**
 * The rates as stored: in start order, each ending the day before the next starts and the latest open-ended (rates are
 * effective-dated: a new rate replaces the one before it).
 */
export function normaliseRates(rates: readonly ServiceRate[]): ServiceRate[] {
  const sorted = byStart(rates);
  return sorted.map((r, i) => ({
    startDate: r.startDate,
    endDate: i + 1 < sorted.length ? addDays(sorted[i + 1].startDate, -1) : null,
    value: r.value,
  }));
}

/** The service window: from its first rate; ending the day before a final zero rate (a stopped service). */
export function serviceWindow(rates: readonly ServiceRate[]): { startDate: string | null; endDate: string | null } {
  const sorted = byStart(rates);
  const latest = sorted.at(-1);
  if (!latest) return { startDate: null, endDate: null };
  const stopped = sorted.length > 1 && !isPositive(latest.value);
  return { startDate: sorted[0].startDate, endDate: stopped ? addDays(latest.startDate, -1) : null };
}

/** The index of the rate in force on `date` in a rate list (-1 when none: outside the service window). */
export function rateIndexOn(rates: readonly ServiceRate[], date: string): number {
  let found = -1;
  let start = '';
  rates.forEach((r, i) => {
    if (r.startDate <= date && (!r.endDate || r.endDate >= date) && r.startDate >= start) {
      found = i;
      start = r.startDate;
    }
  });
  return found;
}

export interface OptionalServiceInput {
  id?: number | null;
  typeDescription: string;
  stopBillingEvent?: string | null;
  /** Stops the service: later rates are removed, the current one ends, a zero rate starts the next day. */
  stopDate?: string | null;
  ratesList: readonly ServiceRate[];
}

export type OptionalServiceErrors = Record<string, string>;

/**
 * The rates a service is saved with: its rates normalised, then stopped on its stop date when it has one (and the stop
 * date is valid).
 */
export function ratesToSave(service: Pick<OptionalServiceInput, 'stopDate' | 'ratesList'>): ServiceRate[] {
  const rates = normaliseRates(service.ratesList);
  return service.stopDate && !stopDateError(rates, service.stopDate)
    ? normaliseRates(applyStopDate(rates, service.stopDate))
    : rates;
}

/**
 * The field errors of each service of a facility's list (index -> field -> message; rate fields as
 * `ratesList[j].startDate`): a charge type, unique ignoring case among the services that are not stopped; a stop billing
 * event where the facility needs one (independent living); at least one rate, no two starting on the same day, none
 * below zero; a stop date not before the first rate (`dateRange`).
 */
export function optionalServiceErrors(
  services: readonly OptionalServiceInput[],
  context: { requiresStopBillingEvent: boolean; today: DateInput },
): OptionalServiceErrors[] {
  const M = OPTIONAL_SERVICE_MESSAGES;
  const errors = services.map((s) => {
    const e: OptionalServiceErrors = {};
    const name = s.typeDescription.trim();
    if (!name) e.typeDescription = M.chargeTypeRequired;
    else if (name.length > CHARGE_TYPE_MAX_LENGTH) e.typeDescription = M.chargeTypeTooLong;
    if (context.requiresStopBillingEvent && !s.stopBillingEvent) e.stopBillingEvent = M.stopBillingEventRequired;
    if (!s.ratesList.length) e.ratesList = M.ratesRequired;
    const seen = new Set<string>();
    s.ratesList.forEach((r, j) => {
      if (seen.has(r.startDate)) e[`ratesList[${j}].startDate`] = M.rateDuplicate;
      seen.add(r.startDate);
      if (r.value.trim().startsWith('-')) e[`ratesList[${j}].value`] = M.rateNegative;
    });
    if (s.stopDate && s.ratesList.length && stopDateError(s.ratesList, s.stopDate)) e.stopDate = M.dateRange;
    return e;
  });
  // Stopped services do not hold their charge type: a new service may take it again.
  const open = services
    .map((s, i) => ({ s, i }))
    .filter((x) => optionalServiceStatus({ rates: ratesToSave(x.s) }, context.today) !== 'Stopped');
  const seen = new Set<string>();
  for (const { s, i } of open) {
    const key = s.typeDescription.trim().toLowerCase();
    if (!key) continue;
    if (seen.has(key)) errors[i].typeDescription ??= M.chargeTypeDuplicate;
    seen.add(key);
  }
  return errors;
}
