/**
 * Resident finance (issue 11), the fees tab as the finance officer on the demo data of Bayside Gardens: set a resident
 * Supported and see the zero daily accommodation contribution appear; record two RAD payments and see the paid amount,
 * the balance, the progress and the retention change; open the explanation of the calculated RAC; axe on the screens;
 * no horizontal overflow at 390 px. The resident is one admitted on or after 1 Nov 2025 (the Act 2025 arrangements)
 * when the demo has one, else the first current resident.
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
  totalRetention: 'Total retention',
};
const RAC_FORMULA = /365 x daily accommodation contribution \/ \(MPIR \/ 100\)/;

interface Entry {
  effectiveDateType: string;
  effectiveFromDate: string;
  value: string | null;
  supportLevel: string | null;
}
interface Fees {
  financeFees: {
    admissionDateUtc: string | null;
    isAct2025: boolean;
    effectiveDates: Entry[];
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

/** A current resident of Bayside Gardens on the Act 2025 arrangements if there is one. */
async function pickResident(page: Page): Promise<number> {
  const residents = await currentResidents(page, app.server.url, 1, 50);
  assert.ok(residents.length, 'a current resident of Bayside Gardens');
  const recent = residents.filter((r) => r.admissionDateUtc && r.admissionDateUtc.slice(0, 10) >= '2025-11-01');
  for (const r of recent) if ((await feesOf(page, r.residentId)).isAct2025) return r.residentId;
  return (recent[0] ?? residents[0]).residentId;
}

/** A figure's shown value (its button's text). */
const figure = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^${label}:`) }).first();
const amount = (text: string) => Number(text.replace(/[$,]/g, ''));

describe('resident finance: the fees tab', () => {
  test('Supported brings the zero DAC; two RAD payments move paid, balance, progress and retention; Calculated RAC explained', async () => {
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

    // Edit: Supported from today brings a zero daily accommodation contribution on the same day.
    await page.getByRole('link', { name: 'Edit fees' }).click();
    await page.waitForURL(`**/editResident/${id}/financials/false/fees`);
    await page.getByTestId('fees-sheet').waitFor();
    await page.getByRole('button', { name: 'Edit: Support level' }).click();
    const levels = page.getByRole('dialog', { name: 'Support level effective dates' });
    await levels.getByRole('button', { name: 'Add row' }).click();
    const row = await levels.getByTestId('entry-row').count();
    await levels.getByLabel(`EFFECTIVE DATE, row ${row}`).fill(today);
    await levels.getByLabel(`SUPPORT LEVEL, row ${row}`).selectOption('Supported');
    await levels.getByRole('button', { name: 'OK' }).click();
    await levels.waitFor({ state: 'detached' });
    const dac = page.getByTestId('fee-DailyAccommodationContribution');
    await until('the zero DAC shows', async () => /\$0\.00/.test((await dac.textContent()) ?? ''));
    await page.getByTestId('fee-SupportLevel').getByText('Supported').waitFor();

    // Two RAD payments: paid goes up by their sum, the balance down, the progress moves, retention is computed.
    const paidBefore = amount((await figure(page, TEXT.radPaid).textContent()) ?? '0');
    const progressBefore = (await figure(page, TEXT.unsupportedProgress).textContent()) ?? '';
    await page.getByRole('button', { name: 'Edit: RAD paid' }).click();
    const payments = page.getByRole('dialog', { name: 'RAD payments' });
    const first = (await payments.getByTestId('entry-row').count()) + 1;
    await payments.getByRole('button', { name: 'Add payment' }).click();
    await payments.getByLabel(`PAYMENT DATE, row ${first}`).fill(admitted > addDays(today, -20) ? admitted : addDays(today, -20));
    await payments.getByLabel(`AMOUNT, row ${first}`).fill('20000');
    await payments.getByRole('button', { name: 'Add payment' }).click();
    await payments.getByLabel(`PAYMENT DATE, row ${first + 1}`).fill(today);
    await payments.getByLabel(`AMOUNT, row ${first + 1}`).fill('5000');
    await payments.getByRole('button', { name: 'OK' }).click();
    await payments.waitFor({ state: 'detached' });
    await until('RAD paid grows by the payments', async () => {
      const now = amount((await figure(page, TEXT.radPaid).textContent()) ?? '0');
      return Math.abs(now - paidBefore - 25000) < 0.005;
    });
    const progressAfter = (await figure(page, TEXT.unsupportedProgress).textContent()) ?? '';
    const hasPrice = before.effectiveDates.some((e) => e.effectiveDateType === 'AgreedRoomPrice' && Number(e.value) > 0);
    if (hasPrice && !progressBefore.startsWith('100')) assert.notEqual(progressAfter, progressBefore, 'the progress moves');
    if (before.isAct2025) await figure(page, TEXT.totalRetention).waitFor();
    await expectNoSeriousViolations(page, 'fees tab in edit mode');

    await page.getByRole('button', { name: 'Save' }).first().click();
    await seeToast(page, TEXT.saved);
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
