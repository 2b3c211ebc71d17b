/**
 * Contracts of the leads area (seed 001 "Leads", "Tour", "Admission info", "ACCR", the funding estimate): the request
 * schemas the API validates and types its handlers with, and the response schemas whose types mfe-leads imports
 * (through lead-types.ts). Field names are the seed's. Every id names the record kind it points at (`Id(kind)`), so
 * the object-level suite can put another facility's ids in it; dates are real calendar dates, text has no control
 * characters and a maximum length; the field messages are the lead rules' own (shared-domain/leads), never restated.
 *
 * `{id}` in a leads path is the person (resident) id; bodies name residencies (`residencyId`) where the seed does.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  AcfiLevel,
  CARE_TYPE_NAMES,
  EnquiryStatus,
  IncomeAssetStatus,
  LeadCareType,
  RespiteCareLevel,
  Sex,
  SupportStatus,
} from '../enums';
import { LEAD_FIELD_MESSAGES as M, TOUR_ATTENDEES_MAX_LENGTH, TOUR_MESSAGES } from '../leads';
import { MESSAGES as RECORD_MESSAGES } from '../resident-record';
import { ACCOMMODATION_CLASSES } from '../stay';
import {
  DateOnly,
  Enum,
  Id,
  INT_MAX,
  Instant,
  LongText,
  NotIncludingItemsAfter,
  Paged,
  PagingQuery,
  Skip,
  Text,
  Version,
} from './common';

/**
 * A value or null, null FIRST: with the API's type coercion a string branch tried first would turn null into ''
 * (and the field would be saved as an empty string instead of cleared).
 */
const OrNull = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);
const Opt = <T extends TSchema>(schema: T) => Type.Optional(OrNull(schema));

const values = <T extends string>(o: Readonly<Record<string, T>>): T[] => Object.values(o);
const LEAD_STATUS_VALUES = values(EnquiryStatus);
const SEX_VALUES = values(Sex);

const DATE = { messages: { format: M.dateInvalid, type: M.dateInvalid } };
const LeadDate = () => DateOnly(DATE);
/** The admission's date: a 'YYYY-MM-DD', or an instant whose Melbourne date is the admission date. */
const DateOrInstant = () => Type.Union([DateOnly(DATE), Instant(DATE)]);
/** An email address: its format is the lead rules' (blank or valid, INVALID_EMAIL_MESSAGE), checked with the other rules. */
const Email = () => Text(200);

export const LeadStatus = Enum(LEAD_STATUS_VALUES);
export const LeadSex = Enum(SEX_VALUES);
const CareTypeField = (required: boolean) =>
  Enum(CARE_TYPE_NAMES, {
    messages: { enum: M.careTypeInvalid, type: M.careTypeInvalid, ...(required ? { required: M.careTypeRequired } : {}) },
  });
const Level = Enum(values(AcfiLevel));
export const LeadAcfiLevel = Level;
export type LeadAcfiLevel = Static<typeof LeadAcfiLevel>;

/** A reference-data row named in a body (enquiry source, religion, relationship): the id counts, the name is ignored. */
const NamedRef = Type.Object({ id: Id('reference'), name: Type.Optional(OrNull(Text(200))) });
const NamedRefs = Type.Optional(Type.Array(NamedRef, { maxItems: 50 }));

const AddressFields = {
  street1: Opt(Text(200)),
  street2: Opt(Text(200)),
  suburb: Opt(Text(100)),
  state: Opt(Text(50)),
  stateDescription: Opt(Text(100)),
  postCode: Opt(Text(10)),
  country: Opt(Text(100)),
  countryId: Opt(Id('reference')),
};

/** A contact in a lead body (primary or secondary). `id`, when sent, must be one of this person's contacts. */
export const LeadContactBody = Type.Object({
  id: Opt(Id('contact')),
  title: Opt(Text(20)),
  firstName: Text(100, { messages: { required: RECORD_MESSAGES.contactFirstNameRequired } }),
  lastName: Text(100, { messages: { required: RECORD_MESSAGES.contactLastNameRequired } }),
  phoneNumber: Opt(Text(30)),
  phoneNumberAlternate: Opt(Text(30)),
  contactNotes: Opt(LongText(2000)),
  email: Opt(Email()),
  relationships: NamedRefs,
  isBillPayer: Type.Optional(Type.Boolean()),
  ...AddressFields,
});
export type LeadContactBody = Static<typeof LeadContactBody>;

