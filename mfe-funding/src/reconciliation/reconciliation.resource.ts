/**
 * A month's variance statement and its reconciliation (seed 001 §7 "Funding": variance-statement-summary,
 * variance-statement-payment, adjustment-summary, reconciliation-adjustment, its finalise and variance-payment-note;
 * shared-domain/contracts/funding-statements), and the variance and adjustment summary exports.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getJson, useLiveTopic } from 'shared-auth';
import type {
  AdjustmentSummary,
  FinaliseReconciliationBody,
  FinaliseReconciliationResult,
  ReconciliationAdjustmentBody,
  ReconciliationAdjustmentResult,
  VariancePaymentNoteBody,
  VariancePaymentNoteResult,
  VariancePayments,
  VarianceStatementExportQuery,
  VarianceSummary,
} from 'shared-domain/contracts/funding-statements';
import { STATEMENT_EXPORT_FILE_NAMES, type StatementFilterCode } from 'shared-domain/funding/reconciliation';
import { downloadFile } from 'shared-auth/downloads';
import { statementsKey } from '../statements/statements.resource';
import { applyLineChanges, addNote } from './varianceModel';

/** Every API path of the variance screens, in one place (the exports are seed 002's reporting paths). */
export const VARIANCE_PATHS = {
  summary: 'funding/variance-statement-summary',
  payments: 'funding/variance-statement-payment',
  adjustmentSummary: 'funding/adjustment-summary',
  adjustment: (monthAndYear: string) => `funding/statement/${monthAndYear}/reconciliation-adjustment`,
  finalise: (monthAndYear: string) => `funding/statement/${monthAndYear}/reconciliation-adjustment/finalise`,
  note: (monthAndYear: string) => `funding/statement/${monthAndYear}/variance-payment-note`,
  /** ?monthAndYear= (binary): AdjustmentSummaryReport.xlsx. */
  adjustmentSummaryExport: 'reporting/adjustment-summary-report-data-excel',
  /** ?monthAndYear=&selectedFilter= (binary): VarianceStatement.xlsx. */
  varianceStatementExport: 'reporting/variance-statement-data-excel',
} as const;

const varianceKey = (monthAndYear: string) => [...statementsKey, 'variance', monthAndYear] as const;
export const varianceSummaryKey = (monthAndYear: string) => [...varianceKey(monthAndYear), 'summary'] as const;
export const variancePaymentsKey = (monthAndYear: string) => [...varianceKey(monthAndYear), 'payments'] as const;
export const adjustmentSummaryKey = (monthAndYear: string) => [...varianceKey(monthAndYear), 'adjustments'] as const;

/**
 * Another user's reconciliation of a month (lines matched or unmatched, a note, the adjustment finalised) reloads the
 * month's figures and lines on this screen; the selection is the screen's own and stays.
 */
export function useVarianceLive(monthAndYear: string) {
  const client = useQueryClient();
  useLiveTopic('statement-reconciliation', () => void client.invalidateQueries({ queryKey: varianceKey(monthAndYear) }));
}

export function useVarianceSummary(monthAndYear: string) {
  return useQuery({
    queryKey: varianceSummaryKey(monthAndYear),
    queryFn: ({ signal }) => getJson<VarianceSummary>(VARIANCE_PATHS.summary, { params: { monthAndYear }, signal }),
  });
}

export function useVariancePayments(monthAndYear: string) {
  return useQuery({
    queryKey: variancePaymentsKey(monthAndYear),
    queryFn: ({ signal }) => getJson<VariancePayments>(VARIANCE_PATHS.payments, { params: { monthAndYear }, signal }),
  });
}

export function useAdjustmentSummary(monthAndYear: string, enabled: boolean) {
  return useQuery({
    queryKey: adjustmentSummaryKey(monthAndYear),
    enabled,
    queryFn: ({ signal }) => getJson<AdjustmentSummary>(VARIANCE_PATHS.adjustmentSummary, { params: { monthAndYear }, signal }),
  });
}

/**
 * Accept, Match, Carry over, Write off or Undo on the selected lines. The answer's line states go straight into the
 * cached lines (a month can hold thousands: it is not read again); the summaries are read again.
 */
export function useReconciliationAdjustment(monthAndYear: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReconciliationAdjustmentBody) =>
      (await apiClient().post<ReconciliationAdjustmentResult>(VARIANCE_PATHS.adjustment(monthAndYear), body)).data,
    onSuccess: (result) => {
      client.setQueryData<VariancePayments>(variancePaymentsKey(monthAndYear), (data) =>
        data ? { ...applyLineChanges(data, result.lines), canFinalise: result.canFinalise } : data,
      );
      void client.invalidateQueries({ queryKey: varianceSummaryKey(monthAndYear) });
      void client.invalidateQueries({ queryKey: adjustmentSummaryKey(monthAndYear) });
    },
  });
}

/** Finalises the month's reconciliation: every read of the month (and the statement list) is loaded again. */
export function useFinaliseReconciliation(monthAndYear: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await apiClient().post<FinaliseReconciliationResult>(
          VARIANCE_PATHS.finalise(monthAndYear),
          {} satisfies FinaliseReconciliationBody,
        )
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: statementsKey }),
  });
}

/** Adds a note to a line; the entry the server answers is added to the cached line. */
export function useAddVarianceNote(monthAndYear: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: VariancePaymentNoteBody) =>
      (await apiClient().post<VariancePaymentNoteResult>(VARIANCE_PATHS.note(monthAndYear), body)).data,
    onSuccess: (result) => {
      client.setQueryData<VariancePayments>(variancePaymentsKey(monthAndYear), (data) =>
        data ? addNote(data, result.lineId, result.entry) : data,
      );
    },
  });
}

/** VarianceStatement.xlsx: the month's lines under the filter shown. */
export function exportVarianceStatement(monthAndYear: string, selectedFilter: StatementFilterCode): Promise<void> {
  return downloadFile(
    VARIANCE_PATHS.varianceStatementExport,
    { monthAndYear, selectedFilter } satisfies VarianceStatementExportQuery,
    STATEMENT_EXPORT_FILE_NAMES.varianceStatement,
  );
}

/** AdjustmentSummaryReport.xlsx. */
export function exportAdjustmentSummary(monthAndYear: string): Promise<void> {
  return downloadFile(VARIANCE_PATHS.adjustmentSummaryExport, { monthAndYear }, STATEMENT_EXPORT_FILE_NAMES.adjustmentSummary);
}
