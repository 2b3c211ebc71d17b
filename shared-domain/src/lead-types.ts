/**
 * Leads API types (issue 4), shared by the API's `leads` module and mfe-leads. Field names are seed 001's (§3 "Lead or
 * resident", "Lead card", "Tour", "Admission info", "AN-ACC components"; §7 "Leads" and "ACCR"). A lead is a resident
 * (person, `residentId`) with a residency that is not admitted yet (`residencyId`, `isLead`).
 * Dates: date-only values 'YYYY-MM-DD'; instants ISO-8601 UTC; tourDateTime is the seed's 'YYYY-MM-DD HH:mm:ss' in the
 * facility's local time (Australia/Melbourne). `version` is the optimistic-concurrency token sent back on edits.
 */
import type { CareTypeName, EnquiryStatus, IncomeAssetStatus, RespiteCareLevel, Sex, SupportStatus, TransferType } from './enums';
import type { Address, Contact } from './resident-types';

/** ACFI domain level on a lead card (seed 001 §3): Default, Nil, Low, Medium, High. */
export type LeadAcfiLevel = 'Default' | 'Nil' | 'Low' | 'Medium' | 'High';

/** AN-ACC variable component (one class with its funding on a date). Money values are decimal strings ("215.82"). */
export interface AnaccVariableComponent {
  anaccClass: number;
  anaccClassText: string;
  description?: string;
  nwau: string;
  rate: string;
  totalCareMinutes: number | null;
  registeredNurseCareMinutes: number | null;
  isPermanent: boolean;
  isRespite: boolean;
  isDefault: boolean;
}

/** AN-ACC fixed component of the facility on a date. */
export interface AnaccFixedComponent {
  baseCareTariff: string;
  nwau: string;
  facilityMMMClassificationText: string;
  saClass?: string | null;
  numberOfBeds: number;
  fundingBasis: string;
  /** Added by the API (issue 4): the base care tariff category, e.g. 'Standard MMM 1-4'. */
  bctCategory?: string;
  /** Added by the API: the NWAU is a labelled DEMO value (docs/decisions.md), not an official figure. */
  isDemoValue?: boolean;
  note?: string | null;
}

/** A tour of a lead (GET tour/{id}; POST tour/save body without `tourFacilitatorUsers`). */
export interface Tour {
  id?: number | null;
  residencyId: number;
  tourFacilitatorUserId: number | null;
  tourFacilitatorUserName?: string | null;
  attendees?: string | null;
  isCompleted: boolean;
  /** 'YYYY-MM-DD HH:mm:ss', facility local time. */
  tourDateTime: string | null;
  /** Users who can facilitate a tour at the facility (GET only). */
  tourFacilitatorUsers?: { id: number; name: string }[];
  version?: number;
}

/** Tour summary shown on a lead card. */
export interface LeadTourInfo {
  id: number;
  tourDateTime: string;
  isCompleted: boolean;
  tourFacilitatorUserName: string | null;
}

/** A card of the lead board (GET leads/dashboard/, GET leads/dashboard/status/). */
export interface LeadCard {
  residentId: number;
  residencyId: number;
  firstName: string;
  lastName: string;
  sex: Sex | null;
  supportStatus: SupportStatus | null;
  careType: CareTypeName;
  respiteCareLevel: RespiteCareLevel;
  adl: LeadAcfiLevel;
  beh: LeadAcfiLevel;
  chc: LeadAcfiLevel;
  incomeAssetStatus: IncomeAssetStatus;
  status: EnquiryStatus;
  /** Position in its column; larger is lower on the board. A decimal string so inserts between two cards never renumber. */
  orderNumber: string;
  hasPreviousResidency: boolean;
  isArchived: boolean;
  isPrivateResidency: boolean;
  isContractSigned: boolean;
  isDeceased: boolean;
  location: { id: number; name: string } | null;
  createdOnUtc: string;
  requestedAdmissionDateUtc: string | null;
  tourInfo: LeadTourInfo | null;
  expectedAnaccVariableComponent: Pick<AnaccVariableComponent, 'anaccClass' | 'anaccClassText' | 'rate'> | null;
  version: number;
}

/** One column of the board. */
export interface LeadColumn { totalCount: number; result: LeadCard[]; notIncludingItemsAfter?: string }

