/** Storybook stand-in for shared-auth: permissions are set by stories with `setMockPermissions`. */
import { useSyncExternalStore } from 'react';

type Flags = { canView: boolean; canModify: boolean; canRemove: boolean; canAction: boolean };
const NONE: Flags = { canView: false, canModify: false, canRemove: false, canAction: false };

let permissions: Record<string, Partial<Flags>> = {};
const listeners = new Set<() => void>();

export function setMockPermissions(next: Record<string, Partial<Flags>>): void {
  permissions = next;
  listeners.forEach((l) => l());
}

export function usePermission(name: string): Flags {
  const map = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => permissions,
  );
  return { ...NONE, ...map[name] };
}

/** A facility for stories that read `useFacility()`. */
let facility: {
  id: number;
  name: string;
  region: string;
  facilityType: 'AgeCare' | 'IndependentLiving';
  isBillingIntegratedFacility: boolean;
} | null = {
  id: 1,
  name: 'Bayside Gardens',
  region: 'Metro South',
  facilityType: 'AgeCare',
  isBillingIntegratedFacility: false,
};
export function setMockFacility(next: typeof facility): void {
  facility = next;
}
export function useFacility() {
  return { facilities: facility ? [facility] : [], currentFacility: facility, facilityType: facility?.facilityType ?? null };
}

/** Responses for `createApiClient().get(url)` in stories, keyed by URL. */
let responses: Record<string, unknown> = {};
export function setMockResponses(next: Record<string, unknown>): void {
  responses = next;
}
export function createApiClient() {
  return {
    get: async (url: string) => {
      if (!(url in responses)) throw new Error(`No mock response for ${url}`);
      return { data: responses[url] };
    },
  };
}
