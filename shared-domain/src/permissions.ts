/**
 * Permission codes (seed 000 §6), named as in docs/platform-contract.md.
 * Permissions arrive as numeric codes with flags v, m, r, a -> canView, canModify, canRemove, canAction.
 */

export const PERMISSION_AREAS = [
  'Leads',
  'Residents',
  'Funding',
  'Facility',
  'Users and roles',
  'Organisation',
  'Fees',
  'Billing',
  'Reporting',
] as const;
export type PermissionArea = (typeof PERMISSION_AREAS)[number];

export interface PermissionDefinition {
  readonly code: number;
  readonly name: string;
  readonly area: PermissionArea;
  /** Short label shown on the role editor (the seed's name within its area). */
  readonly label: string;
}

/** The full permission table, in code order. */
export const PERMISSIONS = [
  { code: 101, name: 'leadsDetails', area: 'Leads', label: 'Details' },
  { code: 102, name: 'leadsFinancials', area: 'Leads', label: 'Financials' },
  { code: 103, name: 'leadsRemoveDocuments', area: 'Leads', label: 'Remove documents' },
  { code: 104, name: 'leadsDeleteLeads', area: 'Leads', label: 'Delete leads' },
  { code: 105, name: 'leadsMarkAsProspect', area: 'Leads', label: 'Mark as prospect' },
  { code: 106, name: 'leadsAdmit', area: 'Leads', label: 'Admit' },

  { code: 201, name: 'residentsDetails', area: 'Residents', label: 'Details' },
  { code: 202, name: 'residentsFinancials', area: 'Residents', label: 'Financials' },
  { code: 203, name: 'residentsRemoveDocuments', area: 'Residents', label: 'Remove documents' },
  { code: 204, name: 'residentsDepart', area: 'Residents', label: 'Depart' },
  { code: 205, name: 'residentsSendAndReturnFromLeave', area: 'Residents', label: 'Send and return from leave' },
  { code: 206, name: 'residentsSubmitACFI', area: 'Residents', label: 'Submit ACFI' },
  { code: 207, name: 'residentsEnterACFIManually', area: 'Residents', label: 'Enter ACFI manually' },
  { code: 208, name: 'residentsMarkDepartedAsEnquiry', area: 'Residents', label: 'Mark departed as enquiry' },
  { code: 209, name: 'residentsMakePrivateFunded', area: 'Residents', label: 'Make private funded' },
  { code: 210, name: 'residentsEnterExpectedAnacc', area: 'Residents', label: 'Enter expected AN-ACC' },
  { code: 211, name: 'residentsRecordReassessmentRequest', area: 'Residents', label: 'Record reassessment request' },

  { code: 301, name: 'fundingMedicareEvents', area: 'Funding', label: 'Medicare events' },
  { code: 302, name: 'fundingScheduleOfCareRates', area: 'Funding', label: 'Schedule of care rates' },
  { code: 303, name: 'fundingScheduleOfAccommodationRates', area: 'Funding', label: 'Schedule of accommodation rates' },
  { code: 304, name: 'fundingReviewFundingStatements', area: 'Funding', label: 'Review funding statements' },
  { code: 305, name: 'fundingFinaliseClaim', area: 'Funding', label: 'Finalise claim' },
  { code: 306, name: 'fundingCorrectEvents', area: 'Funding', label: 'Correct events' },
  { code: 307, name: 'fundingReconciliation', area: 'Funding', label: 'Reconciliation' },
  { code: 308, name: 'fundingFinaliseAdjustment', area: 'Funding', label: 'Finalise adjustment' },
  { code: 309, name: 'fundingReverseEvents', area: 'Funding', label: 'Reverse events' },
  { code: 310, name: 'fundingAccommodationBalanceRetryEvents', area: 'Funding', label: 'Accommodation balance retry events' },

  { code: 401, name: 'facilityDetails', area: 'Facility', label: 'Details' },
  { code: 402, name: 'facilityRooms', area: 'Facility', label: 'Rooms' },
  { code: 403, name: 'facilityRoomTypes', area: 'Facility', label: 'Room types' },
  { code: 405, name: 'facilityAccountMapping', area: 'Facility', label: 'Account mapping' },
  { code: 406, name: 'facilityOptionalServices', area: 'Facility', label: 'Optional services' },

  { code: 501, name: 'manageUsers', area: 'Users and roles', label: 'Manage users' },
  { code: 502, name: 'manageRoles', area: 'Users and roles', label: 'Manage roles' },
  { code: 503, name: 'activateDeactivateUsers', area: 'Users and roles', label: 'Activate/deactivate users' },

  { code: 601, name: 'organisationDetails', area: 'Organisation', label: 'Details' },
  { code: 602, name: 'deviceActivation', area: 'Organisation', label: 'Device activation' },
  { code: 603, name: 'deviceExpiryNotification', area: 'Organisation', label: 'Device expiry notification' },
  /** Beyond the seed: reading the record history (who changed what and when). */
  { code: 604, name: 'recordHistory', area: 'Organisation', label: 'Record history' },

  { code: 701, name: 'feesScheduleOfFeesAndCharges', area: 'Fees', label: 'Schedule of fees and charges' },

  { code: 801, name: 'billingSundryCharges', area: 'Billing', label: 'Sundry charges' },
  { code: 802, name: 'billingPostCharges', area: 'Billing', label: 'Post charges' },

  { code: 901, name: 'reportingMovements', area: 'Reporting', label: 'Movements' },
  { code: 902, name: 'reportingEnquirySource', area: 'Reporting', label: 'Enquiry source' },
  { code: 903, name: 'reportingAccommodations', area: 'Reporting', label: 'Accommodations' },
  { code: 904, name: 'reportingSettlements', area: 'Reporting', label: 'Settlements' },
  { code: 905, name: 'reportingMtcfs', area: 'Reporting', label: 'MTCFs' },
  { code: 906, name: 'reportingFinancialDetails', area: 'Reporting', label: 'Financial details' },
  { code: 907, name: 'reportingBillingExtract', area: 'Reporting', label: 'Billing extract' },
  { code: 908, name: 'reportingClassificationHistory', area: 'Reporting', label: 'Classification history' },
  { code: 909, name: 'reportingPalliativeAssessments', area: 'Reporting', label: 'Palliative assessments' },
  { code: 910, name: 'reportingPotentialReassessments', area: 'Reporting', label: 'Potential reassessments' },
  { code: 911, name: 'reportingReassessmentRequests', area: 'Reporting', label: 'Reassessment requests' },
  { code: 912, name: 'reportingCareMinutes', area: 'Reporting', label: 'Care minutes' },
  { code: 913, name: 'reportingResidentsCardStatus', area: 'Reporting', label: 'Residents card status' },
] as const satisfies readonly PermissionDefinition[];

