/**
 * Contracts of the residents area (seed 000 §7 "Residents"): the request schemas of every route under /api/residents
 * (search, lists, record, notes, photo, beds, timeline, mark as enquiry, the stay and the funding actions), declared once
 * and used by the API (validation, typed handlers, OpenAPI), the generated object-level and bad-input suites (which read
 * `x-entity`, the formats and `x-messages`) and the remotes' API clients (`Static` types below).
 *
 * Field messages are the spec's where it gives one (seed 000 §5 and §8), reused from the rules' own constants
 * (STAY_FIELD_MESSAGES, FUNDING_FIELD_MESSAGES, the record's MESSAGES), never restated here. The response schemas are in
 * resident-responses.ts (re-exported below); resident-types.ts re-exports their types under the names the remotes use.
 */
import { Type, type Static } from '@sinclair/typebox';
import { NOTES_PAGE_SIZE } from '../constants';
import {
  AgeCareLeaveType,
  BillPayerType,
  CARE_TYPE_NAMES,
  DepartureFormReason,
  DepartureInitiatedBy,
  IluLeaveType,
  IncomeAssetStatus,
  Sex,
  TransferType,
  type LeaveType,
} from '../enums';
import { FUNDING_FIELD_MESSAGES as F } from '../resident-funding';
import { MESSAGES as RECORD_MESSAGES, NOTE_MESSAGES } from '../resident-record';
import { ACCOMMODATION_CLASSES, STAY_FIELD_MESSAGES as M } from '../stay';
import { DateOnly, Enum, Id, IdParams, LongText, NotIncludingItemsAfter, Nullable, Skip, Text, Version } from './common';

/** `{ id }`: the resident (person) of /api/residents/{id}/... */
export const ResidentParams = IdParams('resident');
export type ResidentParams = Static<typeof ResidentParams>;

const MAX_TAKE = 100;
const Optional = Type.Optional;
/** An optional single-line text the client may clear (null). */
const Str = (max: number) => Optional(Nullable(Text(max)));
const OptDate = (options?: Parameters<typeof DateOnly>[0]) => Optional(Nullable(DateOnly(options)));

// ---------------------------------------------------------------- search

export const SearchQuery = Type.Object({ searchStr: Text(100, { 'x-label': 'search' }) });
export type SearchQuery = Static<typeof SearchQuery>;
export const SearchWithTimeoutQuery = Type.Object({
  searchStr: Text(100, { 'x-label': 'search' }),
  timeout: Optional(Type.Integer({ minimum: 1, maximum: 30000, description: 'milliseconds' })),
});
export type SearchWithTimeoutQuery = Static<typeof SearchWithTimeoutQuery>;

// ---------------------------------------------------------------- record

const NamedReference = Type.Array(Type.Object({ id: Id('reference'), name: Optional(Text(200)) }), { maxItems: 50 });
const AddressFields = {
  street1: Str(200),
  street2: Str(200),
  suburb: Str(100),
  state: Str(50),
  stateDescription: Str(100),
  postCode: Str(10),
  country: Str(100),
  countryId: Optional(Nullable(Id('reference'))),
};
export const BillPayerDetailBody = Type.Object({
  ccEmail: Str(1000),
  isInvoiceEmail: Optional(Type.Boolean()),
  isInvoicePost: Optional(Type.Boolean()),
  paymentMethod: Str(50),
  accountName: Str(100),
  bankName: Str(100),
  bsb: Str(10),
  accountNumber: Str(20),
  isDrawdownDap: Optional(Type.Boolean()),
  isDrawdownFees: Optional(Type.Boolean()),
  isDrawdownExtraServices: Optional(Type.Boolean()),
});
export const ContactBody = Type.Object({
  id: Optional(Nullable(Id('contact'))),
  title: Str(20),
  firstName: Text(100),
  lastName: Text(100),
  phoneNumber: Str(30),
  phoneNumberAlternate: Str(30),
  contactNotes: Optional(Nullable(LongText(2000))),
  email: Str(200),
  relationships: Optional(NamedReference),
  isBillPayer: Optional(Type.Boolean()),
  billPayerDetail: Optional(Nullable(BillPayerDetailBody)),
  ...AddressFields,
});
export type ContactBody = Static<typeof ContactBody>;

