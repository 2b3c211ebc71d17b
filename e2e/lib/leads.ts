/**
 * Helpers of the leads-area journeys: the lead board as the user sees it (columns, counts, cards), keyboard
 * dragging with @hello-pangea/dnd (waiting on its screen-reader announcements, not on time), toasts, dates in
 * Australia/Melbourne, API calls with the signed-in user's token, and reading the exported .xlsx.
 */
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { until } from './pages';

export type LeadStatus = 'Enquiries' | 'TourBooked' | 'TourCompleted' | 'Waiting' | 'Confirmed';
/** The board's columns, left to right, with the titles the user sees (seed 001 §2 "Lead dashboard"). */
export const COLUMNS: readonly { status: LeadStatus; key: string; title: string }[] = [
  { status: 'Enquiries', key: 'enquiries', title: 'Enquiries' },
  { status: 'TourBooked', key: 'tourBooked', title: 'Tour booked' },
  { status: 'TourCompleted', key: 'tourCompleted', title: 'Tour completed' },
  { status: 'Waiting', key: 'waiting', title: 'Waiting' },
  { status: 'Confirmed', key: 'confirmed', title: 'Confirmed' },
];

export { addDays, displayDate, machineMelbourneToday, melbourneToday } from './dates';

/** A name of letters only, different on every run (the lead rules accept letters, not digits). */
export function uniqueName(prefix: string): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let n = Date.now() + Math.floor(Math.random() * 1e6);
  let s = '';
  for (let i = 0; i < 6; i++) {
    s += letters[n % 26];
    n = Math.floor(n / 26);
  }
  return `${prefix}${s}`;
}

export { apiCall, until } from './pages';

export async function currentFacilityId(page: Page): Promise<number> {
  return Number(await page.getByLabel('Facility').inputValue());
}

// ------------------------------------------------------------------ the board

export interface CardOnScreen {
  residencyId: number;
  residentId: number;
  name: string;
  text: string;
}
export interface ColumnOnScreen {
  count: number;
  cards: CardOnScreen[];
}

export function column(page: Page, status: LeadStatus) {
  return page.getByTestId(`column-${status}`);
}

export function card(page: Page, residencyId: number) {
  return page.locator(`[data-testid="lead-card"][data-residency-id="${residencyId}"]`);
}

/** Opens /leads from the main menu and waits until the board has loaded. */
export async function openBoard(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leads', exact: true }).click();
  await boardLoaded(page);
  assert.match(page.url(), /\/leads$/);
}

/** The board's grid says it is no longer busy (the first load, a reload, a filter change that has finished). */
export async function boardLoaded(page: Page): Promise<void> {
  await page.locator('[aria-busy="false"]:has([data-testid="column-Enquiries"])').waitFor({ timeout: 30_000 });
}

/** A column as shown: the count in its header badge and its cards, top to bottom. */
export async function readColumn(page: Page, status: LeadStatus): Promise<ColumnOnScreen> {
  const col = column(page, status);
  const label = await col.getByLabel(/^\d+ leads$/).getAttribute('aria-label');
  const cards = await col.getByTestId('lead-card').evaluateAll((els) =>
    els.map((e) => {
      const link = e.querySelector('a[href^="/viewLead/"]');
      return {
        residencyId: Number(e.getAttribute('data-residency-id')),
        residentId: Number((link?.getAttribute('href') ?? '').split('/').pop()),
        name: (link?.textContent ?? '').trim(),
        text: (e as HTMLElement).innerText,
      };
    }),
  );
  return { count: Number(label!.split(' ')[0]), cards };
}

export async function readBoard(page: Page): Promise<Record<LeadStatus, ColumnOnScreen>> {
  const out = {} as Record<LeadStatus, ColumnOnScreen>;
  for (const c of COLUMNS) out[c.status] = await readColumn(page, c.status);
  return out;
}

/** The column a card shows in (null when it is on none). */
export async function columnOf(page: Page, residencyId: number): Promise<LeadStatus | null> {
  for (const c of COLUMNS)
    if (await column(page, c.status).locator(`[data-residency-id="${residencyId}"]`).count()) return c.status;
  return null;
}

/** The value of one of a card's labelled rows ('Tour', 'Location', 'AN-ACC', ...). */
export function cardRow(text: string, label: string): string | null {
  const m = new RegExp(`(?:^|\\n)${label}\\s*\\n?\\s*([^\\n]+)`).exec(text);
  return m ? m[1].trim() : null;
}

const announcer = (page: Page) => page.locator('[id^="rfd-announcement-"]');

/**
 * Drags a card with the keyboard as @hello-pangea/dnd offers it: focus the card's "Move ..." handle, Space to lift,
 * the arrow keys, Space to drop. Each step waits for the board's screen-reader announcement of that step ("Lifted ...",
 * "Moved to <column>, position n of m.", then the drop's words); answers what was announced, step by step.
 */
export async function keyboardDrag(page: Page, cardName: string, keys: readonly string[]): Promise<string[]> {
  const handle = page.getByLabel(`Move ${cardName}`, { exact: true });
  await handle.focus();
  const said = async () => ((await announcer(page).textContent()) ?? '').replace(/\s+/g, ' ').trim();
  const heard: string[] = [];
  await page.keyboard.press('Space');
  await until('the card to be lifted', async () => (await said()).startsWith(`Lifted ${cardName} `));
  heard.push(await said());
  for (const key of keys) {
    const before = await said();
    await page.keyboard.press(key);
    await until(`the card to move (${key})`, async () => (await said()) !== before && (await said()).startsWith('Moved to '));
    heard.push(await said());
  }
  const before = await said();
  await page.keyboard.press('Space');
  await until('the card to be dropped', async () => (await said()) !== before && !(await said()).startsWith('Moved to '));
  heard.push(await said());
  return heard;
}

// ------------------------------------------------------------------ toasts

function toasts(page: Page, text: string | RegExp) {
  return page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text });
}

/** Waits for a toast with `text`, answers its text and closes it (the same message is not shown twice while visible). */
export async function seeToast(page: Page, text: string | RegExp): Promise<string> {
  const toast = toasts(page, text).first();
  await toast.waitFor({ timeout: 30_000 });
  const shown = (await toast.innerText()).trim();
  await toast.getByRole('button', { name: 'Close' }).click();
  await until(`the toast '${text}' to close`, async () => (await toasts(page, text).count()) === 0);
  return shown;
}

// ------------------------------------------------------------------ the exported spreadsheet

/** The rows of the first worksheet as objects keyed by the header row's texts, plus the sheet name and headers. */
export async function readWorkbook(
  file: string,
): Promise<{ sheetName: string; headers: string[]; rows: Record<string, unknown>[] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  assert.ok(sheet, 'the workbook has a worksheet');
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map((v) => String(v ?? ''));
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(headers.map((h, i) => [h, values[i] ?? null])));
  });
  return { sheetName: sheet.name, headers, rows };
}
