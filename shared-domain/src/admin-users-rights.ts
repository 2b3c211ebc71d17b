/**
 * Who may change which users and roles: the rules that keep a user from widening their own rights or reaching past
 * them (seed 002 §5 "Users and roles": the organisation manager role is assigned by organisation managers only, users
 * are given only the signed-in user's facilities, system users count as organisation managers). Pure: the API refuses
 * with these reasons, and the admin screens show what is editable with the same rules.
 *
 * - Nobody grants a permission they do not hold: a role is created or changed only within the caller's own
 *   permissions, and only a role whose every permission the caller holds may be changed at all (so nobody removes or
 *   reshapes rights beyond their own either).
 * - Nobody changes the role they hold (a role of their own is changed by someone else), nor their own role assignment.
 * - A user is changed (edited, activated, deactivated, given a password or a role) only by someone who has every one of
 *   their facilities (organisation managers have all) and holds every permission of their role; the accounts of
 *   organisation managers and system users only by organisation managers.
 * - Nobody assigns a role carrying a permission they do not hold; the organisation manager role only organisation
 *   managers assign.
 */
import { ROLE_MESSAGES, USER_MESSAGES, type RolePermissionEntry } from './admin-users';
import { PERMISSIONS, PERMISSION_FLAGS, type PermissionFlag } from './permissions';

/** The signed-in user as these rules see them. */
export interface RightsCaller {
  userId: number;
  /** The role the caller holds. */
  roleId: number;
  /** Organisation managers and system users (seed 002 §5: system users are treated as organisation managers). */
  isOrganisationManager: boolean;
  /** The permissions of the caller's role. */
  permissions: readonly RolePermissionEntry[];
  /** The caller's facilities; 'all' for organisation managers. */
  facilities: readonly number[] | 'all';
}

const FLAG_LABELS: Record<PermissionFlag, string> = {
  canView: 'View',
  canModify: 'Modify',
  canRemove: 'Remove',
  canAction: 'Action',
};

/** 'Organisation: Details (View, Modify); Organisation: Record history (View)': permissions as the role editor names them. */
export function describePermissions(entries: readonly RolePermissionEntry[]): string {
  return entries
    .map((e) => {
      const def = PERMISSIONS.find((p) => p.code === e.permissionCode);
      const name = def ? `${def.area}: ${def.label}` : `Permission ${e.permissionCode}`;
      const flags = PERMISSION_FLAGS.filter((f) => e[f]).map((f) => FLAG_LABELS[f]);
      return `${name} (${flags.join(', ')})`;
    })
    .join('; ');
}

export const RIGHTS_MESSAGES = {
  ownRole: 'You cannot change the role you hold yourself. Ask another manager to change it.',
  ownRoleAssignment: 'You cannot change your own role. Ask another manager to change it.',
  grantNotHeld: (permissions: string) => `You cannot grant permissions you do not hold: ${permissions}.`,
  roleBeyondRights: (permissions: string) => `You cannot change this role: it has permissions you do not hold (${permissions}).`,
  assignNotHeld: (permissions: string) => `You cannot assign this role: it has permissions you do not hold (${permissions}).`,
  userFacilitiesBeyond:
    'You cannot change this user: they work at facilities you do not have. Only a manager of all their facilities can change them.',
  userRoleBeyond: (permissions: string) =>
    `You cannot change this user: their role has permissions you do not hold (${permissions}).`,
} as const;

/**
 * The flags of `wanted` that `held` lacks, per permission (each entry keeps only the missing flags; permissions with
 * nothing missing are left out), in code order.
 */
export function permissionsBeyond(
  wanted: readonly RolePermissionEntry[],
  held: readonly RolePermissionEntry[],
): RolePermissionEntry[] {
  const out: RolePermissionEntry[] = [];
  for (const w of [...wanted].sort((a, b) => a.permissionCode - b.permissionCode)) {
    const h = held.find((x) => x.permissionCode === w.permissionCode);
    const missing = { canView: false, canModify: false, canRemove: false, canAction: false };
    let any = false;
    for (const f of PERMISSION_FLAGS) {
      if (w[f] && !h?.[f]) {
        missing[f] = true;
        any = true;
      }
    }
    if (any) out.push({ permissionCode: w.permissionCode, ...missing });
  }
  return out;
}

