/**
 * /roles/add, /roles/edit/{roleId} (manageRoles canModify) and /roles/view/{roleId} (canView): the role's name and its
 * permission matrix. A role that is not editable opens read-only whatever the address. 'This role name already exists.'
 * shows on the name; any other failure 'Unexpected error while saving the role.'. Leaving with unsaved changes asks
 * first (the product's unsaved-changes prompt). Viewing shows the role's record history.
 */
import { useNavigate, useLocation, useParams, Link as RouterLink } from 'react-router';
import { httpStatus, usePermission } from 'shared-auth';
import { ROLE_MESSAGES, USER_MESSAGES, validateRole } from 'shared-domain/admin-users';
import type { PermissionGroups, Role, SaveRoleBody } from 'shared-domain/contracts/admin-users';
import { PERMISSIONS, type PermissionFlags } from 'shared-domain/permissions';
import { Button, PageLayout, RecordPageState, Stack, StickyActions, Text, UnsavedChangesPrompt } from 'shared-ui';
import { FormikProvider, FormErrorSummary, TextField, useFormik, useSubmit, validateWith } from 'shared-ui/form';
import RecordHistory from '../history/RecordHistory';
import { PermissionMatrix } from './PermissionMatrix';
import { usePermissionGroups, useRole, useSaveRole } from './roles.resource';

export const ROLE_EDITOR_TEXT = {
  addTitle: 'Add role',
  editTitle: 'Edit role',
  viewTitle: 'Role',
  name: 'Role name',
  permissions: 'Permissions',
  save: 'Save',
  cancel: 'Cancel',
  back: 'Back to roles',
  edit: 'Edit',
  readOnly: 'This role cannot be edited.',
} as const;

interface Values {
  name: string;
  permissions: Record<string, PermissionFlags>;
}

function valuesOf(role: Role | undefined): Values {
  const permissions: Record<string, PermissionFlags> = {};
  for (const e of role?.activePermissions ?? []) {
    const def = PERMISSIONS.find((p) => p.code === e.permissionCode);
    if (def)
      permissions[def.name] = { canView: e.canView, canModify: e.canModify, canRemove: e.canRemove, canAction: e.canAction };
  }
  return { name: role?.name ?? '', permissions };
}

/** The matrix as the API takes it: one entry per permission with any flag, in code order. */
function entriesOf(permissions: Values['permissions']): SaveRoleBody['activePermissions'] {
  return PERMISSIONS.flatMap((p) => {
    const f = permissions[p.name];
    return f && (f.canView || f.canModify || f.canRemove || f.canAction) ? [{ permissionCode: p.code, ...f }] : [];
  });
}

export default function RoleEditor() {
  const params = useParams();
  const { pathname } = useLocation();
  const roleId = params.roleId && /^\d+$/.test(params.roleId) ? Number(params.roleId) : null;
  const adding = pathname.startsWith('/roles/add');
  const role = useRole(adding ? null : roleId);
  const groups = usePermissionGroups();
  // A role id that is not one, or a role of another organisation (404): nothing to retry.
  const notFound = (!adding && roleId === null) || httpStatus(role.error) === 404;
  const pending = !adding && (notFound || !role.data);
  if (pending || !groups.data) {
    const query = pending ? role : groups;
    return (
      <RecordPageState
        title={adding ? ROLE_EDITOR_TEXT.addTitle : ROLE_EDITOR_TEXT.viewTitle}
        record="role"
        query={query}
        notFound={notFound}
      />
    );
  }
  const wantsEdit = pathname.startsWith('/roles/edit');
  return (
    <RoleForm
      key={`${role.data?.id ?? 'new'}:${role.data?.version ?? 0}:${pathname}`}
      role={adding ? undefined : role.data}
      groups={groups.data}
      mode={adding ? 'add' : wantsEdit ? 'edit' : 'view'}
    />
  );
}

function RoleForm({
  role,
  groups,
  mode: asked,
}: {
  role: Role | undefined;
  groups: PermissionGroups;
  mode: 'add' | 'edit' | 'view';
}) {
  const navigate = useNavigate();
  const manage = usePermission('manageRoles');
  const history = usePermission('recordHistory');
  const save = useSaveRole();
  const editable = asked === 'add' ? manage.canModify : !!role?.isEditable && manage.canModify;
  const mode = asked !== 'view' && !editable ? 'view' : asked;
  const readOnly = mode === 'view';
  const submitter = useSubmit<Values, Role>({
    action: (values) =>
      save.mutateAsync({
        id: role?.id ?? 0,
        name: values.name,
        activePermissions: entriesOf(values.permissions),
        ...(role ? { version: role.version } : {}),
      }),
    success: USER_MESSAGES.saved,
    failure: ROLE_MESSAGES.saveError,
    fieldMessages: { name: ROLE_MESSAGES.nameExists },
    onSuccess: (_saved, values, helpers) => {
      // Clean first, so the unsaved-changes prompt lets the way back to the list through.
      helpers?.resetForm({ values });
      void navigate('/roles');
    },
  });
  const form = useFormik<Values>({
    initialValues: valuesOf(role),
    validate: validateWith((v: Values) => validateRole(v)),
    onSubmit: (values, helpers) => submitter.submit(values, helpers).then(() => undefined),
  });
  const title =
    mode === 'add' ? ROLE_EDITOR_TEXT.addTitle : mode === 'edit' ? ROLE_EDITOR_TEXT.editTitle : ROLE_EDITOR_TEXT.viewTitle;

  return (
    <PageLayout
      title={title}
      subtitle={role && mode !== 'add' ? role.name : undefined}
      actions={
        readOnly && role?.isEditable && manage.canModify ? (
          <Button asChild size="sm" variant="outline">
            <RouterLink to={`/roles/edit/${role.id}`}>{ROLE_EDITOR_TEXT.edit}</RouterLink>
          </Button>
        ) : undefined
      }
    >
      <UnsavedChangesPrompt when={form.dirty && !readOnly} />
      <FormikProvider value={form}>
        <form
          noValidate
          aria-label={title}
          onSubmit={(e) => {
            e.preventDefault();
            void form.submitForm();
          }}
        >
          <Stack gap="4">
            <FormErrorSummary />
            {readOnly && role && !role.isEditable ? <Text color="fg.muted">{ROLE_EDITOR_TEXT.readOnly}</Text> : null}
            <TextField name="name" label={ROLE_EDITOR_TEXT.name} required disabled={readOnly} maxLength={100} />
            <Text fontWeight="semibold">{ROLE_EDITOR_TEXT.permissions}</Text>
            <PermissionMatrix
              groups={groups}
              value={form.values.permissions}
              readOnly={readOnly}
              onChange={(next) => void form.setFieldValue('permissions', next)}
            />
            <StickyActions>
              <Button variant="outline" onClick={() => void navigate('/roles')}>
                {readOnly ? ROLE_EDITOR_TEXT.back : ROLE_EDITOR_TEXT.cancel}
              </Button>
              {!readOnly ? (
                <Button type="submit" colorPalette="brand" loading={form.isSubmitting}>
                  {ROLE_EDITOR_TEXT.save}
                </Button>
              ) : null}
            </StickyActions>
          </Stack>
        </form>
      </FormikProvider>
      {submitter.dialog}
      {role && readOnly && history.canView ? <RecordHistory entity="role" id={role.id} /> : null}
    </PageLayout>
  );
}
