/**
 * The finance screen's data (seed 002 §7 "Independent living"): the fees and charges of an enquiry or allocation
 * (GET enquiries/finance/fees-and-charges/{id}?viewDepartedMode=&residentId=), the facility's optional services a
 * residency can take (GET residents/{id}/open-optional-services, as the resident fees tab reads them) and the save
 * (POST enquiries/finance/fees-and-charges), after which everything the area shows about the allocation and its people
 * loads again (`invalidateIlu`).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getJson } from 'shared-auth';
import type { OpenOptionalService } from 'shared-domain/contracts/finance-fees';
import type { IluFeesAndCharges, SaveIluFeesBody } from 'shared-domain/contracts/ilu';
import { ILU_MESSAGES } from 'shared-domain/ilu/messages';
import { iluKeys, invalidateIlu } from '../keys';

export function useIluFees(enquiryId: number, residentId: number, viewDepartedMode: boolean) {
  return useQuery({
    queryKey: iluKeys.fees(enquiryId, residentId, viewDepartedMode),
    queryFn: ({ signal }) =>
      getJson<IluFeesAndCharges>(`enquiries/finance/fees-and-charges/${enquiryId}`, {
        signal,
        params: { viewDepartedMode, residentId },
      }),
    // The screen says 'Unexpected error occurred while loading fee and charges.' itself, with Retry: not toasted too.
  });
}

/** The facility's optional services (loaded by the edit screen only). */
export function useOpenOptionalServices(residentId: number, enabled: boolean) {
  return useQuery({
    queryKey: iluKeys.openOptionalServices(residentId),
    queryFn: ({ signal }) => getJson<OpenOptionalService[]>(`residents/${residentId}/open-optional-services`, { signal }),
    enabled,
    meta: { errorMessage: ILU_MESSAGES.optionalServicesLoadError },
  });
}

export function useSaveIluFees(residentIds: readonly number[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveIluFeesBody) =>
      (await apiClient().post<unknown>('enquiries/finance/fees-and-charges', body)).data,
    onSuccess: () => invalidateIlu(client, residentIds),
  });
}
