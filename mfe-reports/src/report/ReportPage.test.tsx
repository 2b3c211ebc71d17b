import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NETWORK_ERROR, renderWithProviders, reply, sequence, server, setSession } from 'shared-auth/testing';
import type { BillingExtractRow, PalliativeAssessmentsRow } from 'shared-domain/contracts/reporting';
import { BILLING_EXTRACT_REPORT } from 'shared-domain/reports/catalogue';
import { toaster } from 'shared-ui';
import PalliativeAssessmentsReport from '../screens/PalliativeAssessmentsReport';
import BillingExtractReport from '../screens/BillingExtractReport';
import SettlementsReport from '../screens/SettlementsReport';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

const CUTOFF = '2026-11-29T01:00:00.000Z';
const DATA = 'reporting/palliative-assessments-report-data';
const queries = (path: string) => server.calls('GET', path).map((r) => r.query);

function palliative(i: number): PalliativeAssessmentsRow {
  return {
    id: i,
    firstName: `First${i}`,
    lastName: `Last${i}`,
    room: `R${i}`,
    admissionDate: '2025-03-05',
    palliativeStatus: i % 2 === 0,
    anaccClass: 'Class 4',
    classificationDate: null,
  };
}

const saved: string[] = [];
beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = jest.fn(() => 'blob:x');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

test("shows the catalogue's columns, each value by its kind, 25 rows a page; the next page keeps the cut-off", async () => {
  server.get(
    DATA,
    sequence(
      { result: Array.from({ length: 25 }, (_, i) => palliative(i + 1)), totalCount: 27, notIncludingItemsAfter: CUTOFF },
      { result: [palliative(26), palliative(27)], totalCount: 27, notIncludingItemsAfter: CUTOFF },
    ),
  );
  renderWithProviders(<PalliativeAssessmentsReport />);
  expect(await screen.findByRole('heading', { name: 'Palliative assessments' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByTestId('report-row')).toHaveLength(25));
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'First name',
    'Last name',
    'Room',
    'Admission date',
    'Palliative',
    'AN-ACC class',
    'Classification date',
  ]);
  const first = within(screen.getAllByTestId('report-row')[1]);
  expect(first.getByText('First2')).toBeInTheDocument();
  expect(first.getByText('05 Mar 2025')).toBeInTheDocument();
  expect(first.getByText('Yes')).toBeInTheDocument();
  expect(screen.getByTestId('report-total')).toHaveTextContent('27 rows');
  // The current facility, Bayside Gardens, is an aged care one: the report's.
  expect(queries(DATA)).toEqual([{ facilityId: 1, skip: 0, take: 25 }]);
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(screen.getAllByTestId('report-row')).toHaveLength(27));
  expect(queries(DATA)[1]).toEqual({ facilityId: 1, skip: 25, take: 25, notIncludingItemsAfter: CUTOFF });
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

test('money shows with $ and two places, numbers and dates by their kind', async () => {
  const row: BillingExtractRow = {
    id: 'f1',
    debtor: 'D001',
    residentId: 7,
    residencyId: 9,
    firstName: 'Ann',
    lastName: 'Lee',
    careType: 'Permanent',
    entryDate: '2026-11-01',
    fromDate: '2026-11-01',
    toDate: '2026-11-30',
    feeType: 'Basic daily fee',
    description: 'Basic daily fee',
    days: 30,
    glAccount: '4000',
    amount: '1834.5',
    gst: '0',
  };
  server.get('reporting/billing-extract-data', { result: [row], totalCount: 1, notIncludingItemsAfter: CUTOFF });
  renderWithProviders(<BillingExtractReport />);
  const cells = within(await screen.findByTestId('report-row')).getAllByRole('cell');
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
  expect(headers).toEqual(BILLING_EXTRACT_REPORT.columns.map((c) => c.header));
  const cell = (header: string) => cells[headers.indexOf(header)].textContent;
  expect(cell('Amount')).toBe('$1,834.50');
  expect(cell('GST')).toBe('$0.00');
  expect(cell('From')).toBe('01 Nov 2026');
  expect(cell('Days')).toBe('30');
  expect(cell('Debtor')).toBe('D001');
});

