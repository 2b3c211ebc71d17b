/**
 * The journeys' one clock: RM_CLOCK (an ISO-8601 instant with its offset, e.g. 2026-11-29T13:30:00Z) when the run pins
 * it, else the instant this journey file started. The server under test is started with it as RM_CLOCK (lib/server.ts)
 * and every browser context gets it as its fixed time (lib/browser.ts), so the product's "today" (Australia/Melbourne),
 * the browser's and the journey's expected dates (lib/dates.ts) are one day, even when a run crosses midnight.
 */
const INSTANT_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/i;

function clockSetting(raw: string | undefined): string {
  const value = raw?.trim();
  if (!value) return new Date().toISOString();
  const ms = Date.parse(value);
  // Date.parse rolls 30 February over to 2 March: the calendar date as written must exist.
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  const written = new Date(Date.UTC(y, m - 1, d));
  const exists = written.getUTCFullYear() === y && written.getUTCMonth() === m - 1 && written.getUTCDate() === d;
  if (!INSTANT_WITH_OFFSET.test(value) || Number.isNaN(ms) || !exists) {
    throw new Error(`RM_CLOCK must be an ISO-8601 instant with an offset, e.g. 2026-11-29T13:30:00Z (got "${value}")`);
  }
  return new Date(ms).toISOString();
}

export const CLOCK: string = clockSetting(process.env.RM_CLOCK);
/** True when the run pinned the clock (RM_CLOCK), false when the journeys use the instant they started. */
export const CLOCK_PINNED = !!process.env.RM_CLOCK?.trim();
