import type { FastifyInstance } from 'fastify';
import {
  DeleteLeadResult,
  LeadCard,
  LeadParams,
  LeadVersionBody,
  MarkAsProspectResult,
  SendToDepartedListResult,
} from 'shared-domain/contracts/leads';
import { defineRoute, scopedDb } from '../../../http/routes';
import { EX, LEADS, MODIFY } from '../common/routes';
import * as service from './service';

/** Delete, archive, restore, send back to the departed list, mark as prospect. */
export function registerArchiveRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/leads/:id',
    scope: 'facility',
    live: ['lead-board'],
    ...LEADS,
    permission: { name: 'leadsDeleteLeads', flag: 'canRemove' },
    summary: 'Delete the lead (and the person when nothing else refers to them)',
    schema: { params: LeadParams, response: { 200: DeleteLeadResult } },
    example: { params: { id: String(EX.del) } },
    handler: (req) => service.deleteLead(scopedDb(req), req.params.id),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/leads/:id/archive',
    scope: 'facility',
    live: ['lead-board'],
    ...LEADS,
    permission: MODIFY,
    summary: 'Archive the lead',
    schema: { params: LeadParams, body: LeadVersionBody, response: { 200: LeadCard } },
    example: { params: { id: String(EX.archive) }, body: { version: 1 } },
    handler: (req) => service.archive(scopedDb(req), req.params.id, req.body.version),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/leads/:id/send-to-leads',
    scope: 'facility',
    live: ['lead-board', 'residents'],
    ...LEADS,
    permission: MODIFY,
    summary: 'Restore an archived lead (top of its column)',
    schema: { params: LeadParams, body: LeadVersionBody, response: { 200: LeadCard } },
    example: { params: { id: String(EX.restore) }, body: { version: 1 } },
    handler: (req) => service.sendToLeads(scopedDb(req), req.params.id, req.body.version),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/leads/:id/send-to-departed-list',
    scope: 'facility',
    live: ['lead-board', 'residents'],
    ...LEADS,
    permission: MODIFY,
    summary: "Drop a departed resident's enquiry: the departed stay shows again",
    schema: { params: LeadParams, body: LeadVersionBody, response: { 200: SendToDepartedListResult } },
    example: { params: { id: String(EX.departedLead) }, body: { version: 1 } },
    handler: (req) => service.sendToDepartedList(scopedDb(req), req.params.id, req.body.version),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/leads/:id/mark-as-prospect',
    scope: 'facility',
    live: ['lead-board'],
    ...LEADS,
    permission: { name: 'leadsMarkAsProspect', flag: 'canAction' },
    summary: 'Mark the lead as a prospect',
    schema: { params: LeadParams, body: LeadVersionBody, response: { 200: MarkAsProspectResult } },
    example: { params: { id: String(EX.prospect) }, body: { version: 1 } },
    handler: (req) => service.markAsProspect(scopedDb(req), req.params.id, req.body.version),
  });
}
