/**
 * Sundry charges, as a facility manager raises them at Bayside Gardens: a bus trip of $100.00 split evenly between three
 * residents (shares $33.34, $33.33 and $33.33), reviewed and posted; each resident's transactions tab then shows their
 * share once. Then the same draft is posted from two tabs at once: it is posted once, and the second tab is told so.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { expectNoSeriousViolations } from '../lib/axe';
import { newContext, signIn } from '../lib/browser';
import { useServerAndBrowser } from '../lib/harness';
import { seeToast } from '../lib/leads';
import { chooseFacility } from '../lib/pages';
import { apiCall, currentFacilityId, until } from '../lib/residents';

const app = useServerAndBrowser();
const BAYSIDE = 1;

/** The screens' words (mfe-billing's texts and shared-domain/billing/messages). */
const TEXT = {
  list: 'Sundry charges',
  add: 'Add sundry charge',
  selectResidents: 'Select residents',
  split: 'Split bill evenly',
  review: 'Review',
  reviewTitle: 'Review sundry charge',
  post: 'Post',
  alreadyPosted: 'This charge has already been posted.',
};

interface ChargeLine {
  residentId: number;
  residencyId: number;
  firstName: string;
  lastName: string;
  amount: string;
  lineTotal: string;
}
interface Charge {
  id: number;
  version: number;
  draft: boolean;
  description: string;
  residents: ChargeLine[];
}
interface LedgerEntry {
  description: string | null;
  accountAmount: string;
  kind: string;
}

const call = <T>(page: Page, method: string, path: string, body?: unknown) =>
  apiCall<T>(page, app.server.url, method, `${path}${path.includes('?') ? '&' : '?'}facilityId=${BAYSIDE}`, body);

async function atBayside(page: Page): Promise<void> {
  await chooseFacility(page, 'Bayside Gardens');
  await until('Bayside Gardens is selected', async () => (await currentFacilityId(page)) === BAYSIDE);
}

/** The charge of that description, as the API reads it. */
async function chargeNamed(page: Page, description: string): Promise<Charge> {
  const list = await call<{ result: Array<{ id: number; description: string }> }>(page, 'GET', 'billing/sundry?take=100');
  assert.equal(list.status, 200);
  const row = list.body.result.find((r) => r.description === description);
  assert.ok(row, `the charge '${description}' is listed`);
  const charge = await call<Charge>(page, 'GET', `billing/sundry/${row.id}`);
  assert.equal(charge.status, 200);
  return charge.body;
}

/** The resident's account entries of that description (the transactions API the tab reads). */
async function entriesOf(page: Page, residentId: number, description: string): Promise<LedgerEntry[]> {
  const r = await call<{ result: LedgerEntry[] }>(page, 'GET', `residents/${residentId}/finance/transactions?take=100`);
  assert.equal(r.status, 200);
  return r.body.result.filter((e) => e.description === description);
}

