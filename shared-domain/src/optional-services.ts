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
