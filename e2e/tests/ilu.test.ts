/**
 * Independent living, as a village manager walks it at Riverside Village: an enquiry for a couple, a unit assigned,
 * both admitted (the dashboard follows), one sent on leave and back, the unit vacated, the fees and charges entered and
 * the settlement finalised; the estimated refund on screen is checked against a figure computed here by hand. Then a
 * user who may only view leads opens the enquiry: no edit is offered, the edit address is refused, and the API
 * refuses the save with the user's own token.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { newContext, signIn } from '../lib/browser';
import { addDays, displayDate, melbourneToday } from '../lib/dates';
import { useServerAndBrowser } from '../lib/harness';
import { apiCall, chooseFacility, statValue, until } from '../lib/pages';

const app = useServerAndBrowser();
const RIVERSIDE = 4;

async function atRiverside(email: string): Promise<Page> {
  const context = await newContext(app.browser, { viewport: { width: 1280, height: 900 } });
  const page = await signIn(context, app.server.url, email);
  await chooseFacility(page, 'Riverside Village');
  return page;
}

const call = (page: Page, method: string, path: string, body?: unknown) =>
  apiCall(page, app.server.url, method, `${path}${path.includes('?') ? '&' : '?'}facilityId=${RIVERSIDE}`, body);

/** The path's ids: /independentLiving/{enquiryId}/enquiry/{residentId} or /viewIndependentLiving/{enquiryId}/resident/{residentId}/... */
function idsOf(page: Page): { enquiryId: number; residentId: number } {
  const m = /\/(\d+)\/(?:enquiry|resident)\/(\d+)/.exec(new URL(page.url()).pathname);
  assert.ok(m, page.url());
  return { enquiryId: Number(m[1]), residentId: Number(m[2]) };
}

/** The figure shown after a label on the finance screen (its value's first line). */
async function figure(page: Page, testId: string): Promise<string> {
  return (await page.getByTestId(testId).innerText()).trim();
}

let enquiryPath = '';