describe('sundry charges: raise, review and post', () => {
  test('$100.00 split evenly between three residents, reviewed and posted; each share once on the resident account', async () => {
    const context = await newContext(app.browser, { viewport: { width: 1280, height: 900 } });
    const page = await signIn(context, app.server.url, 'manager@demo.local');
    await atBayside(page);
    const description = `Bus trip ${Date.now()}`;

    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: TEXT.list, exact: true }).click();
    await page.waitForURL(/\/viewSundryCharges$/);
    await page.getByRole('heading', { name: TEXT.list, level: 1 }).waitFor();
    await page.getByRole('link', { name: TEXT.add }).click();
    const form = page.getByRole('form', { name: TEXT.add });
    await form.getByLabel(/^Description/).fill(description);

    // Three residents from the selection dialog: a line each.
    await form.getByRole('button', { name: TEXT.selectResidents }).click();
    const dialog = page.getByRole('dialog', { name: TEXT.selectResidents });
    const boxes = dialog.getByRole('checkbox');
    await boxes.first().waitFor();
    assert.ok((await boxes.count()) >= 3, 'three current residents to choose from');
    for (let i = 0; i < 3; i++) await boxes.nth(i).check();
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await form.getByTestId('sundry-line').count(), 3);

    // Review is refused until every line has what it needs; split evenly only the total and the account.
    await form.getByRole('checkbox', { name: TEXT.split }).check();
    await form.getByLabel(/^Total to split/).fill('100');
    await form.getByLabel(/^Sundry account/).selectOption({ index: 1 });
    await until('the shares are shown', async () => (await form.getByTestId('line-share').count()) === 3);
    assert.deepEqual(
      (await form.getByTestId('line-share').allInnerTexts()).map((t) => t.trim()),
      ['$33.34', '$33.33', '$33.33'],
    );
    await expectNoSeriousViolations(page, 'sundry charge editor');

    await form.getByRole('button', { name: TEXT.review }).click();
    await page.getByRole('heading', { name: TEXT.reviewTitle, level: 1 }).waitFor();
    assert.equal(await page.getByTestId('sheet-line').count(), 3);
    assert.match(await page.getByTestId('figure-total').innerText(), /\$100\.00/);
    await page.getByRole('button', { name: TEXT.post, exact: true }).click();
    await page.waitForURL(/\/viewSundryCharges$/);

    const charge = await chargeNamed(page, description);
    assert.equal(charge.draft, false);
    assert.deepEqual(
      charge.residents.map((l) => l.lineTotal),
      ['33.34', '33.33', '33.33'],
    );
    // The list shows it posted.
    const row = page.getByTestId(`sundry-charge-${charge.id}`);
    await row.getByText('Posted').waitFor();

    // Each resident's transactions tab: their share, once.
    for (const line of charge.residents) {
      const entries = await entriesOf(page, line.residentId, description);
      assert.equal(entries.length, 1, `one entry for ${line.firstName} ${line.lastName}`);
      assert.equal(Number(entries[0].accountAmount).toFixed(2), line.lineTotal);
      await page.goto(`${app.server.url}/viewResident/${line.residentId}/financials/false/transaction`);
      await page.getByTestId('transactions-tab').waitFor();
      const rows = page.getByTestId('transaction-row').filter({ hasText: description });
      await rows.first().waitFor();
      assert.equal(await rows.count(), 1);
      assert.match(await rows.first().innerText(), new RegExp(`\\$${line.lineTotal.replace('.', '\\.')}`));
    }
    await context.close();
  });

  test('the same draft posted from two tabs: posted once, the second tab is refused', async () => {
    const context = await newContext(app.browser, { viewport: { width: 1280, height: 900 } });
    const first = await signIn(context, app.server.url, 'manager@demo.local');
    await atBayside(first);
    const residents = await call<Array<{ residentId: number; residencyId: number }>>(first, 'GET', 'residents/sundryresidents');
    assert.equal(residents.status, 200);
    const [resident] = residents.body;
    const accounts = await call<Array<{ id: number }>>(first, 'GET', 'finance/gl-accounts/sundrycharges');
    assert.equal(accounts.status, 200);
    const description = `Newspaper ${Date.now()}`;
    const saved = await call<Charge>(first, 'POST', 'billing/sundry', {
      id: 0,
      description,
      gstInclusive: false,
      splitBillEvenly: false,
      residents: [{ residencyId: resident.residencyId, gstType: 'GST', amount: '12.50', sundryAccountId: accounts.body[0].id }],
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));

    // Both tabs show the draft (the facility is kept in local storage: the second tab opens at Bayside Gardens).
    const second = await context.newPage();
    for (const page of [first, second]) {
      await page.goto(`${app.server.url}/billing/viewSundryCharge/${saved.body.id}`);
      await page.getByTestId('sheet-status').getByText('Draft').waitFor();
    }
    await first.getByRole('button', { name: TEXT.post, exact: true }).click();
    await first.waitForURL(/\/viewSundryCharges$/);
    await second.getByRole('button', { name: TEXT.post, exact: true }).click();
    await seeToast(second, TEXT.alreadyPosted);
    assert.match(second.url(), new RegExp(`/billing/viewSundryCharge/${saved.body.id}$`));

    const entries = await entriesOf(first, resident.residentId, description);
    assert.equal(entries.length, 1, 'posted once');
    assert.equal(Number(entries[0].accountAmount).toFixed(2), '13.75');
    await context.close();
  });
});