const careId = Text(50, { messages: { maxLength: RECORD_MESSAGES.careIdTooLong } });
/** PUT /api/residents: the resident details editor (409 on a stale version). */
export const ResidentUpdateBody = Type.Object({
  id: Id('resident'),
  version: Version(),
  firstName: Text(100, { messages: { required: RECORD_MESSAGES.firstNameRequired } }),
  lastName: Text(100, { messages: { required: RECORD_MESSAGES.lastNameRequired } }),
  preferredName: Str(100),
  title: Str(20),
  sex: Optional(Nullable(Enum(Object.values(Sex)))),
  dateOfBirth: OptDate(),
  email: Str(200),
  ...AddressFields,
  preEntryLeaveDateUtc: OptDate(),
  medicareNumber: Str(20),
  medicareExpiryYear: Optional(Nullable(Type.Integer({ minimum: 1900, maximum: 2200 }))),
  medicareMemberNumber: Str(5),
  careRecipientId: Optional(Nullable(careId)),
  residentialCareId: Optional(Nullable(careId)),
  debtor: Str(50),
  billPayerType: Enum(Object.values(BillPayerType)),
  billPayerDetail: Optional(Nullable(BillPayerDetailBody)),
  primaryContact: Optional(Nullable(ContactBody)),
  secondaryContact: Optional(Nullable(ContactBody)),
  otherContacts: Optional(Type.Array(ContactBody, { maxItems: 20 })),
  enquirySources: Optional(NamedReference),
  religions: Optional(NamedReference),
  // The five specialised-care kinds of seed 000 §3 (1..5): a fixed list, shared like reference data.
  specialisedCareIds: Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 5, 'x-entity': 'reference' }), { maxItems: 5 })),
});
export type ResidentUpdateBody = Static<typeof ResidentUpdateBody>;

/** Body of the residency / resident flag calls: the version being changed (409 when stale). */
export const VersionBody = Type.Object({ version: Version() });
export type VersionBody = Static<typeof VersionBody>;
export const ContractSignedParams = Type.Object({ id: Id('resident'), value: Type.Boolean() });
export const IncomeAssetStatusParams = Type.Object({ id: Id('resident'), value: Enum(Object.values(IncomeAssetStatus)) });
export const DeceasedParams = Type.Object({ id: Id('resident'), value: Type.Boolean() });

/** POST residents/{id}/mark-departed-resident-as-enquiry (seed 000 §3 "Mark as enquiry payload"). */
export const MarkAsEnquiryBody = Type.Object({
  firstName: Text(100, { minLength: 1 }),
  lastName: Text(100, { minLength: 1 }),
  /** CareType, numeric on the wire (Permanent 0, Respite 1, ILU 2). */
  careType: Type.Integer({ minimum: 0, maximum: 2 }),
  contactFirstName: Str(100),
  contactLastName: Str(100),
  contactPhoneNumber: Str(30),
  contactIsResident: Type.Boolean(),
  requestedAdmissionDateUtc: OptDate(),
});
export type MarkAsEnquiryBody = Static<typeof MarkAsEnquiryBody>;

// ---------------------------------------------------------------- notes, photo, beds

/** Notes are paged by 10 (seed 000 §9). */
export const NotesQuery = Type.Object({
  skip: Skip(),
  take: Optional(Type.Integer({ minimum: 1, maximum: MAX_TAKE, default: NOTES_PAGE_SIZE })),
  notIncludingItemsAfter: NotIncludingItemsAfter(),
});
export type NotesQuery = Static<typeof NotesQuery>;
/** A note: multi-line, no other control characters (a NUL used to reach the database). Length and blank: NOTE_MESSAGES. */
export const NoteBody = Type.Object({
  note: LongText(10000, {
    minLength: 1,
    messages: { required: NOTE_MESSAGES.required, minLength: NOTE_MESSAGES.required, maxLength: NOTE_MESSAGES.tooLong },
  }),
});
export type NoteBody = Static<typeof NoteBody>;
export const NotePinParams = Type.Object({ noteId: Id('note') });
export const NotePinBody = Type.Object({ isNotePinned: Type.Boolean() });
export type NotePinBody = Static<typeof NotePinBody>;

export const PHOTO_MESSAGES = {
  type: 'The photo must be a JPEG or PNG image.',
  size: 'The photo must be 512 KB or smaller.',
} as const;
/** The profile photo as a data URL (image/jpeg or image/png, at most 512 KB decoded). */
export const PhotoBody = Type.Object({ photo: LongText(800_000, { minLength: 1, messages: { pattern: PHOTO_MESSAGES.type } }) });
export type PhotoBody = Static<typeof PhotoBody>;

