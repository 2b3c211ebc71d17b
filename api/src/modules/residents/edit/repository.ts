/** SQL of the details editor: its checks (reference ids, debtor, own contacts) and the writes of the person's links. */
import { sql, type Insertable } from 'kysely';
import type { ResidentBillPayerDetails } from '../../../db/database.generated';
import type { ReferenceTable, ResolvedResident, ScopedDb } from '../../../db/scoped';

/** How many of `ids` exist in a reference table (countries, religions...). */
export async function countReference(
  s: ScopedDb,
  table: Extract<ReferenceTable, 'countries' | 'religions' | 'relationships' | 'enquiry_sources'>,
  ids: number[],
) {
  const rows = await s.selectFromReference(table, 't').select('t.id').where('t.id', 'in', ids).execute();
  return rows.length;
}

/** Whether another person of the organisation has this debtor id (case-insensitive). */
export async function debtorTaken(s: ScopedDb, debtor: string, residentId: number): Promise<boolean> {
  const row = await s
    .selectFromOrganisation('residents', 'p')
    .select('p.id')
    .where(sql`lower(p.debtor)`, '=', debtor.toLowerCase())
    .where('p.id', '<>', residentId)
    .executeTakeFirst();
  return !!row;
}

/** How many of `ids` are contacts of the person. */
export async function countOwnContacts(s: ScopedDb, person: ResolvedResident, ids: number[]) {
  const rows = await s.selectFromPerson('resident_contacts', person, 'c').select('c.id').where('c.id', 'in', ids).execute();
  return rows.length;
}

export async function setPreEntryLeaveDate(s: ScopedDb, residencyId: number, date: string | null): Promise<void> {
  await s.updateTable('residencies').set({ pre_entry_leave_date: date }).where('id', '=', residencyId).execute();
}

export async function replaceEnquirySources(s: ScopedDb, person: ResolvedResident, ids: number[]): Promise<void> {
  await s.person(person).deleteFrom('resident_enquiry_sources').execute();
  if (ids.length)
    await s
      .person(person)
      .insertInto(
        'resident_enquiry_sources',
        ids.map((id) => ({ enquiry_source_id: id })),
      )
      .execute();
}

export async function replaceReligions(s: ScopedDb, person: ResolvedResident, ids: number[]): Promise<void> {
  await s.person(person).deleteFrom('resident_religions').execute();
  if (ids.length)
    await s
      .person(person)
      .insertInto(
        'resident_religions',
        ids.map((id) => ({ religion_id: id })),
      )
      .execute();
}

export async function replaceSpecialisedCare(s: ScopedDb, person: ResolvedResident, ids: number[]): Promise<void> {
  await s.person(person).deleteFrom('resident_specialised_care').execute();
  if (ids.length)
    await s
      .person(person)
      .insertInto(
        'resident_specialised_care',
        ids.map((id) => ({ specialised_care_id: id })),
      )
      .execute();
}

export async function saveBillPayerDetails(
  s: ScopedDb,
  person: ResolvedResident,
  values: Omit<Insertable<ResidentBillPayerDetails>, 'resident_id'>,
): Promise<void> {
  await s
    .person(person)
    .insertInto('resident_bill_payer_details', values)
    .onConflict((oc) => oc.column('resident_id').doUpdateSet(values))
    .execute();
}
