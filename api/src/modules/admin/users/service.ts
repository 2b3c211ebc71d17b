/**
 * Users (seed 002 §3 "User", §5 "Users and roles", §7 users): the list, save (create and edit), the roles the caller may
 * assign, activate and deactivate. Rules and messages are shared-domain/admin-users (the form runs the same ones).
 *
 * - Facilities are assignable only among the signed-in user's own (each id resolved: 404 for any other); a user's
 *   facilities the caller cannot see are kept as they are.
 * - The organisation manager role is assignable, and organisation managers' accounts changeable, only by organisation
 *   managers (system users count as such).
 * - Passwords are hashed (argon2id) and never returned or audited; a blank password on an edit keeps the current one.
 * - Deactivating signs the user out everywhere: the guard refuses their next call (the auth cache is emptied by the
 *   write), and their sessions, grants and refresh tokens are deleted so no new token can be obtained.
 */
import type { FastifyRequest } from 'fastify';
import {
  DUPLICATE_USER_NAME_FIELD,
  USER_MESSAGES,
  canAssignRole,
  duplicateUserNameMessage,
  mergeUserFacilities,
  validateUser,
} from 'shared-domain/admin-users';
import type { AdminUser, SaveUserBody, UsersQuery } from 'shared-domain/contracts/admin-users';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';
import type { ScopedDb } from '../../../db/scoped';
import { auditChanges } from '../../../http/audit';
import { ModelStateError, conflict, forbidden } from '../../../http/errors';
import { hashPassword } from '../../../security/passwords';
import { deletePayloadsOfAccount } from '../../auth';
import * as repo from './repository';

const VERSION_REQUIRED = 'The version field is required.';

async function withFacilities(s: ScopedDb, rows: repo.UserRow[]): Promise<AdminUser[]> {
  const links = await repo.facilitiesOf(
    s,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const mine = links.filter((l) => l.userId === r.id);
    return {
      ...r,
      userFacilities: mine.map((l) => l.facilityId),
      facilityNames: mine.map((l) => l.name),
      canEdit: s.access.isOrganisationManager || !(r.isOrganisationManager || r.isSystemUser),
    };
  });
}

export async function listUsers(s: ScopedDb, query: UsersQuery): Promise<AdminUser[]> {
  return withFacilities(s, await repo.listUsers(s, query.includeInactive ?? true));
}

async function oneUser(s: ScopedDb, userId: number): Promise<AdminUser> {
  const [user] = await withFacilities(s, [await repo.findUser(s, userId)]);
  return user;
}

/** GET users/roles: the roles the caller may assign. */
export function assignableRoles(s: ScopedDb) {
  return repo.listRoles(s, s.access.isOrganisationManager);
}

/** An organisation manager's or system user's account is changed by organisation managers only. */
function requireManageable(s: ScopedDb, user: repo.UserRow): void {
  if (!s.access.isOrganisationManager && (user.isOrganisationManager || user.isSystemUser))
    throw forbidden(USER_MESSAGES.userNotManageable);
}

/** What the record history shows of a user: display values, never the password or its hash. */
function snapshot(user: AdminUser) {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.roleName,
    facilities: user.facilityNames,
    isActive: user.isActive,
  };
}

/** The history snapshot, with every facility of the user (not only the caller's): what a history reader should see. */
async function auditSnapshot(s: ScopedDb, userId: number) {
  const user = await oneUser(s, userId);
  return { ...snapshot(user), facilities: await repo.allFacilityNamesOf(s, userId) };
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
  const chosen = [...new Set(values.userFacilities)];
  for (const f of chosen) await s.resolve.facility(f);

  const role = await repo.findRole(s, values.roleId);
  if (!canAssignRole(role, s.access)) throw ModelStateError.field('roleId', USER_MESSAGES.roleNotAssignable);
  if (existing) requireManageable(s, await repo.findUser(s, existing.userId));

  if (await repo.emailTaken(s, values.email, id)) throw ModelStateError.field('email', USER_MESSAGES.emailExists);
  if (!body.allowDuplicateUserName && (await repo.nameTaken(s, values.firstName, values.lastName, id)))
    throw ModelStateError.field(DUPLICATE_USER_NAME_FIELD, duplicateUserNameMessage(values.firstName, values.lastName));

  const passwordHash = values.password ? await hashPassword(values.password) : null;
  const row = { first_name: values.firstName, last_name: values.lastName, email: values.email, role_id: values.roleId };
  try {
    return await s.transaction(async (t) => {
      const callers = await repo.callerFacilityIds(t);
      if (existing) {
        const before = await auditSnapshot(t, existing.userId);
        const kept = await repo.allFacilityIdsOf(t, existing.userId);
        const updated = await repo.updateUser(t, existing.userId, body.version!, {
          ...row,
          ...(passwordHash ? { password_hash: passwordHash } : {}),
        });
        if (!updated) throw conflict();
        await t.organisation().replaceUserFacilities(existing, mergeUserFacilities(chosen, kept, callers));
        const after = await auditSnapshot(t, existing.userId);
        await auditChanges(t.crossFacility('audit'), req, 'edit-user', 'user', existing.userId, before, after, {
          passwordChanged: passwordHash !== null,
        });
        return oneUser(t, existing.userId);
      }
      const userId = await repo.insertUser(t, { ...row, password_hash: passwordHash! });
      await t.organisation().replaceUserFacilities({ userId }, mergeUserFacilities(chosen, [], callers));
      const after = await auditSnapshot(t, userId);
      await auditChanges(t.crossFacility('audit'), req, 'create-user', 'user', userId, null, after);
      return oneUser(t, userId);
    });
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
  requireManageable(s, await repo.findUser(s, user.userId));
  const saved = await s.transaction(async (t) => {
    const before = await auditSnapshot(t, user.userId);
    if (!(await repo.updateUser(t, user.userId, version, { is_active: active }))) throw conflict();
    const after = await auditSnapshot(t, user.userId);
    await auditChanges(
      t.crossFacility('audit'),
      req,
      active ? 'activate-user' : 'deactivate-user',
      'user',
      user.userId,
      before,
      after,
    );
    return oneUser(t, user.userId);
  });
  // After the commit: the account is already refused by the guard and by the OpenID provider (findAccount), so a
  // failure here leaves nothing usable behind; it only tidies the stored sessions and tokens away.
  // eslint-disable-next-line no-restricted-syntax -- the OpenID provider's stored sessions are platform data, no facility's
  if (!active) await deletePayloadsOfAccount(ctx.db, String(user.userId));
  return saved;
}
