/**
 * The leads area, as the demo users in Chromium: a new enquiry taken through the pipeline on the lead board
 * (created, dragged to Tour booked with its tour, to Tour completed, refused back to Enquiries, exported, admitted to a
 * bed), ordering that survives a reload, the filters, the filtered export, archive and restore, and a user who can only
 * view leads (finance@demo.local: leadsDetails view without modify). Bayside Gardens has open leads in all five columns.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { newContext, signIn } from '../lib/browser';
import {
  COLUMNS,
  addDays,
  apiCall,
  boardLoaded,
  card,
  cardRow,
  column,
  columnOf,
  currentFacilityId,
  displayDate,
  keyboardDrag,
  machineMelbourneToday,
  melbourneToday,
  openBoard,
  readBoard,
  readColumn,
  readWorkbook,
  seeToast,
  uniqueName,
  until,
  type LeadStatus,
} from '../lib/leads';
import { accessToken, chooseFacility } from '../lib/pages';
import { useServerAndBrowser } from '../lib/harness';

const app = useServerAndBrowser();

const FACILITY = 'Bayside Gardens';
const VIEWPORT = { width: 1700, height: 1000 };

async function signInAt(email: string): Promise<Page> {
  const context = await newContext(app.browser, { viewport: VIEWPORT, acceptDownloads: true });
  const page = await signIn(context, app.server.url, email);
  await chooseFacility(page, FACILITY);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leads', exact: true }).waitFor();
  return page;
}

/** The board's counts for a filter, as the API the board uses answers them. */
async function expectedBoard(page: Page, facilityId: number, filter: Record<string, string>) {
  const query = new URLSearchParams({ take: '10', facilityId: String(facilityId), ...filter });
  const r = await apiCall(page, app.server.url, 'GET', `leads/dashboard/?${query}`);
  assert.equal(r.status, 200);
  return Object.fromEntries(
    COLUMNS.map((c) => [
      c.status,
      { count: r.body[c.key].totalCount as number, ids: (r.body[c.key].result as any[]).map((x) => x.residencyId as number) },
    ]),
  ) as Record<LeadStatus, { count: number; ids: number[] }>;
}

/** Waits until every column shows the cards and the count the API gives for the filter. */
async function boardShows(page: Page, expected: Record<LeadStatus, { count: number; ids: number[] }>, what: string) {
  await until(what, async () => {
    const board = await readBoard(page);
    return COLUMNS.every(
      (c) =>
        board[c.status].count === expected[c.status].count &&
        board[c.status].cards.map((x) => x.residencyId).join() === expected[c.status].ids.join(),
    );
  });
}

async function exportBoard(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to Excel' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'LeadsReport.xlsx');
  return readWorkbook(await download.path());
}

