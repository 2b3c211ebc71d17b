/**
 * Resident record API types (issue 3), shared by the API and mfe-residents. Field names are the seed's (000 §3
 * "Resident or lead", "Contact", "BillPayerDetail", "Leave", "Departure", "Admission info"). Dates: date-only values are
 * 'YYYY-MM-DD'; instants are ISO-8601 UTC strings. `version` is the optimistic-concurrency token sent back on edits.
 */
import type {
  BillPayerType,
  CareType,
  DepartureReason,
  FacilityType,
  IncomeAssetStatus,
  LeaveType,
  Sex,
  SupportLevel,
} from './enums';

export interface Address {
  street1?: string | null;
  street2?: string | null;
  suburb?: string | null;
  state?: string | null;
  stateDescription?: string | null;
  postCode?: string | null;
  country?: string | null;
  countryId?: number | null;
}

export interface BillPayerDetail {
  ccEmail?: string | null;
  isInvoiceEmail: boolean;
  isInvoicePost: boolean;
  paymentMethod?: string | null;
  accountName?: string | null;
  bankName?: string | null;
  bsb?: string | null;
  accountNumber?: string | null;
}

export interface Contact extends Address {
  id?: number;
  title?: string | null;
  firstName: string;
  lastName: string;
  phoneNumber?: string | null;
  phoneNumberAlternate?: string | null;
  contactNotes?: string | null;
  relationships?: { id: number; name: string }[];
  email?: string | null;
  isBillPayer?: boolean;
  billPayerDetail?: BillPayerDetail | null;
}

export interface ResidentLeave {
  id: number;
  type: LeaveType;
  kind?: string | null;
  startDateUtc: string;
  returnDateUtc?: string | null;
  expectedReturnDateUtc?: string | null;
  leaveStartTimeLocalString?: string | null;
  leaveReturnTimeLocalString?: string | null;
  isRespiteLeaveWithinOrganisation?: boolean;
  isPrivateResidency?: boolean;
}

/** GET residents/{id}: a resident (person) with the residency the facility sees. */
export interface ResidentDetail extends Address {
  id: number;
  residentId: number;
  residencyId: number;
  facilityId: number;
  facilityType: FacilityType;
  version: number;
  firstName: string;
  lastName: string;
  preferredName?: string | null;
  title?: string | null;
  sex?: Sex | null;
  dateOfBirth?: string | null;
  email?: string | null;
  careType: CareType;
  isLead: boolean;
  isAdmitted: boolean;
  isDeparted: boolean;
  isArchived: boolean;
  isPrivateResidency: boolean;
  admissionDateUtc?: string | null;
  requestedAdmissionDateUtc?: string | null;
  expectedDepartureDateUtc?: string | null;
  departureDateUtc?: string | null;
  departureReason?: DepartureReason | null;
  preEntryLeaveDateUtc?: string | null;
  medicareNumber?: string | null;
  medicareExpiryYear?: number | null;
  careRecipientId?: string | null;
  billPayerType: BillPayerType;
  billPayerDetail?: BillPayerDetail | null;
  primaryContact?: Contact | null;
  secondaryContact?: Contact | null;
  otherContacts: Contact[];
  enquirySources: { id: number; name: string }[];
  religions: { id: number; name: string }[];
  nameOfCare?: string | null;
  leave?: ResidentLeave | null;
  createdOnUtc: string;
  assignedAccommodationAndBed?: string | null;
  independentLivingAllocationId?: number | null;
  bedId?: number | null;
  isResidentConnectedToExternalSystem: boolean;
  // ---- added by the record engineer (issue 3); all optional on input, always present in GET residents/{id}
  /** Facility name of the residency. */
  facilityName?: string;
  /** Debtor ID (billing); unique in the organisation: 'Debtor ID already exists.' (modelState.debtor). */
  debtor?: string | null;
  /** Medicare member (reference) number: required when medicareNumber is set. */
  medicareMemberNumber?: string | null;
  /** Residential care ID (max 10 characters, like careRecipientId). */
  residentialCareId?: string | null;
  /** Specialised care ids 1-5 (Court managed, Homeless, NDIS, Safety net, TCP). */
  specialisedCareIds?: number[];
  supportLevel?: SupportLevel;
  contractSigned?: boolean;
  isDeceased?: boolean;
  incomeAssetStatus?: IncomeAssetStatus;
  /** A profile photo exists (GET residents/{id}/photo). */
  hasPhoto?: boolean;
  photoTakenDateUtc?: string | null;
  /** Room and bed of the current (or last) bed, e.g. 'N012 Bed A'. */
  roomNumber?: string | null;
  bedName?: string | null;
}

