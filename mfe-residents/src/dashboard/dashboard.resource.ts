/**
 * The AgeCare dashboard (GET dashboard): reloaded when a stay changes (leave, departure, admission: record.resource's
 * invalidateResident). Imports nothing else of the area: the dashboard is the first page and its chunk stays small.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { currentFacilityIs, getJson, useLiveTopic } from 'shared-auth';
import type { DashboardInfo } from 'shared-domain/contracts/dashboard';
import { DASHBOARD_LOAD_ERROR } from 'shared-domain/messages';

export const DASHBOARD_KEY = ['dashboard'] as const;

export function useDashboard() {
  const client = useQueryClient();
  // Another user's change of what it shows (a resident on leave, back, admitted, departed; an enquiry) reloads it.
  useLiveTopic('dashboard', () => void client.invalidateQueries({ queryKey: DASHBOARD_KEY }));
  // Not loaded for an independent-living facility: a switch there resets the queries on screen before this screen gives way.
  return useQuery({
    queryKey: DASHBOARD_KEY,
    enabled: () => currentFacilityIs('AgeCare'),
    queryFn: ({ signal }) => getJson<DashboardInfo>('dashboard', { signal }),
    meta: { errorMessage: DASHBOARD_LOAD_ERROR },
  });
}
