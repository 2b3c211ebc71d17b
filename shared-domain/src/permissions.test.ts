import {
  applyPermissionToggle,
  codeForPermissionName,
  hasPermission,
  mapPermissionEntries,
  NO_FLAGS,
  NO_PERMISSIONS,
  PERMISSION_NAMES,
  PERMISSIONS,
  permissionEntriesFromMap,
  permissionFlags,
  permissionNameForCode,
  type PermissionFlags,
} from './permissions';

describe('permission table', () => {
  test('has every code of the contract once, 404 not named', () => {
    // Seed 000 §6, plus 604 recordHistory (the record history, beyond the seed).
    expect(PERMISSIONS).toHaveLength(6 + 11 + 10 + 5 + 3 + 3 + 1 + 2 + 13 + 1);
    expect(permissionNameForCode(604)).toBe('recordHistory');
    expect(new Set(PERMISSIONS.map((p) => p.code)).size).toBe(PERMISSIONS.length);
    expect(new Set(PERMISSION_NAMES).size).toBe(PERMISSIONS.length);
    expect(permissionNameForCode(404)).toBeUndefined();
  });

  test.each([
    [101, 'leadsDetails'],
    [106, 'leadsAdmit'],
    [201, 'residentsDetails'],
    [211, 'residentsRecordReassessmentRequest'],
    [307, 'fundingReconciliation'],
    [310, 'fundingAccommodationBalanceRetryEvents'],
    [405, 'facilityAccountMapping'],
    [503, 'activateDeactivateUsers'],
    [603, 'deviceExpiryNotification'],
    [701, 'feesScheduleOfFeesAndCharges'],
    [802, 'billingPostCharges'],
    [913, 'reportingResidentsCardStatus'],
  ])('code %i is %s and back', (code, name) => {
    expect(permissionNameForCode(code)).toBe(name);
    expect(codeForPermissionName(name)).toBe(code);
  });

  test('areas follow the hundreds digit', () => {
    const areaByHundred: Record<number, string> = {
      1: 'Leads',
      2: 'Residents',
      3: 'Funding',
      4: 'Facility',
      5: 'Users and roles',
      6: 'Organisation',
      7: 'Fees',
      8: 'Billing',
      9: 'Reporting',
    };
    for (const p of PERMISSIONS) expect(p.area).toBe(areaByHundred[Math.floor(p.code / 100)]);
  });
});

describe('mapPermissionEntries', () => {
  test('maps codes to names; missing codes are all false; unknown codes ignored', () => {
    const map = mapPermissionEntries([
      { permissionCode: 201, canView: true, canModify: true, canRemove: false, canAction: false },
      { permissionCode: 603, canView: false, canModify: false, canRemove: false, canAction: true },
      { permissionCode: 999, canView: true, canModify: true, canRemove: true, canAction: true },
    ]);
    expect(map.residentsDetails).toEqual({ canView: true, canModify: true, canRemove: false, canAction: false });
    expect(map.deviceExpiryNotification).toEqual({ canView: false, canModify: false, canRemove: false, canAction: true });
    expect(map.residentsFinancials).toEqual(NO_FLAGS);
    expect(Object.keys(map)).toHaveLength(PERMISSIONS.length);
    expect(Object.keys(map)).not.toContain('999');
    expect(hasPermission(map, 'residentsDetails', 'canModify')).toBe(true);
    expect(hasPermission(map, 'residentsDetails', 'canRemove')).toBe(false);
    expect(hasPermission(map, 'deviceExpiryNotification', 'canAction')).toBe(true);
    expect(hasPermission(map, 'leadsDetails', 'canView')).toBe(false);
  });

  test('null entries and null maps deny', () => {
    expect(mapPermissionEntries(null)).toEqual(NO_PERMISSIONS);
    expect(hasPermission(null, 'residentsDetails', 'canView')).toBe(false);
    expect(hasPermission({}, 'residentsDetails', 'canView')).toBe(false);
    expect(permissionFlags(undefined, 'manageRoles')).toEqual(NO_FLAGS);
  });

  test('round trip through permissionEntriesFromMap', () => {
    const entries = [
      { permissionCode: 102, canView: true, canModify: false, canRemove: false, canAction: false },
      { permissionCode: 502, canView: true, canModify: true, canRemove: true, canAction: true },
    ];
    expect(permissionEntriesFromMap(mapPermissionEntries(entries))).toEqual(entries);
  });

  test('NO_PERMISSIONS is frozen', () => {
    expect(Object.isFrozen(NO_PERMISSIONS)).toBe(true);
  });
});

describe('applyPermissionToggle', () => {
  const none: PermissionFlags = { canView: false, canModify: false, canRemove: false, canAction: false };
  const all: PermissionFlags = { canView: true, canModify: true, canRemove: true, canAction: true };

  test('granting remove grants modify and view', () => {
    expect(applyPermissionToggle(none, 'canRemove', true)).toEqual({
      canView: true,
      canModify: true,
      canRemove: true,
      canAction: false,
    });
  });
  test('granting modify grants view only', () => {
    expect(applyPermissionToggle(none, 'canModify', true)).toEqual({
      canView: true,
      canModify: true,
      canRemove: false,
      canAction: false,
    });
  });
  test('granting action grants view only', () => {
    expect(applyPermissionToggle(none, 'canAction', true)).toEqual({
      canView: true,
      canModify: false,
      canRemove: false,
      canAction: true,
    });
  });
  test('granting view grants nothing else', () => {
    expect(applyPermissionToggle(none, 'canView', true)).toEqual({
      canView: true,
      canModify: false,
      canRemove: false,
      canAction: false,
    });
  });
  test('removing view removes all the others', () => {
    expect(applyPermissionToggle(all, 'canView', false)).toEqual(none);
  });
  test('removing modify removes remove but keeps view and action', () => {
    expect(applyPermissionToggle(all, 'canModify', false)).toEqual({
      canView: true,
      canModify: false,
      canRemove: false,
      canAction: true,
    });
  });
  test('removing remove or action touches nothing else', () => {
    expect(applyPermissionToggle(all, 'canRemove', false)).toEqual({ ...all, canRemove: false });
    expect(applyPermissionToggle(all, 'canAction', false)).toEqual({ ...all, canAction: false });
  });
  test('does not mutate its input', () => {
    const flags = { ...none };
    applyPermissionToggle(flags, 'canRemove', true);
    expect(flags).toEqual(none);
  });
});
