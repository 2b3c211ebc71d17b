import type { FastifyInstance } from 'fastify';
import { IluDashboardInfo } from 'shared-domain/contracts/dashboard';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { defineRoute, scopedDb } from '../../http/routes';
import { registerAllocationRoutes } from './allocations/routes';
import { registerIluFinanceRoutes } from './finance/routes';
import { registerEnquiryRoutes } from './enquiries/routes';
import * as service from './service';

export function registerIluRoutes(app: FastifyInstance, ctx: AppContext<Database>): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/ilu-dashboard',
    scope: 'facility',
    facilityType: 'IndependentLiving',
    tags: ['ilu'],
    summary: 'Independent-living dashboard',
    schema: { response: { 200: IluDashboardInfo } },
    handler: (req) => service.iluDashboard(scopedDb(req)),
  });
  registerAllocationRoutes(app, ctx);
  registerIluFinanceRoutes(app);
  registerEnquiryRoutes(app);
}