export const AssignBedBody = Type.Object({ residencyId: Id('residency'), bedId: Id('bed'), version: Version() });
export type AssignBedBody = Static<typeof AssignBedBody>;

// ---------------------------------------------------------------- stay

const LEAVE_TYPES: LeaveType[] = [...new Set<LeaveType>([...Object.values(AgeCareLeaveType), ...Object.values(IluLeaveType)])];
const TimeLocal = Str(20);
const StayVersion = Optional(Version());
const leaveFields = {
  type: Enum(LEAVE_TYPES, { messages: { required: M.leaveTypeRequired, enum: M.leaveTypeInvalid } }),
  startDateUtc: DateOnly({ messages: { required: M.startDateRequired, format: M.dateInvalid } }),
  expectedReturnDateUtc: OptDate({ messages: { format: M.dateInvalid } }),
  returnDateUtc: OptDate({ messages: { format: M.dateInvalid } }),
  leaveStartTimeLocalString: TimeLocal,
  leaveReturnTimeLocalString: TimeLocal,
  isClaimable: Optional(Type.Boolean()),
  isTransitionCare: Optional(Type.Boolean()),
  isRespiteLeaveWithinOrganisation: Optional(Type.Boolean()),
  isPrivateResidency: Optional(Type.Boolean()),
  /** The residency's version (the leave's on edit): 409 when stale. */
  version: StayVersion,
};
export const LeaveBody = Type.Object(leaveFields);
export type LeaveBody = Static<typeof LeaveBody>;
export const LeaveUpdateBody = Type.Object({ id: Id('leave'), ...leaveFields });
export type LeaveUpdateBody = Static<typeof LeaveUpdateBody>;
export const ReturnFromLeaveBody = Type.Object({
  returnDateUtc: DateOnly({ messages: { required: M.returnDateRequired, format: M.dateInvalid } }),
  leaveReturnTimeLocalString: TimeLocal,
  leaveId: Optional(Id('leave')),
  version: StayVersion,
});
export type ReturnFromLeaveBody = Static<typeof ReturnFromLeaveBody>;
export const ReverseLeaveBody = Type.Object({ leaveId: Id('leave'), version: StayVersion });
export type ReverseLeaveBody = Static<typeof ReverseLeaveBody>;

const departureFields = {
  departureDateUtc: DateOnly({ messages: { required: M.departureDateRequired, format: M.dateInvalid } }),
  departureTimeLocal: TimeLocal,
  departureReason: Enum(Object.values(DepartureFormReason), {
    messages: { required: M.departureReasonRequired, enum: M.departureReasonRequired },
  }),
  departureInitiatedBy: Optional(
    Nullable(Enum([...Object.values(DepartureInitiatedBy), ''] as const, { messages: { enum: M.initiatedByRequired } })),
  ),
  departureReasonNotes: Optional(Nullable(LongText(1000))),
  /** The facility the resident moved to (one of the caller's facilities). */
  toFacilityId: Optional(Nullable(Id('facility'))),
  version: StayVersion,
};
export const DepartureBody = Type.Object(departureFields);
export type DepartureBody = Static<typeof DepartureBody>;
export const IluDepartureCorrectionBody = Type.Object({
  ...departureFields,
  residencyId: Id('residency'),
  eventId: Optional(Id('event')),
});
export type IluDepartureCorrectionBody = Static<typeof IluDepartureCorrectionBody>;
export const ReversalBody = Type.Object({ residencyId: Id('residency'), version: StayVersion });
export type ReversalBody = Static<typeof ReversalBody>;
export const DepartIluParams = Type.Object({ id: Id('resident'), isVacating: Enum(['true', 'false'] as const) });
export const IluResidencyParams = Type.Object({ residencyId: Id('residency') });
export const ResidentEventParams = Type.Object({ id: Id('resident'), eventId: Id('event') });

export const AdmissionBody = Type.Object({
  admissionDateUtc: DateOnly({ messages: { required: M.admissionDateRequired, format: M.dateInvalid } }),
  admissionTimeLocal: TimeLocal,
  expectedDepartureDateUtc: OptDate({ messages: { format: M.dateInvalid } }),
  careType: Enum(CARE_TYPE_NAMES, { messages: { required: M.careTypeRequired, enum: M.careTypeRequired } }),
  preEntryLeaveDateUtc: OptDate({ messages: { format: M.dateInvalid } }),
  bedId: Optional(Nullable(Id('bed'))),
  accommodationClass: Optional(Nullable(Enum([...ACCOMMODATION_CLASSES, ''] as const))),
  palliativeStatus: Optional(Type.Boolean()),
  isPrivateResidency: Optional(Type.Boolean()),
  conflictEffectiveDates: Optional(Type.Array(DateOnly({ messages: { format: M.dateInvalid } }), { maxItems: 100 })),
  version: StayVersion,
});
export type AdmissionBody = Static<typeof AdmissionBody>;

