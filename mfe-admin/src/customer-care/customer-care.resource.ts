/**
 * Customer care (system users only): the organisation's facilities, clinical integration (submit, and the status list
 * polled every 5 s until the latest request is completed), the statement months of a facility, the expected statement
 * download and the actual statement upload.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getJson } from 'shared-auth';
import type { OrganisationFacility } from 'shared-domain/contracts/admin-users';
import type {
  ClinicalIntegrationResult,
  ClinicalStatusList,
  StatementMonths,
  UploadActualStatementQuery,
  UploadActualStatementResult,
} from 'shared-domain/contracts/customer-care';
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

export const statementMonthsKey = (facilityId: number) => [...KEY, 'statement-months', facilityId] as const;

/** GET funding/finalised-months/{facilityId}: the facility's statement months, newest first. */
export function useStatementMonths(facilityId: number | null) {
  return useQuery({
    queryKey: statementMonthsKey(facilityId ?? 0),
    enabled: facilityId !== null,
    queryFn: ({ signal }) => getJson<StatementMonths>(`funding/finalised-months/${facilityId}`, { signal }),
  });
}

export type UploadActualStatementInput = { facilityId: number; statementId: number; file: File };

/** POST funding/upload-actual-statement?expectedStatementId=&fileName= with the file as multipart form data. */
export function useUploadActualStatement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ statementId, file }: UploadActualStatementInput) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return (
        await apiClient().post<UploadActualStatementResult>('funding/upload-actual-statement', form, {
          params: { expectedStatementId: statementId, fileName: file.name } satisfies UploadActualStatementQuery,
        })
      ).data;
    },
    onSuccess: (_r, input) => client.invalidateQueries({ queryKey: statementMonthsKey(input.facilityId) }),
  });
}

/** GET funding/download-statement?statementId=: the expected statement, saved by the browser as expectedStatement.xml. */
export async function downloadStatement(statementId: number): Promise<void> {
  const { data } = await apiClient().get<Blob>('funding/download-statement', {
    params: { statementId },
    responseType: 'blob',
  });
  const url = URL.createObjectURL(data);
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = 'expectedStatement.xml';
    document.body.appendChild(a);
    a.click();
    a.remove();
  } finally {
    URL.revokeObjectURL(url);
  }
}
