import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers, messageDialog, reply, server, setSession } from 'shared-auth/testing';
import { SUNDRY_FIELD_MESSAGES as M, SUNDRY_MESSAGES } from 'shared-domain/billing/messages';
import { toaster } from 'shared-ui';
import ViewSundryCharge, { VIEW_TEXT as T } from './ViewSundryCharge';
import { DRAFT, POSTED } from './test-fixtures';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60000);
const toasts = () => toaster.getVisibleToasts().map((t) => t.description);

function renderView(id: number) {
  const router = createMemoryRouter(
    [
      { path: '/billing/viewSundryCharge/:sundryChargeId', element: <ViewSundryCharge /> },
      { path: '/billing/addOrEditSundryCharge/:sundryChargeId', element: <span>edit page</span> },
      { path: '/viewSundryCharges', element: <span>list page</span> },
    ],
    { initialEntries: [`/billing/viewSundryCharge/${id}`] },
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
  server.get('billing/sundry/5', DRAFT);
  server.get('billing/sundry/6', { ...POSTED, id: 6 });
});
afterEach(() => act(() => toaster.remove()));

test('a posted charge: its posted date, each line with its posted account, nothing to do', async () => {
  renderView(6);
  expect(await screen.findByTestId('sheet-status')).toHaveTextContent('Posted 21 Nov 2026');
  const rows = screen.getAllByTestId('sheet-line');
  expect(rows).toHaveLength(3);
  for (const r of rows) expect(r).toHaveTextContent('Outings');
  for (const name of [T.edit, T.delete, T.post]) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: T.edit })).not.toBeInTheDocument();
});

test('a draft: Post posts it with its version and returns to the list', async () => {
  const post = server.post('billing/sundry/post', POSTED);
  const router = renderView(5);
  expect(await screen.findByTestId('sheet-status')).toHaveTextContent('Draft');
  expect(screen.getByRole('link', { name: T.edit })).toHaveAttribute('href', '/billing/addOrEditSundryCharge/5');
  await userEvent.click(screen.getByRole('button', { name: T.post }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/viewSundryCharges'));
  expect(post.mock.calls[0][0].body).toEqual({ id: 5, version: 2 });
});

test('posted meanwhile (another tab): the refusal is shown and the page stays', async () => {
  server.post('billing/sundry/post', reply(400, { modelState: { id: [M.alreadyPosted] } }));
  const router = renderView(5);
  await userEvent.click(await screen.findByRole('button', { name: T.post }));
  const dialog = await messageDialog(T.postTitle);
  expect(dialog).toHaveTextContent(M.alreadyPosted);
  expect(router.state.location.pathname).toBe('/billing/viewSundryCharge/5');
});

test("Delete asks 'Delete Charge?' first, then deletes with the version; a failure says the seed's message", async () => {
  const remove = server.delete('billing/sundry/5', { id: 5, deleted: true });
  const router = renderView(5);
  await userEvent.click(await screen.findByRole('button', { name: T.delete }));
  const confirm = await screen
    .findByRole('alertdialog', { name: SUNDRY_MESSAGES.deleteTitle })
    .catch(() => screen.findByRole('dialog', { name: SUNDRY_MESSAGES.deleteTitle }));
  expect(confirm).toHaveTextContent(SUNDRY_MESSAGES.deleteBody);
  await userEvent.click(within(confirm).getByRole('button', { name: T.cancel }));
  expect(remove).not.toHaveBeenCalled();

  server.delete('billing/sundry/5', reply(500));
  await userEvent.click(screen.getByRole('button', { name: T.delete }));
  const again = await screen
    .findByRole('alertdialog', { name: SUNDRY_MESSAGES.deleteTitle })
    .catch(() => screen.findByRole('dialog', { name: SUNDRY_MESSAGES.deleteTitle }));
  await userEvent.click(within(again).getByRole('button', { name: T.delete }));
  await waitFor(() => expect(toasts()).toContain(SUNDRY_MESSAGES.saveError));
  expect(router.state.location.pathname).toBe('/billing/viewSundryCharge/5');

  const ok = server.delete('billing/sundry/5', { id: 5, deleted: true });
  await userEvent.click(screen.getByRole('button', { name: T.delete }));
  const third = await screen
    .findByRole('alertdialog', { name: SUNDRY_MESSAGES.deleteTitle })
    .catch(() => screen.findByRole('dialog', { name: SUNDRY_MESSAGES.deleteTitle }));
  await userEvent.click(within(third).getByRole('button', { name: T.delete }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/viewSundryCharges'));
  expect(ok.mock.calls[0][0].query).toMatchObject({ version: 2 });
});

test('a charge of another facility is not found', async () => {
  server.get('billing/sundry/7', reply(404, { message: 'Not found' }));
  renderView(7);
  expect(await screen.findByText('The sundry charge was not found in this facility.')).toBeInTheDocument();
});

test('without the rights: no Edit, Delete or Post', async () => {
  setSession({ permissions: { billingSundryCharges: { canView: true } } });
  renderView(5);
  expect(await screen.findByTestId('sheet-status')).toHaveTextContent('Draft');
  expect(screen.queryByRole('button', { name: T.post })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: T.delete })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: T.edit })).not.toBeInTheDocument();
});
