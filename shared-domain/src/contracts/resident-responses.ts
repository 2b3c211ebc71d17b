/**
 * Response schemas of the residents area (seed 000 §3 "Resident or lead", "Contact", "BillPayerDetail", "Leave"), declared
 * once: the API serialises the GET routes' bodies with them and OpenAPI documents them; the remotes import the `Static`
 * types (through resident-types.ts, under the names they always had). Dates: date-only values are 'YYYY-MM-DD', instants
 * ISO-8601 UTC strings. Plain types without formats or lengths: responses are serialised, never validated. Fastify drops
 * every property a response schema does not declare, so a field added to a response must be added here too.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  BillPayerType,
  CareType,
  DepartureReason,
  FacilityType,
  IncomeAssetStatus,
  Sex,
  SupportLevel,
  AgeCareLeaveType,
  IluLeaveType,
  type LeaveType,
} from '../enums';
import type { BillPayerDetailWithDrawdowns, ContactInput, PostalAddress } from '../resident-record';
import { Enum, Nullable, Paged, RecordChange, type Same } from './common';

const Str = Type.String();
const Num = Type.Number();
const Bool = Type.Boolean();
const Opt = <T extends TSchema>(schema: T) => Type.Optional(schema);
/** `x?: T | null`: the interfaces' optional-and-clearable fields. */
const OptNull = <T extends TSchema>(schema: T) => Type.Optional(Nullable(schema));
const OptStr = OptNull(Str);

const values = <T extends string>(o: Readonly<Record<string, T>>): T[] => Object.values(o);
const CareTypeValue = Type.Unsafe<CareType>({ type: 'integer', enum: Object.values(CareType) });
const FacilityTypeValue = Enum(values(FacilityType));
const SexValue = Enum(values(Sex));
const DepartureReasonValue = Enum(values(DepartureReason));
const BillPayerTypeValue = Enum(values(BillPayerType));
const SupportLevelValue = Enum(values(SupportLevel));
const IncomeAssetStatusValue = Enum(values(IncomeAssetStatus));
const LEAVE_TYPES = [...new Set<LeaveType>([...values(AgeCareLeaveType), ...values(IluLeaveType)])];
const LeaveTypeValue = Enum(LEAVE_TYPES);
const NamedReference = Type.Object({ id: Num, name: Str });

const AddressFields = {
  street1: OptStr,
  street2: OptStr,
  suburb: OptStr,
  state: OptStr,
  stateDescription: OptStr,
  postCode: OptStr,
  country: OptStr,
  countryId: OptNull(Num),
};
export const Address = Type.Object(AddressFields);
export type Address = Static<typeof Address>;

export const BillPayerDetail = Type.Object({
  ccEmail: OptStr,
  isInvoiceEmail: Bool,
  isInvoicePost: Bool,
  paymentMethod: OptStr,
  accountName: OptStr,
  bankName: OptStr,
  bsb: OptStr,
  accountNumber: OptStr,
  // Not in the seed's BillPayerDetail, but GET residents/{id} returns them (the editor's drawdown choices): a response
  // schema drops what it does not declare.
  isDrawdownDap: Opt(Bool),
  isDrawdownFees: Opt(Bool),
  isDrawdownExtraServices: Opt(Bool),
});
export type BillPayerDetail = Static<typeof BillPayerDetail>;

export const Contact = Type.Object({
  ...AddressFields,
  id: Opt(Num),
  title: OptStr,
  firstName: Str,
  lastName: Str,
  phoneNumber: OptStr,
  phoneNumberAlternate: OptStr,
  contactNotes: OptStr,
  relationships: Opt(Type.Array(NamedReference)),
  email: OptStr,
  isBillPayer: Opt(Bool),
  billPayerDetail: OptNull(BillPayerDetail),
});
export type Contact = Static<typeof Contact>;

