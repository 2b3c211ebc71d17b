/**
 * The live channel (platform): what changed for a facility, by topic, to every browser that shows it, on every API
 * replica. A publisher (a route's declared `live` topics after its write, the Medicare simulator's job) names the
 * topic and the facilities (live/publish.ts); the notice travels through PostgreSQL NOTIFY on one channel, and each
 * replica's open streams (GET /api/live) pass it on to the readers whose current facility it names and who may view
 * the topic. Nothing about the change travels but its topic: the screen reloads what it shows through its own scoped
 * calls.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { LIVE_CHANGE_EVENT, LIVE_TOPICS, LIVE_TOPIC_PERMISSIONS } from 'shared-domain/live';
import { Enum } from 'shared-domain/contracts/common';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { defineRoute, hasFlag } from '../http/routes';
import { openEventStream } from '../http/sse';
import { LIVE_CHANNEL, isLiveNotice } from './publish';

export { LIVE_CHANNEL, publishLiveChange, type LiveNotice } from './publish';

export const LiveQuery = Type.Object({
  /** The topics to hear (default: every topic the caller may view). */
  topics: Type.Optional(Type.Array(Enum(LIVE_TOPICS), { maxItems: LIVE_TOPICS.length })),
});

export function registerLiveRoutes(app: FastifyInstance, ctx: AppContext<Database>): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/live',
    scope: 'facility',
    tags: ['platform'],
    stream: true,
    schema: { querystring: LiveQuery },
    summary:
      'Server-sent events: the changes of the current facility by topic (event "change", data {"topic"}), of the topics the caller may view; a comment every 25 s',
    handler: async (req, reply) => {
      const facilityId = req.auth!.facility!.id;
      const permissions = req.auth!.permissions;
      const asked = req.query.topics?.length ? req.query.topics : LIVE_TOPICS;
      // A topic without a permission (the dashboard) is heard by every user of the facility, as its screen is opened.
      const heard = new Set(
        asked.filter((topic) => {
          const needs = LIVE_TOPIC_PERMISSIONS[topic];
          return needs === null || hasFlag(permissions, needs.name, needs.flag);
        }),
      );
      let unsubscribe = () => {};
      const stream = openEventStream(req, reply, () => unsubscribe());
      unsubscribe = ctx.notifier.subscribe(LIVE_CHANNEL, (payload) => {
        if (!isLiveNotice(payload) || !heard.has(payload.topic) || !payload.facilityIds.includes(facilityId)) return;
        stream.send(LIVE_CHANGE_EVENT, { topic: payload.topic });
      });
    },
  });
}
