import type { Kysely } from 'kysely';
import type { Config } from './config';

/** Outgoing mail: SMTP when configured, otherwise the `mail_outbox` table. Implemented in src/mail (auth helper). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Real-time notices across API replicas (PostgreSQL LISTEN/NOTIFY). Implemented in src/notify. */
export interface Notifier {
  publish(channel: string, payload: unknown): Promise<void>;
  subscribe(channel: string, listener: (payload: unknown) => void): () => void;
  close(): Promise<void>;
}

/** Everything a module needs, built once at start (and per test run). `Database` comes from src/db/schema. */
export interface AppContext<DB = any> {
  config: Config;
  db: Kysely<DB>;
  /** Reads with a generic plan (db/memo.ts `genericPlan`); absent on PGlite. */
  genericDb?: Kysely<DB>;
  notifier: Notifier;
  mailer: Mailer;
}
