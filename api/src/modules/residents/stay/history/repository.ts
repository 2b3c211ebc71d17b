/**
 * The person's residencies in the organisation, in every facility: the named cross-facility read `personHistory` (the
 * event history, and the correction rules that depend on a later readmission or transfer elsewhere). Only reached after
 * the person was resolved for the current facility.
 */
import type { ScopedDb } from '../../../../db/scoped';
import type { StayRow } from '../repository';

function personResidencies(s: ScopedDb, residentId: number) {
  return s
    .crossFacility('personHistory')
    .selectFrom('residencies as r')
    .innerJoin('facilities as f', 'f.id', 'r.facility_id')
    .where('r.resident_id', '=', residentId)
    .where('f.organisation_id', '=', s.organisationId);
}

/** Later residencies of the same person (readmission, transfer, lead) in any facility, oldest first. */
export function laterResidencies(s: ScopedDb, stay: StayRow) {
  return personResidencies(s, stay.resident_id)
    .select(['r.id', 'r.facility_id', 'f.name as facility_name', 'r.is_lead', 'r.admission_date_utc', 'r.departure_date_utc'])
    .where('r.id', '>', stay.id)
    .where('r.is_archived', '=', false)
    .orderBy('r.id')
    .execute();
}

/** The person's latest residency that is not archived, in any facility. */
export function latestResidency(s: ScopedDb, residentId: number) {
  return personResidencies(s, residentId)
    .select([
      'r.id',
      'r.facility_id',
      'f.name as facility_name',
      'r.is_lead',
      'r.admission_date_utc',
      'r.departure_date_utc',
      'r.care_type',
    ])
    .where('r.is_archived', '=', false)
    .orderBy('r.id', 'desc')
    .executeTakeFirst();
}

/** Departure dates of the person's earlier residencies (any facility): the dates an admission must come after. */
export async function earlierDepartures(s: ScopedDb, stay: StayRow): Promise<string[]> {
  const rows = await personResidencies(s, stay.resident_id)
    .select('r.departure_date_utc')
    .where('r.id', '<', stay.id)
    .where('r.departure_date_utc', 'is not', null)
    .execute();
  return rows
    .map((r) => r.departure_date_utc)
    .filter((d): d is string => d !== null)
    .sort();
}

/**
 * Every residency of the person in the organisation, oldest first (event history), with whether its ILU allocation was
 * settled (its departure then cannot be edited).
 */
export function residenciesInOrganisation(s: ScopedDb, residentId: number) {
  return personResidencies(s, residentId)
    .leftJoin('independent_living_allocations as ila', 'ila.id', 'r.independent_living_allocation_id')
    .select([
      'r.id',
      'r.facility_id',
      'f.name as facility_name',
      'r.care_type',
      'r.is_lead',
      'r.is_private_residency',
      'r.departure_date_utc',
      'r.admission_date_utc',
      'r.independent_living_allocation_id',
      'ila.is_settled as allocation_settled',
    ])
    .orderBy('r.id')
    .execute();
}

/** Events of those residencies with their Medicare submission, latest first. */
export function eventsOfResidencies(s: ScopedDb, residencyIds: number[]) {
  return s
    .crossFacility('personHistory')
    .selectFrom('residency_events as e')
    .leftJoin('medicare_submissions as m', 'm.residency_event_id', 'e.id')
    .select([
      'e.id',
      'e.residency_id',
      'e.facility_id',
      'e.event_type',
      'e.effective_date',
      'e.is_reversed',
      'e.unique_event_id',
      'e.leave_id',
      'e.created_on_utc',
      'm.request_type',
      'm.status',
      'm.status_reason',
    ])
    .where('e.residency_id', 'in', residencyIds)
    .orderBy('e.effective_date', 'desc')
    .orderBy('e.id', 'desc')
    .execute();
}

export function leavesOfResidencies(s: ScopedDb, residencyIds: number[]) {
  return s
    .crossFacility('personHistory')
    .selectFrom('leaves')
    .selectAll()
    .where('residency_id', 'in', residencyIds)
    .orderBy('start_date', 'desc')
    .execute();
}
