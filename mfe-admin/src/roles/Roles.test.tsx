import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers, reply, server, setSession, type FakeRequest } from 'shared-auth/testing';
import { ROLE_MESSAGES, USER_MESSAGES, permissionGroups } from 'shared-domain/admin-users';
import type { Role, RoleSummary } from 'shared-domain/contracts/admin-users';
import { UNSAVED_CHANGES_PROMPT } from 'shared-domain/messages';
import { toaster } from 'shared-ui';
import RoleEditor, { ROLE_EDITOR_TEXT } from './RoleEditor';
import Roles, { ROLES_TEXT } from './Roles';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60000);

const summary = (id: number, name: string, isEditable = true): RoleSummary => ({
  id,
  name,
  isEditable,
  isOrganisationManager: !isEditable,
  userCount: 2,
  version: 1,
});
const frontDesk: Role = {
  id: 7,
  name: 'Front desk',
  isEditable: true,
  isOrganisationManager: false,
  version: 4,
  activePermissions: [{ permissionCode: 101, canView: true, canModify: true, canRemove: false, canAction: false }],
};
const manager: Role = { ...frontDesk, id: 1, name: 'Organisation manager', isEditable: false, isOrganisationManager: true };

/** The roles area under a data router (the unsaved-changes prompt needs one), as the shell mounts it. */
function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/roles', element: <Roles /> },
      { path: '/roles/add', element: <RoleEditor /> },
      { path: '/roles/edit/:roleId', element: <RoleEditor /> },
      { path: '/roles/view/:roleId', element: <RoleEditor /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

beforeEach(() => {
  server.get('roles', () => [summary(7, 'Front desk'), summary(1, 'Organisation manager', false)]);
  server.get('roles/permissions', () => permissionGroups());
  server.get('roles/7', () => frontDesk);
  server.get('roles/1', () => manager);
});

const toasts = () => toaster.getVisibleToasts().map((t) => t.description);
const box = (name: string) => screen.getByRole('checkbox', { name });

test('the list: roles not editable are read-only (view only)', async () => {
  renderAt('/roles');
  const table = await screen.findByRole('table', { name: ROLES_TEXT.title });
  const [desk, om] = within(table).getAllByTestId('role-row');
  expect(within(desk).getByRole('link', { name: `${ROLES_TEXT.edit}: Front desk` })).toHaveAttribute('href', '/roles/edit/7');
  expect(within(om).getByText(ROLES_TEXT.readOnly)).toBeInTheDocument();
  expect(within(om).queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
  expect(within(om).getByRole('link', { name: 'Organisation manager' })).toHaveAttribute('href', '/roles/view/1');
  expect(screen.getByRole('link', { name: ROLES_TEXT.add })).toHaveAttribute('href', '/roles/add');
});

test('without manageRoles canModify there is nothing to add or edit', async () => {
  setSession({ permissions: { manageRoles: { canView: true } } });
  renderAt('/roles');
  await screen.findByRole('table', { name: ROLES_TEXT.title });
  expect(screen.queryByRole('link', { name: ROLES_TEXT.add })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /^Edit:/ })).not.toBeInTheDocument();
});

test('add: the toggle rules and group toggles, then saved and back to the list', async () => {
  const save = server.post('roles', ({ body }: FakeRequest) => ({ ...frontDesk, ...(body as object), id: 8, version: 1 }));
  const router = renderAt('/roles/add');
  const name = await screen.findByLabelText(ROLE_EDITOR_TEXT.name);
  await userEvent.click(name);
  await userEvent.paste('Night staff');
  // Remove implies modify and view.
  await userEvent.click(box('Residents Depart: Remove'));
  expect(box('Residents Depart: View')).toBeChecked();
  expect(box('Residents Depart: Modify')).toBeChecked();
  // Removing view removes the others.
  await userEvent.click(box('Residents Depart: View'));
  expect(box('Residents Depart: Remove')).not.toBeChecked();
  // The group toggle selects all of the area.
  await userEvent.click(box('View: all of Leads'));
  for (const label of ['Details', 'Financials', 'Admit']) expect(box(`Leads ${label}: View`)).toBeChecked();
  expect(box('View: all of Leads')).toBeChecked();
  await userEvent.click(box('Organisation Record history: View'));
  await userEvent.click(screen.getByRole('button', { name: ROLE_EDITOR_TEXT.save }));
  await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  const body = (save.mock.calls[0][0] as FakeRequest).body as {
    id: number;
    name: string;
    activePermissions: Array<{ permissionCode: number }>;
  };
  expect(body.id).toBe(0);
  expect(body.name).toBe('Night staff');
  expect(body.activePermissions.map((p) => p.permissionCode)).toEqual([101, 102, 103, 104, 105, 106, 604]);
  await waitFor(() => expect(router.state.location.pathname).toBe('/roles'));
  expect(toasts()).toContain(USER_MESSAGES.saved);
});

test("edit: 'This role name already exists.' on the name, any other failure the seed's message", async () => {
  server.post('roles', sequenceOf(reply(400, { modelState: { name: ['duplicate'] } }), reply(500, { message: 'boom' })));
  renderAt('/roles/edit/7');
  const name = await screen.findByLabelText(ROLE_EDITOR_TEXT.name);
  expect(name).toHaveValue('Front desk');
  expect(box('Leads Details: Modify')).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: ROLE_EDITOR_TEXT.save }));
  await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
  expect(document.getElementById(name.getAttribute('aria-describedby')!.split(' ').pop()!)).toHaveTextContent(
    ROLE_MESSAGES.nameExists,
  );
  await userEvent.click(screen.getByRole('button', { name: ROLE_EDITOR_TEXT.save }));
  await waitFor(() =>
    expect([toasts(), server.calls('POST', 'roles').length]).toEqual([expect.arrayContaining([ROLE_MESSAGES.saveError]), 2]),
  );
  const sent = server.calls('POST', 'roles')[0].body as { id: number; version: number };
  expect(sent).toEqual(expect.objectContaining({ id: 7, version: 4 }));
});

test('cancelling with unsaved changes asks first', async () => {
  const router = renderAt('/roles/edit/7');
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Residents Details: View' }));
  await userEvent.click(screen.getByRole('button', { name: ROLE_EDITOR_TEXT.cancel }));
  const ask = await screen.findByRole('alertdialog');
  expect(within(ask).getByText(UNSAVED_CHANGES_PROMPT)).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/roles/edit/7');
  await act(async () => {
    await userEvent.click(within(ask).getByRole('button', { name: 'Leave' }));
  });
  await waitFor(() => expect(router.state.location.pathname).toBe('/roles'));
});

test('a role that is not editable opens read-only, even at its edit address', async () => {
  renderAt('/roles/edit/1');
  expect(await screen.findByText(ROLE_EDITOR_TEXT.readOnly)).toBeInTheDocument();
  expect(screen.getByLabelText(ROLE_EDITOR_TEXT.name)).toBeDisabled();
  expect(box('Leads Details: View')).toBeDisabled();
  expect(screen.queryByRole('button', { name: ROLE_EDITOR_TEXT.save })).not.toBeInTheDocument();
});

function sequenceOf(...answers: unknown[]) {
  let i = 0;
  return () => answers[Math.min(i++, answers.length - 1)];
}
