import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerAccommodationRoutes } from './accommodations/routes';
import { registerFacilityRoutes } from './facilities/routes';
import { registerGlAccountRoutes } from './gl-accounts/routes';
import { registerOptionalServiceRoutes } from './optional-services/routes';
import { registerRoleRoutes } from './roles/routes';
import { registerUserRoutes } from './users/routes';

/**
 * The organisation administration of seed 002 (§2 "Organisation and administration", §7 "Organisation"):
 * facilities, users, roles and the permission matrix, accommodation types, rooms, units and beds, GL account mapping and
 * optional services. Each sub-feature is its own folder (routes -> service -> repository).
 */
export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerFacilityRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerRoleRoutes(app, ctx);
  registerAccommodationRoutes(app, ctx);
  registerGlAccountRoutes(app, ctx);
  registerOptionalServiceRoutes(app, ctx);
}
