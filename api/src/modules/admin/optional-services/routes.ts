import type { FastifyInstance } from 'fastify';
import { OptionalServiceList, SaveOptionalServicesBody } from 'shared-domain/contracts/admin-finance';
import type { AppContext } from '../../../context';
import { defineRoute, scopedDb } from '../../../http/routes';
import * as service from './service';

const tags = ['admin'];

/** Facility optional services (seed 002 §7 facilities/optional-services): facilityOptionalServices (406). */
export function registerOptionalServiceRoutes(app: FastifyInstance, _ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/facilities/optional-services',
    scope: 'facility',
    tags,
    permission: { name: 'facilityOptionalServices', flag: 'canView' },
    summary: "The facility's optional services with their rates, status and current rate",
    schema: { response: { 200: OptionalServiceList } },
    example: {},
    handler: (req) => service.listServices(scopedDb(req), req),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/facilities/optional-services',
    scope: 'facility',
    tags,
    permission: { name: 'facilityOptionalServices', flag: 'canModify' },
    summary: 'Save optional services (added or changed; a stop date stops a service)',
    schema: { body: SaveOptionalServicesBody, response: { 200: OptionalServiceList } },
    // Saving nothing: a valid request that changes nothing, so later examples see the demo services.
    example: { body: { services: [] } },
    handler: (req) => service.saveServices(scopedDb(req), req, req.body),
  });
}
