import type { FastifyInstance } from 'fastify';
import { FundingUpdateBody, ResidentFunding, SupplementStatusBody } from 'shared-domain/contracts/finance-funding';
import { ResidentParams } from 'shared-domain/contracts/residents';
import type { AppContext } from '../../../../context';
import type { Database } from '../../../../db/schema';
import { defineRoute, scopedDb } from '../../../../http/routes';
import * as service from './service';

/**
 * The funding tab of a resident or a lead (seed 000 §7 "Residents"): GET/PUT residents/{id}/finance/funding and
 * PUT residents/{id}/finance/funding/supplement-status. `{id}` is the person; a lead is guarded by leadsFinancials (102),
 * a resident by residentsFinancials (202).
 */
export function registerFundingTabRoutes(app: FastifyInstance, _ctx: AppContext<Database>): void {
  // One of the resident's finance tabs (fees, funding, account): aged care only, tagged finance in OpenAPI, guarded by
  // the financials permissions as finance's fees and account tabs are.
  const facilityType = 'AgeCare' as const;
  const tags = ['finance'];
  // Demo residents of Bayside Gardens (facility 1): resident 1 for the read; each write its own current permanent resident
  // (12 and 4, whose finance record the demo leaves at version 1 and no other example writes), so the generated security
  // suite, which calls every example once on one database, finds each version current.
  const params = { id: '1' };

  defineRoute(app, {
    method: 'GET',
    url: '/api/residents/:id/finance/funding',
    facilityType,
    tags,
    scope: 'facility',
    permission: { name: 'residentsFinancials', flag: 'canView' },
    leadPermission: { name: 'leadsFinancials', flag: 'canView' },
    summary:
      'Funding of the resident or lead: care type, respite care level, support level, supplements, latest ACFI, AN-ACC classification and components, daily basic subsidy (explained), MMM classification',
    schema: { params: ResidentParams, response: { 200: ResidentFunding } },
    example: { params },
    handler: (req) => service.funding(scopedDb(req), req.params.id),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/residents/:id/finance/funding',
    facilityType,
    tags,
    scope: 'facility',
    permission: { name: 'residentsFinancials', flag: 'canModify' },
    leadPermission: { name: 'leadsFinancials', flag: 'canModify' },
    summary: 'Save the respite care level (Low or High for a respite resident); 409 on a stale version',
    schema: { params: ResidentParams, body: FundingUpdateBody, response: { 200: ResidentFunding } },
    example: { params: { id: '4' }, body: { respiteCareLevel: 'Unknown', version: 1 } },
    handler: (req) => service.saveFunding(scopedDb(req), req.params.id, req.body),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/residents/:id/finance/funding/supplement-status',
    facilityType,
    tags,
    scope: 'facility',
    permission: { name: 'residentsFinancials', flag: 'canModify' },
    leadPermission: { name: 'leadsFinancials', flag: 'canModify' },
    summary: 'Save the pensioner, concessional and veteran supplement flags; 409 on a stale version',
    schema: { params: ResidentParams, body: SupplementStatusBody, response: { 200: ResidentFunding } },
    example: {
      params: { id: '12' },
      body: { pensionerSupplement: true, concessionalSupplement: false, veteranSupplement: false, version: 1 },
    },
    handler: (req) => service.saveSupplementStatus(scopedDb(req), req.params.id, req.body),
  });
}
