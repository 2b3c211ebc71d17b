import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import {
  Empty,
  ForgotPasswordBody,
  ModelStateResponse,
  ResetPasswordBody,
  ValidateResetLinkQuery,
  ValidateResetLinkResponse,
} from 'shared-domain/contracts/account';
import { isValidEmail, passwordMeetsRules, INVALID_EMAIL_MESSAGE, PASSWORD_RULES_MESSAGE } from 'shared-domain/validation';
import { INVALID_LINK } from 'shared-domain/messages';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { ModelStateError, type ModelState } from '../../http/errors';
import { defineRoute } from '../../http/routes';
import { hashPassword } from '../../security/passwords';
import { findUserByEmail } from './accounts';
import { deletePayloadsOfAccount } from './adapter';
import { escapeHtml, PRODUCT_NAME } from './pages';
import { accountActor, writeAuditRow } from '../../db/audit';

export const RESET_LINK_TTL_MINUTES = 60;
/** At most this many reset links per account per hour; further requests are answered the same way but send nothing. */
export const MAX_RESET_REQUESTS_PER_HOUR = 5;
const MAX_EMAIL_LENGTH = 320;
const MAX_PASSWORD_LENGTH = 1024;
export const RESET_MAIL_SUBJECT = `Reset your ${PRODUCT_NAME} password`;

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The salt of a link is 32 random bytes, base64url (43 characters); anything else is not worth a query. */
function plausibleSalt(salt: unknown): salt is string {
  return typeof salt === 'string' && /^[A-Za-z0-9_-]{20,128}$/.test(salt);
}

function resetMail(to: string, firstName: string, link: string) {
  const text = [
    `Hello ${firstName},`,
    '',
    `We received a request to reset the password of your ${PRODUCT_NAME} account.`,
    `Open this link within ${RESET_LINK_TTL_MINUTES} minutes to choose a new password:`,
    '',
    link,
    '',
    'If you did not ask for this, you can ignore this email: your password stays the same.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(firstName)},</p>
<p>We received a request to reset the password of your ${PRODUCT_NAME} account.
Open this link within ${RESET_LINK_TTL_MINUTES} minutes to choose a new password:</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>If you did not ask for this, you can ignore this email: your password stays the same.</p>`;
  return { to, subject: RESET_MAIL_SUBJECT, text, html };
}

/** The reset token's user when the salt is a live link (unused, not expired, active user). */
async function liveToken(db: Kysely<Database>, salt: unknown): Promise<{ id: number; user_id: number } | undefined> {
  if (!plausibleSalt(salt)) return undefined;
  const r = await sql<{ id: number; user_id: number }>`
    select t.id, t.user_id from password_reset_tokens t join users u on u.id = t.user_id
    where t.token_hash = ${hashResetToken(salt)} and t.used_at is null and t.expires_at > now() and u.is_active`.execute(db);
  return r.rows[0];
}

/**
 * Anonymous account routes (contract: `/api/account/*`). 400 answers are `{ modelState: { field: [message] } }`.
 * Mail is sent after the answer (tracked, awaited on close) so response times do not reveal whether an account exists.
 */
export function registerPasswordResetRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Anonymous routes: no caller and no facility, so no scoped access; reset tokens and accounts are platform data.
  // eslint-disable-next-line no-restricted-syntax -- the one raw database handle of the password reset
  const db: Kysely<Database> = ctx.db;
  const pending = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });

  function background(work: () => Promise<unknown>) {
    const p = work()
      .catch((err) => app.log.error({ err }, 'Password reset mail failed'))
      .finally(() => pending.delete(p));
    pending.add(p);
  }

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/forgot-password',
    scope: 'anonymous',
    summary: 'Sends a password reset link to the email address when it belongs to an active account (always 200)',
    tags: ['account'],
    schema: {
      body: ForgotPasswordBody,
      response: { 200: Empty, 400: ModelStateResponse },
    },
    example: { body: { email: 'nobody@example.com' } },
    handler: async (request) => {
      const email = request.body?.email;
      if (!isValidEmail(email) || email!.length > MAX_EMAIL_LENGTH) throw ModelStateError.field('email', INVALID_EMAIL_MESSAGE);
      const user = await findUserByEmail(db, email!);
      if (!user || !user.is_active) return {};
      const recent = await sql<{ n: number | string }>`
        select count(*) as n from password_reset_tokens
        where user_id = ${user.id} and created_at > now() - interval '1 hour'`.execute(db);
      if (Number(recent.rows[0]?.n ?? 0) >= MAX_RESET_REQUESTS_PER_HOUR) {
        request.log.warn({ userId: user.id }, 'Password reset requests rate-limited');
        return {};
      }
      const token = randomBytes(32).toString('base64url');
      await sql`insert into password_reset_tokens (user_id, token_hash, expires_at)
                values (${user.id}, ${hashResetToken(token)}, now() + make_interval(mins => ${RESET_LINK_TTL_MINUTES}))`.execute(
        db,
      );
      const link = `${ctx.config.publicUrl}/resetPassword?salt=${encodeURIComponent(token)}`;
      background(() => ctx.mailer.send(resetMail(user.email, user.first_name, link)));
      return {};
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/account/validate-reset-link',
    scope: 'anonymous',
    summary: 'Whether a password reset link (its salt) can still be used',
    tags: ['account'],
    schema: {
      querystring: ValidateResetLinkQuery,
      response: { 200: ValidateResetLinkResponse, 400: ModelStateResponse },
    },
    example: { query: { salt: 'invalid' } },
    handler: async (request) => {
      const salt = request.query?.salt;
      if (!(await liveToken(db, salt))) throw ModelStateError.field('salt', INVALID_LINK);
      return { isValid: true };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/reset-password',
    scope: 'anonymous',
    summary: 'Sets a new password through a reset link; the link is then used up and other sign-ins are ended',
    tags: ['account'],
    schema: {
      body: ResetPasswordBody,
      response: { 200: Empty, 400: ModelStateResponse },
    },
    example: { body: { newPassword: 'Weak', salt: 'invalid' } },
    handler: async (request) => {
      const body = request.body ?? {};
      const errors: ModelState = {};
      if (!passwordMeetsRules(body.newPassword) || body.newPassword!.length > MAX_PASSWORD_LENGTH)
        errors.newPassword = [PASSWORD_RULES_MESSAGE];
      const token = await liveToken(db, body.salt);
      if (!token) errors.salt = [INVALID_LINK];
      if (Object.keys(errors).length) throw new ModelStateError(errors);
      const passwordHash = await hashPassword(body.newPassword!);
      const done = await db.transaction().execute(async (trx) => {
        // Used up in the same statement that checks it, so a link works once even with concurrent requests.
        const used = await sql<{ user_id: number }>`
          update password_reset_tokens set used_at = now()
          where id = ${token!.id} and used_at is null and expires_at > now() returning user_id`.execute(trx);
        if (used.rows.length === 0) return false;
        await sql`update password_reset_tokens set used_at = now() where user_id = ${token!.user_id} and used_at is null`.execute(
          trx,
        );
        await sql`update users set password_hash = ${passwordHash}, failed_login_count = 0, locked_until = null,
                  updated_at = now(), version = version + 1 where id = ${token!.user_id}`.execute(trx);
        await deletePayloadsOfAccount(trx, String(token!.user_id));
        await writeAuditRow(trx, accountActor(token!.user_id), {
          action: 'resetPassword',
          entity: 'user',
          entityId: token!.user_id,
        });
        return true;
      });
      if (!done) throw ModelStateError.field('salt', INVALID_LINK);
      return {};
    },
  });
}
