/**
 * Date rules (seed 000 §5 and §9).
 *
 * Vocabulary:
 * - a *date-only value* is a calendar date, written 'YYYY-MM-DD' on the wire (the API's `...Utc` date fields are that
 *   date at 00:00 UTC, so an instant at UTC midnight is read as its UTC calendar date);
 * - an *instant* is a point in time (ISO-8601; a string without an offset is read as UTC).
 * "Today" for business rules is the date in the Medicare time zone, Australia/Melbourne, of the clock's instant
 * (`clockNow`: the real time unless a test run pinned it with `pinClock`, e.g. the API's `RM_CLOCK`).
 * Everything here is independent of the machine's own time zone.
 */
import { clockNow, setPinnedInstant } from './clock';
import { moment } from './tz';
import {
  DATE_DISPLAY_FORMAT,
  DATE_ONLY_FORMAT,
  DATE_TIME_DISPLAY_FORMAT,
  MEDICARE_EXPIRY_YEAR_RANGE,
  MEDICARE_TIME_ZONE,
} from './constants';

export type DateInput = string | number | Date | moment.Moment;

const DATE_ONLY_RE = /^\d{4}-\d{2}-\d{2}$/;

// ---- the clock (clock.ts: shared with the moment-free day.ts)

/**
 * Pins the clock of this process to an instant (a Date, epoch milliseconds or an ISO-8601 instant with its offset,
 * e.g. '2027-02-28T13:30:00Z'); null or undefined returns it to the real time. Throws RangeError on anything else.
 */
export function pinClock(instant: DateInput | null | undefined): void {
  if (instant === null || instant === undefined) {
    setPinnedInstant(null);
    return;
  }
  setPinnedInstant(parseClockInstant(instant).getTime());
}

/**
 * Reads a clock setting such as RM_CLOCK: an ISO-8601 instant with a time and an offset ('2027-02-28T13:30:00Z',
 * '2027-03-01T00:30:00+11:00'). A date alone or a time without an offset is refused, because its instant would depend on
 * the machine's time zone. Throws RangeError.
 */
export function parseClockInstant(value: DateInput): Date {
  if (typeof value === 'string') {
    const s = value.trim();
    if (
      !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/i.test(s) ||
      !moment.utc(s, moment.ISO_8601, true).isValid()
    ) {
      throw new RangeError(`Not an ISO-8601 instant with an offset (e.g. 2027-02-28T13:30:00Z): ${value}`);
    }
    return moment.utc(s, moment.ISO_8601, true).toDate();
  }
  const m = parseUtc(value);
  if (!m.isValid()) throw new RangeError(`Invalid instant: ${String(value)}`);
  return m.toDate();
}

/** True for a 'YYYY-MM-DD' string that is a real calendar date. */
export function isDateOnly(value: unknown): value is string {
  return typeof value === 'string' && DATE_ONLY_RE.test(value) && moment.utc(value, DATE_ONLY_FORMAT, true).isValid();
}

/** Parses any input as a UTC moment (date-only strings give UTC midnight). Invalid input gives an invalid moment. */
function parseUtc(value: DateInput): moment.Moment {
  if (moment.isMoment(value)) return value.clone().utc();
  if (value instanceof Date || typeof value === 'number') return moment.utc(value);
  const s = value.trim();
  if (DATE_ONLY_RE.test(s)) return moment.utc(s, DATE_ONLY_FORMAT, true);
  return moment.utc(s, moment.ISO_8601, true);
}

function mustParse(value: DateInput): moment.Moment {
  const m = parseUtc(value);
  if (!m.isValid()) throw new RangeError(`Invalid date: ${String(value)}`);
  return m;
}