test('a failed load says so and can be retried', async () => {
  server.get(DATA, sequence(NETWORK_ERROR, { result: [palliative(1)], totalCount: 1, notIncludingItemsAfter: CUTOFF }));
  renderWithProviders(<PalliativeAssessmentsReport />);
  await waitFor(() =>
    expect(toaster.getVisibleToasts().map((t) => t.description)).toEqual([
      'Unexpected error occurred while loading report data.',
    ]),
  );
  expect(screen.getByText('Unexpected error occurred while loading report data.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('First1')).toBeInTheDocument();
});

test('an aged care report lists only the aged care facilities, preselects one, and asks for the one picked', async () => {
  // The current facility is Riverside Village (independent living): the report preselects the first aged care one.
  setSession({ facility: 4 });
  server.get(DATA, { result: [], totalCount: 0, notIncludingItemsAfter: CUTOFF });
  renderWithProviders(<PalliativeAssessmentsReport />);
  const picker = await screen.findByRole('combobox', { name: 'Facility' });
  expect(
    within(picker)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Bayside Gardens', 'Carlton House', 'Elm Park Lodge']);
  expect(picker).toHaveValue('1');
  expect(await screen.findByText('There is no data for this report.')).toBeInTheDocument();
  await userEvent.selectOptions(picker, 'Elm Park Lodge');
  await waitFor(() => expect(queries(DATA).map((q) => q.facilityId)).toEqual([1, 3]));
});

test('the settlements report lists only the independent living facilities', async () => {
  server.get('reporting/settlements-report-data', { result: [], totalCount: 0, notIncludingItemsAfter: CUTOFF });
  renderWithProviders(<SettlementsReport />);
  const picker = await screen.findByRole('combobox', { name: 'Facility' });
  expect(
    within(picker)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Riverside Village']);
  await waitFor(() =>
    expect(queries('reporting/settlements-report-data')).toEqual([{ facilityId: 4, unSettledOnly: 'false', skip: 0, take: 25 }]),
  );
  await userEvent.click(screen.getByRole('checkbox', { name: 'Unsettled only' }));
  await waitFor(() => expect(queries('reporting/settlements-report-data')[1]).toMatchObject({ unSettledOnly: 'true' }));
});

test("Export downloads the report's file for its facility and filters under the catalogue's name", async () => {
  server.get(DATA, { result: [palliative(1)], totalCount: 1, notIncludingItemsAfter: CUTOFF });
  const file = server.get('reporting/palliative-assessments-report-excel', new Blob(['xlsx']));
  renderWithProviders(<PalliativeAssessmentsReport />);
  await screen.findByText('First1');
  await userEvent.click(screen.getByRole('button', { name: 'Export' }));
  await waitFor(() => expect(saved).toEqual(['PalliativeAssessments.xlsx']));
  expect(file.mock.calls[0][0].query).toEqual({ facilityId: 1 });
});

test("a failed export shows the catalogue's export error; the billing extract also offers the Attache CSV", async () => {
  server.get('reporting/billing-extract-data', { result: [], totalCount: 0, notIncludingItemsAfter: CUTOFF });
  server.get('reporting/billing-extract-xlsx', reply(500, { message: 'boom' }));
  const attache = server.get('reporting/export-for-attache-csv', new Blob(['a,b']));
  renderWithProviders(<BillingExtractReport />);
  await screen.findByText('There is no data for this report.');
  await userEvent.click(screen.getByRole('button', { name: 'Export' }));
  await waitFor(() =>
    expect(toaster.getVisibleToasts().map((t) => t.description)).toContain('Error occurred while exporting billing extract'),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Export for Attache' }));
  await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^AttacheExtract\d{6}\.csv$/)]));
  const [billing] = queries('reporting/billing-extract-data');
  expect(attache.mock.calls[0][0].query).toEqual({
    facilityId: 1,
    fromDate: billing.fromDate,
    toDate: billing.toDate,
    careType: 'Both',
  });
});
