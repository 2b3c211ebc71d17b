import type { FastifyInstance } from 'fastify';
import { ResidentParams } from 'shared-domain/contracts/residents';
import { Timeline } from 'shared-domain/contracts/resident-responses';
import { defineRoute, scopedDb } from '../../../http/routes';
import { RESIDENTS_TAGS as tags, RESIDENT_EXAMPLES, residentsPermissions as P } from '../examples';
import * as service from './service';

export function registerTimelineRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/residents/:id/timeline',
    scope: 'facility',
    tags,
    permission: P.view,
    leadPermission: P.leadView,
    summary: "The resident's life in the facility in date order",
    schema: { params: ResidentParams, response: { 200: Timeline } },
    example: { params: { id: RESIDENT_EXAMPLES.detail } },
    handler: (req) => service.timeline(scopedDb(req), req.params.id),
  });
}
