/**
 * The organisation's reference lists (GET referenceData/{list}: countries, relationships, enquiry sources, religions),
 * read by the residents and leads forms. Not about a facility, and they change only when an administrator edits them, so
 * a list is loaded once per session and shared by every screen (and remote) that shows it.
 */
import { useQuery } from '@tanstack/react-query';
import { getJson } from './query';

export type ReferenceList = 'countries' | 'relationships' | 'enquiry-sources' | 'religions';
export interface ReferenceItem {
  id: number;
  name: string;
}

export const referenceDataKey = (list: ReferenceList) => ['reference-data', list] as const;

const NONE: ReferenceItem[] = [];

/** The items of a reference list ([] until loaded); `errorMessage` is toasted when it cannot be loaded. */
export function useReferenceData(list: ReferenceList, errorMessage: string): ReferenceItem[] {
  const { data } = useQuery({
    queryKey: referenceDataKey(list),
    queryFn: ({ signal }) => getJson<ReferenceItem[]>(`referenceData/${list}`, { signal, noFacility: true }),
    staleTime: 60 * 60 * 1000,
    meta: { errorMessage },
  });
  return data ?? NONE;
}
