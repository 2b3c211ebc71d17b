import type { FastifyInstance } from 'fastify';
import { LeadFilterQuery } from 'shared-domain/contracts/leads';
import { defineRoute, scopedDb } from '../../../http/routes';
import { LEADS, VIEW } from '../common/routes';
import { leadsReportExcel } from './service';

export function registerExportRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/leads/leads-report-excel',
    scope: 'facility',
    ...LEADS,
    permission: VIEW,
    summary: 'The filtered lead board as an .xlsx spreadsheet (streamed)',
    schema: { querystring: LeadFilterQuery },
    example: { query: { leadCareType: 'Permanent' } },
    handler: (req, reply) => leadsReportExcel(scopedDb(req), req, reply, req.query),
  });
}
