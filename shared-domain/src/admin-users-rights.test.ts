import type { RolePermissionEntry } from './admin-users';
import { ROLE_MESSAGES, USER_MESSAGES } from './admin-users';
import {
  RIGHTS_MESSAGES,
  canChangeRole,
  canChangeUser,
  describePermissions,
  hasEveryFacility,
  permissionsBeyond,
  roleAssignmentRefusal,
  roleChangeRefusal,
  userChangeRefusal,
  type RightsCaller,
} from './admin-users-rights';
import { PERMISSIONS } from './permissions';

const ALL = { canView: true, canModify: true, canRemove: true, canAction: true };
const p = (permissionCode: number, v = true, m = false, r = false, a = false): RolePermissionEntry => ({
  permissionCode,
  canView: v,
  canModify: m,
  canRemove: r,
  canAction: a,
});
const every = (from: number, to: number) =>
  PERMISSIONS.filter((x) => x.code >= from && x.code <= to).map((x) => ({ permissionCode: x.code as number, ...ALL }));

// The demo's people (api/src/demo/generate.ts): the facility manager holds every permission but 600-699 at Bayside
// Gardens (1) only, role 2; the organisation manager every permission everywhere, role 1.
const facilityManager: RightsCaller = {
  userId: 2,
  roleId: 2,
  isOrganisationManager: false,
  permissions: [...every(100, 599), ...every(700, 999)],
  facilities: [1],
};
const organisationManager: RightsCaller = {
  userId: 1,
  roleId: 1,
  isOrganisationManager: true,
  permissions: every(100, 999),
  facilities: 'all',
};
// The demo's administrator role: facility, users and roles, and organisation details view and modify.
const administratorRole = [...every(400, 599), p(601, true, true)];
const careStaffRole = [
  p(101, true, true),
  p(105, false, false, false, true),
  p(201, true, true),
  p(204, true, false, false, true),
];

describe('permissions beyond the caller’s', () => {
  it('keeps only the flags the caller lacks, per permission, in code order', () => {
    const held = [p(601, true), p(201, true, true)];
    expect(permissionsBeyond([p(604, true), p(601, true, true), p(201, true, true)], held)).toEqual([
      p(601, false, true),
      p(604, true),
    ]);
  });
  it('nothing beyond when every flag is held', () => {
    expect(permissionsBeyond(careStaffRole, facilityManager.permissions)).toEqual([]);
  });
  it('names them as the role editor does', () => {
    expect(describePermissions([p(601, true, true), p(604, true)])).toBe(
      'Organisation: Details (View, Modify); Organisation: Record history (View)',
    );
  });
});

describe('changing a role', () => {
  it('the tester’s story: the facility manager adds organisation details and record history to their own role', () => {
    const own = { roleId: 2, isOrganisationManager: false };
    const widened = [...facilityManager.permissions, p(601, true, true), p(604, true)];
    expect(roleChangeRefusal(facilityManager, own, facilityManager.permissions, widened)).toBe(RIGHTS_MESSAGES.ownRole);
  });
  it('nobody grants a permission they do not hold, in a new role or another role', () => {
    const reason = RIGHTS_MESSAGES.grantNotHeld('Organisation: Record history (View)');
    expect(roleChangeRefusal(facilityManager, { roleId: null, isOrganisationManager: false }, [], [p(604)])).toBe(reason);
    expect(
      roleChangeRefusal(facilityManager, { roleId: 3, isOrganisationManager: false }, careStaffRole, [...careStaffRole, p(604)]),
    ).toBe(reason);
  });
  it('a role with permissions beyond the caller’s is not changed, even to remove them or one the caller holds', () => {
    const role = { roleId: 5, isOrganisationManager: false };
    const reason = RIGHTS_MESSAGES.roleBeyondRights('Organisation: Details (View, Modify)');
    const without601 = administratorRole.filter((e) => e.permissionCode !== 601);
    expect(roleChangeRefusal(facilityManager, role, administratorRole, without601)).toBe(reason);
    const withoutUsers = administratorRole.filter((e) => e.permissionCode !== 501);
    expect(roleChangeRefusal(facilityManager, role, administratorRole, withoutUsers)).toBe(reason);
  });
  it('within the caller’s rights: granted and removed freely', () => {
    const role = { roleId: 3, isOrganisationManager: false };
    expect(roleChangeRefusal(facilityManager, role, careStaffRole, [...careStaffRole, p(202, true, true)])).toBeNull();
    expect(roleChangeRefusal(facilityManager, role, careStaffRole, [p(201)])).toBeNull();
    expect(roleChangeRefusal(facilityManager, { roleId: null, isOrganisationManager: false }, [], careStaffRole)).toBeNull();
  });
  it('the organisation manager role only by organisation managers; their own not even by them', () => {
    const om = { roleId: 1, isOrganisationManager: true };
    expect(roleChangeRefusal(facilityManager, om, [], [])).toBe(ROLE_MESSAGES.notEditable);
    expect(roleChangeRefusal(organisationManager, om, every(100, 999), every(100, 999))).toBe(RIGHTS_MESSAGES.ownRole);
    expect(roleChangeRefusal(organisationManager, { roleId: 5, isOrganisationManager: false }, administratorRole, [])).toBeNull();
  });
  it('what the role list offers for editing: editable, not one’s own, within one’s rights', () => {
    const role = (roleId: number, isEditable = true) => ({ roleId, isOrganisationManager: false, isEditable });
    expect(canChangeRole(facilityManager, role(3), careStaffRole)).toBe(true);
    expect(canChangeRole(facilityManager, role(3, false), careStaffRole)).toBe(false);
    expect(canChangeRole(facilityManager, role(2), facilityManager.permissions)).toBe(false);
    expect(canChangeRole(facilityManager, role(5), administratorRole)).toBe(false);
    expect(canChangeRole(organisationManager, role(5), administratorRole)).toBe(true);
  });
});

