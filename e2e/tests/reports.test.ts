/**
 * The reports as the organisation manager in Chromium: each report screen opens from its route with its facility of
 * the right type preselected, shows its first page, and its Export downloads the file under the report's name whose
 * rows are the screen's first page (the same query pages the screen and writes the file: the workbook is opened with
 * exceljs, the Attache CSV split by hand and checked against its data route). The units report's filters: a group
 * unchecked and empty loads nothing. Screenshots of each screen go to RM_E2E_SHOTS when set.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { newContext, signIn } from '../lib/browser';
import { readWorkbook } from '../lib/leads';
import { apiCall } from '../lib/pages';
import { download, downloadsFolder, noHorizontalOverflow, shot } from '../lib/statements';
import { useServerAndBrowser } from '../lib/harness';

const app = useServerAndBrowser();
const folder = downloadsFolder();

/** The report screens: route, title, the facility preselected, the file's name. */
const REPORTS: { route: string; title: string; facility: string; file: RegExp }[] = [
  { route: '/reporting/units', title: 'Units report', facility: 'Riverside Village', file: /^UnitReport\.xlsx$/ },
  {
    route: '/reporting/settlements',
    title: 'Settlements report',
    facility: 'Riverside Village',
    file: /^SettlementsReport\.xlsx$/,
  },
  {
    route: '/reporting/enquiry-source',
    title: 'Enquiry source',
    facility: 'Bayside Gardens',
    file: /^EnquirySourceReport\.xlsx$/,
  },
  { route: '/reporting/movements', title: 'Movements', facility: 'Bayside Gardens', file: /^MovementsReport\.xlsx$/ },
  {
    route: '/reporting/billing-extract',
    title: 'Billing extract',
    facility: 'Bayside Gardens',
    file: /^Billing Extract \d{8}_\d{6}\.xlsx$/,
  },
  {
    route: '/reporting/financial-details',
    title: 'Financial details',
    facility: 'Bayside Gardens',
    file: /^FinancialDetailsReport\.xlsx$/,
  },
  {
    route: '/reporting/palliative-assessments',
    title: 'Palliative assessments',
    facility: 'Bayside Gardens',
    file: /^PalliativeAssessments\.xlsx$/,
  },
  {
    route: '/reporting/potential-reassessments',
    title: 'Potential reassessments',
    facility: 'Bayside Gardens',
    file: /^PotentialReassessments\.xlsx$/,
  },
  {
    route: '/reporting/classification-history',
    title: 'Classification history',
    facility: 'Bayside Gardens',
    file: /^Classification history \d{8}_\d{6}\.xlsx$/,
  },
  {
    route: '/reporting/reassessment-requests',
    title: 'Reassessment requests',
    facility: 'Bayside Gardens',
    file: /^ReassessmentRequests\.xlsx$/,
  },
  { route: '/reporting/rooms', title: 'Rooms report', facility: 'Bayside Gardens', file: /^RoomsReport\.xlsx$/ },
  { route: '/reporting/care-minutes', title: 'Care minutes', facility: 'Bayside Gardens', file: /^CareMinutesReport\.xlsx$/ },
  {
    route: '/reporting/residents-card-status',
    title: 'Residents card status',
    facility: 'Bayside Gardens',
    file: /^ResidentsCardStatusReport\.xlsx$/,
  },
];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A workbook's value as the screen shows it, guided by the screen's text (money starts with $). */
function shown(value: unknown, screenText: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (value instanceof Date) {
    const d = value;
    return `${String(d.getUTCDate()).padStart(2, '0')} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (/^-?\$/.test(screenText)) {
      const text = Math.abs(value).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      return `${value < 0 ? '-' : ''}$${text}`;
    }
    return value.toLocaleString('en-AU');
  }
  if (typeof value === 'object' && value && 'richText' in value)
    return (value as { richText: { text: string }[] }).richText.map((t) => t.text).join('');
  return String(value);
}

/** The table's headers and its rows' cell texts. */
async function screenTable(page: Page): Promise<{ headers: string[]; rows: string[][] }> {
  const table = page.getByRole('table').first();
  const headers = (await table.getByRole('columnheader').allInnerTexts()).map((t) => t.trim());
  const rows: string[][] = [];
  for (const row of await page.getByTestId('report-row').all())
    rows.push((await row.getByRole('cell').allInnerTexts()).map((t) => t.trim()));
  return { headers, rows };
}

/** Waits for the report's first page: its rows and total, or that there are none. */
async function firstPage(page: Page): Promise<number> {
  const total = page.getByTestId('report-total');
  const empty = page.getByText('There is no data for this report.');
  await total.or(empty).first().waitFor({ timeout: 60_000 });
  if (await empty.isVisible()) return 0;
  return Number((await total.innerText()).replace(/[^\d]/g, ''));
}

/**
 * A report over dates opens on this month to date, which may hold nothing yet: its period is widened to start two
 * years earlier, so the export is compared on real rows.
 */
async function widenPeriod(page: Page): Promise<void> {
  const from = page.getByLabel('From date');
  if (!(await from.count())) return;
  const to = await page.getByLabel('To date').inputValue();
  await from.fill(`${Number(to.slice(0, 4)) - 2}-01-01`);
}

async function managerAt(width: number): Promise<Page> {
  const context = await newContext(app.browser, { viewport: { width, height: 900 }, acceptDownloads: true });
  return signIn(context, app.server.url, 'manager@demo.local');
}

describe('reports', () => {
  for (const report of REPORTS) {
    test(`${report.title}: the first page, and its export holds the same rows`, async () => {
      const page = await managerAt(1280);
      await page.goto(`${app.server.url}${report.route}`);
      await page.getByRole('heading', { name: report.title, level: 1 }).waitFor();
      const picker = page.getByRole('main').getByRole('combobox', { name: 'Facility' });
      assert.equal(await picker.locator('option:checked').innerText(), report.facility);
      await widenPeriod(page);
      const total = await firstPage(page);
      await shot(page, `reports-${report.route.split('/').pop()}-1280`);
      const { headers, rows } = total ? await screenTable(page) : { headers: [], rows: [] };
      assert.equal(rows.length, Math.min(total, 25), `${report.title}: the first page holds 25 rows or all of them`);

      const file = await download(page, folder, () => page.getByRole('button', { name: 'Export', exact: true }).click());
      assert.match(file.name, report.file);
      const book = await readWorkbook(file.file);
      assert.equal(book.rows.length, total, `${report.title}: the export holds every row`);
      if (total) {
        assert.deepEqual(book.headers, headers, `${report.title}: the export's columns are the table's`);
        const exported = book.rows.slice(0, rows.length).map((r, i) => headers.map((h, j) => shown(r[h], rows[i][j])));
        assert.deepEqual(exported, rows, `${report.title}: the export's first rows are the screen's first page`);
      }
      await page.context().close();
    });
  }

  test('billing extract: the Attache CSV holds the rows of its data route', async () => {
    const page = await managerAt(1280);
    await page.goto(`${app.server.url}/reporting/billing-extract`);
    await widenPeriod(page);
    await firstPage(page);
    const from = await page.getByLabel('From date').inputValue();
    const to = await page.getByLabel('To date').inputValue();
    const file = await download(page, folder, () => page.getByRole('button', { name: 'Export for Attache' }).click());
    assert.match(file.name, /^AttacheExtract\d{6}\.csv$/);
    const lines = fs
      .readFileSync(file.file, 'utf8')
      .split(/\r?\n/)
      .filter((l) => l.trim() !== '');
    const data = await apiCall<{ result: Record<string, unknown>[]; totalCount: number }>(
      page,
      app.server.url,
      'GET',
      `reporting/attache-extract-data?facilityId=1&fromDate=${from}&toDate=${to}&careType=Both&take=25`,
    );
    assert.equal(data.status, 200);
    // A header line, then one line per row of the data route.
    assert.equal(lines.length - 1, data.body.totalCount);
    const split = (line: string) => line.split(',').map((c) => c.replace(/^"|"$/g, ''));
    for (const [i, row] of data.body.result.entries()) {
      const cells = split(lines[i + 1]);
      for (const value of [row.glAccount, row.amount, row.gst].filter((v) => v !== null && v !== undefined))
        assert.ok(cells.includes(String(value)), `Attache line ${i + 1} holds ${String(value)}: ${lines[i + 1]}`);
    }
    await page.context().close();
  });

  test('units report: a group unchecked and empty loads nothing; the screens fit a phone', async () => {
    const page = await managerAt(390);
    await page.goto(`${app.server.url}/reporting/units`);
    await firstPage(page);
    await noHorizontalOverflow(page, 'units report at 390 px');
    await shot(page, 'reports-units-390');
    await page.getByRole('checkbox', { name: 'All statuses' }).uncheck();
    await page.getByText('Choose at least one location, unit type and unit status to load the report.').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Export', exact: true }).isDisabled(), true);
    await page.getByRole('checkbox', { name: 'Occupied' }).check();
    await firstPage(page);
    for (const row of await page.getByTestId('report-row').all()) assert.match(await row.innerText(), /Occupied/);
    for (const report of REPORTS.slice(1)) {
      await page.goto(`${app.server.url}${report.route}`);
      await firstPage(page);
      await noHorizontalOverflow(page, `${report.title} at 390 px`);
      await shot(page, `reports-${report.route.split('/').pop()}-390`);
    }
    await page.context().close();
  });
});
