/**
 * The user form of /viewAndEditUsers in a dialog, modes view, edit and add (seed 002 §2, §3 "User", §5): names, email,
 * password (the rules under it; blank keeps the current one when editing), role (the ones the signed-in user may
 * assign) and facilities (only among the signed-in user's own). 'Email already exists' shows on the email field; a
 * duplicate name asks first and saves anyway with allowDuplicateUserName. Cancelling with changes asks before leaving.
 * Viewing a user shows their record history.
 */
import { useRef, useState } from 'react';
import { useFacility, usePermission } from 'shared-auth';
import { DUPLICATE_USER_NAME_FIELD, USER_MESSAGES, validateUser } from 'shared-domain/admin-users';
import type { AdminUser, SaveUserBody } from 'shared-domain/contracts/admin-users';
import { ConfirmDialog, HStack, Stack, Text, UnsavedChangesDialog } from 'shared-ui';
import {
  FormikDialog,
  MultiSelectField,
  SelectField,
  TextField,
  useFormik,
  useSubmit,
  validateWith,
  type FormikHelpers,
} from 'shared-ui/form';
import RecordHistory from '../history/RecordHistory';
import { PasswordField } from './PasswordField';
import { useAssignableRoles, useSaveUser } from './users.resource';

export type UserDialogMode = 'view' | 'edit' | 'add';

export const USER_FORM_TEXT = {
  addTitle: 'Add user',
  editTitle: 'Edit user',
  viewTitle: 'User',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  passwordHelp: 'At least 8 characters, with upper and lower case letters and a digit.',
  passwordKeepHelp:
    'At least 8 characters, with upper and lower case letters and a digit. Leave blank to keep the current password.',
  role: 'Role',
  facilities: 'Facilities',
  status: 'Status',
  active: 'Active',
  deactivated: 'Deactivated',
  saveAnyway: 'Save anyway',
} as const;

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  roleId: number | null;
  userFacilities: number[];
}

function valuesOf(user: AdminUser | null): Values {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    password: '',
    roleId: user?.roleId ?? null,
    userFacilities: user?.userFacilities ?? [],
  };
}

export interface UserDialogProps {
  mode: UserDialogMode;
  /** The user viewed or edited (null when adding). */
  user: AdminUser | null;
  onClose: () => void;
}

export function UserDialog({ mode, user, onClose }: UserDialogProps) {
  const readOnly = mode === 'view';
  const { facilities } = useFacility();
  const history = usePermission('recordHistory');
  const roles = useAssignableRoles(!readOnly);
  const save = useSaveUser();
  const [duplicate, setDuplicate] = useState<{ message: string; values: Values; helpers: FormikHelpers<Values> } | null>(null);
  const [leaving, setLeaving] = useState(false);

  const body = (values: Values, allowDuplicateUserName: boolean): SaveUserBody => ({
    ...(user ? { id: user.id, version: user.version } : {}),
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    password: values.password || null,
    roleId: values.roleId ?? 0,
    userFacilities: values.userFacilities,
    allowDuplicateUserName,
  });
  // Set while the duplicate-name warning's "Save anyway" resends the form.
  const allowDuplicate = useRef(false);
  const submitter = useSubmit<Values, AdminUser>({
    action: (values) => save.mutateAsync(body(values, allowDuplicate.current)),
    success: USER_MESSAGES.saved,
    failure: mode === 'add' ? USER_MESSAGES.createError : USER_MESSAGES.saveError,
    onSuccess: () => onClose(),
    onFailure: (failure, values, helpers) => {
      const warning = failure.modelState?.[DUPLICATE_USER_NAME_FIELD];
      if (!warning || !helpers) return false;
      // Not an error of the form: the seed's warning dialog, which saves anyway.
      setDuplicate({ message: [warning].flat().join(' '), values, helpers });
      return true;
    },
  });
  const form = useFormik<Values>({
    initialValues: valuesOf(user),
    validate: validateWith((v: Values) => validateUser({ ...v, id: user?.id ?? null })),
    onSubmit: (values, helpers) => submitter.submit(values, helpers).then(() => undefined),
  });

  const roleOptions = (roles.data ?? []).map((r) => ({ value: r.id, label: r.name }));
  // The user's own role is shown even when the signed-in user may not assign it (viewing a manager).
  if (user && !roleOptions.some((o) => o.value === user.roleId)) roleOptions.push({ value: user.roleId, label: user.roleName });
  const facilityOptions = [...facilities]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((f) => ({ value: f.id, label: f.name }));

  const close = () => (form.dirty && !readOnly ? setLeaving(true) : onClose());
  const title = mode === 'add' ? USER_FORM_TEXT.addTitle : mode === 'edit' ? USER_FORM_TEXT.editTitle : USER_FORM_TEXT.viewTitle;

  return (
    <>
      <FormikDialog
        open={!duplicate && !leaving}
        title={title}
        form={form}
        readOnly={readOnly}
        busy={form.isSubmitting || save.isPending}
        onClose={close}
        size="lg"
      >
        <Stack gap="3">
          <HStack gap="3" align="start" flexWrap={{ base: 'wrap', md: 'nowrap' }}>
            <TextField name="firstName" label={USER_FORM_TEXT.firstName} required disabled={readOnly} maxLength={100} />
            <TextField name="lastName" label={USER_FORM_TEXT.lastName} required disabled={readOnly} maxLength={100} />
          </HStack>
          <TextField
            name="email"
            type="email"
            label={USER_FORM_TEXT.email}
            required
            disabled={readOnly}
            maxLength={200}
            autoComplete="off"
          />
          {!readOnly ? (
            <PasswordField
              name="password"
              label={USER_FORM_TEXT.password}
              required={mode === 'add'}
              helpText={mode === 'add' ? USER_FORM_TEXT.passwordHelp : USER_FORM_TEXT.passwordKeepHelp}
            />
          ) : null}
          <SelectField name="roleId" label={USER_FORM_TEXT.role} required numeric options={roleOptions} disabled={readOnly} />
          <MultiSelectField
            name="userFacilities"
            label={USER_FORM_TEXT.facilities}
            required
            options={facilityOptions}
            disabled={readOnly}
          />
          {user && readOnly ? (
            <Text>
              {USER_FORM_TEXT.status}: {user.isActive ? USER_FORM_TEXT.active : USER_FORM_TEXT.deactivated}
            </Text>
          ) : null}
          {user && readOnly && history.canView ? <RecordHistory entity="user" id={user.id} /> : null}
        </Stack>
      </FormikDialog>
      {submitter.dialog}
      <ConfirmDialog
        open={!!duplicate}
        title={USER_MESSAGES.duplicateNameTitle}
        message={duplicate?.message ?? ''}
        confirmLabel={USER_FORM_TEXT.saveAnyway}
        busy={save.isPending}
        onConfirm={() => {
          const d = duplicate;
          if (!d) return;
          allowDuplicate.current = true;
          void submitter.submit(d.values, d.helpers).finally(() => {
            allowDuplicate.current = false;
            setDuplicate(null);
          });
        }}
        onCancel={() => setDuplicate(null)}
      />
      <UnsavedChangesDialog
        open={leaving}
        onLeave={() => {
          setLeaving(false);
          onClose();
        }}
        onStay={() => setLeaving(false)}
      />
    </>
  );
}
