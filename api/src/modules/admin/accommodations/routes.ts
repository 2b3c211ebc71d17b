import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AccommodationDetail,
  AccommodationFinancialEvents,
  AccommodationGroups,
  AccommodationParams,
  AccommodationType,
  AccommodationTypeList,
  AddAccommodationBody,
  AddAccommodationResult,
  DeleteAccommodationResult,
  EditAccommodationBody,
  FeatureList,
  LocationAccommodationTypes,
  OutOfServiceBeds,
  SaveAccommodationTypeBody,
  UnitList,
  UnitStatusParams,
} from 'shared-domain/contracts/admin-accommodations';
import type { AppContext } from '../../../context';
import { defineRoute, scopedDb } from '../../../http/routes';
import { ACCOMMODATION_EXAMPLES as EX } from './examples';
import * as rooms from './rooms/service';
import * as types from './types/service';

const tags = ['admin'];
const TYPES_VIEW = { name: 'facilityRoomTypes', flag: 'canView' } as const;
const TYPES_MODIFY = { name: 'facilityRoomTypes', flag: 'canModify' } as const;
const ROOMS_VIEW = { name: 'facilityRooms', flag: 'canView' } as const;
const ROOMS_MODIFY = { name: 'facilityRooms', flag: 'canModify' } as const;
const ROOMS_REMOVE = { name: 'facilityRooms', flag: 'canRemove' } as const;

/** The current facility's type: rooms in aged care, units in independent living. */
const facilityTypeOf = (req: FastifyRequest) => req.auth?.facility?.facilityType ?? 'AgeCare';

/** Accommodation types, rooms, units, beds (seed 002 §7 accommodations). */
export function registerAccommodationRoutes(app: FastifyInstance, _ctx: AppContext): void {
  // ---- Types
  defineRoute(app, {
    method: 'GET',
    url: '/api/accommodations/types',
    scope: 'facility',
    tags,
    permission: TYPES_VIEW,
    summary: "The facility's accommodation types with price, price setting, features and price history",
    schema: { response: { 200: AccommodationTypeList } },
    handler: (req) => types.listTypes(scopedDb(req)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/accommodations/types',
    scope: 'facility',
    tags,
    permission: TYPES_MODIFY,
    summary: 'Create (no id) or edit an accommodation type',
    schema: { body: SaveAccommodationTypeBody, response: { 200: AccommodationType } },
    example: { body: { name: 'Example suite', numberBeds: 1, price: '185.50', priceSetting: 0, features: ['Ensuite'] } },
    handler: (req) => types.saveType(scopedDb(req), facilityTypeOf(req), req.body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/accommodations/types/features',
    scope: 'facility',
    tags,
    permission: TYPES_VIEW,
    summary: 'The features a type can have (the facility list)',
    schema: { response: { 200: FeatureList } },
    handler: (req) => types.typeFeatures(scopedDb(req)),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/accommodations/features',
    scope: 'facility',
    tags,
    permission: ROOMS_VIEW,
    summary: 'The features a room or unit can have (the facility list)',
    schema: { response: { 200: FeatureList } },
    handler: (req) => types.roomFeatures(scopedDb(req)),
  });

  // ---- Rooms and units
  defineRoute(app, {
    method: 'GET',
    url: '/api/accommodations',
    scope: 'facility',
    tags,
    permission: ROOMS_VIEW,
    summary: "The facility's rooms (or units) grouped by location",
    schema: { response: { 200: AccommodationGroups } },
    handler: (req) => rooms.listGroups(scopedDb(req)),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/accommodations/locationAccommodationTypes',
    scope: 'facility',
    tags,
    permission: ROOMS_VIEW,
    summary: "The facility's locations and accommodation types (the room forms' pickers)",
    schema: { response: { 200: LocationAccommodationTypes } },
    handler: (req) => rooms.locationAccommodationTypes(scopedDb(req)),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/accommodations/out-of-service-beds',
    scope: 'facility',
    facilityType: 'AgeCare',
    tags,
    permission: ROOMS_VIEW,
    summary: 'The beds out of service today (an undeleted period covers today)',
    schema: { response: { 200: OutOfServiceBeds } },
    handler: (req) => rooms.outOfServiceBeds(scopedDb(req)),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/accommodations/units-by-status/:status',
    scope: 'facility',
    facilityType: 'IndependentLiving',
    tags,
    permission: ROOMS_VIEW,
    summary: 'Units with the status (All for every unit), with price and brief note',
    schema: { params: UnitStatusParams, response: { 200: UnitList } },
    example: { params: { status: 'All' } },
    handler: (req) => rooms.units(scopedDb(req), req.params.status),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/accommodations/:id/financial-events',
    scope: 'facility',
    facilityType: 'IndependentLiving',
    tags,
    permission: ROOMS_VIEW,
    summary: "The unit's accommodation financial events, latest first",
    schema: { params: AccommodationParams, response: { 200: AccommodationFinancialEvents } },
    example: { params: { id: String(EX.unit) } },
    handler: (req) => rooms.financialEvents(scopedDb(req), req.params.id),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/accommodations/:id',
    scope: 'facility',
    tags,
    permission: ROOMS_VIEW,
    summary: 'One room or unit with its beds, occupants and out-of-service periods',
    schema: { params: AccommodationParams, response: { 200: AccommodationDetail } },
    example: { params: { id: String(EX.room) } },
    handler: (req) => rooms.getAccommodation(scopedDb(req), req.params.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/accommodations/add',
    scope: 'facility',
    tags,
    permission: ROOMS_MODIFY,
    summary: 'Add a room (with its type’s beds) or a unit; answers the next number to offer',
    schema: { body: AddAccommodationBody, response: { 200: AddAccommodationResult } },
    example: { body: { roomNumber: 'G950', accommodationTypeId: EX.type, facilityLocationId: EX.location } },
    handler: (req) => rooms.add(scopedDb(req), facilityTypeOf(req), req.body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/accommodations/edit',
    scope: 'facility',
    tags,
    permission: ROOMS_MODIFY,
    summary: 'Edit a room or unit: number, location, type (beds follow), features, out-of-service periods and beds',
    schema: { body: EditAccommodationBody, response: { 200: AccommodationDetail } },
    example: {
      body: {
        id: EX.editRoom,
        number: 'G901',
        facilityLocationId: EX.location,
        accommodationTypeId: EX.type,
        features: ['Garden view'],
        beds: [{ id: EX.editBed, isOutOfService: false }],
        outOfServiceDates: [{ bedId: EX.editBed, startDate: '2031-02-01', endDate: '2031-02-14' }],
        version: 1,
      },
    },
    handler: (req) => rooms.edit(scopedDb(req), facilityTypeOf(req), req.body),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/accommodations/:id',
    scope: 'facility',
    tags,
    permission: ROOMS_REMOVE,
    summary: 'Delete a room or unit (refused with residents, or for an occupied unit)',
    schema: { params: AccommodationParams, response: { 200: DeleteAccommodationResult } },
    example: { params: { id: String(EX.deleteRoom) } },
    handler: (req) => rooms.remove(scopedDb(req), req.params.id),
  });
}
