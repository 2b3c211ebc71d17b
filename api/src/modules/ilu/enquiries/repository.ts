/**
 * SQL of the independent-living enquiries: an allocation of the current facility with its people (each a person of the
 * allocation, `ilu_allocation_residents`, with their residency of it here), the unit it is assigned, and the writes of
 * the enquiry that are the allocation's own. People, lead residencies, contacts and links are written with the leads
 * area's functions (an enquiry's people are leads); a new allocation with the residents area's.
 */
import { sql, type Updateable } from 'kysely';
import type { IndependentLivingAllocations } from '../../../db/database.generated';
import type { ResolvedResident, ScopedDb } from '../../../db/scoped';

/** A JSON column: parsed by the pg driver, text from a driver that leaves json alone. */
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The allocation's row (404 is the caller's: `resolve.allocation` first); `lock` takes its row lock. */
export async function allocationRow(s: ScopedDb, allocationId: number, opts: { lock?: boolean } = {}) {
  let q = s
    .selectFrom('independent_living_allocations', 'ila')
    .selectAll('ila')
    .select([
      sql<string | null>`ila.agreed_price::text`.as('agreed_price_text'),
      sql<string | null>`ila.settlement_price::text`.as('settlement_price_text'),
    ])
    .where('ila.id', '=', allocationId);
  if (opts.lock) q = q.forUpdate(['ila']);
  return q.executeTakeFirstOrThrow();
}
export type AllocationRow = Awaited<ReturnType<typeof allocationRow>>;

/**
 * The allocation's people in order (position, then person): each person on the allocation with their residency of it in
 * this facility, their own fields, bill payer CC emails, enquiry sources and whether they are on leave today.
 */
export async function allocationPeople(s: ScopedDb, allocationId: number, today: string) {
  const rows = await s
    .selectFrom('residencies', 'rs')
    .innerJoin('ilu_allocation_residents as ar', (j) =>
      j
        .onRef('ar.resident_id', '=', 'rs.resident_id')
        .onRef('ar.independent_living_allocation_id', '=', 'rs.independent_living_allocation_id'),
    )
    .innerJoin('residents as p', 'p.id', 'rs.resident_id')
    .leftJoin('resident_bill_payer_details as bp', 'bp.resident_id', 'p.id')
    .select([
      'p.id as resident_id',
      'ar.position',
      'rs.id as residency_id',
      'rs.version as residency_version',
      'rs.is_lead',
      'rs.requested_admission_date',
      'rs.admission_date_utc',
      'rs.departure_date_utc',
      'p.first_name',
      'p.last_name',
      'p.date_of_birth',
      'p.email',
      'p.phone_number',
      'p.debtor',
      'p.bill_payer_type',
      'bp.cc_email',
      sql<boolean>`coalesce((select true from leaves l where l.residency_id = rs.id and l.return_date is null
        and not l.is_reversed and l.start_date <= ${today}::date limit 1), false)`.as('is_on_leave'),
      sql<Array<{ id: number; name: string }>>`coalesce((select json_agg(json_build_object('id', e.id, 'name', e.name)
        order by e.name, e.id) from resident_enquiry_sources l join enquiry_sources e on e.id = l.enquiry_source_id
        where l.resident_id = p.id), '[]'::json)`.as('sources'),
    ])
    .where('rs.independent_living_allocation_id', '=', allocationId)
    .orderBy('ar.position')
    .orderBy('p.id')
    .execute();
  return rows.map((r) => ({ ...r, sources: json(r.sources) }));
}
export type PersonOfAllocation = Awaited<ReturnType<typeof allocationPeople>>[number];

/** Every residency of this facility on the allocation (with or without its person's place on it). */
export async function allocationResidencies(s: ScopedDb, allocationId: number) {
  return s
    .selectFrom('residencies', 'rs')
    .select(['rs.id', 'rs.resident_id', 'rs.is_lead', 'rs.admission_date_utc'])
    .where('rs.independent_living_allocation_id', '=', allocationId)
    .orderBy('rs.id')
    .execute();
}

