import type { Facility, UserProfile } from 'shared-domain/contracts/shell';
import { STORAGE_KEY_SELECTED_FACILITY, STORAGE_KEY_USER_PROFILE } from 'shared-domain/constants';

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** The facility chosen last (kept in local storage, seed 000 §9). */
export function readStoredFacility(): Facility | null {
  const raw = storage()?.getItem(STORAGE_KEY_SELECTED_FACILITY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Facility | number;
    if (typeof parsed === 'number') return { id: parsed } as Facility;
    return parsed && typeof parsed.id === 'number' ? parsed : null;
  } catch {
    return null;
  }
}

export function storeFacility(facility: Facility | null): void {
  const s = storage();
  if (!s) return;
  if (facility) s.setItem(STORAGE_KEY_SELECTED_FACILITY, JSON.stringify(facility));
  else s.removeItem(STORAGE_KEY_SELECTED_FACILITY);
}

export function storeUserProfile(profile: UserProfile | null): void {
  const s = storage();
  if (!s) return;
  if (profile) s.setItem(STORAGE_KEY_USER_PROFILE, JSON.stringify(profile));
  else s.removeItem(STORAGE_KEY_USER_PROFILE);
}

export function readStoredUserProfile(): UserProfile | null {
  const raw = storage()?.getItem(STORAGE_KEY_USER_PROFILE);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as UserProfile;
  } catch {
    return null;
  }
}

/**
 * The facility to use: the stored choice when the user still has it, otherwise the first facility by name.
 */
export function chooseFacility(facilities: readonly Facility[], stored: Facility | null = readStoredFacility()): Facility | null {
  if (facilities.length === 0) return null;
  const match = stored ? facilities.find((f) => f.id === stored.id) : undefined;
  if (match) return match;
  return [...facilities].sort((a, b) => a.name.localeCompare(b.name))[0];
}

/** Facilities grouped by region (regions sorted by name), each group sorted by facility name. */
export function groupFacilitiesByRegion(facilities: readonly Facility[]): { region: string; facilities: Facility[] }[] {
  const groups = new Map<string, Facility[]>();
  for (const f of facilities) {
    const key = f.region || '';
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(f);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([region, list]) => ({ region, facilities: list.sort((a, b) => a.name.localeCompare(b.name)) }));
}
