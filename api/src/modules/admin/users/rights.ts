/**
 * The signed-in user's rights over users and roles (the rules are shared-domain/admin-users-rights) and the refusal of
 * an attempt beyond them: 403 with the reason as the message, nothing written, and an audit row of the attempt.
 *
 * The rules are checked inside the write's transaction, on what it reads there; a refusal throws, the transaction rolls
 * back, and `auditingRefusals` then records the attempt on its own (one insert outside the rolled-back transaction), so
 * the attempt is on record although nothing it asked for was written.
 */
import type { FastifyRequest } from 'fastify';
import type { ManagedUser, RightsCaller } from 'shared-domain/admin-users-rights';
import type { ScopedDb } from '../../../db/scoped';
import { HttpError } from '../../../http/errors';
import * as rolesRepo from '../roles/repository';
import * as repo from './repository';

/** What was attempted: the audit action of the write it would have been ('edit-role'), on which record. */
export interface Attempt {
  action: string;
  entity: 'user' | 'role';
  /** null for a record that would have been created. */
  entityId: number | null;
  /** What the attempt asked for, as display values (never a password). */
  attempted?: Record<string, unknown>;
}

/** A write beyond the caller's rights: answered 403 with the reason ({ message }), recorded by `auditingRefusals`. */
export class RightsRefusal extends HttpError {
  constructor(
    reason: string,
    readonly attempt: Attempt,
  ) {
    super(403, reason);
  }
}

/** Throws the refusal when the rule gave a reason (a rule answers null when the caller may). */
export function refuseIf(reason: string | null, attempt: Attempt): void {
  if (reason !== null) throw new RightsRefusal(reason, attempt);
}

/** The signed-in user as the rules see them: role, permissions (as the guard loaded them) and facilities. */
export async function callerRights(s: ScopedDb, req: FastifyRequest): Promise<RightsCaller> {
  if (!req.auth) throw new Error('The rights of a caller are read on signed-in routes only.');
  return {
    userId: s.userId,
    roleId: req.auth.user.roleId,
    isOrganisationManager: s.access.isOrganisationManager,
    permissions: req.auth.permissions,
    facilities: await repo.callerFacilityIds(s),
  };
}

/**
 * Users of the organisation as the rules see them (kind of account, every facility, their role's permissions), by id:
 * what `userChangeRefusal`/`canChangeUser` decide "a user I may manage" on, for the list and for every write alike.
 */
export async function managedUsers(
  s: ScopedDb,
  rows: ReadonlyArray<Pick<repo.UserRow, 'id' | 'roleId' | 'isOrganisationManager' | 'isSystemUser'>>,
): Promise<Map<number, ManagedUser & { roleId: number }>> {
  const ids = rows.map((r) => r.id);
  const facilities = await repo.allFacilityIdsOfUsers(s, ids);
  const permissions = await rolesRepo.permissionsOfRoles(
    s,
    rows.map((r) => r.roleId),
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        userId: r.id,
        roleId: r.roleId,
        isOrganisationManager: r.isOrganisationManager,
        isSystemUser: r.isSystemUser,
        facilities: facilities.get(r.id) ?? [],
        rolePermissions: permissions.get(r.roleId) ?? [],
      },
    ]),
  );
}

/** One user of the organisation as the rules see them (`managedUsers` for one). */
export async function managedUser(s: ScopedDb, userId: number) {
  const row = await repo.findUser(s, userId);
  return (await managedUsers(s, [row])).get(userId)!;
}

/**
 * Runs a write and, when it is refused as beyond the caller's rights, records the attempt (action '<action>-refused',
 * the reason and what was asked for) after the write's transaction has rolled back, then answers the refusal. `s` is the
 * request's scope, outside any transaction: the attempt's audit row is the only write of a transaction of its own.
 */
export async function auditingRefusals<T>(s: ScopedDb, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (err instanceof RightsRefusal) {
      const { action, entity, entityId, attempted } = err.attempt;
      await s.transaction((t) =>
        t.audit(`${action}-refused`, entity, entityId, {
          reason: err.message,
          ...(attempted ? { attempted } : {}),
        }),
      );
    }
    throw err;
  }
}
