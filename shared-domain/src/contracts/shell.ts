/**
 * Contracts of the shell's calls (seed 000 §7 "Shell"): the signed-in user's facilities and permissions, feature flags,
 * banner messages, the LMS links and the reference lists. None takes parameters besides the facility; the response
 * schemas are the ones the API serialises and documents, and each type the shell and shared-auth compile against is
 * derived from its schema here (nowhere else).
 */
import { Type, type Static } from '@sinclair/typebox';
import { FacilityType } from '../enums';
import { Enum, Nullable } from './common';

const Str = Type.String();

export const Facility = Type.Object({
  id: Type.Integer(),
  name: Str,
  region: Str,
  facilityType: Enum(Object.values(FacilityType)),
  isBillingIntegratedFacility: Type.Boolean(),
});
export type Facility = Static<typeof Facility>;
export const Facilities = Type.Array(Facility);

export const PermissionEntry = Type.Object({
  permissionCode: Type.Integer(),
  canView: Type.Boolean(),
  canModify: Type.Boolean(),
  canRemove: Type.Boolean(),
  canAction: Type.Boolean(),
});
export type PermissionEntry = Static<typeof PermissionEntry>;

/** The signed-in user as the session knows them (kept in local storage between visits). */
export const UserProfile = Type.Object({
  id: Type.Integer(),
  firstName: Str,
  lastName: Str,
  email: Str,
  roleName: Str,
  isSystemUser: Type.Boolean(),
  isOrganisationManager: Type.Boolean(),
});
export type UserProfile = Static<typeof UserProfile>;

/** GET /api/users/facilities-permissions */
export const FacilitiesPermissionsResponse = Type.Object({
  userProfile: UserProfile,
  permissions: Type.Array(PermissionEntry),
  facilityInfoList: Facilities,
});
export type FacilitiesPermissionsResponse = Static<typeof FacilitiesPermissionsResponse>;

export const FeatureFlags = Type.Object({
  systemConfigurationFlags: Type.Object({
    enablePrivateResidents: Type.Boolean(),
    disableSendingExtraServiceToMedicare: Type.Boolean(),
  }),
  currentFacilityFeatureFlags: Type.Object({ enableAgedCareAct2025: Type.Boolean() }),
});
export type FeatureFlags = Static<typeof FeatureFlags>;
/** A flag's name, system-wide or of the current facility (the route guards and useFeatureFlag take either). */
export type FeatureFlagName = keyof FeatureFlags['systemConfigurationFlags'] | keyof FeatureFlags['currentFacilityFeatureFlags'];

export const BannerMessage = Type.Object({
  id: Type.Integer(),
  isActive: Type.Boolean(),
  isRac: Type.Boolean(),
  isILU: Type.Boolean(),
  message: Str,
});
export type BannerMessage = Static<typeof BannerMessage>;
export const BannerMessages = Type.Array(BannerMessage);

export const LmsUrlResponse = Type.Object({ isSuccessful: Type.Boolean(), url: Nullable(Str), message: Nullable(Str) });
export type LmsUrlResponse = Static<typeof LmsUrlResponse>;
