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