const LeadFields = {
  residentId: Type.Optional(Id('resident')),
  /** The same person as residentId (the seed sends both). */
  id: Type.Optional(Id('resident')),
  residencyId: Type.Optional(Id('residency')),
  firstName: Type.Optional(Text(100, { messages: { required: M.firstNameRequired } })),
  lastName: Type.Optional(Text(100, { messages: { required: M.lastNameRequired } })),
  preferredName: Opt(Text(100)),
  title: Opt(Text(20)),
  sex: Opt(LeadSex),
  dateOfBirth: Opt(LeadDate()),
  careType: Type.Optional(CareTypeField(false)),
  requestACCR: Type.Optional(Type.Boolean()),
  entitlementType: Opt(Text(20)),
  enquirySources: NamedRefs,
  religions: NamedRefs,
  isPrivateResidency: Type.Optional(Type.Boolean()),
  contactIsResident: Type.Optional(Type.Boolean()),
  contactFirstName: Opt(Text(100)),
  contactLastName: Opt(Text(100)),
  requestedAdmissionDateUtc: Opt(LeadDate()),
  requestedDepartureDateUtc: Opt(LeadDate()),
  preEntryLeaveDateUtc: Opt(LeadDate()),
  indigenousStatus: Opt(Text(50)),
  medicareNumber: Opt(Text(20)),
  medicareMemberNumber: Opt(Text(5)),
  medicareExpiryYear: Opt(
    Type.Integer({
      minimum: 1900,
      maximum: 2200,
      'x-messages': {
        minimum: M.medicareExpiryYearInvalid,
        maximum: M.medicareExpiryYearInvalid,
        type: M.medicareExpiryYearInvalid,
      },
    }),
  ),
  careRecipientId: Opt(Text(50, { messages: { maxLength: RECORD_MESSAGES.careIdTooLong } })),
  email: Opt(Email()),
  phoneNumber: Opt(Text(30)),
  primaryContact: Opt(LeadContactBody),
  secondaryContact: Opt(LeadContactBody),
  debtor: Opt(Text(50)),
  respiteCareLevel: Type.Optional(Enum(values(RespiteCareLevel))),
  adl: Type.Optional(Level),
  beh: Type.Optional(Level),
  chc: Type.Optional(Level),
  supportStatus: Opt(Enum(values(SupportStatus))),
  preferredFacilityLocationId: Opt(Id('location')),
  ...AddressFields,
};

/**
 * POST leads: a new person, or `residentId` of a person this facility knows (an enquiry again). The names and the
 * care type are checked by the lead rules (their messages), so the schema only shapes the body.
 */
export const CreateLeadBody = Type.Object(LeadFields, { minProperties: 1 });
export type CreateLeadBody = Static<typeof CreateLeadBody>;

/** PUT leads: the lead record; `version` is the lead's (409 when stale), `residentVersion` the person's. */
export const UpdateLeadBody = Type.Object({
  ...LeadFields,
  residentId: Id('resident'),
  version: Version(),
  careType: CareTypeField(true),
  firstName: Text(100, { messages: { required: M.firstNameRequired } }),
  lastName: Text(100, { messages: { required: M.lastNameRequired } }),
  residentVersion: Type.Optional(Version()),
});
export type UpdateLeadBody = Static<typeof UpdateLeadBody>;

/** The body of a lead action that only carries the lead's version (archive, restore, prospect, ACCR update...). */
export const LeadVersionBody = Type.Object({ version: Version() });
export type LeadVersionBody = Static<typeof LeadVersionBody>;

/** `{id}` of a leads path: the person (resident) id. */
export const LeadParams = Type.Object({ id: Id('resident') });
export const AccrParams = Type.Object({ residentId: Id('resident') });
/** GET tour/{id}: the lead's residency. DELETE tour/{id}: the tour. */
export const TourOfLeadParams = Type.Object({ id: Id('residency') });
export const TourParams = Type.Object({ id: Id('tour') });

/** The board filter (query of the board, a column and the export). */
const FilterFields = {
  leadCareType: Type.Optional(Enum(values(LeadCareType))),
  locationId: Type.Optional(Id('location')),
  gender: Type.Optional(LeadSex),
  anaccClass: Type.Optional(Type.Integer({ minimum: 1, maximum: 103 })),
};
const Take = Type.Optional(Type.Integer({ minimum: 1, maximum: 100 }));
export const LeadDashboardQuery = Type.Object({ take: Take, notIncludingItemsAfter: NotIncludingItemsAfter(), ...FilterFields });
export type LeadDashboardQuery = Static<typeof LeadDashboardQuery>;
export const LeadColumnQuery = Type.Object({
  status: LeadStatus,
  skip: Skip(),
  take: Take,
  notIncludingItemsAfter: NotIncludingItemsAfter(),
  ...FilterFields,
});
export type LeadColumnQuery = Static<typeof LeadColumnQuery>;
export const LeadFilterQuery = Type.Object(FilterFields);
export type LeadFilterQuery = Static<typeof LeadFilterQuery>;
export const LeadListQuery = PagingQuery;

