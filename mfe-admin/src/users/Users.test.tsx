import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, reply, server, setSession, type FakeRequest } from 'shared-auth/testing';
import { DUPLICATE_USER_NAME_FIELD, USER_MESSAGES } from 'shared-domain/admin-users';
import type { AdminUser } from 'shared-domain/contracts/admin-users';
import { UNSAVED_CHANGES_PROMPT } from 'shared-domain/messages';
import { toaster, UNSAVED_CHANGES_TEXT } from 'shared-ui';
import { USER_FORM_TEXT } from './UserDialog';
import Users, { USERS_TEXT } from './Users';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60000);

/** Types a value in one go (a paste): the form re-renders once, not once a key. */
async function fill(input: HTMLElement, value: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(value);
}

const user = (id: number, first: string, last: string, extra: Partial<AdminUser> = {}): AdminUser => ({
  id,
  firstName: first,
  lastName: last,
  email: `${first.toLowerCase()}@demo.local`,
  roleId: 3,
  roleName: 'Care staff',
  isOrganisationManager: false,
  isSystemUser: false,
  isActive: true,
  userFacilities: [1],
  facilityNames: ['Bayside Gardens'],
  canEdit: true,
  version: 2,
  ...extra,
});

let users: AdminUser[];
beforeEach(() => {
  users = [
    user(2, 'Carlos', 'Reyes'),
    user(9, 'Dana', 'Whitfield', { isActive: false, userFacilities: [2], facilityNames: ['Carlton House'] }),
  ];
  server.get('users', () => users);
  server.get('users/roles', () => [
    { id: 2, name: 'Facility manager', isOrganisationManager: false },
    { id: 3, name: 'Care staff', isOrganisationManager: false },
  ]);
});

const toasts = () => toaster.getVisibleToasts().map((t) => t.description);

async function openAdd() {
  renderWithProviders(<Users />);
  await screen.findByRole('table', { name: USERS_TEXT.title });
  await userEvent.click(screen.getByRole('button', { name: USERS_TEXT.add }));
  return screen.findByRole('dialog', { name: USER_FORM_TEXT.addTitle });
}

async function fillNewUser(dialog: HTMLElement, first = 'Ann', last = 'Lee') {
  await fill(within(dialog).getByLabelText(USER_FORM_TEXT.firstName), first);
  await fill(within(dialog).getByLabelText(USER_FORM_TEXT.lastName), last);
  await fill(within(dialog).getByLabelText(USER_FORM_TEXT.email), 'ann.lee@demo.local');
  await fill(within(dialog).getByLabelText(USER_FORM_TEXT.password), 'Welcome2026');
  await userEvent.selectOptions(within(dialog).getByLabelText(USER_FORM_TEXT.role), 'Care staff');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Bayside Gardens' }));
}

test('lists the users with role, facilities and state', async () => {
  renderWithProviders(<Users />);
  const table = await screen.findByRole('table', { name: USERS_TEXT.title });
  const dana = within(table).getAllByTestId('user-row')[1];
  expect(within(dana).getByText('Carlton House')).toBeInTheDocument();
  expect(within(dana).getByText(USER_FORM_TEXT.deactivated)).toBeInTheDocument();
  expect(within(dana).getByRole('button', { name: 'Activate: Dana Whitfield' })).toBeInTheDocument();
});

test('adds a user: the password rules are checked before sending, then saved', async () => {
  const save = server.post('users/save', ({ body }: FakeRequest) => user(12, 'Ann', 'Lee', body as Partial<AdminUser>));
  const dialog = await openAdd();
  await fillNewUser(dialog);
  await fill(within(dialog).getByLabelText(USER_FORM_TEXT.password), 'weakpass');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText(USER_MESSAGES.passwordRules)).toBeInTheDocument();
  expect(save).not.toHaveBeenCalled();
  await fill(within(dialog).getByLabelText(USER_FORM_TEXT.password), 'Welcome2026');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({
        body: expect.objectContaining({
          firstName: 'Ann',
          lastName: 'Lee',
          email: 'ann.lee@demo.local',
          password: 'Welcome2026',
          roleId: 3,
          userFacilities: [1],
          allowDuplicateUserName: false,
        }),
      }),
    ),
  );
  await waitFor(() => expect(toasts()).toContain(USER_MESSAGES.saved));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: USER_FORM_TEXT.addTitle })).not.toBeInTheDocument());
});

