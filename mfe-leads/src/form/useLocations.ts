/** The facility's locations (GET leads/lead-dashboard-filters leadLocations): preferred-location choices. */
import { useEffect, useState } from 'react';
import { useFacility } from 'shared-auth';
import * as api from '../api';

export function useLocations(): api.NamedItem[] {
  const { currentFacility } = useFacility();
  const [locations, setLocations] = useState<api.NamedItem[]>([]);
  const facilityId = currentFacility?.id;
  useEffect(() => {
    if (!facilityId) return undefined;
    const ctrl = new AbortController();
    api.fetchDashboardFilters(ctrl.signal).then((f) => { if (!ctrl.signal.aborted) setLocations(f.leadLocations); }).catch(() => undefined);
    return () => ctrl.abort();
  }, [facilityId]);
  return locations;
}
