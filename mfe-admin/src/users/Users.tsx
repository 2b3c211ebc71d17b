/**
 * /viewAndEditUsers (manageUsers canView): the users the signed-in user may manage (name, email, role, facilities,
 * active), added, viewed and edited in a dialog (UserDialog: modes add, view, edit), activated and deactivated after a
 * warning (activateDeactivateUsers canAction). The server checks every permission again.
 */
import { useState } from 'react';
import { useSession, usePermission } from 'shared-auth';
import { USER_MESSAGES } from 'shared-domain/admin-users';
import type { AdminUser } from 'shared-domain/contracts/admin-users';
import { ActionBar, Badge, Button, ConfirmDialog, HStack, PageLayout, ResponsiveTable, Text } from 'shared-ui';
import { ListState } from '../rooms/ListState';
import { submitForm } from 'shared-ui/form';
import { USER_FORM_TEXT, UserDialog, type UserDialogMode } from './UserDialog';
import { useSetUserActive, useUsers } from './users.resource';

export const USERS_TEXT = {
  title: 'Users',
  add: 'Add user',
  view: 'View',
  edit: 'Edit',
  activate: 'Activate',
  deactivate: 'Deactivate',
  loading: 'Loading users...',
  empty: 'There are no users.',
} as const;

export default function Users() {
  const users = useUsers();
  const manage = usePermission('manageUsers');
  const activation = usePermission('activateDeactivateUsers');
  const { userProfile } = useSession();
  const setActive = useSetUserActive();
  const [open, setOpen] = useState<{ mode: UserDialogMode; user: AdminUser | null } | null>(null);
  const [changing, setChanging] = useState<AdminUser | null>(null);
  const rows = users.data ?? [];

  async function changeState(user: AdminUser) {
    const active = !user.isActive;
    await submitForm(
      {
        action: () => setActive.mutateAsync({ id: user.id, version: user.version, active }),
        success: active ? USER_MESSAGES.activated : USER_MESSAGES.deactivated,
        failure: USER_MESSAGES.saveError,
        onSuccess: () => setChanging(null),
      },
      undefined,
    );
  }

  const name = (u: AdminUser) => `${u.firstName} ${u.lastName}`;
  return (
    <PageLayout
      title={USERS_TEXT.title}
      actions={
        <ActionBar
          label={USERS_TEXT.title}
          primary={manage.canModify ? { label: USERS_TEXT.add, onSelect: () => setOpen({ mode: 'add', user: null }) } : undefined}
        />
      }
    >
      {/* Loading, or the load failure with Retry (the toast alone left an empty page). */}
      <ListState query={users} loadingText={USERS_TEXT.loading} errorText={USER_MESSAGES.loadError} />
      {users.isSuccess && !rows.length ? <Text color="fg.muted">{USERS_TEXT.empty}</Text> : null}
      {rows.length ? (
        <ResponsiveTable
          aria-label={USERS_TEXT.title}
          rows={rows}
          rowKey={(u) => u.id}
          rowProps={() => ({ 'data-testid': 'user-row' })}
          columns={[
            {
              key: 'name',
              header: 'Name',
              primary: true,
              cell: (u) => (
                <Button
                  variant="plain"
                  color="brand.fg"
                  p="0"
                  h="auto"
                  textDecoration="underline"
                  aria-label={`${USERS_TEXT.view}: ${name(u)}`}
                  onClick={() => setOpen({ mode: 'view', user: u })}
                >
                  {name(u)}
                </Button>
              ),
            },
            { key: 'email', header: 'Email', cell: (u) => u.email },
            { key: 'role', header: 'Role', cell: (u) => u.roleName },
            { key: 'facilities', header: 'Facilities', cell: (u) => u.facilityNames.join(', ') },
            {
              key: 'active',
              header: 'Status',
              cell: (u) => (
                <Badge colorPalette={u.isActive ? 'green' : 'gray'}>
                  {u.isActive ? USER_FORM_TEXT.active : USER_FORM_TEXT.deactivated}
                </Badge>
              ),
            },
            {
              key: 'actions',
              header: 'Actions',
              hideLabel: true,
              cell: (u) => (
                <HStack gap="2" wrap="wrap">
                  {manage.canModify && u.canEdit ? (
                    <Button
                      size="xs"
                      minH={{ base: '11', lg: '8' }}
                      variant="outline"
                      aria-label={`${USERS_TEXT.edit}: ${name(u)}`}
                      onClick={() => setOpen({ mode: 'edit', user: u })}
                    >
                      {USERS_TEXT.edit}
                    </Button>
                  ) : null}
                  {activation.canAction && u.canEdit && u.id !== userProfile?.id ? (
                    <Button
                      size="xs"
                      minH={{ base: '11', lg: '8' }}
                      variant="outline"
                      colorPalette={u.isActive ? 'red' : undefined}
                      aria-label={`${u.isActive ? USERS_TEXT.deactivate : USERS_TEXT.activate}: ${name(u)}`}
                      onClick={() => setChanging(u)}
                    >
                      {u.isActive ? USERS_TEXT.deactivate : USERS_TEXT.activate}
                    </Button>
                  ) : null}
                </HStack>
              ),
            },
          ]}
        />
      ) : null}
      {open ? (
        <UserDialog
          key={`${open.mode}:${open.user?.id ?? 'new'}`}
          mode={open.mode}
          user={open.user}
          onClose={() => setOpen(null)}
        />
      ) : null}
      <ConfirmDialog
        open={!!changing}
        title={changing?.isActive ? USER_MESSAGES.deactivateTitle : USER_MESSAGES.activateTitle}
        message={changing?.isActive ? USER_MESSAGES.deactivateWarning : USER_MESSAGES.activateQuestion}
        confirmLabel={changing?.isActive ? USERS_TEXT.deactivate : USERS_TEXT.activate}
        busy={setActive.isPending}
        onConfirm={() => {
          if (changing) void changeState(changing);
        }}
        onCancel={() => setChanging(null)}
      />
    </PageLayout>
  );
}