/** An order number on the board: a plain decimal string (checked by the order rules). */
const OrderNumber = OrNull(Text(1100));

/**
 * Where the card was when the user moved it (the board they saw): a card another user moved since is refused with a
 * 409 naming them, and the board reloads the server's order. Optional: without it the move is not checked.
 */
const MovedFrom = {
  fromStatus: Type.Optional(LeadStatus),
  fromOrderNumber: Type.Optional(OrderNumber),
};

export const LeadStatusChange = Type.Object({
  residencyId: Id('residency'),
  status: LeadStatus,
  orderNumber: Type.Optional(OrderNumber),
  ...MovedFrom,
});
export type LeadStatusChange = Static<typeof LeadStatusChange>;
export const LeadOrderChange = Type.Object({
  currentResidencyId: Id('residency'),
  predecessorOrderNumber: OrderNumber,
  successorOrderNumber: OrderNumber,
  status: LeadStatus,
  ...MovedFrom,
});
export type LeadOrderChange = Static<typeof LeadOrderChange>;
export const PreAdmissionStatus = Type.Object({
  residencyId: Id('residency'),
  isContractSigned: Type.Boolean(),
  status: LeadStatus,
  isDeceased: Type.Boolean(),
});
export type PreAdmissionStatus = Static<typeof PreAdmissionStatus>;
export const PreferredLocationBody = Type.Object({
  residencyId: Id('residency'),
  preferredFacilityLocationId: OrNull(Id('location')),
});
export type PreferredLocationBody = Static<typeof PreferredLocationBody>;

/** POST tour/save: `id` (the tour) when editing, with its `version`. */
export const TourBody = Type.Object({
  id: Opt(Id('tour')),
  residencyId: Id('residency'),
  tourFacilitatorUserId: OrNull(Id('user')),
  tourFacilitatorUserName: Opt(Text(200)),
  attendees: Opt(LongText(TOUR_ATTENDEES_MAX_LENGTH, { messages: { maxLength: TOUR_MESSAGES.attendeesTooLong } })),
  isCompleted: Type.Boolean(),
  /** 'YYYY-MM-DD HH:mm:ss' in the facility's time (checked by the tour rules). */
  tourDateTime: OrNull(
    Text(40, { messages: { maxLength: TOUR_MESSAGES.dateTimeInvalid, pattern: TOUR_MESSAGES.dateTimeInvalid } }),
  ),
  version: Type.Optional(Version()),
});
export type TourBody = Static<typeof TourBody>;

/** PUT leads/admit/ (seed 001 "Admission info"). */
export const AdmitBody = Type.Object({
  residentId: Id('resident'),
  residencyId: Type.Optional(Id('residency')),
  bedId: OrNull(Id('bed')),
  admissionDateUtc: DateOrInstant(),
  admissionTimeLocal: Opt(Text(20)),
  expectedDepartureDateUtc: Type.Optional(OrNull(DateOrInstant())),
  preEntryLeaveDateUtc: Type.Optional(OrNull(DateOrInstant())),
  preEntryLeaveDays: Opt(
    Type.Integer({ minimum: 0, maximum: 365, 'x-messages': { minimum: M.preEntryLeaveDays, maximum: M.preEntryLeaveDays } }),
  ),
  accommodationClass: Opt(Enum([...ACCOMMODATION_CLASSES, ''] as const)),
  palliativeStatus: Type.Optional(Type.Boolean()),
  careType: CareTypeField(true),
  isPrivateResidency: Type.Optional(Type.Boolean()),
  version: Type.Optional(Version()),
});
export type AdmitBody = Static<typeof AdmitBody>;
export const AvailableBedsQuery = Type.Object({ date: Type.Optional(LeadDate()) });
export const FundingEstimateQuery = Type.Object({ estimateDate: Type.Optional(LeadDate()) });
export const ExpectedAnaccBody = Type.Object({ anaccClass: Type.Integer({ minimum: 1, maximum: 103 }) });
export type ExpectedAnaccRequest = Static<typeof ExpectedAnaccBody>;

