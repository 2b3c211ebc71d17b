/**
 * Users (seed 002 §3 "User", §5 "Users and roles", §7 users): the list, save (create and edit), the roles the caller may
 * assign, activate and deactivate. Rules and messages are shared-domain/admin-users (the form runs the same ones).
 *
 * - Facilities are assignable only among the signed-in user's own (each id resolved: 404 for any other).
 * - Who may change whom (shared-domain/admin-users-rights, checked in the write's transaction; refused with 403, nothing
 *   written and an audit row of the attempt, ./rights.ts): a user is edited, activated or deactivated only by someone who
 *   has all of their facilities (organisation managers have every one) and holds every permission of their role;
 *   organisation managers' and system users' accounts only by organisation managers. Nobody assigns a role carrying a
 *   permission they do not hold, nor changes their own role; the organisation manager role only organisation managers
 *   assign (system users count as such).
 * - Passwords are hashed (argon2id) and never returned or audited; a blank password on an edit keeps the current one.
 * - Deactivating signs the user out everywhere: the guard refuses their next call (the auth cache is emptied by the
 *   write), and their sessions, grants and refresh tokens are deleted so no new token can be obtained.
 */
import type { FastifyRequest } from 'fastify';
import { DUPLICATE_USER_NAME_FIELD, USER_MESSAGES, duplicateUserNameMessage, validateUser } from 'shared-domain/admin-users';
import { canChangeUser, roleAssignmentRefusal, userChangeRefusal } from 'shared-domain/admin-users-rights';
import type { AdminUser, SaveUserBody, UsersQuery } from 'shared-domain/contracts/admin-users';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';
import type { ScopedDb } from '../../../db/scoped';
import { ModelStateError, conflict } from '../../../http/errors';
import { hashPassword } from '../../../security/passwords';
import { deletePayloadsOfAccount } from '../../auth';
import * as rolesRepo from '../roles/repository';
import * as repo from './repository';
import { auditingRefusals, callerRights, managedUser, managedUsers, refuseIf, type Attempt } from './rights';

const VERSION_REQUIRED = 'The version field is required.';

/**
 * The users with the facilities the caller sees, and whether the caller may change each one (the writes' own rule: all
 * of the user's facilities are the caller's, the user's role is within the caller's permissions).
 */
async function withFacilities(s: ScopedDb, req: FastifyRequest, rows: repo.UserRow[]): Promise<AdminUser[]> {
  const links = await repo.facilitiesOf(
    s,
    rows.map((r) => r.id),
  );
  const caller = await callerRights(s, req);
  const managed = await managedUsers(s, rows);
  return rows.map((r) => {
    const mine = links.filter((l) => l.userId === r.id);
    return {
      ...r,
      userFacilities: mine.map((l) => l.facilityId),
      facilityNames: mine.map((l) => l.name),
      canEdit: canChangeUser(caller, managed.get(r.id)!),
    };
  });
}

export async function listUsers(s: ScopedDb, req: FastifyRequest, query: UsersQuery): Promise<AdminUser[]> {
  return withFacilities(s, req, await repo.listUsers(s, query.includeInactive ?? true));
}

async function oneUser(s: ScopedDb, req: FastifyRequest, userId: number): Promise<AdminUser> {
  const [user] = await withFacilities(s, req, [await repo.findUser(s, userId)]);
  return user;
}

/** GET users/roles: the roles the caller may assign (the same rule as the save). */
export async function assignableRoles(s: ScopedDb, req: FastifyRequest) {
  const caller = await callerRights(s, req);
  const roles = await repo.listRoles(s, s.access.isOrganisationManager);
  const permissions = await rolesRepo.permissionsOfRoles(
    s,
    roles.map((r) => r.id),
  );
  return roles.filter((r) => roleAssignmentRefusal(caller, { roleId: r.id, ...r }, permissions.get(r.id) ?? [], null) === null);
}

/** The history snapshot, with every facility of the user (not only the caller's): what a history reader should see. */
async function auditSnapshot(s: ScopedDb, userId: number) {
  const user = await repo.findUser(s, userId);
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.roleName,
    facilities: await repo.allFacilityNamesOf(s, userId),
    isActive: user.isActive,
  };
}

const isEmailViolation = (err: unknown) => {
  const e = err as { code?: unknown; constraint?: unknown } | null;
  return e?.code === '23505' && String(e.constraint ?? 'users_email_idx').includes('email');
};

