/**
 * A lead's pre-admission funding estimate (seed 001 §7 "Leads"): GET leads/{id}/funding-estimate (the AN-ACC classes,
 * the lead's class and the facility's fixed component) and PUT leads/{id}/expectedAnacc, which the estimate dialog and
 * the funding tab's AN-ACC calculator of a lead both save with (leadsFinancials canModify). Keyed under the person:
 * a save reloads the lead, its estimate and its funding tab, whichever area shows them.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getJson, personKey } from 'shared-auth';
import type { ExpectedAnaccRequest, FundingEstimateResponse } from 'shared-domain/contracts/leads';
import { LEAD_MESSAGES } from 'shared-domain/leads';

/** GET leads/{id}/funding-estimate */
export function useFundingEstimate(residentId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...personKey(residentId), 'funding-estimate'],
    queryFn: ({ signal }) => getJson<FundingEstimateResponse>(`leads/${residentId}/funding-estimate`, { signal }),
    enabled,
    meta: { errorMessage: LEAD_MESSAGES.anaccClassesLoadError },
  });
}

/** PUT leads/{id}/expectedAnacc: the lead's expected AN-ACC class. Sent once (never retried), then the person reloads. */
export function useSaveLeadExpectedAnacc(residentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ExpectedAnaccRequest) => {
      await apiClient().put(`leads/${residentId}/expectedAnacc`, body);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: personKey(residentId) }),
  });
}
