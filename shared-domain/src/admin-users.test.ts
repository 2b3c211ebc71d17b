import {
  ROLE_MESSAGES,
  USER_MESSAGES,
  duplicateUserNameMessage,
  normaliseRolePermissions,
  permissionGroups,
  sameUserName,
  validateRole,
  validateUser,
} from './admin-users';
import { PERMISSIONS } from './permissions';

const user = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann.lee@example.com',
  password: 'Secret123',
  roleId: 3,
  userFacilities: [1],
};

describe('user form checks (seed 002 §5)', () => {
  it('accepts a complete new user', () => {
    expect(validateUser(user)).toEqual({});
  });
  it('requires names, email, role and at least one facility', () => {
    expect(validateUser({ firstName: ' ', lastName: '', email: '', roleId: null, userFacilities: [] })).toEqual({
      firstName: [USER_MESSAGES.firstNameRequired],
      lastName: [USER_MESSAGES.lastNameRequired],
      email: [USER_MESSAGES.emailRequired],
      password: [USER_MESSAGES.passwordRequired],
      roleId: [USER_MESSAGES.roleRequired],
      userFacilities: [USER_MESSAGES.facilitiesRequired],
    });
  });
  it('password: at least 8 characters with upper and lower case letters and a digit', () => {
    for (const bad of ['Short1A', 'alllower1', 'ALLUPPER1', 'NoDigitsHere']) {
      expect(validateUser({ ...user, password: bad }).password).toEqual([USER_MESSAGES.passwordRules]);
    }
    expect(validateUser({ ...user, password: 'Abcdefg1' })).toEqual({});
  });
  it('a blank password keeps the current one when editing, but is required for a new user', () => {
    expect(validateUser({ ...user, id: 7, password: '' })).toEqual({});
    expect(validateUser({ ...user, password: '' }).password).toEqual([USER_MESSAGES.passwordRequired]);
  });
  it('checks the email format', () => {
    expect(validateUser({ ...user, email: 'not-an-email' }).email).toEqual([USER_MESSAGES.emailInvalid]);
  });
  it('names the duplicate in the warning', () => {
    expect(duplicateUserNameMessage(' Ann ', 'Lee')).toBe('A user named Ann Lee already exists. Do you want to save anyway?');
    expect(sameUserName({ firstName: 'ann ', lastName: 'LEE' }, { firstName: 'Ann', lastName: 'Lee' })).toBe(true);
    expect(sameUserName({ firstName: 'Ann', lastName: 'Leek' }, { firstName: 'Ann', lastName: 'Lee' })).toBe(false);
  });
});

describe('role permissions saved normalised', () => {
  const e = (code: number, v: boolean, m: boolean, r: boolean, a: boolean) => ({
    permissionCode: code,
    canView: v,
    canModify: m,
    canRemove: r,
    canAction: a,
  });
  it('remove implies modify and view; modify and action imply view; empty entries dropped; code order', () => {
    const out = normaliseRolePermissions([
      e(502, false, false, true, false),
      e(101, false, true, false, false),
      e(204, false, false, false, true),
      e(201, false, false, false, false),
    ]);
    expect(out).toEqual({
      permissions: [e(101, true, true, false, false), e(204, true, false, false, true), e(502, true, true, true, false)],
      unknown: [],
      duplicates: [],
    });
  });
  it('reports unknown and repeated codes', () => {
    const out = normaliseRolePermissions([
      e(999, true, false, false, false),
      e(101, true, false, false, false),
      e(101, true, true, false, false),
    ]);
    expect(out.unknown).toEqual([999]);
    expect(out.duplicates).toEqual([101]);
  });
  it('role name is required', () => {
    expect(validateRole({ name: '  ' })).toEqual({ name: [ROLE_MESSAGES.nameRequired] });
    expect(validateRole({ name: 'Night staff' })).toEqual({});
  });
  it('groups every permission of the table by area, including 604 record history', () => {
    const groups = permissionGroups();
    expect(groups.flatMap((g) => g.permissions.map((p) => p.code))).toEqual(PERMISSIONS.map((p) => p.code));
    expect(groups.find((g) => g.area === 'Organisation')?.permissions.map((p) => p.code)).toContain(604);
  });
});