describe('independent living: a couple from enquiry to settlement', () => {
  test('enquiry, unit, admission, leave, vacating, fees and settlement; the estimated refund computed by hand', async () => {
    const page = await atRiverside('manager@demo.local');
    const today = melbourneToday();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const availableBefore = Number(await statValue(page, 'Available units'));

    // The enquiry: two prospects, their daughter as the primary contact, a source of the list.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create enquiry' }).click();
    const form = page.getByRole('form', { name: 'Create enquiry' });
    const p1 = form.getByRole('region', { name: 'Prospect 1' });
    await p1.getByLabel(/^First name/).fill('Alan');
    await p1.getByLabel(/^Last name/).fill('Whitmore');
    const p2 = form.getByRole('region', { name: 'Prospect 2' });
    await p2.getByLabel(/^First name/).fill('Joan');
    await p2.getByLabel(/^Last name/).fill('Whitmore');
    await form.getByRole('radio', { name: 'Other' }).check();
    await form.getByLabel(/^Contact first name/).fill('Sarah');
    await form.getByLabel(/^Contact last name/).fill('Whitmore');
    await form.getByRole('checkbox', { name: 'Website' }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Enquiry was created successfully.').waitFor();
    await page.waitForURL(/\/independentLiving\/\d+\/enquiry\/\d+/);
    enquiryPath = new URL(page.url()).pathname;
    const { enquiryId, residentId } = idsOf(page);
    await page.getByRole('heading', { name: 'Alan Whitmore', level: 1 }).waitFor();

    // A unit: an available one with nothing recorded against it (no brief note).
    await page.getByRole('button', { name: 'Assign unit' }).click();
    const assign = page.getByRole('dialog', { name: 'Assign unit' });
    const unitSelect = assign.getByLabel(/^Unit$/);
    await until('the units are listed', async () => (await unitSelect.locator('option').count()) > 1);
    const choices = await unitSelect.locator('option').allTextContents();
    // 'U033 · Villa · $820,000.00': number, type and price, and no brief note after them.
    const free = choices.find((c) => {
      const parts = c.split(' · ');
      return parts.length === 3 && parts[2].startsWith('$');
    });
    assert.ok(free, `an available unit without a brief note among ${choices.join(', ')}`);
    const unitNumber = free.split(' · ')[0];
    await unitSelect.selectOption({ label: free });
    await assign.getByRole('button', { name: 'Assign' }).click();
    await page.getByText('Unit assigned successfully!').waitFor();

    // Both admitted, Alan responsible, 400 days ago.
    const admission = addDays(today, -400);
    await page.getByRole('button', { name: 'Admit to unit' }).click();
    const admit = page.getByRole('dialog', { name: 'Admit to unit' });
    await admit.getByLabel(/^Responsible resident/).selectOption({ label: 'Alan Whitmore' });
    await admit.getByLabel(/^Admission date/).fill(admission);
    await admit.getByRole('button', { name: 'Admit' }).click();
    await page.waitForURL(new RegExp(`/viewIndependentLiving/${enquiryId}/resident/${residentId}/false`));
    await page.getByText(unitNumber, { exact: false }).first().waitFor();

    // The dashboard follows: one unit fewer available, the unit gone from the vacancies.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await until('one unit fewer available', async () => Number(await statValue(page, 'Available units')) === availableBefore - 1);
    assert.equal(await page.getByRole('table', { name: 'Vacancies' }).getByText(unitNumber, { exact: true }).count(), 0);

    // Alan in hospital for two days, and back.
    await page.goto(`${app.server.url}/viewIndependentLiving/${enquiryId}/resident/${residentId}/false`);
    await page.getByRole('button', { name: 'Send on leave' }).click();
    const leave = page.getByRole('dialog', { name: 'Send on leave' });
    await leave.getByLabel(/^Leave type/).selectOption('Hospital');
    await leave.getByLabel(/^Start date/).fill(addDays(admission, 30));
    await leave.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Leave added.').waitFor();
    await page.getByRole('button', { name: 'Return from leave' }).click();
    const back = page.getByRole('dialog', { name: 'Return from leave' });
    await back.getByLabel(/^Return date/).fill(addDays(admission, 32));
    await back.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Send on leave' }).waitFor();

    // The unit vacated yesterday: both residents depart.
    const vacating = addDays(today, -1);
    await page.getByRole('button', { name: 'Vacate unit' }).click();
    const vacate = page.getByRole('dialog', { name: 'Vacate unit' });
    await vacate.getByLabel(/^Departure date/).fill(vacating);
    await vacate.getByLabel(/^Departure reason/).selectOption({ label: 'Returning to family home' });
    await vacate.getByRole('button', { name: 'Vacate' }).click();
    await page.getByText('Unit vacated.').waitFor();

    // The fees and charges: $500,000 agreed and paid in two instalments, 5 % a year for 12 months with a 10 % minimum,
    // gains and losses shared 50/50, $2,500 of refurbishment.
    const allocation = `/viewIndependentLiving/${enquiryId}/resident/${residentId}/true`;
    await page.goto(`${app.server.url}/editIndependentLiving/${enquiryId}/resident/${residentId}/true/finance`);
    const fees = page.getByTestId('ilu-finance');
    await fees.getByLabel(/^Agreed price/).fill('500000');
    await fees.getByLabel(/^Minimum rate/).fill('10');
    await fees.getByLabel(/^Resident capital gain rate/).fill('50');
    await fees.getByLabel(/^Resident capital loss rate/).fill('50');
    await fees.getByLabel(/^Additional costs/).fill('2500');
    await fees.getByLabel('Months, row 1').fill('12');
    await fees.getByLabel('Rate (% p.a.), row 1').fill('5');
    for (const [i, [date, amount]] of [
      [addDays(admission, -30), '50000'],
      [addDays(admission, -1), '450000'],
    ].entries()) {
      await fees.getByRole('button', { name: 'Add entry' }).click();
      await fees.getByLabel(`Effective date, row ${i + 1}`).fill(date);
      await fees.getByLabel(`Amount, row ${i + 1}`).fill(amount);
    }
    await fees.getByRole('button', { name: 'Save' }).first().click();
    await page.getByText('fees and charges saved successfully!').waitFor();
    await page.waitForURL(new RegExp(`${allocation}/finance$`));

    // Finalise the settlement: sold for $540,000 on the vacating day.
    await page.getByRole('button', { name: 'Finalise settlement' }).click();
    const settle = page.getByRole('dialog', { name: 'Finalise settlement' });
    await settle.getByLabel(/^Settlement date/).fill(vacating);
    await settle.getByLabel(/^Settlement price/).fill('540000');
    await settle.getByRole('button', { name: 'Finalise' }).click();
    await page.getByText('Settlement finalised').waitFor();

    // By hand: 399 days of occupancy at 5 % a year accrue at most the 12-month row's 5 % ($25,000); the minimum is
    // 10 % of $500,000 = $50,000, the larger. Capital gain = ($540,000 - $500,000) x 50 % = $20,000.
    // Estimated refund = $500,000 ingoing - $50,000 DMF - $2,500 costs + $20,000 gain = $467,500.00.
    await until('the settlement is on the finance screen', async () =>
      (await figure(page, 'figure-capital-gain')).includes('$20,000.00'),
    );
    assert.match(await figure(page, 'figure-accrued-dmf'), /\$50,000\.00/);
    assert.match(await figure(page, 'figure-ingoing-contribution'), /\$500,000\.00/);
    assert.match(await figure(page, 'figure-estimated-refund'), /\$467,500\.00/);
    assert.match(await page.getByText(displayDate(vacating)).first().innerText(), new RegExp(displayDate(vacating)));
    await page.context().close();
  });

  test('a user who may only view leads sees the enquiry, is offered no edit, and the API refuses the save', async () => {
    assert.ok(enquiryPath, 'the first journey created an enquiry');
    // A new enquiry of the organisation manager (the first one is now an allocation).
    const manager = await atRiverside('manager@demo.local');
    const created = await call(manager, 'POST', 'enquiries', {
      prospect1: { firstName: 'Nora', lastName: 'Quinlan' },
      primaryContact: 'prospect1',
      enquirySources: [],
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    await manager.context().close();
    const { enquiryId, residentIds } = created.body as { enquiryId: number; residentIds: number[] };

    const page = await atRiverside('finance@demo.local');
    await page.goto(`${app.server.url}/independentLiving/${enquiryId}/enquiry/${residentIds[0]}`);
    await page.getByRole('heading', { name: 'Nora Quinlan', level: 1 }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Edit' }).count(), 0);
    assert.equal(await page.getByRole('link', { name: 'Edit' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Assign unit' }).count(), 0);
    await page.goto(`${app.server.url}/independentLiving/editEnquiry/${enquiryId}/Details/${residentIds[0]}`);
    await until('sent to the dashboard', async () => new URL(page.url()).pathname === '/dashboard');

    const enquiry = await call(page, 'GET', `enquiries/${enquiryId}`);
    assert.equal(enquiry.status, 200);
    const save = await call(page, 'PUT', 'enquiries', {
      enquiryId,
      version: enquiry.body.version,
      residents: [{ residentId: residentIds[0], firstName: 'Nora', lastName: 'Changed' }],
    });
    assert.equal(save.status, 403);
    const unchanged = await call(page, 'GET', `enquiries/${enquiryId}`);
    assert.equal(unchanged.body.residents[0].lastName, 'Quinlan');
    await page.context().close();
  });
});