describe('leads area', () => {
  test('a new enquiry through the pipeline: created, dragged to Tour booked with its tour, to Tour completed, refused back to Enquiries, exported, admitted to a bed', async () => {
    const page = await signInAt('manager@demo.local');
    const today = melbourneToday();
    const firstName = uniqueName('Ada');
    const lastName = uniqueName('Journey');
    const name = `${firstName} ${lastName}`;

    // 1. create the lead; it opens on its page, then shows at the top of Enquiries
    await openBoard(page);
    const enquiriesBefore = (await readColumn(page, 'Enquiries')).count;
    await page.getByRole('link', { name: 'Create lead' }).click();
    const form = page.getByRole('form', { name: 'Create lead' });
    await form.waitFor();
    assert.match(page.url(), /\/createLead$/);
    assert.equal(await form.getByLabel('Care type').inputValue(), 'Permanent', 'care type defaults to Permanent');
    assert.equal(await form.getByLabel('Entitlement type').inputValue(), 'MCA', 'entitlement defaults to MCA');
    await form.getByLabel('The lead is the contact').check();
    await form.getByLabel(/^First name/).fill(firstName);
    await form.getByLabel(/^Last name/).fill(lastName);
    await form.getByLabel('Sex', { exact: true }).selectOption('Female');
    await form.getByLabel('Requested admission date').fill(addDays(today, 21));
    // the card's Created date is the database's own stamp (the machine's time, which RM_CLOCK does not move)
    const createdFrom = machineMelbourneToday();
    await form.getByRole('button', { name: 'Save' }).click();
    await seeToast(page, 'Lead was created successfully.');
    await page.getByRole('heading', { name }).waitFor();
    const createdOn = [createdFrom, machineMelbourneToday()].map(displayDate);
    assert.match(page.url(), /\/viewLead\/\d+$/);
    const residentId = Number(page.url().split('/').pop());
    assert.equal(await page.getByTestId('display-label').innerText(), 'Enquiry for Permanent care');

    await openBoard(page);
    const enquiries = await readColumn(page, 'Enquiries');
    assert.equal(enquiries.count, enquiriesBefore + 1);
    assert.equal(enquiries.cards[0].name, name, 'the new lead is at the top of Enquiries');
    assert.equal(enquiries.cards[0].residentId, residentId);
    const residencyId = enquiries.cards[0].residencyId;
    assert.equal(cardRow(enquiries.cards[0].text, 'Tour'), 'No tour');
    assert.ok(createdOn.includes(cardRow(enquiries.cards[0].text, 'Created') ?? ''), "created today (the machine's day)");
    assert.equal(cardRow(enquiries.cards[0].text, 'Requested'), displayDate(addDays(today, 21)));

    // 2. drag it to Tour booked: the tour dialog opens; book the tour; the card shows it
    const bookedBefore = (await readColumn(page, 'TourBooked')).count;
    await keyboardDrag(page, name, ['ArrowRight']);
    const book = page.getByRole('dialog', { name: 'Book tour' });
    await book.waitFor();
    const facilitatorSelect = book.getByLabel('Tour facilitator');
    await until('the facilitators to load', async () => (await facilitatorSelect.locator('option').count()) > 1);
    assert.equal(await book.getByLabel('Tour time').inputValue(), '12:30', 'the tour time defaults to 12:30 PM');
    await book.getByRole('button', { name: 'Save' }).click();
    await book.getByText('Please select the tour facilitator.').waitFor();
    await facilitatorSelect.selectOption({ index: 1 });
    const facilitator = (await facilitatorSelect.locator('option:checked').innerText()).trim();
    const tourDay = addDays(today, 3);
    await book.getByLabel('Tour date').fill(tourDay);
    assert.equal(await book.getByTestId('tour-past-time').count(), 0, 'a future tour is not flagged as past');
    await book.getByLabel('Attendees').fill('Daughter');
    await book.getByRole('button', { name: 'Save' }).click();
    await seeToast(page, 'Tour Saved successfully!');
    await book.waitFor({ state: 'detached' });
    const tourText = `Booked ${displayDate(tourDay)} 12:30 PM (${facilitator})`;
    await until(
      'the card to show its tour in Tour booked',
      async () =>
        (await columnOf(page, residencyId)) === 'TourBooked' &&
        cardRow(await card(page, residencyId).innerText(), 'Tour') === tourText,
    );
    await until(
      'the column counts to follow the move',
      async () =>
        (await readColumn(page, 'TourBooked')).count === bookedBefore + 1 &&
        (await readColumn(page, 'Enquiries')).count === enquiriesBefore,
    );

    // 3. drag it to Tour completed: the dialog asks to complete the tour (cannot be undone)
    const completedBefore = (await readColumn(page, 'TourCompleted')).count;
    await keyboardDrag(page, name, ['ArrowRight']);
    const complete = page.getByRole('dialog', { name: 'Complete tour' });
    await complete.waitFor();
    await until(
      'the tour to load into the dialog',
      async () => (await complete.getByLabel('Tour date').inputValue()) === tourDay,
    );
    assert.equal((await complete.getByLabel('Tour facilitator').locator('option:checked').innerText()).trim(), facilitator);
    await complete.getByRole('button', { name: 'Mark as completed' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Mark tour as completed' });
    await confirm.getByText('Marking the tour completed cannot be undone. Do you want to continue?').waitFor();
    await confirm.getByRole('button', { name: 'Mark as completed' }).click();
    await seeToast(page, 'Tour Saved successfully!');
    const completedText = `Completed ${displayDate(tourDay)} 12:30 PM (${facilitator})`;
    await until(
      'the card to show the completed tour in Tour completed',
      async () =>
        (await columnOf(page, residencyId)) === 'TourCompleted' &&
        cardRow(await card(page, residencyId).innerText(), 'Tour') === completedText,
    );
    await until(
      'the column counts to follow the move',
      async () =>
        (await readColumn(page, 'TourCompleted')).count === completedBefore + 1 &&
        (await readColumn(page, 'TourBooked')).count === bookedBefore,
    );

    // 4. back to Enquiries: refused with the seed's message; nothing moves (also after a reload)
    await keyboardDrag(page, name, ['ArrowLeft', 'ArrowLeft']);
    const refusal = await seeToast(page, /^Tour already completed/);
    assert.match(refusal, /^Tour already completed\. The lead cannot be moved to Enquiries\./);
    assert.equal(await page.getByRole('dialog').count(), 0, 'no tour dialog for a refused move');
    assert.equal(await columnOf(page, residencyId), 'TourCompleted');
    await page.reload();
    await boardLoaded(page);
    assert.equal(await columnOf(page, residencyId), 'TourCompleted');
    assert.equal(cardRow(await card(page, residencyId).innerText(), 'Tour'), completedText);
    // and the tour can no longer be changed from the card's menu
    await card(page, residencyId)
      .getByRole('button', { name: `Actions for ${name}` })
      .click();
    await page
      .getByRole('dialog', { name: `Actions for ${name}` })
      .getByRole('button', { name: 'Tour', exact: true })
      .click();
    const done = page.getByRole('dialog', { name: 'Tour', exact: true });
    await done.getByText('This tour has been completed.').waitFor();
    assert.equal(await done.getByRole('button', { name: 'Save' }).count(), 0);
    assert.equal(await done.getByRole('button', { name: 'Delete tour' }).count(), 0);
    assert.equal(await done.getByLabel('Tour date').isDisabled(), true);
    await done.getByRole('button', { name: 'Close' }).first().click();
    await done.waitFor({ state: 'detached' });

    // 7. export: a real .xlsx with one row per open lead, column by column, the new lead's row with its tour
    const board = await readBoard(page);
    const sheet = await exportBoard(page);
    assert.equal(sheet.sheetName, 'Leads');
    assert.deepEqual(sheet.headers.slice(0, 4), ['Column', 'Status', 'First name', 'Last name']);
    assert.equal(
      sheet.rows.length,
      COLUMNS.reduce((n, c) => n + board[c.status].count, 0),
      'one row per lead on the board',
    );
    for (const c of COLUMNS) {
      assert.equal(sheet.rows.filter((r) => r.Column === c.title).length, board[c.status].count, `rows of ${c.title}`);
    }
    assert.deepEqual(
      [...new Set(sheet.rows.map((r) => r.Column))],
      COLUMNS.map((c) => c.title),
      'rows grouped by column, in board order',
    );
    const row = sheet.rows.find((r) => r['First name'] === firstName && r['Last name'] === lastName);
    assert.ok(row, 'the new lead is in the spreadsheet');
    assert.equal(row.Column, 'Tour completed');
    assert.equal(row.Status, 'Lead');
    assert.equal(row['Care type'], 'Permanent');
    assert.equal(row['Tour date and time'], `${tourDay} 12:30:00`);
    assert.equal(row['Tour completed'], 'Yes');
    assert.equal(row['Tour facilitator'], facilitator);
    assert.ok(createdOn.includes(String(row.Created)), `created ${String(row.Created)}`);
    // the first rows of each column are the cards the board shows first
    for (const c of COLUMNS) {
      const names = sheet.rows
        .filter((r) => r.Column === c.title)
        .slice(0, board[c.status].cards.length)
        .map((r) => `${r['First name']} ${r['Last name']}`);
      assert.deepEqual(
        names,
        board[c.status].cards.map((x) => x.name),
        `order of ${c.title}`,
      );
    }

    // 8. admit it to a free bed from its page: the resident view opens
    await card(page, residencyId).getByRole('link', { name }).click();
    await page
      .getByTestId('lead-tour')
      .filter({ hasText: `Completed ${displayDate(tourDay)} 12:30 PM with ${facilitator}` })
      .waitFor();
    await page.getByRole('group', { name: 'Lead actions' }).getByRole('button', { name: 'Admit', exact: true }).click();
    const admit = page.getByRole('dialog', { name: 'Admit resident' });
    await admit.waitFor();
    assert.equal(await admit.getByLabel('Admission date').inputValue(), today);
    const bed = admit.getByLabel('Bed', { exact: false }).first();
    await until('the free beds to load', async () => (await bed.isEnabled()) && (await bed.locator('option').count()) > 1);
    await admit.getByRole('button', { name: 'Admit', exact: true }).click();
    await admit.getByText('Please select a bed.').waitFor();
    await bed.selectOption({ index: 1 });
    await admit.getByLabel('Accommodation class').selectOption({ label: 'From 1st Nov 2025' });
    await admit.getByRole('button', { name: 'Admit', exact: true }).click();
    // what the user waits for: the resident's page, labelled as a resident (the lead page can linger for a moment)
    await page
      .getByTestId('display-label')
      .filter({ hasText: /^Permanent resident$/ })
      .waitFor({ timeout: 30_000 });
    await page.getByRole('group', { name: 'Lead actions' }).waitFor({ state: 'detached' });
    await page.getByRole('heading', { name }).waitFor();
    assert.match(page.url(), new RegExp(`/viewResident/${residentId}$`));
    // no longer on the lead board
    await openBoard(page);
    assert.equal(await columnOf(page, residencyId), null);
    assert.equal((await readColumn(page, 'TourCompleted')).count, completedBefore);
    await page.context().close();
  });

  test('ordering survives a reload; the filters change the columns; the filtered export; archive a lead and restore it from /archivedLeads', async () => {
    const page = await signInAt('manager@demo.local');
    const facilityId = await currentFacilityId(page);
    await openBoard(page);

    // 5. reorder within a column (keyboard): the first card goes one down, and stays there after a reload
    const enquiries = await readColumn(page, 'Enquiries');
    assert.ok(enquiries.cards.length >= 3, 'Enquiries has at least three cards');
    const [a, b, c] = enquiries.cards;
    const saved = page.waitForResponse((r) => r.url().includes('/api/leads/lead-order') && r.request().method() === 'PUT');
    await keyboardDrag(page, a.name, ['ArrowDown']);
    assert.equal((await saved).status(), 200);
    assert.deepEqual(
      (await readColumn(page, 'Enquiries')).cards.slice(0, 3).map((x) => x.residencyId),
      [b.residencyId, a.residencyId, c.residencyId],
    );
    await page.reload();
    await boardLoaded(page);
    const reloaded = await readColumn(page, 'Enquiries');
    assert.deepEqual(
      reloaded.cards.slice(0, 3).map((x) => x.residencyId),
      [b.residencyId, a.residencyId, c.residencyId],
      'the order survives a reload',
    );
    assert.equal(reloaded.count, enquiries.count);

    // 6. filters: each one narrows the columns to the cards the API gives for it, and the cards show why
    const all = await readBoard(page);
    const filterBar = page.getByRole('group', { name: 'Filter leads' });
    const fewer = (expected: Record<LeadStatus, { count: number }>) =>
      COLUMNS.some((col) => expected[col.status].count < all[col.status].count);

    await filterBar.getByLabel('Care type').selectOption('Respite');
    const respite = await expectedBoard(page, facilityId, { leadCareType: 'Respite' });
    assert.ok(fewer(respite), 'the Respite filter leaves fewer cards');
    await boardShows(page, respite, 'the Respite leads only');
    for (const col of Object.values(await readBoard(page))) {
      for (const x of col.cards) assert.match(x.text, /Respite/, `${x.name} is a respite lead`);
    }
    // 7 (filtered). the export follows the filter: respite leads only
    const respiteSheet = await exportBoard(page);
    assert.equal(
      respiteSheet.rows.length,
      COLUMNS.reduce((n, col) => n + respite[col.status].count, 0),
    );
    assert.ok(
      respiteSheet.rows.length > 0 && respiteSheet.rows.every((r) => r['Care type'] === 'Respite'),
      'only respite leads are exported',
    );
    await filterBar.getByLabel('Care type').selectOption('All');
    await boardShows(page, await expectedBoard(page, facilityId, {}), 'every lead again');

    const locationSelect = filterBar.getByLabel('Location');
    await until('the locations to load', async () => (await locationSelect.locator('option').count()) > 1);
    await locationSelect.selectOption({ index: 1 });
    const locationId = await locationSelect.inputValue();
    const locationName = (await locationSelect.locator('option:checked').innerText()).trim();
    const byLocation = await expectedBoard(page, facilityId, { locationId });
    assert.ok(fewer(byLocation), 'the location filter leaves fewer cards');
    await boardShows(page, byLocation, `the leads preferring ${locationName}`);
    for (const col of Object.values(await readBoard(page))) {
      for (const x of col.cards) assert.equal(cardRow(x.text, 'Location'), locationName, `${x.name} prefers ${locationName}`);
    }
    await locationSelect.selectOption({ label: 'All' });

    await filterBar.getByLabel('Gender').selectOption('Female');
    const female = await expectedBoard(page, facilityId, { gender: 'Female' });
    assert.ok(fewer(female), 'the gender filter leaves fewer cards');
    await boardShows(page, female, 'the female leads only');
    await filterBar.getByLabel('Gender').selectOption({ label: 'All' });

    const withClass = Object.values(all)
      .flatMap((col) => col.cards)
      .map((x) => cardRow(x.text, 'AN-ACC'))
      .find((t) => t && t !== '-');
    assert.ok(withClass, 'a card shows an expected AN-ACC class');
    const classSelect = filterBar.getByLabel('AN-ACC class');
    await until('the AN-ACC classes to load', async () => (await classSelect.locator('option').count()) > 1);
    await classSelect.selectOption({ label: withClass });
    const byClass = await expectedBoard(page, facilityId, { anaccClass: await classSelect.inputValue() });
    assert.ok(fewer(byClass), 'the AN-ACC filter leaves fewer cards');
    await boardShows(page, byClass, `the leads of ${withClass}`);
    for (const col of Object.values(await readBoard(page))) {
      for (const x of col.cards) assert.equal(cardRow(x.text, 'AN-ACC'), withClass);
    }
    await classSelect.selectOption({ label: 'All' });
    await boardShows(page, await expectedBoard(page, facilityId, {}), 'every lead again');

    // 9. archive a lead from its card's menu, then restore it from /archivedLeads
    const confirmed = await readColumn(page, 'Confirmed');
    const lead = confirmed.cards[0];
    await card(page, lead.residencyId)
      .getByRole('button', { name: `Actions for ${lead.name}` })
      .click();
    await page
      .getByRole('dialog', { name: `Actions for ${lead.name}` })
      .getByRole('button', { name: 'Archive', exact: true })
      .click();
    const archive = page.getByRole('alertdialog', { name: 'Archive' });
    await archive.getByText('Do you want to archive this lead?').waitFor();
    await archive.getByRole('button', { name: 'Archive' }).click();
    await seeToast(page, 'Saved successfully.');
    await until(
      'the archived lead to leave the board',
      async () =>
        (await columnOf(page, lead.residencyId)) === null && (await readColumn(page, 'Confirmed')).count === confirmed.count - 1,
    );

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Archived leads', exact: true }).click();
    const archived = page.getByRole('table', { name: 'Archived leads' });
    const archivedRow = archived
      .getByTestId('archived-lead')
      .filter({ has: page.locator(`a[href="/viewLead/${lead.residentId}"]`) });
    await archivedRow.waitFor();
    assert.match(await archivedRow.innerText(), /Archived lead/);
    const archivedCount = await archived.getByTestId('archived-lead').count();
    await archivedRow.getByRole('button', { name: `Send to leads: ${lead.name}` }).click();
    const restore = page.getByRole('alertdialog', { name: 'Send to leads' });
    await restore.getByText('Do you want to send this lead back to the leads?').waitFor();
    await restore.getByRole('button', { name: 'Send to leads' }).click();
    await seeToast(page, 'Saved successfully.');
    await archivedRow.waitFor({ state: 'detached' });
    assert.equal(await archived.getByTestId('archived-lead').count(), archivedCount - 1);

    await openBoard(page);
    const back = await readColumn(page, 'Confirmed');
    assert.equal(back.count, confirmed.count);
    assert.equal(back.cards[0].residencyId, lead.residencyId, 'the restored lead is back at the top of its column');
    await page.context().close();
  });

  test('at 1280 px the five columns show side by side and a keyboard-only drag takes a lead across to Confirmed, announced by the column headings', async () => {
    const context = await newContext(app.browser, { viewport: { width: 1280, height: 800 } });
    const page = await signIn(context, app.server.url, 'manager@demo.local');
    await chooseFacility(page, FACILITY);
    await openBoard(page);
    for (const c of COLUMNS) {
      const box = (await column(page, c.status).boundingBox())!;
      assert.ok(box.x >= 0 && box.x + box.width <= 1280, `${c.title} is inside the 1280 px window (${box.x}+${box.width})`);
    }
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 1280, 'the page does not scroll sideways');

    const enquiries = await readColumn(page, 'Enquiries');
    const lead = enquiries.cards[enquiries.cards.length - 1];
    assert.ok(lead, 'Enquiries has a lead');
    const confirmedBefore = (await readColumn(page, 'Confirmed')).count;
    const saved = page.waitForResponse((r) => r.url().includes('/api/leads/lead-order') && r.request().method() === 'PUT');
    const heard = await keyboardDrag(page, lead.name, ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight']);
    assert.match(heard[0], new RegExp(`^Lifted ${lead.name} from Enquiries, position \\d+ of ${enquiries.count}\\.`));
    ['Tour booked', 'Tour completed', 'Waiting', 'Confirmed'].forEach((title, i) =>
      assert.match(heard[i + 1], new RegExp(`^Moved to ${title}, position \\d+ of \\d+\\.$`), `step ${i + 1}: ${heard[i + 1]}`),
    );
    assert.match(heard[5], new RegExp(`^Dropped ${lead.name} in Confirmed, position \\d+ of ${confirmedBefore + 1}\\.$`));
    for (const text of heard)
      assert.doesNotMatch(text, /TourBooked|TourCompleted|\blist\b/, 'columns are named by their headings');
    assert.equal((await saved).status(), 200);
    await until('the card to show in Confirmed', async () => (await columnOf(page, lead.residencyId)) === 'Confirmed');

    // saved: after a reload the lead is still in Confirmed, and the API has it there
    await page.reload();
    await boardLoaded(page);
    assert.equal(await columnOf(page, lead.residencyId), 'Confirmed');
    assert.equal((await readColumn(page, 'Confirmed')).count, confirmedBefore + 1);
    const facilityId = await currentFacilityId(page);
    const board = await expectedBoard(page, facilityId, { leadCareType: 'All' });
    assert.equal(board.Confirmed.count, confirmedBefore + 1, 'GET leads/dashboard/ counts the lead in Confirmed');
    assert.ok(!board.Enquiries.ids.includes(lead.residencyId), 'and no longer in Enquiries');
    await context.close();
  });

  test('a user without modify permission (finance) cannot drag cards or edit tours; the API refuses the move with 403', async () => {
    const page = await signInAt('finance@demo.local');
    const facilityId = await currentFacilityId(page);
    await openBoard(page);
    const before = await readBoard(page);
    assert.ok(before.Enquiries.cards.length > 0 && before.TourBooked.cards.length > 0);
    assert.equal(await page.getByRole('link', { name: 'Create lead' }).count(), 0, 'no Create lead');
    assert.equal(await page.getByLabel(/^Move /).count(), 0, 'no drag handles');
    assert.equal(await page.locator('[data-rfd-drag-handle-draggable-id]').count(), 0, 'nothing can be picked up');

    // a mouse drag of a card from Enquiries onto Tour booked does nothing
    const first = before.Enquiries.cards[0];
    const from = (await card(page, first.residencyId).boundingBox())!;
    const to = (await column(page, 'TourBooked').boundingBox())!;
    await page.mouse.move(from.x + 10, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 30, from.y + from.height / 2, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 150, { steps: 20 });
    await page.mouse.up();
    assert.equal(await page.getByRole('dialog').count(), 0, 'no tour dialog');
    assert.equal(await columnOf(page, first.residencyId), 'Enquiries');
    const after = await readBoard(page);
    for (const c of COLUMNS) assert.equal(after[c.status].count, before[c.status].count, `${c.title} unchanged`);

    // the tour dialog is read-only
    const booked = before.TourBooked.cards[0];
    await card(page, booked.residencyId)
      .getByRole('button', { name: `Actions for ${booked.name}` })
      .click();
    await page
      .getByRole('dialog', { name: `Actions for ${booked.name}` })
      .getByRole('button', { name: 'Tour', exact: true })
      .click();
    const tour = page.getByRole('dialog', { name: 'Tour', exact: true });
    await tour.getByText('You can view this tour but not change it.').waitFor();
    const facilitator = tour.getByLabel('Tour facilitator');
    await until('the tour to load', async () => (await facilitator.inputValue()) !== '');
    assert.match(
      cardRow(booked.text, 'Tour') ?? '',
      new RegExp(`\\(${(await facilitator.locator('option:checked').innerText()).trim()}\\)$`),
    );
    for (const field of ['Tour facilitator', 'Tour date', 'Tour time', 'Attendees']) {
      assert.equal(await tour.getByLabel(field).isDisabled(), true, `${field} is read-only`);
    }
    for (const button of ['Save', 'Mark as completed', 'Delete tour']) {
      assert.equal(await tour.getByRole('button', { name: button }).count(), 0, `no ${button}`);
    }
    await tour.getByRole('button', { name: 'Close' }).first().click();
    await tour.waitFor({ state: 'detached' });

    // the app.server refuses the move too, and nothing changes
    const token = await accessToken(page);
    const refused = await page.evaluate(
      async ({ url, token, body }) => {
        const r = await fetch(url, {
          method: 'PUT',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        return r.status;
      },
      {
        url: `/api/leads/lead-status?facilityId=${facilityId}`,
        token,
        body: { residencyId: booked.residencyId, status: 'Waiting', orderNumber: null },
      },
    );
    assert.equal(refused, 403);
    await page.reload();
    await boardLoaded(page);
    assert.equal(await columnOf(page, booked.residencyId), 'TourBooked');
    await page.context().close();
  });
});
