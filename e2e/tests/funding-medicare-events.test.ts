/**
 * Medicare events as the facility manager in Chromium: a lead of Bayside Gardens (given a care recipient ID first) is
 * admitted from its page; its entry appears on /funding/medicare-events as "Waiting on response" and turns Accepted in
 * the open page, without a reload, when the Medicare simulator answers (the live channel). The simulator waits 8 s
 * before it answers here, so the wait can be seen. The page at 390 px without horizontal overflow.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { newContext, signIn } from '../lib/browser';
import { chooseFacility } from '../lib/pages';
import { apiCall, currentFacilityId, until } from '../lib/residents';
import { useServerAndBrowser } from '../lib/harness';

const app = useServerAndBrowser({ MEDICARE_SIMULATOR_DELAY_MS: '8000' });

async function signInAt(width: number, height: number): Promise<Page> {
  const context = await newContext(app.browser, { viewport: { width, height } });
  const page = await signIn(context, app.server.url, 'manager@demo.local');
  await chooseFacility(page, 'Bayside Gardens');
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  return page;
}

/** A permanent lead of the facility, from the lead board's columns (the API the board reads). */
async function permanentLead(page: Page, facilityId: number): Promise<{ residentId: number; name: string }> {
  const query = new URLSearchParams({ take: '10', facilityId: String(facilityId), leadCareType: 'Permanent' });
  const r = await apiCall(page, app.server.url, 'GET', `leads/dashboard/?${query}`);
  assert.equal(r.status, 200);
  for (const column of ['confirmed', 'waiting', 'tourCompleted', 'tourBooked', 'enquiries']) {
    const card = (r.body[column].result as Array<{ residentId: number; firstName: string; lastName: string }>)[0];
    if (card) return { residentId: card.residentId, name: `${card.firstName} ${card.lastName}` };
  }
  throw new Error('no permanent lead at Bayside Gardens');
}

describe('Medicare events', () => {
  test('an admission appears as "Waiting on response" and gets the answer of Medicare without a reload', async () => {
    const page = await signInAt(1280, 900);
    const facilityId = await currentFacilityId(page);
    const lead = await permanentLead(page, facilityId);
    // Medicare rejects an entry without a care recipient ID: the lead gets one first (the funding panel's look-up).
    const crid = await apiCall(page, app.server.url, 'POST', `residents/${lead.residentId}/fetch-crid?facilityId=${facilityId}`, {
      dateOfBirth: '1938-02-03',
      gender: 'Female',
      state: 'VIC',
      postCode: '3000',
      careRecipientId: 'CR40506071',
    });
    assert.equal(crid.status, 200, JSON.stringify(crid.body));

    // Admit the lead from its page.
    await page.goto(`${app.server.url}/viewLead/${lead.residentId}`);
    await page.getByRole('group', { name: 'Lead actions' }).getByRole('button', { name: 'Admit', exact: true }).click();
    const admit = page.getByRole('dialog', { name: 'Admit resident' });
    await admit.waitFor();
    const bed = admit.getByLabel('Bed', { exact: false }).first();
    await until('the free beds to load', async () => (await bed.isEnabled()) && (await bed.locator('option').count()) > 1);
    await bed.selectOption({ index: 1 });
    await admit.getByLabel('Accommodation class').selectOption({ label: 'From 1st Nov 2025' });
    await admit.getByRole('button', { name: 'Admit', exact: true }).click();
    await page
      .getByTestId('display-label')
      .filter({ hasText: /resident$/ })
      .waitFor({ timeout: 30_000 });

    // The events page: the entry is waiting for Medicare's answer.
    await page.goto(`${app.server.url}/funding/medicare-events`);
    await page.getByRole('heading', { name: 'Medicare events', level: 1 }).waitFor();
    const row = page
      .getByRole('table', { name: 'Medicare events' })
      .getByRole('row')
      .filter({ hasText: lead.name })
      .filter({ hasText: 'Entry' })
      .first();
    const status = row.getByTestId('event-status');
    await status.getByText('Waiting on response', { exact: true }).waitFor({ timeout: 15_000 });
    // Nothing reloads the page from here: the simulator's answer arrives through the live channel.
    const navigations: string[] = [];
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) navigations.push(f.url());
    });
    // The simulator answers most entries Accepted; a payload's hash (it holds the day's date) makes 1 in 29 Held and
    // 1 in 31 Duplicate, so the answer, whichever it is, is what must arrive without a reload.
    await status.getByText(/^(Accepted|Held|Duplicate|Rejected)$/).waitFor({ timeout: 30_000 });
    assert.deepEqual(navigations, []);

    // At 390 px: the page fits the width.
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 1, `horizontal overflow of ${overflow}px`);
    await page.context().close();
  });
});