/** The unit an allocation is assigned: its number, type, location and status. */
export async function unitOf(s: ScopedDb, accommodationId: number) {
  return s
    .selectFrom('accommodations', 'a')
    .leftJoin('accommodation_types as t', 't.id', 'a.accommodation_type_id')
    .leftJoin('facility_locations as l', 'l.id', 'a.facility_location_id')
    .select(['a.id', 'a.room_number', 'a.ilu_status', 't.name as type_name', 'l.name as location_name'])
    .where('a.id', '=', accommodationId)
    .executeTakeFirst();
}

/** Sets the allocation's columns under optimistic concurrency (the version is bumped); false when stale. */
export async function updateAllocation(
  t: ScopedDb,
  allocationId: number,
  version: number,
  set: Updateable<IndependentLivingAllocations>,
): Promise<boolean> {
  const r = await t
    .updateTable('independent_living_allocations')
    .set({ ...set, version: sql<number>`version + 1`, updated_by_user_id: t.userId, updated_on_utc: new Date() })
    .where('id', '=', allocationId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** The requested admission date of a person's residency of the allocation (its version bumped: the record changed). */
export async function setRequestedAdmission(t: ScopedDb, residencyId: number, date: string | null): Promise<void> {
  await t
    .updateTable('residencies')
    .set({ requested_admission_date: date, version: sql<number>`version + 1` })
    .where('id', '=', residencyId)
    .where('requested_admission_date', 'is distinct from', date)
    .execute();
}

/** The person's bill payer CC emails (the other bill payer details are the residents area's editor's). */
export async function saveCcEmail(t: ScopedDb, person: ResolvedResident, ccEmail: string | null): Promise<void> {
  await t
    .person(person)
    .insertInto('resident_bill_payer_details', { cc_email: ccEmail })
    .onConflict((oc) => oc.column('resident_id').doUpdateSet({ cc_email: ccEmail }))
    .execute();
}

/** The person's bill payer type. */
export async function setBillPayerType(
  t: ScopedDb,
  person: ResolvedResident,
  billPayerType: 'Resident' | 'PrimaryContact' | 'SecondaryContact',
): Promise<void> {
  await t
    .person(person)
    .updateResident()
    .set({ bill_payer_type: billPayerType, version: sql<number>`version + 1` })
    .where('bill_payer_type', '<>', billPayerType)
    .execute();
}

/** Takes the person off the allocation. */
export async function removeFromAllocation(t: ScopedDb, person: ResolvedResident, allocationId: number): Promise<void> {
  await t
    .person(person)
    .deleteFrom('ilu_allocation_residents')
    .where('independent_living_allocation_id', '=', allocationId)
    .execute();
}

/** The person's place on the allocation (1 or 2). */
export async function setPosition(t: ScopedDb, person: ResolvedResident, allocationId: number, position: number): Promise<void> {
  await t
    .person(person)
    .updateTable('ilu_allocation_residents')
    .set({ position })
    .where('independent_living_allocation_id', '=', allocationId)
    .execute();
}

/** A facility's optional services of a residency (an enquiry's, taken on its finance screen): they go with it. */
export async function deleteOptionalServices(t: ScopedDb, residencyId: number): Promise<void> {
  await t.deleteFrom('residency_optional_services').where('residency_id', '=', residencyId).execute();
}

/**
 * Removes the allocation and what belongs only to it: its tours, its people's places on it, DMF schedule, ingoing contribution payments and the
 * unit's financial events it recorded (an enquiry deleted leaves no deposit or contract on the unit's brief note).
 */
export async function deleteAllocation(t: ScopedDb, allocation: { allocationId: number }): Promise<void> {
  const id = allocation.allocationId;
  await t.allocation(allocation).deleteOwned('ilu_tours').execute();
  await t.allocation(allocation).deleteOwned('ilu_allocation_residents').execute();
  await t.deleteFrom('ilu_dmf_schedule_rows').where('independent_living_allocation_id', '=', id).execute();
  await t.deleteFrom('ilu_ingoing_contributions').where('independent_living_allocation_id', '=', id).execute();
  await t.deleteFrom('accommodation_financial_events').where('independent_living_allocation_id', '=', id).execute();
  await t.deleteFrom('independent_living_allocations').where('id', '=', id).execute();
}
