/**
 * The rate lists of fees and charges (MPIR and maximum penalty interest rates; seed 001 §5 "fees rate lists", §9):
 * each row needs a start, an end and a rate (a percent from 0 to 100); a start is not after its end; each end is before
 * the next row's end; the next row starts the day after the previous one ends; the first row cannot be removed and one
 * row is always kept; no start after 31 Oct 2025 (the fees maximum start). Also the schedule rule of care funding rates
 * and fees and charges: a record ends one second before the next later record's start; and the one rule of the rate in
 * force on a day across the records (`ratesInForce`, `rateInForceOn`). Pure; the form and the API run the same checks.
 */
import { addDays } from '../dates';
import { toDecimal } from '../money';

/**
 * Maximum start date of the fees rate lists (31 Oct 2025 23:59 UTC), as a day. It bounds the lists of a record that
 * starts before the Aged Care Act 2025 (1 Nov 2025): rates from that date on belong to a record starting on or after
 * it, whose lists have no such maximum (otherwise no MPIR could ever be entered for a resident entering today).
 */
export const FEES_MAX_START_DATE = '2025-10-31';

/** The latest start a row may have in a record starting on `recordStart` (null: no maximum). */
export function maxRowStart(recordStart?: string | null): string | null {
  return recordStart && recordStart > FEES_MAX_START_DATE ? null : FEES_MAX_START_DATE;
}

export interface RateRow {
  /** 'YYYY-MM-DD' or '' while not entered. */
  startDate: string;
  endDate: string;
  /** Percent, as typed. */
  rate: string;
}

export const RATE_ROW_MESSAGES = {
  startRequired: 'Start date is required.',
  endRequired: 'End date is required.',
  rateRequired: 'Rate is required.',
  rateInvalid: 'Rate must be a number of at most 2 decimal places, 0 or more.',
  rateAboveMaximum: 'Rate must not be more than 100.',
  startAfterEnd: 'Start date must not be after the end date.',
  endNotBeforeNext: "End date must be before the next row's end date.",
  startNotAfterPrevious: "Start date must be the day after the previous row's end date.",
  startAfterMaximum: 'Start date must not be after 31 Oct 2025.',
} as const;

/** The highest rate a row may have: a percent. */
export const MAX_RATE = 100;

export type RateRowErrors = Partial<Record<keyof RateRow, string>>;

const RATE = /^\d+(\.\d{1,2})?$/;

/** Errors per row (index -> field -> message); an empty array entry means the row is valid. */
export function rateRowErrors(rows: readonly RateRow[], options: { recordStart?: string | null } = {}): RateRowErrors[] {
  const maximum = maxRowStart(options.recordStart);
  return rows.map((row, i) => {
    const e: RateRowErrors = {};
    if (!row.startDate) e.startDate = RATE_ROW_MESSAGES.startRequired;
    else if (maximum && row.startDate > maximum) e.startDate = RATE_ROW_MESSAGES.startAfterMaximum;
    if (!row.endDate) e.endDate = RATE_ROW_MESSAGES.endRequired;
    if (!row.rate.trim()) e.rate = RATE_ROW_MESSAGES.rateRequired;
    else if (!RATE.test(row.rate.trim())) e.rate = RATE_ROW_MESSAGES.rateInvalid;
    else if (toDecimal(row.rate.trim()).gt(MAX_RATE)) e.rate = RATE_ROW_MESSAGES.rateAboveMaximum;
    if (row.startDate && row.endDate && row.startDate > row.endDate) e.startDate ??= RATE_ROW_MESSAGES.startAfterEnd;
    // The next row starts the day after the previous one ends: no gap and no overlap inside a list.
    const previous = rows[i - 1];
    if (previous?.endDate && row.startDate && row.startDate !== addDays(previous.endDate, 1))
      e.startDate ??= RATE_ROW_MESSAGES.startNotAfterPrevious;
    const next = rows[i + 1];
    if (next?.endDate && row.endDate && row.endDate >= next.endDate) e.endDate ??= RATE_ROW_MESSAGES.endNotBeforeNext;
    return e;
  });
}

