/**
 * SQL of the settlements report (independent living): the facility's allocations whose residents departed, with
 * their unit, residents, dates, agreed and settlement prices and whether the settlement is finalised; latest departure
 * first.
 */
import { sql } from 'kysely';
import type { SettlementsReportFilter } from 'shared-domain/contracts/reporting';
import type { ScopedDb } from '../../../db/scoped';

export function settlementsQuery(s: ScopedDb, filters: SettlementsReportFilter) {
  let q = s
    .selectFrom('independent_living_allocations', 'ila')
    .leftJoin('accommodations as a', 'a.id', 'ila.accommodation_id')
    .select([
      'ila.id',
      'a.room_number',
      'ila.occupied_date',
      'ila.departure_date',
      'ila.settlement_date',
      'ila.agreed_price',
      'ila.settlement_price',
      'ila.is_settled',
      sql<string | null>`(select string_agg(p.first_name || ' ' || p.last_name, ', ' order by ar.position, p.id)
        from ilu_allocation_residents ar join residents p on p.id = ar.resident_id
        where ar.independent_living_allocation_id = ila.id)`.as('residents'),
    ])
    .where('ila.departure_date', 'is not', null)
    .where('ila.is_archived', '=', false);
  if (filters.unSettledOnly) q = q.where('ila.is_settled', '=', false);
  return q.orderBy('ila.departure_date', 'desc').orderBy('ila.id', 'desc');
}
export type SettlementsQueryRow = ReturnType<typeof settlementsQuery> extends { execute(): Promise<(infer R)[]> } ? R : never;
