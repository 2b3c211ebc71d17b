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
