import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { accountActor, writeAuditRow } from '../../db/audit';

/** Lockout policy: this many consecutive failed sign-ins lock the account for LOCKOUT_MINUTES. */
export const MAX_FAILED_SIGN_INS = 5;
export const LOCKOUT_MINUTES = 15;

/**
 * Seed 000 §8 gives 'Unable to authenticate sign in details.': the answer to an unknown email, a wrong password and a
 * locked account alike, so the page never tells which emails have an account. The deactivated message is shown only
 * to someone who gave that account's right password.
 */
export const MESSAGES = {
  invalidCredentials: 'Unable to authenticate sign in details.',
  signInFailed: 'Unable to sign in.',
  deactivated: 'Unable to sign in. Your account has been deactivated; please contact your administrator.',
} as const;

export interface AccountRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  is_active: boolean;
  failed_login_count: number;
  locked_until: Date | null;
}

export async function findUserById(db: Kysely<Database>, id: number): Promise<AccountRow | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return undefined;
  const r = await sql<AccountRow>`
    select id, email, first_name, last_name, password_hash, is_active, failed_login_count, locked_until
    from users where id = ${id}`.execute(db);
  return r.rows[0];
}

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<AccountRow | undefined> {
  const r = await sql<AccountRow>`
    select id, email, first_name, last_name, password_hash, is_active, failed_login_count, locked_until
    from users where lower(email) = lower(${email.trim()}) limit 1`.execute(db);
  return r.rows[0];
}

/** The OpenID claims of a user (sub is users.id as a string). */
export function claimsOf(user: AccountRow) {
  return {
    sub: String(user.id),
    email: user.email,
    email_verified: true,
    given_name: user.first_name,
    family_name: user.last_name,
    name: `${user.first_name} ${user.last_name}`.trim(),
  };
}

// Verified against when the email is unknown, so both cases take about as long (no account enumeration by timing).
let dummyHash: Promise<string> | undefined;
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-' + Math.random());
  return dummyHash;
}

export type SignInResult =
  { ok: true; user: AccountRow } | { ok: false; reason: 'invalid' | 'locked' | 'deactivated'; message: string };

/**
 * Checks an email and password against the users table, with the lockout policy:
 * - unknown email, wrong password or locked account: 'Unable to authenticate sign in details.' (the same answer, after
 *   the same password hashing work, so neither the words nor the time tell whether the account exists or is locked);
 * - MAX_FAILED_SIGN_INS consecutive failures lock the account for LOCKOUT_MINUTES (even the right password is refused);
 * - a deactivated account is refused (told only once the password is right);
 * - success resets the failure count and the lock and records last_login_at.
 * `reason` is for the server's log only.
 */
export async function signIn(db: Kysely<Database>, email: string, password: string): Promise<SignInResult> {
  const user = email ? await findUserByEmail(db, email) : undefined;
  if (!user || !user.password_hash) {
    await verifyPassword(await getDummyHash(), password || ' ');
    return { ok: false, reason: 'invalid', message: MESSAGES.invalidCredentials };
  }
  const valid = password ? await verifyPassword(user.password_hash, password) : false;
  if (user.locked_until && new Date(user.locked_until).getTime() > Date.now()) {
    return { ok: false, reason: 'locked', message: MESSAGES.invalidCredentials };
  }
  if (!valid) {
    // One statement, so concurrent failures all count; the lock starts at the MAX_FAILED_SIGN_INS-th failure.
    const r = await sql<{ locked_until: Date | null }>`
      update users set
        failed_login_count = case when failed_login_count + 1 >= ${MAX_FAILED_SIGN_INS} then 0 else failed_login_count + 1 end,
        locked_until = case when failed_login_count + 1 >= ${MAX_FAILED_SIGN_INS}
                            then now() + make_interval(mins => ${LOCKOUT_MINUTES}) else null end
      where id = ${user.id} and (locked_until is null or locked_until <= now())
      returning locked_until`.execute(db);
    const lockedNow = r.rows.length === 0 || r.rows[0].locked_until !== null;
    await writeAuditRow(db, accountActor(user.id), {
      action: lockedNow ? 'signInLockedOut' : 'signInFailed',
      entity: 'user',
      entityId: user.id,
    });
    return { ok: false, reason: lockedNow ? 'locked' : 'invalid', message: MESSAGES.invalidCredentials };
  }
  if (!user.is_active) {
    await writeAuditRow(db, accountActor(user.id), { action: 'signInRefusedDeactivated', entity: 'user', entityId: user.id });
    return { ok: false, reason: 'deactivated', message: MESSAGES.deactivated };
  }
  await db.transaction().execute(async (trx) => {
    await sql`update users set failed_login_count = 0, locked_until = null, last_login_at = now() where id = ${user.id}`.execute(
      trx,
    );
    await writeAuditRow(trx, accountActor(user.id), { action: 'signIn', entity: 'user', entityId: user.id });
  });
  return { ok: true, user };
}
