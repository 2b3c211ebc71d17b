/**
 * Contracts of accommodation types, rooms, units, beds and out-of-service periods (seed 002 §3 "Accommodation type",
 * "Room or unit", "Accommodation financial event", §7 "accommodations/..."): what the API validates and what mfe-admin's
 * resources read. Field names are the seed's. Money is decimal text; dates are 'YYYY-MM-DD'.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ACCOMMODATION_MESSAGES as M, MAX_BEDS_PER_ROOM, UNIT_STATUSES } from '../accommodations';
import { DateOnly, Enum, Id, Money, Nullable, Text, Version } from './common';

const FeatureName = () => Text(100, { minLength: 1 });
const Features = () => Type.Array(FeatureName(), { maxItems: 50 });
const PriceSetting = () =>
  Type.Union([Type.Literal(0), Type.Literal(1)], { 'x-messages': { type: 'The price setting is not valid.' } });

export const UnitStatus = Enum(UNIT_STATUSES);
export type UnitStatus = Static<typeof UnitStatus>;

// ---- Accommodation types

export const PriceHistoryEntry = Type.Object({
  price: Type.String(),
  priceSetting: Type.Integer(),
  priceSettingDescription: Type.String(),
  effectiveDate: Type.String(),
});
export type PriceHistoryEntry = Static<typeof PriceHistoryEntry>;

export const AccommodationType = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  numberBeds: Type.Integer(),
  price: Nullable(Type.String()),
  priceSetting: Type.Integer(),
  priceSettingDescription: Type.String(),
  isIluFacility: Type.Boolean(),
  features: Type.Array(Type.String()),
  accommodationTypePriceHistories: Type.Array(PriceHistoryEntry),
  /** Residents in rooms of the type now: the maximum occupancy is locked while there are any. */
  residentsAssigned: Type.Integer(),
  version: Type.Integer(),
});
export type AccommodationType = Static<typeof AccommodationType>;
export const AccommodationTypeList = Type.Array(AccommodationType);

/** POST accommodations/types: creates (no id) or edits a type. */
export const SaveAccommodationTypeBody = Type.Object({
  id: Type.Optional(Nullable(Id('accommodationType'))),
  name: Text(100, { messages: { required: M.nameRequired } }),
  numberBeds: Type.Integer({ minimum: 1, maximum: MAX_BEDS_PER_ROOM }),
  price: Money({ messages: { required: M.priceRequired } }),
  priceSetting: PriceSetting(),
  features: Type.Optional(Features()),
  /** The version read (edits only). */
  version: Type.Optional(Version()),
});
export type SaveAccommodationTypeBody = Static<typeof SaveAccommodationTypeBody>;

export const FeatureList = Type.Array(Type.String());

// ---- Rooms and units

export const AccommodationSummary = Type.Object({
  id: Type.Integer(),
  roomNumber: Type.String(),
  accommodationTypeId: Nullable(Type.Integer()),
  accommodationTypeName: Type.String(),
  facilityLocationId: Nullable(Type.Integer()),
  iluStatus: Nullable(Type.String()),
  beds: Type.Integer(),
  occupiedBeds: Type.Integer(),
  outOfServiceBeds: Type.Integer(),
});
export type AccommodationSummary = Static<typeof AccommodationSummary>;

/** GET accommodations: the facility's rooms (or units) grouped by location, locations by name, numbers in order. */
export const AccommodationGroups = Type.Array(
  Type.Object({
    locationId: Nullable(Type.Integer()),
    locationName: Type.String(),
    accommodations: Type.Array(AccommodationSummary),
  }),
);
export type AccommodationGroups = Static<typeof AccommodationGroups>;

export const RoomBed = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  occupant: Nullable(Type.String()),
  isOutOfService: Type.Boolean(),
  softDeleted: Type.Boolean(),
});
export type RoomBed = Static<typeof RoomBed>;

export const OutOfServiceDate = Type.Object({
  id: Type.Integer(),
  bedId: Type.Integer(),
  bedNumber: Type.String(),
  startDate: Type.String(),
  endDate: Nullable(Type.String()),
  isDeleted: Type.Boolean(),
});
export type OutOfServiceDate = Static<typeof OutOfServiceDate>;

export const AccommodationDetail = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  facilityLocationId: Nullable(Type.Integer()),
  locationName: Type.String(),
  accommodationTypeId: Nullable(Type.Integer()),
  accommodationTypeName: Type.String(),
  numberBeds: Type.Integer(),
  features: Type.Array(Type.String()),
  iluStatus: Nullable(Type.String()),
  beds: Type.Array(RoomBed),
  outOfServiceDates: Type.Array(OutOfServiceDate),
  /** Names of the residents in the room's beds (rooms) or of the unit's current allocation (units). */
  occupants: Type.Array(Type.String()),
  version: Type.Integer(),
});
export type AccommodationDetail = Static<typeof AccommodationDetail>;

