/** SQL of the organisation's roles and their permissions (role_permissions is reached through the role). */
import { sql } from 'kysely';
import type { RolePermissionEntry } from 'shared-domain/admin-users';
import type { ScopedDb } from '../../../db/scoped';

export function listRoles(s: ScopedDb) {
  return s
    .selectFromOrganisation('roles', 'r')
    .select((eb) => [
      'r.id',
      'r.name',
      'r.is_organisation_manager as isOrganisationManager',
      'r.is_editable as isEditable',
      'r.version',
      eb
        .selectFrom('users as u')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('u.role_id', '=', 'r.id')
        .where('u.is_active', '=', true)
        .as('userCount'),
    ])
    .orderBy(sql`lower(r.name)`)
    .orderBy('r.id')
    .execute();
}

export function findRole(s: ScopedDb, roleId: number) {
  return s
    .selectFromOrganisation('roles', 'r')
    .select(['r.id', 'r.name', 'r.is_organisation_manager as isOrganisationManager', 'r.is_editable as isEditable', 'r.version'])
    .where('r.id', '=', roleId)
    .executeTakeFirstOrThrow();
}

export async function permissionsOf(s: ScopedDb, roleId: number) {
  return (await permissionsOfRoles(s, [roleId])).get(roleId) ?? [];
}

/** The permissions of each of the given roles of the organisation, in code order (a role without any: absent). */
export async function permissionsOfRoles(s: ScopedDb, roleIds: readonly number[]) {
  const out = new Map<number, RolePermissionEntry[]>();
  if (!roleIds.length) return out;
  const rows = await s
    .selectFromOrganisation('roles', 'r')
    .innerJoin('role_permissions as p', 'p.role_id', 'r.id')
    .select(['r.id as roleId', 'p.permission_code', 'p.can_view', 'p.can_modify', 'p.can_remove', 'p.can_action'])
    .where('r.id', 'in', [...new Set(roleIds)])
    .orderBy('r.id')
    .orderBy('p.permission_code')
    .execute();
  for (const p of rows) {
    const list = out.get(p.roleId) ?? [];
    list.push({
      permissionCode: p.permission_code,
      canView: p.can_view,
      canModify: p.can_modify,
      canRemove: p.can_remove,
      canAction: p.can_action,
    });
    out.set(p.roleId, list);
  }
  return out;
}

/** Another role of the organisation with this name, ignoring case and surrounding spaces. */
export async function nameTaken(s: ScopedDb, name: string, exceptId: number | null): Promise<boolean> {
  let qb = s
    .selectFromOrganisation('roles', 'r')
    .select('r.id')
    .where(sql<string>`lower(btrim(r.name))`, '=', name.trim().toLowerCase());
  if (exceptId !== null) qb = qb.where('r.id', '<>', exceptId);
  return (await qb.limit(1).executeTakeFirst()) !== undefined;
}

export async function insertRole(s: ScopedDb, name: string): Promise<number> {
  const row = await s
    .organisation()
    .insertInto('roles', { name, is_organisation_manager: false, is_editable: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Renames a role if it still has `version` (false when someone else changed it first). */
export async function updateRole(s: ScopedDb, roleId: number, version: number, name: string): Promise<boolean> {
  const r = await s
    .organisation()
    .updateTable('roles')
    .set((eb) => ({ name, version: eb('version', '+', 1) }))
    .where('id', '=', roleId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
