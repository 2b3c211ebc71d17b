import type { FastifyInstance } from 'fastify';
import { AssignBedBody, ResidentParams } from 'shared-domain/contracts/residents';
import { AvailableBeds } from 'shared-domain/contracts/stay-responses';
import { ResidentDetail } from 'shared-domain/contracts/resident-responses';
import { defineRoute, scopedDb } from '../../../http/routes';
import { BED_EXAMPLE, RESIDENTS_TAGS as tags, residentsPermissions as P } from '../examples';
import * as service from './service';

/** Assign bed: the facility's free beds, and the assignment (409 on a stale residency version). */
export function registerBedRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/residents/:id/available-beds',
    scope: 'facility',
    tags,
    permission: P.modify,
    summary: 'Free beds of the facility (active, in service today, not held by a current resident) by location and room',
    schema: { params: ResidentParams, response: { 200: AvailableBeds } },
    example: { params: { id: BED_EXAMPLE.resident } },
    handler: (req) => service.availableBeds(scopedDb(req), req.params.id),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/residents/:id/assign-bed',
    scope: 'facility',
    live: ['residents', 'dashboard'],
    tags,
    permission: P.modify,
    summary: 'Assign a free bed of the facility to a current resident (body: residencyId, bedId, residency version)',
    schema: { params: ResidentParams, body: AssignBedBody, response: { 200: ResidentDetail } },
    example: {
      params: { id: BED_EXAMPLE.resident },
      body: { residencyId: BED_EXAMPLE.residencyId, bedId: BED_EXAMPLE.bedId, version: BED_EXAMPLE.version },
    },
    handler: (req) => service.assignBed(scopedDb(req), req.params.id, req.body),
  });
}
