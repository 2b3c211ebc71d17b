/**
 * The report files, written row by row into a stream: an .xlsx through exceljs's streaming WorkbookWriter (the header
 * row bold and frozen, money a number with a $ format, dates real date cells) or a CSV file. The one home of the
 * product's tabular exports (the report engine's and the leads board's).
 *
 * A row is written as the catalogue's columns say: each column's `kind` decides the cell (reports/catalogue.ts).
 */
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ReportColumn, ReportColumnKind } from 'shared-domain/reports/catalogue';
import { MEDICARE_TIME_ZONE } from 'shared-domain/constants';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** A value a row holds for a column (what the contracts' rows carry). */
export type CellInput = string | number | boolean | Date | null | undefined;

export interface TableWriter {
  /** Writes one row (values in the columns' order). */
  addRow(values: readonly CellInput[]): void;
  /** Ends the file (the stream ends after its last bytes). */
  end(): Promise<void>;
}

const MONEY_FORMAT = '"$"#,##0.00;-"$"#,##0.00';
const DATE_FORMAT = 'dd mmm yyyy';
const DATE_TIME_FORMAT = 'dd mmm yyyy hh:mm';
const NUM_FORMATS: Partial<Record<ReportColumnKind, string>> = {
  money: MONEY_FORMAT,
  date: DATE_FORMAT,
  dateTime: DATE_TIME_FORMAT,
  percent: '0.00"%"',
};
const DEFAULT_WIDTH: Record<ReportColumnKind, number> = {
  text: 18,
  date: 14,
  dateTime: 18,
  money: 14,
  number: 10,
  percent: 10,
  boolean: 10,
};

let melbourneWallClock: Intl.DateTimeFormat | undefined;
/**
 * An instant as a spreadsheet date-time: a spreadsheet cell has no time zone, so the cell holds the Melbourne wall-clock
 * time (what the screens show), written as that time in UTC (exceljs turns a Date into a serial day by its UTC time).
 */
function melbourneCell(instant: Date): Date {
  melbourneWallClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: MEDICARE_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const p = Object.fromEntries(melbourneWallClock.formatToParts(instant).map((x) => [x.type, Number(x.value)]));
  return new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second));
}

/** The cell's value of a column: numbers for money, Dates for dates, Yes/No for a flag. */
export function cellValue(kind: ReportColumnKind, value: CellInput): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  switch (kind) {
    case 'money':
    case 'number':
    case 'percent':
      return typeof value === 'number' ? value : Number(value);
    case 'date':
      if (value instanceof Date) return value;
      // 'YYYY-MM-DD' (or an instant at UTC midnight): the day at UTC midnight, a whole serial day.
      return new Date(`${String(value).slice(0, 10)}T00:00:00Z`);
    case 'dateTime':
      return melbourneCell(value instanceof Date ? value : new Date(String(value)));
    case 'boolean':
      return value === true || value === 'true' ? 'Yes' : 'No';
    default:
      return typeof value === 'string' ? value : String(value);
  }
}

/** An .xlsx of one sheet written into `out`: the header row bold and frozen, each column formatted by its kind. */
export function xlsxWriter(out: Writable, columns: readonly ReportColumn[], sheetName: string): TableWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Resident Manager';
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: c.width ?? DEFAULT_WIDTH[c.kind],
    style: NUM_FORMATS[c.kind] ? { numFmt: NUM_FORMATS[c.kind] } : {},
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  const kinds = columns.map((c) => c.kind);
  return {
    addRow(values) {
      sheet.addRow(values.map((v, i) => cellValue(kinds[i] ?? 'text', v))).commit();
    },
    async end() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

/** One CSV field: quoted when it holds a comma, a quote or a line break (quotes doubled). */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The CSV text of a value of a column: money with two places, a date 'DD/MM/YYYY', a flag Yes/No. */
export function csvValue(kind: ReportColumnKind, value: CellInput): string {
  if (value === null || value === undefined || value === '') return '';
  switch (kind) {
    case 'money':
      return Number(value).toFixed(2);
    case 'date': {
      const d = value instanceof Date ? value.toISOString() : String(value);
      return `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
    }
    case 'dateTime':
      return (value instanceof Date ? value : new Date(String(value))).toISOString();
    case 'boolean':
      return value === true || value === 'true' ? 'Yes' : 'No';
    default:
      return String(value);
  }
}

/** A CSV file (header line, then a line a row, CRLF) written into `out`. */
export function csvWriter(out: Writable, columns: readonly ReportColumn[]): TableWriter {
  const line = (fields: string[]) => fields.map(csvField).join(',') + '\r\n';
  out.write(line(columns.map((c) => c.header)));
  const kinds = columns.map((c) => c.kind);
  return {
    addRow(values) {
      out.write(line(values.map((v, i) => csvValue(kinds[i] ?? 'text', v))));
    },
    end() {
      return new Promise((resolve) => {
        out.end(resolve);
      });
    },
  };
}
