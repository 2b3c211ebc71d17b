/**
 * The administration area's set-up screens, as the demo users in Chromium: a new accommodation type and a
 * room of it with one bed taken out of service, which the admit dialog of a lead then does not offer; an account mapped
 * with the unmapped-accounts confirmation; an optional service with two rates, stopped; a clinical integration run by
 * the system user and watched until the clinical simulator completes it (and refused to a manager by the API).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { newContext, signIn } from '../lib/browser';
import { addDays, displayDate, melbourneToday, seeToast, uniqueName } from '../lib/leads';
import { apiCall, chooseFacility, until } from '../lib/pages';
import { useServerAndBrowser } from '../lib/harness';

const app = useServerAndBrowser();

// The product's words, as shared-domain states them (e2e does not depend on shared-domain: the journeys are its oracle).
/** shared-domain/src/accommodations.ts ACCOMMODATION.saved and ACCOMMODATION_MESSAGES. */
const ACCOMMODATION = { saved: 'Saved successfully.', nameRequired: 'Name is required.', priceRequired: 'Price is required.' };
/** shared-domain/src/gl-accounts.ts GL_MESSAGES. */
const GL_MESSAGES = {
  hyphen: 'The account must contain a hyphen between the cost centre and the account (for example 100-4100).',
  saved: 'Saved successfully.',
  unmappedTitle: 'Unmapped accounts',
  unmappedConfirm: 'The following accounts are not mapped. Do you want to save anyway?',
};
/** shared-domain/src/optional-services.ts SERVICE_SAVED. */
const SERVICE_SAVED = 'Saved successfully.';
/** shared-domain/src/customer-care.ts: CUSTOMER_CARE_MESSAGES, clinicalOperationTitle, clinicalSubmittedMessage. */
const CLINICAL = {
  facilityRequired: 'Please select a facility.',
  onboardTitle: 'On-board residents to clinical',
  onboardSubmitted: 'Request to on-board the residents to clinical has been submitted.',
};

/** The parts of the API's answers the journeys read. */
interface TypeRow {
  id: number;
  name: string;
  numberBeds: number;
  price: string;
}
interface RoomBed {
  id: number;
  number: string;
  isOutOfService: boolean;
  softDeleted: boolean;
}
interface FreeBeds {
  locations: Array<{ rooms: Array<{ accommodationId: number; beds: Array<{ bedId: number; label: string }> }> }>;
}
interface GlAccount {
  id: number;
  mappingGroup: string;
  mappingType: string;
  mappingValue: string | null;
}
interface GlMapping {
  groups: Array<{ accounts: GlAccount[] }>;
}
interface Service {
  id: number;
  typeDescription: string;
  status: string;
  stopped: boolean;
  rate: string;
  ratesList: Array<{ startDate: string; endDate: string | null; value: string }>;
}
interface Services {
  services: Service[];
}
interface Dashboard {
  enquiries: { result: Array<{ residentId: number; firstName: string; lastName: string }> };
}
interface ClinicalRequest {
  status: string;
  isCompleted: boolean;
  residentCount: number;
  requestedBy: string;
}

const FACILITY = 'Bayside Gardens';
const VIEWPORT = { width: 1280, height: 900 };

/** Signs in at the 1280x900 viewport and selects the facility (Bayside Gardens unless told; none for the system user). */
async function signInAt(email: string, facility: string | null = FACILITY): Promise<Page> {
  const context = await newContext(app.browser, { viewport: VIEWPORT });
  const page = await signIn(context, app.server.url, email);
  if (facility) await chooseFacility(page, facility);
  return page;
}

async function facilityId(page: Page): Promise<number> {
  return Number(await page.getByLabel('Facility', { exact: true }).first().inputValue());
}

