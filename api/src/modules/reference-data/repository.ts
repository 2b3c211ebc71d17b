import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export const relationships = (db: Kysely<Database>) => db.selectFrom('relationships').select(['id', 'name']).orderBy('name').execute();
export const countries = (db: Kysely<Database>) => db.selectFrom('countries').select(['id', 'name', 'code']).orderBy('id').execute();
export const religions = (db: Kysely<Database>) => db.selectFrom('religions').select(['id', 'name']).orderBy('name').execute();
export const enquirySources = (db: Kysely<Database>) =>
  db.selectFrom('enquiry_sources').select(['id', 'name']).where('is_active', '=', true).orderBy('name').execute();
export const acfiRates = (db: Kysely<Database>) =>
  db.selectFrom('acfi_rates').select(['id', 'domain', 'level', 'daily_rate as dailyRate', 'effective_from as effectiveFrom']).orderBy('id').execute();
export const extraServices = (db: Kysely<Database>) =>
  db.selectFrom('extra_services').select(['id', 'name', 'daily_rate as dailyRate']).orderBy('name').execute();
/** The GST rate in force today (latest effective date not after today). */
export const gstRate = (db: Kysely<Database>, today: string) =>
  db.selectFrom('gst_rates').select(['id', 'rate', 'effective_from as effectiveFrom']).where('effective_from', '<=', today).orderBy('effective_from', 'desc').limit(1).executeTakeFirst();
