import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launch, signIn } from '../lib/browser';
import { apiGet, chooseFacility } from '../lib/pages';
import { startServer, type RunningServer } from '../lib/server';

let server: RunningServer;
let browser: Browser;

before(async () => {
  server = await startServer();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A current resident of Bayside Gardens who is not on leave, found through the API the screens use. */
async function residentNotOnLeave(page: Page, facilityId: number) {
  const list = await apiGet<{ result: any[] }>(page, server.url, `residents?skip=0&take=100&facilityId=${facilityId}`);
  const row = list.result.find((r) => !r.isOnLeave && !r.departureDateUtc && r.admissionDateUtc);
  assert.ok(row, 'the demo data has an admitted resident who is not on leave');
  return row;
}

describe('residents area', () => {
  test('the resident list opens a resident; leave is refused with a bad return date, then added, accepted by Medicare (simulator) and returned from', async () => {
    const context = await browser.newContext();
    const page = await signIn(context, server.url, 'manager@demo.local');
    await chooseFacility(page, 'Bayside Gardens');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Residents', exact: true }).click();
    await page.waitForURL(/\/viewResidents$/);
    await page.locator('main a[href^="/viewResident/"]').first().waitFor();
    // the resident lists hide the footer (seed 000 §2)
    await page.getByRole('button', { name: 'Training manual' }).waitFor({ state: 'detached', timeout: 10_000 });

    const facilityId = Number(await page.getByLabel('Facility').inputValue());
    const resident = await residentNotOnLeave(page, facilityId);
    await page.goto(`${server.url}/viewResident/${resident.residentId}`);
    await page.getByRole('button', { name: 'Send on leave' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Leave type').selectOption('Hospital');
    await dialog.getByLabel('Start date').fill(isoDay(0));
    await dialog.getByLabel('Expected return date').fill(isoDay(-1));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The return date must be after the leave start date.').waitFor();
    await dialog.getByLabel('Expected return date').fill(isoDay(3));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Leave added.').first().waitFor();
    await page.getByRole('button', { name: 'Return from leave' }).waitFor();

    // the leave is a residency event, submitted to the Medicare gateway; the simulator answers within seconds
    await page.getByRole('link', { name: 'Events', exact: true }).click();
    await page.waitForURL(/\/events$/);
    const leaveRow = page.getByRole('row').filter({ hasText: 'Leave' }).first();
    await leaveRow.waitFor();
    for (let i = 0; i < 20 && !(await leaveRow.innerText()).includes('Accepted'); i++) {
      await page.waitForTimeout(1000);
      await page.reload();
      await leaveRow.waitFor();
    }
    assert.match(await leaveRow.innerText(), /Accepted/);

    await page.getByRole('button', { name: 'Return from leave' }).click();
    const back = page.getByRole('dialog');
    await back.getByLabel('Return date').fill(isoDay(1));
    await back.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Send on leave' }).waitFor();
    await context.close();
  });

  test('care staff without the reverse-event permission cannot reverse events', async () => {
    const context = await browser.newContext();
    const page = await signIn(context, server.url, 'carer@demo.local');
    await chooseFacility(page, 'Bayside Gardens');
    await page.getByTestId('stat-value').first().waitFor();
    const facilityId = Number(await page.getByLabel('Facility').inputValue());
    const resident = await residentNotOnLeave(page, facilityId);
    await page.goto(`${server.url}/viewResident/${resident.residentId}/events`);
    await page.getByRole('row').filter({ hasText: 'Admission' }).first().waitFor();
    assert.equal(await page.getByRole('button', { name: /^Reverse/ }).count(), 0);
    // and the server refuses it too
    const token = await page.evaluate(() => {
      for (let i = 0; i < sessionStorage.length; i++) {
        const key = sessionStorage.key(i)!;
        if (key.startsWith('oidc.user:')) return JSON.parse(sessionStorage.getItem(key)!).access_token as string;
      }
      return '';
    });
    const r = await fetch(`${server.url}/api/residents/${resident.residentId}/admission/reverse?facilityId=${facilityId}`, {
      method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ residencyId: resident.residencyId }),
    });
    assert.equal(r.status, 403);
    await context.close();
  });
});
