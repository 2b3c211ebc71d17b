/**
 * Resident record API types, shared by the API and mfe-residents. The response types are the `Static` types of
 * the response schemas in contracts/resident-responses.ts (re-exported here under the names the remotes import); the
 * request types below stay hand-written. Field names are the seed's (000 §3 "Resident or lead", "Contact",
 * "BillPayerDetail", "Leave", "Departure", "Admission info"). Dates: date-only values are 'YYYY-MM-DD'; instants are
 * ISO-8601 UTC strings. `version` is the optimistic-concurrency token sent back on edits.
 */
import type { CareType } from './enums';
import type { ResidentDetail } from './contracts/resident-responses';

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

/** POST residents/{id}/resident-notes body. */
export interface NewResidentNote {
  note: string;
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
