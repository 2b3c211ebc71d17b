/**
 * The independent-living dashboard (GET ilu-dashboard) on the product's data layer: one query, loaded again when the
 * facility changes (the query client resets on a switch) and when a stay action invalidates ['dashboard'] (its key sits
 * under the AgeCare dashboard's). Imports nothing else of the area: the dashboard is an ILU facility's first page.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { currentFacilityIs, getJson, useLiveTopic } from 'shared-auth';
import type { IluDashboardInfo } from 'shared-domain/contracts/dashboard';
import { ILU_DASHBOARD_LOAD_ERROR } from 'shared-domain/messages';

export const ILU_DASHBOARD_KEY = ['dashboard', 'ilu'] as const;

export function useIluDashboard() {
  const client = useQueryClient();
  // Another user's change of what it shows (a resident on leave, back, admitted, departed; an enquiry) reloads it.
  useLiveTopic('dashboard', () => void client.invalidateQueries({ queryKey: ILU_DASHBOARD_KEY }));
  // Not loaded for an aged-care facility: a switch there resets the queries on screen before this screen gives way.
  return useQuery({
    queryKey: ILU_DASHBOARD_KEY,
    enabled: () => currentFacilityIs('IndependentLiving'),
    queryFn: ({ signal }) => getJson<IluDashboardInfo>('ilu-dashboard', { signal }),
    meta: { errorMessage: ILU_DASHBOARD_LOAD_ERROR },
  });
}
