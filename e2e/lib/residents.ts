/** Helpers of the residents-area journeys (issue 3): dates as the product shows them, API calls as the signed-in user, polling. */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { accessToken } from './pages';

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

/** Calls the API with the page's access token; answers the status and the JSON body (if any). */
export async function apiCall<T = any>(page: Page, baseUrl: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const token = await accessToken(page);
  const r = await fetch(`${baseUrl}/api/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await r.text();
  return { status: r.status, body: (text ? JSON.parse(text) : null) as T };
}

/** Waits until `check` answers true (polled, bounded); fails with `what` otherwise. */
export async function until(what: string, check: () => Promise<boolean>, { timeoutMs = 30_000, intervalMs = 500 } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** The facility the shell has selected (the switcher's value). */
export async function currentFacilityId(page: Page): Promise<number> {
  return Number(await page.getByLabel('Facility').inputValue());
}

export interface ResidentRow { id: number; residentId: number; residencyId: number; firstName: string; lastName: string; isOnLeave: boolean; displayLabel: string; admissionDateUtc: string }

/** The first page of the current-residents list (the order the screen shows). */
export async function currentResidents(page: Page, baseUrl: string, facilityId: number, take = 25): Promise<ResidentRow[]> {
  const r = await apiCall<{ result: ResidentRow[] }>(page, baseUrl, 'GET', `residents?skip=0&take=${take}&facilityId=${facilityId}`);
  assert.equal(r.status, 200);
  return r.body.result;
}
