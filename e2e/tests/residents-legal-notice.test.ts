/**
 * Residents area, the legal notice date: recorded from the record's Funding card ("Legal notice received"), then cleared
 * after a confirmation ("Clear notice date", "Notice date cleared."). As the organisation manager, on the demo data.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { newContext, signIn } from '../lib/browser';
import { useServerAndBrowser } from '../lib/harness';
import { chooseFacility } from '../lib/pages';
import { addDays, currentFacilityId, currentResidents, displayDate, melbourneToday, until } from '../lib/residents';

const app = useServerAndBrowser();

describe('residents area: the legal notice date', () => {
  test('legal notice: a notice date recorded, then cleared after the confirmation ("Notice date cleared.")', async () => {
    const context = await newContext(app.browser);
    const page = await signIn(context, app.server.url, 'manager@demo.local');
    await chooseFacility(page, 'Bayside Gardens');
    await page.getByRole('heading', { name: 'Residents on leave' }).waitFor();
    // A resident the record journeys leave alone.
    const r = (await currentResidents(page, app.server.url, await currentFacilityId(page)))[15];
    await page.goto(`${app.server.url}/viewResident/${r.residentId}`);
    await page.getByRole('heading', { name: `${r.firstName} ${r.lastName}` }).waitFor();
    const today = melbourneToday();
    const openNotice = async () => {
      await page.getByTestId('funding-actions').getByRole('button', { name: 'Legal notice received' }).click();
      const dialog = page.getByRole('dialog', { name: 'Legal notice received' });
      await dialog.getByLabel('Notice date').waitFor();
      return dialog;
    };

    // record today's date: the maximum penalty interest applies from 14 days later
    let dialog = await openNotice();
    assert.equal(await dialog.getByLabel('Notice date').inputValue(), '', 'the demo resident has no notice date');
    assert.equal(await dialog.getByRole('button', { name: 'Clear notice date' }).count(), 0, 'nothing to clear yet');
    await dialog.getByLabel('Notice date').fill(today);
    await dialog
      .getByTestId('penalty-interest')
      .getByText(`Maximum penalty interest applies from ${displayDate(addDays(today, 14))}`)
      .waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Notice date saved successfully.').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    // the recorded date shows again, with the way to clear it; clearing asks first
    dialog = await openNotice();
    await until('the recorded notice date to show', async () => (await dialog.getByLabel('Notice date').inputValue()) === today);
    await dialog.getByRole('button', { name: 'Clear notice date' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Clear notice date?' });
    await confirm
      .getByText('The notice date will be removed, and the maximum penalty interest will no longer apply from it.')
      .waitFor();
    await confirm.getByRole('button', { name: 'Clear notice date' }).click();
    await page.getByText('Notice date cleared.').first().waitFor();
    await confirm.waitFor({ state: 'detached' });
    await dialog.waitFor({ state: 'detached' });

    // cleared: no date, nothing to clear, the penalty interest has no start date
    dialog = await openNotice();
    assert.equal(await dialog.getByLabel('Notice date').inputValue(), '');
    assert.equal(await dialog.getByRole('button', { name: 'Clear notice date' }).count(), 0);
    await dialog
      .getByTestId('penalty-interest')
      .getByText('Maximum penalty interest applies from the notice date plus 14 days')
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });
});
