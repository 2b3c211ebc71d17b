/**
 * The deferred management fee (DMF) schedule of an independent-living allocation: the rows the fees and charges editor
 * shows, their running totals, the rows kept on save, and the calendar period each row covers.
 *
 * A row is `{ effectiveMonth, value }`: `value` is a rate in percent a year, and `effectiveMonth` is the LENGTH in months
 * of the row's period. The rows follow one another from the admission date: Catalina Village's "6 % p.a. years 1-3, 5 %
 * year 4, 4 % p.a. years 5-7" is (36, 6), (12, 5), (36, 4), whose totals are 18, 23 and 35 (its 35 % maximum).
 *
 * A row counts (for its total, on save and in the accrued DMF) when its month is a whole number above 0 and its rate a
 * number above 0; any other row (blank, zero, or text that is not a number) is left out everywhere, so the figures shown
 * while editing are the figures of the schedule as it will be saved.
 */
import Decimal from 'decimal.js';
import { addCalendarMonths } from '../calendar';
import { addDays, toDateOnly } from '../dates';
import { decimalOrNull, type DecimalText } from './explain';

/** One row of the DMF schedule as the editor holds it. */
export interface DmfScheduleRow {
  /** The length of the row's period in calendar months (blank while being typed). */
  effectiveMonth: number | null;
  /** The rate in percent a year (blank while being typed). */
  value: DecimalText;
}

/** True for a row that counts: a whole number of months above 0 and a rate above 0. */
export function isCompleteDmfRow(row: DmfScheduleRow): boolean {
  const rate = decimalOrNull(row.value);
  return Number.isInteger(row.effectiveMonth) && (row.effectiveMonth ?? 0) > 0 && rate !== null && rate.gt(0);
}

/** The row the editor adds: both fields blank. */
export function blankDmfRow(): DmfScheduleRow {
  return { effectiveMonth: null, value: null };
}

/** The schedule cannot drop below one row in the editor: a row may be removed only while there are two or more. */
export function canRemoveDmfRow(rows: readonly unknown[]): boolean {
  return rows.length > 1;
}

/**
 * The schedule as it is saved: only the rows with a month above 0 and a rate above 0, in their order, renumbered
 * (feeOrderNumber) from 1. Everything else a row carries is kept as it is.
 * Example: (36, 6), (0, 5), (12, null), (12, 5) -> (36, 6) #1, (12, 5) #2.
 */
export function normaliseDmfSchedule<R extends DmfScheduleRow>(rows: readonly R[]): Array<R & { feeOrderNumber: number }> {
  return rows.filter(isCompleteDmfRow).map((row, index) => ({ ...row, feeOrderNumber: index + 1 }));
}

/** A row's share of the schedule in percent: rate x months / 12 (6 % a year for 36 months is 18 %). */
export function dmfRowShare(row: DmfScheduleRow): Decimal | null {
  const rate = decimalOrNull(row.value);
  if (!isCompleteDmfRow(row) || rate === null) return null;
  return rate.times(row.effectiveMonth as number).div(12);
}

/**
 * The total column of the editor, one per row in percent (2 decimals, half-up): the row's rate x (months / 12) plus the
 * total of the nearest earlier row that has one; blank (null) for a row without a month or a rate, which adds nothing
 * to the rows after it. Catalina Village: (36, 6), (12, 5), (36, 4) -> '18.00', '23.00', '35.00'.
 */
export function dmfRowTotals(rows: readonly DmfScheduleRow[]): Array<string | null> {
  let running = new Decimal(0);
  return rows.map((row) => {
    const share = dmfRowShare(row);
    if (share === null) return null;
    running = running.plus(share);
    return running.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
  });
}

/** The calendar period of one counted row of the schedule. */
export interface DmfSchedulePeriod {
  /** The row's number among the counted rows (its feeOrderNumber once saved), from 1. */
  feeOrderNumber: number;
  effectiveMonth: number;
  /** The rate in percent a year, as a decimal text. */
  value: string;
  /** The first day of the period ('YYYY-MM-DD'). */
  start: string;
  /** The first day after the period: the next row's start ('YYYY-MM-DD'). */
  end: string;
  /** The last day of the period (the day before `end`). */
  lastDay: string;
}

/**
 * The periods of the counted rows from the admission date: row k starts the (sum of the earlier rows' months) calendar
 * months after the admission date and lasts its own months. Every start is counted from the admission date itself (not
 * from the previous period's end), and a day of the month the target month lacks rolls forward to the first of the
 * next month (`addCalendarMonths`): an admission on 31 Jan has periods of one month from 31 Jan, 1 Mar, 31 Mar...; an
 * admission on 29 Feb 2024 has its first anniversary on 1 Mar 2025 and its fourth on 29 Feb 2028.
 */
export function dmfSchedulePeriods(rows: readonly DmfScheduleRow[], admissionDate: string): DmfSchedulePeriod[] {
  const admission = toDateOnly(admissionDate);
  let monthsBefore = 0;
  return normaliseDmfSchedule(rows).map((row) => {
    const months = row.effectiveMonth as number;
    const start = addCalendarMonths(admission, monthsBefore);
    monthsBefore += months;
    const end = addCalendarMonths(admission, monthsBefore);
    return {
      feeOrderNumber: row.feeOrderNumber,
      effectiveMonth: months,
      value: (decimalOrNull(row.value) as Decimal).toString(),
      start,
      end,
      lastDay: addDays(end, -1),
    };
  });
}