// ---------------------------------------------------------------- responses (the types mfe-leads reads)

const Str = Type.String();
const NullStr = OrNull(Str);
const Int = Type.Integer({ minimum: -INT_MAX, maximum: INT_MAX });
const OptStr = Type.Optional(NullStr);
const ResponseAddress = {
  street1: OptStr,
  street2: OptStr,
  suburb: OptStr,
  state: OptStr,
  stateDescription: OptStr,
  postCode: OptStr,
  country: OptStr,
  countryId: Type.Optional(OrNull(Int)),
};
const CareTypeName = Enum(CARE_TYPE_NAMES);

/** AN-ACC variable component (one class with its funding on a date). Money values are decimal strings ("215.82"). */
export const AnaccVariableComponent = Type.Object({
  anaccClass: Int,
  anaccClassText: Str,
  description: Type.Optional(Str),
  nwau: Str,
  rate: Str,
  totalCareMinutes: OrNull(Int),
  registeredNurseCareMinutes: OrNull(Int),
  isPermanent: Type.Boolean(),
  isRespite: Type.Boolean(),
  isDefault: Type.Boolean(),
});
export type AnaccVariableComponent = Static<typeof AnaccVariableComponent>;

/** AN-ACC fixed component of the facility on a date (with the API's bctCategory, isDemoValue and note). */
export const AnaccFixedComponent = Type.Object({
  baseCareTariff: Str,
  nwau: Str,
  facilityMMMClassificationText: Str,
  saClass: OptStr,
  numberOfBeds: Int,
  fundingBasis: Str,
  bctCategory: Type.Optional(Str),
  isDemoValue: Type.Optional(Type.Boolean()),
  note: OptStr,
});
export type AnaccFixedComponent = Static<typeof AnaccFixedComponent>;

/** A facilitator the tour form offers. */
const NamedUser = Type.Object({ id: Int, name: Str });

/** A tour of a lead (GET tour/{id}; the POST tour/save body without `tourFacilitatorUsers`). */
export const Tour = Type.Object({
  id: Type.Optional(OrNull(Int)),
  residencyId: Int,
  tourFacilitatorUserId: OrNull(Int),
  tourFacilitatorUserName: OptStr,
  attendees: OptStr,
  isCompleted: Type.Boolean(),
  tourDateTime: NullStr,
  tourFacilitatorUsers: Type.Optional(Type.Array(NamedUser)),
  version: Type.Optional(Int),
});
export type Tour = Static<typeof Tour>;

/** Tour summary shown on a lead card. */
export const LeadTourInfo = Type.Object({
  id: Int,
  tourDateTime: Str,
  isCompleted: Type.Boolean(),
  tourFacilitatorUserName: NullStr,
});
export type LeadTourInfo = Static<typeof LeadTourInfo>;

/** A card of the lead board. `orderNumber` is a decimal string (larger is lower on the board). */
export const LeadCard = Type.Object({
  residentId: Int,
  residencyId: Int,
  firstName: Str,
  lastName: Str,
  sex: OrNull(LeadSex),
  supportStatus: OrNull(Enum(values(SupportStatus))),
  careType: CareTypeName,
  respiteCareLevel: Enum(values(RespiteCareLevel)),
  adl: Level,
  beh: Level,
  chc: Level,
  incomeAssetStatus: Enum(values(IncomeAssetStatus)),
  status: LeadStatus,
  orderNumber: Str,
  hasPreviousResidency: Type.Boolean(),
  isArchived: Type.Boolean(),
  isPrivateResidency: Type.Boolean(),
  isContractSigned: Type.Boolean(),
  isDeceased: Type.Boolean(),
  location: OrNull(Type.Object({ id: Int, name: Str })),
  createdOnUtc: Str,
  requestedAdmissionDateUtc: NullStr,
  tourInfo: OrNull(LeadTourInfo),
  expectedAnaccVariableComponent: OrNull(Type.Object({ anaccClass: Int, anaccClassText: Str, rate: Str })),
  version: Int,
});
export type LeadCard = Static<typeof LeadCard>;

export const LeadColumn = Type.Object({
  totalCount: Int,
  result: Type.Array(LeadCard),
  notIncludingItemsAfter: Type.Optional(Str),
});
export type LeadColumn = Static<typeof LeadColumn>;
export const LeadDashboard = Type.Object({
  enquiries: LeadColumn,
  tourBooked: LeadColumn,
  tourCompleted: LeadColumn,
  waiting: LeadColumn,
  confirmed: LeadColumn,
});
export type LeadDashboard = Static<typeof LeadDashboard>;
export const LeadList = Paged(LeadCard);

