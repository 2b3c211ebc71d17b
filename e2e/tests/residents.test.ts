import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { newContext, signIn } from '../lib/browser';
import { apiGet, chooseFacility } from '../lib/pages';
import { addDays, currentFacilityId, currentResidents, displayDate, melbourneToday, until } from '../lib/residents';
import { useServerAndBrowser } from '../lib/harness';

const app = useServerAndBrowser();

/** A current resident of Bayside Gardens who is not on leave, found through the API the screens use. */
async function residentNotOnLeave(page: Page, facilityId: number) {
  const list = await apiGet<{ result: any[] }>(page, app.server.url, `residents?skip=0&take=100&facilityId=${facilityId}`);
  const row = list.result.find((r) => !r.isOnLeave && !r.departureDateUtc && r.admissionDateUtc);
  assert.ok(row, 'the demo data has an admitted resident who is not on leave');
  return row;
}

/** The Hospital group of the AgeCare dashboard: its count badge and its rows. */
function hospitalGroup(page: Page) {
  return page.getByRole('region', { name: 'Hospital', exact: true });
}
async function hospitalCount(page: Page): Promise<number> {
  const badge = hospitalGroup(page).getByLabel(/^\d+ on hospital leave$/);
  return Number((await badge.getAttribute('aria-label'))!.split(' ')[0]);
}
async function openDashboard(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
  // what the user waits for: the dashboard's leave groups on screen (not the URL, which changes before they render)
  await page.getByRole('heading', { name: 'Residents on leave' }).waitFor();
  await hospitalGroup(page).waitFor();
  assert.match(page.url(), /\/dashboard$/);
}

