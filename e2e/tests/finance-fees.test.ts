/**
 * Resident finance, the fees tab as the finance officer on the demo data of Bayside Gardens: record two RAD
 * payments and see the paid amount go up, the balance down, the progress and this month's retention grow by what they
 * should; set the resident Supported and see the zero daily accommodation contribution appear (the support level rule
 * adds it only when the residency has no DAC at all: decision 31); open the explanation of the calculated RAC; axe on
 * the screens; no horizontal overflow at 390 px. The resident is the demo's Act 2025 resident paying a RAD by
 * instalments (admitted on or after 1 Nov 2025, an agreed room price, no DAC), which the demo gives every aged-care
 * facility.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { expectNoSeriousViolations } from '../lib/axe';
import { newContext, signIn } from '../lib/browser';
import { seeToast } from '../lib/leads';
import { chooseFacility } from '../lib/pages';
import { addDays, apiCall, currentFacilityId, currentResidents, melbourneToday, until } from '../lib/residents';
import { useServerAndBrowser } from '../lib/harness';

const app = useServerAndBrowser();

/** The product's words: FEES_TEXT / FEES_TAB_TEXT (mfe-residents financials/fees) and the calculated RAC's formula. */
const TEXT = {
  saved: 'Saved successfully.',
  calculatedRac: 'Calculated RAC',
  radPaid: 'Refundable RAD paid',
  radRemaining: 'Refundable RAD remaining',
  unsupportedProgress: 'Unsupported balance progress',
  monthlyRetention: 'Monthly retention',
};
const RAC_FORMULA = /365 x daily accommodation contribution \/ \(MPIR \/ 100\)/;

interface Entry {
  effectiveDateType: string;
  effectiveFromDate: string;
  value: string | null;
  supportLevel: string | null;
}
interface Figure {
  value: string | null;
}
interface Fees {
  financeFees: {
    admissionDateUtc: string | null;
    isAct2025: boolean;
    effectiveDates: Entry[];
    figures: {
      refundableAccommodationDepositPaid: Figure;
      refundableAccommodationDepositRemaining: Figure;
      unsupportedBalanceProgressPercentage: Figure;
      monthlyRetentionFee: Figure | null;
    };
    version: number;
  };
}

async function atBayside(width: number) {
  const context = await newContext(app.browser, { viewport: { width, height: 900 } });
  const page = await signIn(context, app.server.url, 'finance@demo.local');
  await chooseFacility(page, 'Bayside Gardens');
  await until('Bayside Gardens is selected', async () => (await currentFacilityId(page)) === 1);
  return { page, close: () => context.close() };
}

const feesOf = async (page: Page, id: number) => {
  const r = await apiCall<Fees>(page, app.server.url, 'GET', `residents/${id}/finance/fees?facilityId=1`);
  assert.equal(r.status, 200, `GET residents/${id}/finance/fees`);
  return r.body.financeFees;
};

/**
 * The demo's Act 2025 resident of Bayside Gardens paying a RAD by instalments: admitted on or after 1 Nov 2025, an
 * agreed room price with at least $25,000 still to pay, RAD payments, no daily accommodation contribution.
 */
async function pickResident(page: Page): Promise<number> {
  const residents = await currentResidents(page, app.server.url, 1, 100);
  const recent = residents.filter((r) => r.admissionDateUtc && r.admissionDateUtc.slice(0, 10) >= '2025-11-01');
  for (const r of recent) {
    const f = await feesOf(page, r.residentId);
    const has = (type: string) => f.effectiveDates.some((e) => e.effectiveDateType === type && e.value !== null);
    const remaining = Number(f.figures.refundableAccommodationDepositRemaining.value ?? 0);
    if (f.isAct2025 && has('AgreedRoomPrice') && has('RadPaid') && remaining >= 25000 && !has('DailyAccommodationContribution'))
      return r.residentId;
  }
  assert.fail('the demo gives Bayside Gardens an Act 2025 resident paying a RAD by instalments');
}

