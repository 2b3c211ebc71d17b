/**
 * SQL of the allocation's actions (assign unit, admit, corrections and reversals, notes, settlement): the allocation
 * and its people, and their writes, all through the scoped access. The person's stay (events, the residents area's
 * corrections and reversals) and the unit's occupancy (its lock, status and holder) are the residents module's.
 */
import { sql, type Updateable } from 'kysely';
import { clockNow } from 'shared-domain/clock';
import type { IndependentLivingAllocations } from '../../../db/database.generated';
import type { ScopedDb } from '../../../db/scoped';

/** The allocation as its actions read it (already resolved and locked by the caller). */
export async function allocationById(s: ScopedDb, allocationId: number) {
  return s
    .selectFrom('independent_living_allocations', 'ila')
    .select([
      'ila.id',
      'ila.version',
      'ila.accommodation_id',
      'ila.occupied_date',
      'ila.departure_date',
      'ila.is_archived',
      'ila.is_settled',
      'ila.created_on',
      'ila.responsible_residency_id',
      'ila.published_price',
      'ila.agreed_price',
      'ila.notes',
      'ila.settlement_date',
      'ila.settlement_price',
    ])
    .where('ila.id', '=', allocationId)
    .executeTakeFirstOrThrow();
}
export type AllocationRow = Awaited<ReturnType<typeof allocationById>>;

/** The allocation's people: each person's residency of the allocation, in the enquiry's order, rows locked. */
export function peopleOf(s: ScopedDb, allocationId: number) {
  return s
    .selectFrom('residencies', 'r')
    .select([
      'r.id',
      'r.resident_id',
      'r.is_lead',
      'r.admission_date_utc',
      'r.departure_date_utc',
      'r.version',
      'r.created_on_utc',
    ])
    .where('r.independent_living_allocation_id', '=', allocationId)
    .where('r.is_archived', '=', false)
    .orderBy('r.id')
    .forUpdate()
    .execute();
}
export type PersonRow = Awaited<ReturnType<typeof peopleOf>>[number];

/**
 * Writes the allocation's new state and its next version (the caller holds the row lock and checked the version it
 * was sent when it took it); the new version.
 */
export async function updateAllocation(
  s: ScopedDb,
  allocationId: number,
  set: Updateable<IndependentLivingAllocations>,
): Promise<number> {
  const row = await s
    .updateTable('independent_living_allocations')
    .set((eb) => ({ ...set, updated_by_user_id: s.userId, updated_on_utc: clockNow(), version: eb('version', '+', 1) }))
    .where('id', '=', allocationId)
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

/** The enquiry's residency becomes an admitted ILU stay, under optimistic concurrency: false when it changed first. */
export async function admitResidency(s: ScopedDb, person: PersonRow, admissionDate: string): Promise<boolean> {
  const r = await s
    .updateTable('residencies')
    .set({
      is_lead: false,
      admission_date_utc: admissionDate,
      care_type: 'ILU',
      version: sql<number>`version + 1`,
    })
    .where('id', '=', person.id)
    .where('version', '=', person.version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** The person's other residencies' departure dates here (an admission must come after them). */
export async function otherDepartureDates(s: ScopedDb, residentId: number, exceptResidencyId: number): Promise<string[]> {
  const rows = await s
    .selectFrom('residencies', 'r')
    .select('r.departure_date_utc')
    .where('r.resident_id', '=', residentId)
    .where('r.id', '<>', exceptResidencyId)
    .where('r.departure_date_utc', 'is not', null)
    .execute();
  return rows.flatMap((r) => (r.departure_date_utc ? [r.departure_date_utc] : [])).sort();
}

/** The admitted people of the allocation (not reversed back to an enquiry), earliest admission first. */
export function admittedPeople(s: ScopedDb, allocationId: number) {
  return s
    .selectFrom('residencies', 'r')
    .select(['r.id', 'r.resident_id', 'r.admission_date_utc'])
    .where('r.independent_living_allocation_id', '=', allocationId)
    .where('r.is_lead', '=', false)
    .where('r.admission_date_utc', 'is not', null)
    .orderBy('r.admission_date_utc')
    .orderBy('r.id')
    .execute();
}
