/** SQL of the resident search: name prefixes of the current facility's residencies from resident_search. */
import { sql } from 'kysely';
import { memoQuery } from '../../../db/memo';
import type { ScopedDb } from '../../../db/scoped';

export const SEARCH_LIMIT = 10;

/** Escapes LIKE wildcards so user input is matched literally. */
export function likePrefix(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`) + '%';
}

/** Name keys stored per residency (full name, last name, preferred name): a residency matches at most this many times. */
const KEYS_PER_RESIDENCY = 3;

/** resident_search.bucket: 0 current, 1 enquiry/lead, 2 departed, 3 archived (migration 0004). */
export const BUCKET = { current: 0, enquiry: 1, departed: 2, archived: 3 } as const;

/**
 * Case-insensitive prefix match on first, last, preferred and full name ("first last"), in the current facility.
 * `includeDeparted`: departed residencies too. Archived residencies are never returned.
 * Order: current residents, then enquiries/leads, then departed; then last name, first name, residency id.
 *
 * The 10 residencies are chosen inside resident_search alone: one index-only range scan of
 * (facility_id, name_key text_pattern_ops) include (bucket, sort_last, sort_first, residency_id), a top-N sort of the
 * matching keys (limit 30: a residency has at most 3 keys, so 30 keys hold the first 10 residencies), de-duplication,
 * and only then the joins for the 10 rows. Both the keys and the residencies come from the scoped base (the facility).
 */
/** The highest code point: `text || MAX_CHAR` sorts after every name key that starts with `text` (byte order). */
const MAX_CHAR = String.fromCodePoint(0x10ffff);

export function searchResidents(s: ScopedDb, searchStr: string, includeDeparted: boolean) {
  const text = searchStr.trim().toLowerCase().replace(/\s+/g, ' ');
  return searchQuery(s, { pattern: likePrefix(text), from: text, to: text + MAX_CHAR, includeDeparted });
}

/** The search's statement, compiled once per facility (db/memo.ts). */
const searchQuery = memoQuery(
  'residents.search',
  (s, { pattern, from, to, includeDeparted }: { pattern: string; from: string; to: string; includeDeparted: boolean }) => {
    const keys = s
      .selectFrom('resident_search', 'k')
      .select(['k.residency_id', 'k.bucket', 'k.sort_last', 'k.sort_first'])
      // The prefix as a range of the index (byte order, text_pattern_ops), which a generic plan can use; the `like` keeps
      // the match exact.
      .where(sql<boolean>`k.name_key ~>=~ ${from} and k.name_key ~<~ ${to}`)
      .where('k.name_key', 'like', pattern)
      .where('k.bucket', '<=', includeDeparted ? BUCKET.departed : BUCKET.enquiry)
      .orderBy('k.bucket')
      .orderBy('k.sort_last')
      .orderBy('k.sort_first')
      .orderBy('k.residency_id')
      .limit(SEARCH_LIMIT * KEYS_PER_RESIDENCY);
    return s
      .selectFrom('residencies', 'rs')
      .innerJoin(
        (eb) =>
          eb
            .selectFrom(keys.as('keys'))
            .select(['keys.residency_id', 'keys.bucket', 'keys.sort_last', 'keys.sort_first'])
            .distinct()
            .orderBy('keys.bucket')
            .orderBy('keys.sort_last')
            .orderBy('keys.sort_first')
            .orderBy('keys.residency_id')
            .limit(SEARCH_LIMIT)
            .as('h'),
        (j) => j.onRef('h.residency_id', '=', 'rs.id'),
      )
      .innerJoin('residents as r', 'r.id', 'rs.resident_id')
      .innerJoin('facilities as f', 'f.id', 'rs.facility_id')
      .leftJoin('beds as b', 'b.id', 'rs.bed_id')
      .leftJoin('independent_living_allocations as ila', 'ila.id', 'rs.independent_living_allocation_id')
      .leftJoin('accommodations as a', (j) => j.on(sql<boolean>`a.id = coalesce(b.accommodation_id, ila.accommodation_id)`))
      .select([
        'rs.id',
        'r.id as residentId',
        'r.first_name',
        'r.last_name',
        'r.preferred_name',
        'r.date_of_birth',
        'rs.care_type',
        'rs.admission_date_utc',
        'rs.departure_date_utc',
        'rs.is_lead',
        'rs.is_archived',
        'rs.independent_living_allocation_id',
        'a.room_number',
        'f.facility_type',
      ])
      .orderBy('h.bucket')
      .orderBy('h.sort_last')
      .orderBy('h.sort_first')
      .orderBy('h.residency_id');
  },
  { genericPlan: true },
);

export type SearchRow = Awaited<ReturnType<typeof searchResidents>>[number];

/** Bounds the statements of the current transaction (milliseconds). */
export async function setStatementTimeout(s: ScopedDb, timeoutMs: number): Promise<void> {
  await s.execute(sql`select set_config('statement_timeout', ${String(timeoutMs)}, true)`);
}
