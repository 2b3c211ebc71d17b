/** A lead's tour (seed 001 §7 "Leads": GET tour/{residencyId}, POST tour/save, DELETE tour/{id}). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getJson } from 'shared-auth';
import type { TourBody, Tour, TourDeleteResult, TourSaveResult } from 'shared-domain/contracts/leads';
import { LEAD_MESSAGES } from 'shared-domain/leads';
import { LEADS_KEY, invalidateLead } from '../lead/lead.resource';

export const tourKey = (residencyId: number) => [...LEADS_KEY, 'tour', residencyId] as const;

/** The lead's tour (a lead without one answers an empty tour). */
export function useTour(residencyId: number, enabled: boolean) {
  return useQuery({
    queryKey: tourKey(residencyId),
    queryFn: ({ signal }) => getJson<Tour>(`tour/${residencyId}`, { signal }),
    enabled,
    meta: { errorMessage: LEAD_MESSAGES.tourSaveError },
  });
}

/**
 * Saving or deleting a tour moves the lead's card (Tour booked, Tour completed), changes the lead page and its timeline:
 * the person and the lists of leads reload.
 */
export function useSaveTour(residentId: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TourBody) => (await apiClient().post<TourSaveResult>('tour/save', body)).data,
    onSuccess: () => invalidateLead(client, residentId),
  });
}

export function useDeleteTour(residentId: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (tourId: number) => (await apiClient().delete<TourDeleteResult>(`tour/${tourId}`)).data,
    onSuccess: () => invalidateLead(client, residentId),
  });
}
