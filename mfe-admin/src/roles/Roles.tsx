/**
 * /roles (manageRoles canView): the organisation's roles. Roles that are not editable (or that the signed-in user may
 * not change) are listed read-only: view only. Adding and editing need manageRoles canModify.
 */
import { Link as RouterLink } from 'react-router';
import { usePermission } from 'shared-auth';
import { ROLE_MESSAGES } from 'shared-domain/admin-users';
import { ActionBar, Badge, Button, HStack, Link, PageLayout, ResponsiveTable, Text } from 'shared-ui';
import { ListState } from '../rooms/ListState';
import { useRoles } from './roles.resource';

export const ROLES_TEXT = {
  title: 'Roles',
  add: 'Add role',
  view: 'View',
  edit: 'Edit',
  readOnly: 'Read only',
  loading: 'Loading roles...',
  empty: 'There are no roles.',
  users: 'Active users',
} as const;

export default function Roles() {
  const roles = useRoles();
  const manage = usePermission('manageRoles');
  const rows = roles.data ?? [];
  return (
    <PageLayout
      title={ROLES_TEXT.title}
      actions={
        <ActionBar
          label={ROLES_TEXT.title}
          primary={manage.canModify ? { label: ROLES_TEXT.add, to: '/roles/add' } : undefined}
        />
      }
    >
      {/* Loading, or the load failure with Retry (the toast alone left an empty page). */}
      <ListState query={roles} loadingText={ROLES_TEXT.loading} errorText={ROLE_MESSAGES.loadError} />
      {roles.isSuccess && !rows.length ? <Text color="fg.muted">{ROLES_TEXT.empty}</Text> : null}
      {rows.length ? (
        <ResponsiveTable
          aria-label={ROLES_TEXT.title}
          rows={rows}
          rowKey={(r) => r.id}
          rowProps={() => ({ 'data-testid': 'role-row' })}
          columns={[
            {
              key: 'name',
              header: 'Name',
              primary: true,
              cell: (r) => (
                <HStack gap="2">
                  <Link asChild color="brand.fg">
                    <RouterLink to={`/roles/view/${r.id}`}>{r.name}</RouterLink>
                  </Link>
                  {!r.isEditable ? <Badge>{ROLES_TEXT.readOnly}</Badge> : null}
                </HStack>
              ),
            },
            { key: 'users', header: ROLES_TEXT.users, cell: (r) => String(r.userCount) },
            {
              key: 'actions',
              header: 'Actions',
              hideLabel: true,
              cell: (r) =>
                manage.canModify && r.isEditable ? (
                  <Button asChild size="xs" minH={{ base: '11', lg: '8' }} variant="outline">
                    <RouterLink to={`/roles/edit/${r.id}`} aria-label={`${ROLES_TEXT.edit}: ${r.name}`}>
                      {ROLES_TEXT.edit}
                    </RouterLink>
                  </Button>
                ) : null,
            },
          ]}
        />
      ) : null}
    </PageLayout>
  );
}