export const ResidentLeave = Type.Object({
  id: Num,
  type: LeaveTypeValue,
  kind: OptStr,
  startDateUtc: Str,
  returnDateUtc: OptStr,
  expectedReturnDateUtc: OptStr,
  leaveStartTimeLocalString: OptStr,
  leaveReturnTimeLocalString: OptStr,
  isRespiteLeaveWithinOrganisation: Opt(Bool),
  isPrivateResidency: Opt(Bool),
  /** The leave's version: an edit from the record sends it back (409 when someone changed the leave since). */
  version: Num,
});
export type ResidentLeave = Static<typeof ResidentLeave>;

/** GET residents/{id}: a resident (person) with the residency the facility sees. */
export const ResidentDetail = Type.Object({
  ...AddressFields,
  id: Num,
  residentId: Num,
  residencyId: Num,
  facilityId: Num,
  facilityType: FacilityTypeValue,
  version: Num,
  firstName: Str,
  lastName: Str,
  preferredName: OptStr,
  title: OptStr,
  sex: OptNull(SexValue),
  dateOfBirth: OptStr,
  email: OptStr,
  careType: CareTypeValue,
  isLead: Bool,
  isAdmitted: Bool,
  isDeparted: Bool,
  isArchived: Bool,
  isPrivateResidency: Bool,
  admissionDateUtc: OptStr,
  requestedAdmissionDateUtc: OptStr,
  expectedDepartureDateUtc: OptStr,
  departureDateUtc: OptStr,
  departureReason: OptNull(DepartureReasonValue),
  preEntryLeaveDateUtc: OptStr,
  medicareNumber: OptStr,
  medicareExpiryYear: OptNull(Num),
  careRecipientId: OptStr,
  billPayerType: BillPayerTypeValue,
  billPayerDetail: OptNull(BillPayerDetail),
  primaryContact: OptNull(Contact),
  secondaryContact: OptNull(Contact),
  otherContacts: Type.Array(Contact),
  enquirySources: Type.Array(NamedReference),
  religions: Type.Array(NamedReference),
  nameOfCare: OptStr,
  leave: OptNull(ResidentLeave),
  createdOnUtc: Str,
  assignedAccommodationAndBed: OptStr,
  independentLivingAllocationId: OptNull(Num),
  bedId: OptNull(Num),
  isResidentConnectedToExternalSystem: Bool,
  // Optional on input (the editor's body), always present in GET residents/{id}.
  /** Facility name of the residency. */
  facilityName: Opt(Str),
  /** Debtor ID (billing); unique in the organisation: 'Debtor ID already exists.' (modelState.debtor). */
  debtor: OptStr,
  /** Medicare member (reference) number: required when medicareNumber is set. */
  medicareMemberNumber: OptStr,
  /** Residential care ID (max 10 characters, like careRecipientId). */
  residentialCareId: OptStr,
  /** Specialised care ids 1-5 (Court managed, Homeless, NDIS, Safety net, TCP). */
  specialisedCareIds: Opt(Type.Array(Num)),
  supportLevel: Opt(SupportLevelValue),
  contractSigned: Opt(Bool),
  isDeceased: Opt(Bool),
  incomeAssetStatus: Opt(IncomeAssetStatusValue),
  /** A profile photo exists (GET residents/{id}/photo). */
  hasPhoto: Opt(Bool),
  photoTakenDateUtc: OptStr,
  /** Room and bed of the current (or last) bed, e.g. 'N012 Bed A'. */
  roomNumber: OptStr,
  bedName: OptStr,
  /** Who last changed the person or their residency here, and when (an open editor names them when it changed). */
  lastChange: OptNull(RecordChange),
});
export type ResidentDetail = Static<typeof ResidentDetail>;

/** A row of GET residents / GET residents/departed (paged). `id` is the residency id, `residentId` the person. */
export const ResidentListRow = Type.Object({
  id: Num,
  residentId: Num,
  residencyId: Num,
  firstName: Str,
  lastName: Str,
  preferredName: OptStr,
  dateOfBirth: OptStr,
  /** Whole years on today's date in Australia/Melbourne. */
  age: Nullable(Num),
  careType: CareTypeValue,
  isLead: Bool,
  isArchived: Bool,
  admissionDateUtc: OptStr,
  departureDateUtc: OptStr,
  departureReason: OptNull(DepartureReasonValue),
  roomNumber: OptStr,
  bedName: OptStr,
  /** The seed's §4 label: 'Permanent resident', 'Departed', ... */
  displayLabel: Str,
  isOnLeave: Bool,
  facilityType: FacilityTypeValue,
  createdOnUtc: Str,
  /** The independent-living allocation (enquiry) of an ILU row: its pages are addressed by it. */
  independentLivingAllocationId: OptNull(Num),
});
export type ResidentListRow = Static<typeof ResidentListRow>;
export const ResidentListPage = Paged(ResidentListRow);

