/** The organisation's facilities (GET facilities: the ones the signed-in user may use, by name). */
import { useQuery } from '@tanstack/react-query';
import { getJson } from 'shared-auth';
import { FACILITY_MESSAGES } from 'shared-domain/admin-users';
import type { OrganisationFacility } from 'shared-domain/contracts/admin-users';

export const facilitiesKey = ['admin', 'facilities'] as const;

export function useOrganisationFacilities() {
  return useQuery({
    queryKey: facilitiesKey,
    queryFn: ({ signal }) => getJson<OrganisationFacility[]>('facilities', { signal }),
    meta: { errorMessage: FACILITY_MESSAGES.loadError },
  });
}
