/**
 * SQL of the resident record: the residency a facility sees for a person (resolved by `s.resolve.resident`), the
 * person's contacts and links, and the record's writes. Person-owned rows are reached only through a resolved person.
 */
import { sql, type Insertable, type Updateable } from 'kysely';
import type { ResidentContacts, Residents } from '../../../db/database.generated';
import type { ResolvedResident, ScopedDb } from '../../../db/scoped';

/** The residency `residencyId` of the facility with its person, bed, room and country: what the record shows. */
export function recordRow(s: ScopedDb, residencyId: number) {
  return s
    .selectFrom('residencies', 'rs')
    .innerJoin('residents as r', 'r.id', 'rs.resident_id')
    .innerJoin('facilities as f', 'f.id', 'rs.facility_id')
    .leftJoin('beds as b', 'b.id', 'rs.bed_id')
    .leftJoin('independent_living_allocations as ila', 'ila.id', 'rs.independent_living_allocation_id')
    .leftJoin('accommodations as a', (j) => j.on(sql<boolean>`a.id = coalesce(b.accommodation_id, ila.accommodation_id)`))
    .leftJoin('countries as c', 'c.id', 'r.country_id')
    .selectAll('r')
    .select([
      'rs.id as residency_id',
      'rs.facility_id',
      'rs.care_type',
      'rs.is_lead',
      'rs.is_archived',
      'rs.is_private_residency',
      'rs.support_level',
      'rs.requested_admission_date',
      'rs.admission_date_utc',
      'rs.expected_departure_date',
      'rs.departure_date_utc',
      'rs.departure_reason',
      'rs.bed_id',
      'rs.independent_living_allocation_id',
      'rs.created_on_utc as residency_created_on_utc',
      'rs.version as residency_version',
      'rs.contract_signed',
      'rs.income_asset_status',
      'rs.pre_entry_leave_date',
      'f.name as facility_name',
      'f.facility_type',
      'a.room_number',
      'b.name as bed_name',
      'c.name as country_name',
    ])
    .where('rs.id', '=', residencyId)
    .executeTakeFirstOrThrow();
}
export type RecordRow = Awaited<ReturnType<typeof recordRow>>;

/** The person's contacts (primary, secondary, others in order) with their relationships. */
export async function contactsOf(s: ScopedDb, person: ResolvedResident) {
  const [contacts, rels] = await Promise.all([
    s
      .selectFromPerson('resident_contacts', person, 'c')
      .leftJoin('countries as co', 'co.id', 'c.country_id')
      .selectAll('c')
      .select('co.name as country_name')
      .orderBy('c.kind')
      .orderBy('c.position')
      .orderBy('c.id')
      .execute(),
    s
      .selectFromPerson('resident_contacts', person, 'c')
      .innerJoin('resident_contact_relationships as cr', 'cr.contact_id', 'c.id')
      .innerJoin('relationships as r', 'r.id', 'cr.relationship_id')
      .select(['cr.contact_id', 'r.id', 'r.name'])
      .orderBy('r.name')
      .execute(),
  ]);
  return contacts.map((c) => ({
    ...c,
    relationships: rels.filter((r) => r.contact_id === c.id).map((r) => ({ id: r.id, name: r.name })),
  }));
}
export type ContactRow = Awaited<ReturnType<typeof contactsOf>>[number];

/** The person's enquiry sources and religions, by name (the resident record and the lead page show both). */
export async function sourcesAndReligions(s: ScopedDb, person: ResolvedResident) {
  const [sources, religions] = await Promise.all([
    s
      .selectFromPerson('resident_enquiry_sources', person, 'l')
      .innerJoin('enquiry_sources as e', 'e.id', 'l.enquiry_source_id')
      .select(['e.id', 'e.name'])
      .orderBy('e.name')
      .execute(),
    s
      .selectFromPerson('resident_religions', person, 'l')
      .innerJoin('religions as e', 'e.id', 'l.religion_id')
      .select(['e.id', 'e.name'])
      .orderBy('e.name')
      .execute(),
  ]);
  return { sources, religions };
}