describe('residents area', () => {
  test('a resident opens from the list and from the global search', async () => {
    const context = await newContext(app.browser);
    const page = await signIn(context, app.server.url, 'manager@demo.local');
    await chooseFacility(page, 'Bayside Gardens');
    await page.getByRole('heading', { name: 'Residents on leave' }).waitFor();
    const facilityId = await currentFacilityId(page);
    const rows = await currentResidents(page, app.server.url, facilityId);
    const fromList = rows[3];
    const fromSearch = rows.find(
      (r) => r.lastName !== fromList.lastName && rows.filter((x) => x.lastName === r.lastName).length === 1,
    )!;
    assert.ok(fromSearch, 'a current resident with a last name no one else on the first page has');

    // from the list (the first page, in the list's order, with the seed's display labels)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Residents', exact: true }).click();
    const link = page.locator(`main a[href="/viewResident/${fromList.residentId}"]`);
    await link.waitFor();
    assert.match(page.url(), /\/viewResidents$/);
    assert.equal((await link.innerText()).trim().startsWith(`${fromList.lastName}, ${fromList.firstName}`), true);
    const listed = page
      .getByTestId('resident-row')
      .filter({ has: page.locator(`a[href="/viewResident/${fromList.residentId}"]`) });
    assert.match(await listed.innerText(), new RegExp(fromList.displayLabel));
    await link.click();
    await page.getByRole('heading', { name: `${fromList.firstName} ${fromList.lastName}` }).waitFor();
    assert.match(page.url(), new RegExp(`/viewResident/${fromList.residentId}$`));
    assert.equal(await page.getByTestId('display-label').innerText(), fromList.displayLabel);

    // from the global search in the header
    await page.getByLabel('Search residents').fill(fromSearch.lastName);
    const results = page.getByRole('listbox', { name: 'Search results' });
    const option = results
      .getByRole('option')
      .filter({ hasText: `${fromSearch.firstName} ${fromSearch.lastName}` })
      .first();
    await option.waitFor();
    assert.ok((await results.getByRole('option').count()) <= 10);
    assert.match(await option.innerText(), new RegExp(fromSearch.displayLabel));
    await option.getByRole('button').click();
    await page.getByRole('heading', { name: `${fromSearch.firstName} ${fromSearch.lastName}` }).waitFor();
    assert.match(page.url(), new RegExp(`/viewResident/${fromSearch.residentId}$`));
    assert.equal(await page.getByTestId('display-label').innerText(), fromSearch.displayLabel);
    assert.equal(await results.count(), 0, 'the results close once a resident is opened');
    await context.close();
  });

  test("hospital leave: refused with a bad return date, then added (the dashboard's Hospital group gains the resident), answered by Medicare (simulator), and returned from (the group loses them)", async () => {
    const context = await newContext(app.browser);
    const page = await signIn(context, app.server.url, 'manager@demo.local');
    await chooseFacility(page, 'Bayside Gardens');
    await page.getByRole('heading', { name: 'Residents on leave' }).waitFor();
    const before = await hospitalCount(page);
    const facilityId = await currentFacilityId(page);
    const resident = await residentNotOnLeave(page, facilityId);
    const name = `${resident.firstName} ${resident.lastName}`;
    const today = melbourneToday();
    await page.goto(`${app.server.url}/viewResident/${resident.residentId}`);
    await page.getByRole('heading', { name }).waitFor();
    await page.getByRole('button', { name: 'Send on leave' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send on leave' });
    await dialog.getByLabel('Leave type').selectOption('Hospital');
    await dialog.getByLabel('Start date').fill(today);
    await dialog.getByLabel('Expected return date').fill(addDays(today, -1));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The return date must be after the leave start date.').waitFor();
    await dialog.getByLabel('Expected return date').fill(addDays(today, 3));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Leave added.').first().waitFor();
    await page.getByRole('button', { name: 'Return from leave' }).waitFor();

    // the dashboard's Hospital group: one more, with the resident, 'Today' and the due-back date (seed 000 §2 messages)
    await openDashboard(page);
    await until('the Hospital group to count the new leave', async () => (await hospitalCount(page)) === before + 1);
    const row = hospitalGroup(page)
      .getByTestId('leave-row')
      .filter({ has: page.getByRole('link', { name, exact: true }) });
    await row.waitFor();
    assert.match(await row.innerText(), /Today/);
    assert.match(await row.innerText(), new RegExp(`Due back ${displayDate(addDays(today, 3))}`));
    await row.getByRole('link', { name, exact: true }).click();
    await page.getByRole('heading', { name }).waitFor();
    await page.getByRole('button', { name: 'Return from leave' }).waitFor();
    assert.match(page.url(), new RegExp(`/viewResident/${resident.residentId}$`));

    // the leave is a residency event, submitted to the Medicare gateway; the simulator answers within seconds
    await page.getByRole('link', { name: 'Events', exact: true }).click();
    const leaveRow = page.getByRole('table', { name: 'Event history' }).getByRole('row').filter({ hasText: 'Leave' }).first();
    await leaveRow.waitFor();
    // The simulator holds about 1 event in 29 and calls 1 in 31 a duplicate, by a hash of the payload (its dates
    // included): on some days this leave is Held, so any answer counts, as long as it is no longer waiting.
    const answered = async () => /Accepted|Held|Duplicate/.test(await leaveRow.innerText());
    await until(
      'Medicare (simulator) to answer the leave',
      async () => {
        if (await answered()) return true;
        await page.reload();
        await leaveRow.waitFor();
        return answered();
      },
      { intervalMs: 1000 },
    );

    await page.getByRole('button', { name: 'Return from leave' }).click();
    const back = page.getByRole('dialog', { name: 'Return from leave' });
    await back.getByLabel('Return date').fill(addDays(today, 1));
    await back.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Send on leave' }).waitFor();
    await openDashboard(page);
    await until('the Hospital group to drop the returned resident', async () => (await hospitalCount(page)) === before);
    assert.equal(await hospitalGroup(page).getByRole('link', { name, exact: true }).count(), 0);
    await context.close();
  });

  test('care staff without the reverse-event permission cannot reverse events', async () => {
    const context = await newContext(app.browser);
    const page = await signIn(context, app.server.url, 'carer@demo.local');
    await chooseFacility(page, 'Bayside Gardens');
    await page.getByTestId('stat-value').first().waitFor();
    const facilityId = Number(await page.getByLabel('Facility').inputValue());
    const resident = await residentNotOnLeave(page, facilityId);
    await page.goto(`${app.server.url}/viewResident/${resident.residentId}/events`);
    await page.getByRole('row').filter({ hasText: 'Admission' }).first().waitFor();
    assert.equal(await page.getByRole('button', { name: /^Reverse/ }).count(), 0);
    // and the app.server refuses it too
    const token = await page.evaluate(() => {
      for (let i = 0; i < sessionStorage.length; i++) {
        const key = sessionStorage.key(i)!;
        if (key.startsWith('oidc.user:')) return JSON.parse(sessionStorage.getItem(key)!).access_token as string;
      }
      return '';
    });
    const r = await fetch(`${app.server.url}/api/residents/${resident.residentId}/admission/reverse?facilityId=${facilityId}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ residencyId: resident.residencyId }),
    });
    assert.equal(r.status, 403);
    await context.close();
  });
});
