import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

export const SEARCH_LIMIT = 10;

/** Escapes LIKE wildcards so user input is matched literally. */
export function likePrefix(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`) + '%';
}

/**
 * Case-insensitive prefix match on first, last, preferred and full name ("first last"), in one facility.
 * `includeDeparted`: departed residencies too. Archived leads are never returned.
 * Order: current residents, then enquiries/leads, then departed; then last name, first name.
 */
export function searchResidents(db: Kysely<Database> | Transaction<Database>, facilityId: number, searchStr: string, includeDeparted: boolean) {
  const pattern = likePrefix(searchStr.trim().toLowerCase().replace(/\s+/g, ' '));
  let q = db
    .selectFrom('residencies as rs')
    .innerJoin('residents as r', 'r.id', 'rs.resident_id')
    .innerJoin('facilities as f', 'f.id', 'rs.facility_id')
    .leftJoin('beds as b', 'b.id', 'rs.bed_id')
    .leftJoin('independent_living_allocations as ila', 'ila.id', 'rs.independent_living_allocation_id')
    .leftJoin('accommodations as a', (j) => j.on(sql<boolean>`a.id = coalesce(b.accommodation_id, ila.accommodation_id)`))
    .select([
      'rs.id', 'r.id as residentId', 'r.first_name', 'r.last_name', 'r.preferred_name', 'r.date_of_birth',
      'rs.care_type', 'rs.admission_date_utc', 'rs.departure_date_utc', 'rs.is_lead', 'rs.is_archived',
      'rs.independent_living_allocation_id', 'a.room_number', 'f.facility_type',
    ])
    .where('rs.facility_id', '=', facilityId)
    .where('rs.is_archived', '=', false)
    // resident_search (migration 0003) holds the lower-cased name keys per residency and facility.
    .where('rs.id', 'in', (eb) =>
      eb.selectFrom('resident_search as s').select('s.residency_id').where('s.facility_id', '=', facilityId).where('s.name_key', 'like', pattern),
    );
  if (!includeDeparted) q = q.where('rs.departure_date_utc', 'is', null);
  return q
    .orderBy(sql`case when rs.admission_date_utc is not null and rs.departure_date_utc is null then 0 when rs.departure_date_utc is null then 1 else 2 end`)
    .orderBy(sql`lower(r.last_name)`)
    .orderBy(sql`lower(r.first_name)`)
    .orderBy('rs.id')
    .limit(SEARCH_LIMIT)
    .execute();
}
