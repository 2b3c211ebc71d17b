/**
 * Roles and the permission matrix (seed 002 §3 "Role", §5 "Users and roles", §7 roles). A role is saved with its
 * permissions normalised by the matrix's own toggle rules (shared-domain/admin-users `normaliseRolePermissions`), only
 * known codes; its name is unique in the organisation ignoring case. Roles flagged not editable are refused (400).
 * Who may change a role (shared-domain/admin-users-rights, checked in the write's transaction; refused with 403,
 * nothing written and an audit row of the attempt, ../users/rights.ts): nobody the role they hold, an organisation
 * manager role only organisation managers, and a role only within the caller's own permissions, as it is and as it is
 * saved (nobody grants a permission they do not hold, nor reshapes a role holding one). A permission removed from a role
 * is refused on its holders' next call: the write to role_permissions empties the guard's auth cache.
 */
import type { FastifyRequest } from 'fastify';
import { ROLE_MESSAGES, normaliseRolePermissions, permissionGroups, validateRole } from 'shared-domain/admin-users';
import { canChangeRole, describePermissions, roleChangeRefusal } from 'shared-domain/admin-users-rights';
import type { Role, SaveRoleBody } from 'shared-domain/contracts/admin-users';
import { PERMISSIONS, type PermissionFlags } from 'shared-domain/permissions';
import type { ScopedDb } from '../../../db/scoped';
import { ModelStateError, conflict } from '../../../http/errors';
import { auditingRefusals, callerRights, refuseIf, type Attempt } from '../users/rights';
import * as repo from './repository';

const VERSION_REQUIRED = 'The version field is required.';

/** The roles, each editable (isEditable) when the caller may change it: the save's own rule. */
export async function listRoles(s: ScopedDb, req: FastifyRequest) {
  const rows = await repo.listRoles(s);
  const caller = await callerRights(s, req);
  const permissions = await repo.permissionsOfRoles(
    s,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    userCount: Number(r.userCount ?? 0),
    isEditable: canChangeRole(caller, { roleId: r.id, ...r }, permissions.get(r.id) ?? []),
  }));
}

export async function getRole(s: ScopedDb, req: FastifyRequest, roleId: number): Promise<Role> {
  const { roleId: id } = await s.resolve.role(roleId);
  const role = await repo.findRole(s, id);
  const activePermissions = await repo.permissionsOf(s, id);
  const isEditable = canChangeRole(await callerRights(s, req), { roleId: id, ...role }, activePermissions);
  return { ...role, isEditable, activePermissions };
}

export function permissions() {
  return permissionGroups();
}

const FLAG_NAMES: ReadonlyArray<[keyof PermissionFlags, string]> = [
  ['canView', 'View'],
  ['canModify', 'Modify'],
  ['canRemove', 'Remove'],
  ['canAction', 'Action'],
];

/** What the record history shows of a role: its name and one field per permission ('Residents: Depart' -> 'View, Action'). */
async function snapshot(s: ScopedDb, roleId: number): Promise<Record<string, unknown>> {
  const role = await repo.findRole(s, roleId);
  const out: Record<string, unknown> = { name: role.name };
  for (const p of await repo.permissionsOf(s, roleId)) {
    const def = PERMISSIONS.find((d) => d.code === p.permissionCode);
    const flags = FLAG_NAMES.filter(([f]) => p[f]).map(([, label]) => label);
    out[def ? `${def.area}: ${def.label}` : String(p.permissionCode)] = flags.join(', ');
  }
  return out;
}

const isNameViolation = (err: unknown) => {
  const e = err as { code?: unknown; constraint?: unknown } | null;
  return e?.code === '23505' && String(e.constraint ?? 'roles_name_idx').includes('name');
};

/** POST roles: create when id is 0 or absent, else update with the version read. */
export async function saveRole(s: ScopedDb, req: FastifyRequest, body: SaveRoleBody): Promise<Role> {
  const name = body.name.trim();
  const errors = validateRole({ name });
  if (Object.keys(errors).length) throw new ModelStateError(errors);
  const { permissions: entries, unknown, duplicates } = normaliseRolePermissions(body.activePermissions);
  if (unknown.length) throw ModelStateError.field('activePermissions', ROLE_MESSAGES.unknownPermission);
  if (duplicates.length) throw ModelStateError.field('activePermissions', ROLE_MESSAGES.duplicatePermission);
  const id = body.id ? body.id : null;
  const existing = id !== null ? await s.resolve.role(id) : null;
  if (existing && body.version === undefined) throw ModelStateError.field('version', VERSION_REQUIRED);
  const current = existing ? await repo.findRole(s, existing.roleId) : null;
  const attempt: Attempt = {
    action: existing ? 'edit-role' : 'create-role',
    entity: 'role',
    entityId: existing?.roleId ?? null,
    attempted: { name, permissions: describePermissions(entries) },
  };

  const rows = entries.map((e) => ({
    permission_code: e.permissionCode,
    can_view: e.canView,
    can_modify: e.canModify,
    can_remove: e.canRemove,
    can_action: e.canAction,
  }));
  try {
    const roleId = await auditingRefusals(s, () =>
      s.transaction(async (t) => {
        // Who may change the role, on what this transaction reads: the role's permissions as they are now.
        const before = existing ? await repo.permissionsOf(t, existing.roleId) : [];
        const role = { roleId: existing?.roleId ?? null, isOrganisationManager: current?.isOrganisationManager ?? false };
        const refusal = roleChangeRefusal(await callerRights(t, req), role, before, entries);
        // A role nobody may edit answers 400 as it always has; a non-organisation manager's attempt on the organisation
        // manager role is beyond their rights (403, recorded).
        if (current && !current.isEditable && refusal !== ROLE_MESSAGES.notEditable)
          throw ModelStateError.field('id', ROLE_MESSAGES.notEditable);
        refuseIf(refusal, attempt);
        if (await repo.nameTaken(t, name, id)) throw ModelStateError.field('name', ROLE_MESSAGES.nameExists);

        if (existing) {
          const snapshotBefore = await snapshot(t, existing.roleId);
          if (!(await repo.updateRole(t, existing.roleId, body.version!, name))) throw conflict();
          await t.organisation().replaceRolePermissions(existing, rows);
          await t.auditChanges('edit-role', 'role', existing.roleId, snapshotBefore, await snapshot(t, existing.roleId));
          return existing.roleId;
        }
        const created = await repo.insertRole(t, name);
        await t.organisation().replaceRolePermissions({ roleId: created }, rows);
        await t.auditChanges('create-role', 'role', created, null, await snapshot(t, created));
        return created;
      }),
    );
    return getRole(s, req, roleId);
  } catch (err) {
    if (isNameViolation(err)) throw ModelStateError.field('name', ROLE_MESSAGES.nameExists);
    throw err;
  }
}
