/**
 * The organisation's facilities (seed 002 §7 "Organisation": GET facilities, facilities/regions and
 * facilities/all-organisation-facilities). A facility is of type AgeCare or IndependentLiving and belongs to a region.
 */
import type { AllOrganisationFacilitiesQuery, FacilitiesQuery } from 'shared-domain/contracts/admin-users';
import type { ScopedDb } from '../../../db/scoped';
import * as repo from './repository';

/** The facilities the caller may use (every one of the organisation for organisation managers), by name. */
export function facilities(s: ScopedDb, query: FacilitiesQuery) {
  return repo.listFacilities(s, { onlyCallers: true, facilityType: query.facilityType });
}

export function regions(s: ScopedDb) {
  return repo.listRegions(s);
}

/**
 * Every facility of the organisation, whether or not the caller works there (the pickers that name another facility,
 * such as a transfer's destination), optionally without the current one.
 */
export function allOrganisationFacilities(s: ScopedDb, query: AllOrganisationFacilitiesQuery) {
  return repo.listFacilities(s, {
    onlyCallers: false,
    exceptId: query.excludeCurrentlyLoggedInFacility ? s.facilityId : undefined,
  });
}
