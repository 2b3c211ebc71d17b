/**
 * The AgeCare dashboard (GET dashboard): reloaded when a stay changes (leave, departure, admission: record.resource's
 * invalidateResident). Imports nothing else of the area: the dashboard is the first page and its chunk stays small.
 */
import { useQuery } from '@tanstack/react-query';
import { getJson, useAuthStore } from 'shared-auth';
import type { DashboardInfo } from 'shared-domain/contracts/dashboard';
import { DASHBOARD_LOAD_ERROR } from 'shared-domain/messages';

export const DASHBOARD_KEY = ['dashboard'] as const;

export function useDashboard() {
  // Loaded only while the current facility is of this dashboard's kind: a switch to an independent-living facility reloads the
  // queries on screen before this dashboard gives way to the other one, and this one would ask for the wrong kind (read
  // when a load would start, from the session itself: the screen has not re-rendered yet).
  return useQuery({
    queryKey: DASHBOARD_KEY,
    enabled: () => useAuthStore.getState().currentFacility?.facilityType === 'AgeCare',
    queryFn: ({ signal }) => getJson<DashboardInfo>('dashboard', { signal }),
    meta: { errorMessage: DASHBOARD_LOAD_ERROR },
  });
}
