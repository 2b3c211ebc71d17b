import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { defineRoute } from '../../http/routes';
import * as service from './service';

export function registerShellRoutes(app: FastifyInstance, ctx: AppContext<Database>): void {
  const tags = ['shell'];
  defineRoute(app, {
    method: 'GET', url: '/api/users/facilities-permissions', scope: 'user', tags,
    summary: 'The signed-in user, role permissions and facilities',
    handler: (req) => service.facilitiesPermissions(ctx, req.auth!),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/users/facilities', scope: 'user', tags,
    summary: "The user's facilities (by region, then name)",
    handler: (req) => service.userFacilities(ctx, req.auth!),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/featureFlags', scope: 'facility', tags,
    summary: 'System and current-facility feature flags',
    handler: (req) => service.featureFlags(ctx, req.auth!.facility!.id),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/bannerMessages', scope: 'facility', tags,
    summary: "Active banner messages for the facility's type",
    handler: (req) => service.bannerMessages(ctx, req.auth!.facility!),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/dashboard', scope: 'facility', facilityType: 'AgeCare', tags,
    summary: 'AgeCare dashboard figures',
    handler: (req) => service.dashboard(ctx, req.auth!),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/lms/TrainingManualUrl', scope: 'user', tags,
    summary: 'Training manual link',
    handler: async () => service.lmsLink(ctx.config.trainingManualUrl, service.LMS_NOT_CONFIGURED.training),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/lms/ReleaseInformationUrl', scope: 'user', tags,
    summary: 'Release information link',
    handler: async () => service.lmsLink(ctx.config.releaseInformationUrl, service.LMS_NOT_CONFIGURED.release),
  });
}
