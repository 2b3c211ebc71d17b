/**
 * The AgeCare dashboard (GET dashboard): reloaded when a stay changes (leave, departure, admission: record.resource's
 * invalidateResident). Imports nothing else of the area: the dashboard is the first page and its chunk stays small.
 */
import { useQuery } from '@tanstack/react-query';
import { currentFacilityIs, getJson } from 'shared-auth';
import type { DashboardInfo } from 'shared-domain/contracts/dashboard';
import { DASHBOARD_LOAD_ERROR } from 'shared-domain/messages';

export const DASHBOARD_KEY = ['dashboard'] as const;

export function useDashboard() {
  // Not loaded for an independent-living facility: a switch there resets the queries on screen before this screen gives way.
  return useQuery({
    queryKey: DASHBOARD_KEY,
    enabled: () => currentFacilityIs('AgeCare'),
    queryFn: ({ signal }) => getJson<DashboardInfo>('dashboard', { signal }),
    meta: { errorMessage: DASHBOARD_LOAD_ERROR },
  });
}
