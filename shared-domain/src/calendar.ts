/**
 * The month calendar: leap years, the length of a month and of a year, a month's first and last day, and the month
 * names. One place for every rule that counts days in a month (the fee run, retention, statements, date checks),
 * in the browser and on the server. Months are 'YYYY-MM', days 'YYYY-MM-DD' (Gregorian, as the spec's dates).
 */

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A leap year of the Gregorian calendar: every fourth year, but not centuries, except every fourth century. */
export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The days of a month (1-12) of a year: 28 to 31. */
export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

/** The days of a year: 365, or 366 in a leap year. */
export const daysInYear = (year: number): number => (isLeapYear(year) ? 366 : 365);

/** The first and last day of a month 'YYYY-MM', and its length. */
export function monthBounds(month: string): { first: string; last: string; days: number } {
  const [y, m] = month.split('-').map(Number);
  const days = daysInMonth(y, m);
  return { first: `${month}-01`, last: `${month}-${String(days).padStart(2, '0')}`, days };
}

/** The last day of a month 'YYYY-MM'. */
export const lastDayOfMonth = (month: string): string => monthBounds(month).last;

/** The sane range of a date the product takes (the contracts' default bounds). */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2100-12-31';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date 'YYYY-MM-DD' within [min, max] (no 31 April, 29 February only in leap years). */
export function isCalendarDate(value: string, min = DATE_MIN, max = DATE_MAX): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1) return false;
  if (d > daysInMonth(y, mo)) return false;
  return value >= min && value <= max;
}

/**
 * The day `months` calendar months after a day 'YYYY-MM-DD' (its monthly anniversary; `months` a whole number, negative
 * for before). A day of the month the target month does not have rolls forward to the first day of the next month, as a
 * 29 February anniversary in a common year is 1 March (retention's fifth anniversary follows the same rule): 31 Jan + 1
 * month is 1 Mar, 29 Feb 2024 + 12 months is 1 Mar 2025, 30 Nov 2025 + 3 months is 1 Mar 2026.
 */
export function addCalendarMonths(day: string, months: number): string {
  if (!Number.isInteger(months)) throw new RangeError(`addCalendarMonths needs a whole number of months, got ${months}`);
  const m = DATE_RE.exec(day);
  if (!m) throw new RangeError(`Not a day: ${day}`);
  const index = Number(m[1]) * 12 + Number(m[2]) - 1 + months;
  const [year, month, date] = [Math.floor(index / 12), (index % 12) + 1, Number(m[3])];
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  if (date <= daysInMonth(year, month)) return `${pad(year, 4)}-${pad(month)}-${pad(date)}`;
  return month === 12 ? `${pad(year + 1, 4)}-01-01` : `${pad(year, 4)}-${pad(month + 1)}-01`;
}
