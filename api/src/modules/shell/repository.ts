import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Residencies currently in the facility: admitted, not departed, not a lead. */
export function currentResidencies(db: Kysely<Database>, facilityId: number) {
  return db
    .selectFrom('residencies as rs')
    .where('rs.facility_id', '=', facilityId)
    .where('rs.admission_date_utc', 'is not', null)
    .where('rs.departure_date_utc', 'is', null)
    .where('rs.is_lead', '=', false);
}

export async function featureFlags(db: Kysely<Database>, facilityId: number) {
  const [system, facility] = await Promise.all([
    db.selectFrom('system_feature_flags').select(['name', 'value']).execute(),
    db.selectFrom('facility_feature_flags').select(['name', 'value']).where('facility_id', '=', facilityId).execute(),
  ]);
  return { system: new Map(system.map((r) => [r.name, r.value])), facility: new Map(facility.map((r) => [r.name, r.value])) };
}

export function activeBanners(db: Kysely<Database>, facilityType: 'AgeCare' | 'IndependentLiving') {
  return db
    .selectFrom('banner_messages')
    .select(['id', 'is_active', 'is_rac', 'is_ilu', 'message'])
    .where('is_active', '=', true)
    .where(facilityType === 'AgeCare' ? 'is_rac' : 'is_ilu', '=', true)
    .orderBy('id')
    .execute();
}

export async function occupancy(db: Kysely<Database>, facilityId: number) {
  const [beds, counts] = await Promise.all([
    db
      .selectFrom('beds')
      .select(sql<number>`count(*)`.as('count'))
      .where('facility_id', '=', facilityId)
      .where('is_active', '=', true)
      .where('is_out_of_service', '=', false)
      .executeTakeFirstOrThrow(),
    currentResidencies(db, facilityId)
      .select([
        sql<number>`count(*) filter (where rs.care_type = 'Permanent')`.as('permanent'),
        sql<number>`count(*) filter (where rs.care_type = 'Respite')`.as('respite'),
        sql<number>`count(*) filter (where rs.support_level = 'Supported')`.as('supported'),
        sql<number>`count(*)`.as('total'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return { registeredBeds: beds.count, ...counts };
}

/** Open leaves (not returned, not reversed, started) of the facility's current residents. */
export function residentsOnLeave(db: Kysely<Database>, facilityId: number, today: string) {
  return currentResidencies(db, facilityId)
    .innerJoin('leaves as l', 'l.residency_id', 'rs.id')
    .innerJoin('residents as r', 'r.id', 'rs.resident_id')
    .select(['r.id as residentId', 'r.first_name', 'r.last_name', 'l.type', 'l.start_date', 'l.expected_return_date'])
    .where('l.return_date', 'is', null)
    .where('l.is_reversed', '=', false)
    .where('l.start_date', '<=', today)
    .orderBy(sql`l.expected_return_date asc nulls last`)
    .orderBy('r.last_name')
    .orderBy('r.first_name')
    .execute();
}

export async function deviceExpiryDate(db: Kysely<Database>, organisationId: number): Promise<string | null> {
  const row = await db.selectFrom('organisations').select('device_expiry_date').where('id', '=', organisationId).executeTakeFirst();
  return row?.device_expiry_date ?? null;
}
