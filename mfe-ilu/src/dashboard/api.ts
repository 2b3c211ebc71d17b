/** The independent-living dashboard's API calls (seed 000 §7 "GET ilu-dashboard"). */
import type { AxiosInstance } from 'axios';
import { createApiClient } from 'shared-auth';
import type { IluDashboardInfo } from 'shared-domain';

let client: AxiosInstance | undefined;

/** GET /api/ilu-dashboard?facilityId (the client adds the current facility). */
export async function fetchIluDashboard(signal?: AbortSignal): Promise<IluDashboardInfo> {
  client ??= createApiClient();
  const { data } = await client.get<IluDashboardInfo>('ilu-dashboard', { signal });
  return data;
}
