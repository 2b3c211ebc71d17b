/**
 * The statements' spreadsheets (exceljs): one sheet with a bold, frozen header row; amounts as numbers in the variance
 * number format (zero as 0.00, negatives in brackets, two decimals). A month's exports are a few thousand rows at
 * most, so each workbook is written whole and sent as one buffer.
 */
import type { FastifyReply } from 'fastify';
import ExcelJS from 'exceljs';
import { VARIANCE_NUMBER_FORMAT } from 'shared-domain/funding/reconciliation';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SheetColumn {
  header: string;
  width: number;
  /** An amount column: the cell holds the amount as a number, shown in the variance format. */
  amount?: boolean;
}

export type CellValue = string | number | null;

/** A new workbook with one sheet of these columns; `rows` are added in order. */
export function sheetWorkbook(sheetName: string, columns: readonly SheetColumn[], rows: Iterable<readonly CellValue[]>) {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Resident Manager';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  columns.forEach((c, i) => {
    if (c.amount) sheet.getColumn(i + 1).numFmt = VARIANCE_NUMBER_FORMAT;
  });
  for (const row of rows) {
    const added = sheet.addRow([...row]);
    columns.forEach((c, i) => {
      if (c.amount) added.getCell(i + 1).numFmt = VARIANCE_NUMBER_FORMAT;
    });
  }
  return { workbook, sheet };
}

/** An amount text as a cell's number (the cell shows it; nothing is computed on it). */
export const amountCell = (amount: string | null): number | null => (amount === null ? null : Number(amount));

/** Sends a workbook as an attachment named `fileName`. */
export async function sendWorkbook(reply: FastifyReply, workbook: ExcelJS.Workbook, fileName: string) {
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${fileName.replace(/"/g, '')}"`)
    .header('cache-control', 'private, no-store')
    .send(buffer);
}