export type PermissionName = (typeof PERMISSIONS)[number]['name'];
export type PermissionCode = (typeof PERMISSIONS)[number]['code'];

/** Every permission name, in code order. */
export const PERMISSION_NAMES: readonly PermissionName[] = PERMISSIONS.map((p) => p.name);

export type PermissionFlag = 'canView' | 'canModify' | 'canRemove' | 'canAction';
export const PERMISSION_FLAGS: readonly PermissionFlag[] = ['canView', 'canModify', 'canRemove', 'canAction'];

export interface PermissionFlags {
  canView: boolean;
  canModify: boolean;
  canRemove: boolean;
  canAction: boolean;
}

/** One entry as the API sends it. */
export interface PermissionEntryInput {
  permissionCode: number;
  canView: boolean;
  canModify: boolean;
  canRemove: boolean;
  canAction: boolean;
}

export type PermissionMap = Record<PermissionName, PermissionFlags>;

export const NO_FLAGS: Readonly<PermissionFlags> = Object.freeze({
  canView: false,
  canModify: false,
  canRemove: false,
  canAction: false,
});
export const ALL_FLAGS: Readonly<PermissionFlags> = Object.freeze({
  canView: true,
  canModify: true,
  canRemove: true,
  canAction: true,
});

function mapOf(flags: PermissionFlags): PermissionMap {
  const out = {} as PermissionMap;
  for (const p of PERMISSIONS) out[p.name] = { ...flags };
  return out;
}

/** A map where every permission is denied. */
export const NO_PERMISSIONS: Readonly<PermissionMap> = Object.freeze(mapOf(NO_FLAGS));