describe('changing a user', () => {
  const user = (facilities: number[], rolePermissions = careStaffRole, extra = {}) => ({
    userId: 20,
    isOrganisationManager: false,
    isSystemUser: false,
    facilities,
    rolePermissions,
    ...extra,
  });
  it('the tester’s story: the facility manager deactivates the administrator, who works at all four facilities', () => {
    expect(userChangeRefusal(facilityManager, user([1, 2, 3, 4], administratorRole))).toBe(RIGHTS_MESSAGES.userFacilitiesBeyond);
  });
  it('only users whose facilities are all the caller’s', () => {
    expect(userChangeRefusal(facilityManager, user([1]))).toBeNull();
    expect(userChangeRefusal(facilityManager, user([1, 2]))).toBe(RIGHTS_MESSAGES.userFacilitiesBeyond);
  });
  it('only users whose role holds nothing beyond the caller’s (a password reset would hand it over)', () => {
    expect(userChangeRefusal(facilityManager, user([1], administratorRole))).toBe(
      RIGHTS_MESSAGES.userRoleBeyond('Organisation: Details (View, Modify)'),
    );
  });
  it('organisation managers’ and system users’ accounts only by organisation managers', () => {
    expect(userChangeRefusal(facilityManager, user([1], [], { isOrganisationManager: true }))).toBe(
      USER_MESSAGES.userNotManageable,
    );
    expect(userChangeRefusal(facilityManager, user([], [], { isSystemUser: true }))).toBe(USER_MESSAGES.userNotManageable);
    expect(
      userChangeRefusal(organisationManager, user([1, 2, 3, 4], every(100, 999), { isOrganisationManager: true })),
    ).toBeNull();
  });
  it('organisation managers manage users at every facility', () => {
    expect(userChangeRefusal(organisationManager, user([1, 2, 3, 4], administratorRole))).toBeNull();
  });
  it('a user I may manage: the list offers Edit exactly where the write would not refuse', () => {
    expect(canChangeUser(facilityManager, user([1]))).toBe(true);
    expect(canChangeUser(facilityManager, user([1, 2]))).toBe(false);
    expect(canChangeUser(facilityManager, user([1], administratorRole))).toBe(false);
    expect(canChangeUser(organisationManager, user([1, 2, 3, 4], administratorRole))).toBe(true);
  });
  it('every facility of the user is the caller’s: a user without any facility is within anyone’s', () => {
    expect(hasEveryFacility(facilityManager, [1])).toBe(true);
    expect(hasEveryFacility(facilityManager, [])).toBe(true);
    expect(hasEveryFacility(facilityManager, [1, 3])).toBe(false);
    expect(hasEveryFacility(organisationManager, [1, 2, 3, 4])).toBe(true);
  });
});

describe('assigning a role', () => {
  const role = (roleId: number, isOrganisationManager = false) => ({ roleId, isOrganisationManager });
  it('nobody assigns a role carrying a permission they do not hold', () => {
    expect(roleAssignmentRefusal(facilityManager, role(5), administratorRole, null)).toBe(
      RIGHTS_MESSAGES.assignNotHeld('Organisation: Details (View, Modify)'),
    );
    expect(roleAssignmentRefusal(facilityManager, role(3), careStaffRole, null)).toBeNull();
  });
  it('the organisation manager role only organisation managers assign (system users count as such)', () => {
    expect(roleAssignmentRefusal(facilityManager, role(1, true), [], null)).toBe(USER_MESSAGES.roleNotAssignable);
    expect(roleAssignmentRefusal(organisationManager, role(1, true), every(100, 999), null)).toBeNull();
  });
  it('nobody changes their own role; keeping it is no assignment', () => {
    const self = { userId: 2, roleId: 2 };
    expect(roleAssignmentRefusal(facilityManager, role(3), careStaffRole, self)).toBe(RIGHTS_MESSAGES.ownRoleAssignment);
    expect(roleAssignmentRefusal(facilityManager, role(2), facilityManager.permissions, self)).toBeNull();
    expect(roleAssignmentRefusal(facilityManager, role(3), careStaffRole, { userId: 20, roleId: 7 })).toBeNull();
  });
});