/** GET leads/dashboard/ response. */
export interface LeadDashboard {
  enquiries: LeadColumn;
  tourBooked: LeadColumn;
  tourCompleted: LeadColumn;
  waiting: LeadColumn;
  confirmed: LeadColumn;
}

/** Filter of the board (query fields of GET leads/dashboard/ and leads/dashboard/status/ and leads/leads-report-excel). */
export interface LeadDashboardFilter {
  leadCareType?: 'All' | 'Permanent' | 'Respite';
  locationId?: number | null;
  gender?: Sex | null;
  anaccClass?: number | null;
}

/** GET leads/lead-dashboard-filters. */
export interface LeadDashboardFilters {
  leadLocations: { id: number; name: string }[];
  genders: Sex[];
  anaccVariableComponents: Pick<AnaccVariableComponent, 'anaccClass' | 'anaccClassText'>[];
}

/** PUT leads/lead-status body. The server enforces the drag rules; a refused move answers 400 and changes nothing. */
export interface LeadStatusChange { residencyId: number; status: EnquiryStatus; orderNumber?: string | null }

/** PUT leads/lead-order body: place the card between two neighbours of the target column (null at either end). */
export interface LeadOrderChange {
  currentResidencyId: number;
  predecessorOrderNumber: string | null;
  successorOrderNumber: string | null;
  status: EnquiryStatus;
}
/** PUT leads/lead-order response: the card's new order number. */
export interface LeadOrderResult { result: string }

/** PUT leads/pre-admission-status body. */
export interface PreAdmissionStatus { residencyId: number; isContractSigned: boolean; status: EnquiryStatus; isDeceased: boolean }

/** The lead payload of POST leads / PUT leads, and GET leads/{id}. */
export interface Lead extends Address {
  residentId?: number;
  id?: number;
  residencyId?: number;
  version?: number;
  firstName: string;
  lastName: string;
  preferredName?: string | null;
  title?: string | null;
  sex?: Sex | null;
  /** 'YYYY-MM-DD' (entered DD/MM/YYYY). */
  dateOfBirth?: string | null;
  careType: CareTypeName;
  requestACCR?: boolean;
  entitlementType?: string;
  enquirySources?: { id: number; name?: string }[];
  religions?: { id: number; name?: string }[];
  isPrivateResidency?: boolean;
  contactIsResident?: boolean;
  contactFirstName?: string | null;
  contactLastName?: string | null;
  requestedAdmissionDateUtc?: string | null;
  requestedDepartureDateUtc?: string | null;
  preEntryLeaveDateUtc?: string | null;
  indigenousStatus?: string | null;
  medicareNumber?: string | null;
  medicareMemberNumber?: string | null;
  medicareExpiryYear?: number | null;
  careRecipientId?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  primaryContact?: Contact | null;
  secondaryContact?: Contact | null;
  debtor?: string | null;
  respiteCareLevel?: RespiteCareLevel;
  adl?: LeadAcfiLevel;
  beh?: LeadAcfiLevel;
  chc?: LeadAcfiLevel;
  supportStatus?: SupportStatus | null;
  preferredFacilityLocationId?: number | null;
  /** The person's version (GET leads/{id}); when sent with PUT leads, 409 if the person changed meanwhile. */
  residentVersion?: number;
  // read-only in GET leads/{id}
  status?: EnquiryStatus;
  isArchived?: boolean;
  isProspect?: boolean;
  isContractSigned?: boolean;
  isDeceased?: boolean;
  incomeAssetStatus?: IncomeAssetStatus;
  facilityId?: number;
  facilityName?: string;
  createdOnUtc?: string;
  tourInfo?: LeadTourInfo | null;
  expectedAnacc?: { anaccClass: number; anaccClassText: string; classificationDate: string } | null;
  hasPreviousResidency?: boolean;
}

/** POST leads response. */
export interface CreateLeadResponse {
  lead: { residentId: number; residencyId: number };
  getACCRCommandResult: { accrLoaded: boolean } | null;
  errorMessage: string | null;
}

/** PUT leads/admit/ and PUT residents/make-resident-funded/ body (seed 001 §3 "Admission info"). */
export interface AdmissionInfo {
  residentId: number;
  residencyId?: number;
  bedId: number | null;
  /** Instant (admission date and time). */
  admissionDateUtc: string;
  expectedDepartureDateUtc?: string | null;
  preEntryLeaveDateUtc?: string | null;
  /** Pre-entry leave days (Permanent care only); preEntryLeaveDateUtc = admission date minus these days. */
  preEntryLeaveDays?: number | null;
  accommodationClass: 'Pre01Jul2014' | 'Post01Jul2014' | 'Post01Nov2025' | string;
  palliativeStatus: boolean;
  careType: CareTypeName;
  isPrivateResidency?: boolean;
}

