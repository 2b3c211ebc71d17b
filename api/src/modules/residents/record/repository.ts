import { sql, type Kysely, type Transaction } from 'kysely';
import { residencySeenByFacility } from '../residency';

/** The record module's tables (migration 0005) are queried untyped: src/db/schema.ts belongs to the platform. */
export type Db = Kysely<any> | Transaction<any>;

export const asAny = (db: unknown): Kysely<any> => db as Kysely<any>;

/**
 * The residency a facility sees for a resident (person): the latest admitted one in that facility, else the latest
 * lead. Undefined when the person has no residency there (=> 404).
 */
export async function findResidency(db: Db, residentId: number, facilityId: number) {
  return db
    .selectFrom('residencies as rs')
    .innerJoin('residents as r', 'r.id', 'rs.resident_id')
    .innerJoin('facilities as f', 'f.id', 'rs.facility_id')
    .leftJoin('beds as b', 'b.id', 'rs.bed_id')
    .leftJoin('independent_living_allocations as ila', 'ila.id', 'rs.independent_living_allocation_id')
    .leftJoin('accommodations as a', (j) => j.on(sql<boolean>`a.id = coalesce(b.accommodation_id, ila.accommodation_id)`))
    .leftJoin('countries as c', 'c.id', 'r.country_id')
    .selectAll('r')
    .select([
      'rs.id as residency_id', 'rs.facility_id', 'rs.care_type', 'rs.is_lead', 'rs.is_archived', 'rs.is_private_residency',
      'rs.support_level', 'rs.requested_admission_date', 'rs.admission_date_utc', 'rs.expected_departure_date',
      'rs.departure_date_utc', 'rs.departure_reason', 'rs.bed_id', 'rs.independent_living_allocation_id',
      'rs.created_on_utc as residency_created_on_utc', 'rs.version as residency_version', 'rs.contract_signed',
      'rs.income_asset_status', 'rs.pre_entry_leave_date',
      'f.name as facility_name', 'f.facility_type', 'a.room_number', 'b.name as bed_name', 'c.name as country_name',
    ])
    .$call(residencySeenByFacility('rs', residentId, facilityId))
    .executeTakeFirst();
}

export type ResidencyRow = NonNullable<Awaited<ReturnType<typeof findResidency>>>;

export async function contactsOf(db: Db, residentId: number) {
  const contacts = await db
    .selectFrom('resident_contacts as c')
    .leftJoin('countries as co', 'co.id', 'c.country_id')
    .selectAll('c')
    .select('co.name as country_name')
    .where('c.resident_id', '=', residentId)
    .orderBy('c.kind').orderBy('c.position').orderBy('c.id')
    .execute();
  const rels = contacts.length
    ? await db
        .selectFrom('resident_contact_relationships as cr')
        .innerJoin('relationships as r', 'r.id', 'cr.relationship_id')
        .select(['cr.contact_id', 'r.id', 'r.name'])
        .where('cr.contact_id', 'in', contacts.map((c: any) => c.id))
        .orderBy('r.name')
        .execute()
    : [];
  return contacts.map((c: any) => ({ ...c, relationships: rels.filter((r: any) => r.contact_id === c.id).map((r: any) => ({ id: r.id, name: r.name })) }));
}

export async function namedLinks(db: Db, residentId: number) {
  const [sources, religions, specialised, billPayer, photo, leave] = await Promise.all([
    db.selectFrom('resident_enquiry_sources as l').innerJoin('enquiry_sources as e', 'e.id', 'l.enquiry_source_id')
      .select(['e.id', 'e.name']).where('l.resident_id', '=', residentId).orderBy('e.name').execute(),
    db.selectFrom('resident_religions as l').innerJoin('religions as e', 'e.id', 'l.religion_id')
      .select(['e.id', 'e.name']).where('l.resident_id', '=', residentId).orderBy('e.name').execute(),
    db.selectFrom('resident_specialised_care').select('specialised_care_id').where('resident_id', '=', residentId)
      .orderBy('specialised_care_id').execute(),
    db.selectFrom('resident_bill_payer_details').selectAll().where('resident_id', '=', residentId).executeTakeFirst(),
    db.selectFrom('resident_photos').select('photo_taken_date_utc').where('resident_id', '=', residentId).executeTakeFirst(),
    Promise.resolve(null),
  ]);
  void leave;
  return { sources, religions, specialised, billPayer, photo };
}

export async function openLeave(db: Db, residencyId: number) {
  return db.selectFrom('leaves').selectAll().where('residency_id', '=', residencyId).where('return_date', 'is', null)
    .where('is_reversed', '=', false).orderBy('start_date', 'desc').limit(1).executeTakeFirst();
}
