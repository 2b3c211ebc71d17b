/**
 * The residents area as other modules use it (they import this file only). Routes are registered by app.ts; the leads
 * area admits a lead with the same bed rules and records the admission with the same event writer as the stay.
 */
export { registerResidentRecordRoutes, registerResidentStayRoutes, registerResidentsRoutes } from './routes';
export { findBed, freeBeds, lockBed, type BedRow } from './beds/repository';
/** Who lives here now: current residencies, occupied and out-of-service beds, the beds counted (the one definition). */
export {
  activeBeds,
  bedOccupied,
  bedOutOfServiceOn,
  bedsInService,
  currentResidency,
  currentResidentsHere,
  inCareDuring,
} from './occupancy';
export { ASSIGN_BED_MESSAGES, bedLabel } from './beds/service';
export { recordEvent, type StayCall, type StayRow } from './stay/events';
export { lockUnit, setUnitStatus, stayById, unitHeldByAnotherAllocation, type UnitRow } from './stay/repository';
/** Each residency's latest hospital leave, as a derived table (the potential reassessments report). */
export { latestHospitalLeavesQuery } from './stay/repository';
/**
 * A person's admission corrected or reversed, a departure reversed, under the stay's rules (seed 001 §4): the
 * independent-living area calls them for each person of an allocation.
 */
export { correctAdmission, reverseAdmission } from './stay/admission/service';
export { reverseDeparture } from './stay/departure/service';
/** Moving a residency to another facility of the organisation (the transfer's one cross-facility write). */
export { facilityOfOrganisation, moveResidency } from './stay/transfer/repository';
/** A new enquiry (allocation) of an independent-living facility and its people (mark as enquiry, ILU enquiries). */
export { addToAllocation, insertAllocation, type AllocationValues } from './enquiry/repository';
export { contactsOf, sourcesAndReligions, type ContactRow } from './record/repository';
export { contactDetails } from './record/service';
export { MARK_AS_ENQUIRY_MESSAGES } from 'shared-domain/resident-record';
export { ageOn } from './list/age';
export { searchResidents } from './search/repository';
export { searchRow } from './search/service';
export { listResidents } from './list/service';
export { PHOTO_TYPE_MESSAGE } from './photo/service';
export { TINY_PNG } from './examples';
