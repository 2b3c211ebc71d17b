/** SQL of the reference lists (shared by every signed-in caller: no facility, no organisation). */
import { sql } from 'kysely';
import type { ScopedDb } from '../../db/scoped';

export const relationships = (s: ScopedDb) =>
  s.selectFromReference('relationships', 'r').select(['r.id', 'r.name']).orderBy('r.name').execute();
export const countries = (s: ScopedDb) =>
  s.selectFromReference('countries', 'c').select(['c.id', 'c.name', 'c.code']).orderBy('c.id').execute();
export const religions = (s: ScopedDb) =>
  s.selectFromReference('religions', 'r').select(['r.id', 'r.name']).orderBy('r.name').execute();
export const enquirySources = (s: ScopedDb) =>
  s
    .selectFromReference('enquiry_sources', 'e')
    .select(['e.id', 'e.name'])
    .where('e.is_active', '=', true)
    .orderBy('e.name')
    .execute();
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

// ---- AN-ACC class weights (the leads' funding estimate and the resident's funding tab read them)

export interface ClassWeight {
  anaccClass: number;
  nwau: string;
  totalCareMinutes: number | null;
  registeredNurseCareMinutes: number | null;
  isDefault: boolean;
}

/** The AN-ACC class weights in force on a date (the latest start on or before it per class). */
export async function classWeightsOn(s: ScopedDb, date: string): Promise<ClassWeight[]> {
  const rows = await s
    .selectFromReference('anacc_class_weights', 'w')
    .distinctOn('w.anacc_class')
    .select([
      'w.anacc_class',
      sql<string>`w.nwau::text`.as('nwau'),
      'w.total_care_minutes',
      'w.registered_nurse_care_minutes',
      'w.is_default',
    ])
    .where('w.start_date', '<=', date)
    .where((eb) => eb.or([eb('w.end_date', 'is', null), eb('w.end_date', '>=', date)]))
    .orderBy('w.anacc_class')
    .orderBy('w.start_date', 'desc')
    .execute();
  return rows.map((r) => ({
    anaccClass: r.anacc_class,
    nwau: r.nwau,
    totalCareMinutes: r.total_care_minutes,
    registeredNurseCareMinutes: r.registered_nurse_care_minutes,
    isDefault: r.is_default,
  }));
}
