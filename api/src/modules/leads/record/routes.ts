import type { FastifyInstance } from 'fastify';
import { addDays, melbourneToday } from 'shared-domain/dates';
import { CreateLeadBody, CreateLeadResponse, LeadParams, LeadRecord, UpdateLeadBody } from 'shared-domain/contracts/leads';
import type { AppContext } from '../../../context';
import { defineRoute, scopedDb } from '../../../http/routes';
import { EX, LEADS, MODIFY, VIEW } from '../common/routes';
import { leadDetail } from './detail';
import * as service from './service';

/** The lead record: create, save, read. */
export function registerRecordRoutes(app: FastifyInstance, ctx: AppContext): void {
  const facilityName = (req: { auth?: { facility?: { name: string } | null } }) => req.auth?.facility?.name ?? '';
  defineRoute(app, {
    method: 'POST',
    url: '/api/leads',
    scope: 'facility',
    live: ['lead-board'],
    ...LEADS,
    permission: MODIFY,
    summary: 'Create a lead (Enquiries, top of the column); requestACCR loads the ACCR after saving',
    schema: { body: CreateLeadBody, response: { 200: CreateLeadResponse } },
    example: {
      body: {
        firstName: 'Ada',
        lastName: 'Example',
        careType: 'Permanent',
        contactIsResident: true,
        requestedAdmissionDateUtc: addDays(melbourneToday(), 10),
      },
    },
    handler: (req) => service.createLead(ctx, scopedDb(req), req, req.body),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/leads',
    scope: 'facility',
    live: ['lead-board'],
    ...LEADS,
    permission: MODIFY,
    summary: 'Save the lead record (version: 409 when stale; debtor unique)',
    schema: { body: UpdateLeadBody, response: { 200: LeadRecord } },
    example: {
      body: {
        residentId: EX.update,
        residencyId: EX.update,
        version: 1,
        firstName: 'Edited',
        lastName: 'Lead',
        careType: 'Permanent',
        contactIsResident: true,
      },
    },
    handler: (req) => service.updateLead(scopedDb(req), facilityName(req), req.body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/leads/:id',
    scope: 'facility',
    ...LEADS,
    permission: VIEW,
    summary: "The resident's lead in this facility",
    schema: { params: LeadParams, response: { 200: LeadRecord } },
    example: { params: { id: String(EX.view) } },
    handler: (req) => leadDetail(scopedDb(req), facilityName(req), req.params.id),
  });
}
