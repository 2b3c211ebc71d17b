/** SQL of the organisation's facilities and regions (organisation-owned: narrowed to the caller's organisation). */
import { callersFacility } from '../../../db/callers';
import type { ScopedDb } from '../../../db/scoped';

/**
 * The organisation's facilities with their region; `onlyCallers` narrows them to the caller's own (every one for
 * organisation managers and system users), `facilityType` to one type, `exceptId` leaves one out.
 */
export function listFacilities(
  s: ScopedDb,
  options: { onlyCallers: boolean; facilityType?: 'AgeCare' | 'IndependentLiving'; exceptId?: number },
) {
  let qb = s
    .selectFromOrganisation('facilities', 'f')
    .leftJoin('regions as rg', 'rg.id', 'f.region_id')
    .select([
      'f.id',
      'f.name',
      'f.region_id as regionId',
      'rg.name as region',
      'f.facility_type as facilityType',
      'f.is_billing_integrated as isBillingIntegratedFacility',
    ]);
  if (options.onlyCallers) qb = qb.where((eb) => callersFacility(s.access, eb.ref('f.id')));
  if (options.facilityType) qb = qb.where('f.facility_type', '=', options.facilityType);
  if (options.exceptId !== undefined) qb = qb.where('f.id', '<>', options.exceptId);
  return qb.orderBy('f.name').orderBy('f.id').execute();
}

export function listRegions(s: ScopedDb) {
  return s.selectFromOrganisation('regions', 'r').select(['r.id', 'r.name']).orderBy('r.name').orderBy('r.id').execute();
}
