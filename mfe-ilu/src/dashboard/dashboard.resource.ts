/**
 * The independent-living dashboard (GET ilu-dashboard) on the product's data layer: one query, loaded again when the
 * facility changes (the query client resets on a switch) and when a stay action invalidates ['dashboard'] (its key sits
 * under the AgeCare dashboard's). Imports nothing else of the area: the dashboard is an ILU facility's first page.
 */
import { useQuery } from '@tanstack/react-query';
import { getJson, useAuthStore } from 'shared-auth';
import type { IluDashboardInfo } from 'shared-domain/contracts/dashboard';
import { ILU_DASHBOARD_LOAD_ERROR } from 'shared-domain/messages';

export const ILU_DASHBOARD_KEY = ['dashboard', 'ilu'] as const;

export function useIluDashboard() {
  // Loaded only while the current facility is of this dashboard's kind: a switch to an aged-care facility reloads the
  // queries on screen before this dashboard gives way to the other one, and this one would ask for the wrong kind (read
  // when a load would start, from the session itself: the screen has not re-rendered yet).
  return useQuery({
    queryKey: ILU_DASHBOARD_KEY,
    enabled: () => useAuthStore.getState().currentFacility?.facilityType === 'IndependentLiving',
    queryFn: ({ signal }) => getJson<IluDashboardInfo>('ilu-dashboard', { signal }),
    meta: { errorMessage: ILU_DASHBOARD_LOAD_ERROR },
  });
}
