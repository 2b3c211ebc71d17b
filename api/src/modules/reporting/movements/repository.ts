/**
 * SQL of the movements report (aged care): the facility's admissions, departures (a departure to another facility is a
 * transfer), leave starts and leave returns whose date falls in the range, of its Permanent and Respite residents. One
 * row a movement: the residency's own dates and its leaves (not reversed) are its movements. By date, then the order a
 * stay's movements happen in (admission, leave, return, departure), then residency.
 */
import { sql } from 'kysely';
import type { MovementsReportFilter } from 'shared-domain/contracts/reporting';
import { careTypesOf } from 'shared-domain/reports/filters';
import type { ScopedDb } from '../../../db/scoped';
import { checkDateRange } from '../dates';

/** The movement kinds, in the order a stay's movements on one day are listed. */
export const MOVEMENT_KINDS = ['Admission', 'Leave', 'Return from leave', 'Departure', 'Transfer'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

interface Movement {
  movement: MovementKind;
  date: string;
  details: string | null;
  seq: number;
  ref: number;
}

export function movementsQuery(s: ScopedDb, filters: MovementsReportFilter) {
  const { fromDateUtcMidnight: from, toDateUtcMidnight: to } = filters;
  checkDateRange(from, to, 'toDateUtcMidnight');
  const movements = sql<Movement>`(
    select 'Admission' as movement, r.admission_date_utc as date, null::text as details, 1 as seq, 0 as ref
    union all
    select 'Leave', lv.start_date, lv.type::text, 2, lv.id from leaves lv
      where lv.residency_id = r.id and not lv.is_reversed
    union all
    select 'Return from leave', lv.return_date, lv.type::text, 3, lv.id from leaves lv
      where lv.residency_id = r.id and not lv.is_reversed and lv.return_date is not null
    union all
    select case when r.departure_to_facility_id is not null then 'Transfer' else 'Departure' end,
      r.departure_date_utc,
      case when r.departure_to_facility_id is not null
        then (select f.name from facilities f where f.id = r.departure_to_facility_id) else r.departure_reason end,
      4, 0
    where r.departure_date_utc is not null
  )`;
  return s
    .selectFrom('residencies', 'r')
    .innerJoin('residents as p', 'p.id', 'r.resident_id')
    .innerJoinLateral(movements.as('m'), (j) =>
      j.on(sql<boolean>`m.date is not null and m.date >= ${from}::date and m.date <= ${to}::date`),
    )
    .leftJoin('beds as b', 'b.id', 'r.bed_id')
    .leftJoin('accommodations as a', 'a.id', 'b.accommodation_id')
    .select([
      'r.id as residency_id',
      'm.movement',
      'm.date',
      'm.details',
      'm.seq',
      'm.ref',
      'p.first_name',
      'p.last_name',
      'r.care_type',
      'a.room_number',
      'b.name as bed_name',
    ])
    .where('r.is_lead', '=', false)
    .where('r.admission_date_utc', 'is not', null)
    .where('r.admission_date_utc', '<=', to)
    .where((eb) => eb.or([eb('r.departure_date_utc', 'is', null), eb('r.departure_date_utc', '>=', from)]))
    .where('r.care_type', 'in', careTypesOf(filters.careType))
    .orderBy('m.date')
    .orderBy('m.seq')
    .orderBy('r.id')
    .orderBy('m.ref');
}
export type MovementsQueryRow = ReturnType<typeof movementsQuery> extends { execute(): Promise<(infer R)[]> } ? R : never;
