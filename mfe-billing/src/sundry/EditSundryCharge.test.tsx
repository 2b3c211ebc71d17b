import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers, server, setSession } from 'shared-auth/testing';
import { SUNDRY_FIELD_MESSAGES as M } from 'shared-domain/billing/messages';
import { UNSAVED_CHANGES_PROMPT } from 'shared-domain/messages';
import { toaster } from 'shared-ui';
import EditSundryCharge, { EDIT_TEXT as T } from './EditSundryCharge';
import type { SundryDraft } from './sundryModel';
import { DRAFT, POSTED, serveReferenceData } from './test-fixtures';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60000);

function renderEditor(id = 0, state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/billing/addOrEditSundryCharge/:sundryChargeId', element: <EditSundryCharge /> },
      { path: '/billing/reviewSundryCharge/:sundryChargeId', element: <span>review page</span> },
      { path: '/billing/viewSundryCharge/:sundryChargeId', element: <span>view page</span> },
      { path: '/viewSundryCharges', element: <span>list page</span> },
    ],
    { initialEntries: [{ pathname: `/billing/addOrEditSundryCharge/${id}`, state }] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const lines = () => screen.getAllByTestId('sundry-line');
const reviewed = (router: ReturnType<typeof renderEditor>) =>
  (router.state.location.state as { sundryCharge: SundryDraft }).sundryCharge;

async function selectResidents(...names: string[]) {
  await userEvent.click(screen.getByRole('button', { name: T.selectResidents }));
  const dialog = await screen.findByRole('dialog', { name: 'Select residents' });
  for (const name of names) await userEvent.click(await within(dialog).findByRole('checkbox', { name: new RegExp(name) }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select residents' })).not.toBeInTheDocument());
}

beforeEach(() => {
  setSession({ permissions: { billingSundryCharges: true, billingPostCharges: true } });
  serveReferenceData(server);
});
afterEach(() => act(() => toaster.remove()));

test('every line needs a resident unless the bill is split evenly: Review stays on the form', async () => {
  const router = renderEditor();
  await userEvent.type(await screen.findByLabelText(/^Description/), 'Hairdressing');
  await userEvent.click(screen.getByRole('button', { name: T.review }));
  expect(await within(lines()[0]).findByText(M.residentRequired)).toBeInTheDocument();
  expect(within(lines()[0]).getByText(M.amountRequired)).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/billing/addOrEditSundryCharge/0');

  // Split evenly: a total and the charge's account are enough.
  await userEvent.click(screen.getByRole('checkbox', { name: T.splitBillEvenly }));
  await userEvent.type(screen.getByLabelText(/^Total to split/), '100');
  await userEvent.selectOptions(screen.getByLabelText(/^Sundry account/), 'Hairdressing');
  await userEvent.click(screen.getByRole('button', { name: T.review }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/billing/reviewSundryCharge/0'));
  expect(reviewed(router)).toMatchObject({ description: 'Hairdressing', splitBillEvenly: true, total: '100.00', isDirty: true });
});

test('the residents ticked add a line each; split evenly shows the shares; removing the last line is ignored', async () => {
  renderEditor();
  await userEvent.type(await screen.findByLabelText(/^Description/), 'Bus trip');
  await selectResidents('Ann Archer', 'Bob Baker', 'Cy Cole');
  expect(lines().map((l) => within(l).getByTestId('line-resident').textContent)).toEqual(['Ann Archer', 'Bob Baker', 'Cy Cole']);
  await userEvent.click(screen.getByRole('checkbox', { name: T.splitBillEvenly }));
  await userEvent.type(screen.getByLabelText(/^Total to split/), '100');
  expect(screen.getAllByTestId('line-share').map((s) => s.textContent)).toEqual(['$33.34', '$33.33', '$33.33']);
  expect(screen.getByTestId('figure-total')).toHaveTextContent('$100.00');
  // The total explains itself.
  await userEvent.click(within(screen.getByTestId('figure-total')).getByRole('button'));
  expect(await screen.findByRole('dialog', { name: T.grandTotal })).toHaveTextContent(/split evenly/);
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));

  await userEvent.click(screen.getByRole('button', { name: `${T.remove} ${T.line} 2: Bob Baker` }));
  await userEvent.click(screen.getByRole('button', { name: `${T.remove} ${T.line} 2: Cy Cole` }));
  expect(lines()).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: `${T.remove} ${T.line} 1: Ann Archer` }));
  expect(lines()).toHaveLength(1);
  expect(screen.getAllByTestId('line-share').map((s) => s.textContent)).toEqual(['$100.00']);
});

