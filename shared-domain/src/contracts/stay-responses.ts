/**
 * Response schemas of the stay (seed 000 §7, seed 001 §3 "Event history") and of assign bed, declared once: the API
 * serialises the routes' bodies with them; the remotes import the `Static` types. Plain types without formats: responses
 * are serialised, never validated. Fastify drops every property a response schema does not declare, so a field added to
 * a response must be added here too.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { EditableEvent, LatestResidencyOfEvent } from '../stay';
import { Enum, Nullable } from './common';

const Str = Type.String();
const Num = Type.Number();
const Bool = Type.Boolean();
const Opt = <T extends TSchema>(schema: T) => Type.Optional(schema);
const NullStr = Nullable(Str);
const NullNum = Nullable(Num);

export const LeaveDto = Type.Object({
  id: Num,
  residencyId: Num,
  type: Str,
  kind: NullStr,
  startDateUtc: Str,
  expectedReturnDateUtc: NullStr,
  returnDateUtc: NullStr,
  isReversed: Bool,
  leaveStartTimeLocalString: NullStr,
  leaveReturnTimeLocalString: NullStr,
  isRespiteLeaveWithinOrganisation: Bool,
  version: Num,
});
export type LeaveDto = Static<typeof LeaveDto>;

const departureFields = {
  residencyId: Num,
  residentId: Num,
  admissionDateUtc: NullStr,
  departureDateUtc: NullStr,
  departureTimeLocal: NullStr,
  departureReason: NullStr,
  departureInitiatedBy: NullStr,
  departureReasonNotes: NullStr,
  toFacilityId: NullNum,
  hasAdmissionAfterDeparture: Bool,
  eventId: NullNum,
  version: Num,
  careType: Str,
  independentLivingAllocationId: NullNum,
};
/** The answer of depart and of a departure correction. */
export const DepartureDto = Type.Object(departureFields);
export type DepartureDto = Static<typeof DepartureDto>;
export const DepartureOtherResident = Type.Object({
  residencyId: Num,
  residentId: Num,
  firstName: Str,
  lastName: Str,
  admissionDateUtc: NullStr,
  departureDateUtc: NullStr,
});
export type DepartureOtherResident = Static<typeof DepartureOtherResident>;
/** GET departure / departure-ilu: the departure with the other residents of the ILU unit (empty for aged care). */
export const DepartureInfo = Type.Object({ ...departureFields, otherResidents: Opt(Type.Array(DepartureOtherResident)) });
export type DepartureInfo = Static<typeof DepartureInfo>;

export const AdmissionInfo = Type.Object({
  residencyId: Num,
  residentId: Num,
  admissionDateUtc: NullStr,
  admissionTimeLocal: NullStr,
  expectedDepartureDateUtc: NullStr,
  careType: Enum(['Permanent', 'Respite', 'ILU'] as const),
  preEntryLeaveDateUtc: NullStr,
  conflictEffectiveDates: Type.Array(Str),
  bedId: NullNum,
  accommodationClass: NullStr,
  palliativeStatus: Bool,
  isPrivateResidency: Bool,
  departureDateUtc: NullStr,
  isDeparted: Bool,
  eventId: NullNum,
  version: Num,
});
export type AdmissionInfo = Static<typeof AdmissionInfo>;

/** The answer of a reversal (admission or departure): the reversing event. */
export const StayReversalResult = Type.Object({ eventId: Num, residencyId: Num });
export type StayReversalResult = Static<typeof StayReversalResult>;

export const TransferResult = Type.Object({
  residentId: Num,
  residencyId: Num,
  facilityId: Num,
  facilityName: Str,
  transferType: Str,
});
export type TransferResult = Static<typeof TransferResult>;

export const MakeResidentFundedResult = Type.Object({
  residentId: Num,
  residencyId: Num,
  isPrivateResidency: Bool,
  version: Num,
});
export type MakeResidentFundedResult = Static<typeof MakeResidentFundedResult>;

// ---------------------------------------------------------------- assign bed
export const AvailableBed = Type.Object({ bedId: Num, name: Str, label: Str });
export type AvailableBed = Static<typeof AvailableBed>;
export const AvailableRoom = Type.Object({ accommodationId: Num, roomNumber: Str, beds: Type.Array(AvailableBed) });
export type AvailableRoom = Static<typeof AvailableRoom>;
export const AvailableLocation = Type.Object({ locationId: NullNum, locationName: Str, rooms: Type.Array(AvailableRoom) });
export type AvailableLocation = Static<typeof AvailableLocation>;
export const AvailableBeds = Type.Object({
  residentId: Num,
  residencyId: Num,
  /** The residency's version: sent back with the assignment (409 when stale). */
  version: Num,
  currentBedId: NullNum,
  assignedAccommodationAndBed: NullStr,
  locations: Type.Array(AvailableLocation),
});
export type AvailableBeds = Static<typeof AvailableBeds>;

// ---------------------------------------------------------------- event history (seed 001 §3)
export const EventHistoryEvent = Type.Object({
  id: Num,
  eventType: Num,
  eventDate: Str,
  careType: Str,
  facilityId: Num,
  facilityName: Opt(Str),
  residencyId: Num,
  enquiryId: Opt(NullNum),
  isDeparted: Bool,
  uniqueEventId: NullStr,
  isPrivateResident: Bool,
  medicareRequestType: NullStr,
  medicareStatus: Opt(NullStr),
  /** The simulator's (or Medicare's) reason for Rejected, Held, Duplicate, Superseded, Error. */
  medicareStatusReason: Opt(NullStr),
  independentLivingAllocationWasSettled: Bool,
  isReversed: Opt(Bool),
  leaveId: Opt(NullNum),
  createdOnUtc: Opt(Str),
});
export type EventHistoryEvent = Static<typeof EventHistoryEvent>;
export const EventHistoryLeave = Type.Object({
  id: Num,
  residencyId: Num,
  type: Str,
  kind: NullStr,
  startDateUtc: Str,
  expectedReturnDateUtc: NullStr,
  returnDateUtc: NullStr,
  isReversed: Bool,
  leaveStartTimeLocalString: Opt(NullStr),
  leaveReturnTimeLocalString: Opt(NullStr),
  isRespiteLeaveWithinOrganisation: Opt(Bool),
  version: Num,
});
export type EventHistoryLeave = Static<typeof EventHistoryLeave>;
export const EventHistoryLatestResidency = Type.Object({
  id: Num,
  facilityId: Num,
  facilityName: Str,
  isLead: Bool,
  isDeparted: Bool,
  admissionDateUtc: NullStr,
  departureDateUtc: NullStr,
  careType: Str,
});
export type EventHistoryLatestResidency = Static<typeof EventHistoryLatestResidency>;
export const EventHistoryResponse = Type.Object({
  eventsHistory: Type.Array(EventHistoryEvent),
  leaves: Type.Array(EventHistoryLeave),
  latestResidency: Nullable(EventHistoryLatestResidency),
  currentLoggedInFaclityId: Num,
});
export type EventHistoryResponse = Static<typeof EventHistoryResponse>;

// The event-history edit rules (stay's eventEditBlock) read these fields of the answer.
const readByTheRules: [
  EventHistoryEvent extends EditableEvent ? true : false,
  EventHistoryLatestResidency extends LatestResidencyOfEvent ? true : false,
] = [true, true];
void readByTheRules;
