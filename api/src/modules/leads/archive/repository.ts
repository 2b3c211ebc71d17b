/**
 * SQL of a lead's life on the board after creation: flags (archived, prospect), restoring to the board, dropping a
 * departed resident's enquiry and deleting a lead (and the person when nothing else refers to them).
 */
import { sql, type Updateable } from 'kysely';
import type { Database } from '../../../db/schema';
import type { ResolvedResident, ScopedDb } from '../../../db/scoped';

/** Sets lead columns under optimistic concurrency: false when someone else changed the lead first. */
export async function setLeadColumns(
  t: ScopedDb,
  residencyId: number,
  version: number,
  set: Updateable<Database['residencies']>,
): Promise<boolean> {
  const r = await t
    .updateTable('residencies')
    .set({ ...set, version: sql<number>`version + 1` })
    .where('id', '=', residencyId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** The person's latest departed stay in this facility. */
export async function latestDepartedStay(s: ScopedDb, residentId: number) {
  return s
    .selectFrom('residencies', 'r')
    .select('r.id')
    .where('r.resident_id', '=', residentId)
    .where('r.is_lead', '=', false)
    .where('r.departure_date_utc', 'is not', null)
    .orderBy('r.departure_date_utc', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Whether the residency has stay history that must be kept: residency events, Medicare submissions or bed
 * assignments (read through the residency, whichever facility recorded them).
 */
export async function hasStayHistory(s: ScopedDb, residencyId: number): Promise<boolean> {
  const row = await s
    .selectFrom('residencies', 'r')
    .select((eb) => [
      eb.exists(eb.selectFrom('residency_events as e').select('e.id').whereRef('e.residency_id', '=', 'r.id')).as('events'),
      eb
        .exists(eb.selectFrom('medicare_submissions as m').select('m.id').whereRef('m.residency_id', '=', 'r.id'))
        .as('submissions'),
      eb
        .exists(eb.selectFrom('residency_bed_assignments as b').select('b.id').whereRef('b.residency_id', '=', 'r.id'))
        .as('beds'),
    ])
    .where('r.id', '=', residencyId)
    .executeTakeFirst();
  return !!row && (!!row.events || !!row.submissions || !!row.beds);
}

/** Removes a lead residency and what belongs only to it (tours go with it: on delete cascade); documents stay, unlinked. */
export async function removeResidency(t: ScopedDb, residencyId: number): Promise<void> {
  const owned = t.residency({ residencyId });
  for (const table of [
    'expected_anacc_classifications',
    'resident_acfi',
    'anacc_reassessment_requests',
    'resident_supplements',
    'resident_legal_notices',
    'resident_finance_effective_dates',
    'resident_finances',
    'resident_ledger_entries',
    'leaves',
  ] as const) {
    await owned.deleteOwned(table).execute();
  }
  await owned.updateOwned('documents').set({ residency_id: null }).execute();
  await t.deleteFrom('residencies').where('id', '=', residencyId).execute();
}

/**
 * Whether anything in the organisation still refers to the person (another residency, documents, notes, an ILU
 * allocation, Medicare submissions), in any facility: the named cross-facility operation `personHistory`, which
 * answers yes or no and returns nothing of the other facilities.
 */
export async function personReferredTo(t: ScopedDb, person: ResolvedResident): Promise<boolean> {
  const db = t.crossFacility('personHistory');
  const id = person.residentId;
  const row = await db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('residencies').select('id').where('resident_id', '=', id)).as('residencies'),
      eb.exists(eb.selectFrom('documents').select('id').where('resident_id', '=', id)).as('documents'),
      eb
        .exists(
          eb.selectFrom('resident_notes').select('id').where('resident_id', '=', id).where('facility_id', '<>', t.facilityId),
        )
        .as('notes'),
      eb.exists(eb.selectFrom('ilu_allocation_residents').select('resident_id').where('resident_id', '=', id)).as('ilu'),
      eb.exists(eb.selectFrom('medicare_submissions').select('id').where('resident_id', '=', id)).as('submissions'),
    ])
    .executeTakeFirstOrThrow();
  return !!row.residencies || !!row.documents || !!row.notes || !!row.ilu || !!row.submissions;
}

/** Removes the person and what belongs only to them (their notes here, contacts, links, photo, bill payer details). */
export async function removePerson(t: ScopedDb, person: ResolvedResident): Promise<void> {
  const own = t.person(person);
  for (const table of [
    'resident_enquiry_sources',
    'resident_religions',
    'resident_specialised_care',
    'resident_photos',
    'resident_bill_payer_details',
    'resident_contacts',
  ] as const) {
    await own.deleteFrom(table).execute();
  }
  await t.deleteFrom('resident_notes').where('resident_id', '=', person.residentId).execute();
  await own.deleteResident().execute();
}
