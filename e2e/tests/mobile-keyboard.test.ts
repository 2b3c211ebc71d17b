/**
 * Keyboard and assistive technology: the main screens on a phone-sized window (390x844) with the keyboard
 * only: no mouse click anywhere, only Tab, Shift+Tab, Enter, Space, the arrow keys and Escape. Signs in, opens the menu
 * (the "Open menu" button and its drawer), goes to the residents, opens a resident, opens a dialog and closes it with
 * Escape, goes to the lead board, drags a lead to the last column and opens a lead. At every step the element that has the focus shows it: a visible
 * outline or box shadow (computed style), and it is inside the window.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, newContext } from '../lib/browser';
import { apiCall, until } from '../lib/pages';
import { currentFacilityId, currentResidents } from '../lib/residents';
import { useServerAndBrowser } from '../lib/harness';

const app = useServerAndBrowser();

const PHONE = { width: 390, height: 844 };

interface Focused {
  /** The focused element's accessible name as far as the page can tell (aria-label, label, text). */
  name: string;
  tag: string;
  role: string;
  /** Whether its focus indicator shows: an outline that is not 'none' and not 0 wide, or a box shadow. */
  indicator: boolean;
  outline: string;
  boxShadow: string;
  /** Whether it lies inside the window (at least partly). */
  inWindow: boolean;
  /** Whether it is inside an open dialog. */
  inDialog: boolean;
}

