/** SQL of the resident lists (GET residents, GET residents/departed), in the current facility. */
import { sql } from 'kysely';
import type { ScopedDb } from '../../../db/scoped';
import { PAGING_TOTAL } from '../../../http/paging';
import { currentResidency } from '../occupancy';

/**
 * An open leave that has started by `today` (Melbourne's today, not SQL current_date: the session is in UTC). A scalar
 * sub-query with `limit 1`, not `exists`: PostgreSQL may turn a correlated `exists` into a hash of every open leave
 * (read whole, 5,800 rows at scale 200, for a page of 25); this one stays one index probe per row of the page.
 */
const onLeave = (today: string) =>
  sql<boolean>`coalesce((select true from leaves l where l.residency_id = rs.id and l.return_date is null and not l.is_reversed and l.start_date <= ${today}::date limit 1), false)`;

/** The list's rows: the residencies of the facility, current or departed (no joins: used to count). */
export function listRows(s: ScopedDb, departed: boolean) {
  const q = s.selectFrom('residencies', 'rs');
  if (!departed) return q.where(currentResidency('rs'));
  return q
    .where('rs.is_lead', '=', sql.lit(false))
    .where('rs.admission_date_utc', 'is not', null)
    .where('rs.departure_date_utc', 'is not', null);
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
  'rs.independent_living_allocation_id',
] as const;

export function currentResidents(s: ScopedDb, a: { today: string; cutoff: Date; skip: number; take: number }) {
  // The page's keys first: an index-only range of resident_search's current full-name rows in name order, `skip + take`
  // entries read, then only the page's residencies are joined (the joins never see the skipped rows).
  const page = s
    .selectFrom('resident_search', 's')
    .innerJoin('residencies as k', 'k.id', 's.residency_id')
    .select(['s.residency_id', 's.sort_last', 's.sort_first'])
    .where('s.bucket', '=', sql.lit(0))
    .where(sql<boolean>`s.name_key = s.sort_first || ' ' || s.sort_last`)
    // The base narrows resident_search to the facility; the residency is checked too (the index keeps them in step).
    .where('k.facility_id', '=', s.facilityId)
    .where(currentResidency('k'))
    .where('k.created_on_utc', '<=', a.cutoff)
    .orderBy('s.sort_last')
    .orderBy('s.sort_first')
    .orderBy('s.residency_id')
    .offset(a.skip)
    .limit(sql.lit(a.take));
  const total = listCount(s, { departed: false, cutoff: a.cutoff });
  return s
    .selectFrom('residencies', 'rs')
    .innerJoin(page.as('page'), 'page.residency_id', 'rs.id')
    .innerJoin('residents as r', 'r.id', 'rs.resident_id')
    .leftJoin('beds as b', 'b.id', 'rs.bed_id')
    .leftJoin('independent_living_allocations as ila', 'ila.id', 'rs.independent_living_allocation_id')
    .leftJoin('accommodations as a', (j) => j.on(sql<boolean>`a.id = coalesce(b.accommodation_id, ila.accommodation_id)`))
    .select([...LIST_COLUMNS, onLeave(a.today).as('is_on_leave'), sql<number>`(${total})`.as(PAGING_TOTAL)])
    .orderBy('page.sort_last')
    .orderBy('page.sort_first')
    .orderBy('page.residency_id');
}

/**
 * Departed residents of the facility, latest departure first, with the total: the page's keys first (a top-N of the
 * departed residencies by departure date and name), then only the page's rows joined.
 */
export function departedResidents(s: ScopedDb, a: { today: string; cutoff: Date; skip: number; take: number }) {
  const page = s
    .selectFrom('residencies', 'k')
    .innerJoin('residents as q', 'q.id', 'k.resident_id')
    .select(['k.id as residency_id', 'k.departure_date_utc', 'q.last_name', 'q.first_name'])
    .where('k.is_lead', '=', sql.lit(false))
    .where('k.admission_date_utc', 'is not', null)
    .where('k.departure_date_utc', 'is not', null)
    .where('k.created_on_utc', '<=', a.cutoff)
    .orderBy('k.departure_date_utc', 'desc')
    .orderBy('q.last_name')
    .orderBy('q.first_name')
    .orderBy('k.id')
    .offset(a.skip)
    .limit(sql.lit(a.take));
  const total = listCount(s, { departed: true, cutoff: a.cutoff });
  return s
    .selectFrom('residencies', 'rs')
    .innerJoin(page.as('page'), 'page.residency_id', 'rs.id')
    .innerJoin('residents as r', 'r.id', 'rs.resident_id')
    .leftJoin('beds as b', 'b.id', 'rs.bed_id')
    .leftJoin('independent_living_allocations as ila', 'ila.id', 'rs.independent_living_allocation_id')
    .leftJoin('accommodations as a', (j) => j.on(sql<boolean>`a.id = coalesce(b.accommodation_id, ila.accommodation_id)`))
    .select([...LIST_COLUMNS, onLeave(a.today).as('is_on_leave'), sql<number>`(${total})`.as(PAGING_TOTAL)])
    .orderBy('page.departure_date_utc', 'desc')
    .orderBy('page.last_name')
    .orderBy('page.first_name')
    .orderBy('page.residency_id');
}

/** The current or departed residents counted on their own (a page past the end, or none). */
export function listCount(s: ScopedDb, a: { departed: boolean; cutoff: Date }) {
  return listRows(s, a.departed)
    .where('rs.created_on_utc', '<=', a.cutoff)
    .select(sql<number>`count(*)`.as('count'));
}

export type ListRow = Awaited<ReturnType<ReturnType<typeof departedResidents>['execute']>>[number];
