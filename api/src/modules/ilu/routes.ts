import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { defineRoute } from '../../http/routes';
import * as service from './service';

export function registerIluRoutes(app: FastifyInstance, ctx: AppContext<Database>): void {
  defineRoute(app, {
    method: 'GET', url: '/api/ilu-dashboard', scope: 'facility', facilityType: 'IndependentLiving', tags: ['ilu'],
    summary: 'Independent-living dashboard',
    handler: (req) => service.iluDashboard(ctx, req.auth!),
  });
}