/**
 * Snaps a date-time to UTC midnight (seed 000 §5: "Dates snap to UTC midnight; times at or after 12:00 UTC round up
 * to the next day").
 *
 * Rule: take the instant's UTC calendar date D and UTC time T. If T < 12:00:00.000 the result is D at 00:00 UTC;
 * if T >= 12:00:00.000 the result is D + 1 day at 00:00 UTC. Date-only strings are already at midnight.
 *
 * Examples:
 * - '2026-03-05T11:59:59.999Z' -> 2026-03-05T00:00:00.000Z
 * - '2026-03-05T12:00:00.000Z' -> 2026-03-06T00:00:00.000Z
 * - '2026-03-05T00:00:00+11:00' (midnight in Melbourne, = 2026-03-04T13:00Z) -> 2026-03-05T00:00:00.000Z
 * - '2026-12-31T23:00:00Z' -> 2027-01-01T00:00:00.000Z
 *
 * The effect is that a date picked at local midnight anywhere in Australia (UTC+8 to UTC+11) lands on the same
 * calendar date at UTC midnight.
 */
export function snapToUtcMidnight(value: DateInput): Date {
  const m = mustParse(value);
  const day = m.clone().startOf('day');
  if (m.hours() >= 12) day.add(1, 'day');
  return day.toDate();
}

/** `snapToUtcMidnight` as an ISO string, e.g. '2026-03-06T00:00:00.000Z'. */
export function snapToUtcMidnightIso(value: DateInput): string {
  return snapToUtcMidnight(value).toISOString();
}

/**
 * The date-only value ('YYYY-MM-DD') of an input: a date-only string is returned as is; an instant gives its UTC
 * calendar date (no snapping: use `snapToUtcMidnight` first for picker values). Null/undefined give null.
 * Throws RangeError on an invalid input.
 */
export function toDateOnly(value: DateInput): string;
export function toDateOnly(value: DateInput | null | undefined): string | null;
export function toDateOnly(value: DateInput | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  // Fast paths (this runs per row of every list), same results as moment's strict parse and format: a
  // 'YYYY-MM-DD' string of a real calendar date is returned as is; a valid Date of years 1000-9999 gives its UTC date.
  if (typeof value === 'string') {
    if (DATE_ONLY_RE.test(value)) {
      const y = +value.slice(0, 4);
      const m = +value.slice(5, 7);
      const d = +value.slice(8, 10);
      if (y >= 1000 && m >= 1 && m <= 12 && d >= 1 && d <= new Date(Date.UTC(y, m, 0)).getUTCDate()) return value;
    }
  } else if (value instanceof Date) {
    const y = value.getUTCFullYear();
    if (y >= 1000 && y <= 9999) return value.toISOString().slice(0, 10);
  }
  return mustParse(value).format(DATE_ONLY_FORMAT);
}

/** A date-only value as the instant at its UTC midnight: '2026-03-05' -> '2026-03-05T00:00:00.000Z'. */
export function dateOnlyToUtcIso(value: DateInput): string {
  return moment.utc(toDateOnly(value), DATE_ONLY_FORMAT, true).toISOString();
}

/**
 * Formats a date as 'DD MMM YYYY' (e.g. '05 Mar 2026'). Date-only values and `...Utc` date fields are read by their
 * UTC calendar date. For a real instant (e.g. createdOnUtc) pass a time zone to show its date there:
 * formatDate('2026-03-04T22:00:00Z', 'Australia/Melbourne') = '05 Mar 2026'. A date-only string is never shifted.
 * Null, undefined, '' and invalid input give ''.
 */
export function formatDate(value: DateInput | null | undefined, timeZone?: string): string {
  if (value === null || value === undefined || value === '') return '';
  let m = parseUtc(value);
  if (!m.isValid()) return '';
  if (timeZone && !(typeof value === 'string' && DATE_ONLY_RE.test(value.trim()))) m = m.tz(timeZone);
  return m.format(DATE_DISPLAY_FORMAT);
}

/**
 * Formats an instant as 'DD MMM YYYY h:mm A' in a time zone (default Australia/Melbourne),
 * e.g. '2026-03-04T23:30:00Z' -> '05 Mar 2026 10:30 AM'. A string without an offset (e.g. a tour's
 * 'YYYY-MM-DD HH:mm:ss') is a wall-clock time in that zone and is shown as written.
 * Null, undefined, '' and invalid input give ''.
 */
