import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { NETWORK_ERROR, Providers, server, setSession } from 'shared-auth/testing';
import type { FeeRun, LedgerEntry, TransactionsPage } from 'shared-domain/contracts/finance-ledger';
import { melbourneToday } from 'shared-domain/dates';
import {
  accountBalance,
  depositBalance,
  FEE_RUN_MESSAGES,
  feeRunFailedMessage,
  previousMonth,
} from 'shared-domain/finance/fee-run';
import { toaster } from 'shared-ui';
import TransactionsTab, { TRANSACTIONS_TEXT as T, byMonth } from './TransactionsTab';

jest.setTimeout(30000);

const BASE = 'residents/42/finance';
const toasts = () => toaster.getVisibleToasts().map((t) => t.description);

function entry(over: Partial<LedgerEntry> & Pick<LedgerEntry, 'id' | 'entryDate' | 'kind' | 'description'>): LedgerEntry {
  return {
    period: over.entryDate.slice(0, 7),
    feeType: null,
    days: null,
    accountAmount: '0.00',
    depositAmount: '0.00',
    reversesEntryId: null,
    isReversed: false,
    feeRunId: null,
    explanation: null,
    transactionDateUtc: '2026-11-01T00:00:00.000Z',
    ...over,
  };
}

const charge = entry({
  id: 3,
  entryDate: '2026-10-31',
  kind: 'Charge',
  feeType: 'BasicDailyCareFee',
  description: 'Basic daily care fee',
  days: 31,
  accountAmount: '2032.05',
  feeRunId: 1,
  explanation: {
    value: '2032.05',
    formula: 'Charge = the daily fee in force on each day in care, added up and rounded to the cent',
    inputs: [{ label: 'Days in care', value: '31: 01 Oct 2026 to 31 Oct 2026' }],
  },
});
const payment = entry({
  id: 4,
  entryDate: '2026-11-15',
  kind: 'Payment',
  description: 'Direct debit',
  accountAmount: '-2032.05',
});
const deposit = entry({
  id: 1,
  entryDate: '2026-09-02',
  kind: 'Deposit',
  feeType: 'RadPaid',
  description: 'RAD paid',
  depositAmount: '250000.00',
});

const page = (result: LedgerEntry[], totalCount = result.length): TransactionsPage => ({
  result,
  totalCount,
  notIncludingItemsAfter: '2026-11-25T00:00:00.000Z',
});
const totals = {
  charges: '2032.05',
  payments: '2032.05',
  drawdowns: '0',
  deposits: '250000',
  retention: '0',
  accountReversals: '0',
  depositReversals: '0',
};

/** The alert (the kit's load-failure panel) that says `message`. */
const alertWith = (message: string) =>
  waitFor(() => {
    const panel = screen.getAllByRole('alert').find((a) => a.textContent?.includes(message));
    if (!panel) throw new Error(`no alert says ${message}`);
    return panel;
  });

function renderTab(kind: 'resident' | 'lead' = 'resident') {
  const router = createMemoryRouter(
    [{ path: '*', element: <TransactionsTab residentId={42} kind={kind} mode="view" isPrivate={false} /> }],
    { initialEntries: ['/viewResident/42/financials/false/transaction'] },
  );
  return render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

beforeEach(() => {
  setSession({ permissions: 'all' });
  server.get(`${BASE}/transactionsbalance`, { balance: accountBalance(totals), depositBalance: depositBalance(totals) });
});

test('entries under month headings, charges, payments and deposits in their columns, the balance explained', async () => {
  server.get(`${BASE}/transactions`, page([payment, charge, deposit]));
  renderTab();
  expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'October 2026' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'September 2026' })).toBeInTheDocument();
  const october = screen.getByRole('table', { name: 'Transactions, October 2026' });
  expect(october).toHaveTextContent('31 Oct 2026');
  expect(october).toHaveTextContent('Basic daily care fee (31 days)');
  const november = screen.getByRole('table', { name: 'Transactions, November 2026' });
  expect(november).toHaveTextContent('$2,032.05');
  expect(november).toHaveTextContent('Payment');
  expect(screen.getByRole('table', { name: 'Transactions, September 2026' })).toHaveTextContent('$250,000.00');

  await userEvent.click(screen.getByRole('button', { name: /Basic daily care fee: Charges: \$2,032\.05/ }));
  expect(within(await screen.findByRole('dialog')).getByTestId('explanation')).toHaveTextContent('Days in care');
  await userEvent.keyboard('{Escape}');

  await userEvent.click(screen.getByRole('button', { name: /^Balance: \$0\.00/ }));
  const panel = await screen.findByRole('dialog', { name: T.balance });
  expect(within(panel).getByTestId('explanation')).toHaveTextContent(/Balance = charges - payments/);
  expect(screen.getByTestId('transactions-deposit-balance')).toHaveTextContent('$250,000.00');
});

test('Load more asks for the next page with the first page cut-off', async () => {
  const list = server.get(`${BASE}/transactions`, (req: { query: { skip?: number } }) =>
    req.query.skip ? page([deposit], 3) : page([payment, charge], 3),
  );
  renderTab();
  await screen.findByRole('heading', { name: 'October 2026' });
  await userEvent.click(screen.getByRole('button', { name: T.loadMore }));
  expect(await screen.findByRole('heading', { name: 'September 2026' })).toBeInTheDocument();
  expect(list.mock.calls[1][0].query).toMatchObject({ skip: 2, notIncludingItemsAfter: '2026-11-25T00:00:00.000Z' });
  expect(screen.queryByRole('button', { name: T.loadMore })).toBeNull();
});

