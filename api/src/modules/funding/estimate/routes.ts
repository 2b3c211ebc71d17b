import type { FastifyInstance } from 'fastify';
import {
  ExpectedAnaccBody,
  ExpectedAnaccResult,
  FundingEstimateQuery,
  FundingEstimateResponse,
  LeadParams,
} from 'shared-domain/contracts/leads';
import { defineRoute, scopedDb } from '../../../http/routes';
import * as service from './service';

/**
 * The funding estimate of a lead (the leads board's calculator): tagged leads, aged care only (an ILU facility => 404),
 * guarded by leadsFinancials (102) like the lead's other financial screens. The examples act on demo lead 74 of Bayside
 * Gardens, which the leads area's examples only read (its list of example leads says so: leads/common/routes.ts EX).
 */
export function registerFundingEstimateRoutes(app: FastifyInstance): void {
  const params = { id: '74' };
  defineRoute(app, {
    method: 'GET',
    url: '/api/leads/:id/funding-estimate',
    scope: 'facility',
    tags: ['leads'],
    facilityType: 'AgeCare',
    permission: { name: 'leadsFinancials', flag: 'canView' },
    summary: 'Pre-admission funding estimate (AN-ACC variable and fixed components, daily basic subsidy)',
    schema: { params: LeadParams, querystring: FundingEstimateQuery, response: { 200: FundingEstimateResponse } },
    example: { params },
    handler: (req) => service.fundingEstimate(scopedDb(req), req.params.id, req.query.estimateDate),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/leads/:id/expectedAnacc',
    scope: 'facility',
    tags: ['leads'],
    facilityType: 'AgeCare',
    permission: { name: 'leadsFinancials', flag: 'canModify' },
    summary: "Save the calculator's AN-ACC class as the lead's expected AN-ACC",
    schema: { params: LeadParams, body: ExpectedAnaccBody, response: { 200: ExpectedAnaccResult } },
    example: { params, body: { anaccClass: 7 } },
    handler: (req) => service.saveExpectedAnacc(scopedDb(req), req.params.id, req.body.anaccClass),
  });
}
