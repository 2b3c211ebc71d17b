/**
 * Rules and texts of the organisation's facilities, users and roles (seed 002 §5 "Users and roles", §8 "Organisation"):
 * the user form's checks (names, email, password rules, the duplicate-name warning), the role's name and the normalised
 * permission matrix a role is saved with. Who may change which user or role is admin-users-rights.ts. Pure, used by
 * the API and mfe-admin alike.
 */
import type { FieldErrors } from './model-state';
import { PERMISSIONS, PERMISSION_AREAS, type PermissionArea, type PermissionFlags } from './permissions';
import { toggleFlag } from './role-permissions';
import { isValidEmail, passwordMeetsRules } from './validation';

export const USER_MESSAGES = {
  firstNameRequired: 'Please enter a first name.',
  lastNameRequired: 'Please enter a last name.',
  emailRequired: 'Please enter an email address.',
  emailInvalid: 'Please provide a valid email address.',
  /** The seed names the error ("Email already exists", shown on the email field) but not its words. */
  emailExists: 'Email already exists.',
  passwordRequired: 'Please enter a password.',
  passwordRules: 'Password must be at least 8 characters and contain upper and lower case letters and a digit.',
  roleRequired: 'Please select a role.',
  facilitiesRequired: 'Please select at least one facility.',
  /** Non-organisation managers cannot assign the organisation manager role (seed 002 §5). */
  roleNotAssignable: 'Only organisation managers can assign this role.',
  /** An organisation manager's (or system user's) account is managed by organisation managers only. */
  userNotManageable: 'Only organisation managers can change this user.',
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
  deactivateTitle: 'Deactivate user',
  /** Seed 002 §4: deactivating warns that the user will no longer be able to access the system. */
  deactivateWarning: 'Are you sure you want to deactivate this user? They will no longer be able to access the system.',
  activateTitle: 'Activate user',
  activateQuestion: 'Are you sure you want to activate this user? They will be able to access the system again.',
  duplicateNameTitle: 'Duplicate name',
  deactivated: 'User Deactivated successfully.',
  activated: 'User Activated successfully.',
  saved: 'Saved successfully.',
  loadError: 'Unexpected error occurred while loading users.',
  createError: 'Unexpected error occurred while creating user.',
  saveError: 'Unexpected error occurred while saving user.',
} as const;

/** The warning of the duplicate-name dialog (the API sends it on `allowDuplicateUserName`); saving anyway resends. */
export function duplicateUserNameMessage(firstName: string, lastName: string): string {
  return `A user named ${firstName.trim()} ${lastName.trim()} already exists. Do you want to save anyway?`;
}
/** The model-state key of the duplicate-name refusal: the client shows the warning dialog for it, not a field error. */
export const DUPLICATE_USER_NAME_FIELD = 'allowDuplicateUserName';

export const ROLE_MESSAGES = {
  nameRequired: 'Please enter a role name.',
  /** Seed 002 §8, word for word. */
  nameExists: 'This role name already exists.',
  /** Seed 002 §8, word for word. */
  saveError: 'Unexpected error while saving the role.',
  notEditable: 'This role cannot be edited.',
  unknownPermission: 'Unknown permission code.',
  duplicatePermission: 'A permission is listed more than once.',
  loadError: 'Unexpected error occurred while loading roles.',
} as const;

export const FACILITY_MESSAGES = {
  loadError: 'Unexpected error occurred while loading facilities.',
  noRegion: 'No region',
} as const;

export const USER_NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 200;
export const PASSWORD_MAX_LENGTH = 128;
export const ROLE_NAME_MAX_LENGTH = 100;

/** What the user form sends (seed 002 §3 "User"); `password` is required for a new user, optional when editing. */
export interface UserFormValues {
  id?: number | null;
  firstName: string;
  lastName: string;
  email: string;
  password?: string | null;
  roleId?: number | null;
  userFacilities: readonly number[];
}

