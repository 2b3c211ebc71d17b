/**
 * Customer care (system users only): the organisation's facilities and clinical integration (submit, and the status list
 * polled every 5 s until the latest request is completed). The actual statement's calls are the funding area's, whose
 * upload and download form the actual statement page mounts.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getJson } from 'shared-auth';
import type { OrganisationFacility } from 'shared-domain/contracts/admin-users';
import type { ClinicalIntegrationResult, ClinicalStatusList } from 'shared-domain/contracts/customer-care';
import { CLINICAL_STATUS_POLL_MS, CUSTOMER_CARE_MESSAGES, type ClinicalOperationType } from 'shared-domain/customer-care';

const KEY = ['customer-care'] as const;

/** GET facilities/all-organisation-facilities: a system user sees every facility of the organisation. */
export function useOrganisationFacilities() {
  return useQuery({
    queryKey: [...KEY, 'facilities'],
    queryFn: ({ signal }) => getJson<OrganisationFacility[]>('facilities/all-organisation-facilities', { signal }),
    meta: { errorMessage: CUSTOMER_CARE_MESSAGES.facilitiesLoadFailed },
  });
}

const clinicalPath = (facilityId: number) => `customerCare/integrate-residents-into-clinical/${facilityId}`;
export const clinicalStatusKey = (facilityId: number, operationType: ClinicalOperationType) =>
  [...KEY, 'clinical', facilityId, operationType] as const;

/** The latest request of the list is still waiting on the clinical system. */
export function isWaiting(list: ClinicalStatusList | undefined): boolean {
  return !!list?.length && !list[0].isCompleted;
}

/** GET customerCare/integrate-residents-into-clinical/{facilityId}?operationType=, polled while the latest is not completed. */
export function useClinicalStatus(facilityId: number | null, operationType: ClinicalOperationType) {
  return useQuery({
    queryKey: clinicalStatusKey(facilityId ?? 0, operationType),
    enabled: facilityId !== null,
    queryFn: ({ signal }) => getJson<ClinicalStatusList>(clinicalPath(facilityId!), { params: { operationType }, signal }),
    refetchInterval: (query) => (isWaiting(query.state.data) ? CLINICAL_STATUS_POLL_MS : false),
  });
}

/** POST customerCare/integrate-residents-into-clinical/{facilityId} with the operation type as the (JSON string) body. */
export function useIntegrateResidents(operationType: ClinicalOperationType) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (facilityId: number) =>
      (
        await apiClient().post<ClinicalIntegrationResult>(clinicalPath(facilityId), JSON.stringify(operationType), {
          headers: { 'Content-Type': 'application/json' },
        })
      ).data,
    onSuccess: (_result, facilityId) => client.invalidateQueries({ queryKey: clinicalStatusKey(facilityId, operationType) }),
  });
}