const BY_CODE: ReadonlyMap<number, PermissionName> = new Map(PERMISSIONS.map((p) => [p.code, p.name]));
const BY_NAME: ReadonlyMap<string, PermissionCode> = new Map(PERMISSIONS.map((p) => [p.name, p.code]));

export function permissionNameForCode(code: number): PermissionName | undefined {
  return BY_CODE.get(code);
}

export function codeForPermissionName(name: PermissionName | string): PermissionCode | undefined {
  return BY_NAME.get(name);
}

export function isPermissionName(name: string): name is PermissionName {
  return BY_NAME.has(name);
}

export function permissionDefinition(nameOrCode: PermissionName | number): PermissionDefinition | undefined {
  return PERMISSIONS.find((p) => p.name === nameOrCode || p.code === nameOrCode);
}

/**
 * Turns the API's entries into a map keyed by permission name.
 * Codes the user has no entry for are all false; unknown codes are ignored. Flags are coerced to booleans.
 * When a code appears twice, flags are OR-ed together.
 */
export function mapPermissionEntries(entries: readonly PermissionEntryInput[] | null | undefined): PermissionMap {
  const out = mapOf(NO_FLAGS);
  for (const e of entries ?? []) {
    const name = BY_CODE.get(Number(e.permissionCode));
    if (!name) continue;
    const cur = out[name];
    out[name] = {
      canView: cur.canView || e.canView === true,
      canModify: cur.canModify || e.canModify === true,
      canRemove: cur.canRemove || e.canRemove === true,
      canAction: cur.canAction || e.canAction === true,
    };
  }
  return out;
}

/** The reverse of `mapPermissionEntries`: entries for every permission with at least one flag set, in code order. */
export function permissionEntriesFromMap(map: Partial<PermissionMap>): PermissionEntryInput[] {
  const out: PermissionEntryInput[] = [];
  for (const p of PERMISSIONS) {
    const f = map[p.name];
    if (!f || !(f.canView || f.canModify || f.canRemove || f.canAction)) continue;
    out.push({
      permissionCode: p.code,
      canView: f.canView,
      canModify: f.canModify,
      canRemove: f.canRemove,
      canAction: f.canAction,
    });
  }
  return out;
}

/** True when the map grants `flag` on `name`. A missing map or entry denies. */
export function hasPermission(
  map: Partial<PermissionMap> | null | undefined,
  name: PermissionName,
  flag: PermissionFlag,
): boolean {
  return map?.[name]?.[flag] === true;
}

/** Flags of one permission (all false when absent). */
export function permissionFlags(map: Partial<PermissionMap> | null | undefined, name: PermissionName): PermissionFlags {
  const f = map?.[name];
  return f
    ? {
        canView: f.canView === true,
        canModify: f.canModify === true,
        canRemove: f.canRemove === true,
        canAction: f.canAction === true,
      }
    : { ...NO_FLAGS };
}

/**
 * The role editor's toggle rule (seed 002 §5): granting remove implies modify and view; granting modify implies view;
 * removing view removes all the others. To keep "remove implies modify" true, revoking modify also revokes remove
 * (the seed does not state this case; it follows from its first rule).
 *
 * Action is not covered by the seed. Decision: action behaves like modify — granting action implies view, and removing
 * view removes action too; granting or revoking action leaves modify and remove untouched, and revoking modify or
 * remove leaves action untouched. (A user cannot act on a screen they cannot see.)
 *
 * Returns a new object; the input is not changed.
 */
export function applyPermissionToggle(flags: PermissionFlags, flag: PermissionFlag, value: boolean): PermissionFlags {
  const next: PermissionFlags = { ...flags, [flag]: value };
  if (value) {
    if (flag === 'canRemove') {
      next.canModify = true;
      next.canView = true;
    } else if (flag === 'canModify' || flag === 'canAction') {
      next.canView = true;
    }
  } else if (flag === 'canView') {
    next.canModify = false;
    next.canRemove = false;
    next.canAction = false;
  } else if (flag === 'canModify') {
    next.canRemove = false;
  }
  return next;
}

/** Group toggle of the role editor ("group toggles select all"): every flag on or every flag off. */
export function applyGroupToggle(value: boolean): PermissionFlags {
  return value ? { ...ALL_FLAGS } : { ...NO_FLAGS };
}
