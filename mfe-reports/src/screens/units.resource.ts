/** The units report's choices: the locations and unit types of the report's facility. */
import { getJson, useQuery } from 'shared-auth';
import type { LocationAccommodationTypes } from 'shared-domain/contracts/admin-accommodations';
import { REPORTS_KEY } from '../report/report.resource';

export function useUnitChoices(facilityId: number | null) {
  return useQuery({
    queryKey: [...REPORTS_KEY, 'units', 'choices', facilityId],
    enabled: facilityId !== null,
    queryFn: ({ signal }) =>
      getJson<LocationAccommodationTypes>('reporting/units-report-filters', { params: { facilityId }, signal }),
    meta: { errorMessage: UNIT_CHOICES_ERROR },
  });
}

export const UNIT_CHOICES_ERROR = 'Unexpected error while loading units.';
