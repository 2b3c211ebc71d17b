import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

export const SEARCH_LIMIT = 10;

/** Escapes LIKE wildcards so user input is matched literally. */
export function likePrefix(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`) + '%';
}

/** resident_search with the columns of migration 0004 (bucket, sort keys); src/db/schema.ts lists the 0003 ones. */
interface ResidentSearchRow { residency_id: number; facility_id: number; name_key: string; bucket: number; sort_last: string; sort_first: string }
type SearchDatabase = Omit<Database, 'resident_search'> & { resident_search: ResidentSearchRow };

/** Name keys stored per residency (full name, last name, preferred name): a residency matches at most this many times. */
const KEYS_PER_RESIDENCY = 3;

/** resident_search.bucket: 0 current, 1 enquiry/lead, 2 departed, 3 archived (migration 0004). */
export const BUCKET = { current: 0, enquiry: 1, departed: 2, archived: 3 } as const;

/**
 * Case-insensitive prefix match on first, last, preferred and full name ("first last"), in one facility.
 * `includeDeparted`: departed residencies too. Archived residencies are never returned.
 * Order: current residents, then enquiries/leads, then departed; then last name, first name, residency id.
 *
 * The 10 residencies are chosen inside resident_search alone: one index-only range scan of
 * (facility_id, name_key text_pattern_ops) include (bucket, sort_last, sort_first, residency_id), a top-N sort of the
 * matching keys (limit 30: a residency has at most 3 keys, so 30 keys hold the first 10 residencies), de-duplication,
 * and only then the joins for the 10 rows.
 */
export function searchResidents(db: Kysely<Database> | Transaction<Database>, facilityId: number, searchStr: string, includeDeparted: boolean) {
  const pattern = likePrefix(searchStr.trim().toLowerCase().replace(/\s+/g, ' '));
  const sdb = db as unknown as Kysely<SearchDatabase>;
  return sdb
    .with('keys', (w) =>
      w.selectFrom('resident_search as s')
        .select(['s.residency_id', 's.bucket', 's.sort_last', 's.sort_first'])
        .where('s.facility_id', '=', facilityId)
        .where('s.name_key', 'like', pattern)
        .where('s.bucket', '<=', includeDeparted ? BUCKET.departed : BUCKET.enquiry)
        .orderBy('s.bucket').orderBy('s.sort_last').orderBy('s.sort_first').orderBy('s.residency_id')
        .limit(SEARCH_LIMIT * KEYS_PER_RESIDENCY),
    )
    .with('hits', (w) =>
      w.selectFrom('keys as k')
        .select(['k.residency_id', 'k.bucket', 'k.sort_last', 'k.sort_first'])
        .distinct()
        .orderBy('k.bucket').orderBy('k.sort_last').orderBy('k.sort_first').orderBy('k.residency_id')
        .limit(SEARCH_LIMIT),
    )
    .selectFrom('hits as h')
    .innerJoin('residencies as rs', 'rs.id', 'h.residency_id')
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
    // Belt and braces: the residency is still in this facility (resident_search is kept in step by triggers).
    .where('rs.facility_id', '=', facilityId)
    .orderBy('h.bucket').orderBy('h.sort_last').orderBy('h.sort_first').orderBy('h.residency_id')
    .execute();
}