/** GET residents/{id}/simple. */
export const ResidentSimple = Type.Object({
  id: Num,
  residentId: Num,
  residencyId: Num,
  firstName: Str,
  lastName: Str,
  preferredName: OptStr,
  dateOfBirth: OptStr,
  careType: CareTypeValue,
  isLead: Bool,
  isAdmitted: Bool,
  isDeparted: Bool,
  admissionDateUtc: OptStr,
  departureDateUtc: OptStr,
  facilityId: Num,
  facilityType: FacilityTypeValue,
  displayLabel: Str,
});
export type ResidentSimple = Static<typeof ResidentSimple>;

/** A note (GET residents/{id}/resident-notes, paged by 10, pinned first, newest first). */
export const ResidentNote = Type.Object({
  id: Num,
  note: Str,
  modifiedOn: Str,
  isNotePinned: Bool,
  userFirstName: Str,
  userLastName: Str,
});
export type ResidentNote = Static<typeof ResidentNote>;
export const ResidentNotePage = Paged(ResidentNote);

/** GET residents/{id}/photo (404 when none): a data URL (image/jpeg or image/png). */
export const ResidentPhoto = Type.Object({ photo: Str, photoTakenDateUtc: Str });
export type ResidentPhoto = Static<typeof ResidentPhoto>;
/** DELETE residents/{id}/photo. */
export const PhotoDeleted = Type.Object({ deleted: Type.Literal(true) });
export type PhotoDeleted = Static<typeof PhotoDeleted>;

export const TIMELINE_ENTRY_KINDS = [
  'Enquiry',
  'Tour',
  'Admission',
  'AdmissionCorrected',
  'AdmissionReversed',
  'Leave',
  'LeaveReturn',
  'LeaveReversed',
  'Departure',
  'DepartureCorrected',
  'DepartureReversed',
  'AcfiSubmitted',
  'Document',
  'Note',
  'MarkedAsEnquiry',
  'BedAssigned',
] as const;
export const TimelineEntryKind = Enum(TIMELINE_ENTRY_KINDS);
export type TimelineEntryKind = Static<typeof TimelineEntryKind>;

/** GET residents/{id}/timeline entries, oldest first. */
export const TimelineEntry = Type.Object({
  kind: TimelineEntryKind,
  /** Date-only 'YYYY-MM-DD' the entry happened (effective date). */
  date: Str,
  /** When it was recorded (ISO instant), used to order entries of the same date. */
  recordedOnUtc: OptStr,
  title: Str,
  description: OptStr,
  residencyId: OptNull(Num),
  facilityName: OptStr,
  /** Source id (event, leave, document, note, tour). */
  sourceId: OptNull(Num),
});
export type TimelineEntry = Static<typeof TimelineEntry>;
export const Timeline = Type.Array(TimelineEntry);

/**
 * POST residents/{id}/mark-departed-resident-as-enquiry. `enquiryId`: at an independent-living facility, the new
 * enquiry (allocation) the person now belongs to (its page is addressed by it).
 */
export const MarkAsEnquiryResponse = Type.Object({ residentId: Num, residencyId: Num, enquiryId: OptNull(Num) });
export type MarkAsEnquiryResponse = Static<typeof MarkAsEnquiryResponse>;

// The record's rules (resident-record) take plain types: the schemas above carry the same shapes.
const sameAsTheRules: [
  Same<Address, PostalAddress>,
  Same<BillPayerDetail, BillPayerDetailWithDrawdowns>,
  Contact extends ContactInput ? true : false,
] = [true, true, true];
void sameAsTheRules;
