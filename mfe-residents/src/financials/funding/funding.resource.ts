/**
 * The funding tab's data (seed 000 §7): GET residents/{id}/finance/funding, PUT residents/{id}/finance/funding
 * and PUT residents/{id}/finance/funding/supplement-status. `residentId` is the person (resident or lead). A save's
 * answer is the funding as saved: it replaces the cached one.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getJson, personKey } from 'shared-auth';
import type { FundingUpdateBody, ResidentFunding, SupplementStatusBody } from 'shared-domain/contracts/finance-funding';
import type { ExpectedAnaccRequest } from 'shared-domain/contracts/leads';

export type { ResidentFunding };

export const fundingTabKey = (residentId: number) => [...personKey(residentId), 'finance', 'funding'] as const;

/** The load's failures are shown by the tab itself (a 404 shows the defaults, anything else the financials message). */
export const residentFundingQuery = (residentId: number) =>
  queryOptions({
    queryKey: fundingTabKey(residentId),
    queryFn: ({ signal }) => getJson<ResidentFunding>(`residents/${residentId}/finance/funding`, { signal }),
    // Loaded early with a deep link to the tab (FinancialTabs' useFinancialTabEarly): not asked again when the tab
    // mounts a moment later. A save invalidates it whatever this says.
    staleTime: 10_000,
  });

export function useResidentFunding(residentId: number) {
  return useQuery(residentFundingQuery(residentId));
}

function useFundingSave<B>(residentId: number, path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: B) => (await apiClient().put<ResidentFunding>(`residents/${residentId}/${path}`, body)).data,
    onSuccess: (saved) => client.setQueryData(fundingTabKey(residentId), saved),
  });
}

export const useSaveSupplementStatus = (residentId: number) =>
  useFundingSave<SupplementStatusBody>(residentId, 'finance/funding/supplement-status');

export const useSaveFunding = (residentId: number) => useFundingSave<FundingUpdateBody>(residentId, 'finance/funding');

/**
 * A lead's expected AN-ACC from the calculator: the leads area's own call (PUT leads/{id}/expectedAnacc, leadsFinancials
 * canModify), the one the lead's funding estimate saves with. Reloads the person's queries.
 */
export function useSaveLeadExpectedAnacc(residentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ExpectedAnaccRequest) => {
      await apiClient().put(`leads/${residentId}/expectedAnacc`, body);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: personKey(residentId) }),
  });
}
