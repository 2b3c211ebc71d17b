/** Dates as the journeys read and write them, computed independently of the product's own code (the test oracle). */
import assert from 'node:assert/strict';
import { CLOCK } from './clock';

/** The date ('YYYY-MM-DD') of an instant in Australia/Melbourne (the product's Medicare time zone). */
export function melbourneDate(instant: string | number | Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Australia/Melbourne',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
}

/** Today in Australia/Melbourne on the journeys' clock (lib/clock.ts), which the server and the browser share. */
export function melbourneToday(): string {
  return melbourneDate(CLOCK);
}

/**
 * Today in Australia/Melbourne on the machine's own clock: the day of an instant the database stamps itself (a
 * document's date added), which the pinned clock does not move.
 */
export function machineMelbourneToday(): string {
  return melbourneDate(Date.now());
}

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'DD MMM YYYY' (seed 000 §9), e.g. '03 Feb 2026'. */
export function displayDate(day: string): string {
  const [y, m, d] = day.slice(0, 10).split('-');
  return `${d} ${MONTHS[Number(m) - 1]} ${y}`;
}

/** 'DD MMM YYYY' back to 'YYYY-MM-DD'. */
export function isoFromDisplay(text: string): string {
  const [d, m, y] = text.trim().split(' ');
  const month = MONTHS.indexOf(m) + 1;
  assert.ok(month > 0 && /^\d{2}$/.test(d) && /^\d{4}$/.test(y), `a 'DD MMM YYYY' date: ${text}`);
  return `${y}-${String(month).padStart(2, '0')}-${d}`;
}