/** PUT residents body: the editable fields of ResidentDetail plus id (resident) and version (optimistic concurrency). */
export type ResidentUpdateRequest = Pick<ResidentDetail, 'id' | 'version' | 'firstName' | 'lastName' | 'billPayerType'> &
  Partial<
    Omit<
      ResidentDetail,
      | 'id'
      | 'version'
      | 'residentId'
      | 'residencyId'
      | 'facilityId'
      | 'facilityType'
      | 'isLead'
      | 'isAdmitted'
      | 'isDeparted'
      | 'isArchived'
      | 'createdOnUtc'
      | 'leave'
      | 'hasPhoto'
      | 'photoTakenDateUtc'
      | 'facilityName'
      | 'roomNumber'
      | 'bedName'
      | 'assignedAccommodationAndBed'
      | 'bedId'
      | 'independentLivingAllocationId'
      | 'admissionDateUtc'
      | 'departureDateUtc'
      | 'departureReason'
      | 'careType'
    >
  >;

/** A row of GET residents / GET residents/departed (paged). `id` is the residency id, `residentId` the person. */
export interface ResidentListRow {
  id: number;
  residentId: number;
  residencyId: number;
  firstName: string;
  lastName: string;
  preferredName?: string | null;
  dateOfBirth?: string | null;
  /** Whole years on today's date in Australia/Melbourne. */
  age: number | null;
  careType: CareType;
  isLead: boolean;
  isArchived: boolean;
  admissionDateUtc?: string | null;
  departureDateUtc?: string | null;
  departureReason?: DepartureReason | null;
  roomNumber?: string | null;
  bedName?: string | null;
  /** The seed's §4 label: 'Permanent resident', 'Departed', ... */
  displayLabel: string;
  isOnLeave: boolean;
  facilityType: FacilityType;
  createdOnUtc: string;
}

/** GET residents/{id}/simple. */
export interface ResidentSimple {
  id: number;
  residentId: number;
  residencyId: number;
  firstName: string;
  lastName: string;
  preferredName?: string | null;
  dateOfBirth?: string | null;
  careType: CareType;
  isLead: boolean;
  isAdmitted: boolean;
  isDeparted: boolean;
  admissionDateUtc?: string | null;
  departureDateUtc?: string | null;
  facilityId: number;
  facilityType: FacilityType;
  displayLabel: string;
}

/** A note (GET residents/{id}/resident-notes, paged by 10, pinned first, newest first). */
export interface ResidentNote {
  id: number;
  note: string;
  modifiedOn: string;
  isNotePinned: boolean;
  userFirstName: string;
  userLastName: string;
}
/** POST residents/{id}/resident-notes body. */
export interface NewResidentNote {
  note: string;
}
/** Maximum length of a note. */
export const RESIDENT_NOTE_MAX_LENGTH = 4000;

/** GET residents/{id}/photo (404 when none). PUT takes `{ photo }` as a data URL (image/jpeg or image/png). */
export interface ResidentPhoto {
  photo: string;
  photoTakenDateUtc: string;
}

/** GET residents/{id}/timeline entries, oldest first. */
export type TimelineEntryKind =
  | 'Enquiry'
  | 'Tour'
  | 'Admission'
  | 'AdmissionCorrected'
  | 'AdmissionReversed'
  | 'Leave'
  | 'LeaveReturn'
  | 'LeaveReversed'
  | 'Departure'
  | 'DepartureCorrected'
  | 'DepartureReversed'
  | 'AcfiSubmitted'
  | 'Document'
  | 'Note'
  | 'MarkedAsEnquiry'
  | 'BedAssigned';
export interface TimelineEntry {
  kind: TimelineEntryKind;
  /** Date-only 'YYYY-MM-DD' the entry happened (effective date). */
  date: string;
  /** When it was recorded (ISO instant), used to order entries of the same date. */
  recordedOnUtc?: string | null;
  title: string;
  description?: string | null;
  residencyId?: number | null;
  facilityName?: string | null;
  /** Source id (event, leave, document, note, tour). */
  sourceId?: number | null;
}

/** POST residents/{id}/mark-departed-resident-as-enquiry body (seed 000 §3 "Mark as enquiry payload"). */
export interface MarkAsEnquiryRequest {
  firstName: string;
  lastName: string;
  careType: CareType;
  contactFirstName?: string | null;
  contactLastName?: string | null;
  contactPhoneNumber?: string | null;
  contactIsResident: boolean;
  requestedAdmissionDateUtc?: string | null;
}
export interface MarkAsEnquiryResponse {
  residentId: number;
  residencyId: number;
}
