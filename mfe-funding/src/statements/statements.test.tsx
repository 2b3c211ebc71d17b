import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers, messageDialog, reply, server, setSession, type FakeRequest } from 'shared-auth/testing';
import { setPinnedInstant } from 'shared-domain/clock';
import { BALANCES_MESSAGES, balancesMode, balancesModes, STATEMENT_MESSAGES } from 'shared-domain/funding/reconciliation';
import { toaster } from 'shared-ui';
import ActualStatementPage, { ACTUAL_TEXT } from './ActualStatementPage';
import { BALANCES_TEXT } from './BalancesTab';
import ExpectedStatementPage, { EXPECTED_TEXT } from './ExpectedStatementPage';
import MedicareStatements, { LIST_TEXT } from './MedicareStatements';
import StatementNavigator, { NAVIGATOR_TEXT } from './StatementNavigator';
import { SUMMARY_LAYOUT_TEXT, TAB_TEXT } from './StatementTabs';
import { expectedStatement, listItem, summary } from './statementFixtures';
import { STATEMENT_PATHS } from './statements.resource';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

const toasts = () => toaster.getVisibleToasts().map((t) => t.description);
const EXPECTED_ROUTE = '/statementNavigator/view-expected-monthly-statement/:monthAndYear/*';
const ACTUAL_ROUTE = '/statementNavigator/viewStatement/:monthAndYear/*';

