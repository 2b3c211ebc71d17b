import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers, reply, server, setSession } from 'shared-auth/testing';
import { SUNDRY_MESSAGES } from 'shared-domain/billing/messages';
import { toaster } from 'shared-ui';
import EditSundryCharge from './EditSundryCharge';
import ReviewSundryCharge, { REVIEW_TEXT as T } from './ReviewSundryCharge';
import type { SundryDraft } from './sundryModel';
import { DRAFT, POSTED, RESIDENTS, serveReferenceData } from './test-fixtures';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60000);
const toasts = () => toaster.getVisibleToasts().map((t) => t.description);

/** A new charge split evenly: $100.00 between the three residents. */
const NEW: SundryDraft = {
  id: 0,
  version: null,
  description: 'Bus trip',
  invoiceDateUtc: '2026-11-20',
  gstInclusive: false,
  splitBillEvenly: true,
  total: '100.00',
  sundryAccountId: 7,
  residents: RESIDENTS.map((r) => ({
    key: `k${r.residencyId}`,
    residentId: r.residentId,
    residencyId: r.residencyId,
    firstName: r.firstName,
    lastName: r.lastName,
    gstType: 'GST',
    amount: null,
    description: '',
    sundryAccountId: 7,
  })),
  isDirty: true,
};

function renderReview(state: unknown, id = 0) {
  const router = createMemoryRouter(
    [
      { path: '/billing/reviewSundryCharge/:sundryChargeId', element: <ReviewSundryCharge /> },
      { path: '/billing/addOrEditSundryCharge/:sundryChargeId', element: <EditSundryCharge /> },
      { path: '/viewSundryCharges', element: <span>list page</span> },
    ],
    { initialEntries: [{ pathname: `/billing/reviewSundryCharge/${id}`, state }] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

beforeEach(() => {
  setSession({ permissions: { billingSundryCharges: true, billingPostCharges: true } });
  serveReferenceData(server);
});
afterEach(() => act(() => toaster.remove()));

test('without a charge in state it goes back to the list', async () => {
  const router = renderReview(undefined);
  await waitFor(() => expect(router.state.location.pathname).toBe('/viewSundryCharges'));
});

test("the charge under 'Review sundry charge': its lines with the shares, its figures; Edit returns with the changes", async () => {
  const router = renderReview({ sundryCharge: NEW });
  expect(await screen.findByRole('heading', { name: SUNDRY_MESSAGES.reviewTitle, level: 1 })).toBeInTheDocument();
  const rows = await screen.findAllByTestId('sheet-line');
  expect(rows.map((r) => within(r).getAllByText(/^\$33\.3/)[0].textContent)).toEqual(['$33.34', '$33.33', '$33.33']);
  expect(rows[0]).toHaveTextContent('Ann Archer');
  // A blank line description shows the charge's; the account is the charge's.
  expect(rows[0]).toHaveTextContent('Bus trip');
  expect(rows[0]).toHaveTextContent('Hairdressing');
  expect(screen.getByTestId('figure-total')).toHaveTextContent('$100.00');

  await userEvent.click(screen.getByRole('button', { name: T.edit }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/billing/addOrEditSundryCharge/0'));
  expect(await screen.findByLabelText(/^Description/)).toHaveValue('Bus trip');
  expect(screen.getAllByTestId('line-share').map((s) => s.textContent)).toEqual(['$33.34', '$33.33', '$33.33']);
});

test('Save sends the charge and returns to the list', async () => {
  const save = server.post('billing/sundry', { ...DRAFT, id: 9, version: 1 });
  const router = renderReview({ sundryCharge: NEW });
  await userEvent.click(await screen.findByRole('button', { name: T.save }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/viewSundryCharges'));
  expect(save.mock.calls[0][0].body).toEqual({
    id: 0,
    description: 'Bus trip',
    gstInclusive: false,
    splitBillEvenly: true,
    total: '100.00',
    sundryAccountId: 7,
    invoiceDateUtc: '2026-11-20',
    residents: RESIDENTS.map((r) => ({
      residencyId: r.residencyId,
      gstType: 'GST',
      amount: null,
      description: null,
      sundryAccountId: 7,
    })),
  });
  expect(toasts()).toContain(T.saved);
});

test('Post saves the new charge first, posts it with the version the save answered, and returns to the list', async () => {
  const save = server.post('billing/sundry', { ...DRAFT, id: 9, version: 1 });
  const post = server.post('billing/sundry/post', { ...POSTED, id: 9, version: 2 });
  const router = renderReview({ sundryCharge: NEW });
  await userEvent.click(await screen.findByRole('button', { name: T.post }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/viewSundryCharges'));
  expect(save).toHaveBeenCalledTimes(1);
  expect(post.mock.calls[0][0].body).toEqual({ id: 9, version: 1 });
});

test('Post of a saved charge without changes posts it as it is; a failure says so and stays', async () => {
  const save = server.post('billing/sundry', DRAFT);
  const post = server.post('billing/sundry/post', reply(500));
  const router = renderReview({ sundryCharge: { ...NEW, id: 5, version: 2, isDirty: false } }, 5);
  await userEvent.click(await screen.findByRole('button', { name: T.post }));
  await waitFor(() => expect(toasts()).toContain(SUNDRY_MESSAGES.postError));
  expect(save).not.toHaveBeenCalled();
  expect(post.mock.calls[0][0].body).toEqual({ id: 5, version: 2 });
  expect(router.state.location.pathname).toBe('/billing/reviewSundryCharge/5');
});

test('Post is not offered without billingPostCharges', async () => {
  setSession({ permissions: { billingSundryCharges: true } });
  renderReview({ sundryCharge: NEW });
  expect(await screen.findByRole('button', { name: T.save })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: T.post })).not.toBeInTheDocument();
});
