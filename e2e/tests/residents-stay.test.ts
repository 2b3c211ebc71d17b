/**
 * Residents area, the stay: depart as Deceased and reverse it, correct an admission and read it back in the
 * event history and the timeline, and a user without the depart permission. As the demo users, on the demo data.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { newContext, signIn } from '../lib/browser';
import { chooseFacility, chooseMoreAction } from '../lib/pages';
import {
  addDays,
  apiCall,
  currentFacilityId,
  currentResidents,
  displayDate,
  isoFromDisplay,
  melbourneToday,
  type ResidentRow,
} from '../lib/residents';
import { useServerAndBrowser } from '../lib/harness';

const app = useServerAndBrowser();

/** Signs in, selects Bayside Gardens and waits for its dashboard. */
async function atBayside(email: string): Promise<{ page: Page; facilityId: number; close: () => Promise<void> }> {
  const context = await newContext(app.browser);
  const page = await signIn(context, app.server.url, email);
  await chooseFacility(page, 'Bayside Gardens');
  await page.getByRole('heading', { name: 'Residents on leave' }).waitFor();
  return { page, facilityId: await currentFacilityId(page), close: () => context.close() };
}

/** A current resident not on leave, the n-th of the first page (each journey takes its own). */
async function residentAt(page: Page, facilityId: number, n: number): Promise<ResidentRow> {
  const rows = (await currentResidents(page, app.server.url, facilityId)).filter((r) => !r.isOnLeave);
  assert.ok(rows.length > n, 'enough current residents who are not on leave');
  return rows[n];
}

async function openResident(page: Page, r: ResidentRow) {
  await page.goto(`${app.server.url}/viewResident/${r.residentId}`);
  await page.getByRole('heading', { name: `${r.firstName} ${r.lastName}` }).waitFor();
}

/** The value shown under a label in the resident's Details card. */
async function detail(page: Page, label: string): Promise<string> {
  const field = page.getByText(label, { exact: true }).first().locator('xpath=..');
  return (await field.locator('p').nth(1).innerText()).trim();
}

