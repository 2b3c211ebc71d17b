/** SQL of the system users' calls: the mail outbox is the product's own (no facility, no organisation). */
import type { ScopedDb } from '../../db/scoped';

export function outboxQuery(s: ScopedDb) {
  return s
    .crossFacility('systemOutbox')
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'created_at', 'sent_at']);
}
