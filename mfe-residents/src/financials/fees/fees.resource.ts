/**
 * The fees tab's data (seed 000 §7, seed 001 §7 "Resident finance and events"): the person's fees
 * (GET/PUT residents/{id}/finance/fees), the facility's optional services a residency can take
 * (GET residents/{id}/open-optional-services) and the legal notice (GET funding/{id}/legal-notice-date-information), read
 * with the query of mfe-funding's legal notice dialog, which the tab opens and which saves it. Every key sits under the
 * person's key, so a save anywhere about the person reloads what the tab shows.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getJson, httpStatus, personKey } from 'shared-auth';
import { legalNoticeQuery } from 'shared-auth/federated-queries';
import { loadingError } from 'shared-domain';
import type { FinanceFeesResponse, OpenOptionalService, SaveFinanceFeesBody } from 'shared-domain/contracts/finance-fees';

export const feesKeys = {
  fees: (residentId: number) => [...personKey(residentId), 'finance', 'fees'] as const,
  openOptionalServices: (residentId: number) => [...personKey(residentId), 'finance', 'open-optional-services'] as const,
};

/**
 * GET residents/{id}/finance/fees. A 404 is an answer, not a failure (seed 000 §8): the person has no fees yet and the
 * tab shows empty fees, so the query answers null then. Any other failure: 'Unable to display financials.' plus the
 * offline hint.
 */
export const financeFeesQuery = (residentId: number) =>
  queryOptions({
    queryKey: feesKeys.fees(residentId),
    queryFn: async ({ signal }) => {
      try {
        return await getJson<FinanceFeesResponse>(`residents/${residentId}/finance/fees`, { signal });
      } catch (error) {
        if (httpStatus(error) === 404) return null;
        throw error;
      }
    },
    // Loaded early with a deep link to the tab (FinancialTabs' useFinancialTabEarly): not asked again when the tab
    // mounts a moment later. A save invalidates it whatever this says.
    staleTime: 10_000,
    // The tab says 'Unable to display financials.' itself, with a retry: not toasted as well.
  });

export function useFinanceFees(residentId: number) {
  return useQuery(financeFeesQuery(residentId));
}

/** GET residents/{id}/open-optional-services: the facility's services the residency can take (loaded when editing). */
export function useOpenOptionalServices(residentId: number, enabled: boolean) {
  return useQuery({
    queryKey: feesKeys.openOptionalServices(residentId),
    queryFn: ({ signal }) => getJson<OpenOptionalService[]>(`residents/${residentId}/open-optional-services`, { signal }),
    enabled,
    meta: { errorMessage: loadingError('optional services') },
  });
}

/** The legal notice: the notice date and the interest rates (shared-auth's query, the one the dialog reads too). */
export function useLegalNotice(residentId: number) {
  return useQuery(legalNoticeQuery(residentId));
}

/**
 * PUT residents/{id}/finance/fees: the answer (the fees as saved) replaces the cached fees; everything else shown about
 * the person reloads (the support level shows on the funding tab and the resident's header).
 */
export function useSaveFinanceFees(residentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveFinanceFeesBody) =>
      (await apiClient().put<FinanceFeesResponse>(`residents/${residentId}/finance/fees`, body)).data,
    onSuccess: async (saved) => {
      client.setQueryData(feesKeys.fees(residentId), saved);
      const fees = JSON.stringify(feesKeys.fees(residentId));
      await client.invalidateQueries({
        queryKey: personKey(residentId),
        predicate: (query) => JSON.stringify(query.queryKey) !== fees,
      });
    },
  });
}
