/**
 * SQL of the pre-admission funding estimate: the facility's AN-ACC fixed component (its base care tariff category and
 * MMM classification; the category's NWAU is the care funding rate's, finance/rates) and its beds in use.
 */
import { sql } from 'kysely';
import type { ScopedDb } from '../../../db/scoped';

/** The facility's fixed component row in force on a date. */
export async function fixedComponentOn(s: ScopedDb, date: string) {
  return s
    .selectFrom('facility_anacc_fixed_components', 'fc')
    .select(['fc.mmm_classification', 'fc.bct_category', 'fc.sa_class', 'fc.funding_basis', 'fc.note'])
    .where('fc.start_date', '<=', date)
    .where((eb) => eb.or([eb('fc.end_date', 'is', null), eb('fc.end_date', '>=', date)]))
    .orderBy('fc.start_date', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Beds of the facility in use (active bed in an active room), for the fixed component's numberOfBeds. */
export async function activeBedCount(s: ScopedDb): Promise<number> {
  const row = await s
    .selectFrom('beds', 'b')
    .innerJoin('accommodations as a', 'a.id', 'b.accommodation_id')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('b.is_active', '=', true)
    .where('a.is_active', '=', true)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
