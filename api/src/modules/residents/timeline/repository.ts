/**
 * SQL of the resident timeline: everything read through the person's residencies in the current facility. Events,
 * leaves, bed moves and tours are read through the residency (a residency transferred here keeps its history), documents
 * and notes are the facility's own.
 */
import type { ScopedDb } from '../../../db/scoped';

export function residenciesOf(s: ScopedDb, residentId: number) {
  return s
    .selectFrom('residencies', 'rs')
    .innerJoin('facilities as f', 'f.id', 'rs.facility_id')
    .select([
      'rs.id',
      'rs.care_type',
      'rs.created_on_utc',
      'rs.admission_date_utc',
      'rs.is_lead',
      'rs.independent_living_allocation_id',
      'f.name as facility_name',
    ])
    .where('rs.resident_id', '=', residentId)
    .orderBy('rs.created_on_utc')
    .execute();
}

export function eventsOf(s: ScopedDb, residencyIds: number[]) {
  return s
    .selectFrom('residencies', 'rs')
    .innerJoin('residency_events as e', 'e.residency_id', 'rs.id')
    .select(['e.id', 'e.residency_id', 'e.event_type', 'e.effective_date', 'e.is_reversed', 'e.leave_id', 'e.created_on_utc'])
    .where('rs.id', 'in', residencyIds)
    .orderBy('e.id')
    .execute();
}
export type EventRow = Awaited<ReturnType<typeof eventsOf>>[number];

export function leavesOf(s: ScopedDb, residencyIds: number[]) {
  return s
    .selectFrom('residencies', 'rs')
    .innerJoin('leaves as l', 'l.residency_id', 'rs.id')
    .select(['l.id', 'l.residency_id', 'l.type', 'l.start_date', 'l.return_date', 'l.is_reversed', 'l.created_on_utc'])
    .where('rs.id', 'in', residencyIds)
    .orderBy('l.id')
    .execute();
}

/** Bed moves (assign bed, migration 0010) with the rooms as they were shown at the time. */
export function bedMovesOf(s: ScopedDb, residencyIds: number[]) {
  return s
    .selectFrom('residencies', 'rs')
    .innerJoin('residency_bed_assignments as m', 'm.residency_id', 'rs.id')
    .select(['m.id', 'm.residency_id', 'm.from_label', 'm.label', 'm.assigned_on', 'm.assigned_at'])
    .where('rs.id', 'in', residencyIds)
    .orderBy('m.assigned_at')
    .orderBy('m.id')
    .execute();
}

/** Tours of independent-living enquiries (by allocation). */
export function iluToursOf(s: ScopedDb, allocationIds: number[]) {
  return s
    .selectFrom('independent_living_allocations', 'ila')
    .innerJoin('ilu_tours as t', 't.independent_living_allocation_id', 'ila.id')
    .select(['t.id', 't.tour_date_time', 't.completed'])
    .where('ila.id', 'in', allocationIds)
    .orderBy('t.tour_date_time')
    .execute();
}

/** Tours of AgeCare leads (migration 0009) with the facilitator. */
export function leadToursOf(s: ScopedDb, residencyIds: number[]) {
  return s
    .selectFrom('residencies', 'rs')
    .innerJoin('lead_tours as t', 't.residency_id', 'rs.id')
    .leftJoin('users as u', 'u.id', 't.tour_facilitator_user_id')
    .select(['t.id', 't.residency_id', 't.tour_date_time', 't.is_completed', 'u.first_name', 'u.last_name'])
    .where('rs.id', 'in', residencyIds)
    .orderBy('t.tour_date_time')
    .execute();
}

export function documentsOf(s: ScopedDb, residentId: number) {
  return s
    .selectFrom('documents', 'd')
    .select(['d.id', 'd.name', 'd.extension', 'd.date_added', 'd.deleted_at'])
    .where('d.resident_id', '=', residentId)
    .execute();
}

export function notesOf(s: ScopedDb, residentId: number) {
  return s
    .selectFrom('resident_notes', 'n')
    .select(['n.id', 'n.note', 'n.created_on_utc'])
    .where('n.resident_id', '=', residentId)
    .execute();
}