export const LeadDashboardFilters = Type.Object({
  leadLocations: Type.Array(Type.Object({ id: Int, name: Str })),
  genders: Type.Array(LeadSex),
  anaccVariableComponents: Type.Array(Type.Object({ anaccClass: Int, anaccClassText: Str })),
});
export type LeadDashboardFilters = Static<typeof LeadDashboardFilters>;

/** A contact as GET leads/{id} shows it. */
export const LeadContact = Type.Object({
  id: Type.Optional(Int),
  title: OptStr,
  firstName: Str,
  lastName: Str,
  phoneNumber: OptStr,
  phoneNumberAlternate: OptStr,
  contactNotes: OptStr,
  relationships: Type.Optional(Type.Array(Type.Object({ id: Int, name: Str }))),
  email: OptStr,
  isBillPayer: Type.Optional(Type.Boolean()),
  ...ResponseAddress,
});
export type LeadContact = Static<typeof LeadContact>;

const NamedOut = Type.Array(Type.Object({ id: Int, name: Type.Optional(Str) }));
const ExpectedAnacc = Type.Object({ anaccClass: Int, anaccClassText: Str, classificationDate: Str });

/**
 * The lead payload of POST leads / PUT leads as the browser builds it, and GET leads/{id} (which adds the read-only
 * fields and `residentVersion`, the person's version).
 */
export const Lead = Type.Object({
  residentId: Type.Optional(Int),
  id: Type.Optional(Int),
  residencyId: Type.Optional(Int),
  version: Type.Optional(Int),
  firstName: Str,
  lastName: Str,
  preferredName: OptStr,
  title: OptStr,
  sex: Type.Optional(OrNull(LeadSex)),
  dateOfBirth: OptStr,
  careType: CareTypeName,
  requestACCR: Type.Optional(Type.Boolean()),
  entitlementType: Type.Optional(Str),
  enquirySources: Type.Optional(NamedOut),
  religions: Type.Optional(NamedOut),
  isPrivateResidency: Type.Optional(Type.Boolean()),
  contactIsResident: Type.Optional(Type.Boolean()),
  contactFirstName: OptStr,
  contactLastName: OptStr,
  requestedAdmissionDateUtc: OptStr,
  requestedDepartureDateUtc: OptStr,
  preEntryLeaveDateUtc: OptStr,
  indigenousStatus: OptStr,
  medicareNumber: OptStr,
  medicareMemberNumber: OptStr,
  medicareExpiryYear: Type.Optional(OrNull(Int)),
  careRecipientId: OptStr,
  email: OptStr,
  phoneNumber: OptStr,
  primaryContact: Type.Optional(OrNull(LeadContact)),
  secondaryContact: Type.Optional(OrNull(LeadContact)),
  debtor: OptStr,
  respiteCareLevel: Type.Optional(Enum(values(RespiteCareLevel))),
  adl: Type.Optional(Level),
  beh: Type.Optional(Level),
  chc: Type.Optional(Level),
  supportStatus: Type.Optional(OrNull(Enum(values(SupportStatus)))),
  preferredFacilityLocationId: Type.Optional(OrNull(Int)),
  residentVersion: Type.Optional(Int),
  // read-only in GET leads/{id}
  status: Type.Optional(LeadStatus),
  isArchived: Type.Optional(Type.Boolean()),
  isProspect: Type.Optional(Type.Boolean()),
  isContractSigned: Type.Optional(Type.Boolean()),
  isDeceased: Type.Optional(Type.Boolean()),
  incomeAssetStatus: Type.Optional(Enum(values(IncomeAssetStatus))),
  facilityId: Type.Optional(Int),
  facilityName: Type.Optional(Str),
  createdOnUtc: Type.Optional(Str),
  tourInfo: Type.Optional(OrNull(LeadTourInfo)),
  expectedAnacc: Type.Optional(OrNull(ExpectedAnacc)),
  hasPreviousResidency: Type.Optional(Type.Boolean()),
  ...ResponseAddress,
});
export type Lead = Static<typeof Lead>;

/** GET leads/{id} and PUT leads: the record with the person's version. */
export const LeadRecord = Type.Object({ ...Lead.properties, residentVersion: Int });
export type LeadRecord = Static<typeof LeadRecord>;

