import type { FastifyInstance } from 'fastify';
import {
  ClinicalIntegrationBody,
  ClinicalIntegrationResult,
  ClinicalStatusList,
  ClinicalStatusQuery,
  CustomerCareFacilityParams,
} from 'shared-domain/contracts/customer-care';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { defineRoute, scopedDb } from '../../http/routes';
import { getClinicalSystem } from '../../integrations/clinical/gateway';
import * as clinical from './clinical/service';

/**
 * Customer care, system users only (seed 002 §2, §7 "Customer care"): clinical integration of a facility's residents
 * through the clinical system's adapter. The routes are 'system' scoped: the facility is named in the path and resolved
 * among the organisation's facilities. The Medicare statements customer care uploads and downloads are the funding
 * module's (funding/statements).
 */
export function registerCustomerCareRoutes(app: FastifyInstance, ctx: AppContext<Database>): void {
  const tags = ['customer-care'];

  defineRoute(app, {
    method: 'POST',
    url: '/api/customerCare/integrate-residents-into-clinical/:facilityId',
    scope: 'system',
    tags,
    summary:
      "Check the facility's current residents for the clinical system and, when they pass, submit the on-boarding or update job (body: the operation type)",
    schema: { params: CustomerCareFacilityParams, body: ClinicalIntegrationBody, response: { 200: ClinicalIntegrationResult } },
    // Submits a job for Bayside Gardens (a second run while it is processed is answered with a validation result).
    example: { params: { facilityId: '1' }, body: 'OnboardResidents' },
    handler: (req) => clinical.integrate(scopedDb(req), getClinicalSystem(ctx), req.params.facilityId, req.body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/customerCare/integrate-residents-into-clinical/:facilityId',
    scope: 'system',
    tags,
    summary: 'The latest clinical integration requests of the facility for the operation type, newest first (polled every 5 s)',
    schema: { params: CustomerCareFacilityParams, querystring: ClinicalStatusQuery, response: { 200: ClinicalStatusList } },
    example: { params: { facilityId: '1' }, query: { operationType: 'OnboardResidents' } },
    handler: (req) => clinical.statusList(scopedDb(req), req.params.facilityId, req.query.operationType),
  });
}
