import type { FastifyInstance } from 'fastify';
import { IluDashboardInfo } from 'shared-domain/contracts/dashboard';
import { defineRoute, scopedDb } from '../../http/routes';
import { registerEnquiryRoutes } from './enquiries/routes';
import * as service from './service';

export function registerIluRoutes(app: FastifyInstance): void {
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
  registerEnquiryRoutes(app);
}
