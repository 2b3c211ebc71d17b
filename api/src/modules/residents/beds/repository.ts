/**
 * SQL of assign bed (seed 000 §2 dialog). Free = active, not out of service today (flag or an undeleted
 * out-of-service period covering today), not held by a current residency. Each assignment is recorded in
 * `residency_bed_assignments` (migration 0010) for the timeline.
 */
import { sql } from 'kysely';
import type { ScopedDb } from '../../../db/scoped';
import { bedOccupied, bedOutOfServiceOn } from '../occupancy';

/** The facility's bed with its state, or undefined when it is not this facility's. */
export function findBed(s: ScopedDb, bedId: number, today: string) {
  return s
    .selectFrom('beds', 'b')
    .innerJoin('accommodations as a', 'a.id', 'b.accommodation_id')
    .select([
      'b.id',
      'b.name',
      'b.is_active',
      'b.is_out_of_service',
      'a.room_number',
      'a.is_active as room_active',
      bedOutOfServiceOn('b.id', today).as('oos_period'),
      bedOccupied('b.id').as('is_occupied'),
    ])
    .where('b.id', '=', bedId)
    .where('a.facility_id', '=', s.facilityId)
    .executeTakeFirst();
}
export type BedRow = NonNullable<Awaited<ReturnType<typeof findBed>>>;

/** Locks the facility's bed row (two assignments cannot share a bed); false when it is not this facility's. */
export async function lockBed(s: ScopedDb, bedId: number): Promise<boolean> {
  return !!(await s.selectFrom('beds', 'b').select('b.id').where('b.id', '=', bedId).forUpdate().executeTakeFirst());
}

/** The residency with what assigning a bed needs. */
export function bedResidency(s: ScopedDb, residencyId: number) {
  return s
    .selectFrom('residencies', 'rs')
    .innerJoin('facilities as f', 'f.id', 'rs.facility_id')
    .select([
      'rs.id',
      'rs.version',
      'rs.bed_id',
      'rs.is_lead',
      'rs.is_archived',
      'rs.admission_date_utc',
      'rs.departure_date_utc',
      'f.facility_type',
    ])
    .where('rs.id', '=', residencyId)
    .executeTakeFirstOrThrow();
}

/** The facility's free beds today with their room and location, in the dialog's order. */
export function freeBeds(s: ScopedDb, today: string) {
  return s
    .selectFrom('beds', 'b')
    .innerJoin('accommodations as a', 'a.id', 'b.accommodation_id')
    .leftJoin('facility_locations as l', 'l.id', 'a.facility_location_id')
    .select(['b.id', 'b.name', 'a.id as accommodation_id', 'a.room_number', 'l.id as location_id', 'l.name as location_name'])
    .where('a.facility_id', '=', s.facilityId)
    .where('b.is_active', '=', true)
    .where('a.is_active', '=', true)
    .where('b.is_out_of_service', '=', false)
    .where(sql<boolean>`not ${bedOutOfServiceOn('b.id', today)}`)
    .where(sql<boolean>`not ${bedOccupied('b.id')}`)
    .orderBy(sql`l.name is null`)
    .orderBy('l.name')
    .orderBy(sql`length(a.room_number)`)
    .orderBy('a.room_number')
    .orderBy('b.name')
    .orderBy('b.id')
    .execute();
}

/** Moves a current residency to the bed under optimistic concurrency; false when stale or no longer current. */
export async function moveToBed(s: ScopedDb, residencyId: number, version: number, bedId: number): Promise<boolean> {
  const updated = await s
    .updateTable('residencies')
    .set((eb) => ({ bed_id: bedId, version: eb('version', '+', 1) }))
    .where('id', '=', residencyId)
    .where('version', '=', version)
    .where('admission_date_utc', 'is not', null)
    .where('departure_date_utc', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

export async function recordBedAssignment(
  s: ScopedDb,
  v: {
    residencyId: number;
    fromBedId: number | null;
    bedId: number;
    fromLabel: string | null;
    label: string;
    assignedOn: string;
  },
): Promise<void> {
  await s
    .insertInto('residency_bed_assignments', {
      residency_id: v.residencyId,
      from_bed_id: v.fromBedId,
      bed_id: v.bedId,
      from_label: v.fromLabel,
      label: v.label,
      assigned_on: v.assignedOn,
      assigned_by_user_id: s.userId,
    })
    .execute();
}
