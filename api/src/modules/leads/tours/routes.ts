import type { FastifyInstance } from 'fastify';
import { addDays, melbourneToday } from 'shared-domain/dates';
import { Tour, TourBody, TourDeleteResult, TourOfLeadParams, TourParams, TourSaveResult } from 'shared-domain/contracts/leads';
import { defineRoute, scopedDb } from '../../../http/routes';
import { EX, LEADS, MODIFY, VIEW } from '../common/routes';
import * as service from './service';

export function registerTourRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/tour/:id',
    scope: 'facility',
    ...LEADS,
    permission: VIEW,
    summary: "The lead's tour (id = the lead's residency), or an empty one, with the facility's facilitators",
    schema: { params: TourOfLeadParams, response: { 200: Tour } },
    example: { params: { id: String(EX.tour) } },
    handler: (req) => service.getTour(scopedDb(req), req.params.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/tour/save',
    scope: 'facility',
    live: ['lead-board'],
    ...LEADS,
    permission: MODIFY,
    summary: 'Book or edit the tour of a lead (completing cannot be undone); the lead moves to Tour booked / Tour completed',
    idempotent: true,
    schema: { body: TourBody, response: { 200: TourSaveResult } },
    example: {
      body: {
        id: null,
        residencyId: EX.tourNew,
        tourFacilitatorUserId: 2,
        attendees: 'Daughter',
        isCompleted: false,
        tourDateTime: `${addDays(melbourneToday(), 3)} 12:30:00`,
      },
    },
    handler: (req) => service.saveTour(scopedDb(req), req.body),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/tour/:id',
    scope: 'facility',
    live: ['lead-board'],
    ...LEADS,
    permission: MODIFY,
    summary: 'Delete a tour that is not completed (id = the tour)',
    schema: { params: TourParams, response: { 200: TourDeleteResult } },
    example: { params: { id: String(EX.tourToDelete) } },
    handler: (req) => service.deleteTour(scopedDb(req), req.params.id),
  });
}
