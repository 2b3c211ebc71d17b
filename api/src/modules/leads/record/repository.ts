/**
 * SQL of the lead record: the person, their contacts and links (reached only for a person this facility knows:
 * `ResolvedResident` comes from `s.resolve.resident`), the reference checks, and the person's residencies that decide
 * whether they can be an enquiry again.
 */
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Database } from '../../../db/schema';
import type { ReferenceTable, ResolvedResident, ScopedDb } from '../../../db/scoped';
import { currentResidency } from '../../residents/index';

export type PersonValues = Omit<Updateable<Database['residents']>, 'id' | 'organisation_id' | 'version'>;
export type LeadResidencyValues = Omit<Insertable<Database['residencies']>, 'facility_id' | 'resident_id'>;
export type ContactValues = Omit<Insertable<Database['resident_contacts']>, 'resident_id' | 'kind'>;

/** The person's row with the country's name. */
export async function personRow(s: ScopedDb, person: ResolvedResident) {
  return s
    .selectFromOrganisation('residents', 'p')
    .leftJoin('countries as c', 'c.id', 'p.country_id')
    .selectAll('p')
    .select('c.name as country_name')
    .where('p.id', '=', person.residentId)
    .executeTakeFirstOrThrow();
}
export type PersonRow = Awaited<ReturnType<typeof personRow>>;

/** How many of the ids exist in a reference table. */
export async function referenceCount(
  s: ScopedDb,
  table: Extract<ReferenceTable, 'enquiry_sources' | 'religions' | 'countries' | 'relationships'>,
  ids: number[],
): Promise<number> {
  const rows = await s.selectFromReference(table, 'x').select('x.id').where('x.id', 'in', ids).execute();
  return rows.length;
}

/** Whether another person of the organisation has this debtor ID (case-insensitive). */
export async function debtorTaken(s: ScopedDb, debtor: string, exceptResidentId: number | null): Promise<boolean> {
  let q = s
    .selectFromOrganisation('residents', 'p')
    .select('p.id')
    .where(sql<string>`lower(p.debtor)`, '=', debtor.toLowerCase());
  if (exceptResidentId !== null) q = q.where('p.id', '<>', exceptResidentId);
  return !!(await q.limit(1).executeTakeFirst());
}

/** The person's residencies in this facility (open enquiry? current stay?). */
export async function residenciesHere(s: ScopedDb, person: ResolvedResident) {
  return s
    .selectFrom('residencies', 'r')
    .select(['r.id', 'r.is_lead', 'r.is_archived', 'r.admission_date_utc', 'r.departure_date_utc'])
    .where('r.resident_id', '=', person.residentId)
    .execute();
}

/**
 * Whether the person is a current resident (admitted, not departed) of another aged-care facility of the organisation
 * (an independent-living resident may enquire about aged care). The named cross-facility operation `personHistory`:
 * it answers yes or no, nothing of the other facility is returned.
 */
export async function currentResidentElsewhere(s: ScopedDb, person: ResolvedResident): Promise<boolean> {
  const db = s.crossFacility('personHistory');
  const row = await db
    .selectFrom('residencies as r')
    .innerJoin('facilities as f', 'f.id', 'r.facility_id')
    .select('r.id')
    .where('r.resident_id', '=', person.residentId)
    .where('f.organisation_id', '=', s.organisationId)
    .where('f.facility_type', '=', 'AgeCare')
    .where('r.facility_id', '<>', s.facilityId)
    .where(currentResidency('r'))
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

// ---------------------------------------------------------------- writes

/** A new person of the organisation. */
export async function insertPerson(
  t: ScopedDb,
  values: PersonValues & { first_name: string; last_name: string },
): Promise<number> {
  return (await t.organisation().insertInto('residents', values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updatePerson(t: ScopedDb, person: ResolvedResident, values: PersonValues): Promise<void> {
  await t
    .person(person)
    .updateResident()
    .set({ ...values, version: sql<number>`version + 1` })
    .execute();
}

/** A new lead residency of this facility. */
export async function insertLeadResidency(t: ScopedDb, residentId: number, values: LeadResidencyValues): Promise<number> {
  return (
    await t
      .insertInto('residencies', { ...values, resident_id: residentId })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

/** Updates the lead under optimistic concurrency: false when someone else changed it first. */
export async function updateLeadResidency(
  t: ScopedDb,
  residencyId: number,
  version: number,
  values: Partial<LeadResidencyValues>,
): Promise<boolean> {
  const r = await t
    .updateTable('residencies')
    .set({ ...values, version: sql<number>`version + 1` })
    .where('id', '=', residencyId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** The person's contact of a kind (one primary, one secondary). */
export async function contactOfKind(t: ScopedDb, person: ResolvedResident, kind: 'Primary' | 'Secondary') {
  return t.selectFromPerson('resident_contacts', person, 'c').select('c.id').where('c.kind', '=', kind).executeTakeFirst();
}

export async function deleteContact(t: ScopedDb, person: ResolvedResident, contactId: number): Promise<void> {
  await t.person(person).deleteFrom('resident_contacts').where('id', '=', contactId).execute();
}

export async function updateContact(
  t: ScopedDb,
  person: ResolvedResident,
  contactId: number,
  values: ContactValues,
): Promise<void> {
  await t.person(person).updateTable('resident_contacts').set(values).where('id', '=', contactId).execute();
}

export async function insertContact(
  t: ScopedDb,
  person: ResolvedResident,
  kind: 'Primary' | 'Secondary',
  values: ContactValues,
): Promise<number> {
  return (
    await t
      .person(person)
      .insertInto('resident_contacts', { ...values, kind, position: 0 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

/** Replaces a contact's relationships. */
export async function replaceContactRelationships(
  t: ScopedDb,
  person: ResolvedResident,
  contactId: number,
  relationshipIds: number[],
): Promise<void> {
  await t.person(person).deleteContactRelationships(contactId).execute();
  if (relationshipIds.length) await t.person(person).insertContactRelationships(contactId, relationshipIds).execute();
}

/** Replaces the person's enquiry sources or religions. */
export async function replaceLinks(
  t: ScopedDb,
  person: ResolvedResident,
  table: 'resident_enquiry_sources' | 'resident_religions',
  ids: number[],
): Promise<void> {
  await t.person(person).deleteFrom(table).execute();
  if (!ids.length) return;
  if (table === 'resident_enquiry_sources')
    await t
      .person(person)
      .insertInto(
        table,
        ids.map((id) => ({ enquiry_source_id: id })),
      )
      .execute();
  else
    await t
      .person(person)
      .insertInto(
        table,
        ids.map((id) => ({ religion_id: id })),
      )
      .execute();
}
