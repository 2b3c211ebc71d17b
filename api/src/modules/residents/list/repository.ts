/** SQL of the resident lists (GET residents, GET residents/departed), in the current facility. */
import { sql } from 'kysely';
import type { ScopedDb } from '../../../db/scoped';

/**
 * An open leave that has started by `today` (Melbourne's today, not SQL current_date: the session is in UTC). A scalar
 * sub-query with `limit 1`, not `exists`: PostgreSQL may turn a correlated `exists` into a hash of every open leave
 * (read whole, 5,800 rows at scale 200, for a page of 25); this one stays one index probe per row of the page.
 */
const onLeave = (today: string) =>
  sql<boolean>`coalesce((select true from leaves l where l.residency_id = rs.id and l.return_date is null and not l.is_reversed and l.start_date <= ${today}::date limit 1), false)`;

/** The list's rows: the residencies of the facility, current or departed (no joins: used to count). */
export function listRows(s: ScopedDb, departed: boolean) {
  const q = s
    .selectFrom('residencies', 'rs')
    .where('rs.is_lead', '=', sql.lit(false))
    .where('rs.admission_date_utc', 'is not', null);
  return departed ? q.where('rs.departure_date_utc', 'is not', null) : q.where('rs.departure_date_utc', 'is', null);
}

/**
 * Current residents, read in name order from `resident_search`'s full-name rows (one per residency, bucket 0 = current;
 * partial index resident_search_current_list_idx, migration 0011), so a page costs `skip + take` index entries instead
 * of joining and sorting the whole facility.
 */
/** The columns both resident lists show (current and departed). */
const LIST_COLUMNS = [
  'rs.id',
  'r.id as resident_id',
  'r.first_name',
  'r.last_name',
  'r.preferred_name',
  'r.date_of_birth',
  'rs.care_type',
  'rs.is_lead',
  'rs.is_archived',
  'rs.admission_date_utc',
  'rs.departure_date_utc',
  'rs.departure_reason',
  'a.room_number',
  'b.name as bed_name',
  'rs.created_on_utc',
] as const;

export function currentResidents(s: ScopedDb, today: string) {
  return (
    s
      .selectFrom('resident_search', 's')
      .innerJoin('residencies as rs', 'rs.id', 's.residency_id')
      .where('s.bucket', '=', 0)
      .where(sql<boolean>`s.name_key = s.sort_first || ' ' || s.sort_last`)
      .innerJoin('residents as r', 'r.id', 'rs.resident_id')
      .leftJoin('beds as b', 'b.id', 'rs.bed_id')
      .leftJoin('independent_living_allocations as ila', 'ila.id', 'rs.independent_living_allocation_id')
      .leftJoin('accommodations as a', (j) => j.on(sql<boolean>`a.id = coalesce(b.accommodation_id, ila.accommodation_id)`))
      .select([...LIST_COLUMNS, onLeave(today).as('is_on_leave')])
      // The base narrows resident_search to the facility; the residency is checked too (the index keeps them in step).
      .where('rs.facility_id', '=', s.facilityId)
      .where('rs.is_lead', '=', sql.lit(false))
      .where('rs.admission_date_utc', 'is not', null)
      .where('rs.departure_date_utc', 'is', null)
  );
}

/** Departed residents of the facility (ordered by departure date by the caller). */
export function departedResidents(s: ScopedDb, today: string) {
  return s
    .selectFrom('residencies', 'rs')
    .innerJoin('residents as r', 'r.id', 'rs.resident_id')
    .leftJoin('beds as b', 'b.id', 'rs.bed_id')
    .leftJoin('independent_living_allocations as ila', 'ila.id', 'rs.independent_living_allocation_id')
    .leftJoin('accommodations as a', (j) => j.on(sql<boolean>`a.id = coalesce(b.accommodation_id, ila.accommodation_id)`))
    .select([...LIST_COLUMNS, onLeave(today).as('is_on_leave')])
    .where('rs.is_lead', '=', sql.lit(false))
    .where('rs.admission_date_utc', 'is not', null)
    .where('rs.departure_date_utc', 'is not', null);
}

/** Current residents by name (the index's order). */
export const currentOrder = (qb: ReturnType<typeof currentResidents>) =>
  qb.orderBy('s.sort_last').orderBy('s.sort_first').orderBy('s.residency_id');
/** Departed residents, latest departure first. */
export const departedOrder = (qb: ReturnType<typeof departedResidents>) =>
  qb.orderBy('rs.departure_date_utc', 'desc').orderBy('r.last_name').orderBy('r.first_name').orderBy('rs.id');

export type ListRow = Awaited<ReturnType<ReturnType<typeof departedResidents>['execute']>>[number];
