/**
 * Statement months. A facility's Medicare statement is one month, named in paths and queries as 'MMYYYY' ('112026')
 * and shown as the full month name and year ('November 2026'); the database keeps the month's first day
 * ('2026-11-01'). One place for the conversions between the three and for the check a path value passes, in the
 * browser and on the server.
 */
import { MONTH_NAMES } from '../calendar';

/** 'MMYYYY': a month 01-12 and a four-digit year. */
export const MONTH_YEAR_PATTERN = '^(0[1-9]|1[0-2])\\d{4}$';
const MONTH_YEAR_RE = new RegExp(MONTH_YEAR_PATTERN);

/** The years a statement month can be in (the product's date range). */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2100;

export const MONTH_YEAR_MESSAGES = {
  invalid: 'The month must be given as MMYYYY, for example 112026 for November 2026.',
} as const;

/** Whether a value is a statement month 'MMYYYY' (month 01-12, year 1900-2100). */
export function isMonthYear(value: unknown): value is string {
  if (typeof value !== 'string' || !MONTH_YEAR_RE.test(value)) return false;
  const year = Number(value.slice(2));
  return year >= FIRST_YEAR && year <= LAST_YEAR;
}

/** '2026-03-01' (or any day of the month, 'YYYY-MM-DD' or 'YYYY-MM') -> '032026'. */
export function monthYearOf(day: string): string {
  return `${day.slice(5, 7)}${day.slice(0, 4)}`;
}

/** '032026' -> '2026-03-01', the month's first day as the database keeps it; null when it is not a month. */
export function firstDayOfMonthYear(monthYear: string): string | null {
  if (!isMonthYear(monthYear)) return null;
  return `${monthYear.slice(2)}-${monthYear.slice(0, 2)}-01`;
}

/** '032026' -> 'March 2026' (the value itself when it is not a month). */
export function monthYearLabel(monthYear: string): string {
  if (!isMonthYear(monthYear)) return monthYear;
  return `${MONTH_NAMES[Number(monthYear.slice(0, 2)) - 1]} ${monthYear.slice(2)}`;
}

/** 'November 2026' -> '112026' (any case, spaces trimmed); null when it is not a month name and a year. */
export function monthYearFromLabel(label: string): string | null {
  const m = /^\s*([A-Za-z]+)\s+(\d{4})\s*$/.exec(label);
  if (!m) return null;
  const index = MONTH_NAMES.findIndex((name) => name.toLowerCase() === m[1].toLowerCase());
  if (index < 0) return null;
  const value = `${String(index + 1).padStart(2, '0')}${m[2]}`;
  return isMonthYear(value) ? value : null;
}

/** The month number (1-12) and the year of 'MMYYYY'. */
export function monthYearParts(monthYear: string): { month: number; year: number } | null {
  if (!isMonthYear(monthYear)) return null;
  return { month: Number(monthYear.slice(0, 2)), year: Number(monthYear.slice(2)) };
}

/** The month before: '012027' -> '122026'. */
export function previousMonthYear(monthYear: string): string | null {
  const parts = monthYearParts(monthYear);
  if (!parts) return null;
  const month = parts.month === 1 ? 12 : parts.month - 1;
  const year = parts.month === 1 ? parts.year - 1 : parts.year;
  const value = `${String(month).padStart(2, '0')}${year}`;
  return isMonthYear(value) ? value : null;
}

/** Months in time order: negative when `a` is before `b`. Both must be 'MMYYYY'. */
export function compareMonthYear(a: string, b: string): number {
  const key = (v: string) => `${v.slice(2)}${v.slice(0, 2)}`;
  return key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
}

// ---------------------------------------------------------------- the statement's layout by month

/**
 * The summary layouts of a payment statement: Services Australia changed the statement's summary from July 2024
 * (the constant 20240701 of the seed) and again from October 2025; a month is shown in the layout of its time.
 */
export const STATEMENT_LAYOUTS = ['BeforeJuly2024', 'July2024', 'October2025'] as const;
export type StatementLayout = (typeof STATEMENT_LAYOUTS)[number];
/** The first month of each later layout, 'YYYY-MM-DD' (20240701 and 1 October 2025). */
export const JULY_2024_LAYOUT_DATE = '2024-07-01';
export const OCTOBER_2025_LAYOUT_DATE = '2025-10-01';

/** The layout a statement month is shown in: '062024' -> BeforeJuly2024, '072024' -> July2024, '102025' -> October2025. */
export function statementLayout(monthYear: string): StatementLayout {
  const first = firstDayOfMonthYear(monthYear);
  if (first === null) throw new RangeError(`Not a statement month: ${monthYear}`);
  if (first >= OCTOBER_2025_LAYOUT_DATE) return 'October2025';
  if (first >= JULY_2024_LAYOUT_DATE) return 'July2024';
  return 'BeforeJuly2024';
}