/** A figure's shown value (its button's text). */
const figure = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^${label}:`) }).first();
const amount = (text: string) => Number(text.replace(/[$,%]/g, ''));

describe('resident finance: the fees tab', () => {
  test('two RAD payments move paid, balance, progress and retention; Supported brings the zero DAC; Calculated RAC explained', async () => {
    const { page, close } = await atBayside(1280);
    const id = await pickResident(page);
    const before = await feesOf(page, id);
    const today = melbourneToday();
    const admitted = before.admissionDateUtc?.slice(0, 10) ?? addDays(today, -30);

    // View: the explanation of the calculated RAC.
    await page.goto(`${app.server.url}/viewResident/${id}/financials/false/fees`);
    await page.getByTestId('fees-sheet').waitFor();
    await expectNoSeriousViolations(page, 'fees tab');
    const computed = !/not computed/.test((await figure(page, TEXT.calculatedRac).getAttribute('aria-label')) ?? '');
    await figure(page, TEXT.calculatedRac).click();
    const panel = page.getByRole('dialog', { name: TEXT.calculatedRac });
    await panel.getByText(RAC_FORMULA).waitFor();
    await panel.getByText('Daily accommodation contribution').first().waitFor();
    // A figure that could not be computed shows why in the kit's error colour (shared-ui/explain), checked elsewhere.
    if (computed) await expectNoSeriousViolations(page, 'fees tab with the calculated RAC explained');
    await panel.getByRole('button', { name: 'Close' }).first().click();
    await panel.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Edit fees' }).click();
    await page.waitForURL(`**/editResident/${id}/financials/false/fees`);
    await page.getByTestId('fees-sheet').waitFor();

    // Two RAD payments: paid up by $25,000, the balance down by as much, the progress and this month's retention grow.
    const shown = async (label: string) => amount((await figure(page, label).textContent()) ?? '0');
    const paidBefore = await shown(TEXT.radPaid);
    const remainingBefore = await shown(TEXT.radRemaining);
    const progressBefore = await shown(TEXT.unsupportedProgress);
    const retentionBefore = await shown(TEXT.monthlyRetention);
    assert.equal(remainingBefore, Number(before.figures.refundableAccommodationDepositRemaining.value));
    await page.getByRole('button', { name: 'Edit: RAD paid' }).click();
    const payments = page.getByRole('dialog', { name: 'RAD payments' });
    const first = (await payments.getByTestId('effective-date-row').count()) + 1;
    const monthStart = `${today.slice(0, 8)}01`;
    await payments.getByRole('button', { name: 'Add payment' }).click();
    await payments.getByLabel(`PAYMENT DATE, row ${first}`).fill(admitted > monthStart ? admitted : monthStart);
    await payments.getByLabel(`AMOUNT, row ${first}`).fill('20000');
    await payments.getByRole('button', { name: 'Add payment' }).click();
    await payments.getByLabel(`PAYMENT DATE, row ${first + 1}`).fill(today);
    await payments.getByLabel(`AMOUNT, row ${first + 1}`).fill('5000');
    await payments.getByRole('button', { name: 'OK' }).click();
    await payments.waitFor({ state: 'detached' });
    await until('RAD paid grows by the payments', async () => Math.abs((await shown(TEXT.radPaid)) - paidBefore - 25000) < 0.005);
    assert.equal(
      (remainingBefore - (await shown(TEXT.radRemaining))).toFixed(2),
      '25000.00',
      'the balance goes down by the payments',
    );
    assert.ok((await shown(TEXT.unsupportedProgress)) > progressBefore, 'the progress moves');
    // This month's retention: 2 % a year of the larger balance on every day from the first new payment.
    assert.ok((await shown(TEXT.monthlyRetention)) > retentionBefore, "this month's retention grows");

    // Supported from today brings a zero daily accommodation contribution on the same day (the resident has none).
    await page.getByRole('button', { name: 'Edit: Support level' }).click();
    const levels = page.getByRole('dialog', { name: 'Support level effective dates' });
    await levels.getByRole('button', { name: 'Add row' }).click();
    const row = await levels.getByTestId('effective-date-row').count();
    await levels.getByLabel(`EFFECTIVE DATE, row ${row}`).fill(today);
    await levels.getByLabel(`SUPPORT LEVEL, row ${row}`).selectOption('Supported');
    await levels.getByRole('button', { name: 'OK' }).click();
    await levels.waitFor({ state: 'detached' });
    const dac = page.getByTestId('fee-DailyAccommodationContribution');
    await until('the zero DAC shows', async () => /\$0\.00/.test((await dac.textContent()) ?? ''));
    await page.getByTestId('fee-SupportLevel').getByText('Supported').waitFor();
    await expectNoSeriousViolations(page, 'fees tab in edit mode');

    await page.getByRole('button', { name: 'Save' }).first().click();
    await seeToast(page, TEXT.saved);
    // Saved: the tab returns to the view.
    await page.waitForURL(`**/viewResident/${id}/financials/false/fees`);
    const after = await feesOf(page, id);
    assert.equal(after.version, before.version + 1);
    assert.ok(
      after.effectiveDates.some(
        (e) => e.effectiveDateType === 'DailyAccommodationContribution' && e.effectiveFromDate === today && Number(e.value) === 0,
      ),
      'the zero DAC is saved',
    );
    const rad = (f: Fees['financeFees']) => f.effectiveDates.filter((e) => e.effectiveDateType === 'RadPaid').length;
    assert.equal(rad(after), rad(before) + 2);
    // The saved figures are the ones the screen showed while editing (the same shared-domain function).
    const remaining = (f: Fees['financeFees']) => Number(f.figures.refundableAccommodationDepositRemaining.value);
    assert.equal((remaining(before) - remaining(after)).toFixed(2), '25000.00');
    assert.ok(Number(after.figures.monthlyRetentionFee?.value) > Number(before.figures.monthlyRetentionFee?.value));
    await close();
  });

  test('at 390 px the sections fit the width', async () => {
    const { page, close } = await atBayside(390);
    const id = await pickResident(page);
    await page.goto(`${app.server.url}/viewResident/${id}/financials/false/fees`);
    await page.getByTestId('fees-sheet').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `horizontal overflow of ${overflow}px`);
    await expectNoSeriousViolations(page, 'fees tab at 390 px');
    await close();
  });
});
