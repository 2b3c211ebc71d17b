import type { BannerMessage, Facility, FacilitiesPermissionsResponse, FeatureFlags } from 'shared-domain/contracts/shell';
import { BANNER_MESSAGES_ERROR, FEATURE_FLAGS_ERROR, withOfflineHint } from 'shared-domain/messages';
import { mapPermissionEntries } from 'shared-domain/permissions';
import { createApiClient } from './api';
import { isApiError, type ApiClient } from './http';
import { chooseFacility, storeFacility, storeUserProfile } from './facility';
import { useAuthStore } from './store';
import { clearSession } from './oidc';

export interface FacilityDataResult {
  /** Messages to show (each with the offline hint) when flags or banners could not be loaded. */
  errors: string[];
}

let clients: { noFacility: ApiClient; facility: ApiClient } | null = null;
function api() {
  // The start-up call answers a stale token with SessionExpiredError (sign in again), not the 401 alert and reload,
  // which would loop on a token the API no longer accepts.
  if (!clients)
    clients = { noFacility: createApiClient({ noFacility: true, alertOnUnauthorized: false }), facility: createApiClient() };
  return clients;
}

/** The API refused the stored token when the session started: the caller should sign in again. */
export class SessionExpiredError extends Error {
  constructor() {
    super('The stored session is no longer accepted');
    this.name = 'SessionExpiredError';
  }
}

/** For tests: use these clients instead of the default ones. */
export function setSessionClients(c: { noFacility: ApiClient; facility: ApiClient } | null): void {
  clients = c;
}

/** Loads feature flags and banner messages of the current facility into the store. */
export async function loadFacilityData(): Promise<FacilityDataResult> {
  const errors: string[] = [];
  const [flags, banners] = await Promise.allSettled([
    api().facility.get<FeatureFlags>('featureFlags'),
    api().facility.get<BannerMessage[]>('bannerMessages'),
  ]);
  if (flags.status === 'fulfilled') {
    useAuthStore.setState({
      systemFlags: flags.value.data.systemConfigurationFlags ?? null,
      facilityFlags: flags.value.data.currentFacilityFeatureFlags ?? null,
    });
  } else {
    useAuthStore.setState({ systemFlags: null, facilityFlags: null });
    errors.push(withOfflineHint(FEATURE_FLAGS_ERROR));
  }
  if (banners.status === 'fulfilled')
    useAuthStore.setState({ banners: Array.isArray(banners.value.data) ? banners.value.data : [] });
  else {
    useAuthStore.setState({ banners: [] });
    errors.push(withOfflineHint(BANNER_MESSAGES_ERROR));
  }
  return { errors };
}

/**
 * Loads the user's profile, permissions and facilities (`users/facilities-permissions`), picks the current facility
 * (the stored choice when still allowed), then loads its feature flags and banner messages.
 * Requires the access token in the store. Throws when the profile cannot be loaded.
 * `prefetched`: the same request already sent by the page's entry with the same stored token (sign-in-redirect
 * requestSessionProfile); its answer is used when it is one, otherwise the profile is asked for here as always.
 */
export async function initialiseSession(prefetched?: Promise<FacilitiesPermissionsResponse | null>): Promise<FacilityDataResult> {
  useAuthStore.setState({ status: 'loading' });
  let data: FacilitiesPermissionsResponse;
  try {
    data =
      (await prefetched?.catch(() => null)) ??
      (await api().noFacility.get<FacilitiesPermissionsResponse>('users/facilities-permissions')).data;
  } catch (error) {
    useAuthStore.setState({ status: 'error' });
    if (isApiError(error) && error.status === 401) {
      await clearSession();
      throw new SessionExpiredError();
    }
    throw error;
  }
  const facilities = Array.isArray(data.facilityInfoList) ? data.facilityInfoList : [];
  const currentFacility = chooseFacility(facilities);
  storeUserProfile(data.userProfile);
  storeFacility(currentFacility);
  useAuthStore.setState({
    userProfile: data.userProfile,
    permissions: mapPermissionEntries(data.permissions),
    facilities,
    currentFacility,
    status: 'ready',
  });
  if (!currentFacility) return { errors: [] };
  return loadFacilityData();
}

/** Switches facility: stores the choice, then reloads feature flags and banner messages. */
export async function switchFacility(id: number): Promise<FacilityDataResult & { facility: Facility | null }> {
  const facility = useAuthStore.getState().facilities.find((f) => f.id === id) ?? null;
  if (!facility) return { errors: [], facility: null };
  storeFacility(facility);
  useAuthStore.setState({ currentFacility: facility });
  const result = await loadFacilityData();
  return { ...result, facility };
}
