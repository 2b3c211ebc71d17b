/**
 * Contracts of the organisation's facilities, users and roles (seed 002 §3 "User", "Role", §7 "Organisation"): the
 * requests the API validates and types its handlers with, and the responses mfe-admin reads. Field names are the
 * seed's. Every id says what it points at (`Id(kind)`): facilities, users and roles are the organisation's, resolved
 * through the scoped data access (404 for another organisation's, or a facility the caller does not have).
 */
import { Type, type Static } from '@sinclair/typebox';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  ROLE_NAME_MAX_LENGTH,
  ROLE_MESSAGES,
  USER_MESSAGES,
  USER_NAME_MAX_LENGTH,
} from '../admin-users';
import { FacilityType } from '../enums';
import { PERMISSION_AREAS } from '../permissions';
import { Enum, Id, INT_MAX, Nullable, Text, Version } from './common';

const FACILITY_TYPES = Object.values(FacilityType);

// ---------------------------------------------------------------- facilities

export const FacilitiesQuery = Type.Object({ facilityType: Type.Optional(Enum(FACILITY_TYPES)) });
export type FacilitiesQuery = Static<typeof FacilitiesQuery>;

export const AllOrganisationFacilitiesQuery = Type.Object({
  excludeCurrentlyLoggedInFacility: Type.Optional(Type.Boolean()),
});
export type AllOrganisationFacilitiesQuery = Static<typeof AllOrganisationFacilitiesQuery>;

/** A facility of the organisation (seed 002 §1: id, name, region, facilityType, isBillingIntegratedFacility). */
export const OrganisationFacility = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  regionId: Nullable(Type.Integer()),
  region: Nullable(Type.String()),
  facilityType: Enum(FACILITY_TYPES),
  isBillingIntegratedFacility: Type.Boolean(),
});
export type OrganisationFacility = Static<typeof OrganisationFacility>;
export const OrganisationFacilities = Type.Array(OrganisationFacility);

export const Region = Type.Object({ id: Type.Integer(), name: Type.String() });
export type Region = Static<typeof Region>;
export const Regions = Type.Array(Region);

// ---------------------------------------------------------------- users

export const UsersQuery = Type.Object({
  /** Include deactivated users (default true: the list shows both, with their state). */
  includeInactive: Type.Optional(Type.Boolean()),
});
export type UsersQuery = Static<typeof UsersQuery>;

/** A user as the list and the form read it (never the password or its hash). */
export const AdminUser = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  roleId: Type.Integer(),
  roleName: Type.String(),
  isOrganisationManager: Type.Boolean(),
  isSystemUser: Type.Boolean(),
  isActive: Type.Boolean(),
  /** The user's facility ids (seed: userFacilities). */
  userFacilities: Type.Array(Type.Integer()),
  /** Names of those facilities, in name order, for the list. */
  facilityNames: Type.Array(Type.String()),
  /**
   * Whether the signed-in user may change this user (admin-users-rights: all of the user's facilities are theirs and
   * the user's role is within their permissions; organisation managers' accounts are organisation managers' alone).
   */
  canEdit: Type.Boolean(),
  version: Type.Integer(),
});
export type AdminUser = Static<typeof AdminUser>;
export const AdminUsers = Type.Array(AdminUser);

/** POST users/save: create (no id) or edit (id and version). A blank password on an edit keeps the current one. */
export const SaveUserBody = Type.Object({
  id: Type.Optional(Nullable(Id('user'))),
  firstName: Text(USER_NAME_MAX_LENGTH, { messages: { required: USER_MESSAGES.firstNameRequired } }),
  lastName: Text(USER_NAME_MAX_LENGTH, { messages: { required: USER_MESSAGES.lastNameRequired } }),
  email: Text(EMAIL_MAX_LENGTH, { messages: { required: USER_MESSAGES.emailRequired } }),
  password: Type.Optional(Nullable(Text(PASSWORD_MAX_LENGTH))),
  roleId: Id('role', { messages: { required: USER_MESSAGES.roleRequired } }),
  userFacilities: Type.Array(Id('facility'), { maxItems: 500 }),
  allowDuplicateUserName: Type.Optional(Type.Boolean()),
  version: Type.Optional(Version()),
});
export type SaveUserBody = Static<typeof SaveUserBody>;

export const UserParams = Type.Object({ id: Id('user') });
export type UserParams = Static<typeof UserParams>;
/** activate / deactivate: the version the client read. */
export const UserStateBody = Type.Object({ version: Version() });
export type UserStateBody = Static<typeof UserStateBody>;

/** A role the signed-in user may assign (GET users/roles). */
export const AssignableRole = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  isOrganisationManager: Type.Boolean(),
});
export type AssignableRole = Static<typeof AssignableRole>;
export const AssignableRoles = Type.Array(AssignableRole);

// ---------------------------------------------------------------- roles

export const RolePermission = Type.Object({
  permissionCode: Type.Integer({ minimum: 1, maximum: 9999 }),
  canView: Type.Boolean(),
  canModify: Type.Boolean(),
  canRemove: Type.Boolean(),
  canAction: Type.Boolean(),
});
export type RolePermission = Static<typeof RolePermission>;

export const RoleSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  isOrganisationManager: Type.Boolean(),
  /** Whether the signed-in user may change the role (admin-users-rights: not their own, within their permissions). */
  isEditable: Type.Boolean(),
  userCount: Type.Integer(),
  version: Type.Integer(),
});
export type RoleSummary = Static<typeof RoleSummary>;
export const RoleSummaries = Type.Array(RoleSummary);

export const Role = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  isOrganisationManager: Type.Boolean(),
  /** As the role list's: whether the signed-in user may change the role. */
  isEditable: Type.Boolean(),
  activePermissions: Type.Array(RolePermission),
  version: Type.Integer(),
});
export type Role = Static<typeof Role>;

export const RoleParams = Type.Object({ id: Id('role') });
export type RoleParams = Static<typeof RoleParams>;

/** POST roles: create when id is 0 or absent, else update with the version read. */
export const SaveRoleBody = Type.Object({
  /** 0 (or absent) for a new role: the seed's convention, so the id is an integer from 0 that names a role when set. */
  id: Type.Optional(Type.Integer({ minimum: 0, maximum: INT_MAX, 'x-entity': 'role' })),
  name: Text(ROLE_NAME_MAX_LENGTH, { messages: { required: ROLE_MESSAGES.nameRequired } }),
  activePermissions: Type.Array(RolePermission, { maxItems: 200 }),
  version: Type.Optional(Version()),
});
export type SaveRoleBody = Static<typeof SaveRoleBody>;

/** GET roles/permissions: the permission table grouped by area (the rows of the role matrix). */
export const PermissionGroups = Type.Array(
  Type.Object({
    area: Enum(PERMISSION_AREAS),
    permissions: Type.Array(Type.Object({ code: Type.Integer(), name: Type.String(), label: Type.String() })),
  }),
);
export type PermissionGroups = Static<typeof PermissionGroups>;
