/**
 * A facility's Medicare statements (seed 001 §7 "Funding"; shared-domain/contracts/funding-statements): the statement
 * list and the fetch of a month's payment statement, the navigator's months, the expected statement (with its
 * balances: the workbook round trip and finalising the claim) and the actual statement, and their spreadsheet
 * exports. The current facility is added to every call by the API client.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getJson } from 'shared-auth';
import { downloadFile } from 'shared-auth/downloads';
import type {
  ActualStatement,
  ClaimMonthQuery,
  ExpectedStatement,
  FetchPaymentStatementBody,
  FetchPaymentStatementResult,
  FinaliseClaimBody,
  FinaliseClaimResult,
  FinalisedMonthList,
  MedicareStatementList,
  UploadBalanceStatementQuery,
  UploadBalanceStatementResult,
} from 'shared-domain/contracts/funding-statements';

/**
 * Every API path the statement screens call, in one place. The seed names the reads and writes; the spreadsheet
 * exports and the balances workbooks are seed 002's reporting paths.
 */
export const STATEMENT_PATHS = {
  list: 'funding/medicare-statements',
  /** POST ?claimMonth=MMYYYY {lastFetchedOnUtc} (the seed's GET funding/payment-statement, a write). */
  fetchPaymentStatement: 'funding/payment-statement',
  /** The current facility's months, newest first (the navigator). */
  finalisedMonths: 'funding/finalised-months',
  expected: 'funding/expected-statement',
  actual: 'funding/medicare-statement',
  /** POST ?claimMonth=MMYYYY {expectedBuiltOnUtc} (the seed's GET funding/finalise-claim, a write). */
  finaliseClaim: 'funding/finalise-claim',
  /** ?monthAndYear= (binary): the fetched payment statement file, saved as expectedStatement.xml. */
  statementFile: 'funding/statement-file',
  /** ?monthAndYear= (binary): PaymentsReport.xlsx. */
  expectedPaymentsExport: 'reporting/expected-payments-report-data-excel',
  /** ?monthAndYear= (binary): ActualFundingPaymentsReport.xlsx. */
  actualPaymentsExport: 'reporting/actual-payments-report-data-excel',
  /** ?monthAndYear= (binary): the expected balances workbook. */
  expectedBalancesWorkbook: 'reporting/expected-balances-report-data-excel',
  /** ?monthAndYear=&selectedFacilityName= (binary): the finalise-claim balances workbook. */
  finaliseClaimBalancesWorkbook: 'reporting/finaliseClaim-balances-report-data-excel',
  /** POST ?expectedMonthYear=&fileName= with one multipart file part. */
  uploadBalances: 'reporting/upload-balance-statement',
} as const;

export const statementsKey = ['funding', 'statements'] as const;
export const statementListKey = [...statementsKey, 'list'] as const;
export const finalisedMonthsKey = [...statementsKey, 'finalised-months'] as const;
export const expectedStatementKey = (monthAndYear: string) => [...statementsKey, 'expected', monthAndYear] as const;
export const actualStatementKey = (monthAndYear: string) => [...statementsKey, 'actual', monthAndYear] as const;

export function useMedicareStatements() {
  return useQuery({
    queryKey: statementListKey,
    queryFn: ({ signal }) => getJson<MedicareStatementList>(STATEMENT_PATHS.list, { signal }),
  });
}

/**
 * Fetches the claim month's payment statement from Services Australia, with the month's last fetch the list showed
 * (null: never; a 409 when someone fetched it since); the list is loaded again after.
 */
export function useFetchPaymentStatement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ claimMonth, lastFetchedOnUtc }: { claimMonth: string; lastFetchedOnUtc: string | null }) =>
      (
        await apiClient().post<FetchPaymentStatementResult>(
          STATEMENT_PATHS.fetchPaymentStatement,
          { lastFetchedOnUtc } satisfies FetchPaymentStatementBody,
          { params: { claimMonth } satisfies ClaimMonthQuery },
        )
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: statementsKey }),
  });
}

export function useFinalisedMonths() {
  return useQuery({
    queryKey: finalisedMonthsKey,
    queryFn: ({ signal }) => getJson<FinalisedMonthList>(STATEMENT_PATHS.finalisedMonths, { signal }),
  });
}

/**
 * The expected statement of a month (built by the server when the month has none yet). `fresh`: the navigator opened
 * it (statementLoaded=false), so it is read again rather than shown from the cache.
 */
export function useExpectedStatement(monthAndYear: string, fresh = false) {
  return useQuery({
    queryKey: expectedStatementKey(monthAndYear),
    enabled: monthAndYear !== '',
    queryFn: ({ signal }) => getJson<ExpectedStatement>(STATEMENT_PATHS.expected, { params: { monthAndYear }, signal }),
    refetchOnMount: fresh ? 'always' : true,
  });
}

export function useActualStatement(monthAndYear: string) {
  return useQuery({
    queryKey: actualStatementKey(monthAndYear),
    enabled: monthAndYear !== '',
    queryFn: ({ signal }) => getJson<ActualStatement>(STATEMENT_PATHS.actual, { params: { monthAndYear }, signal }),
  });
}

/**
 * Finalises the month's claim (a FinaliseClaim Medicare event) of the expected statement read (its build time: a 409
 * when it was built again since); every statement read is loaded again after.
 */
export function useFinaliseClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ claimMonth, expectedBuiltOnUtc }: { claimMonth: string; expectedBuiltOnUtc: string }) =>
      (
        await apiClient().post<FinaliseClaimResult>(
          STATEMENT_PATHS.finaliseClaim,
          { expectedBuiltOnUtc } satisfies FinaliseClaimBody,
          { params: { claimMonth } satisfies ClaimMonthQuery },
        )
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: statementsKey }),
  });
}

/** Uploads the balances workbook of a month back; the expected statement (its balances tab) is loaded again after. */
export function useUploadBalances(monthAndYear: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return (
        await apiClient().post<UploadBalanceStatementResult>(STATEMENT_PATHS.uploadBalances, form, {
          params: { expectedMonthYear: monthAndYear, fileName: file.name } satisfies UploadBalanceStatementQuery,
        })
      ).data;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: expectedStatementKey(monthAndYear) }),
  });
}

/** The month's fetched payment statement file, saved as expectedStatement.xml (the name customer care's download gives it). */
export function downloadStatementFile(monthAndYear: string): Promise<void> {
  return downloadFile(STATEMENT_PATHS.statementFile, { monthAndYear }, 'expectedStatement.xml');
}
