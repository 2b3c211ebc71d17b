/** SQL of the independent-living dashboard: the current facility's units and open enquiries. */
import { sql } from 'kysely';
import type { ScopedDb } from '../../db/scoped';

export function availableUnits(s: ScopedDb) {
  return s
    .selectFrom('accommodations', 'a')
    .leftJoin('accommodation_types as t', 't.id', 'a.accommodation_type_id')
    .select(['a.id as accommodationId', 'a.room_number as roomNumber', 't.name as accommodationName'])
    .where('a.is_active', '=', sql.lit(true))
    .where('a.ilu_status', '=', sql.lit('Available'))
    .orderBy('a.room_number')
    .execute();
}

export function unitCounts(s: ScopedDb) {
  return s
    .selectFrom('accommodations', 'a')
    .select([sql<number>`count(*)`.as('total'), sql<number>`count(*) filter (where a.ilu_status = 'Occupied')`.as('occupied')])
    .where('a.is_active', '=', sql.lit(true))
    .executeTakeFirstOrThrow();
}

/**
 * Open enquiries (allocations not archived and not yet occupied) with their first two residents, unit and tours.
 * One lateral aggregate per allocation for the residents (index ilu_allocation_residents_position_idx) and one for the
 * tours, instead of one sub-query per column (migration 0004 indexes the open allocations newest first).
 */
export function openEnquiries(s: ScopedDb) {
  return s
    .selectFrom('independent_living_allocations', 'ila')
    .leftJoin('accommodations as a', 'a.id', 'ila.accommodation_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('ilu_allocation_residents as ar')
          .innerJoin('residents as r', 'r.id', 'ar.resident_id')
          .select([
            sql<number | null>`(array_agg(ar.resident_id order by ar.position, ar.resident_id))[1]`.as('first_resident_id'),
            sql<string | null>`(array_agg(r.first_name || ' ' || r.last_name order by ar.position, ar.resident_id))[1]`.as(
              'first_name',
            ),
            sql<string | null>`(array_agg(r.first_name || ' ' || r.last_name order by ar.position, ar.resident_id))[2]`.as(
              'second_name',
            ),
          ])
          .whereRef('ar.independent_living_allocation_id', '=', 'ila.id')
          .as('p'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('ilu_tours as t')
          .select(sql<Date | null>`max(t.tour_date_time)`.as('completed_tour'))
          .whereRef('t.independent_living_allocation_id', '=', 'ila.id')
          .where('t.completed', '=', sql.lit(true))
          .as('t'),
      (join) => join.onTrue(),
    )
    .select([
      'ila.id',
      'ila.deposit_paid_date',
      'ila.created_on',
      'ila.accommodation_id',
      'a.room_number',
      'p.first_resident_id',
      'p.first_name',
      'p.second_name',
      't.completed_tour',
    ])
    .where('ila.is_archived', '=', sql.lit(false))
    .where('ila.occupied_date', 'is', null)
    .orderBy('ila.created_on', 'desc')
    .orderBy('ila.id', 'desc')
    .execute();
}
