import nodemailer from 'nodemailer';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../config';
import type { MailMessage, Mailer } from '../context';
import type { Database } from '../db/schema';

/** Rows of `mail_outbox` (migration 0002_auth.sql). */
export interface MailOutboxRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: Date;
  sent_at: Date | null;
}

function validate(message: MailMessage): void {
  if (!message.to || /[\r\n]/.test(message.to)) throw new Error('Mail recipient is missing or invalid');
  if (!message.subject || /[\r\n]/.test(message.subject)) throw new Error('Mail subject is missing or invalid');
}

async function record(db: Kysely<Database>, message: MailMessage, sent: boolean): Promise<void> {
  await sql`insert into mail_outbox (to_address, subject, text_body, html_body, sent_at)
            values (${message.to}, ${message.subject}, ${message.text}, ${message.html ?? null}, ${sent ? sql`now()` : null})`.execute(
    db,
  );
}

/**
 * Outgoing mail. With `config.smtpUrl` messages go out through SMTP (nodemailer) and a copy is recorded in
 * `mail_outbox` with `sent_at` set, so there is a trace (a message SMTP refused is kept there unsent, and the
 * error is thrown); without SMTP they are only stored in `mail_outbox` (sent_at null), where system users read
 * them (`GET /api/system/outbox`).
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, db: Kysely<Database>): Mailer & { close(): void };
/** Same, from a context object (`createMailer({ config, db })`, as src/bootstrap.ts calls it). */
export function createMailer(ctx: { config: Pick<Config, 'smtpUrl' | 'mailFrom'>; db: unknown }): Mailer & { close(): void };
export function createMailer(
  configOrCtx: Pick<Config, 'smtpUrl' | 'mailFrom'> | { config: Pick<Config, 'smtpUrl' | 'mailFrom'>; db: unknown },
  database?: Kysely<Database>,
): Mailer & { close(): void } {
  const config = 'config' in configOrCtx ? configOrCtx.config : configOrCtx;
  const db = (database ?? ('db' in configOrCtx ? configOrCtx.db : undefined)) as Kysely<Database> | undefined;
  if (!db) throw new Error('createMailer needs the database (the outbox)');
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  return {
    async send(message: MailMessage): Promise<void> {
      validate(message);
      if (!transport) {
        await record(db, message, false);
        return;
      }
      try {
        await transport.sendMail({
          from: config.mailFrom,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
      } catch (err) {
        // Kept unsent in the outbox (sent_at null) so the message is not lost, then reported to the caller.
        await record(db, message, false).catch(() => undefined);
        throw err;
      }
      await record(db, message, true);
    },
    close() {
      transport?.close();
    },
  };
}
