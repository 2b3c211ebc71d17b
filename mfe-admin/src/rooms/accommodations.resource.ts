/**
 * Rooms and units (seed 002 §7 accommodations): the grouped list, one room or unit, the pickers' locations and types,
 * room features, units by status, and add, edit and delete. Every change reloads what shows rooms and units.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getJson } from 'shared-auth';
import { ACCOMMODATION_TEXTS, type UnitStatus } from 'shared-domain/accommodations';
import type {
  AccommodationDetail,
  AccommodationGroups,
  AddAccommodationBody,
  EditAccommodationBody,
  LocationAccommodationTypes,
  UnitItem,
} from 'shared-domain/contracts/admin-accommodations';

export const accommodationsKey = ['admin', 'accommodations'] as const;

export function useAccommodationGroups() {
  return useQuery({
    queryKey: [...accommodationsKey, 'groups'],
    queryFn: ({ signal }) => getJson<AccommodationGroups>('accommodations', { signal }),
    meta: { errorMessage: ACCOMMODATION_TEXTS.loadRoomsError },
  });
}

export function useAccommodation(id: number | null, errorMessage: string = ACCOMMODATION_TEXTS.loadRoomError) {
  return useQuery({
    queryKey: [...accommodationsKey, 'one', id],
    queryFn: ({ signal }) => getJson<AccommodationDetail>(`accommodations/${id}`, { signal }),
    enabled: id !== null,
    // Another facility's room (or one deleted) answers 404: the page says so, no toast.
    meta: { errorMessage, quietStatuses: [404] },
  });
}

export function useLocationAccommodationTypes(enabled = true) {
  return useQuery({
    queryKey: [...accommodationsKey, 'pickers'],
    queryFn: ({ signal }) => getJson<LocationAccommodationTypes>('accommodations/locationAccommodationTypes', { signal }),
    enabled,
  });
}

export function useRoomFeatures(enabled = true, errorMessage: string = ACCOMMODATION_TEXTS.loadRoomFeaturesError) {
  return useQuery({
    queryKey: [...accommodationsKey, 'features'],
    queryFn: ({ signal }) => getJson<string[]>('accommodations/features', { signal }),
    enabled,
    meta: { errorMessage },
  });
}

export function useUnits(status: UnitStatus | 'All') {
  return useQuery({
    queryKey: [...accommodationsKey, 'units', status],
    queryFn: ({ signal }) => getJson<UnitItem[]>(`accommodations/units-by-status/${status}`, { signal }),
    meta: { errorMessage: ACCOMMODATION_TEXTS.loadUnitsError },
  });
}

function useAccommodationChange<V, R>(action: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: action, onSuccess: () => client.invalidateQueries({ queryKey: accommodationsKey }) });
}

export const useAddAccommodation = () =>
  useAccommodationChange(
    async (body: AddAccommodationBody) =>
      (await apiClient().post<{ id: number; nextRoomNumber: string }>('accommodations/add', body)).data,
  );

export const useEditAccommodation = () =>
  useAccommodationChange(
    async (body: EditAccommodationBody) => (await apiClient().post<AccommodationDetail>('accommodations/edit', body)).data,
  );

export const useDeleteAccommodation = () =>
  useAccommodationChange(async (id: number) => (await apiClient().delete<{ id: number }>(`accommodations/${id}`)).data);
