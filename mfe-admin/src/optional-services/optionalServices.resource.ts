/** The facility's optional services (seed 002 §7 GET and PUT facilities/optional-services). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getJson } from 'shared-auth';
import type { OptionalServiceList, SaveOptionalServicesBody } from 'shared-domain/contracts/admin-finance';
import { OPTIONAL_SERVICE_MESSAGES } from 'shared-domain/optional-services';

export const optionalServicesKey = ['admin', 'optional-services'] as const;

export function useOptionalServices() {
  return useQuery({
    queryKey: optionalServicesKey,
    queryFn: ({ signal }) => getJson<OptionalServiceList>('facilities/optional-services', { signal }),
    meta: { errorMessage: OPTIONAL_SERVICE_MESSAGES.loadError },
  });
}

/** Saves services; the answer is the facility's list as saved (it replaces the cached one). */
export function useSaveOptionalServices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveOptionalServicesBody) =>
      (await apiClient().put<OptionalServiceList>('facilities/optional-services', body)).data,
    onSuccess: (saved) => client.setQueryData(optionalServicesKey, saved),
  });
}
