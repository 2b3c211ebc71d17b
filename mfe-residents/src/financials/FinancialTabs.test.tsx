import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers, server } from 'shared-auth/testing';
import { accountBalance, depositBalance } from 'shared-domain/finance/fee-run';
import FinancialTabs from './FinancialTabs';

jest.setTimeout(30000);

const zero = {
  charges: '0',
  payments: '0',
  drawdowns: '0',
  deposits: '0',
  retention: '0',
  accountReversals: '0',
  depositReversals: '0',
};

function renderAt(path: string, tab?: 'transaction') {
  const router = createMemoryRouter(
    [{ path: '*', element: <FinancialTabs residentId={42} kind="lead" mode="view" tab={tab} /> }],
    {
      initialEntries: [path],
    },
  );
  return render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

beforeEach(() => {
  server.get('residents/42/finance/transactionsbalance', { balance: accountBalance(zero), depositBalance: depositBalance(zero) });
  server.get('residents/42/finance/transactions', { result: [], totalCount: 0, notIncludingItemsAfter: null });
});

test("a page with paths of its own names the tab (the independent-living enquiry's .../transactions/{residentId})", async () => {
  renderAt('/independentLiving/3/enquiry/42/transactions/42', 'transaction');
  expect(await screen.findByTestId('transactions-tab')).toBeInTheDocument();
  expect(await screen.findByText('No transactions yet.')).toBeInTheDocument();
});

test('without a tab named, a path that is not a financial tab shows nothing', () => {
  const { container } = renderAt('/independentLiving/3/enquiry/42/transactions/42');
  expect(container).toBeEmptyDOMElement();
});
