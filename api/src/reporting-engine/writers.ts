/**
 * The report files, written row by row into a stream: an .xlsx (xlsx.ts: the header row bold and frozen, money a number
 * with a $ format, dates real date cells) or a CSV file. The one home of the product's tabular exports (the report
 * engine's and the leads board's).
 *
 * A row is written as the catalogue's columns say: each column's `kind` decides the cell (reports/catalogue.ts).
 */
import type { Writable } from 'node:stream';
import type { ReportColumn, ReportColumnKind } from 'shared-domain/reports/catalogue';
import { MEDICARE_TIME_ZONE } from 'shared-domain/constants';
import { XLSX_STYLE, excelSerial, xlsxSheet, type XlsxCell } from './xlsx';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** A value a row holds for a column (what the contracts' rows carry). */
export type CellInput = string | number | boolean | Date | null | undefined;

export interface TableWriter {
  /** Writes one row (values in the columns' order). */
  addRow(values: readonly CellInput[]): void;
  /**
   * Whether written rows are still being encoded (the .xlsx's compression): the caller waits for `drained` before it
   * writes more, as it waits for the stream's own drain.
   */
  backlogged(): boolean;
  drained(): Promise<void>;
  /** Ends the file (the stream ends after its last bytes). */
  end(): Promise<void>;
}

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
 * time (what the screens show), as a Date of that time in UTC (its serial day is read by its UTC time).
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

/** The cell of a column's value: numbers for money, serial days for dates, Yes/No for a flag. */
export function cellValue(kind: ReportColumnKind, value: CellInput): XlsxCell {
  if (value === null || value === undefined || value === '') return null;
  switch (kind) {
    case 'money':
      return { n: typeof value === 'number' ? value : Number(value), s: XLSX_STYLE.money };
    case 'number':
      return { n: typeof value === 'number' ? value : Number(value), s: XLSX_STYLE.none };
    case 'percent':
      return { n: typeof value === 'number' ? value : Number(value), s: XLSX_STYLE.percent };
    case 'date': {
      // 'YYYY-MM-DD' (or an instant at UTC midnight): the day at UTC midnight, a whole serial day.
      const day = value instanceof Date ? value : new Date(`${String(value).slice(0, 10)}T00:00:00Z`);
      return { n: excelSerial(day), s: XLSX_STYLE.date };
    }
    case 'dateTime':
      return { n: excelSerial(melbourneCell(value instanceof Date ? value : new Date(String(value)))), s: XLSX_STYLE.dateTime };
    case 'boolean':
      return value === true || value === 'true' ? 'Yes' : 'No';
    default:
      return typeof value === 'string' ? value : String(value);
  }
}

/** An .xlsx of one sheet written into `out`: the header row bold and frozen, each column formatted by its kind. */
export function xlsxWriter(out: Writable, columns: readonly ReportColumn[], sheetName: string): TableWriter {
  const sheet = xlsxSheet(
    out,
    sheetName,
    columns.map((c) => c.header),
    columns.map((c) => c.width ?? DEFAULT_WIDTH[c.kind]),
  );
  const kinds = columns.map((c) => c.kind);
  return {
    addRow(values) {
      sheet.addRow(values.map((v, i) => cellValue(kinds[i] ?? 'text', v)));
    },
    backlogged: () => sheet.backlogged(),
    drained: () => sheet.drained(),
    end: () => sheet.end(),
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
    default: {
      // A spreadsheet opening the file would run a text that starts like a formula ('=HYPERLINK(...)' typed as a
      // name or a description): such a text is written with a leading apostrophe, so it stays text.
      const text = String(value);
      return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    }
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
    // The lines go straight into the stream: its own drain is the only wait.
    backlogged: () => false,
    drained: () => Promise.resolve(),
    end() {
      return new Promise((resolve) => {
        out.end(resolve);
      });
    },
  };
}
