import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { audit } from '../../http/audit';
import { paginate, type PagingQuery } from '../../http/paging';
import * as repo from './repository';

export const MAINTENANCE_CHANNEL = 'maintenance_notice';

export interface MaintenanceNotice { message: string; sentAtUtc: string; sentBy: string }

export async function sendMaintenanceNotice(ctx: AppContext<Database>, request: FastifyRequest, message: string): Promise<MaintenanceNotice> {
  const u = request.auth!.user;
  const notice: MaintenanceNotice = { message, sentAtUtc: new Date().toISOString(), sentBy: `${u.firstName} ${u.lastName}` };
  await ctx.db.transaction().execute(async (trx) => {
    await audit(trx, request, 'send', 'maintenanceNotice', null, { message });
  });
  await ctx.notifier.publish(MAINTENANCE_CHANNEL, notice);
  return notice;
}

export function outbox(ctx: AppContext<Database>, paging: PagingQuery) {
  return paginate(repo.outboxQuery(ctx.db), paging, {
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