/** POST users/save: create (no id) or edit (id and version). */
export async function saveUser(s: ScopedDb, req: FastifyRequest, body: SaveUserBody): Promise<AdminUser> {
  const id = body.id ?? null;
  const values = {
    id,
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    email: body.email.trim(),
    password: body.password ?? null,
    roleId: body.roleId,
    userFacilities: body.userFacilities,
  };
  const errors = validateUser(values);
  if (Object.keys(errors).length) throw new ModelStateError(errors);
  // Every id first: 404 for another organisation's user or role, or a facility that is not one of the caller's.
  const existing = id !== null ? await s.resolve.user(id) : null;
  if (existing && body.version === undefined) throw ModelStateError.field('version', VERSION_REQUIRED);
  await s.resolve.role(values.roleId);
  const chosen = [...new Set(values.userFacilities)].sort((a, b) => a - b);
  for (const f of chosen) await s.resolve.facility(f);
  const role = await repo.findRole(s, values.roleId);

  const attempt: Attempt = {
    action: existing ? 'edit-user' : 'create-user',
    entity: 'user',
    entityId: existing?.userId ?? null,
    attempted: {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      role: role.name,
      facilities: chosen,
      passwordChanged: !!values.password,
    },
  };
  const passwordHash = values.password ? await hashPassword(values.password) : null;
  const row = { first_name: values.firstName, last_name: values.lastName, email: values.email, role_id: values.roleId };
  try {
    return await auditingRefusals(s, () =>
      s.transaction(async (t) => {
        // Who may change whom, on what this transaction reads: the user as they are, the role as it is.
        const caller = await callerRights(t, req);
        const user = existing ? await managedUser(t, existing.userId) : null;
        if (user) refuseIf(userChangeRefusal(caller, user), attempt);
        const rolePermissions = await rolesRepo.permissionsOf(t, role.id);
        refuseIf(roleAssignmentRefusal(caller, { roleId: role.id, ...role }, rolePermissions, user), attempt);

        if (await repo.emailTaken(t, values.email, id)) throw ModelStateError.field('email', USER_MESSAGES.emailExists);
        if (!body.allowDuplicateUserName && (await repo.nameTaken(t, values.firstName, values.lastName, id)))
          throw ModelStateError.field(DUPLICATE_USER_NAME_FIELD, duplicateUserNameMessage(values.firstName, values.lastName));

        if (existing) {
          const before = await auditSnapshot(t, existing.userId);
          const updated = await repo.updateUser(t, existing.userId, body.version!, {
            ...row,
            ...(passwordHash ? { password_hash: passwordHash } : {}),
          });
          if (!updated) throw conflict();
          // Every facility of the user is the caller's (the rule above), so the choice is the whole list.
          await t.organisation().replaceUserFacilities(existing, chosen);
          const after = await auditSnapshot(t, existing.userId);
          await t.auditChanges('edit-user', 'user', existing.userId, before, after, {
            passwordChanged: passwordHash !== null,
          });
          return oneUser(t, req, existing.userId);
        }
        const userId = await repo.insertUser(t, { ...row, password_hash: passwordHash! });
        await t.organisation().replaceUserFacilities({ userId }, chosen);
        const after = await auditSnapshot(t, userId);
        await t.auditChanges('create-user', 'user', userId, null, after);
        return oneUser(t, req, userId);
      }),
    );
  } catch (err) {
    // Emails are unique across organisations: another organisation's user with this email is found only here.
    if (isEmailViolation(err)) throw ModelStateError.field('email', USER_MESSAGES.emailExists);
    throw err;
  }
}

/**
 * POST users/{id}/activate and users/{id}/deactivate. Deactivating refuses the user's next call at once and signs them
 * out of every session (no refresh token of theirs works any more).
 */
export async function setUserActive(
  ctx: AppContext<Database>,
  s: ScopedDb,
  req: FastifyRequest,
  userId: number,
  version: number,
  active: boolean,
): Promise<AdminUser> {
  const user = await s.resolve.user(userId);
  if (!active && user.userId === s.userId) throw ModelStateError.field('id', USER_MESSAGES.cannotDeactivateSelf);
  const action = active ? 'activate-user' : 'deactivate-user';
  const saved = await auditingRefusals(s, () =>
    s.transaction(async (t) => {
      const refusal = userChangeRefusal(await callerRights(t, req), await managedUser(t, user.userId));
      refuseIf(refusal, { action, entity: 'user', entityId: user.userId });
      const before = await auditSnapshot(t, user.userId);
      if (!(await repo.updateUser(t, user.userId, version, { is_active: active }))) throw conflict();
      const after = await auditSnapshot(t, user.userId);
      await t.auditChanges(action, 'user', user.userId, before, after);
      return oneUser(t, req, user.userId);
    }),
  );
  // After the commit: the account is already refused by the guard and by the OpenID provider (findAccount), so a
  // failure here leaves nothing usable behind; it only tidies the stored sessions and tokens away.
  // eslint-disable-next-line no-restricted-syntax -- the OpenID provider's stored sessions are platform data, no facility's
  if (!active) await deletePayloadsOfAccount(ctx.db, String(user.userId));
  return saved;
}
