import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function availableUnits(db: Kysely<Database>, facilityId: number) {
  return db
    .selectFrom('accommodations as a')
    .leftJoin('accommodation_types as t', 't.id', 'a.accommodation_type_id')
    .select(['a.id as accommodationId', 'a.room_number as roomNumber', 't.name as accommodationName'])
    .where('a.facility_id', '=', facilityId)
    .where('a.is_active', '=', true)
    .where('a.ilu_status', '=', 'Available')
    .orderBy('a.room_number')
    .execute();
}

export function unitCounts(db: Kysely<Database>, facilityId: number) {
  return db
    .selectFrom('accommodations')
    .select([sql<number>`count(*)`.as('total'), sql<number>`count(*) filter (where ilu_status = 'Occupied')`.as('occupied')])
    .where('facility_id', '=', facilityId)
    .where('is_active', '=', true)
    .executeTakeFirstOrThrow();
}

/** Open enquiries (allocations not archived and not yet occupied) with their first two residents, unit and tours. */
export function openEnquiries(db: Kysely<Database>, facilityId: number) {
  return db
    .selectFrom('independent_living_allocations as ila')
    .leftJoin('accommodations as a', 'a.id', 'ila.accommodation_id')
    .select([
      'ila.id', 'ila.deposit_paid_date', 'ila.created_on', 'ila.accommodation_id', 'a.room_number',
      sql<number | null>`(select ar.resident_id from ilu_allocation_residents ar where ar.independent_living_allocation_id = ila.id order by ar.position, ar.resident_id limit 1)`.as('first_resident_id'),
      sql<string | null>`(select r.first_name || ' ' || r.last_name from ilu_allocation_residents ar join residents r on r.id = ar.resident_id where ar.independent_living_allocation_id = ila.id order by ar.position, ar.resident_id limit 1)`.as('first_name'),
      sql<string | null>`(select r.first_name || ' ' || r.last_name from ilu_allocation_residents ar join residents r on r.id = ar.resident_id where ar.independent_living_allocation_id = ila.id order by ar.position, ar.resident_id offset 1 limit 1)`.as('second_name'),
      sql<Date | null>`(select max(t.tour_date_time) from ilu_tours t where t.independent_living_allocation_id = ila.id and t.completed)`.as('completed_tour'),
    ])
    .where('ila.facility_id', '=', facilityId)
    .where('ila.is_archived', '=', false)
    .where('ila.occupied_date', 'is', null)
    .orderBy('ila.created_on', 'desc')
    .orderBy('ila.id', 'desc')
    .execute();
}
