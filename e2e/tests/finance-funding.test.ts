/**
 * Resident finance, the funding tab as the finance officer on the demo data: the figures of a current
 * resident of Bayside Gardens, the daily basic subsidy's explanation (formula and inputs), the supplement status edit
 * (Cancel restores the backup, Save persists), at 1280 px and at 390 px (no horizontal overflow), axe on the screen.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { expectNoSeriousViolations } from '../lib/axe';
import { newContext, signIn } from '../lib/browser';
import { seeToast } from '../lib/leads';
import { chooseFacility } from '../lib/pages';
import { apiCall, currentFacilityId, currentResidents, until } from '../lib/residents';
import { useServerAndBrowser } from '../lib/harness';

const app = useServerAndBrowser();

/** shared-domain: FUNDING_TAB_TEXT (FundingTab.tsx), the success message and the formula of finance/funding.ts. */
const TEXT = { subsidy: 'Daily basic subsidy', editFunding: 'Edit funding', saved: 'Saved successfully.' };
const FORMULA = /Daily basic subsidy = fixed component base care tariff/;

interface Funding {
  veteranSupplement: boolean;
  supportLevel: string;
  dailyBasicSubsidy: { value: string | null };
  version: number;
}

async function atBayside(width: number) {
  const context = await newContext(app.browser, { viewport: { width, height: 900 } });
  const page = await signIn(context, app.server.url, 'finance@demo.local');
  await chooseFacility(page, 'Bayside Gardens');
  await until('Bayside Gardens is selected', async () => (await currentFacilityId(page)) === 1);
  return { page, close: () => context.close() };
}

describe('resident finance: the funding tab', () => {
  test('figures, the explained daily basic subsidy, and the supplement status edit', async () => {
    const { page, close } = await atBayside(1280);
    const [resident] = await currentResidents(page, app.server.url, 1);
    assert.ok(resident, 'a current resident of Bayside Gardens');
    const id = resident.residentId;
    const api = await apiCall<Funding>(page, app.server.url, 'GET', `residents/${id}/finance/funding?facilityId=1`);
    assert.equal(api.status, 200);

    await page.goto(`${app.server.url}/viewResident/${id}/financials/funding`);
    await page.getByTestId('funding-tab').waitFor();
    await page.getByTestId('support-level').getByText(api.body.supportLevel).waitFor();
    await expectNoSeriousViolations(page, 'funding tab');

    // Edit: Cancel restores the backup, Save persists.
    await page.getByRole('link', { name: TEXT.editFunding }).click();
    await page.waitForURL(`**/editResident/${id}/financials/funding`);
    const veteran = page.getByRole('checkbox', { name: 'Veteran supplement' });
    const was = await veteran.isChecked();
    assert.equal(was, api.body.veteranSupplement);
    await veteran.setChecked(!was);
    await page.getByRole('button', { name: 'Cancel' }).click();
    assert.equal(await veteran.isChecked(), was);
    await veteran.setChecked(!was);
    await page.getByRole('button', { name: 'Save' }).click();
    await seeToast(page, TEXT.saved);
    const saved = await apiCall<Funding>(page, app.server.url, 'GET', `residents/${id}/finance/funding?facilityId=1`);
    assert.equal(saved.body.veteranSupplement, !was);
    assert.equal(saved.body.version, api.body.version + 1);
    await expectNoSeriousViolations(page, 'funding tab in edit mode');

    // The daily basic subsidy opens its explanation.
    const figure = page.getByRole('button', { name: new RegExp(`^${TEXT.subsidy}:`) });
    await figure.click();
    const panel = page.getByRole('dialog', { name: TEXT.subsidy });
    await panel.getByText(FORMULA).waitFor();
    await panel.getByText('AN-ACC price per NWAU').waitFor();
    await expectNoSeriousViolations(page, 'funding tab (edit mode) with the explanation open');
    await panel.getByRole('button', { name: 'Close' }).first().click();
    await panel.waitFor({ state: 'detached' });
    await close();
  });

  test('at 390 px the cards fit the width', async () => {
    const { page, close } = await atBayside(390);
    const [resident] = await currentResidents(page, app.server.url, 1);
    await page.goto(`${app.server.url}/viewResident/${resident.residentId}/financials/funding`);
    await page.getByTestId('funding-tab').waitFor();
    await page.getByTestId('daily-basic-subsidy').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `horizontal overflow of ${overflow}px`);
    await close();
  });
});