test('email already exists shows on the email field', async () => {
  server.post('users/save', () => reply(400, { modelState: { email: [USER_MESSAGES.emailExists] } }));
  const dialog = await openAdd();
  await fillNewUser(dialog);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  const email = within(dialog).getByLabelText(USER_FORM_TEXT.email);
  await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
  expect(within(dialog).getByText(USER_MESSAGES.emailExists)).toBeInTheDocument();
});

test('a duplicate name asks first, then saves anyway with allowDuplicateUserName', async () => {
  const warning = 'A user named Carlos Reyes already exists. Do you want to save anyway?';
  const save = server.post('users/save', ({ body }: FakeRequest) =>
    (body as { allowDuplicateUserName?: boolean }).allowDuplicateUserName
      ? user(13, 'Carlos', 'Reyes')
      : reply(400, { modelState: { [DUPLICATE_USER_NAME_FIELD]: [warning] } }),
  );
  const dialog = await openAdd();
  await fillNewUser(dialog, 'Carlos', 'Reyes');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  const ask = await screen.findByRole('alertdialog', { name: USER_MESSAGES.duplicateNameTitle });
  expect(within(ask).getByText(warning)).toBeInTheDocument();
  await userEvent.click(within(ask).getByRole('button', { name: USER_FORM_TEXT.saveAnyway }));
  await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
  expect((save.mock.calls[1][0] as FakeRequest).body).toEqual(expect.objectContaining({ allowDuplicateUserName: true }));
  await waitFor(() => expect(toasts()).toContain(USER_MESSAGES.saved));
});

test('cancelling with changes asks before leaving', async () => {
  const dialog = await openAdd();
  await userEvent.type(within(dialog).getByLabelText(USER_FORM_TEXT.firstName), 'A');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  const ask = await screen.findByRole('alertdialog', { name: UNSAVED_CHANGES_TEXT.title });
  expect(within(ask).getByText(UNSAVED_CHANGES_PROMPT)).toBeInTheDocument();
  await userEvent.click(within(ask).getByRole('button', { name: UNSAVED_CHANGES_TEXT.leave }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: USER_FORM_TEXT.addTitle })).not.toBeInTheDocument());
});

test('deactivates after the warning, with the seed’s success message', async () => {
  const deactivate = server.post('users/:id/deactivate', () => user(2, 'Carlos', 'Reyes', { isActive: false }));
  renderWithProviders(<Users />);
  await userEvent.click(await screen.findByRole('button', { name: 'Deactivate: Carlos Reyes' }));
  const ask = await screen.findByRole('alertdialog', { name: USER_MESSAGES.deactivateTitle });
  expect(within(ask).getByText(USER_MESSAGES.deactivateWarning)).toBeInTheDocument();
  await userEvent.click(within(ask).getByRole('button', { name: USERS_TEXT.deactivate }));
  await waitFor(() =>
    expect(deactivate).toHaveBeenCalledWith(expect.objectContaining({ params: { id: '2' }, body: { version: 2 } })),
  );
  await waitFor(() => expect(toasts()).toContain(USER_MESSAGES.deactivated));
});

test('viewing is read-only; without the permissions there is nothing to change', async () => {
  setSession({ permissions: { manageUsers: { canView: true } } });
  renderWithProviders(<Users />);
  await userEvent.click(await screen.findByRole('button', { name: 'View: Carlos Reyes' }));
  const dialog = await screen.findByRole('dialog', { name: USER_FORM_TEXT.viewTitle });
  expect(within(dialog).getByLabelText(USER_FORM_TEXT.firstName)).toBeDisabled();
  expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: USERS_TEXT.add })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^(Edit|Deactivate|Activate):/ })).not.toBeInTheDocument();
});
