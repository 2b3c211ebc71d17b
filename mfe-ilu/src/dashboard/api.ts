/** The independent-living dashboard's API calls (seed 000 §7 "GET ilu-dashboard"). */
import { createApiClient, type ApiClient } from 'shared-auth';
import type { IluDashboardInfo } from 'shared-domain';

let client: ApiClient | undefined;

/** GET /api/ilu-dashboard?facilityId (the client adds the current facility). */
export async function fetchIluDashboard(signal?: AbortSignal): Promise<IluDashboardInfo> {
  client ??= createApiClient();
  const { data } = await client.get<IluDashboardInfo>('ilu-dashboard', { signal });
  return data;
}
