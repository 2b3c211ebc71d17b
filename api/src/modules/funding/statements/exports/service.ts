/**
 * The statements' spreadsheet exports, named as the seed names them: the expected payments (PaymentsReport.xlsx), the
 * actual payments (ActualFundingPaymentsReport.xlsx), the adjustment summary (AdjustmentSummaryReport.xlsx) and the
 * variance statement with the screen's filter (VarianceStatement.xlsx). Amount cells are numbers in the variance
 * number format (zero as 0.00, negatives in brackets).
 */
import type { FastifyReply } from 'fastify';
import type { PaymentLine } from 'shared-domain/contracts/funding-statements';
import { monthYearLabel } from 'shared-domain/funding/month-year';
import {
  LINE_ACTION_LABELS,
  STATEMENT_EXPORT_FILE_NAMES,
  VARIANCE_NUMBER_FORMAT,
  filterVarianceRecipients,
  statementFilterLabel,
  type StatementFilterCode,
} from 'shared-domain/funding/reconciliation';
import type { ScopedDb } from '../../../../db/scoped';
import { paymentLines, statementOf } from '../common';
import { adjustmentSummary, variancePayments } from '../reconciliation/service';
import { amountCell, sendWorkbook, sheetWorkbook, type CellValue, type SheetColumn } from './workbook';

const LINE_COLUMNS: SheetColumn[] = [
  { header: 'Care type', width: 11 },
  { header: 'Care recipient ID', width: 16 },
  { header: 'First name', width: 16 },
  { header: 'Last name', width: 18 },
  { header: 'Month', width: 15 },
  { header: 'Payment type', width: 24 },
  { header: 'Paid care', width: 10 },
  { header: 'Unpaid care', width: 11 },
  { header: 'Paid social leave', width: 12 },
  { header: 'Paid hospital leave', width: 12 },
  { header: 'Paid transition leave', width: 12 },
  { header: 'Daily rate', width: 12, amount: true },
  { header: 'Amount due', width: 14, amount: true },
];

const lineCells = (l: PaymentLine): CellValue[] => [
  l.careType,
  l.careRecipientId,
  l.firstName,
  l.lastName,
  monthYearLabel(l.adjustmentMonth),
  l.paymentType,
  l.paidCare,
  l.unpaidCare,
  l.paidLeaveSocial,
  l.paidLeaveHospital,
  l.paidLeaveTransition,
  amountCell(l.dailyRate),
  amountCell(l.amountDue),
];

/** GET reporting/expected-payments-report-data-excel and actual-payments-report-data-excel: one side's lines. */
export async function paymentsReport(s: ScopedDb, monthAndYear: string, side: 1 | 2, reply: FastifyReply) {
  const row = await statementOf(s, monthAndYear);
  const lines = await paymentLines(s, row.id, side);
  const { workbook } = sheetWorkbook(side === 1 ? 'Expected payments' : 'Actual payments', LINE_COLUMNS, lines.map(lineCells));
  return sendWorkbook(
    reply,
    workbook,
    side === 1 ? STATEMENT_EXPORT_FILE_NAMES.expectedPayments : STATEMENT_EXPORT_FILE_NAMES.actualPayments,
  );
}

/** GET reporting/adjustment-summary-report-data-excel: the month's actioned lines, then the totals. */
export async function adjustmentSummaryReport(s: ScopedDb, monthAndYear: string, reply: FastifyReply) {
  const summary = await adjustmentSummary(s, monthAndYear);
  const columns: SheetColumn[] = [
    { header: 'Care type', width: 11 },
    { header: 'Statement', width: 10 },
    { header: 'Care recipient ID', width: 16 },
    { header: 'First name', width: 16 },
    { header: 'Last name', width: 18 },
    { header: 'Month', width: 15 },
    { header: 'Payment type', width: 24 },
    { header: 'Action', width: 13 },
    { header: 'Amount', width: 14, amount: true },
    { header: 'Notes', width: 40 },
  ];
  const rows: CellValue[][] = summary.items.map((i) => [
    i.careType,
    i.medicareStatementType === 1 ? 'Expected' : 'Actual',
    i.careRecipientId,
    i.firstName,
    i.lastName,
    monthYearLabel(i.adjustmentMonth),
    i.paymentType,
    LINE_ACTION_LABELS[i.action],
    amountCell(i.amount),
    i.notes.join('\n'),
  ]);
  const { workbook } = sheetWorkbook('Adjustment summary', columns, rows);
  const totals = workbook.addWorksheet('Totals', { views: [{ state: 'frozen', ySplit: 1 }] });
  totals.columns = [
    { header: 'Care type', width: 11 },
    { header: 'Action', width: 13 },
    { header: 'Lines', width: 8 },
    { header: 'Expected', width: 14 },
    { header: 'Actual', width: 14 },
    { header: 'Variance', width: 14 },
  ];
  totals.getRow(1).font = { bold: true };
  for (const t of summary.totals) {
    const added = totals.addRow([
      t.careType,
      LINE_ACTION_LABELS[t.action],
      t.lineCount,
      amountCell(t.expectedAmount),
      amountCell(t.actualAmount),
      amountCell(t.variance),
    ]);
    for (const c of [4, 5, 6]) added.getCell(c).numFmt = VARIANCE_NUMBER_FORMAT;
  }
  return sendWorkbook(reply, workbook, STATEMENT_EXPORT_FILE_NAMES.adjustmentSummary);
}

/** GET reporting/variance-statement-data-excel?monthAndYear&selectedFilter: the variance lines the filter shows. */
export async function varianceStatementReport(
  s: ScopedDb,
  monthAndYear: string,
  filter: StatementFilterCode,
  reply: FastifyReply,
) {
  const payments = await variancePayments(s, monthAndYear);
  const columns: SheetColumn[] = [
    { header: 'Statement', width: 10 },
    ...LINE_COLUMNS,
    { header: 'Action', width: 13 },
    { header: 'Probable cause', width: 40 },
    { header: 'Notes', width: 40 },
  ];
  const rows: CellValue[][] = [];
  for (const recipients of [payments.respitePaymentVariance, payments.permanentPaymentVariance]) {
    for (const r of filterVarianceRecipients(recipients, filter)) {
      const lines = [
        ...r.adjustments.flatMap((a) => [...a.expectedPayments, ...a.actualPayments]),
        ...r.expectedCarriedOver.flatMap((c) => c.payments),
        ...r.actualCarriedOver.flatMap((c) => c.payments),
      ];
      for (const l of lines)
        rows.push([
          l.medicareStatementType === 1 ? 'Expected' : 'Actual',
          ...lineCells(l),
          LINE_ACTION_LABELS[l.action],
          l.cause,
          l.notes.map((n) => n.note).join('\n'),
        ]);
    }
  }
  const { workbook } = sheetWorkbook(`Variance - ${statementFilterLabel(filter)}`, columns, rows);
  return sendWorkbook(reply, workbook, STATEMENT_EXPORT_FILE_NAMES.varianceStatement);
}