/** The next row's start follows the previous row's end: the day after it (nothing while the end is not entered). */
export function withFollowingStarts(rows: readonly RateRow[]): RateRow[] {
  return rows.map((row, i) => {
    const previous = rows[i - 1];
    return i > 0 && previous.endDate ? { ...row, startDate: addDays(previous.endDate, 1) } : row;
  });
}

/** Removing a row: never the first, and one row is always kept. Returns the rows unchanged when refused. */
export function removeRateRow(rows: readonly RateRow[], index: number): RateRow[] {
  if (index <= 0 || rows.length <= 1 || index >= rows.length) return [...rows];
  return withFollowingStarts(rows.filter((_, i) => i !== index));
}

// The rate of a day: one rule for every rate list (../rate-periods).

/**
 * The rows in force across the fees and charges records (the one rule of "the rate of a day", MPIR or maximum penalty
 * interest): every record's rows, where rows overlap the row of the later-starting record wins on the days they share
 * (a later record corrects an earlier one); a row partly replaced keeps the days left to it. Oldest first, never
 * overlapping, so a day has at most one row (`rateInForceOn`).
 *
 * Example: a record from 20 Mar 2024 with 1 Jul - 30 Sep 2024 at 8.36 % and a record from 20 Sep 2024 correcting
 * 1 Aug - 30 Sep 2024 to 8.40 % give 1 Jul - 31 Jul 2024 at 8.36 % and 1 Aug - 30 Sep 2024 at 8.40 %.
 */
export function ratesInForce(
  records: ReadonlyArray<{ startDate: string; rows: readonly RateRow[] }>,
): Array<{ startDateUtc: string; endDateUtc: string; rate: string }> {
  const newestFirst = [...records].sort((a, b) => (a.startDate < b.startDate ? 1 : a.startDate > b.startDate ? -1 : 0));
  const taken: Array<{ startDateUtc: string; endDateUtc: string; rate: string }> = [];
  for (const record of newestFirst) {
    const added: typeof taken = [];
    for (const row of record.rows) {
      if (!row.startDate || !row.endDate || row.startDate > row.endDate) continue;
      // The row's days not already covered by a later record's row.
      let pieces = [{ start: row.startDate, end: row.endDate }];
      for (const t of taken) {
        pieces = pieces.flatMap((p) => {
          if (t.endDateUtc < p.start || t.startDateUtc > p.end) return [p];
          const left = t.startDateUtc > p.start ? [{ start: p.start, end: addDays(t.startDateUtc, -1) }] : [];
          const right = t.endDateUtc < p.end ? [{ start: addDays(t.endDateUtc, 1), end: p.end }] : [];
          return [...left, ...right];
        });
      }
      for (const p of pieces) added.push({ startDateUtc: p.start, endDateUtc: p.end, rate: row.rate.trim() });
    }
    taken.push(...added);
  }
  return taken.sort((a, b) => (a.startDateUtc < b.startDateUtc ? -1 : a.startDateUtc > b.startDateUtc ? 1 : 0));
}

/**
 * Schedules (care funding rates, fees and charges): each record ends one second before the next later record's start
 * (null for the latest). Starts are instants ('YYYY-MM-DDTHH:mm:ssZ'); a duplicate start is refused by `duplicateStart`.
 */
export function derivedEndDates(starts: readonly string[]): Array<string | null> {
  return starts.map((start) => {
    const later = starts
      .filter((s) => new Date(s).getTime() > new Date(start).getTime())
      .sort((a, b) => Date.parse(a) - Date.parse(b))[0];
    return later ? new Date(Date.parse(later) - 1000).toISOString().replace('.000Z', 'Z') : null;
  });
}

/** Whether `start` duplicates another record's start (same instant), `ignoreIndex` being the record edited. */
export function duplicateStart(starts: readonly string[], start: string, ignoreIndex?: number): boolean {
  const t = Date.parse(start);
  return starts.some((s, i) => i !== ignoreIndex && Date.parse(s) === t);
}
