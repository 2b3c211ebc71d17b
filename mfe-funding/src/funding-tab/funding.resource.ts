/**
 * The funding tab's data (seed 000 §7): GET residents/{id}/finance/funding, PUT residents/{id}/finance/funding
 * and PUT residents/{id}/finance/funding/supplement-status. `residentId` is the person (resident or lead). A save's
 * answer is the funding as saved: it replaces the cached one. The load is shared-auth's `residentFundingQuery`, which
 * mfe-residents starts early for a deep link to the tab.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import { residentFundingQuery } from 'shared-auth/federated-queries';
import type { FundingUpdateBody, ResidentFunding, SupplementStatusBody } from 'shared-domain/contracts/finance-funding';

export type { ResidentFunding };

export function useResidentFunding(residentId: number) {
  return useQuery(residentFundingQuery(residentId));
}

function useFundingSave<B>(residentId: number, path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: B) => (await apiClient().put<ResidentFunding>(`residents/${residentId}/${path}`, body)).data,
    onSuccess: (saved) => client.setQueryData(residentFundingQuery(residentId).queryKey, saved),
  });
}

export const useSaveSupplementStatus = (residentId: number) =>
  useFundingSave<SupplementStatusBody>(residentId, 'finance/funding/supplement-status');

export const useSaveFunding = (residentId: number) => useFundingSave<FundingUpdateBody>(residentId, 'finance/funding');
