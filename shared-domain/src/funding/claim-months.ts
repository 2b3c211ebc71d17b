/**
 * The months a statement screen offers: the claim months a payment statement can be fetched for (months that have
 * ended, the newest first) and a statement month's last day (the date a balances workbook is named by). Months are
 * 'MMYYYY' as in month-year.ts; days 'YYYY-MM-DD'.
 */
import { lastDayOfMonth } from '../calendar';
import { firstDayOfMonthYear, monthYearOf, previousMonthYear } from './month-year';

/**
 * The `count` months that ended before `today`'s month, newest first: ('2026-12-01', 3) -> ['112026', '102026',
 * '092026']; in January the list starts in December of the year before.
 */
export function endedClaimMonths(today: string, count: number): string[] {
  const months: string[] = [];
  let month = previousMonthYear(monthYearOf(today));
  while (month !== null && months.length < count) {
    months.push(month);
    month = previousMonthYear(month);
  }
  return months;
}

/** The last day of a statement month: '022028' -> '2028-02-29'; null when it is not a month. */
export function lastDayOfMonthYear(monthYear: string): string | null {
  const first = firstDayOfMonthYear(monthYear);
  return first === null ? null : lastDayOfMonth(first.slice(0, 7));
}