/** The user form's checks, on both sides (messages per field). A blank password keeps the current one when editing. */
export function validateUser(values: UserFormValues): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (!values.firstName?.trim()) add('firstName', USER_MESSAGES.firstNameRequired);
  if (!values.lastName?.trim()) add('lastName', USER_MESSAGES.lastNameRequired);
  if (!values.email?.trim()) add('email', USER_MESSAGES.emailRequired);
  else if (!isValidEmail(values.email)) add('email', USER_MESSAGES.emailInvalid);
  const isNew = !values.id;
  if (!values.password) {
    if (isNew) add('password', USER_MESSAGES.passwordRequired);
  } else if (!passwordMeetsRules(values.password)) add('password', USER_MESSAGES.passwordRules);
  if (!values.roleId) add('roleId', USER_MESSAGES.roleRequired);
  if (!values.userFacilities?.length) add('userFacilities', USER_MESSAGES.facilitiesRequired);
  return errors;
}

/** Two users are namesakes when first and last names match, ignoring case and surrounding spaces. */
export function sameUserName(a: { firstName: string; lastName: string }, b: { firstName: string; lastName: string }): boolean {
  const norm = (s: string) => s.trim().toLocaleLowerCase();
  return norm(a.firstName) === norm(b.firstName) && norm(a.lastName) === norm(b.lastName);
}

/** A permission entry as roles carry it (seed 002 §3 "Role"). */
export interface RolePermissionEntry extends PermissionFlags {
  permissionCode: number;
}

/**
 * The permissions a role is saved with: only known codes (`unknown` lists the others), each with what its flags imply
 * (remove implies modify and view, modify and action imply view: the matrix's toggle rules, so an API caller cannot
 * store a state the matrix cannot show), entries without any flag dropped, in code order. A code listed twice is
 * reported in `duplicates`.
 */
export function normaliseRolePermissions(entries: readonly RolePermissionEntry[]): {
  permissions: RolePermissionEntry[];
  unknown: number[];
  duplicates: number[];
} {
  const known = new Set<number>(PERMISSIONS.map((p) => p.code));
  const seen = new Map<number, RolePermissionEntry>();
  const unknown: number[] = [];
  const duplicates: number[] = [];
  for (const e of entries) {
    if (!known.has(e.permissionCode)) {
      unknown.push(e.permissionCode);
      continue;
    }
    if (seen.has(e.permissionCode)) {
      duplicates.push(e.permissionCode);
      continue;
    }
    let flags: PermissionFlags = { canView: false, canModify: false, canRemove: false, canAction: false };
    // Granting in this order applies every implication (remove -> modify -> view, action -> view).
    for (const flag of ['canView', 'canModify', 'canRemove', 'canAction'] as const) {
      if (e[flag]) flags = toggleFlag(flags, flag, true);
    }
    seen.set(e.permissionCode, { permissionCode: e.permissionCode, ...flags });
  }
  const permissions = [...seen.values()]
    .filter((p) => p.canView || p.canModify || p.canRemove || p.canAction)
    .sort((a, b) => a.permissionCode - b.permissionCode);
  return { permissions, unknown, duplicates };
}

/** The role form's checks (name required and not too long; the uniqueness is the server's, case-insensitive). */
export function validateRole(values: { name: string }): FieldErrors {
  const name = values.name?.trim() ?? '';
  if (!name) return { name: [ROLE_MESSAGES.nameRequired] };
  return {};
}

export interface PermissionGroup {
  area: PermissionArea;
  permissions: ReadonlyArray<{ code: number; name: string; label: string }>;
}

/** The permission table grouped by area, in the table's order: the rows of the role matrix. */
export function permissionGroups(): PermissionGroup[] {
  return PERMISSION_AREAS.map((area) => ({
    area,
    permissions: PERMISSIONS.filter((p) => p.area === area).map((p) => ({ code: p.code, name: p.name, label: p.label })),
  })).filter((g) => g.permissions.length > 0);
}