/**
 * POST residents/{id}/transfer body (also used for leads: transferType Lead when not admitted, otherwise DepartedResidency).
 * NOTE (issue 4, API): the residents route reads the destination from `toFacilityId` (required there; the query's
 * facilityId is the current facility) and does not read `facilityId` from the body: send `toFacilityId`.
 */
export interface TransferRequest { facilityId: number; transferType: TransferType; version?: number; toFacilityId?: number }

/** GET accr/{residentId} (ACCR client record, from the ACCR adapter). */
export interface AccrRecord {
  residentId: number;
  careRecipientId: string | null;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  sex: Sex | null;
  medicareNumber: string | null;
  approvals: { careType: string; approvedFrom: string; approvedTo: string | null; status: string }[];
  anaccClass: number | null;
  anaccClassText: string | null;
  assessmentDate: string | null;
  source: 'ACCR simulator' | string;
  retrievedOnUtc: string;
}

/** GET leads/{id}/funding-estimate (pre-admission funding estimate with the AN-ACC calculator). */
export interface FundingEstimate {
  residencyId: number;
  careType: CareTypeName;
  estimateDate: string;
  anaccClass: number | null;
  variableComponent: AnaccVariableComponent | null;
  fixedComponent: AnaccFixedComponent | null;
  /** Base care tariff + variable rate, decimal string; null without a class. */
  dailyBasicSubsidy: string | null;
  /** Classes for the lead's care type, with their rates on estimateDate. */
  anaccVariableComponents: AnaccVariableComponent[];
}

/** PUT leads/{id}/expectedAnacc body. */
export interface ExpectedAnaccRequest { anaccClass: number }

// ---------------------------------------------------------------- added by the API (issue 4), all additive

/** Body of PUT leads/{id}/archive, send-to-leads, send-to-departed-list, POST leads/{id}/mark-as-prospect and
 * PUT residents/UpdateFromAccr/{residentId}: the lead's `version` (409 when stale). */
export interface LeadVersionBody { version: number }

/** POST tour/save response: the saved tour and the lead's status and version after it. */
export interface TourSaveResult extends Tour { leadStatus: EnquiryStatus; leadVersion: number }

/** DELETE tour/{id} response. */
export interface TourDeleteResult { id: number; residencyId: number; leadStatus: EnquiryStatus }

/** PUT leads/admit/ response (the UI then opens /viewResident/{residentId}). */
export interface AdmitResult {
  residentId: number;
  residencyId: number;
  admissionDateUtc: string;
  bedId: number;
  eventId: number;
  /** The Medicare entry's unique event id; null for a private residency (not submitted). */
  uniqueEventId: string | null;
  medicareSubmitted: boolean;
  version: number;
}

/** GET leads/{id}/available-beds (the same grouping as the residents area's assign-bed dialog). */
export interface LeadAvailableBeds {
  residentId: number;
  residencyId: number;
  version: number;
  currentBedId: null;
  assignedAccommodationAndBed: null;
  locations: { locationId: number | null; locationName: string; rooms: { accommodationId: number; roomNumber: string; beds: { bedId: number; name: string; label: string }[] }[] }[];
}

/** GET leads/{id}/funding-estimate also returns the AN-ACC price per NWAU on the estimate date. */
export interface FundingEstimateResponse extends FundingEstimate { pricePerNwau: string | null }

/** PUT leads/{id}/expectedAnacc response. */
export interface ExpectedAnaccResult {
  saved: boolean;
  expectedAnacc: { anaccClass: number; anaccClassText: string; classificationDate: string };
  fundingEstimate: FundingEstimateResponse;
}

/** PUT residents/UpdateFromAccr/{residentId} response. */
export interface UpdateFromAccrResult { accr: AccrRecord; updatedFields: string[]; version: number; residentVersion: number }

/** POST leads/{id}/mark-as-prospect response. */
export interface MarkAsProspectResult { residentId: number; residencyId: number; isProspect: true; version: number }

/** DELETE leads/{id} response. */
export interface DeleteLeadResult { residentId: number; residencyId: number; deleted: true }
