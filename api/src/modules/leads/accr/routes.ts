import type { FastifyInstance } from 'fastify';
import { AccrParams, AccrRecord, LeadVersionBody, UpdateFromAccrResult } from 'shared-domain/contracts/leads';
import type { AppContext } from '../../../context';
import { defineRoute, scopedDb } from '../../../http/routes';
import { EX, LEADS, MODIFY, VIEW } from '../common/routes';
import * as service from './service';

/** ACCR (local simulator). */
export function registerAccrRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ['leads', 'accr'];
  defineRoute(app, {
    method: 'GET',
    url: '/api/accr/:residentId',
    scope: 'facility',
    ...LEADS,
    tags,
    permission: VIEW,
    summary: 'The ACCR client record (ACCR adapter: local simulator); not found => 400 accr',
    schema: { params: AccrParams, response: { 200: AccrRecord } },
    example: { params: { residentId: String(EX.accr) } },
    handler: (req) => service.getAccr(ctx, scopedDb(req), req.params.residentId),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/residents/UpdateFromAccr/:residentId',
    scope: 'facility',
    live: ['lead-board', 'residents'],
    ...LEADS,
    tags,
    permission: MODIFY,
    summary: 'Update the lead from its ACCR client record',
    schema: { params: AccrParams, body: LeadVersionBody, response: { 200: UpdateFromAccrResult } },
    example: { params: { residentId: String(EX.accr) }, body: { version: 1 } },
    handler: (req) => service.updateFromAccr(ctx, scopedDb(req), req.params.residentId, req.body.version),
  });
}
