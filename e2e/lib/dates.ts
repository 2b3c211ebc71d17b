/** Dates as the journeys read and write them, computed independently of the product's own code (the test oracle). */
import assert from 'node:assert/strict';

/** Today in Australia/Melbourne (the product's Medicare time zone), 'YYYY-MM-DD'. */
export function melbourneToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
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