export const AccommodationParams = Type.Object({ id: Id('room') });

/** POST accommodations/add. */
export const AddAccommodationBody = Type.Object({
  roomNumber: Text(20, { messages: { required: M.numberRequired } }),
  accommodationTypeId: Id('accommodationType', { messages: { required: M.typeRequired } }),
  facilityLocationId: Id('location', { messages: { required: M.locationRequired } }),
});
export type AddAccommodationBody = Static<typeof AddAccommodationBody>;
export const AddAccommodationResult = Type.Object({ id: Type.Integer(), nextRoomNumber: Type.String() });

export const EditBed = Type.Object({ id: Id('bed'), isOutOfService: Type.Boolean() });
export const EditOutOfServiceDate = Type.Object({
  /** A saved period (to change or delete); none for a new one. */
  id: Type.Optional(Nullable(Id('outOfServicePeriod'))),
  bedId: Id('bed', { messages: { required: M.periodBedRequired } }),
  startDate: DateOnly({ messages: { required: M.periodStartRequired } }),
  endDate: Type.Optional(Nullable(DateOnly())),
  isDeleted: Type.Optional(Type.Boolean()),
});
export type EditOutOfServiceDate = Static<typeof EditOutOfServiceDate>;

/** POST accommodations/edit (units also send iluStatus). */
export const EditAccommodationBody = Type.Object({
  id: Id('room'),
  number: Text(20, { messages: { required: M.numberRequired } }),
  facilityLocationId: Id('location', { messages: { required: M.locationRequired } }),
  accommodationTypeId: Id('accommodationType', { messages: { required: M.typeRequired } }),
  features: Type.Optional(Features()),
  beds: Type.Optional(Type.Array(EditBed, { maxItems: MAX_BEDS_PER_ROOM * 2 })),
  outOfServiceDates: Type.Optional(Type.Array(EditOutOfServiceDate, { maxItems: 200 })),
  iluStatus: Type.Optional(UnitStatus),
  version: Version(),
});
export type EditAccommodationBody = Static<typeof EditAccommodationBody>;

export const DeleteAccommodationResult = Type.Object({ id: Type.Integer() });

// ---- Units

export const UnitStatusParams = Type.Object({ status: Type.Union([UnitStatus, Type.Literal('All')]) });

/** A unit as the units screen lists it (seed 002 §3 "Unit display fields"). */
export const UnitItem = Type.Object({
  accommodationId: Type.Integer(),
  roomNumber: Type.String(),
  accommodationName: Type.String(),
  location: Type.String(),
  price: Nullable(Type.String()),
  iluStatus: Nullable(Type.String()),
  /** The open independent-living allocation (an enquiry, or its residents) the unit is assigned to. */
  iluAllocationId: Type.Optional(Nullable(Type.Integer())),
  briefNotes: Nullable(Type.String()),
  version: Type.Integer(),
});
export type UnitItem = Static<typeof UnitItem>;
export const UnitList = Type.Array(UnitItem);

/** GET accommodations/locationAccommodationTypes: what the add and edit forms pick from. */
export const LocationAccommodationTypes = Type.Object({
  locations: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  accommodationTypes: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), numberBeds: Type.Integer() })),
});
export type LocationAccommodationTypes = Static<typeof LocationAccommodationTypes>;

/** GET accommodations/out-of-service-beds: the beds out of service today. */
export const OutOfServiceBeds = Type.Array(
  Type.Object({
    bedId: Type.Integer(),
    bedNumber: Type.String(),
    accommodationId: Type.Integer(),
    roomNumber: Type.String(),
    startDate: Nullable(Type.String()),
    endDate: Nullable(Type.String()),
  }),
);
export type OutOfServiceBeds = Static<typeof OutOfServiceBeds>;

/** GET accommodations/{id}/financial-events: the unit's accommodation financial events, latest first. */
export const AccommodationFinancialEvents = Type.Object({
  accommodationId: Type.Integer(),
  events: Type.Array(
    Type.Object({
      id: Type.Integer(),
      noticeToVacateDateUtc: Nullable(Type.String()),
      balancePaidDateUtc: Nullable(Type.String()),
      depositPaidDateUtc: Nullable(Type.String()),
      contractSignedDateUtc: Nullable(Type.String()),
      residentNames: Type.Array(Type.String()),
      iluAllocationId: Nullable(Type.Integer()),
      residentId: Nullable(Type.Integer()),
      isAdmitted: Type.Boolean(),
    }),
  ),
});
export type AccommodationFinancialEvents = Static<typeof AccommodationFinancialEvents>;
