/**
 * SQL of marking a departed resident as an enquiry: a new lead residency in the facility and, in an independent-living
 * facility, the new enquiry (allocation) it belongs to. The allocation writes are the ones every enquiry is made with
 * (the independent-living area creates its enquiries with them too, through this module's index).
 */
import type { Insertable } from 'kysely';
import type { IndependentLivingAllocations } from '../../../db/database.generated';
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
  values: {
    care_type: 'Permanent' | 'Respite' | 'ILU';
    requested_admission_date: string | null;
    independent_living_allocation_id?: number | null;
  },
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

export type AllocationValues = Omit<Insertable<IndependentLivingAllocations>, 'facility_id' | 'id' | 'version'>;

/** A new independent-living allocation (an enquiry) of the facility `s` is scoped to; its id. */
export async function insertAllocation(s: ScopedDb, values: AllocationValues): Promise<number> {
  const row = await s.insertInto('independent_living_allocations', values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Puts the person on the allocation at `position` (1 or 2: the enquiry's prospect 1 or 2). */
export async function addToAllocation(
  s: ScopedDb,
  person: ResolvedResident,
  allocationId: number,
  position: number,
): Promise<void> {
  await s
    .person(person)
    .insertInto('ilu_allocation_residents', { independent_living_allocation_id: allocationId, position })
    .execute();
}