test('GST inclusive makes every line GST (the type is fixed) and the total is the subtotal; Review carries the charge', async () => {
  const router = renderEditor();
  await userEvent.type(await screen.findByLabelText(/^Description/), 'Pharmacy');
  await selectResidents('Ann Archer', 'Bob Baker');
  const [ann, bob] = lines();
  await userEvent.type(within(ann).getByLabelText(/^Amount/), '110');
  await userEvent.selectOptions(within(ann).getByLabelText(/^Account/), 'Pharmacy');
  await userEvent.type(within(bob).getByLabelText(/^Amount/), '50');
  await userEvent.selectOptions(within(bob).getByLabelText(/^GST type/), 'Free');
  await userEvent.selectOptions(within(bob).getByLabelText(/^Account/), 'Pharmacy');
  expect(screen.getByTestId('figure-gst')).toHaveTextContent('$11.00');
  expect(screen.getByTestId('figure-total')).toHaveTextContent('$171.00');

  await userEvent.click(screen.getByRole('checkbox', { name: T.gstInclusive }));
  expect(within(bob).getByLabelText(/^GST type/)).toBeDisabled();
  expect(within(bob).getByLabelText(/^GST type/)).toHaveValue('GST');
  expect(screen.getByTestId('figure-gst')).toHaveTextContent('$14.55');
  expect(screen.getByTestId('figure-total')).toHaveTextContent('$160.00');

  await userEvent.click(screen.getByRole('button', { name: T.review }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/billing/reviewSundryCharge/0'));
  const charge = reviewed(router);
  expect(charge.gstInclusive).toBe(true);
  expect(charge.residents.map((l) => [l.residencyId, l.gstType, l.amount, l.sundryAccountId])).toEqual([
    [11, 'GST', '110.00', 8],
    [12, 'GST', '50.00', 8],
  ]);
});

test('back from review: the charge it carries, changes kept and still unsaved (leaving asks first)', async () => {
  const changed: SundryDraft = {
    id: 5,
    version: 2,
    description: 'Bus trip to the bay',
    invoiceDateUtc: '2026-11-20',
    gstInclusive: false,
    splitBillEvenly: true,
    total: '90',
    sundryAccountId: 7,
    residents: DRAFT.residents.map((l) => ({ ...l, key: `k${l.id}`, amount: '' })),
    isDirty: true,
  };
  const router = renderEditor(5, { sundryCharge: changed });
  expect(await screen.findByLabelText(/^Description/)).toHaveValue('Bus trip to the bay');
  expect(screen.getAllByTestId('line-share').map((s) => s.textContent)).toEqual(['$30.00', '$30.00', '$30.00']);
  // The charge came in the state: it is not read again.
  expect(server.calls('GET', 'billing/sundry/5')).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: T.cancel }));
  expect(await screen.findByText(UNSAVED_CHANGES_PROMPT)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
  expect(router.state.location.pathname).toBe('/billing/addOrEditSundryCharge/5');
  await userEvent.click(screen.getByRole('button', { name: T.cancel }));
  await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/billing/viewSundryCharge/5'));
});

test('an existing draft is read and edited; a posted charge is only viewed', async () => {
  server.get('billing/sundry/5', DRAFT);
  server.get('billing/sundry/6', { ...POSTED, id: 6 });
  const router = renderEditor(5);
  expect(await screen.findByLabelText(/^Description/)).toHaveValue('Bus trip');
  expect(screen.getByLabelText(/^Total to split/)).toHaveValue('100.00');
  // Nothing changed: leaving does not ask.
  await userEvent.click(screen.getByRole('button', { name: T.cancel }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/billing/viewSundryCharge/5'));

  await act(() => router.navigate('/billing/addOrEditSundryCharge/6'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/billing/viewSundryCharge/6'));
});
