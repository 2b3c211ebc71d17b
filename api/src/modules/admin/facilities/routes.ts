import type { FastifyInstance } from 'fastify';
import {
  AllOrganisationFacilitiesQuery,
  FacilitiesQuery,
  OrganisationFacilities,
  Regions,
} from 'shared-domain/contracts/admin-users';
import type { AppContext } from '../../../context';
import { defineRoute, scopedDb } from '../../../http/routes';
import * as service from './service';

const tags = ['admin'];
/** The /facilities screen needs facilityDetails canAction (seed 002 §2). */
const FACILITY_LIST = { name: 'facilityDetails', flag: 'canAction' } as const;

/** Facilities of the organisation (seed 002 §7 Organisation). */
export function registerFacilityRoutes(app: FastifyInstance, _ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/facilities',
    scope: 'facility',
    permission: FACILITY_LIST,
    tags,
    summary: "The organisation's facilities the caller may use (optionally of one type), by name",
    schema: { querystring: FacilitiesQuery, response: { 200: OrganisationFacilities } },
    example: { query: { facilityType: 'AgeCare' } },
    handler: (req) => service.facilities(scopedDb(req), req.query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/facilities/regions',
    scope: 'facility',
    permission: FACILITY_LIST,
    tags,
    summary: "The organisation's regions, by name",
    schema: { response: { 200: Regions } },
    handler: (req) => service.regions(scopedDb(req)),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/facilities/all-organisation-facilities',
    scope: 'facility',
    tags,
    summary: "Every facility of the organisation (a transfer's destination...), optionally without the current one",
    schema: { querystring: AllOrganisationFacilitiesQuery, response: { 200: OrganisationFacilities } },
    example: { query: { excludeCurrentlyLoggedInFacility: 'true' } },
    handler: (req) => service.allOrganisationFacilities(scopedDb(req), req.query),
  });
}
