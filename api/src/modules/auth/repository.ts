/**
 * The sign-in and permission reads (SQL only): who the signed-in user is, what their role may do, which facilities they
 * use, and whether a feature flag is on. The guard (http/routes.ts) gets them through this module's index.ts (the
 * composition root hands them over); the shell's facility switcher and a document's download link read them too.
 * The guard's read of the signed-in user takes the raw database (it decides the caller's scope, so it runs before
 * there is one); the others read through the caller's scoped access.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { callersFacility } from '../../db/callers';
import type { ScopedDb } from '../../db/scoped';
import type { AuthUser, FacilityInfo, FeatureFlagGuard, PermissionEntry, SignedIn } from '../../http/routes';

type Db = Kysely<Database>;

/** The signed-in user's role permissions (the shell's menu), through their scoped access: their organisation's role. */
export async function loadPermissions(s: ScopedDb, user: AuthUser): Promise<PermissionEntry[]> {
  const rows = await s
    .selectFromOrganisation('roles', 'r')
    .innerJoin('role_permissions as p', 'p.role_id', 'r.id')
    .select(['p.permission_code', 'p.can_view', 'p.can_modify', 'p.can_remove', 'p.can_action'])
    .where('r.id', '=', user.roleId)
    .orderBy('p.permission_code')
    .execute();
  return rows.map((r) => ({
    permissionCode: r.permission_code,
    canView: r.can_view,
    canModify: r.can_modify,
    canRemove: r.can_remove,
    canAction: r.can_action,
  }));
}

/** The user's facilities (the shell's switcher): every facility of the organisation for organisation managers and system users. */
export async function loadFacilities(s: ScopedDb): Promise<FacilityInfo[]> {
  const rows = await s
    .selectFromOrganisation('facilities', 'f')
    .leftJoin('regions as rg', 'rg.id', 'f.region_id')
    .select([
      'f.id',
      'f.name',
      'rg.name as region',
      'f.facility_type',
      'f.is_billing_integrated',
      'f.organisation_id',
      'f.support_threshold',
    ])
    .where((eb) => callersFacility(s.access, eb.ref('f.id')))
    .orderBy('f.name')
    .orderBy('f.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    region: r.region,
    facilityType: r.facility_type,
    isBillingIntegratedFacility: r.is_billing_integrated,
    organisationId: r.organisation_id,
    supportThreshold: r.support_threshold,
  }));
}

interface AuthRow {
  id: number;
  organisation_id: number;
  email: string;
  first_name: string;
  last_name: string;
  is_active: boolean;
  is_system_user: boolean;
  role_id: number;
  role_name: string;
  is_organisation_manager: boolean;
  permissions: Array<{ c: number; v: boolean; m: boolean; r: boolean; a: boolean }> | string;
  f_id: number | null;
  f_name: string | null;
  f_region: string | null;
  f_type: 'AgeCare' | 'IndependentLiving' | null;
  f_billing: boolean | null;
  f_threshold: string | null;
}

/** The guard's single query: user, role, permissions and the requested facility when it is one of the user's. */
export async function loadAuth(db: Db, userId: number, facilityId?: number): Promise<SignedIn | undefined> {
  const fid = facilityId ?? null;
  const { rows } = await sql<AuthRow>`
    select u.id, u.organisation_id, u.email, u.first_name, u.last_name, u.is_active, u.is_system_user, u.role_id,
           r.name as role_name, r.is_organisation_manager,
           coalesce((select json_agg(json_build_object('c', p.permission_code, 'v', p.can_view, 'm', p.can_modify, 'r', p.can_remove, 'a', p.can_action) order by p.permission_code)
                     from role_permissions p where p.role_id = u.role_id), '[]'::json) as permissions,
           f.id as f_id, f.name as f_name, rg.name as f_region, f.facility_type as f_type, f.is_billing_integrated as f_billing,
           f.support_threshold as f_threshold
      from users u
      join roles r on r.id = u.role_id
      left join facilities f on f.id = ${fid}::int and f.organisation_id = u.organisation_id
           and (r.is_organisation_manager or u.is_system_user
                or exists (select 1 from user_facilities uf where uf.user_id = u.id and uf.facility_id = f.id))
      left join regions rg on rg.id = f.region_id
     where u.id = ${userId}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const perms = typeof row.permissions === 'string' ? JSON.parse(row.permissions) : row.permissions;
  const user: AuthUser & { isActive: boolean } = {
    id: row.id,
    organisationId: row.organisation_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    roleId: row.role_id,
    roleName: row.role_name,
    isSystemUser: row.is_system_user,
    isOrganisationManager: row.is_organisation_manager || row.is_system_user,
    isActive: row.is_active,
  };
  const permissions: PermissionEntry[] = (perms as Array<{ c: number; v: boolean; m: boolean; r: boolean; a: boolean }>).map(
    (p) => ({
      permissionCode: p.c,
      canView: p.v,
      canModify: p.m,
      canRemove: p.r,
      canAction: p.a,
    }),
  );
  const facility: FacilityInfo | null =
    row.f_id === null
      ? null
      : {
          id: row.f_id,
          name: row.f_name!,
          region: row.f_region,
          facilityType: row.f_type!,
          isBillingIntegratedFacility: row.f_billing!,
          organisationId: row.organisation_id,
          supportThreshold: row.f_threshold!,
        };
  return { user, permissions, facility };
}

/** Whether a route's feature flag is on: the system's, or the current facility's (through the request's scope). */
export async function featureFlagOn(s: ScopedDb, guard: FeatureFlagGuard): Promise<boolean> {
  if (guard.level === 'system') {
    const row = await s
      .selectFromReference('system_feature_flags', 'x')
      .select('x.value')
      .where('x.name', '=', guard.name)
      .executeTakeFirst();
    return row?.value === true;
  }
  if (s.access.facilityId === null) return false;
  const row = await s
    .selectFrom('facility_feature_flags', 'x')
    .select('x.value')
    .where('x.name', '=', guard.name)
    .executeTakeFirst();
  return row?.value === true;
}
