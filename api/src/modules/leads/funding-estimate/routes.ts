import type { FastifyInstance } from 'fastify';
import {
  ExpectedAnaccBody,
  ExpectedAnaccResult,
  FundingEstimateQuery,
  FundingEstimateResponse,
  LeadParams,
} from 'shared-domain/contracts/leads';
import { defineRoute, scopedDb } from '../../../http/routes';
import { EX, FIN_MODIFY, FIN_VIEW, LEADS } from '../common/routes';
import * as service from './service';

export function registerFundingEstimateRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/leads/:id/funding-estimate',
    scope: 'facility',
    ...LEADS,
    permission: FIN_VIEW,
    summary: 'Pre-admission funding estimate (AN-ACC variable and fixed components, daily basic subsidy)',
    schema: { params: LeadParams, querystring: FundingEstimateQuery, response: { 200: FundingEstimateResponse } },
    example: { params: { id: String(EX.funding) } },
    handler: (req) => service.fundingEstimate(scopedDb(req), req.params.id, req.query.estimateDate),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/leads/:id/expectedAnacc',
    scope: 'facility',
    ...LEADS,
    permission: FIN_MODIFY,
    summary: "Save the calculator's AN-ACC class as the lead's expected AN-ACC",
    schema: { params: LeadParams, body: ExpectedAnaccBody, response: { 200: ExpectedAnaccResult } },
    example: { params: { id: String(EX.funding) }, body: { anaccClass: 7 } },
    handler: (req) => service.saveExpectedAnacc(scopedDb(req), req.params.id, req.body.anaccClass),
  });
}
