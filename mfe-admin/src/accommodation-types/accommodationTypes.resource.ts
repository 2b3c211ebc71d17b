/** Accommodation types (seed 002 §7): the list, the features a type can have, and save (create or edit). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getJson } from 'shared-auth';
import { ACCOMMODATION_TEXTS } from 'shared-domain/accommodations';
import type { AccommodationType, SaveAccommodationTypeBody } from 'shared-domain/contracts/admin-accommodations';

export const accommodationTypesKey = ['admin', 'accommodation-types'] as const;

export function useAccommodationTypes() {
  return useQuery({
    queryKey: accommodationTypesKey,
    queryFn: ({ signal }) => getJson<AccommodationType[]>('accommodations/types', { signal }),
    meta: { errorMessage: ACCOMMODATION_TEXTS.loadTypesError },
  });
}

export function useTypeFeatures(enabled = true) {
  return useQuery({
    queryKey: [...accommodationTypesKey, 'features'],
    queryFn: ({ signal }) => getJson<string[]>('accommodations/types/features', { signal }),
    enabled,
    meta: { errorMessage: ACCOMMODATION_TEXTS.loadTypeFeaturesError },
  });
}

/** Saves a type; the types (and anything showing rooms, whose beds may follow) reload. */
export function useSaveAccommodationType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveAccommodationTypeBody) =>
      (await apiClient().post<AccommodationType>('accommodations/types', body)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