function renderRoutes(at: string) {
  const router = createMemoryRouter(
    [
      { path: '/funding/medicare-statements', element: <MedicareStatements /> },
      { path: '/statementNavigator', element: <StatementNavigator /> },
      { path: EXPECTED_ROUTE, element: <ExpectedStatementPage /> },
      { path: ACTUAL_ROUTE, element: <ActualStatementPage /> },
      { path: '/statementNavigator/variance-statement/:monthAndYear/*', element: <span>variance page</span> },
    ],
    { initialEntries: [at] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

/** Saves of files: the anchors clicked and their names. */
function captureDownloads() {
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:statement'), revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return {
    names: () => click.mock.contexts.map((a) => (a as HTMLAnchorElement).download),
    restore: () => click.mockRestore(),
  };
}

beforeEach(() => {
  // 15 Dec 2026 in Melbourne: November is the newest ended month.
  setPinnedInstant(Date.parse('2026-12-15T01:00:00Z'));
});
afterEach(() => setPinnedInstant(null));

describe('the statement list', () => {
  beforeEach(() => {
    server.get(STATEMENT_PATHS.list, [
      listItem('112026', {
        statementTotal: '1000.00',
        expectedStatementTotal: '990.50',
        fetchedOnUtc: '2026-12-02T00:00:00Z',
        isVarianceBuilt: true,
      }),
      listItem('102026', {
        statementTotal: '1234.50',
        expectedStatementTotal: '1234.50',
        fetchedOnUtc: '2026-11-02T00:00:00Z',
        isClaimFinalised: true,
      }),
      listItem('092026', { expectedStatementTotal: '800.00' }),
    ]);
  });

  test('shows each month with its totals and the variance (expected minus actual, only when both exist)', async () => {
    renderRoutes('/funding/medicare-statements');
    const nov = await screen.findByTestId('statement-112026');
    expect(within(nov).getByText('November 2026')).toBeInTheDocument();
    expect(within(nov).getByText('$1,000.00')).toBeInTheDocument();
    expect(within(nov).getByText('$990.50')).toBeInTheDocument();
    // A negative variance in brackets.
    expect(within(nov).getByText('(9.50)')).toBeInTheDocument();
    // Zero as 0.00.
    expect(within(screen.getByTestId('statement-102026')).getByText('0.00')).toBeInTheDocument();
    expect(within(screen.getByTestId('statement-102026')).getByText(LIST_TEXT.claimFinalised)).toBeInTheDocument();
    // Only the expected total: no variance, no actual statement to open or download.
    const sep = screen.getByTestId('statement-092026');
    expect(within(sep).queryByText('0.00')).not.toBeInTheDocument();
    expect(within(sep).queryByRole('button', { name: /Download XML/ })).not.toBeInTheDocument();
    // The months open the navigator's screens.
    expect(within(nov).getByRole('link', { name: 'Expected statement November 2026' })).toHaveAttribute(
      'href',
      '/statementNavigator/view-expected-monthly-statement/112026/summary',
    );
    expect(within(nov).getByRole('link', { name: 'Variance statement November 2026' })).toHaveAttribute(
      'href',
      '/statementNavigator/variance-statement/112026/summary',
    );
  });

  test('downloads a fetched month as expectedStatement.xml', async () => {
    const files = captureDownloads();
    const download = server.get(STATEMENT_PATHS.statementFile, reply(200, new Blob(['<x/>'])));
    renderRoutes('/funding/medicare-statements');
    await userEvent.click(await screen.findByRole('button', { name: 'Download XML November 2026' }));
    await waitFor(() => expect(files.names()).toEqual(['expectedStatement.xml']));
    expect(download.mock.calls[0][0].query).toMatchObject({ monthAndYear: 112026 });
    files.restore();
  });

  test('fetches the payment statement of an ended claim month', async () => {
    const fetch = server.post(STATEMENT_PATHS.fetchPaymentStatement, {
      statement: listItem('112026'),
      message: STATEMENT_MESSAGES.fetched,
    });
    renderRoutes('/funding/medicare-statements');
    await userEvent.click(await screen.findByRole('button', { name: LIST_TEXT.fetch }));
    const dialog = await screen.findByRole('dialog', { name: LIST_TEXT.fetch });
    const month = within(dialog).getByRole('combobox', { name: /Claim month/ });
    // Ended months only, the newest first: December 2026 has not ended.
    const options = within(month)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options[0]).toBe('November 2026');
    expect(options).not.toContain('December 2026');
    await userEvent.selectOptions(month, 'October 2026');
    await userEvent.click(within(dialog).getByRole('button', { name: LIST_TEXT.fetch }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(fetch.mock.calls[0][0].query).toMatchObject({ claimMonth: 102026 });
    await waitFor(() => expect(toasts()).toContain(STATEMENT_MESSAGES.fetched));
  });

  test("a refused fetch lists the server's messages in a dialog", async () => {
    server.post(
      STATEMENT_PATHS.fetchPaymentStatement,
      reply(400, { modelState: { claimMonth: ['Medicare has no statement for this month yet.', 'Second reason.'] } }),
    );
    renderRoutes('/funding/medicare-statements');
    await userEvent.click(await screen.findByRole('button', { name: LIST_TEXT.fetch }));
    const dialog = await screen.findByRole('dialog', { name: LIST_TEXT.fetch });
    await userEvent.click(within(dialog).getByRole('button', { name: LIST_TEXT.fetch }));
    const messages = await messageDialog(LIST_TEXT.fetch);
    expect(within(messages).getByText('Medicare has no statement for this month yet.')).toBeInTheDocument();
    expect(within(messages).getByText('Second reason.')).toBeInTheDocument();
  });

  test('a list that cannot be loaded says so with the seed message', async () => {
    server.get(STATEMENT_PATHS.list, reply(500, {}));
    renderRoutes('/funding/medicare-statements');
    expect(await screen.findByText(STATEMENT_MESSAGES.displayFailed)).toBeInTheDocument();
  });
});

test('the navigator lists the months by full name; choosing one opens its expected summary, statementLoaded=false', async () => {
  server.get(STATEMENT_PATHS.finalisedMonths, [
    {
      statementId: 11,
      monthAndYear: '112026',
      statementFullMonthAndYear: 'November 2026',
      isFetched: true,
      isClaimFinalised: false,
      isReconciliationFinalised: false,
    },
    {
      statementId: 10,
      monthAndYear: '102026',
      statementFullMonthAndYear: 'October 2026',
      isFetched: true,
      isClaimFinalised: true,
      isReconciliationFinalised: false,
    },
  ]);
  const expected = server.get(STATEMENT_PATHS.expected, expectedStatement('102026'));
  const router = renderRoutes('/statementNavigator');
  await screen.findByRole('option', { name: 'October 2026' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: NAVIGATOR_TEXT.month }), 'October 2026');
  await waitFor(() =>
    expect(router.state.location.pathname).toBe('/statementNavigator/view-expected-monthly-statement/102026/summary'),
  );
  expect(router.state.location.search).toBe('?statementLoaded=false');
  await waitFor(() => expect(expected).toHaveBeenCalled());
  expect(expected.mock.calls[0][0].query).toMatchObject({ monthAndYear: 102026 });
  expect(await screen.findByRole('heading', { name: EXPECTED_TEXT.title })).toBeInTheDocument();
});

describe('the expected statement', () => {
  test('each tab is its own address; the summary follows the layout of its month', async () => {
    server.get(STATEMENT_PATHS.expected, (req: FakeRequest) =>
      expectedStatement(String(req.query.monthAndYear).padStart(6, '0'), { summary: summary() }),
    );
    const router = renderRoutes('/statementNavigator/view-expected-monthly-statement/112026/summary');
    expect(await screen.findByText(SUMMARY_LAYOUT_TEXT.October2025.heading)).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: `${EXPECTED_TEXT.title} tabs` });
    expect(within(tabs).getByRole('link', { name: TAB_TEXT.summary })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(tabs).getByRole('link', { name: TAB_TEXT.residents }));
    expect(router.state.location.pathname).toBe('/statementNavigator/view-expected-monthly-statement/112026/residents');
    expect(await screen.findByRole('table', { name: TAB_TEXT.residents })).toHaveTextContent('Able, Ann');
    await userEvent.click(within(tabs).getByRole('link', { name: TAB_TEXT.supportedRatio }));
    expect(await screen.findByText('40.00%')).toBeInTheDocument();
    // A month before July 2024, and one of July 2024 to September 2025, in their layouts.
    await router.navigate('/statementNavigator/view-expected-monthly-statement/062024/summary');
    expect(await screen.findByText(SUMMARY_LAYOUT_TEXT.BeforeJuly2024.heading)).toBeInTheDocument();
    await router.navigate('/statementNavigator/view-expected-monthly-statement/092025/summary');
    expect(await screen.findByText(SUMMARY_LAYOUT_TEXT.July2024.heading)).toBeInTheDocument();
  });

  test('the payments tab exports PaymentsReport.xlsx', async () => {
    const files = captureDownloads();
    server.get(STATEMENT_PATHS.expected, expectedStatement('112026'));
    const report = server.get(STATEMENT_PATHS.expectedPaymentsExport, reply(200, new Blob(['xlsx'])));
    renderRoutes('/statementNavigator/view-expected-monthly-statement/112026/payments');
    await userEvent.click(await screen.findByRole('button', { name: EXPECTED_TEXT.exportPayments }));
    await waitFor(() => expect(files.names()).toEqual(['PaymentsReport.xlsx']));
    expect(report.mock.calls[0][0].query).toMatchObject({ monthAndYear: 112026 });
    files.restore();
  });

  const modeButtons = () =>
    within(screen.getByRole('group', { name: BALANCES_TEXT.modes }))
      .getAllByRole('button')
      .map((b) => `${b.textContent}${b.getAttribute('aria-pressed') === 'true' ? ' (current)' : ''}`);

  // The server's modes (balancesModes / balancesMode) before the statement has an expected total.
  const withoutTotal = {
    ...expectedStatement('112026').balances,
    mode: balancesMode(false, false),
    modes: balancesModes(false),
  };

  test('balances: Download and Upload before the statement has an expected total', async () => {
    server.get(STATEMENT_PATHS.expected, expectedStatement('112026', { balances: withoutTotal }));
    renderRoutes('/statementNavigator/view-expected-monthly-statement/112026/balances');
    await screen.findByRole('group', { name: BALANCES_TEXT.modes });
    expect(modeButtons()).toEqual(['Download (current)', 'Upload']);
  });

  test('balances: the workbook downloads under the facility and month-end name', async () => {
    const files = captureDownloads();
    server.get(STATEMENT_PATHS.expected, expectedStatement('112026', { balances: withoutTotal }));
    server.get(STATEMENT_PATHS.expectedBalancesWorkbook, reply(200, new Blob(['xlsx'])));
    renderRoutes('/statementNavigator/view-expected-monthly-statement/112026/balances');
    await userEvent.click(await screen.findByRole('button', { name: BALANCES_TEXT.downloadWorkbook }));
    await waitFor(() => expect(files.names()).toEqual(['Bayside Gardens Expected Balances 2026-11-30.xlsx']));
    files.restore();
  });

  test('balances: Upload until uploaded; a workbook that is not the template is refused with the seed dialog', async () => {
    server.get(STATEMENT_PATHS.expected, expectedStatement('112026'));
    const upload = server.post(STATEMENT_PATHS.uploadBalances, reply(400, { modelState: { file: ['Not the template.'] } }));
    renderRoutes('/statementNavigator/view-expected-monthly-statement/112026/balances');
    await screen.findByRole('group', { name: BALANCES_TEXT.modes });
    expect(modeButtons()).toEqual(['Download', 'Upload (current)', 'Finalise claim']);
    // Nothing chosen: the form says so and sends nothing.
    await userEvent.click(screen.getByRole('button', { name: BALANCES_TEXT.upload }));
    expect(await screen.findByText(BALANCES_TEXT.fileRequired)).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
    await userEvent.upload(screen.getByLabelText(/Balances workbook/), new File(['x'], 'notes.xlsx'));
    await userEvent.click(screen.getByRole('button', { name: BALANCES_TEXT.upload }));
    const dialog = await messageDialog(BALANCES_TEXT.uploadTitle);
    expect(within(dialog).getByText(BALANCES_MESSAGES.uploadInvalid)).toBeInTheDocument();
    expect(upload.mock.calls[0][0].query).toMatchObject({ expectedMonthYear: 112026, fileName: 'notes.xlsx' });
  });

  test('balances: once uploaded, Finalise claim finalises the claim (fundingFinaliseClaim)', async () => {
    server.get(
      STATEMENT_PATHS.expected,
      expectedStatement('112026', {
        balances: {
          mode: balancesMode(true, true),
          modes: balancesModes(true),
          rows: [
            {
              careRecipientId: 'CR001',
              firstName: 'Ann',
              lastName: 'Able',
              entryDate: '2026-11-03',
              radBalance: '250000.00',
              racBalance: '0.00',
            },
          ],
          isUploaded: true,
          uploadedOnUtc: '2026-12-03T00:00:00Z',
          uploadedBy: 'Olivia Nguyen',
        },
      }),
    );
    const finalise = server.post(STATEMENT_PATHS.finaliseClaim, {
      statement: listItem('112026', { isClaimFinalised: true }),
      message: STATEMENT_MESSAGES.finalised,
      uniqueEventId: 'E1',
    });
    renderRoutes('/statementNavigator/view-expected-monthly-statement/112026/balances');
    await screen.findByRole('group', { name: BALANCES_TEXT.modes });
    expect(modeButtons()).toEqual(['Download', 'Upload', 'Finalise claim (current)']);
    expect(screen.getByText('$250,000.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: BALANCES_TEXT.finaliseClaim }));
    const confirm = await screen.findByRole('alertdialog', { name: BALANCES_TEXT.finaliseClaim });
    await userEvent.click(within(confirm).getByRole('button', { name: BALANCES_TEXT.finaliseClaim }));
    await waitFor(() => expect(finalise).toHaveBeenCalled());
    expect(finalise.mock.calls[0][0].query).toMatchObject({ claimMonth: 112026 });
    await waitFor(() => expect(toasts()).toContain(STATEMENT_MESSAGES.finalised));
  });

  test('balances: without fundingFinaliseClaim there is no Finalise claim button', async () => {
    setSession({ permissions: { fundingReviewFundingStatements: true } });
    server.get(
      STATEMENT_PATHS.expected,
      expectedStatement('112026', {
        balances: {
          mode: 'FinaliseClaim',
          modes: balancesModes(true),
          rows: [],
          isUploaded: true,
          uploadedOnUtc: null,
          uploadedBy: null,
        },
      }),
    );
    renderRoutes('/statementNavigator/view-expected-monthly-statement/112026/balances');
    await screen.findByRole('button', { name: BALANCES_TEXT.downloadFinaliseWorkbook });
    expect(screen.queryByRole('button', { name: BALANCES_TEXT.finaliseClaim })).not.toBeInTheDocument();
  });
});

describe('the actual statement', () => {
  const ACTUAL = {
    ...expectedStatement('112026'),
    fetchedOnUtc: '2026-12-02T00:00:00Z',
    summary: summary({ referenceNumber: 'PAY-42', paymentDate: '2026-12-10' }),
    providerComments: 'Two entry events were accepted late.',
  };

  test('has the provider-comments tab and exports ActualFundingPaymentsReport.xlsx', async () => {
    const files = captureDownloads();
    server.get(STATEMENT_PATHS.actual, ACTUAL);
    server.get(STATEMENT_PATHS.actualPaymentsExport, reply(200, new Blob(['xlsx'])));
    const router = renderRoutes('/statementNavigator/viewStatement/112026/summary');
    expect(await screen.findByText('PAY-42')).toBeInTheDocument();
    expect(screen.getByText('10 Dec 2026')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: `${ACTUAL_TEXT.title} tabs` });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Summary', 'Residents', 'Payments', 'Supported ratio', 'Daily subsidies', 'Provider comments']);
    await userEvent.click(within(tabs).getByRole('link', { name: ACTUAL_TEXT.providerComments }));
    expect(router.state.location.pathname).toBe('/statementNavigator/viewStatement/112026/provider-comments');
    expect(await screen.findByText('Two entry events were accepted late.')).toBeInTheDocument();
    await userEvent.click(within(tabs).getByRole('link', { name: TAB_TEXT.payments }));
    await userEvent.click(await screen.findByRole('button', { name: ACTUAL_TEXT.exportPayments }));
    await waitFor(() => expect(files.names()).toEqual(['ActualFundingPaymentsReport.xlsx']));
    files.restore();
  });

  test("a month not fetched yet shows the server's refusal", async () => {
    server.get(
      STATEMENT_PATHS.actual,
      reply(400, { modelState: { monthAndYear: ['The payment statement of this month has not been fetched yet.'] } }),
    );
    renderRoutes('/statementNavigator/viewStatement/112026/summary');
    expect(await screen.findByText('The payment statement of this month has not been fetched yet.')).toBeInTheDocument();
  });
});
