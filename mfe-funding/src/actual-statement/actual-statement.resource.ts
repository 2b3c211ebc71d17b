/**
 * The actual Medicare statements (customer care, system users only): the statement months of a facility, the expected
 * statement download and the actual statement upload, stored for the funding area.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getJson } from 'shared-auth';
import { downloadFile } from 'shared-auth/downloads';
import type {
  StatementMonths,
  UploadActualStatementQuery,
  UploadActualStatementResult,
} from 'shared-domain/contracts/customer-care';

export const statementMonthsKey = (facilityId: number) => ['statements', 'statement-months', facilityId] as const;

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
export function downloadStatement(statementId: number): Promise<void> {
  return downloadFile('funding/download-statement', { statementId }, 'expectedStatement.xml');
}