describe('residents area: the stay', () => {
  test('depart as Deceased, find the resident in the departed list, reverse the departure', async () => {
    const { page, facilityId, close } = await atBayside('manager@demo.local');
    const r = await residentAt(page, facilityId, 5);
    const name = `${r.firstName} ${r.lastName}`;
    const today = melbourneToday();

    // the departed list before
    await page.goto(`${app.server.url}/viewDepartedResidents`);
    const count = page.getByTestId('resident-count');
    const departedBefore = Number((await count.innerText()).split(' ')[0]);

    await openResident(page, r);
    assert.equal(await page.getByTestId('display-label').innerText(), r.displayLabel);
    await page.getByRole('button', { name: 'Depart', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Depart resident' });
    await dialog.getByLabel('Departure date').fill(today);
    await dialog.getByLabel('Departure reason').selectOption({ label: 'Deceased' });
    // Deceased needs no initiator (only the combined reasons do)
    assert.equal(await dialog.getByLabel('Departure initiated by').count(), 0);
    await dialog.getByRole('button', { name: 'Depart', exact: true }).click();
    await page.getByText('Resident departed.').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    // seed 000 §4: a departed resident's label is 'Departed'
    await page.getByTestId('display-label').getByText('Departed', { exact: true }).waitFor();
    assert.equal(await detail(page, 'Departure date'), displayDate(today));
    assert.equal(await detail(page, 'Departure reason'), 'Deceased');
    assert.equal(await page.getByRole('button', { name: 'Depart', exact: true }).count(), 0);

    // the departed list: one more, latest departure first, with the label and the date
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Residents', exact: true }).click();
    await page.getByRole('main').getByRole('link', { name: 'Departed residents' }).click();
    await page.getByText(`${departedBefore + 1} residents`, { exact: true }).waitFor();
    assert.match(page.url(), /\/viewDepartedResidents$/);
    const link = page.locator(`main a[href="/viewResident/${r.residentId}"]`);
    await link.waitFor();
    const row = page.getByTestId('resident-row').filter({ has: page.locator(`a[href="/viewResident/${r.residentId}"]`) });
    const cells = (await row.getByRole('cell').allInnerTexts()).map((c) => c.trim());
    assert.ok(cells[0].startsWith(`${r.lastName}, ${r.firstName}`), cells[0]);
    assert.equal(cells[1], 'Departed');
    assert.equal(cells.at(-1), displayDate(today));
    await link.click();
    await page.getByRole('heading', { name }).waitFor();
    assert.match(page.url(), new RegExp(`/viewResident/${r.residentId}$`));

    // reverse the departure: the stay is current again
    await chooseMoreAction(page, 'Reverse departure');
    const confirm = page.getByRole('alertdialog', { name: 'Reverse departure' });
    await confirm.getByText(`Reverse the departure of ${name} on ${displayDate(today)}?`).waitFor();
    await confirm.getByRole('button', { name: 'Reverse' }).click();
    await page.getByText('Event reversed.').first().waitFor();
    await page.getByTestId('display-label').getByText(r.displayLabel, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Depart', exact: true }).waitFor();
    assert.equal(await page.getByText('Departure reason', { exact: true }).count(), 0);

    // the event history keeps both, the departure marked as reversed
    await page.getByRole('link', { name: 'Events', exact: true }).click();
    const events = page.getByRole('table', { name: 'Event history' });
    await events.getByRole('row').filter({ hasText: 'Departure reversed' }).first().waitFor();
    const rows = (await events.getByRole('row').allInnerTexts()).map((t) => t.split('\t').map((c) => c.trim()));
    const todays = rows.filter((c) => c[0] === displayDate(today)).map((c) => c[1].replace(/\s+/g, ' '));
    assert.ok(todays.includes('Departure Reversed'), `the departure is marked reversed: ${JSON.stringify(todays)}`);
    assert.ok(todays.includes('Departure reversed'), 'the reversal is an event of its own');

    // and the departed list is back to its count
    await page.goto(`${app.server.url}/viewDepartedResidents`);
    await page.getByText(`${departedBefore} ${departedBefore === 1 ? 'resident' : 'residents'}`, { exact: true }).waitFor();
    assert.equal(await page.locator(`main a[href="/viewResident/${r.residentId}"]`).count(), 0);
    await close();
  });

  test('correct an admission: the details, the event history and the timeline show the corrected date', async () => {
    const { page, facilityId, close } = await atBayside('manager@demo.local');
    const r = await residentAt(page, facilityId, 7);
    const admission = await apiCall(page, app.server.url, 'GET', `residents/${r.residentId}/admission?facilityId=${facilityId}`);
    assert.equal(admission.status, 200);
    const was: string = admission.body.admissionDateUtc.slice(0, 10);
    const corrected = addDays(was, -7);
    assert.ok(
      admission.body.conflictEffectiveDates.every((d: string) => d < corrected),
      'the corrected date is after every conflict date',
    );

    await openResident(page, r);
    assert.equal(await detail(page, 'Admission date'), displayDate(was));
    await chooseMoreAction(page, 'Correct admission');
    const dialog = page.getByRole('dialog', { name: 'Correct admission' });
    const date = dialog.getByLabel('Admission date');
    await page.waitForFunction((el) => (el as HTMLInputElement).value !== '', await date.elementHandle());
    assert.equal(await date.inputValue(), was);
    await date.fill(corrected);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Admission corrected.').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(displayDate(corrected), { exact: true }).first().waitFor();
    assert.equal(await detail(page, 'Admission date'), displayDate(corrected));

    // event history: the original admission and its correction on the corrected date, each submitted to Medicare
    await page.getByRole('link', { name: 'Events', exact: true }).click();
    const events = page.getByRole('table', { name: 'Event history' });
    const correction = events.getByRole('row').filter({ hasText: 'Admission corrected' });
    await correction.first().waitFor();
    const cells = (await correction.first().getByRole('cell').allInnerTexts()).map((c) => c.trim());
    assert.equal(cells[0], displayDate(corrected));
    assert.match(cells[4], /Waiting on response|Accepted|Held|Duplicate/);
    assert.ok(
      (await events
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: 'Admission', exact: true }) })
        .count()) >= 1,
    );

    // timeline: the correction in date order, on the corrected date
    await page.getByRole('link', { name: 'Timeline', exact: true }).click();
    const entry = page.getByTestId('timeline-entry').filter({ hasText: 'Admission corrected' });
    await entry.first().waitFor();
    assert.match(await entry.first().innerText(), new RegExp(displayDate(corrected)));
    const dates = await page
      .getByTestId('timeline-entry')
      .evaluateAll((els) => els.map((e) => e.querySelector('p')!.textContent!));
    const iso = dates.map(isoFromDisplay);
    assert.deepEqual(iso, [...iso].sort(), 'timeline entries in date order');
    await close();
  });

  test('a user without the depart permission (finance staff) has no Depart action and the API refuses the call', async () => {
    const { page, facilityId, close } = await atBayside('finance@demo.local');
    // The demo roles: finance staff view residents but hold no residentsDepart (care staff do: api/src/demo/generate.ts).
    const profile = await apiCall(page, app.server.url, 'GET', 'users/facilities-permissions');
    const depart = profile.body.permissions.find((p: any) => p.permissionCode === 204);
    assert.ok(!depart?.canAction, 'finance staff hold no residentsDepart canAction');
    const r = await residentAt(page, facilityId, 9);
    await openResident(page, r);
    // the stay actions this user does hold have rendered (fundingCorrectEvents), Depart is not among them
    await page.getByRole('group', { name: 'Resident actions' }).waitFor();
    await page.getByRole('button', { name: 'More actions' }).click();
    const menu = page.getByRole('menu', { name: 'More actions' });
    await menu.getByRole('menuitem', { name: 'Correct admission' }).waitFor();
    assert.equal(await menu.getByRole('menuitem', { name: /^Depart/ }).count(), 0);
    assert.equal(await page.getByRole('button', { name: /^Depart/ }).count(), 0);
    await page.keyboard.press('Escape');

    const refused = await apiCall(page, app.server.url, 'POST', `residents/${r.residentId}/depart?facilityId=${facilityId}`, {
      departureDateUtc: melbourneToday(),
      departureReason: 'Deceased',
      departureInitiatedBy: null,
    });
    assert.equal(refused.status, 403);
    assert.equal(typeof refused.body.message, 'string');
    const still = await apiCall(page, app.server.url, 'GET', `residents/${r.residentId}?facilityId=${facilityId}`);
    assert.equal(still.body.isDeparted, false);
    assert.equal(still.body.departureDateUtc ?? null, null);
    await close();
  });
});
