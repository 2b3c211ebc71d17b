/**
 * Residents area, the record: documents (upload, view through a short-lived token, delete), the photo (crop
 * and upload, the refresh on another screen, delete after the browser's confirmation), notes (add, pin, previews,
 * highlight) and assign bed (shown on the timeline). As the demo users, on the demo data.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, signIn } from '../lib/browser';
import { chooseFacility } from '../lib/pages';
import {
  currentFacilityId,
  currentResidents,
  displayDate,
  machineMelbourneToday,
  melbourneToday,
  type ResidentRow,
} from '../lib/residents';
import { useServerAndBrowser } from '../lib/harness';

const app = useServerAndBrowser();

/** The organisation manager at Bayside Gardens, on the resident view page of the n-th current resident. */
async function openNthResident(n: number): Promise<{ context: BrowserContext; page: Page; r: ResidentRow }> {
  const context = await newContext(app.browser);
  const page = await signIn(context, app.server.url, 'manager@demo.local');
  await chooseFacility(page, 'Bayside Gardens');
  await page.getByRole('heading', { name: 'Residents on leave' }).waitFor();
  const rows = await currentResidents(page, app.server.url, await currentFacilityId(page));
  const r = rows[n];
  await page.goto(`${app.server.url}/viewResident/${r.residentId}`);
  await page.getByRole('heading', { name: `${r.firstName} ${r.lastName}` }).waitFor();
  return { context, page, r };
}