export function formatDateTime(value: DateInput | null | undefined, timeZone: string = MEDICARE_TIME_ZONE): string {
  if (value === null || value === undefined || value === '') return '';
  let m: moment.Moment;
  if (typeof value === 'string') {
    const s = value.trim();
    const hasOffset = /(Z|[+-]\d{2}:?\d{2})$/i.test(s);
    m = hasOffset
      ? moment.utc(s, moment.ISO_8601, true).tz(timeZone)
      : moment.tz(s.replace(' ', 'T'), moment.ISO_8601, true, timeZone);
  } else {
    m = parseUtc(value).tz(timeZone);
  }
  return m.isValid() ? m.format(DATE_TIME_DISPLAY_FORMAT) : '';
}

/** The calendar date ('YYYY-MM-DD') of an instant in Australia/Melbourne. */
export function toMelbourneDate(instant: DateInput): string {
  return mustParse(instant).tz(MEDICARE_TIME_ZONE).format(DATE_ONLY_FORMAT);
}

/** Today's date ('YYYY-MM-DD') in Australia/Melbourne: the clock's (`clockNow`) unless an instant is given. */
export function melbourneToday(now: DateInput = clockNow()): string {
  return toMelbourneDate(now);
}

/** Whole days from date-only `a` to date-only `b` (b - a): daysBetween('2026-03-01', '2026-03-05') = 4. */
export function daysBetween(a: DateInput, b: DateInput): number {
  const da = moment.utc(toDateOnly(a), DATE_ONLY_FORMAT, true);
  const db = moment.utc(toDateOnly(b), DATE_ONLY_FORMAT, true);
  return db.diff(da, 'days');
}

/** Adds (or with a negative number subtracts) whole days to a date-only value; returns 'YYYY-MM-DD'. */
export function addDays(date: DateInput, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`addDays needs a whole number of days, got ${days}`);
  return moment.utc(toDateOnly(date), DATE_ONLY_FORMAT, true).add(days, 'days').format(DATE_ONLY_FORMAT);
}

/** The day after a date-only value. */
export function dayAfter(date: DateInput): string {
  return addDays(date, 1);
}

/** Compares two date-only values: negative when a < b, 0 when equal, positive when a > b. */
export function compareDates(a: DateInput, b: DateInput): number {
  return daysBetween(b, a);
}

// ---- minimum dates of pickers (seed 000 §5)

/** Leave return date minimum: the day after the leave start. */
export const leaveReturnMinDate = (leaveStartDate: DateInput): string => dayAfter(leaveStartDate);
/** Expected departure minimum: the day after admission. */
export const expectedDepartureMinDate = (admissionDate: DateInput): string => dayAfter(admissionDate);
/** Requested departure minimum: the day after the requested admission. */
export const requestedDepartureMinDate = (requestedAdmissionDate: DateInput): string => dayAfter(requestedAdmissionDate);
/** Supplement end date minimum: the day after its start. */
export const supplementEndMinDate = (supplementStartDate: DateInput): string => dayAfter(supplementStartDate);
/** Departure minimum: the admission date itself. */
export const departureMinDate = (admissionDate: DateInput): string => toDateOnly(admissionDate);
/** Requested admission minimum: the day the lead was created (creation instant read in Australia/Melbourne). */
export const requestedAdmissionMinDate = (createdOnUtc: DateInput): string => toMelbourneDate(createdOnUtc);

/** Years offered for a Medicare card expiry: 20 years before to 20 years after the current (Melbourne) year, ascending. */
export function medicareExpiryYears(now: DateInput = clockNow()): number[] {
  const year = Number(melbourneToday(now).slice(0, 4));
  const out: number[] = [];
  for (let y = year - MEDICARE_EXPIRY_YEAR_RANGE; y <= year + MEDICARE_EXPIRY_YEAR_RANGE; y++) out.push(y);
  return out;
}
