/**
 * The one rule that picks the rate of a day from dated rate rows (MPIR, maximum penalty interest rate, base interest
 * rate periods): the row covering the day, the latest start winning where rows overlap. Dependency-free, so the
 * first-page modules (the legal notice dialog) and the finance rules use the same function.
 */

/** A row of a rate list as the contracts carry it: days 'YYYY-MM-DD', both inclusive (an open end: still in force). */
export interface DatedRate {
  startDateUtc: string;
  endDateUtc: string | null;
  rate: string;
}

/** The row of `rates` in force on `day` (start and end inclusive; an open end is still in force), or null. */
export function rateInForceOn<R extends DatedRate>(rates: readonly R[], day: string | null | undefined): R | null {
  if (!day) return null;
  let found: R | null = null;
  for (const r of rates) {
    if (r.startDateUtc <= day && (!r.endDateUtc || day <= r.endDateUtc) && (!found || r.startDateUtc > found.startDateUtc))
      found = r;
  }
  return found;
}
