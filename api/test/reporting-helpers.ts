/** What the reporting tests share: a GET as a user of a facility, and an .xlsx read back. */
import ExcelJS from 'exceljs';
import type { TestContext } from './helpers';

/** Riverside Village: the demo's independent-living facility. */
export const ILU_FACILITY = 4;
export const MANAGER = 'manager@demo.local';

export function reportCall(t: TestContext) {
  return async (url: string, query: Record<string, string | string[]> = {}, facilityId = 1, who = MANAGER) => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      query: { ...query, facilityId: String(facilityId) },
      headers: await t.authFor(who),
    });
    let json: any = null;
    try {
      json = res.body && String(res.headers['content-type']).includes('json') ? res.json() : null;
    } catch {
      /* binary */
    }
    return { status: res.statusCode, json, body: res.body, raw: res.rawPayload, headers: res.headers };
  };
}

/** The first sheet of an .xlsx: its header, its rows (cell values) and the sheet itself. */
export async function readXlsx(raw: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(raw as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0];
  const rows: unknown[][] = [];
  let header: unknown[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, n) => {
    const values = (row.values as unknown[]).slice(1);
    if (n === 1) header = values;
    else rows.push(values);
  });
  return { header, rows, sheet };
}

/** Every row of a report's data route (pages of 100 or `take`, the first page's cut-off kept). */
export async function allReportRows(
  t: TestContext,
  url: string,
  query: Record<string, string>,
  facilityId = 1,
  take = 100,
): Promise<any[]> {
  const call = reportCall(t);
  const rows: any[] = [];
  let cutoff: string | undefined;
  for (;;) {
    const res = await call(
      url,
      { ...query, take: String(take), skip: String(rows.length), ...(cutoff ? { notIncludingItemsAfter: cutoff } : {}) },
      facilityId,
    );
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${res.body}`);
    rows.push(...res.json.result);
    cutoff = res.json.notIncludingItemsAfter;
    if (rows.length >= res.json.totalCount || res.json.result.length === 0) return rows;
  }
}

/** A CSV file's lines as fields (quoted fields with commas, doubled quotes and line breaks read back). */
export function readCsv(text: string): string[][] {
  const lines: string[][] = [];
  let field = '';
  let fields: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      fields.push(field);
      lines.push(fields);
      fields = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field || fields.length) lines.push([...fields, field]);
  return lines;
}

/** A spreadsheet cell as text (dates 'YYYY-MM-DD', numbers as they are), and a row field of the data route the same way. */
export const cellText = (v: unknown): string =>
  v === null || v === undefined ? '' : v instanceof Date ? v.toISOString().slice(0, 10) : String(v);
export const fieldText = (v: unknown): string =>
  v === null || v === undefined
    ? ''
    : typeof v === 'boolean'
      ? v
        ? 'Yes'
        : 'No'
      : /^-?\d+\.\d\d$/.test(String(v))
        ? String(Number(v))
        : String(v);
