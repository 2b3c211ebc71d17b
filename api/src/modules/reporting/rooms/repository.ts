/**
 * SQL of the rooms report (aged care): the facility's active beds, one row a bed, with its room, type and location,
 * who occupies it now (a current residency holding the bed) and whether it is out of service today.
 */
import { sql } from 'kysely';
import { melbourneToday } from 'shared-domain/dates';
import type { RoomsReportFilter } from 'shared-domain/contracts/reporting';
import type { ScopedDb } from '../../../db/scoped';
import { activeBeds, bedOutOfServiceOn, currentResidency } from '../../residents/index';
import { nonEmpty } from '../units/repository';

export async function roomsQuery(s: ScopedDb, filters: RoomsReportFilter) {
  for (const id of filters.facilityLocations ?? []) await s.resolve.location(id);
  for (const id of filters.roomTypes ?? []) await s.resolve.accommodationType(id);
  const today = melbourneToday();
  let q = activeBeds(s)
    .innerJoin('accommodations as a', 'a.id', 'b.accommodation_id')
    .leftJoin('accommodation_types as t', 't.id', 'a.accommodation_type_id')
    .leftJoin('facility_locations as l', 'l.id', 'a.facility_location_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('residencies as r')
          .innerJoin('residents as p', 'p.id', 'r.resident_id')
          .select(['p.first_name', 'p.last_name', 'r.care_type', 'r.admission_date_utc'])
          .whereRef('r.bed_id', '=', 'b.id')
          .where(currentResidency('r'))
          .orderBy('r.admission_date_utc')
          .orderBy('r.id')
          .limit(1)
          .as('o'),
      (j) => j.onTrue(),
    )
    .select([
      'b.id',
      'b.name as bed_name',
      'a.room_number',
      't.name as type_name',
      'l.name as location_name',
      'o.first_name',
      'o.last_name',
      'o.care_type',
      'o.admission_date_utc',
      bedOutOfServiceOn('b.id', today).as('out_of_service'),
    ]);
  if (filters.facilityLocations) q = q.where('a.facility_location_id', 'in', nonEmpty(filters.facilityLocations));
  if (filters.roomTypes) q = q.where('a.accommodation_type_id', 'in', nonEmpty(filters.roomTypes));
  return q
    .orderBy('l.name')
    .orderBy(sql`length(a.room_number)`)
    .orderBy('a.room_number')
    .orderBy('b.name')
    .orderBy('b.id');
}
export type RoomsQueryRow = Awaited<ReturnType<typeof roomsQuery>> extends { execute(): Promise<(infer R)[]> } ? R : never;