test('Run fee run: the previous month by default, posted, the account reloads', async () => {
  const list = server.get(`${BASE}/transactions`, page([charge]));
  const run: FeeRun = {
    id: 9,
    period: previousMonth(melbourneToday()),
    trigger: 'Manual',
    status: 'Completed',
    requestedBy: 'Fiona Finance',
    startedOnUtc: '2026-11-25T00:00:00.000Z',
    finishedOnUtc: '2026-11-25T00:00:01.000Z',
    residenciesCharged: 40,
    chargesCreated: 0,
    reversalsCreated: 0,
    error: null,
    flagged: [],
  };
  const post = server.post('finance/fee-runs', run);
  const flagged = { residentId: 7, name: 'Ada Lane', reason: 'Daily accommodation payment not charged.', days: '30 days' };
  server.get('finance/fee-runs', [
    { ...run, id: 8, trigger: 'Scheduled', chargesCreated: 212, requestedBy: null, flagged: [flagged] },
  ]);
  renderTab();
  await userEvent.click(await screen.findByRole('button', { name: T.runFeeRun }));
  const dialog = await screen.findByRole('dialog', { name: T.runTitle });
  // The facility's recent runs are listed in the dialog.
  const recent = await within(dialog).findByTestId('recent-runs');
  expect(within(recent).getByText('Scheduled')).toBeInTheDocument();
  expect(within(recent).getByText(/Entries posted: 212, reversals: 0/)).toBeInTheDocument();
  // A resident the run could not charge in full is listed with the reason, never left out in silence.
  expect(within(recent).getByTestId('fee-run-flagged')).toHaveTextContent(
    'Ada Lane: Daily accommodation payment not charged. (30 days)',
  );
  expect(within(dialog).getByRole('combobox', { name: /Month/ })).toHaveValue(previousMonth(melbourneToday()));
  await userEvent.click(within(dialog).getByRole('button', { name: T.run }));
  await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
  expect(post.mock.calls[0][0].body).toEqual({ period: previousMonth(melbourneToday()) });
  // The toast says how many entries were posted and reversed.
  await waitFor(() => expect(toasts()).toContain('Fee run completed: 0 entries posted, 0 reversed.'));
  await waitFor(() => expect(list.mock.calls.length).toBeGreaterThan(1));
});

test('no run for a lead or without modify; the seed messages when loading fails, each with Retry', async () => {
  server.get(`${BASE}/transactions`, page([]));
  setSession({ permissions: { residentsFinancials: { canView: true }, leadsFinancials: { canView: true, canModify: true } } });
  const { unmount } = renderTab();
  expect(await screen.findByText(T.empty)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: T.runFeeRun })).toBeNull();
  unmount();
  const lead = renderTab('lead');
  await screen.findByText(T.empty);
  expect(screen.queryByRole('button', { name: T.runFeeRun })).toBeNull();
  lead.unmount();

  server.get(`${BASE}/transactions`, NETWORK_ERROR);
  server.get(`${BASE}/transactionsbalance`, NETWORK_ERROR);
  renderTab();
  const balancePanel = await alertWith(FEE_RUN_MESSAGES.balanceLoadError);
  const entriesPanel = await alertWith(FEE_RUN_MESSAGES.transactionsLoadError);
  // Said once, on the tab: not toasted as well.
  expect(toasts()).not.toContain(FEE_RUN_MESSAGES.transactionsLoadError);

  // Both are the kit's load-failure panel: Retry loads each again.
  server.get(`${BASE}/transactions`, page([charge], 1));
  server.get(`${BASE}/transactionsbalance`, { balance: accountBalance(totals), depositBalance: depositBalance(totals) });
  await userEvent.click(within(entriesPanel).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('table', { name: 'Transactions, October 2026' })).toHaveTextContent('Basic daily care fee');
  await userEvent.click(within(balancePanel).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByTestId('transactions-balance')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a failed last fee run is shown to finance users; a retention entry shows in the deposit column', async () => {
  const retention: LedgerEntry = {
    ...deposit,
    id: 77,
    kind: 'Retention',
    feeType: 'Retention',
    description: 'Retention of the RAD',
    depositAmount: '-679.45',
    explanation: { value: '679.45', formula: 'Retention = ...', inputs: [] },
  };
  server.get(`${BASE}/transactions`, page([retention]));
  server.get('finance/fee-runs', [
    {
      id: 3,
      period: '2026-10',
      trigger: 'Scheduled',
      status: 'Failed',
      requestedBy: null,
      startedOnUtc: '2026-11-01T00:00:00.000Z',
      finishedOnUtc: '2026-11-01T00:00:01.000Z',
      residenciesCharged: 0,
      chargesCreated: 0,
      reversalsCreated: 0,
      error: 'connection lost',
    },
  ]);
  renderTab();
  expect(await screen.findByTestId('fee-run-failed')).toHaveTextContent(feeRunFailedMessage('2026-10', 'connection lost'));
  const row = await screen.findByText('Retention of the RAD');
  expect(row.closest('[data-kind]')).toHaveAttribute('data-kind', 'Retention');
  expect(screen.getByRole('button', { name: /Retention of the RAD: Deposit/ })).toBeInTheDocument();
});

test('month headings follow the entry dates, newest first', () => {
  expect(byMonth([payment, charge, deposit]).map((g) => [g.heading, g.entries.length])).toEqual([
    ['November 2026', 1],
    ['October 2026', 1],
    ['September 2026', 1],
  ]);
});
