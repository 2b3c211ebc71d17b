/**
 * A month's Medicare statements as the finance officer in Chromium, at Bayside Gardens, on the last ended month of the
 * journeys' clock: fetch the payment statement from the statement list (the simulator publishes it) and see its
 * totals and variance, download its XML; open the expected statement from the navigator (the read builds it) and walk
 * its tabs, the balances workbook downloaded and uploaded back (anything else refused with the seed's dialog); the
 * statement list and the variance payments page at 390 px (no horizontal overflow, the actions reachable by
 * keyboard); reconcile the variance payments (a pair matched in the match dialog, a line written off, one carried
 * over, one accepted, a note added after the empty form is refused, the rest acted on several lines at a time under
 * the Not actioned filter), finalise and see the month read-only. Every export is read back as a workbook with the
 * rows the API answers. Screenshots of each screen go to RM_E2E_SHOTS when set.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { newContext, signIn } from '../lib/browser';
import { readWorkbook, seeToast } from '../lib/leads';
import { apiCall, chooseFacility, until } from '../lib/pages';
import { currentFacilityId } from '../lib/residents';
import {
  download,
  downloadsFolder,
  lastEndedMonth,
  noHorizontalOverflow,
  shot,
  STATEMENT_WORDS as W,
  varianceLines,
  type VarianceLine,
} from '../lib/statements';
import { useServerAndBrowser } from '../lib/harness';

const app = useServerAndBrowser();
const month = lastEndedMonth();
const folder = downloadsFolder();
const BASE = {
  list: '/funding/medicare-statements',
  expected: `/statementNavigator/view-expected-monthly-statement/${month.monthAndYear}`,
  actual: `/statementNavigator/viewStatement/${month.monthAndYear}`,
  variance: `/statementNavigator/variance-statement/${month.monthAndYear}`,
};

async function financeAt(width: number, height = 900): Promise<Page> {
  const context = await newContext(app.browser, { viewport: { width, height }, acceptDownloads: true });
  const page = await signIn(context, app.server.url, 'finance@demo.local');
  await chooseFacility(page, 'Bayside Gardens');
  await until('Bayside Gardens is selected', async () => (await currentFacilityId(page)) === 1);
  return page;
}

const get = <T = any>(page: Page, path: string) =>
  apiCall<T>(page, app.server.url, 'GET', `${path}${path.includes('?') ? '&' : '?'}facilityId=1`);

/** The statement list's row of the month. */
const monthRow = (page: Page) => page.getByTestId(`statement-${month.monthAndYear}`);

/** A page action: a link or a button (shared-ui ActionBar draws `to` actions as links). */
const action = (scope: Page | Locator, name: string) =>
  scope
    .getByRole('link', { name, exact: true })
    .or(scope.getByRole('button', { name, exact: true }))
    .first();

// ------------------------------------------------------------------ the variance payments screen

const enabledBoxes = (scope: Page | Locator, side: 'expected' | 'actual') =>
  scope.locator(`input[type="checkbox"][aria-label^="Select ${side} "]:not([disabled])`);

/** The line id of a line's checkbox (its table row carries it). */
async function lineIdOf(box: Locator): Promise<number> {
  const id = await box.locator('xpath=ancestor::tr[1]').getAttribute('data-line-id');
  assert.ok(id, 'the line row names its line');
  return Number(id);
}

const actionsBar = (page: Page) => page.getByRole('group', { name: 'Reconciliation actions' });

