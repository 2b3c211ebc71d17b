import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Request } from 'playwright-core';
import { launch, newContext, signIn, DEMO_PASSWORD } from '../lib/browser';
import { connectTestDatabase, type TestDatabase } from '../lib/db';
import { apiGet, chooseFacility, statValue } from '../lib/pages';
import { startServer, type RunningServer } from '../lib/server';

/** Waits (polled every 100 ms, at most 30 s) until `ready()` holds. */
async function waitUntil(what: string, ready: () => boolean): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!ready()) {
    if (Date.now() > deadline) assert.fail(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

let server: RunningServer;
let browser: Browser;
let db: TestDatabase | null;

before(async () => {
  server = await startServer();
  db = connectTestDatabase(server.databaseUrl);
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await db?.close();
  await server?.stop();
});

describe('sign-in and the dashboards', () => {
  test('a wrong password is refused with a message', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/dashboard`);
    await page.getByLabel('Email').waitFor();
    assert.match(page.url(), /\/oidc\/interaction\//);
    await page.getByLabel('Email').fill('manager@demo.local');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Unable to authenticate sign in details.').waitFor();
    assert.match(page.url(), /\/oidc\/interaction\//);
    await context.close();
  });

  test('the organisation manager signs in and sees the AgeCare dashboard with the database figures', async () => {
    const context = await newContext(browser);
    const page = await signIn(context, server.url, 'manager@demo.local');
    await page.getByText('Registered beds', { exact: true }).waitFor();
    const facility = await page.getByLabel('Facility').locator('option:checked').innerText();
    const facilityId = Number(await page.getByLabel('Facility').inputValue());

    let expected: { beds: number; permanent: number; respite: number };
    if (db) {
      const [beds] = await db.query<{ n: number }>(
        `select count(*)::int as n from beds where facility_id = $1 and is_active and not is_out_of_service`,
        [facilityId],
      );
      const [counts] = await db.query<{ permanent: number; respite: number }>(
        `select count(*) filter (where care_type = 'Permanent')::int as permanent,
          count(*) filter (where care_type = 'Respite')::int as respite
        from residencies where facility_id = $1 and admission_date_utc is not null and departure_date_utc is null and not is_lead`,
        [facilityId],
      );
      expected = { beds: beds.n, permanent: counts.permanent, respite: counts.respite };
    } else {
      const info = await apiGet<any>(page, server.url, `dashboard?facilityId=${facilityId}`);
      const occ = info.facilityResidencyStatistics.residentOccupancyInfo;
      expected = { beds: occ.registeredBeds, permanent: occ.permanentResidentCount, respite: occ.respiteResidentCount };
    }
    assert.ok(expected.beds > 0 && expected.permanent > 0, `demo data has beds and residents at ${facility}`);
    assert.equal(await statValue(page, 'Registered beds'), String(expected.beds));
    assert.equal(await statValue(page, 'Permanent residents'), String(expected.permanent));
    assert.equal(await statValue(page, 'Respite residents'), String(expected.respite));
    assert.equal(await statValue(page, 'Vacancy'), String(expected.beds - expected.permanent - expected.respite));
    // the organisation manager holds deviceExpiryNotification canAction
    await page.getByTestId('device-expiry').waitFor();
    await context.close();
  });

  test('switching to the independent-living facility shows its dashboard', async () => {
    const context = await newContext(browser);
    const page = await signIn(context, server.url, 'manager@demo.local');
    await page.getByText('Registered beds', { exact: true }).waitFor();
    await chooseFacility(page, 'Riverside Village');
    await page.getByText(/enquires this month/).waitFor();
    await page.getByRole('heading', { name: 'Vacancies' }).waitFor();
    assert.equal(await page.getByText('Registered beds', { exact: true }).count(), 0);
    // the choice survives a reload (kept in local storage)
    await page.reload();
    await page.getByText(/enquires this month/).waitFor();
    await context.close();
  });

  test('care staff without the device-expiry permission do not see the notice', async () => {
    const context = await newContext(browser);
    const page = await signIn(context, server.url, 'carer@demo.local');
    await chooseFacility(page, 'Bayside Gardens');
    // the notice renders with the figures (same response), so once the figures show it would be there
    await page.getByTestId('stat-value').first().waitFor();
    assert.equal(await page.getByTestId('device-expiry').count(), 0);
    await context.close();
  });

  test('global search finds a resident and opens the record', async () => {
    const context = await newContext(browser);
    const page = await signIn(context, server.url, 'manager@demo.local');
    await chooseFacility(page, 'Bayside Gardens');
    await page.getByText('Registered beds', { exact: true }).waitFor();
    const facilityId = Number(await page.getByLabel('Facility').inputValue());
    const rows = await apiGet<any[]>(page, server.url, `residents/search?searchStr=a&facilityId=${facilityId}`);
    const admitted = rows.find((r) => r.admissionDateUtc && !r.departureDateUtc);
    assert.ok(admitted, 'demo data has an admitted resident whose name contains an "a"');
    await page.getByLabel('Search residents').fill(admitted.lastName);
    const results = page.getByRole('listbox', { name: 'Search results' });
    await results.getByText(admitted.lastName, { exact: false }).first().waitFor();
    assert.ok((await results.getByRole('option').count()) <= 10);
    await results.getByRole('option').filter({ hasText: admitted.firstName }).first().click();
    await page.getByRole('heading', { name: `${admitted.firstName} ${admitted.lastName}` }).waitFor();
    assert.match(page.url(), new RegExp(`/viewResident/${admitted.residentId}$`));
    await context.close();
  });

  test('forgot password: the link in the mail outbox resets the password', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/forgotPassword`);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: /reset/i }).click();
    await page.getByText('Please provide a valid email address.').waitFor();
    await page.getByLabel('Email').fill('finance@demo.local');
    await page.getByRole('button', { name: /reset/i }).click();
    await page.getByText(/check your email/i).waitFor();

    // a system user reads the mail in the outbox
    const sysContext = await newContext(browser);
    const sys = await signIn(sysContext, server.url, 'system@demo.local');
    await sys.goto(`${server.url}/system/outbox`);
    const link = await sys
      .getByText(/\/resetPassword\?salt=/)
      .first()
      .innerText();
    const url = link.match(/https?:\/\/\S+\/resetPassword\?salt=[\w-]+/)![0];
    await sysContext.close();

    await page.goto(url);
    await page.getByLabel('New password', { exact: true }).fill('weak');
    await page.getByLabel('Confirm new password', { exact: true }).fill('weak');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('New password does not meet security requirements').first().waitFor();
    await page.getByLabel('New password', { exact: true }).fill('Finance2027');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Finance2027');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed.').waitFor();
    await context.close();

    const again = await newContext(browser);
    const signedIn = await signIn(again, server.url, 'finance@demo.local', 'Finance2027');
    assert.match(signedIn.url(), /\/dashboard/);
    await again.close();
    // the old password no longer works
    const old = await newContext(browser);
    const p = await old.newPage();
    await p.goto(`${server.url}/dashboard`);
    await p.getByLabel('Email').waitFor();
    assert.match(p.url(), /\/oidc\/interaction\//);
    await p.getByLabel('Email').fill('finance@demo.local');
    await p.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await p.getByRole('button', { name: 'Sign in' }).click();
    await p.getByText('Unable to authenticate sign in details.').waitFor();
    await old.close();
  });

  test('a maintenance notice from a system user reaches a signed-in browser: alert, then reload', async () => {
    const staff = await newContext(browser);
    // The notice travels only to browsers whose stream is open when it is sent (server-sent events have no replay), so
    // the journey watches the staff browser's GET /api/notifications/stream: "live" once its response headers arrived
    // (the API subscribes before it answers) until the request finishes or fails (a reload aborts it).
    const streams = { live: new Set<Request>(), opened: 0 };
    const isStream = (r: Request) => r.url().includes('/api/notifications/stream');
    staff.on('response', (r) => {
      if (isStream(r.request()) && r.status() === 200) {
        streams.live.add(r.request());
        streams.opened++;
      }
    });
    staff.on('requestfinished', (r) => {
      streams.live.delete(r);
    });
    staff.on('requestfailed', (r) => {
      streams.live.delete(r);
    });
    const page = await signIn(staff, server.url, 'carer@demo.local');
    await page.getByTestId('stat-value').first().waitFor();
    await waitUntil('the staff browser listens for notices', () => streams.live.size === 1);
    const openedBefore = streams.opened;
    const alerted = new Promise<string>((resolve) =>
      page.once('dialog', async (d) => {
        resolve(d.message());
        await d.accept();
      }),
    );
    const reloaded = page.waitForEvent('load', { timeout: 30_000 });

    const sysContext = await newContext(browser);
    const sys = await signIn(sysContext, server.url, 'system@demo.local');
    sys.on('dialog', (d) => void d.accept()); // the system user's own browser gets the notice too
    await sys.goto(`${server.url}/system/maintenance-notice`);
    await sys.getByLabel('Message').fill('Resident Manager restarts in 5 minutes for an update.');
    await sys.getByRole('button', { name: 'Send notice' }).click();

    const message = await alerted;
    assert.match(message, /Resident Manager restarts in 5 minutes for an update\./);
    assert.match(message, /may not have been saved/);
    // the page reloads: the dashboard is back and listens again on a new stream
    await reloaded;
    await page.getByTestId('stat-value').first().waitFor();
    await waitUntil('the reloaded page listens again', () => streams.live.size === 1 && streams.opened === openedBefore + 1);
    await sysContext.close();
    await staff.close();
  });

  test('signing out ends the session', async () => {
    const context = await newContext(browser);
    const page = await signIn(context, server.url, 'manager@demo.local');
    await page.locator('header button[aria-haspopup="menu"]').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByText('You have signed out.').waitFor();
    assert.match(page.url(), /\/logout/);
    await page.goto(`${server.url}/dashboard`);
    await page.getByLabel('Email').waitFor();
    assert.match(page.url(), /\/oidc\/interaction\//);
    await context.close();
  });
});
