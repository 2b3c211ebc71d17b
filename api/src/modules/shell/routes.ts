import type { FastifyInstance } from 'fastify';
import { DashboardInfo } from 'shared-domain/contracts/dashboard';
import {
  BannerMessages,
  Facilities,
  FacilitiesPermissionsResponse,
  FeatureFlags,
  LmsUrlResponse,
} from 'shared-domain/contracts/shell';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { defineRoute, scopedDb } from '../../http/routes';
import * as service from './service';

export function registerShellRoutes(app: FastifyInstance, ctx: AppContext<Database>): void {
  const tags = ['shell'];
  defineRoute(app, {
    method: 'GET',
    url: '/api/users/facilities-permissions',
    scope: 'user',
    tags,
    summary: 'The signed-in user, role permissions and facilities',
    schema: { response: { 200: FacilitiesPermissionsResponse } },
    handler: (req) => service.facilitiesPermissions(scopedDb(req), req.auth!),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/users/facilities',
    scope: 'user',
    tags,
    summary: "The user's facilities (by region, then name)",
    schema: { response: { 200: Facilities } },
    handler: (req) => service.userFacilities(scopedDb(req)),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/featureFlags',
    scope: 'facility',
    tags,
    summary: 'System and current-facility feature flags',
    schema: { response: { 200: FeatureFlags } },
    handler: (req) => service.featureFlags(scopedDb(req)),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/bannerMessages',
    scope: 'facility',
    tags,
    summary: "Active banner messages for the facility's type",
    schema: { response: { 200: BannerMessages } },
    handler: (req) => service.bannerMessages(scopedDb(req), req.auth!.facility!),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/dashboard',
    scope: 'facility',
    facilityType: 'AgeCare',
    tags,
    summary: 'AgeCare dashboard figures',
    schema: { response: { 200: DashboardInfo } },
    handler: (req) => service.dashboard(scopedDb(req), req.auth!),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/lms/TrainingManualUrl',
    scope: 'user',
    tags,
    summary: 'Training manual link',
    schema: { response: { 200: LmsUrlResponse } },
    handler: async () => service.lmsLink(ctx.config.trainingManualUrl, service.LMS_NOT_CONFIGURED.training),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/lms/ReleaseInformationUrl',
    scope: 'user',
    tags,
    summary: 'Release information link',
    schema: { response: { 200: LmsUrlResponse } },
    handler: async () => service.lmsLink(ctx.config.releaseInformationUrl, service.LMS_NOT_CONFIGURED.release),
  });
}
