import type { FastifyInstance } from 'fastify';
import { melbourneToday } from 'shared-domain/dates';
import { AdmitBody, AdmitResult, AvailableBedsQuery, LeadAvailableBeds, LeadParams } from 'shared-domain/contracts/leads';
import type { AppContext } from '../../../context';
import { defineRoute, scopedDb } from '../../../http/routes';
import { ADMIT, EX, LEADS } from '../common/routes';
import * as service from './service';

export function registerAdmitRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/leads/:id/available-beds',
    scope: 'facility',
    ...LEADS,
    permission: ADMIT,
    summary: 'Free beds of the facility for admitting the lead (grouped by location and room)',
    schema: { params: LeadParams, querystring: AvailableBedsQuery, response: { 200: LeadAvailableBeds } },
    example: { params: { id: String(EX.beds) } },
    handler: (req) => service.availableBeds(scopedDb(req), req.params.id, req.query.date),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/leads/admit/',
    scope: 'facility',
    live: ['lead-board', 'residents', 'dashboard', 'medicare-events'],
    ...LEADS,
    permission: ADMIT,
    summary: 'Admit the lead to a free bed: ResidentAdmitted event submitted to Medicare as an Entry',
    idempotent: true,
    schema: { body: AdmitBody, response: { 200: AdmitResult } },
    example: {
      body: {
        residentId: EX.admit,
        bedId: EX.freeBed,
        admissionDateUtc: melbourneToday(),
        careType: 'Permanent',
        accommodationClass: 'Post01Nov2025',
        palliativeStatus: false,
      },
    },
    handler: (req) => service.admit(ctx, scopedDb(req), req, req.body),
  });
}
