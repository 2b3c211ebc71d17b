/**
 * The engine's months and days. A month is named by its first day ('2026-11-01') in the database and the engine, by
 * 'MMYYYY' ('112026') in the contracts and routes, and shown as the full month name and year ('November 2026'): the
 * conversions are funding/month-year's. Day arithmetic here is on whole UTC days (no time zone, no moment):
 * Medicare days are already Australia/Melbourne calendar days when they reach the engine.
 */
import { firstDayOfMonthYear, monthYearLabel, monthYearOf } from '../month-year';

const FIRST_DAY = /^(\d{4})-(0[1-9]|1[0-2])-01$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Whether the text is a month's first day ('2026-11-01'). */
export function isFirstDayOfMonth(value: string): boolean {
  return FIRST_DAY.test(value);
}

/** '2026-11-01' -> '112026'. Throws on a day that is not the first of a month. */
export function toMonthYear(firstDay: string): string {
  const m = FIRST_DAY.exec(firstDay);
  if (!m) throw new RangeError(`Not the first day of a month: ${firstDay}`);
  return monthYearOf(firstDay);
}

/** '112026' -> '2026-11-01', or null when the text is not a month. */
export function fromMonthYear(monthYear: string): string | null {
  return firstDayOfMonthYear(monthYear);
}

/** The full month name and year of a month's first day: '2026-11-01' -> 'November 2026'. */
export function monthFullName(firstDay: string): string {
  return monthYearLabel(toMonthYear(firstDay));
}

/** The first day of the month of a day: '2026-11-17' -> '2026-11-01'. */
export function monthOf(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** Whether a year is a leap year (Gregorian). */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The number of days of a month (28 to 31; February of a leap year has 29). */
export function daysInMonth(firstDay: string): number {
  const year = Number(firstDay.slice(0, 4));
  const month = Number(firstDay.slice(5, 7));
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The last day of a month: '2028-02-01' -> '2028-02-29'. */
export function lastDayOfMonth(firstDay: string): string {
  return `${firstDay.slice(0, 8)}${String(daysInMonth(firstDay)).padStart(2, '0')}`;
}

/** The first day of the month `n` months after (negative: before) a month. */
export function addMonths(firstDay: string, n: number): string {
  const index = Number(firstDay.slice(0, 4)) * 12 + Number(firstDay.slice(5, 7)) - 1 + n;
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** A day as a whole number of days since 1 Jan 1970 (for counting days without dates). */
export function dayNumber(day: string): number {
  const m = DAY.exec(day);
  if (!m) throw new RangeError(`Not a day: ${day}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / MS_PER_DAY;
}

/** The day of a day number: the inverse of `dayNumber`. */
export function dayOfNumber(n: number): string {
  return new Date(n * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The days of a month, in order ('2028-02-01' .. '2028-02-29'). */
export function monthDays(firstDay: string): string[] {
  const prefix = firstDay.slice(0, 8);
  return Array.from({ length: daysInMonth(firstDay) }, (_, i) => `${prefix}${String(i + 1).padStart(2, '0')}`);
}

/** The first day (1 July) of the Australian financial year a day falls in: '2026-06-30' -> '2025-07-01'. */
export function financialYearStart(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return `${month >= 7 ? year : year - 1}-07-01`;
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day as the causes write it, day and short month: '2026-12-03' -> '3 Dec'. */
export function shortDay(day: string): string {
  return `${Number(day.slice(8, 10))} ${SHORT_MONTHS[Number(day.slice(5, 7)) - 1]}`;
}