/** Runs one of the sticky bar's actions on the selection and waits for the lines to leave the Not actioned list. */
async function act(page: Page, name: string, ids: readonly number[]): Promise<void> {
  const button = actionsBar(page).getByRole('button', { name, exact: true });
  assert.ok(await button.isEnabled(), `${name} is enabled for the selection`);
  await button.click();
  if (name === 'Match') {
    const dialog = page.getByRole('alertdialog', { name: 'Match values' });
    await dialog.getByTestId('match-values').waitFor();
    await shot(page, 'variance-match-dialog-1280');
    await dialog.getByRole('button', { name: 'Match', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }
  await until(`the lines ${ids.join(', ')} to be actioned`, async () => {
    for (const id of ids) if ((await page.locator(`tr[data-line-id="${id}"]`).count()) > 0) return false;
    return true;
  });
  await actionsBar(page).getByText('0 lines selected').waitFor();
}

/** Checks each box (they stay selectable with one another) and answers their line ids. */
async function select(boxes: readonly Locator[]): Promise<number[]> {
  const ids: number[] = [];
  for (const box of boxes) {
    ids.push(await lineIdOf(box));
    await box.check();
  }
  return ids;
}

async function openVariancePayments(page: Page): Promise<void> {
  await page.goto(`${app.server.url}${BASE.variance}/payments`);
  await page.getByRole('heading', { name: 'Variance statement', level: 1 }).waitFor();
  await page.getByLabel('Filter').waitFor();
  await page
    .locator('section[data-testid^="recipient-"]')
    .first()
    .or(page.getByText('There are no lines under this filter.'))
    .first()
    .waitFor();
}

describe('funding statements', () => {
  test('fetch the payment statement of the month: totals, variance and the XML', async () => {
    const page = await financeAt(1280);
    await page.goto(`${app.server.url}${BASE.list}`);
    await page.getByRole('heading', { name: 'Medicare statements', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Medicare statements' }).waitFor();
    await shot(page, 'list-before-fetch-1280');

    await page.getByRole('button', { name: 'Fetch payment statement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fetch payment statement' });
    const claimMonth = dialog.getByLabel('Claim month');
    // The last ended month is offered first.
    assert.equal(await claimMonth.inputValue(), month.monthAndYear);
    await claimMonth.selectOption({ label: month.label });
    await shot(page, 'fetch-dialog-1280');
    await dialog.getByRole('button', { name: 'Fetch payment statement' }).click();
    await seeToast(page, W.fetched);
    await dialog.waitFor({ state: 'detached' });

    // The list shows the statement total; the expected total and the variance once the expected statement is built.
    const row = monthRow(page);
    await until('the statement total', async () => /\$[\d,]+\.\d{2}/.test(await row.innerText()));
    const expected = await get(page, `funding/expected-statement?monthAndYear=${month.monthAndYear}`);
    assert.equal(expected.status, 200, JSON.stringify(expected.body));
    await page.reload();
    await row.getByRole('link', { name: `Variance statement ${month.label}` }).waitFor();
    const list = await get<Array<Record<string, any>>>(page, 'funding/medicare-statements');
    const item = list.body.find((s) => s.monthAndYear === month.monthAndYear);
    assert.ok(item?.statementTotal && item.expectedStatementTotal && item.statementVariance !== null, JSON.stringify(item));
    const money = (v: string) => `$${Number(v).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const variance = Number(item.statementVariance);
    const varianceText = `${variance < 0 ? '(' : ''}${Math.abs(variance).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}${variance < 0 ? ')' : ''}`;
    const cells = (await row.locator('th, td').allInnerTexts()).map((c) => c.trim());
    assert.equal(cells[0], month.label);
    assert.equal(cells[1], money(item.statementTotal), JSON.stringify(cells));
    assert.equal(cells[2], money(item.expectedStatementTotal), JSON.stringify(cells));
    assert.equal(cells[3], varianceText, JSON.stringify(cells));
    await shot(page, 'list-1280');

    // The statement file as Services Australia sent it.
    const xml = await download(page, folder, () => row.getByRole('button', { name: `Download XML ${month.label}` }).click());
    assert.equal(xml.name, 'expectedStatement.xml');
    const text = fs.readFileSync(xml.file, 'utf8');
    assert.match(text, /^<\?xml|^<[A-Za-z]/);
    assert.ok(text.includes('Bayside Gardens'), 'the statement names the facility');
    await page.context().close();
  });

  test('the expected statement from the navigator: its tabs, the payments export and the balances workbook round trip', async () => {
    const page = await financeAt(1280);
    await page.goto(`${app.server.url}/statementNavigator`);
    await page.getByRole('heading', { name: 'Statement navigator', level: 1 }).waitFor();
    await shot(page, 'navigator-1280');
    await page.getByLabel('Month').selectOption({ label: month.label });
    await until('the expected statement summary', async () => new URL(page.url()).pathname === `${BASE.expected}/summary`);
    assert.equal(new URL(page.url()).searchParams.get('statementLoaded'), 'false');
    await page.getByRole('heading', { name: 'Expected statement', level: 1 }).waitFor();
    const statement = (await get(page, `funding/expected-statement?monthAndYear=${month.monthAndYear}`)).body;
    assert.ok(statement.payments.length > 0, 'the expected statement has payment lines');
    const tabs = page.getByRole('navigation', { name: 'Expected statement tabs' });
    await page.getByText(/Payment summary/).waitFor();
    await page.getByText('Total amount paid').waitFor();
    await shot(page, 'expected-summary-1280');

    await tabs.getByRole('link', { name: 'Residents', exact: true }).click();
    await page.getByRole('table', { name: 'Residents' }).waitFor();
    await shot(page, 'expected-residents-1280');

    await tabs.getByRole('link', { name: 'Payments', exact: true }).click();
    const payments = page.getByRole('table', { name: 'Payments' });
    await payments.waitFor();
    await shot(page, 'expected-payments-1280');
    const report = await download(page, folder, () => page.getByRole('button', { name: 'Export payments' }).click());
    assert.equal(report.name, 'PaymentsReport.xlsx');
    const paymentsBook = await readWorkbook(report.file);
    assert.equal(paymentsBook.rows.length, statement.payments.length);
    assert.ok(paymentsBook.headers.includes('Care recipient ID') && paymentsBook.headers.includes('Amount due'));

    await tabs.getByRole('link', { name: 'Supported ratio', exact: true }).click();
    await page.getByText('Supported days').or(page.getByText('There were no days in this month.')).first().waitFor();
    await shot(page, 'expected-supported-ratio-1280');
    await tabs.getByRole('link', { name: 'Daily subsidies', exact: true }).click();
    await page.getByRole('table', { name: 'Daily subsidies' }).waitFor();
    await shot(page, 'expected-daily-subsidies-1280');

    // Balances: the workbook downloaded, uploaded back as it is, then another file refused.
    await tabs.getByRole('link', { name: 'Balances', exact: true }).click();
    const modes = page.getByRole('group', { name: 'Balances mode' });
    await modes.waitFor();
    await shot(page, 'expected-balances-1280');
    await modes.getByRole('button', { name: 'Download mode' }).click();
    const workbook = await download(page, folder, () => page.getByRole('button', { name: 'Download balances workbook' }).click());
    assert.equal(workbook.name, `Bayside Gardens Expected Balances ${month.lastDay}.xlsx`);
    const balancesBook = await readWorkbook(workbook.file);
    assert.deepEqual(balancesBook.headers.slice(0, 6), [
      'Care recipient ID',
      'First name',
      'Last name',
      'Entry date',
      'RAD balance',
      'RAC balance',
    ]);
    assert.equal(balancesBook.rows.length, statement.balances.rows.length);
    assert.ok(balancesBook.rows.length > 0, 'the balances workbook has rows');

    await modes.getByRole('button', { name: 'Upload mode' }).click();
    const upload = page.getByRole('form', { name: 'Upload balances' });
    await upload.getByLabel('Balances workbook').setInputFiles(workbook.file);
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText(/^Balances uploaded /).waitFor();
    const balances = page.getByRole('table', { name: 'Balances workbook' });
    const first = balancesBook.rows[0];
    await balances
      .getByRole('row')
      .filter({ hasText: String(first['Care recipient ID']) })
      .first()
      .waitFor();
    assert.equal(await balances.getByRole('row').count(), balancesBook.rows.length + 1);
    await shot(page, 'expected-balances-uploaded-1280');

    await modes.getByRole('button', { name: 'Upload mode' }).click();
    const other = `${folder}/not-a-workbook.xlsx`;
    fs.writeFileSync(other, 'Care recipient ID,RAD balance\nCR1,10\n');
    await upload.getByLabel('Balances workbook').setInputFiles(other);
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    const refused = page.getByRole('dialog', { name: 'Upload balances' });
    await refused.getByText(W.balancesInvalid).waitFor();
    await shot(page, 'expected-balances-refused-1280');
    await refused.getByRole('button', { name: 'OK', exact: true }).click();
    await refused.waitFor({ state: 'detached' });

    // The actual statement's payments and their export.
    await action(page, 'Actual statement').click();
    await page.getByRole('heading', { name: 'Actual statement', level: 1 }).waitFor();
    await shot(page, 'actual-summary-1280');
    const actualTabs = page.getByRole('navigation', { name: 'Actual statement tabs' });
    await actualTabs.getByRole('link', { name: 'Payments', exact: true }).click();
    await page.getByRole('table', { name: 'Payments' }).waitFor();
    await shot(page, 'actual-payments-1280');
    const actual = (await get(page, `funding/medicare-statement?monthAndYear=${month.monthAndYear}`)).body;
    const actualReport = await download(page, folder, () => page.getByRole('button', { name: 'Export payments' }).click());
    assert.equal(actualReport.name, 'ActualFundingPaymentsReport.xlsx');
    assert.equal((await readWorkbook(actualReport.file)).rows.length, actual.payments.length);
    for (const tab of ['Residents', 'Supported ratio', 'Daily subsidies', 'Provider comments']) {
      await actualTabs.getByRole('link', { name: tab, exact: true }).click();
      await page.waitForTimeout(300);
      await shot(page, `actual-${tab.toLowerCase().replace(/ /g, '-')}-1280`);
    }
    await page.context().close();
  });

  test('at 390 px the statement list and the variance payments fit the width; the actions are reachable by keyboard', async () => {
    const page = await financeAt(390, 844);
    await page.goto(`${app.server.url}${BASE.list}`);
    await monthRow(page).waitFor();
    await noHorizontalOverflow(page, 'the statement list');
    await shot(page, 'list-390');
    for (const [name, path] of [
      ['navigator', '/statementNavigator'],
      ['expected-summary', `${BASE.expected}/summary`],
      ['expected-payments', `${BASE.expected}/payments`],
      ['expected-balances', `${BASE.expected}/balances`],
      ['actual-summary', `${BASE.actual}/summary`],
      ['variance-summary', `${BASE.variance}/summary`],
    ] as const) {
      await page.goto(`${app.server.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForTimeout(500);
      await noHorizontalOverflow(page, name);
      await shot(page, `${name}-390`);
    }

    await openVariancePayments(page);
    await noHorizontalOverflow(page, 'the variance payments');
    await shot(page, 'variance-payments-390');
    // Keyboard only: from the filter, Tab to the first line's checkbox, Space selects it, Tab on to an action button.
    await page.getByLabel('Filter').focus();
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return {
          tag: el?.tagName ?? '',
          type: el?.getAttribute('type') ?? '',
          label: el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '',
          checked: el instanceof HTMLInputElement ? el.checked : false,
        };
      });
    let el = await focused();
    for (let i = 0; i < 20 && el.type !== 'checkbox'; i++) {
      await page.keyboard.press('Tab');
      el = await focused();
    }
    assert.equal(el.type, 'checkbox', 'a line checkbox is reached by Tab');
    const boxLabel = el.label;
    await page.keyboard.press('Space');
    assert.equal((await focused()).checked, true, 'Space selects the line');
    await actionsBar(page).getByText('1 line selected').waitFor();
    const actionNames = ['Accept', 'Match', 'Carry over', 'Write off'];
    for (let i = 0; i < 600 && !(el.tag === 'BUTTON' && actionNames.includes(el.label)); i++) {
      await page.keyboard.press('Tab');
      el = await focused();
    }
    assert.ok(actionNames.includes(el.label), `an action button is reached by Tab (at ${el.label})`);
    await noHorizontalOverflow(page, 'the variance payments with a line selected');
    const id = await lineIdOf(page.getByRole('checkbox', { name: boxLabel, exact: true }));
    await page.keyboard.press('Enter');
    await until('the line to be actioned', async () => (await page.locator(`tr[data-line-id="${id}"]`).count()) === 0);
    const { lines } = await varianceLines(page, app.server.url, month.monthAndYear);
    assert.notEqual(lines.find((l) => l.id === id)?.action, 'None');
    await page.context().close();
  });

  test('reconcile the variance payments line by line, export, finalise: then read-only', async () => {
    const page = await financeAt(1280);
    await page.goto(`${app.server.url}${BASE.list}`);
    await monthRow(page)
      .getByRole('link', { name: `Variance statement ${month.label}` })
      .click();
    await page.getByRole('heading', { name: 'Variance statement', level: 1 }).waitFor();
    await page.getByText('Lines in all').waitFor();
    await shot(page, 'variance-summary-1280');
    await page.getByRole('navigation', { name: 'Variance statement tabs' }).getByRole('link', { name: 'Payments' }).click();
    await openVariancePayments(page);
    assert.equal(await page.getByLabel('Filter').locator('option:checked').innerText(), 'Not actioned');
    await shot(page, 'variance-payments-1280');
    const done: Record<string, number[]> = {};

    // Match: an expected and an actual line of one care recipient, after the match values dialog.
    const cards = page.locator('section[data-testid^="recipient-"]');
    let pair: Locator[] | null = null;
    for (let i = 0; i < (await cards.count()) && !pair; i++) {
      const card = cards.nth(i);
      if ((await enabledBoxes(card, 'expected').count()) && (await enabledBoxes(card, 'actual').count()))
        pair = [enabledBoxes(card, 'expected').first(), enabledBoxes(card, 'actual').first()];
    }
    assert.ok(pair, 'a care recipient with an expected and an actual line not actioned');
    done.match = await select(pair);
    await act(page, 'Match', done.match);

    // Write off an expected line; carry over another line; accept an actual line.
    done.writeoff = await select([enabledBoxes(page, 'expected').first()]);
    await act(page, 'Write off', done.writeoff);
    done.carryOver = await select([enabledBoxes(page, 'expected').first()]);
    await act(page, 'Carry over', done.carryOver);
    done.accept = await select([enabledBoxes(page, 'actual').first()]);
    await act(page, 'Accept', done.accept);

    // A note on a line: the empty form is refused, then the note is added and listed.
    const notes = page.getByRole('button', { name: /^Notes \(0\): / }).first();
    const notesName = (await notes.getAttribute('aria-label'))!.replace(/^Notes \(0\)/, '');
    await notes.click();
    const noteDialog = page.getByRole('dialog', { name: /^Variance notes: / });
    await noteDialog.getByRole('button', { name: 'Add note' }).click();
    await noteDialog.getByText(W.noteRequired).waitFor();
    await shot(page, 'variance-note-required-1280');
    const noteText = 'Checked with Services Australia: paid next month.';
    await noteDialog.getByRole('textbox', { name: 'Note' }).fill(noteText);
    await noteDialog.getByRole('button', { name: 'Add note' }).click();
    await noteDialog.getByRole('list', { name: 'Notes' }).getByText(noteText).waitFor();
    await page.keyboard.press('Escape');
    await noteDialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Notes (1)${notesName}` }).waitFor();

    // The API keeps each action as the screen asked.
    const after = new Map((await varianceLines(page, app.server.url, month.monthAndYear)).lines.map((l) => [l.id, l]));
    const [e, a] = done.match.map((id) => after.get(id)!);
    assert.equal(e.action, 'Match');
    assert.equal(a.action, 'MatchAccept');
    assert.ok(e.groupIdentifier && e.groupIdentifier === a.groupIdentifier, 'the pair shares a group');
    assert.equal(after.get(done.writeoff[0])?.action, 'Writeoff');
    assert.equal(after.get(done.carryOver[0])?.action, 'CarryOver');
    assert.equal(after.get(done.accept[0])?.action, 'Accept');
    assert.ok(
      [...after.values()].some((l) => l.notes.some((n) => n.note === noteText)),
      'the note is kept',
    );

    // The rest, several lines at a time as the Not actioned filter shows them: the expected lines written off, the
    // actual lines accepted.
    const finalise = page.getByRole('button', { name: 'Finalise', exact: true });
    assert.equal(await finalise.isDisabled(), true, 'Finalise waits for every line to have an action');
    for (let round = 0; round < 60; round++) {
      if (await page.getByText('There are no lines under this filter.').isVisible()) break;
      for (const [side, name] of [
        ['expected', 'Write off'],
        ['actual', 'Accept'],
      ] as const) {
        const boxes = enabledBoxes(page, side);
        const n = Math.min(await boxes.count(), 25);
        if (!n) continue;
        const ids = await select(Array.from({ length: n }, (_, i) => boxes.nth(i)));
        await act(page, name, ids);
      }
    }
    await page.getByText('There are no lines under this filter.').waitFor();
    const lines = (await varianceLines(page, app.server.url, month.monthAndYear)).lines;
    assert.ok(
      lines.every((l) => l.action !== 'None'),
      'every line has an action',
    );

    // The exports: the adjustment summary (every line actioned by a user or matched automatically) and the variance
    // statement under the All filter (every line).
    await page.getByRole('button', { name: 'Adjustment summary', exact: true }).click();
    const summary = page.getByRole('dialog', { name: 'Adjustment summary' });
    await summary.getByRole('table', { name: 'Adjustment summary', exact: true }).waitFor();
    await shot(page, 'variance-adjustment-summary-1280');
    const adjustments = (await get(page, `funding/adjustment-summary?monthAndYear=${month.monthAndYear}`)).body;
    const summaryBook = await download(page, folder, () =>
      summary.getByRole('button', { name: 'Export adjustment summary' }).click(),
    );
    assert.equal(summaryBook.name, 'AdjustmentSummaryReport.xlsx');
    const summaryRows = await readWorkbook(summaryBook.file);
    assert.equal(summaryRows.rows.length, adjustments.items.length);
    assert.ok(summaryRows.rows.length > 0);
    await page.keyboard.press('Escape');
    await summary.waitFor({ state: 'detached' });
    await page.getByLabel('Filter').selectOption({ label: 'All' });
    const varianceBook = await download(page, folder, () =>
      page.getByRole('button', { name: 'Export variance statement', exact: true }).click(),
    );
    assert.equal(varianceBook.name, 'VarianceStatement.xlsx');
    const varianceRows = await readWorkbook(varianceBook.file);
    assert.equal(varianceRows.rows.length, lines.length);
    assert.ok(varianceRows.headers.includes('Action') && varianceRows.headers.includes('Probable cause'));

    // Finalise: every action is gone or disabled, the notice says why.
    await until('Finalise to be enabled', async () => finalise.isEnabled());
    await finalise.click();
    const confirm = page.getByRole('alertdialog', { name: 'Finalise reconciliation' });
    await confirm.getByRole('button', { name: 'Finalise', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByTestId('finalised-notice').getByText(W.reconciliationFinalised).waitFor();
    assert.equal(await finalise.count(), 0, 'Finalise is no longer offered');
    assert.equal(await actionsBar(page).count(), 0, 'the reconciliation actions are gone');
    await page.getByLabel('Filter').selectOption({ label: 'All' });
    const boxes = page.locator('input[type="checkbox"][aria-label^="Select "]');
    await boxes.first().waitFor();
    assert.equal(await page.locator('input[type="checkbox"][aria-label^="Select "]:not([disabled])').count(), 0);
    // A noted line's notes (the one noted above, or the demo officer's, whichever the page shows first) are read-only.
    await page
      .getByRole('button', { name: /^Notes \(1\): / })
      .first()
      .click();
    const readOnlyNotes = page.getByRole('dialog', { name: /^Variance notes: / });
    await readOnlyNotes.getByRole('list', { name: 'Notes' }).getByRole('listitem').first().waitFor();
    assert.equal(await readOnlyNotes.getByRole('button', { name: 'Add note' }).count(), 0);
    await shot(page, 'variance-finalised-1280');
    await page.keyboard.press('Escape');

    // The API refuses a change now, with the screen's words; the list shows the month reconciled.
    const line = lines[0];
    const refused = await apiCall(
      page,
      app.server.url,
      'POST',
      `funding/statement/${month.monthAndYear}/reconciliation-adjustment?facilityId=1`,
      {
        action: 'Undo',
        adjustments: [adjustmentOf(line)],
      },
    );
    assert.equal(refused.status, 400, JSON.stringify(refused.body));
    assert.ok(JSON.stringify(refused.body).includes(W.reconciliationFinalised), JSON.stringify(refused.body));
    await page.goto(`${app.server.url}${BASE.list}`);
    await monthRow(page).getByText('Reconciled').waitFor();
    await page.context().close();
  });
});

/** A line as the reconciliation-adjustment body names it (the seed's selected adjustment). */
function adjustmentOf(l: VarianceLine) {
  return {
    id: l.id,
    version: l.version,
    careRecipientId: l.careRecipientId,
    medicareStatementType: l.medicareStatementType,
    careType: l.careType,
    adjustmentAmount: l.amountDue,
    action: l.action,
    originalAdjustmentMonth: l.adjustmentMonth,
    firstName: l.firstName,
    lastName: l.lastName,
    isCarriedOver: l.isCarriedOver,
    groupIdentifier: l.groupIdentifier,
  };
}
