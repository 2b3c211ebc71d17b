/** SQL of the reference lists (shared by every signed-in caller: no facility, no organisation). */
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
