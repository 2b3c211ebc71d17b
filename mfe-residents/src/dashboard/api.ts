/** The AgeCare dashboard's API calls (seed 000 §7 "GET dashboard"). */
import type { AxiosInstance } from 'axios';
import { createApiClient } from 'shared-auth';
import type { DashboardInfo } from 'shared-domain';

let client: AxiosInstance | undefined;

/** GET /api/dashboard?facilityId (the client adds the current facility). */
export async function fetchDashboard(signal?: AbortSignal): Promise<DashboardInfo> {
  client ??= createApiClient();
  const { data } = await client.get<DashboardInfo>('dashboard', { signal });
  return data;
}
