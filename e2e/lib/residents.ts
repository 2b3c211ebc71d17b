/** Helpers of the residents-area journeys: dates as the product shows them, API calls as the signed-in user, polling. */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { apiCall } from './pages';

export { addDays, displayDate, isoFromDisplay, machineMelbourneToday, melbourneToday } from './dates';

export { apiCall, until } from './pages';

/** The facility the shell has selected (the switcher's value). */
export async function currentFacilityId(page: Page): Promise<number> {
  return Number(await page.getByLabel('Facility').inputValue());
}

export interface ResidentRow {
  id: number;
  residentId: number;
  residencyId: number;
  firstName: string;
  lastName: string;
  isOnLeave: boolean;
  displayLabel: string;
  admissionDateUtc: string;
}

/** The first page of the current-residents list (the order the screen shows). */
export async function currentResidents(page: Page, baseUrl: string, facilityId: number, take = 25): Promise<ResidentRow[]> {
  const r = await apiCall<{ result: ResidentRow[] }>(
    page,
    baseUrl,
    'GET',
    `residents?skip=0&take=${take}&facilityId=${facilityId}`,
  );
  assert.equal(r.status, 200);
  return r.body.result;
}