async function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const e = document.activeElement as HTMLElement | null;
    if (!e || e === document.body) return null;
    const label = e.getAttribute('aria-label');
    const labelledBy = e.getAttribute('aria-labelledby');
    const byId = labelledBy
      ? labelledBy
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
      : '';
    const labels = (e as HTMLInputElement).labels;
    const fromLabel = labels && labels.length ? (labels[0].textContent ?? '') : '';
    const name = (label || byId || fromLabel || e.innerText || e.getAttribute('title') || '').replace(/\s+/g, ' ').trim();
    const style = getComputedStyle(e);
    const outline = `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
    const hasOutline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const hasShadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const r = e.getBoundingClientRect();
    return {
      name,
      tag: e.tagName.toLowerCase(),
      role: e.getAttribute('role') ?? '',
      indicator: hasOutline || hasShadow,
      outline,
      boxShadow: style.boxShadow,
      inWindow: r.bottom > 0 && r.right > 0 && r.top < window.innerHeight && r.left < window.innerWidth && r.width > 0,
      inDialog: !!e.closest('[role="dialog"], [role="alertdialog"]'),
    };
  });
}

/** The focused element shows its focus (visible outline or box shadow) and is on screen. */
async function expectVisibleFocus(page: Page, step: string): Promise<Focused> {
  const f = await focused(page);
  assert.ok(f, `${step}: something has the focus`);
  assert.ok(
    f.indicator,
    `${step}: the focused ${f.tag} "${f.name}" shows its focus (outline ${f.outline}; box-shadow ${f.boxShadow})`,
  );
  assert.ok(f.inWindow, `${step}: the focused ${f.tag} "${f.name}" is inside the window`);
  return f;
}

/**
 * Presses Tab (or Shift+Tab) until the focused element's name matches, checking the visible focus of every element it
 * passes; fails with the names it went through.
 */
async function tabTo(page: Page, name: string | RegExp, { backwards = false, max = 80 } = {}): Promise<Focused> {
  const matches = (f: Focused | null) => !!f && (typeof name === 'string' ? f.name === name : name.test(f.name));
  const passed: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const f = await focused(page);
    if (f) {
      passed.push(`${f.tag}${f.role ? `[${f.role}]` : ''} "${f.name.slice(0, 40)}"`);
      await expectVisibleFocus(page, `Tab to ${name}`);
    }
    if (matches(f)) return f!;
  }
  assert.fail(
    `${String(name)} not reached with ${backwards ? 'Shift+Tab' : 'Tab'} in ${max} presses; went through:\n${passed.join('\n')}`,
  );
}

/** On a phone the main menu is behind the "Open menu" button: open it from the keyboard, answer once its links show. */
async function openMenu(page: Page): Promise<void> {
  // The button is in the header, above everything else: back up to it, or go forward from the top of a fresh page.
  await tabTo(page, 'Open menu', { backwards: !!(await focused(page)), max: 150 });
  await page.keyboard.press('Enter');
  const first = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard', exact: true });
  // The drawer slides in: wait until it is in the window.
  await until('the menu drawer to slide in', async () => {
    const box = await first.boundingBox();
    return !!box && box.x >= 0 && box.x + box.width <= PHONE.width;
  });
}

describe('the main screens at 390x844 with the keyboard only', () => {
  test('sign in, the menu, a resident and a dialog closed with Escape, the lead board (a keyboard drag to Confirmed) and a lead', async () => {
    const context = await newContext(app.browser, { viewport: PHONE });
    const page = await context.newPage();
    // sign in
    await page.goto(`${app.server.url}/dashboard`);
    await page.getByLabel('Email').waitFor();
    await tabTo(page, 'Email');
    await page.keyboard.type('manager@demo.local');
    await tabTo(page, 'Password');
    await page.keyboard.type(DEMO_PASSWORD);
    await tabTo(page, 'Sign in');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard/, { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Residents on leave' }).waitFor({ timeout: 30_000 });
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), PHONE.width, 'the dashboard fits the width');

    // the menu: a button opens it in a drawer; Escape closes it and gives the focus back to the button
    await openMenu(page);
    await page.keyboard.press('Escape');
    await until('the menu to close', async () => !(await page.getByRole('navigation', { name: 'Main' }).isVisible()));
    const back = await expectVisibleFocus(page, 'the menu closed with Escape');
    assert.equal(back.name, 'Open menu', 'the focus is back on the menu button');

    // the residents, from the menu
    await openMenu(page);
    await tabTo(page, 'Residents');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/viewResidents/);
    await page.getByRole('heading', { name: 'Residents', exact: true }).waitFor();

    // a resident: Tab to the name in the list, Enter
    const facilityId = await currentFacilityId(page);
    const resident = (await currentResidents(page, app.server.url, facilityId)).find((r) => !r.isOnLeave)!;
    const name = `${resident.firstName} ${resident.lastName}`;
    await page.getByRole('main').getByText(resident.lastName).first().waitFor();
    await tabTo(page, new RegExp(`^(${name}|${resident.lastName}, ${resident.firstName})$`), { max: 150 });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name }).waitFor();
    assert.match(page.url(), new RegExp(`/viewResident/${resident.residentId}`));

    // a dialog: Send on leave (a button of the action bar, or an item of its overflow menu on a phone)
    const trigger = await tabTo(page, /^(Send on leave|More actions|Actions)$/);
    await page.keyboard.press('Enter');
    if (trigger.name !== 'Send on leave') {
      const item = page.getByRole('menuitem', { name: 'Send on leave' });
      await item.waitFor();
      for (
        let i = 0;
        i < 20 && !(await item.evaluate((e) => e === document.activeElement || e.hasAttribute('data-highlighted')));
        i++
      )
        await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
    }
    const dialog = page.getByRole('dialog', { name: 'Send on leave' });
    await dialog.waitFor();
    await until('the focus to move into the dialog', async () => !!(await focused(page))?.inDialog);
    const inDialog = await tabTo(page, /.+/);
    assert.ok(inDialog.inDialog, 'Tab stays inside the dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const returned = await expectVisibleFocus(page, 'the dialog closed with Escape');
    assert.equal(returned.name, trigger.name, 'the focus is back on what opened the dialog');

    // the lead board, from the menu, and a lead
    await openMenu(page);
    await tabTo(page, 'Leads');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/leads$/);
    await page.locator('[aria-busy="false"]:has([data-testid="column-Enquiries"])').waitFor();
    const board = await apiCall(
      page,
      app.server.url,
      'GET',
      `leads/dashboard/?take=10&facilityId=${facilityId}&leadCareType=All`,
    );
    type Card = { residentId: number; residencyId: number; firstName: string; lastName: string };
    const enquiries = board.body.enquiries.result as Card[];
    assert.ok(enquiries.length >= 2, 'Enquiries has two leads');
    const lead = enquiries[0];
    const leadName = `${lead.firstName} ${lead.lastName}`;

    // a keyboard drag on the phone: the last lead of Enquiries across every column to Confirmed (the board scrolls
    // sideways to follow), announced by the column headings, and saved
    const moved = enquiries[enquiries.length - 1];
    const movedName = `${moved.firstName} ${moved.lastName}`;
    const said = async () => ((await page.locator('[id^="rfd-announcement-"]').textContent()) ?? '').trim();
    await tabTo(page, `Move ${movedName}`, { max: 150 });
    await page.keyboard.press('Space');
    await until('the lead to be lifted', async () => (await said()).startsWith(`Lifted ${movedName} from Enquiries`));
    // A person does not press the next key within the same frame: let the board's scrolling settle (dnd reads the
    // scroll position on the next animation frame).
    const nextFrames = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    // The board ignores a move key while it is still scrolling to follow the last move (on a loaded machine that can
    // outlast two frames): a press that changed nothing within a second (the announcement is written at once) is a
    // press the board did not take, and the user presses again.
    for (const title of ['Tour booked', 'Tour completed', 'Waiting', 'Confirmed']) {
      const arrived = async () => (await said()).startsWith(`Moved to ${title}, position `);
      for (let press = 1; ; press++) {
        const before = await said();
        await nextFrames();
        await page.keyboard.press('ArrowRight');
        const changed = await until('the announcement', async () => (await said()) !== before, { timeoutMs: 1_000 }).then(
          () => true,
          () => false,
        );
        if (changed || press === 3) break;
      }
      await until(`the lead to move to ${title} (heard: ${await said()})`, arrived);
    }
    const saved = page.waitForResponse((r) => r.url().includes('/api/leads/lead-order') && r.request().method() === 'PUT');
    await nextFrames();
    await page.keyboard.press('Space');
    await until('the drop', async () => (await said()).startsWith(`Dropped ${movedName} in Confirmed, position `));
    assert.equal((await saved).status(), 200);
    await page.getByTestId('column-Confirmed').locator(`[data-residency-id="${moved.residencyId}"]`).waitFor();

    await tabTo(page, leadName, { backwards: true, max: 150 });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: leadName }).waitFor();
    assert.match(page.url(), new RegExp(`/viewLead/${lead.residentId}`));
    await context.close();
  });
});
