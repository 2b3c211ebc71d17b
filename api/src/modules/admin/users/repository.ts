/**
 * SQL of the organisation's users. Users, roles and facilities are organisation-owned; user_facilities is reached
 * through them. Which users a caller sees is db/callers' `callersColleague`, the rule `resolve.user` applies too.
 */
import { sql } from 'kysely';
import { callersColleague, callersFacility } from '../../../db/callers';
import type { ScopedDb } from '../../../db/scoped';

/** The users the caller may manage: the organisation's, narrowed for non-organisation managers to their colleagues. */
function visibleUsers(s: ScopedDb) {
  return s
    .selectFromOrganisation('users', 'u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .where((eb) => callersColleague(s.access, eb.ref('u.id')))
    .select([
      'u.id',
      'u.first_name as firstName',
      'u.last_name as lastName',
      'u.email',
      'u.role_id as roleId',
      'r.name as roleName',
      'r.is_organisation_manager as isOrganisationManager',
      'u.is_system_user as isSystemUser',
      'u.is_active as isActive',
      'u.version',
    ]);
}
export type UserRow = Awaited<ReturnType<ReturnType<typeof visibleUsers>['executeTakeFirstOrThrow']>>;

export function listUsers(s: ScopedDb, includeInactive: boolean) {
  let qb = visibleUsers(s);
  if (!includeInactive) qb = qb.where('u.is_active', '=', true);
  return qb
    .orderBy(sql`lower(u.last_name)`)
    .orderBy(sql`lower(u.first_name)`)
    .orderBy('u.id')
    .execute();
}

export function findUser(s: ScopedDb, userId: number) {
  return visibleUsers(s).where('u.id', '=', userId).executeTakeFirstOrThrow();
}

/** The facilities (id and name) of the given users that the caller can see (all of them for organisation managers). */
export async function facilitiesOf(s: ScopedDb, userIds: readonly number[]) {
  if (!userIds.length) return [];
  return s
    .selectFromOrganisation('facilities', 'f')
    .innerJoin('user_facilities as uf', 'uf.facility_id', 'f.id')
    .select(['uf.user_id as userId', 'f.id as facilityId', 'f.name'])
    .where('uf.user_id', 'in', [...userIds])
    .where((eb) => callersFacility(s.access, eb.ref('f.id')))
    .orderBy('f.name')
    .orderBy('f.id')
    .execute();
}

/** Every facility id of each of the given users of the organisation, in id order (a user without any: absent). */
export async function allFacilityIdsOfUsers(s: ScopedDb, userIds: readonly number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (!userIds.length) return out;
  const rows = await s
    .selectFromOrganisation('users', 'u')
    .innerJoin('user_facilities as uf', 'uf.user_id', 'u.id')
    .select(['u.id as userId', 'uf.facility_id as facilityId'])
    .where('u.id', 'in', [...new Set(userIds)])
    .orderBy('u.id')
    .orderBy('uf.facility_id')
    .execute();
  for (const r of rows) out.set(r.userId, [...(out.get(r.userId) ?? []), r.facilityId]);
  return out;
}

/** Names of every facility of one user, by name (the record history's snapshot). */
export async function allFacilityNamesOf(s: ScopedDb, userId: number): Promise<string[]> {
  const rows = await s
    .selectFromOrganisation('facilities', 'f')
    .innerJoin('user_facilities as uf', 'uf.facility_id', 'f.id')
    .select('f.name')
    .where('uf.user_id', '=', userId)
    .orderBy('f.name')
    .execute();
  return rows.map((r) => r.name);
}

/** The caller's own facility ids, in id order ('all' for organisation managers and system users). */
export async function callerFacilityIds(s: ScopedDb): Promise<number[] | 'all'> {
  if (s.access.isOrganisationManager) return 'all';
  const rows = await s
    .selectFromOrganisation('facilities', 'f')
    .select('f.id')
    .where((eb) => callersFacility(s.access, eb.ref('f.id')))
    .orderBy('f.id')
    .execute();
  return rows.map((r) => r.id);
}

/** Another user of the organisation with this email (case-insensitive). Emails are unique across organisations too. */
export async function emailTaken(s: ScopedDb, email: string, exceptId: number | null): Promise<boolean> {
  let qb = s
    .selectFromOrganisation('users', 'u')
    .select('u.id')
    .where(sql<string>`lower(u.email)`, '=', email.toLowerCase());
  if (exceptId !== null) qb = qb.where('u.id', '<>', exceptId);
  return (await qb.limit(1).executeTakeFirst()) !== undefined;
}

/** Another user of the organisation with the same first and last names (case-insensitive). */
export async function nameTaken(s: ScopedDb, firstName: string, lastName: string, exceptId: number | null): Promise<boolean> {
  let qb = s
    .selectFromOrganisation('users', 'u')
    .select('u.id')
    .where(sql<string>`lower(btrim(u.first_name))`, '=', firstName.trim().toLowerCase())
    .where(sql<string>`lower(btrim(u.last_name))`, '=', lastName.trim().toLowerCase());
  if (exceptId !== null) qb = qb.where('u.id', '<>', exceptId);
  return (await qb.limit(1).executeTakeFirst()) !== undefined;
}

export function findRole(s: ScopedDb, roleId: number) {
  return s
    .selectFromOrganisation('roles', 'r')
    .select(['r.id', 'r.name', 'r.is_organisation_manager as isOrganisationManager'])
    .where('r.id', '=', roleId)
    .executeTakeFirstOrThrow();
}

/** The roles of the organisation; without the organisation manager roles when `includeOrganisationManager` is false. */
export function listRoles(s: ScopedDb, includeOrganisationManager: boolean) {
  let qb = s
    .selectFromOrganisation('roles', 'r')
    .select(['r.id', 'r.name', 'r.is_organisation_manager as isOrganisationManager']);
  if (!includeOrganisationManager) qb = qb.where('r.is_organisation_manager', '=', false);
  return qb
    .orderBy(sql`lower(r.name)`)
    .orderBy('r.id')
    .execute();
}

export interface UserValues {
  first_name: string;
  last_name: string;
  email: string;
  role_id: number;
}

export async function insertUser(s: ScopedDb, values: UserValues & { password_hash: string }): Promise<number> {
  const row = await s.organisation().insertInto('users', values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Updates a user if it still has `version` (false when someone else changed it first). */
export async function updateUser(
  s: ScopedDb,
  userId: number,
  version: number,
  values: Partial<UserValues & { password_hash: string; is_active: boolean }>,
): Promise<boolean> {
  const r = await s
    .organisation()
    .updateTable('users')
    .set((eb) => ({ ...values, updated_at: sql`now()`, version: eb('version', '+', 1) }))
    .where('id', '=', userId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
