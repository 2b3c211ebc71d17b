/** SQL of the system users' calls: the mail outbox is the product's own (no facility, no organisation). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function outboxQuery(db: Kysely<Database>) {
  return db.selectFrom('mail_outbox').select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'created_at', 'sent_at']);
}
