/**
 * The resident record (seed 000 §7 "Residents"): the resident, the editor's save, mark as enquiry, the photo and the
 * bed assignment. Everything about one person is keyed under shared-auth's `personKey(residentId)`, so an action
 * anywhere (this area or the lead page) reloads every screen showing them.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient, getJson, personKey, useLiveTopic } from 'shared-auth';
import { RECORD_MESSAGES } from 'shared-domain/resident-record';
import { DASHBOARD_KEY } from '../dashboard/dashboard.resource';
import type { AssignBedBody, MarkAsEnquiryBody, PhotoBody, ResidentUpdateBody } from 'shared-domain/contracts/residents';
import type { AvailableBeds } from 'shared-domain/contracts/stay-responses';
import type { MarkAsEnquiryResponse, ResidentDetail, ResidentPhoto } from 'shared-domain/contracts/resident-responses';

/** The root of the resident lists (current, departed): what a change of a resident may move, with the dashboard. */
export const RESIDENT_LISTS_KEY = ['residents'] as const;

export const recordKeys = {
  resident: (residentId: number) => [...personKey(residentId), 'resident'] as const,
  photo: (residentId: number) => [...personKey(residentId), 'photo'] as const,
  availableBeds: (residentId: number) => [...personKey(residentId), 'available-beds'] as const,
};

/**
 * After an action that changed a resident's stay or record: everything shown about the person (record, timeline,
 * events, funding, documents, in this area or on the lead page), the resident lists and the dashboard (leave, occupancy).
 */
export function invalidateResident(client: QueryClient, residentId: number): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: personKey(residentId) }),
    client.invalidateQueries({ queryKey: RESIDENT_LISTS_KEY }),
    client.invalidateQueries({ queryKey: DASHBOARD_KEY }),
  ]);
}

// ---------------------------------------------------------------- the resident

/** GET residents/{id}: a 404 (not in this facility) is an answer the page shows, not a toast. */
export function useResident(residentId: number) {
  const client = useQueryClient();
  // Another user's change of the resident (details, leave, departure...) reloads the record: the view shows it, an
  // open editor keeps what was typed and says the record changed (the form kit's RecordChangedGuard).
  useLiveTopic('residents', () => void client.invalidateQueries({ queryKey: recordKeys.resident(residentId) }));
  return useQuery({
    queryKey: recordKeys.resident(residentId),
    queryFn: ({ signal }) => getJson<ResidentDetail>(`residents/${residentId}`, { signal }),
    enabled: Number.isInteger(residentId) && residentId > 0,
    meta: { errorMessage: RECORD_MESSAGES.residentLoadError },
  });
}

/** PUT residents (the editor). */
export function useSaveResident(residentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ResidentUpdateBody) => (await apiClient().put<ResidentDetail>('residents', body)).data,
    onSuccess: () => invalidateResident(client, residentId),
  });
}

/** POST residents/{id}/mark-departed-resident-as-enquiry: the departed resident becomes a lead. */
export function useMarkAsEnquiry(residentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: MarkAsEnquiryBody) =>
      (await apiClient().post<MarkAsEnquiryResponse>(`residents/${residentId}/mark-departed-resident-as-enquiry`, body)).data,
    onSuccess: () => invalidateResident(client, residentId),
  });
}

// ---------------------------------------------------------------- photo

/**
 * The photo, or null when the resident has none. `hasPhoto` (the record says so) spares the request, and the browser
 * console its failed request, for residents without one; the API's 404 also means none.
 */
export function useResidentPhoto(residentId: number, hasPhoto: boolean | undefined) {
  const query = useQuery({
    queryKey: recordKeys.photo(residentId),
    enabled: hasPhoto !== false,
    queryFn: async ({ signal }) => {
      const { data, status } = await apiClient().get<ResidentPhoto>(`residents/${residentId}/photo`, {
        signal,
        validateStatus: (s) => (s >= 200 && s < 300) || s === 404,
      });
      return status === 404 ? null : data;
    },
    meta: { errorMessage: RECORD_MESSAGES.photoLoadError },
  });
  return hasPhoto === false && query.data === undefined ? { ...query, data: null } : query;
}

export function useSavePhoto(residentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (photo: string) =>
      (await apiClient().put<ResidentPhoto>(`residents/${residentId}/photo`, { photo } satisfies PhotoBody)).data,
    onSuccess: (saved) => {
      client.setQueryData(recordKeys.photo(residentId), saved);
      return client.invalidateQueries({ queryKey: recordKeys.resident(residentId) });
    },
  });
}

export function useDeletePhoto(residentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiClient().delete(`residents/${residentId}/photo`);
    },
    onSuccess: () => {
      client.setQueryData(recordKeys.photo(residentId), null);
      return client.invalidateQueries({ queryKey: recordKeys.resident(residentId) });
    },
  });
}

// ---------------------------------------------------------------- assign bed

export type { AvailableBed, AvailableBeds, AvailableLocation, AvailableRoom } from 'shared-domain/contracts/stay-responses';

/** The facility's free beds for a current resident (GET residents/{id}/available-beds); the dialog shows a failure. */
export function useAvailableBeds(residentId: number, enabled: boolean) {
  return useQuery({
    queryKey: recordKeys.availableBeds(residentId),
    queryFn: ({ signal }) => getJson<AvailableBeds>(`residents/${residentId}/available-beds`, { signal }),
    enabled,
  });
}

export function useAssignBed(residentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: AssignBedBody) =>
      (await apiClient().put<ResidentDetail>(`residents/${residentId}/assign-bed`, body)).data,
    onSuccess: () => invalidateResident(client, residentId),
  });
}