export const CreateLeadResponse = Type.Object({
  lead: Type.Object({ residentId: Int, residencyId: Int }),
  getACCRCommandResult: OrNull(Type.Object({ accrLoaded: Type.Boolean() })),
  errorMessage: NullStr,
});
export type CreateLeadResponse = Static<typeof CreateLeadResponse>;

/** GET accr/{residentId} (the ACCR client record, from the ACCR adapter). */
export const AccrRecord = Type.Object({
  residentId: Int,
  careRecipientId: NullStr,
  firstName: Str,
  lastName: Str,
  dateOfBirth: NullStr,
  sex: OrNull(LeadSex),
  medicareNumber: NullStr,
  approvals: Type.Array(Type.Object({ careType: Str, approvedFrom: Str, approvedTo: NullStr, status: Str })),
  anaccClass: OrNull(Int),
  anaccClassText: NullStr,
  assessmentDate: NullStr,
  source: Str,
  retrievedOnUtc: Str,
});
export type AccrRecord = Static<typeof AccrRecord>;

/** GET leads/{id}/funding-estimate (pre-admission funding estimate with the AN-ACC calculator). */
export const FundingEstimate = Type.Object({
  residencyId: Int,
  careType: CareTypeName,
  estimateDate: Str,
  anaccClass: OrNull(Int),
  variableComponent: OrNull(AnaccVariableComponent),
  fixedComponent: OrNull(AnaccFixedComponent),
  dailyBasicSubsidy: NullStr,
  anaccVariableComponents: Type.Array(AnaccVariableComponent),
});
export type FundingEstimate = Static<typeof FundingEstimate>;
/** The estimate with the AN-ACC price per NWAU on the estimate date. */
export const FundingEstimateResponse = Type.Object({ ...FundingEstimate.properties, pricePerNwau: NullStr });
export type FundingEstimateResponse = Static<typeof FundingEstimateResponse>;
export const ExpectedAnaccResult = Type.Object({
  saved: Type.Boolean(),
  expectedAnacc: ExpectedAnacc,
  fundingEstimate: FundingEstimateResponse,
});
export type ExpectedAnaccResult = Static<typeof ExpectedAnaccResult>;

export const LeadOrderResult = Type.Object({ result: Str });
export type LeadOrderResult = Static<typeof LeadOrderResult>;
export const TourSaveResult = Type.Object({ ...Tour.properties, leadStatus: LeadStatus, leadVersion: Int });
export type TourSaveResult = Static<typeof TourSaveResult>;
export const TourDeleteResult = Type.Object({ id: Int, residencyId: Int, leadStatus: LeadStatus });
export type TourDeleteResult = Static<typeof TourDeleteResult>;

export const AdmitResult = Type.Object({
  residentId: Int,
  residencyId: Int,
  admissionDateUtc: Str,
  bedId: Int,
  eventId: Int,
  uniqueEventId: NullStr,
  medicareSubmitted: Type.Boolean(),
  version: Int,
});
export type AdmitResult = Static<typeof AdmitResult>;

const AvailableBed = Type.Object({ bedId: Int, name: Str, label: Str });
export const LeadAvailableBeds = Type.Object({
  residentId: Int,
  residencyId: Int,
  version: Int,
  currentBedId: Type.Null(),
  assignedAccommodationAndBed: Type.Null(),
  locations: Type.Array(
    Type.Object({
      locationId: OrNull(Int),
      locationName: Str,
      rooms: Type.Array(Type.Object({ accommodationId: Int, roomNumber: Str, beds: Type.Array(AvailableBed) })),
    }),
  ),
});
export type LeadAvailableBeds = Static<typeof LeadAvailableBeds>;

export const UpdateFromAccrResult = Type.Object({
  accr: AccrRecord,
  updatedFields: Type.Array(Str),
  version: Int,
  residentVersion: Int,
});
export type UpdateFromAccrResult = Static<typeof UpdateFromAccrResult>;
export const MarkAsProspectResult = Type.Object({
  residentId: Int,
  residencyId: Int,
  isProspect: Type.Literal(true),
  version: Int,
});
export type MarkAsProspectResult = Static<typeof MarkAsProspectResult>;
export const DeleteLeadResult = Type.Object({ residentId: Int, residencyId: Int, deleted: Type.Literal(true) });
export type DeleteLeadResult = Static<typeof DeleteLeadResult>;
export const SendToDepartedListResult = Type.Object({ residentId: Int, residencyId: Int });
export type SendToDepartedListResult = Static<typeof SendToDepartedListResult>;
