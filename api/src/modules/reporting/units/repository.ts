/**
 * SQL of the units report: the facility's independent-living units (active), where and what each is, its status, and
 * who holds it (the open allocation the unit is assigned to: its residents, occupied date and agreed price), in the
 * units screen's order (unit number as a number would sort, then id).
 */
import { sql } from 'kysely';
import type { UnitsReportFilter } from 'shared-domain/contracts/reporting';
import type { ScopedDb } from '../../../db/scoped';

export async function unitsQuery(s: ScopedDb, filters: UnitsReportFilter) {
  for (const id of filters.facilityLocations ?? []) await s.resolve.location(id);
  for (const id of filters.unitTypes ?? []) await s.resolve.accommodationType(id);
  let q = s
    .selectFrom('accommodations', 'a')
    .innerJoin('accommodation_types as t', 't.id', 'a.accommodation_type_id')
    .leftJoin('facility_locations as l', 'l.id', 'a.facility_location_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('independent_living_allocations as ila')
          .select(['ila.occupied_date', 'ila.agreed_price'])
          .select(
            sql<string | null>`(select string_agg(p.first_name || ' ' || p.last_name, ', ' order by ar.position, p.id)
              from ilu_allocation_residents ar join residents p on p.id = ar.resident_id
              where ar.independent_living_allocation_id = ila.id)`.as('residents'),
          )
          .whereRef('ila.accommodation_id', '=', 'a.id')
          .where('ila.is_archived', '=', false)
          .where('ila.departure_date', 'is', null)
          .orderBy('ila.id')
          .limit(1)
          .as('h'),
      (j) => j.onTrue(),
    )
    .select([
      'a.id',
      'a.room_number',
      'a.ilu_status',
      't.name as type_name',
      't.price as type_price',
      'l.name as location_name',
      'h.residents',
      'h.occupied_date',
      'h.agreed_price',
    ])
    .where('a.is_active', '=', true)
    .where('t.is_ilu', '=', true)
    // The report's statuses: a unit Sold is none of them.
    .where('a.ilu_status', 'in', filters.unitStatus ?? ['Available', 'Occupied', 'OutOfService']);
  if (filters.facilityLocations) q = q.where('a.facility_location_id', 'in', nonEmpty(filters.facilityLocations));
  if (filters.unitTypes) q = q.where('a.accommodation_type_id', 'in', nonEmpty(filters.unitTypes));
  return q
    .orderBy('l.name')
    .orderBy(sql`length(a.room_number)`)
    .orderBy('a.room_number')
    .orderBy('a.id');
}

/** An id list for `in`: an empty list matches nothing (`in ()` is not SQL). */
export function nonEmpty(ids: readonly number[]): number[] {
  return ids.length ? [...ids] : [0];
}
export type UnitsQueryRow = Awaited<ReturnType<typeof unitsQuery>> extends { execute(): Promise<(infer R)[]> } ? R : never;
