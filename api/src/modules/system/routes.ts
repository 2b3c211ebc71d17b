import type { FastifyInstance } from 'fastify';
import { MaintenanceNotice, MaintenanceNoticeBody, OutboxPage, OutboxQuery } from 'shared-domain/contracts/system';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { defineRoute, scopedDb } from '../../http/routes';
import { openEventStream } from '../../http/sse';
import * as service from './service';

export function registerSystemRoutes(app: FastifyInstance, ctx: AppContext<Database>): void {
  const tags = ['system'];
  defineRoute(app, {
    method: 'POST',
    url: '/api/system/maintenance-notice',
    scope: 'system',
    tags,
    summary: 'Broadcast a maintenance notice to every signed-in browser (all API replicas)',
    schema: { body: MaintenanceNoticeBody, response: { 200: MaintenanceNotice } },
    example: { body: { message: 'Maintenance starts in 5 minutes.' } },
    handler: (req) => service.sendMaintenanceNotice(ctx, scopedDb(req), req, req.body.message),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/system/outbox',
    scope: 'system',
    tags,
    summary: 'Mail in the outbox (paged, newest first)',
    schema: { querystring: OutboxQuery, response: { 200: OutboxPage } },
    example: { query: { take: '10' } },
    handler: (req) => service.outbox(scopedDb(req), req.query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/notifications/stream',
    scope: 'user',
    tags,
    stream: true,
    summary: 'Server-sent events: maintenance notices (event "maintenance-notice", JSON data)',
    handler: async (req, reply) => {
      let unsubscribe = () => {};
      const stream = openEventStream(req, reply, () => unsubscribe());
      unsubscribe = ctx.notifier.subscribe(service.MAINTENANCE_CHANNEL, (payload) => stream.send('maintenance-notice', payload));
    },
  });
}