async function openMenu(page: Page, name: string, heading: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

/** The texts of the cells of a table row, trimmed. */
async function cells(row: ReturnType<Page['locator']>): Promise<string[]> {
  return (await row.locator('td').allInnerTexts()).map((t) => t.trim());
}

describe('administration: set-up', () => {
  test('a new accommodation type and a room of it; one of its beds out of service is missing from the admit dialog', async () => {
    const page = await signInAt('manager@demo.local');
    const fid = await facilityId(page);
    const typeName = uniqueName('Journey suite ');
    const price = '123.45';

    // 1. the accommodation type: maximum occupancy 2, a price
    await openMenu(page, 'Accommodation types', 'Accommodation types');
    await page.getByRole('button', { name: 'Add accommodation type' }).click();
    const typeDialog = page.getByRole('dialog', { name: 'Add accommodation type' });
    await typeDialog.waitFor();
    await typeDialog.getByRole('button', { name: 'Save' }).click();
    await typeDialog.getByText(ACCOMMODATION.nameRequired).waitFor();
    await typeDialog.getByText(ACCOMMODATION.priceRequired).waitFor();
    await typeDialog.getByLabel(/^Name/).fill(typeName);
    await typeDialog.getByLabel(/^Maximum occupancy/).selectOption('2');
    await typeDialog.getByLabel(/^Price(?! setting)/).fill(price);
    await typeDialog.getByRole('button', { name: 'Save' }).click();
    await seeToast(page, ACCOMMODATION.saved);
    await typeDialog.waitFor({ state: 'detached' });
    const typeRow = page.getByTestId('type-row').filter({ hasText: typeName });
    await typeRow.waitFor();
    const typeCells = await cells(typeRow);
    assert.ok(typeCells.includes('2'), `maximum occupancy 2 shown: ${typeCells.join(' | ')}`);
    assert.ok(typeCells.includes(`$${price}`), `price shown: ${typeCells.join(' | ')}`);
    const types = await apiCall<TypeRow[]>(page, app.server.url, 'GET', `accommodations/types?facilityId=${fid}`);
    const type = types.body.find((t) => t.name === typeName);
    assert.ok(type, 'the type is saved');
    assert.equal(type.numberBeds, 2);
    assert.equal(type.price, price);

    // 2. a room of that type in the Garden Wing
    const roomNumber = `J${String(Date.now()).slice(-6)}`;
    await openMenu(page, 'Rooms', 'Rooms');
    await page.getByRole('button', { name: 'Add room' }).click();
    const roomDialog = page.getByRole('dialog', { name: 'Add room' });
    await roomDialog.waitFor();
    await roomDialog.getByLabel(/^Number/).fill(roomNumber);
    await roomDialog.getByLabel(/^Location/).selectOption({ label: 'Garden Wing' });
    await roomDialog.getByLabel(/^Accommodation type/).selectOption({ label: typeName });
    await roomDialog.getByRole('button', { name: 'Add', exact: true }).click();
    const toast = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: ACCOMMODATION.saved }).first();
    await toast.waitFor();
    // the dialog stays open for the next room, the next number offered
    const nextNumber = `J${String(Number(roomNumber.slice(1)) + 1).padStart(6, '0')}`;
    await until(
      'the next room number to be offered',
      async () => (await roomDialog.getByLabel(/^Number/).inputValue()) === nextNumber,
    );
    // closing the toast (its close button, outside the dialog) leaves the dialog open for the next room
    await toast.getByRole('button', { name: /close/i }).click();
    await toast.waitFor({ state: 'detached' });
    assert.equal(await roomDialog.isVisible(), true, 'the Add room dialog is still open after the toast was closed');
    await roomDialog.getByRole('button', { name: 'Cancel' }).click();
    await roomDialog.waitFor({ state: 'detached' });
    const roomRow = page
      .getByRole('region', { name: 'Garden Wing' })
      .getByTestId('room-row')
      .filter({ has: page.getByRole('link', { name: roomNumber, exact: true }) });
    await roomRow.waitFor();
    assert.ok((await cells(roomRow)).includes(typeName), 'the room shows its type');

    // 3. open it, edit, take its second bed out of service, save
    await roomRow.getByRole('link', { name: roomNumber, exact: true }).click();
    await page.getByRole('heading', { name: `Room ${roomNumber}`, level: 1 }).waitFor();
    const roomId = Number(/\/viewRoom\/(\d+)$/.exec(page.url())?.[1]);
    assert.ok(roomId > 0, `on /viewRoom/{id}: ${page.url()}`);
    const beds = page.getByRole('table', { name: 'Beds' }).getByTestId('bed-row');
    await until('the two beds of the room', async () => (await beds.count()) === 2);
    const bedNames = (await beds.locator('td:first-child').allInnerTexts()).map((t) => t.trim());
    assert.deepEqual(bedNames, ['Bed A', 'Bed B']);
    for (const b of await beds.all()) assert.ok((await cells(b)).includes('In service'));
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const oos = page.getByRole('checkbox', { name: 'Out of service: Bed B' });
    await oos.check();
    assert.equal(await page.getByRole('checkbox', { name: 'Out of service: Bed A' }).isChecked(), false);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await seeToast(page, ACCOMMODATION.saved);
    await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
    const bedB = beds.filter({ hasText: 'Bed B' });
    await until('Bed B to show out of service', async () => (await cells(bedB)).includes('Out of service'));
    assert.ok((await cells(beds.filter({ hasText: 'Bed A' }))).includes('In service'), 'Bed A stays in service');
    const room = await apiCall<{ beds: RoomBed[] }>(page, app.server.url, 'GET', `accommodations/${roomId}?facilityId=${fid}`);
    assert.equal(room.status, 200);
    const saved = room.body.beds.filter((b) => !b.softDeleted);
    const bedAId = saved.find((b) => b.number === 'Bed A')!.id;
    const bedBId = saved.find((b) => b.number === 'Bed B')!.id;
    assert.equal(saved.find((b) => b.id === bedBId)!.isOutOfService, true);
    assert.equal(saved.find((b) => b.id === bedAId)!.isOutOfService, false);

    // 4. a lead's admit dialog offers Bed A of the room, not Bed B
    const dashboard = await apiCall<Dashboard>(page, app.server.url, 'GET', `leads/dashboard/?take=5&facilityId=${fid}`);
    const lead = dashboard.body.enquiries.result[0];
    assert.ok(lead, 'an enquiry to admit');
    await page.goto(`${app.server.url}/viewLead/${lead.residentId}`);
    await page.getByRole('heading', { name: `${lead.firstName} ${lead.lastName}` }).waitFor();
    await page.getByRole('group', { name: 'Lead actions' }).getByRole('button', { name: 'Admit', exact: true }).click();
    const admit = page.getByRole('dialog', { name: 'Admit resident' });
    await admit.waitFor();
    const bed = admit.getByLabel('Bed', { exact: false }).first();
    await until('the free beds to load', async () => (await bed.isEnabled()) && (await bed.locator('option').count()) > 1);
    const offered = (await bed.locator('option').allInnerTexts()).map((t) => t.trim());
    assert.ok(offered.includes(`${roomNumber} Bed A`), `the in-service bed is offered (${offered.length} options)`);
    assert.ok(!offered.includes(`${roomNumber} Bed B`), 'the out-of-service bed is not offered');
    const offeredIds = await bed.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    assert.ok(offeredIds.includes(String(bedAId)) && !offeredIds.includes(String(bedBId)));
    await admit.getByRole('button', { name: 'Cancel' }).click();

    const available = await apiCall<FreeBeds>(
      page,
      app.server.url,
      'GET',
      `leads/${lead.residentId}/available-beds?facilityId=${fid}`,
    );
    assert.equal(available.status, 200);
    const ours = available.body.locations.flatMap((l) => l.rooms).find((r) => r.accommodationId === roomId);
    assert.ok(ours, 'the new room is among the free beds');
    assert.deepEqual(
      ours.beds.map((b) => [b.bedId, b.label]),
      [[bedAId, `${roomNumber} Bed A`]],
    );
    await page.context().close();
  });

  test('map an account: a value without a hyphen is refused; saving asks about the accounts left unmapped; the value stays after a reload', async () => {
    const page = await signInAt('manager@demo.local');
    const fid = await facilityId(page);
    const before = await apiCall<GlMapping>(page, app.server.url, 'GET', `finance/gl-accounts?facilityId=${fid}`);
    assert.equal(before.status, 200);
    const accounts = before.body.groups.flatMap((g) => g.accounts);
    const defaultValue: string = accounts.find((a) => a.mappingGroup === 'DefaultAccount')!.mappingValue!;
    const unmapped = accounts.filter((a) => !a.mappingValue);
    assert.ok(unmapped.length >= 2, 'the demo data has accounts left unmapped');
    const target = unmapped[0];
    const value = `${defaultValue.split('-')[0]}-4999`;

    await openMenu(page, 'Account mapping', 'Account mapping');
    const viewRow = page.getByTestId('gl-account').filter({ has: page.getByText(target.mappingType, { exact: true }) });
    assert.match(await viewRow.first().innerText(), /Not mapped/);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const field = page.getByLabel(`GL account: ${target.mappingType}`, { exact: true });
    await field.fill('4999');
    await field.press('Tab');
    await page.getByText(GL_MESSAGES.hyphen).waitFor();
    assert.equal(await field.getAttribute('aria-invalid'), 'true');
    await field.fill(value);
    await field.press('Tab');
    await page.getByText(GL_MESSAGES.hyphen).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    const confirm = page.getByRole('alertdialog', { name: GL_MESSAGES.unmappedTitle });
    await confirm.waitFor();
    await confirm.getByText(GL_MESSAGES.unmappedConfirm).waitFor();
    const listed = (await confirm.getByRole('listitem').allInnerTexts()).map((t) => t.trim());
    assert.deepEqual(
      [...listed].sort(),
      unmapped
        .slice(1)
        .map((a) => a.mappingType)
        .sort(),
      'the remaining unmapped accounts are listed',
    );
    await confirm.getByRole('button', { name: 'Save', exact: true }).click();
    await seeToast(page, GL_MESSAGES.saved);
    await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Account mapping', level: 1 }).waitFor();
    await until('the mapped value after the reload', async () => (await viewRow.first().innerText()).includes(value));
    const after = await apiCall<GlMapping>(page, app.server.url, 'GET', `finance/gl-accounts?facilityId=${fid}`);
    const saved = after.body.groups.flatMap((g) => g.accounts).find((a) => a.id === target.id);
    assert.ok(saved, 'the account is still there');
    assert.equal(saved.mappingValue, value);
    await page.context().close();
  });

  test('an optional service with two rates, then stopped: later rates removed, a zero rate from the next day', async () => {
    const page = await signInAt('manager@demo.local');
    const fid = await facilityId(page);
    const today = melbourneToday();
    const name = uniqueName('Journey service ');
    const first = { date: addDays(today, -10), amount: '12.50' };
    const second = { date: addDays(today, 20), amount: '15.00' };

    await openMenu(page, 'Optional services', 'Optional services');
    await page.getByRole('button', { name: 'Add optional service' }).click();
    const add = page.getByRole('dialog', { name: 'Add optional service' });
    await add.waitFor();
    await add.getByLabel(/^Charge type/).fill(name);
    await add.getByLabel(/^Billing period/).selectOption('Monthly');
    await add.getByLabel('EFFECTIVE DATE, row 1').fill(first.date);
    await add.getByLabel('AMOUNT, row 1').fill(first.amount);
    await add.getByRole('button', { name: 'Add rate' }).click();
    await add.getByLabel('EFFECTIVE DATE, row 2').fill(second.date);
    await add.getByLabel('AMOUNT, row 2').fill(second.amount);
    await add.getByRole('button', { name: 'Save' }).click();
    await seeToast(page, SERVICE_SAVED);
    await add.waitFor({ state: 'detached' });

    const row = page.getByTestId('optional-service').filter({ has: page.getByRole('button', { name, exact: true }) });
    await row.waitFor();
    const listed = await apiCall<Services>(page, app.server.url, 'GET', `facilities/optional-services?facilityId=${fid}`);
    const created = listed.body.services.find((s) => s.typeDescription === name);
    assert.ok(created, 'the service is saved');
    assert.equal(created.status, 'Scheduled');
    assert.deepEqual(
      created.ratesList.map((r) => [r.startDate, r.endDate, r.value]),
      [
        [first.date, addDays(second.date, -1), first.amount],
        [second.date, null, second.amount],
      ],
    );
    // No stop date while it runs on.
    assert.deepEqual(await cells(row), [name, 'Monthly', 'Scheduled', `$${first.amount}`, '', 'Edit']);

    // stop it yesterday: the later rate goes, the current one ends yesterday, $0.00 from today
    const stopDate = addDays(today, -1);
    await row.getByRole('button', { name: `Edit: ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit optional service' });
    await edit.waitFor();
    await edit.getByLabel(/^Stop date/).fill(stopDate);
    const preview = edit.getByRole('table', { name: 'Rates after stopping' });
    await preview.waitFor();
    const expectedRows = [
      [`$${first.amount}`, displayDate(first.date)],
      ['$0.00', `${displayDate(today)} latest`],
    ];
    const previewRows = await preview.locator('tbody tr').all();
    assert.deepEqual(
      await Promise.all(previewRows.map(async (r) => (await cells(r)).map((c) => c.replace(/\s+/g, ' ')))),
      expectedRows,
    );
    await edit.getByRole('button', { name: 'Save' }).click();
    await seeToast(page, SERVICE_SAVED);
    await edit.waitFor({ state: 'detached' });
    await until('the service to show Stopped', async () => (await cells(row))[2] === 'Stopped');
    // Its stop date is shown beside the status.
    assert.deepEqual(await cells(row), [name, 'Monthly', 'Stopped', '$0.00', displayDate(stopDate), 'Edit']);

    // its rates as saved, on screen and from the API
    await row.getByRole('button', { name, exact: true }).click();
    const view = page.getByRole('dialog', { name: 'Optional service' });
    await view.waitFor();
    const rates = view.getByRole('table', { name: `Rates: ${name}` });
    const shown = await Promise.all(
      (await rates.locator('tbody tr').all()).map(async (r) => (await cells(r)).map((c) => c.replace(/\s+/g, ' '))),
    );
    assert.deepEqual(shown, expectedRows);
    await view.getByRole('button', { name: 'Close' }).first().click();
    const after = await apiCall<Services>(page, app.server.url, 'GET', `facilities/optional-services?facilityId=${fid}`);
    const stopped = after.body.services.find((s) => s.id === created.id);
    assert.ok(stopped, 'the service is still listed');
    assert.equal(stopped.status, 'Stopped');
    assert.equal(stopped.stopped, true);
    assert.equal(stopped.rate, '0.00');
    assert.deepEqual(
      stopped.ratesList.map((r) => [r.startDate, r.endDate, r.value]),
      [
        [first.date, stopDate, first.amount],
        [today, null, '0.00'],
      ],
    );
    await page.context().close();
  });

  test('a clinical integration run by the system user completes; a manager is refused by the API', async () => {
    const page = await signInAt('system@demo.local', null);
    const facilityName = 'Elm Park Lodge';
    await page.goto(`${app.server.url}/customerCare/clinicalIntegration/OnboardResidents`);
    await page.getByRole('heading', { name: CLINICAL.onboardTitle, level: 1 }).waitFor();
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Submit' }).click();
    await main.getByText(CLINICAL.facilityRequired).waitFor();
    const select = main.getByLabel(/^Facility/);
    await until('the facilities to load', async () => (await select.locator('option').count()) > 1);
    await select.selectOption({ label: facilityName });
    const fid = Number(await select.inputValue());
    await main.getByText('No requests have been submitted for this facility.').waitFor();

    await main.getByRole('button', { name: 'Submit' }).click();
    // submitted: the new request shows at once, waiting on the clinical system (the simulator takes a few seconds)
    const requests = main.getByRole('table', { name: 'Requests' }).getByTestId('clinical-request');
    await main.getByRole('status').filter({ hasText: 'Waiting for the clinical system to complete the request...' }).waitFor();
    assert.equal(await requests.count(), 1);
    assert.equal((await cells(requests.first()))[3], 'Submitted');
    await seeToast(page, CLINICAL.onboardSubmitted);
    // the screen polls every 5 s until the clinical simulator has completed the job
    await until('the request to show Completed', async () => (await cells(requests.first()))[3]?.startsWith('Completed'), {
      timeoutMs: 60_000,
      intervalMs: 500,
    });
    await main.getByRole('status').filter({ hasText: 'Waiting for the clinical system' }).waitFor({ state: 'detached' });
    const row = await cells(requests.first());
    const status = await apiCall<ClinicalRequest[]>(
      page,
      app.server.url,
      'GET',
      `customerCare/integrate-residents-into-clinical/${fid}?operationType=OnboardResidents&facilityId=${fid}`,
    );
    assert.equal(status.status, 200);
    assert.equal(status.body.length, 1);
    assert.equal(status.body[0].status, 'Completed');
    assert.equal(status.body[0].isCompleted, true);
    assert.ok(status.body[0].residentCount > 0);
    assert.equal(row[1], status.body[0].requestedBy);
    assert.equal(row[2], String(status.body[0].residentCount));
    assert.notEqual(row[4], '', 'completed on is shown');
    await page.context().close();

    // a manager (not a system user) is refused both calls
    const manager = await signInAt('manager@demo.local');
    const mfid = await facilityId(manager);
    const post = await apiCall(
      manager,
      app.server.url,
      'POST',
      `customerCare/integrate-residents-into-clinical/${mfid}?facilityId=${mfid}`,
      'OnboardResidents',
    );
    assert.equal(post.status, 403);
    const get = await apiCall(
      manager,
      app.server.url,
      'GET',
      `customerCare/integrate-residents-into-clinical/${mfid}?operationType=OnboardResidents&facilityId=${mfid}`,
    );
    assert.equal(get.status, 403);
    await manager.context().close();
  });
});
