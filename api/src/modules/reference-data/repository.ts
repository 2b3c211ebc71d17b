/**
 * SQL of the reference lists (shared by every signed-in caller: no facility, no organisation), and the enquiry sources an
 * organisation adds to the shared list for itself.
 */
import { sql } from 'kysely';
import type { ScopedDb } from '../../db/scoped';

export const relationships = (s: ScopedDb) =>
  s.selectFromReference('relationships', 'r').select(['r.id', 'r.name']).orderBy('r.name').execute();
export const countries = (s: ScopedDb) =>
  s.selectFromReference('countries', 'c').select(['c.id', 'c.name', 'c.code']).orderBy('c.id').execute();
export const religions = (s: ScopedDb) =>
  s.selectFromReference('religions', 'r').select(['r.id', 'r.name']).orderBy('r.name').execute();

/**
 * The enquiry sources the caller's organisation sees: the shared list and the ones its users typed in an enquiry form
 * (`added_by_organisation_id`), never another organisation's. The one rule every read and check of sources goes through.
 */
export const visibleEnquirySources = (s: ScopedDb) =>
  s
    .selectFromReference('enquiry_sources', 'e')
    .where((eb) =>
      eb.or([eb('e.added_by_organisation_id', 'is', null), eb('e.added_by_organisation_id', '=', s.organisationId)]),
    );

export const enquirySources = (s: ScopedDb) =>
  visibleEnquirySources(s).select(['e.id', 'e.name']).where('e.is_active', '=', true).orderBy('e.name').orderBy('e.id').execute();

/** Which of `ids` are enquiry sources the organisation sees. */
export async function visibleEnquirySourceIds(s: ScopedDb, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await visibleEnquirySources(s)
    .select('e.id')
    .where('e.id', 'in', [...ids])
    .execute();
  return rows.map((r) => r.id);
}

/** A source the organisation sees with this name, whatever its capitals (the shared one before the organisation's). */
export async function enquirySourceNamed(s: ScopedDb, name: string): Promise<number | undefined> {
  const row = await visibleEnquirySources(s)
    .select('e.id')
    .where(sql<string>`lower(e.name)`, '=', name.toLowerCase())
    .orderBy(sql`e.added_by_organisation_id is null`, 'desc')
    .orderBy('e.id')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

const SOURCE_LOCK_SPACE = 40_029;

/**
 * The id of the organisation's enquiry source named `name` (case-insensitive), added for the organisation when it sees
 * none: under a transaction-level lock of the name, so two forms typing the same new name add it once.
 */
export async function ensureEnquirySource(t: ScopedDb, name: string): Promise<number> {
  await t.execute(
    sql`select pg_advisory_xact_lock(${SOURCE_LOCK_SPACE}, hashtext(${`${t.organisationId}|${name.toLowerCase()}`}))`,
  );
  return (await enquirySourceNamed(t, name)) ?? (await t.organisation().insertEnquirySource(name).executeTakeFirstOrThrow()).id;
}
export const extraServices = (s: ScopedDb) =>
  s
    .selectFromReference('extra_services', 'x')
    .select(['x.id', 'x.name', 'x.daily_rate as dailyRate'])
    .orderBy('x.name')
    .execute();
/** The GST rate in force today (latest effective date not after today). */
export const gstRate = (s: ScopedDb, today: string) =>
  s
    .selectFromReference('gst_rates', 'g')
    .select(['g.id', 'g.rate', 'g.effective_from as effectiveFrom'])
    .where('g.effective_from', '<=', today)
    .orderBy('g.effective_from', 'desc')
    .limit(1)
    .executeTakeFirst();
