import { useShallow } from 'zustand/react/shallow';
import type { FacilityType, PermissionFlags, PermissionName } from 'shared-domain';
import type { BannerMessage, FeatureFlagName } from 'shared-domain/contracts/shell';
import { permissionFlags } from 'shared-domain/permissions';
import { useAuthStore, type AuthState } from './store';

/** Session: signed-in user, access token and profile. */
export function useSession(): Pick<AuthState, 'user' | 'accessToken' | 'userProfile' | 'status'> & {
  isSignedIn: boolean;
  isSystemUser: boolean;
} {
  const s = useAuthStore(
    useShallow((st) => ({ user: st.user, accessToken: st.accessToken, userProfile: st.userProfile, status: st.status })),
  );
  return { ...s, isSignedIn: !!s.accessToken, isSystemUser: s.userProfile?.isSystemUser === true };
}

/** The user's facilities and the current one. */
export function useFacility(): Pick<AuthState, 'facilities' | 'currentFacility'> & { facilityType: FacilityType | null } {
  const s = useAuthStore(useShallow((st) => ({ facilities: st.facilities, currentFacility: st.currentFacility })));
  return { ...s, facilityType: s.currentFacility?.facilityType ?? null };
}

/**
 * Whether the session's current facility is of `type`, read when called (not a hook): a query that only exists for one
 * kind of facility passes `() => currentFacilityIs('AgeCare')` as its `enabled`, which TanStack Query reads when a load
 * would start. A facility switch resets the queries on screen before the screen re-renders for the new facility, so
 * a value taken at render time would still be the old facility's.
 */
export function currentFacilityIs(type: FacilityType): boolean {
  return useAuthStore.getState().currentFacility?.facilityType === type;
}

/** `{ canView, canModify, canRemove, canAction }` of one permission (all false when the user lacks it). */
export function usePermission(name: PermissionName | string): PermissionFlags {
  return useAuthStore(useShallow((st) => permissionFlags(st.permissions, name as PermissionName)));
}

/** Reads a flag from the system flags or the current facility's flags. */
export function readFeatureFlag(
  state: Pick<AuthState, 'systemFlags' | 'facilityFlags'>,
  name: FeatureFlagName | string,
): boolean {
  const sys = state.systemFlags as Record<string, boolean> | null;
  const fac = state.facilityFlags as Record<string, boolean> | null;
  return (sys?.[name] ?? fac?.[name]) === true;
}

export function useFeatureFlag(name: FeatureFlagName | string): boolean {
  return useAuthStore((st) => readFeatureFlag(st, name));
}

/** Active banner messages for the current facility's type. */
export function activeBanners(state: Pick<AuthState, 'banners' | 'currentFacility'>): BannerMessage[] {
  const type = state.currentFacility?.facilityType;
  return state.banners.filter(
    (b) => b.isActive && (type === 'IndependentLiving' ? b.isILU : type === 'AgeCare' ? b.isRac : true),
  );
}

export function useBanners(): BannerMessage[] {
  return useAuthStore(useShallow((st) => activeBanners(st)));
}
