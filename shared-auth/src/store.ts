import { create } from 'zustand';
import type { PermissionMap } from 'shared-domain';
import type { BannerMessage, Facility, FeatureFlags, UserProfile } from 'shared-domain/contracts/shell';
import { NO_PERMISSIONS } from 'shared-domain/permissions';

/** The signed-in user as the OpenID client holds it (the parts the product uses). */
export interface SessionUser {
  sub: string;
  name?: string;
  email?: string;
  expiresAt?: number;
}

export type SystemFlags = FeatureFlags['systemConfigurationFlags'];
export type FacilityFlags = FeatureFlags['currentFacilityFeatureFlags'];

export interface AuthState {
  user: SessionUser | null;
  accessToken: string | null;
  userProfile: UserProfile | null;
  facilities: Facility[];
  currentFacility: Facility | null;
  permissions: PermissionMap;
  systemFlags: SystemFlags | null;
  facilityFlags: FacilityFlags | null;
  banners: BannerMessage[];
  /** 'ready' once users/facilities-permissions has loaded. */
  status: 'idle' | 'loading' | 'ready' | 'error';
}

export const initialAuthState: AuthState = {
  user: null,
  accessToken: null,
  userProfile: null,
  facilities: [],
  currentFacility: null,
  permissions: NO_PERMISSIONS as PermissionMap,
  systemFlags: null,
  facilityFlags: null,
  banners: [],
  status: 'idle',
};

/** The one session/facility/permission/flag store. shared-auth is a federation singleton, so host and remotes share it. */
export const useAuthStore = create<AuthState>()(() => ({ ...initialAuthState }));

/** Clears the session (sign-out, /logout). */
export function resetAuthStore(): void {
  useAuthStore.setState({ ...initialAuthState }, true);
}