describe('residents area: the record', () => {
  test('documents: upload (name required and unique), view through a document token, delete', async () => {
    const { context, page } = await openNthResident(11);
    const panel = page.getByRole('region', { name: 'Documents' });
    await panel.getByRole('button', { name: 'Upload document' }).waitFor();
    const text = `Care plan reviewed on ${melbourneToday()} by the e2e journey.`;

    await panel.getByRole('button', { name: 'Upload document' }).click();
    let dialog = page.getByRole('dialog', { name: 'Upload document' });
    await dialog.getByLabel('File').setInputFiles({ name: 'Care plan.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
    const name = dialog.getByLabel('Document name');
    assert.equal(await name.inputValue(), 'Care plan', 'the name starts as the file name without its extension');
    await name.fill('');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.getByText('Please enter file name').waitFor();
    await name.fill('Care plan');
    // the date added is the database's own stamp (the machine's time, which RM_CLOCK does not move)
    const uploadedFrom = machineMelbourneToday();
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.waitFor({ state: 'detached' });
    const uploadedTo = machineMelbourneToday();

    const table = panel.getByRole('table', { name: 'Documents' });
    const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Care plan', exact: true }) });
    await row.getByRole('button', { name: 'View Care plan' }).waitFor();
    const cells = (await row.getByRole('cell').allInnerTexts()).map((c) => c.trim());
    assert.deepEqual(cells.slice(0, 2), ['Care plan', 'Margaret Nguyen']);
    assert.ok([displayDate(uploadedFrom), displayDate(uploadedTo)].includes(cells[2]), `date added ${cells[2]}`);

    // the same name again is refused in the dialog (seed 000 §5)
    await panel.getByRole('button', { name: 'Upload document' }).click();
    dialog = page.getByRole('dialog', { name: 'Upload document' });
    await dialog
      .getByLabel('File')
      .setInputFiles({ name: 'care plan.txt', mimeType: 'text/plain', buffer: Buffer.from('again') });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.getByText('This document name already exists').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await table.getByRole('cell', { name: 'Care plan', exact: true }).count(), 1);

    // view: a new tab opens the file through a short-lived document token
    const [tab] = await Promise.all([context.waitForEvent('page'), row.getByRole('button', { name: 'View Care plan' }).click()]);
    await tab.getByText(text).waitFor();
    assert.match(tab.url(), /\/api\/residents\/document\/\d+\/view\?documentAccessToken=/);
    assert.equal((await tab.locator('body').innerText()).trim(), text);
    await tab.close();

    // delete after the confirmation
    await row.getByRole('button', { name: 'Delete Care plan' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete document' });
    await confirm.getByText("Are you sure you want to delete 'Care plan'?").waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await panel.getByRole('cell', { name: 'Care plan', exact: true }).waitFor({ state: 'detached' });

    // the timeline keeps both: added and deleted
    await page.getByRole('link', { name: 'Timeline', exact: true }).click();
    const entries = page.getByTestId('timeline-entry').filter({ hasText: 'Care plan.txt' });
    await entries.nth(1).waitFor();
    assert.deepEqual(
      (await entries.allInnerTexts()).map(
        (t) =>
          t
            .split('\n')
            .map((x) => x.trim())
            .filter(Boolean)[1],
      ),
      ['Document added', 'Document deleted'],
    );
    await context.close();
  });

  test('photo: crop (zoom and drag) and upload, shown on another screen at once, deleted after the app.browser confirmation', async () => {
    const { context, page, r } = await openNthResident(12);
    const alt = `Photo of ${r.firstName} ${r.lastName}`;
    // another screen showing the same resident (seed 000 §4: photo changes broadcast a refresh)
    const other = await context.newPage();
    await other.goto(`${app.server.url}/viewResident/${r.residentId}`);
    await other.getByRole('heading', { name: `${r.firstName} ${r.lastName}` }).waitFor();
    await other.getByLabel('No photo').waitFor();

    // a 600x300 PNG in three bands: red, green, blue (200 px each)
    const png = Buffer.from(
      await page.evaluate(() => {
        const c = document.createElement('canvas');
        c.width = 600;
        c.height = 300;
        const g = c.getContext('2d')!;
        ['#ff0000', '#00ff00', '#0000ff'].forEach((colour, i) => {
          g.fillStyle = colour;
          g.fillRect(i * 200, 0, 200, 300);
        });
        return c.toDataURL('image/png').split(',')[1];
      }),
      'base64',
    );

    await page.getByRole('button', { name: 'Upload photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload photo' });
    await dialog.waitFor();
    // the dialog opens with a zoom animation: measure and drag only once it has settled
    await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await dialog.getByLabel('Photo file').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: png });
    const zoom = dialog.getByLabel('Zoom');
    await page.waitForFunction((el) => !(el as HTMLInputElement).disabled, await zoom.elementHandle());
    // zoom in steps of 0.1 (seed 000 §9) to 1.5: the 300x300 viewport covers the middle 200 px (green)
    await zoom.focus();
    for (let i = 0; i < 5; i++) await zoom.press('ArrowRight');
    assert.equal(await zoom.inputValue(), '1.5');
    // drag the image 300 px to the right: the viewport now covers the first 200 px (red)
    const box = (await dialog.getByLabel('Photo cropper').boundingBox())!;
    assert.equal(Math.round(box.width), 630);
    assert.equal(Math.round(box.height), 400);
    await page.mouse.move(box.x + 315, box.y + 200);
    await page.mouse.down();
    await page.mouse.move(box.x + 465, box.y + 200);
    await page.mouse.move(box.x + 615, box.y + 200);
    await page.mouse.up();
    await dialog.getByRole('button', { name: 'Save photo' }).click();
    await dialog.waitFor({ state: 'detached' });

    const photo = page.getByRole('img', { name: alt });
    await photo.waitFor();
    const pixels = await photo.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.naturalWidth;
      c.height = img.naturalHeight;
      const g = c.getContext('2d')!;
      g.drawImage(img, 0, 0);
      // (no named helper functions in here: the test's TypeScript transform would wrap them in a helper the page lacks)
      const samples = [
        [10, 150],
        [150, 150],
        [290, 150],
      ].map(([x, y]) => Array.from(g.getImageData(x, y, 1, 1).data.slice(0, 3)));
      return { width: img.naturalWidth, height: img.naturalHeight, type: img.src.slice(0, 23), samples };
    });
    assert.equal(pixels.width, 300);
    assert.equal(pixels.height, 300);
    assert.equal(pixels.type, 'data:image/jpeg;base64,');
    for (const [red, green, blue] of pixels.samples)
      assert.ok(red > 200 && green < 60 && blue < 60, `red everywhere (zoomed and dragged): ${pixels.samples}`);

    // the other screen refreshed without a reload
    await other.getByRole('img', { name: alt }).waitFor();
    assert.equal(await other.getByLabel('No photo').count(), 0);

    // delete: the app.browser asks first; dismissing keeps the photo, accepting removes it
    let asked = '';
    page.once('dialog', (d) => {
      asked = d.message();
      void d.dismiss();
    });
    await page.getByRole('button', { name: 'Delete photo' }).click();
    assert.equal(asked, 'Are you sure you want to delete the profile photo?');
    assert.equal(await photo.count(), 1);
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Delete photo' }).click();
    await page.getByLabel('No photo').waitFor();
    await other.getByLabel('No photo').waitFor();
    await context.close();
  });

  test('notes: add (Note added successfully.), pin: pinned first in the tab and the two previews; a preview opens the highlighted note', async () => {
    const { context, page, r } = await openNthResident(13);
    await page.getByRole('link', { name: 'Notes', exact: true }).click();
    await page.getByLabel('Add a note').waitFor();
    assert.match(page.url(), new RegExp(`/viewResident/${r.residentId}/notes$`));
    const stamp = Date.now().toString(36);
    const texts = ['first', 'second', 'third'].map((w) => `The ${w} note of the journey (${stamp}).`);
    const notes = page.getByTestId('note');
    for (const t of texts) {
      await page.getByLabel('Add a note').fill(t);
      await page.getByRole('button', { name: 'Add note' }).click();
      await page.getByText('Note added successfully.').first().waitFor();
      await notes.filter({ hasText: t }).waitFor();
    }
    // newest first
    const order = async () =>
      (await notes.allInnerTexts()).map((x) => texts.findIndex((t) => x.includes(t))).filter((i) => i >= 0);
    assert.deepEqual(await order(), [2, 1, 0]);

    const first = notes.filter({ hasText: texts[0] });
    await first.getByRole('button', { name: 'Pin' }).click();
    await first.getByText('Pinned', { exact: true }).waitFor();
    await first.getByRole('button', { name: 'Unpin' }).waitFor();
    assert.deepEqual(await order(), [0, 2, 1]);
    assert.ok((await notes.first().innerText()).includes(texts[0]), 'the pinned note leads the list');

    // the details page's two previews: the pinned note, then the newest
    const previews = page.getByTestId('note-previews').getByRole('link').filter({ hasNotText: 'All notes' });
    await previews.filter({ hasText: texts[0] }).waitFor();
    assert.equal(await previews.count(), 2);
    assert.ok((await previews.nth(0).innerText()).includes(texts[0]));
    assert.ok((await previews.nth(1).innerText()).includes(texts[2]));
    await previews.nth(0).click();
    await page.locator('[data-testid="note"][data-highlighted="true"]').filter({ hasText: texts[0] }).waitFor();
    assert.match(page.url(), /\/notes#note-\d+$/);
    await context.close();
  });

  test('assign bed: the resident moves to a free bed and the timeline shows "Bed assigned"', async () => {
    const { context, page } = await openNthResident(14);
    const roomField = page.getByText('Room', { exact: true }).first().locator('xpath=..');
    const was = (await roomField.locator('p').nth(1).innerText()).trim();
    await page.getByRole('button', { name: 'Assign bed' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign bed' });
    const select = dialog.getByLabel('Bed', { exact: true });
    await select.waitFor();
    const option = select.locator('optgroup option').first();
    const label = (await option.innerText()).trim();
    await select.selectOption({ label });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Changes have been saved.').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await roomField.getByText(label, { exact: true }).waitFor();

    await page.getByRole('link', { name: 'Timeline', exact: true }).click();
    const entry = page.getByTestId('timeline-entry').filter({ hasText: 'Bed assigned' });
    await entry.waitFor();
    const lines = (await entry.innerText())
      .split('\n')
      .map((x) => x.trim())
      .filter(Boolean);
    assert.deepEqual(lines, [displayDate(melbourneToday()), 'Bed assigned', `From ${was} to ${label}`]);
    await context.close();
  });
});
