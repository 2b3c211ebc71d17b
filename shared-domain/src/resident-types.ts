/**
 * Resident record API types (issue 3), shared by the API and mfe-residents. Field names are the seed's (000 §3
 * "Resident or lead", "Contact", "BillPayerDetail", "Leave", "Departure", "Admission info"). Dates: date-only values are
 * 'YYYY-MM-DD'; instants are ISO-8601 UTC strings. `version` is the optimistic-concurrency token sent back on edits.
 */
import type { BillPayerType, CareType, DepartureReason, FacilityType, LeaveType, Sex } from './enums';

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
}
