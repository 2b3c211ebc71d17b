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
  residency_id: number;
  movement: MovementKind;
  date: string;
  details: string | null;
  seq: number;
  ref: number;
}

/**
 * The facility's movements in the range, one narrow scan each (admissions and departures from its residencies, leave
 * starts and returns from their leaves), joined below to the scoped residencies (which keep the report to the facility
 * whatever this derived table reads). Not a lateral per residency: the leaves have no index by residency for every leave,
 * and one scan of each joined once is what the planner can do fast.
 */
function movementsIn(facilityId: number, from: string, to: string) {
  return sql<Movement>`(
    select r.id as residency_id, 'Admission' as movement, r.admission_date_utc as date, null::text as details, 1 as seq,
      0 as ref
      from residencies r where r.facility_id = ${facilityId} and r.admission_date_utc between ${from}::date and ${to}::date
    union all
    select l.residency_id, v.movement, v.date, l.type::text, v.seq, l.id
      from leaves l join residencies r on r.id = l.residency_id
      cross join lateral (values ('Leave', l.start_date, 2), ('Return from leave', l.return_date, 3)) v (movement, date, seq)
     where r.facility_id = ${facilityId} and not l.is_reversed and v.date between ${from}::date and ${to}::date
    union all
    select r.id, case when r.departure_to_facility_id is not null then 'Transfer' else 'Departure' end, r.departure_date_utc,
      case when r.departure_to_facility_id is not null
        then (select f.name from facilities f where f.id = r.departure_to_facility_id) else r.departure_reason end,
      4, 0
      from residencies r where r.facility_id = ${facilityId} and r.departure_date_utc between ${from}::date and ${to}::date
  )`;
}

export function movementsQuery(s: ScopedDb, filters: MovementsReportFilter) {
  const { fromDateUtcMidnight: from, toDateUtcMidnight: to } = filters;
  checkDateRange(from, to, 'toDateUtcMidnight');
  return s
    .selectFrom('residencies', 'r')
    .innerJoin(movementsIn(s.facilityId, from, to).as('m'), (j) => j.onRef('m.residency_id', '=', 'r.id'))
    .innerJoin('residents as p', 'p.id', 'r.resident_id')
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
    .where('r.care_type', 'in', careTypesOf(filters.careType))
    .orderBy('m.date')
    .orderBy('m.seq')
    .orderBy('r.id')
    .orderBy('m.ref');
}
export type MovementsQueryRow = ReturnType<typeof movementsQuery> extends { execute(): Promise<(infer R)[]> } ? R : never;