/**
 * Why the caller may not save a role (null: they may). `roleId` null for a new role; `before` the permissions it has now
 * (none for a new one), `after` the permissions it is saved with. Not-editable roles are the role service's own check.
 */
export function roleChangeRefusal(
  caller: RightsCaller,
  role: { roleId: number | null; isOrganisationManager: boolean },
  before: readonly RolePermissionEntry[],
  after: readonly RolePermissionEntry[],
): string | null {
  if (role.roleId !== null && role.roleId === caller.roleId) return RIGHTS_MESSAGES.ownRole;
  if (role.isOrganisationManager && !caller.isOrganisationManager) return ROLE_MESSAGES.notEditable;
  const reshaped = permissionsBeyond(before, caller.permissions);
  if (reshaped.length) return RIGHTS_MESSAGES.roleBeyondRights(describePermissions(reshaped));
  const granted = permissionsBeyond(after, caller.permissions);
  if (granted.length) return RIGHTS_MESSAGES.grantNotHeld(describePermissions(granted));
  return null;
}

/** Whether the role list and editor offer the role for editing (the role as it is, saved unchanged). */
export function canChangeRole(
  caller: RightsCaller,
  role: { roleId: number; isOrganisationManager: boolean; isEditable: boolean },
  permissions: readonly RolePermissionEntry[],
): boolean {
  return role.isEditable && roleChangeRefusal(caller, role, permissions, permissions) === null;
}

/** A user as the rules see them: their kind of account, every facility they have and their role's permissions. */
export interface ManagedUser {
  userId: number;
  isOrganisationManager: boolean;
  isSystemUser: boolean;
  facilities: readonly number[];
  rolePermissions: readonly RolePermissionEntry[];
}

/**
 * Why the caller may not change a user (edit, password, role, activate, deactivate; null: they may). Organisation
 * managers manage every user's facilities; nobody manages a user whose role holds more than their own.
 */
export function userChangeRefusal(caller: RightsCaller, user: ManagedUser): string | null {
  if (!caller.isOrganisationManager) {
    if (user.isOrganisationManager || user.isSystemUser) return USER_MESSAGES.userNotManageable;
    if (!hasEveryFacility(caller, user.facilities)) return RIGHTS_MESSAGES.userFacilitiesBeyond;
  }
  const beyond = permissionsBeyond(user.rolePermissions, caller.permissions);
  if (beyond.length) return RIGHTS_MESSAGES.userRoleBeyond(describePermissions(beyond));
  return null;
}

/**
 * "A user I may manage": whether the caller may change the user at all (the user list's Edit and Activate/Deactivate
 * show for them). The same rule as every write's refusal, so the list never offers what the save would refuse.
 */
export function canChangeUser(caller: RightsCaller, user: ManagedUser): boolean {
  return userChangeRefusal(caller, user) === null;
}

/** Whether every one of `facilities` is the caller's (organisation managers have all). */
export function hasEveryFacility(caller: RightsCaller, facilities: readonly number[]): boolean {
  const mine = caller.facilities;
  return mine === 'all' || facilities.every((f) => mine.includes(f));
}

/**
 * Why the caller may not give a user this role (null: they may). `user` is the user being saved: null for a new user,
 * else their id and the role they have now (only a change of one's own role is refused; keeping it is no assignment).
 */
export function roleAssignmentRefusal(
  caller: RightsCaller,
  role: { roleId: number; isOrganisationManager: boolean },
  permissions: readonly RolePermissionEntry[],
  user: { userId: number; roleId: number } | null,
): string | null {
  if (user && user.userId === caller.userId && user.roleId !== role.roleId) return RIGHTS_MESSAGES.ownRoleAssignment;
  if (role.isOrganisationManager && !caller.isOrganisationManager) return USER_MESSAGES.roleNotAssignable;
  const beyond = permissionsBeyond(permissions, caller.permissions);
  if (beyond.length) return RIGHTS_MESSAGES.assignNotHeld(describePermissions(beyond));
  return null;
}
