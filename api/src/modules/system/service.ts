import type { FastifyRequest } from 'fastify';
import type { OutboxQuery } from 'shared-domain/contracts/system';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import type { ScopedDb } from '../../db/scoped';
import { paginate } from '../../http/paging';
import * as repo from './repository';

export const MAINTENANCE_CHANNEL = 'maintenance_notice';

export interface MaintenanceNotice {
  message: string;
  sentAtUtc: string;
  sentBy: string;
}

export async function sendMaintenanceNotice(
  ctx: AppContext<Database>,
  s: ScopedDb,
  request: FastifyRequest,
  message: string,
): Promise<MaintenanceNotice> {
  const u = request.auth!.user;
  const notice: MaintenanceNotice = { message, sentAtUtc: new Date().toISOString(), sentBy: `${u.firstName} ${u.lastName}` };
  await s.transaction(async (t) => {
    await t.audit('send', 'maintenanceNotice', null, { message });
  });
  await ctx.notifier.publish(MAINTENANCE_CHANNEL, notice);
  return notice;
}

/** The outbox is system data (mail of every organisation), read by system users only: a named cross-facility read. */
export function outbox(s: ScopedDb, paging: OutboxQuery) {
  return paginate(repo.outboxQuery(s), paging, {
    createdColumn: 'created_at',
    order: (q) => q.orderBy('created_at', 'desc').orderBy('id', 'desc'),
    map: (r) => ({
      id: r.id,
      toAddress: r.to_address,
      subject: r.subject,
      textBody: r.text_body,
      htmlBody: r.html_body,
      createdAt: new Date(r.created_at).toISOString(),
      sentAt: r.sent_at ? new Date(r.sent_at).toISOString() : null,
    }),
  });
}
