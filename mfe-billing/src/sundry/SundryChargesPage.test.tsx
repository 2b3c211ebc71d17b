import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, reply, server, setSession } from 'shared-auth/testing';
import { SUNDRY_MESSAGES } from 'shared-domain/billing/messages';
import { toaster } from 'shared-ui';
import SundryChargesPage, { SUNDRY_LIST_TEXT as T } from './SundryChargesPage';
import { listItem } from './test-fixtures';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60000);
const toasts = () => toaster.getVisibleToasts().map((t) => t.description);

const ROWS = [
  listItem({ id: 3, description: 'Hairdressing', invoiceDateUtc: '2026-11-20', residentsCount: 3, total: '100.00' }),
  listItem({
    id: 2,
    description: 'Pharmacy',
    invoiceDateUtc: '2026-11-02',
    status: 'Posted',
    draft: false,
    postedDateUtc: '2026-11-03T01:00:00Z',
  }),
  listItem({ id: 1, description: 'Newspaper', invoiceDateUtc: '2026-10-31', total: '12.50' }),
];

beforeEach(() => setSession({ permissions: { billingSundryCharges: true } }));
afterEach(() => act(() => toaster.remove()));

test('the charges under month and year headings by invoice date, each with residents, total and status', async () => {
  server.get('billing/sundry', { result: ROWS, totalCount: 3, notIncludingItemsAfter: '2026-11-29T00:00:00Z' });
  renderWithProviders(<SundryChargesPage />);
  const november = await screen.findByRole('region', { name: 'November 2026' });
  const october = screen.getByRole('region', { name: 'October 2026' });
  expect(
    within(november)
      .getAllByTestId(/^sundry-charge-/)
      .map((r) => r.dataset.testid),
  ).toEqual(['sundry-charge-3', 'sundry-charge-2']);
  expect(within(october).getAllByTestId(/^sundry-charge-/)).toHaveLength(1);
  const first = within(november).getByTestId('sundry-charge-3');
  expect(within(first).getByRole('link', { name: 'Hairdressing' })).toHaveAttribute('href', '/billing/viewSundryCharge/3');
  expect(first).toHaveTextContent('$100.00');
  expect(first).toHaveTextContent('Draft');
  const posted = within(november).getByTestId('sundry-charge-2');
  expect(posted).toHaveTextContent('Posted');
  expect(posted).toHaveTextContent('03 Nov 2026');
  expect(screen.getByRole('link', { name: T.add })).toHaveAttribute('href', '/billing/addOrEditSundryCharge/0');
  // The default filter is All, 25 a page.
  expect(server.calls('GET', 'billing/sundry')[0].query).toMatchObject({ sundryChargeStatus: 'All', skip: 0, take: 25 });
});

test('the status filter asks again; Add is offered only with canModify', async () => {
  setSession({ permissions: { billingSundryCharges: { canView: true } } });
  const list = server.get('billing/sundry', (r: { query: { sundryChargeStatus: string } }) => ({
    result: r.query.sundryChargeStatus === 'Draft' ? [ROWS[0]] : ROWS,
    totalCount: r.query.sundryChargeStatus === 'Draft' ? 1 : 3,
    notIncludingItemsAfter: '2026-11-29T00:00:00Z',
  }));
  renderWithProviders(<SundryChargesPage />);
  await screen.findByRole('region', { name: 'October 2026' });
  expect(screen.queryByRole('link', { name: T.add })).not.toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText(T.status), 'Draft');
  await waitFor(() => expect(screen.queryByRole('region', { name: 'October 2026' })).not.toBeInTheDocument());
  expect(list.mock.calls.at(-1)![0].query.sundryChargeStatus).toBe('Draft');
  expect(screen.getAllByTestId(/^sundry-charge-/)).toHaveLength(1);
});

test("the next page loads on 'Load more'; a failed load says the seed's message", async () => {
  server.get('billing/sundry', (r: { query: { skip: number } }) =>
    r.query.skip
      ? { result: [ROWS[2]], totalCount: 3, notIncludingItemsAfter: 'x' }
      : { result: ROWS.slice(0, 2), totalCount: 3, notIncludingItemsAfter: 'x' },
  );
  renderWithProviders(<SundryChargesPage />);
  await userEvent.click(await screen.findByRole('button', { name: T.more }));
  await screen.findByRole('region', { name: 'October 2026' });
  expect(server.calls('GET', 'billing/sundry')[1].query).toMatchObject({ skip: 2, notIncludingItemsAfter: 'x' });

  server.get('billing/sundry', reply(500));
  await userEvent.selectOptions(screen.getByLabelText(T.status), 'Posted');
  await waitFor(() => expect(toasts()).toContain(SUNDRY_MESSAGES.loadError));
});
