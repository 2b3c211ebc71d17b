/** SQL of marking a departed resident as an enquiry: a new lead residency in the facility. */
import type { ResolvedResident, ScopedDb } from '../../../db/scoped';

/** An open enquiry (lead, not archived) of the person in the facility. */
export async function openEnquiryHere(s: ScopedDb, person: ResolvedResident): Promise<boolean> {
  const row = await s
    .selectFrom('residencies', 'rs')
    .select('rs.id')
    .where('rs.resident_id', '=', person.residentId)
    .where('rs.is_lead', '=', true)
    .where('rs.is_archived', '=', false)
    .executeTakeFirst();
  return !!row;
}

export async function insertLeadResidency(
  s: ScopedDb,
  person: ResolvedResident,
  values: { care_type: 'Permanent' | 'Respite' | 'ILU'; requested_admission_date: string | null },
): Promise<number> {
  const row = await s
    .insertInto('residencies', { resident_id: person.residentId, is_lead: true, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The person's names (marking a departed resident as an enquiry takes the names given then). */
export async function renameResident(s: ScopedDb, person: ResolvedResident, firstName: string, lastName: string): Promise<void> {
  await s
    .person(person)
    .updateResident()
    .set((eb) => ({ first_name: firstName, last_name: lastName, version: eb('version', '+', 1) }))
    .execute();
}
