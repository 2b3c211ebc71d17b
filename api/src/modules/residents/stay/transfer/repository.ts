/** SQL of the transfer: the one cross-facility write of the residents area (`crossFacility('transfer')`). */
import type { Updateable } from 'kysely';
import type { Residencies } from '../../../../db/database.generated';
import type { ScopedDb } from '../../../../db/scoped';
import type { StayRow } from '../repository';

/** A facility of the organisation (the transfer's destination, already resolved for the caller). */
export function facilityOfOrganisation(s: ScopedDb, facilityId: number) {
  return s
    .selectFromOrganisation('facilities', 'f')
    .select(['f.id', 'f.name', 'f.facility_type'])
    .where('f.id', '=', facilityId)
    .executeTakeFirstOrThrow();
}

/** Moves the residency to another facility of the organisation (an active residency or a lead), version-checked. */
export async function moveResidency(
  s: ScopedDb,
  stay: StayRow,
  toFacilityId: number,
  set: Updateable<Residencies>,
): Promise<boolean> {
  const res = await s
    .crossFacility('transfer')
    .updateTable('residencies')
    .set((eb) => ({ ...set, facility_id: toFacilityId, version: eb('version', '+', 1) }))
    .where('id', '=', stay.id)
    .where('facility_id', '=', s.facilityId)
    .where('version', '=', stay.version)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** A new lead residency of the person in another facility of the organisation (a departed resident transferred). */
export async function insertResidencyElsewhere(s: ScopedDb, stay: StayRow, toFacilityId: number): Promise<number> {
  const row = await s
    .crossFacility('transfer')
    .insertInto('residencies')
    .values({ resident_id: stay.resident_id, facility_id: toFacilityId, care_type: stay.care_type, is_lead: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
