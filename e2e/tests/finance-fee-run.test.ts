/**
 * Resident finance, the transactions tab and the fee run as the finance officer on the demo data: the
 * account of a current resident of Bayside Gardens under month headings with its balance explained; "Run fee run" for
 * the current month twice, each charge once and the balance the API computes; at 390 px without horizontal overflow;
 * axe on the screen.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { expectNoSeriousViolations } from '../lib/axe';
import { newContext, signIn } from '../lib/browser';
import { seeToast } from '../lib/leads';
import { chooseFacility } from '../lib/pages';
import { apiCall, currentFacilityId, currentResidents, until } from '../lib/residents';
import { useServerAndBrowser } from '../lib/harness';

const app = useServerAndBrowser();

/** shared-domain: TRANSACTIONS_TEXT (TransactionsTab.tsx) and FEE_RUN_MESSAGES (finance/fee-run.ts). */
const TEXT = { runFeeRun: 'Run fee run', run: 'Run', month: 'Month', balance: 'Balance', completed: 'Fee run completed:' };
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

interface Entry {
  id: number;
  kind: string;
  period: string;
  feeType: string | null;
  isReversed: boolean;
  accountAmount: string;
}
interface Balance {
  balance: { value: string };
}

const money = (v: string) => {
  const n = Number(v);
  const s = `$${Math.abs(n)
    .toFixed(2)
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
  return n < 0 ? `-${s}` : s;
};

async function account(page: Page, id: number) {
  const list = await apiCall<{ result: Entry[] }>(
    page,
    app.server.url,
    'GET',
    `residents/${id}/finance/transactions?take=100&facilityId=1`,
  );
  const balance = await apiCall<Balance>(page, app.server.url, 'GET', `residents/${id}/finance/transactionsbalance?facilityId=1`);
  assert.equal(list.status, 200);
  assert.equal(balance.status, 200);
  return { entries: list.body.result, balance: balance.body.balance.value };
}

async function runFeeRun(page: Page, month: string) {
  await page.getByRole('button', { name: TEXT.runFeeRun }).click();
  const dialog = page.getByRole('dialog', { name: TEXT.runFeeRun });
  await dialog.getByLabel(TEXT.month).selectOption(month);
  await dialog.getByRole('button', { name: TEXT.run, exact: true }).click();
  await seeToast(page, TEXT.completed);
}

describe('resident finance: the transactions tab and the fee run', () => {
  test('run the fee run twice for a month: each charge once, with the right balance', async () => {
    const context = await newContext(app.browser, { viewport: { width: 1280, height: 900 } });
    const page = await signIn(context, app.server.url, 'finance@demo.local');
    await chooseFacility(page, 'Bayside Gardens');
    await until('Bayside Gardens is selected', async () => (await currentFacilityId(page)) === 1);
    const [resident] = await currentResidents(page, app.server.url, 1);
    assert.ok(resident, 'a current resident of Bayside Gardens');
    const id = resident.residentId;

    await page.goto(`${app.server.url}/viewResident/${id}/financials/false/transaction`);
    await page.getByTestId('transactions-tab').waitFor();
    // The demo's fee runs charged the last complete months.
    const before = await account(page, id);
    assert.ok(
      before.entries.some((e) => e.kind === 'Charge'),
      'the demo fee runs charged the resident',
    );
    await page.getByTestId('transactions-balance').getByText(money(before.balance)).waitFor();
    await expectNoSeriousViolations(page, 'transactions tab');

    const now = new Date();
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne', year: 'numeric', month: '2-digit' })
      .format(now)
      .slice(0, 7);
    await runFeeRun(page, month);
    const first = await account(page, id);
    const charges = (a: typeof first) => a.entries.filter((e) => e.period === month && e.kind === 'Charge' && !e.isReversed);
    assert.ok(charges(first).length > 0, 'the current month charged');
    const charged = charges(first).reduce((sum, e) => sum + Number(e.accountAmount), 0);
    assert.equal((Number(first.balance) - Number(before.balance)).toFixed(2), charged.toFixed(2));
    const [y, m] = month.split('-').map(Number);
    await page.getByRole('heading', { name: `${MONTHS[m - 1]} ${y}` }).waitFor();
    await page.getByTestId('transactions-balance').getByText(money(first.balance)).waitFor();

    await runFeeRun(page, month);
    const second = await account(page, id);
    assert.deepEqual(
      charges(second).map((e) => e.id),
      charges(first).map((e) => e.id),
    );
    assert.equal(second.entries.length, first.entries.length);
    assert.equal(second.balance, first.balance);

    // The balance explains itself.
    await page.getByRole('button', { name: new RegExp(`^${TEXT.balance}:`) }).click();
    const explanation = page.getByTestId('explanation');
    await explanation.waitFor();
    assert.match(await explanation.innerText(), /Balance = charges - payments/);
    await page.keyboard.press('Escape');

    // At 390 px: the account as cards, no horizontal overflow.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('transactions-tab').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `horizontal overflow of ${overflow}px`);
    await expectNoSeriousViolations(page, 'transactions tab at 390 px');
    await context.close();
  });
});
