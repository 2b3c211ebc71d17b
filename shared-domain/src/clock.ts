/**
 * The one clock of every business rule (see dates.ts `clockNow`, `pinClock`), without moment: the first page's date
 * rules (day.ts) and dates.ts read the same pinned instant.
 */

/** The pinned instant in milliseconds, or null for the real time. */
let pinnedMs: number | null = null;

/**
 * The one clock every business rule reads "now" and "today" from: the real time, or the instant pinned by `pinClock`.
 * A pinned clock does not move, so a test run sees one "today" from its first request to its last, even across
 * midnight in Melbourne. Security clocks (token expiry, lockouts, signed links) stay on the real time on purpose.
 */
export function clockNow(): Date {
  return pinnedMs === null ? new Date() : new Date(pinnedMs);
}

/** True when `pinClock` pinned the clock of this process. */
export function isClockPinned(): boolean {
  return pinnedMs !== null;
}

/**
 * The later of the clock's instant and the machine's. Rows are stamped by the database with the machine's time and the
 * demo data is stamped from the clock's day, so a "not including items after now" bound that must leave out neither
 * uses this; with the clock not pinned it is simply now.
 */
export function latestNow(): Date {
  const real = Date.now();
  return new Date(pinnedMs === null || pinnedMs < real ? real : pinnedMs);
}

/** Sets the pinned instant (epoch milliseconds) or, with null, returns to the real time. dates.ts `pinClock` validates. */
export function setPinnedInstant(ms: number | null): void {
  pinnedMs = ms;
}
