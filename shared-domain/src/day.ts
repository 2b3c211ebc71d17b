/**
 * The date rules the first page needs, without moment (seed 000 §5 and §9): the same results as dates.ts for the
 * values the API sends, through `Date` and `Intl` (the Australia/Melbourne day). dates.ts stays the full set (pickers,
 * date-times, arithmetic); this module is what the dashboard and shared-ui's DateText import, so the first page does not
 * load moment (docs/decisions.md).
 *
 * Strings read: a date-only 'YYYY-MM-DD', and ISO-8601 date-times 'YYYY-MM-DD' + 'T' or ' ' + 'HH', 'HH:mm',
 * 'HH:mm:ss' or 'HH:mm:ss.fraction' with an optional 'Z' or offset (±HH, ±HHmm, ±HH:mm); no offset is UTC. Other
 * ISO-8601 shapes (week dates, ordinal dates, the basic format without dashes), which moment also reads, are invalid
 * here: the API never sends them. day.test.ts checks the results against dates.ts.
 */
import { daysInMonth } from './calendar';
import { clockNow } from './clock';
import { MEDICARE_TIME_ZONE } from './constants';
import type { DateInput } from './dates';

const DATE_TIME_RE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2})(?::(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 86_400_000;

/** Epoch milliseconds of a UTC date and time (years 0-99 as written, not 1900-1999). */
function utcMs(year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0, ms = 0): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  d.setUTCHours(hours, minutes, seconds, ms);
  return d.getTime();
}

/** An ISO-8601 string as epoch milliseconds (no offset: UTC), NaN when it is not one this module reads. */
function parseIso(text: string): number {
  const m = DATE_TIME_RE.exec(text.trim());
  if (!m) return NaN;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return NaN;
  const hours = m[4] === undefined ? 0 : Number(m[4]);
  const minutes = m[5] === undefined ? 0 : Number(m[5]);
  const seconds = m[6] === undefined ? 0 : Number(m[6]);
  const ms = m[7] === undefined ? 0 : Math.trunc(Number(`0.${m[7]}`) * 1000);
  // 24:00 (and only 24:00:00.000) is the end of the day, as ISO-8601 and moment read it.
  if (hours > 24 || (hours === 24 && (minutes || seconds || ms)) || minutes > 59 || seconds > 59) return NaN;
  let offsetMinutes = 0;
  const zone = m[8];
  if (zone && zone !== 'Z') {
    const digits = zone.slice(1).replace(':', '');
    offsetMinutes = (zone[0] === '-' ? -1 : 1) * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0));
  }
  return utcMs(year, month, day, hours, minutes, seconds, ms) - offsetMinutes * 60_000;
}

/** Any input as epoch milliseconds (date-only strings: UTC midnight); NaN when invalid. */
function instantMs(value: DateInput): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return parseIso(value);
  if (value instanceof Date) return value.getTime();
  return value.toDate().getTime();
}

function mustParse(value: DateInput): number {
  const ms = instantMs(value);
  if (Number.isNaN(ms) || !Number.isFinite(ms)) throw new RangeError(`Invalid date: ${String(value)}`);
  return ms;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DD' of the UTC calendar date of an instant. */
function utcDateOnly(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/**
 * The date-only value ('YYYY-MM-DD') of an input: a date-only string is returned as is; an instant gives its UTC
 * calendar date. Null, undefined and '' give null. Throws RangeError on an invalid input (dates.ts `toDateOnly`).
 */
export function toDateOnly(value: DateInput): string;
export function toDateOnly(value: DateInput | null | undefined): string | null;
export function toDateOnly(value: DateInput | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  return utcDateOnly(mustParse(value));
}

/**
 * 'DD MMM YYYY' (e.g. '05 Mar 2026') of the UTC calendar date: date-only values and `...Utc` date fields. Null,
 * undefined, '' and invalid input give '' (dates.ts `formatDate` without a time zone).
 */
export function formatDate(value: DateInput | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const ms = instantMs(value);
  if (Number.isNaN(ms)) return '';
  const d = new Date(ms);
  return `${pad(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${pad(d.getUTCFullYear(), 4)}`;
}

let melbourneParts: Intl.DateTimeFormat | undefined;

/** The calendar date ('YYYY-MM-DD') of an instant in Australia/Melbourne. */
export function toMelbourneDate(instant: DateInput): string {
  melbourneParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: MEDICARE_TIME_ZONE,
    calendar: 'gregory',
    numberingSystem: 'latn',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  const parts = melbourneParts.formatToParts(new Date(mustParse(instant)));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return `${pad(part('year'), 4)}-${pad(part('month'))}-${pad(part('day'))}`;
}

let melbourneClock: Intl.DateTimeFormat | undefined;

/**
 * The wall-clock time of an instant in Australia/Melbourne as people say it ('2:41 pm'), with its date when it is not
 * the day of `now` ('2:41 pm on 05 Mar 2026').
 */
export function melbourneTimeText(instant: DateInput, now: DateInput = clockNow()): string {
  melbourneClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: MEDICARE_TIME_ZONE,
    numberingSystem: 'latn',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  const parts = melbourneClock.formatToParts(new Date(mustParse(instant)));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const time = `${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()}`;
  const day = toMelbourneDate(instant);
  return day === toMelbourneDate(now) ? time : `${time} on ${formatDate(day)}`;
}

/** Today's date ('YYYY-MM-DD') in Australia/Melbourne: the clock's (`clockNow`) unless an instant is given. */
export function melbourneToday(now: DateInput = clockNow()): string {
  return toMelbourneDate(now);
}

/** Whole days from date-only `a` to date-only `b` (b - a): daysBetween('2026-03-01', '2026-03-05') = 4. */
export function daysBetween(a: DateInput, b: DateInput): number {
  return Math.round((mustParse(toDateOnly(b)) - mustParse(toDateOnly(a))) / DAY_MS);
}