export const TransferBody = Type.Object({
  transferType: Enum(Object.values(TransferType)),
  toFacilityId: Id('facility'),
  version: StayVersion,
});
export type TransferBody = Static<typeof TransferBody>;
export const MakeResidentFundedBody = Type.Object({ residentId: Id('resident'), version: StayVersion });
export type MakeResidentFundedBody = Static<typeof MakeResidentFundedBody>;

// ---------------------------------------------------------------- funding actions

/** An optional date of a funding dialog: its rule (required, not in the future...) is the service's, with its label. */
const FundingDate = (label: string) => OptDate({ messages: { format: F.dateInvalid(label) } });

export const FetchCridBody = Type.Object({
  dateOfBirth: FundingDate('Date of birth'),
  gender: Str(40),
  state: Str(40),
  postCode: Str(10),
  careRecipientId: Str(40),
});
export type FetchCridBody = Static<typeof FetchCridBody>;
export const AcfiBody = Type.Object({
  residentId: Optional(Id('resident')),
  acfiXml: LongText(1_000_000, { messages: { required: F.acfiXmlRequired } }),
});
export type AcfiBody = Static<typeof AcfiBody>;
// Levels and statuses are checked by the service, so every refused field is reported at once with its message.
export const AssignAcfiBody = Type.Object({
  submissionDateUtc: FundingDate('Submission date'),
  adl: Optional(Text(20)),
  beh: Optional(Text(20)),
  chc: Optional(Text(20)),
});
export type AssignAcfiBody = Static<typeof AssignAcfiBody>;
const reassessmentFields = {
  status: Optional(Text(20)),
  requestDate: FundingDate('Request date'),
  anaccReassessmentRequestReason: Optional(LongText(2000, { messages: { maxLength: F.reasonTooLong } })),
};
export const ReassessmentBody = Type.Object(reassessmentFields);
export type ReassessmentBody = Static<typeof ReassessmentBody>;
export const ReassessmentUpdateBody = Type.Object({ id: Id('reassessment'), version: Version(), ...reassessmentFields });
export type ReassessmentUpdateBody = Static<typeof ReassessmentUpdateBody>;
export const ExpectedAnaccBody = Type.Object({
  classificationDate: FundingDate('Classification date'),
  anaccClass: Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  viaAnaccCalculator: Optional(Type.Boolean()),
});
export type ExpectedAnaccBody = Static<typeof ExpectedAnaccBody>;
export const SupplementStartBody = Type.Object({
  id: Optional(Id('supplement')),
  version: Optional(Version()),
  startDateUtc: FundingDate('Start date'),
});
export type SupplementStartBody = Static<typeof SupplementStartBody>;
export const EnteralStartBody = Type.Object({
  id: Optional(Id('supplement')),
  version: Optional(Version()),
  startDateUtc: FundingDate('Start date'),
  bolus: Optional(Type.Boolean()),
});
export type EnteralStartBody = Static<typeof EnteralStartBody>;
export const SupplementEndBody = Type.Object({
  id: Optional(Id('supplement')),
  version: Optional(Version()),
  endDateUtc: FundingDate('End date'),
});
export type SupplementEndBody = Static<typeof SupplementEndBody>;
/**
 * POST residents/{id}/save-notice-date. `version` is required: the notice's version as GET
 * funding/{id}/legal-notice-date-information answered it, or null when no notice was recorded then; a notice saved since
 * (or a version that is no longer current) answers 409.
 */
export const NoticeDateBody = Type.Object({ noticeDateUtc: FundingDate('Notice date'), version: Nullable(Version()) });
export type NoticeDateBody = Static<typeof NoticeDateBody>;
/**
 * POST residents/{id}/clear-notice-date (beyond the seed): removes a notice date recorded by mistake. `version` is the
 * notice's version as read; a notice changed or cleared since answers 409.
 */
export const NoticeDateClearBody = Type.Object({ version: Version() });
export type NoticeDateClearBody = Static<typeof NoticeDateClearBody>;