/** Enquiry sources, religions, specialised care, bill payer details and the photo's date of the person. */
export async function namedLinks(s: ScopedDb, person: ResolvedResident) {
  const [{ sources, religions }, specialised, billPayer, photo] = await Promise.all([
    sourcesAndReligions(s, person),
    s
      .selectFromPerson('resident_specialised_care', person)
      .select('specialised_care_id')
      .orderBy('specialised_care_id')
      .execute(),
    s.selectFromPerson('resident_bill_payer_details', person).selectAll().executeTakeFirst(),
    s.selectFromPerson('resident_photos', person).select('photo_taken_date_utc').executeTakeFirst(),
  ]);
  return { sources, religions, specialised, billPayer, photo };
}
export type BillPayerRow = NonNullable<Awaited<ReturnType<typeof namedLinks>>['billPayer']>;

/** The residency's open leave (not returned, not reversed), latest first. */
export function openLeave(s: ScopedDb, residencyId: number) {
  return s
    .selectFromResidency('leaves', { residencyId })
    .selectAll()
    .where('return_date', 'is', null)
    .where('is_reversed', '=', false)
    .orderBy('start_date', 'desc')
    .limit(1)
    .executeTakeFirst();
}

// ---------------------------------------------------------------- writes

/** Updates the person under optimistic concurrency; false when the version is stale. */
export async function updateResident(
  s: ScopedDb,
  person: ResolvedResident,
  version: number,
  values: Updateable<Residents>,
): Promise<boolean> {
  const r = await s
    .person(person)
    .updateResident()
    .set({ ...values, version: sql`version + 1` })
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

type ContactValues = Omit<Insertable<ResidentContacts>, 'resident_id' | 'id'>;

/** Every contact of the person becomes 'Other' (so the one-primary/one-secondary index never sees two mid-update). */
export async function resetContactKinds(s: ScopedDb, person: ResolvedResident): Promise<void> {
  await s.person(person).updateTable('resident_contacts').set({ kind: 'Other' }).execute();
}

export async function updateContact(
  s: ScopedDb,
  person: ResolvedResident,
  id: number,
  values: Updateable<ResidentContacts>,
): Promise<void> {
  await s.person(person).updateTable('resident_contacts').set(values).where('id', '=', id).execute();
}

export async function insertContact(s: ScopedDb, person: ResolvedResident, values: ContactValues): Promise<number> {
  const row = await s.person(person).insertInto('resident_contacts', values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function replaceContactRelationships(
  s: ScopedDb,
  person: ResolvedResident,
  contactId: number,
  relationshipIds: number[],
): Promise<void> {
  await s.person(person).deleteContactRelationships(contactId).execute();
  if (relationshipIds.length) await s.person(person).insertContactRelationships(contactId, relationshipIds).execute();
}

/** Removes the person's contacts not in `keep`. */
export async function deleteOtherContacts(s: ScopedDb, person: ResolvedResident, keep: number[]): Promise<void> {
  let del = s.person(person).deleteFrom('resident_contacts');
  if (keep.length) del = del.where('id', 'not in', keep);
  await del.execute();
}

/** The person's primary contact id, if any. */
export async function primaryContactId(s: ScopedDb, person: ResolvedResident): Promise<number | undefined> {
  const row = await s.selectFromPerson('resident_contacts', person).select('id').where('kind', '=', 'Primary').executeTakeFirst();
  return row?.id;
}

/** Sets columns of the facility's residency under optimistic concurrency; false when the version is stale. */
export async function updateResidencyFlags(
  s: ScopedDb,
  residencyId: number,
  version: number,
  set: { contract_signed?: boolean; income_asset_status?: 'Unknown' | 'Completed' },
): Promise<boolean> {
  const r = await s
    .updateTable('residencies')
    .set({ ...set, version: sql`version + 1` })
    .where('id', '=', residencyId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
