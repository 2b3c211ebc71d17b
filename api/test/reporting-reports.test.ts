/**
 * The rooms, settlements, enquiry source and movements reports through the report engine: each page and its export hold
 * the same rows, their filters, their guard (permission, facility type, another facility's ids).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestContext, type TestContext } from './helpers';
import { ILU_FACILITY, readXlsx, reportCall } from './reporting-helpers';

let t: TestContext;
before(async () => {
  t = await createTestContext();
});
after(() => t.close());

const WIDE = { fromDateUtcMidnight: '2000-01-01', toDateUtcMidnight: '2100-12-31' };

/** Every row of a report's data route (pages of 100, the first page's cut-off kept). */
async function allRows(url: string, query: Record<string, string>, facilityId: number): Promise<any[]> {
  const call = reportCall(t);
  const rows: any[] = [];
  let cutoff: string | undefined;
  for (;;) {
    const res = await call(
      url,
      { ...query, take: '100', skip: String(rows.length), ...(cutoff ? { notIncludingItemsAfter: cutoff } : {}) },
      facilityId,
    );
    assert.equal(res.status, 200, res.body);
    rows.push(...res.json.result);
    cutoff = res.json.notIncludingItemsAfter;
    if (rows.length >= res.json.totalCount || res.json.result.length === 0) return rows;
  }
}

/** The export's rows as text, compared with the data route's rows through the catalogue's column keys. */
async function sameRows(dataUrl: string, exportUrl: string, query: Record<string, string>, facilityId: number, keys: string[]) {
  const data = await allRows(dataUrl, query, facilityId);
  const file = await reportCall(t)(exportUrl, query, facilityId);
  assert.equal(file.status, 200, file.body);
  const { rows } = await readXlsx(file.raw);
  assert.equal(rows.length, data.length);
  const text = (v: unknown) =>
    v === null || v === undefined
      ? ''
      : v instanceof Date
        ? v.toISOString().slice(0, 10)
        : typeof v === 'number'
          ? v.toFixed(2)
          : String(v);
  const fromData = (v: unknown) =>
    v === null || v === undefined ? '' : /^-?\d+\.\d\d$/.test(String(v)) ? Number(v).toFixed(2) : String(v);
  assert.deepEqual(
    rows.map((r) => keys.map((_, i) => text(r[i]))),
    data.map((d) => keys.map((k) => (typeof d[k] === 'boolean' ? (d[k] ? 'Yes' : 'No') : fromData(d[k])))),
  );
  return data;
}

describe('rooms report', () => {
  test('page and export agree; every active bed once; status follows the occupant', async () => {
    const data = await sameRows('/api/reporting/rooms-report-data', '/api/reporting/rooms-report-data-excel', {}, 1, [
      'location',
      'roomNumber',
      'roomType',
      'bed',
      'bedStatus',
      'resident',
      'careType',
      'admissionDate',
    ]);
    const beds = await t.handle.db
      .selectFrom('beds')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('facility_id', '=', 1)
      .where('is_active', '=', true)
      .executeTakeFirstOrThrow();
    assert.equal(data.length, Number(beds.n));
    assert.ok(data.some((r) => r.bedStatus === 'Occupied' && r.resident));
    assert.ok(data.filter((r) => r.bedStatus !== 'Occupied').every((r) => r.resident === null));
  });
  test('an independent-living facility is refused; another facility type 404', async () => {
    assert.equal((await reportCall(t)('/api/reporting/rooms-report-data', {}, ILU_FACILITY)).status, 404);
  });
});

describe('settlements report', () => {
  test('page and export agree; unSettledOnly keeps the unsettled', async () => {
    const keys = [
      'unitNumber',
      'residents',
      'occupiedDate',
      'departureDate',
      'settlementDate',
      'agreedPrice',
      'settlementPrice',
      'isSettled',
    ];
    const all = await sameRows(
      '/api/reporting/settlements-report-data',
      '/api/reporting/settlements-report-data-excel',
      {},
      ILU_FACILITY,
      keys,
    );
    assert.ok(all.every((r) => r.departureDate));
    const open = await sameRows(
      '/api/reporting/settlements-report-data',
      '/api/reporting/settlements-report-data-excel',
      { unSettledOnly: 'true' },
      ILU_FACILITY,
      keys,
    );
    assert.ok(open.every((r) => r.isSettled === false));
    assert.equal(open.length, all.filter((r) => !r.isSettled).length);
    const file = await reportCall(t)('/api/reporting/settlements-report-data-excel', {}, ILU_FACILITY);
    assert.match(String(file.headers['content-disposition']), /SettlementsReport\.xlsx/);
  });
  test('guard: 403 without the permission, aged care facility refused', async () => {
    const call = reportCall(t);
    assert.equal((await call('/api/reporting/settlements-report-data', {}, ILU_FACILITY, 'carer@demo.local')).status, 403);
    assert.equal((await call('/api/reporting/settlements-report-data', {}, 1)).status, 404);
  });
});

describe('enquiry source report', () => {
  test('page and export agree; care type and admissions only filter', async () => {
    const keys = ['enquirySource', 'firstName', 'lastName', 'careType', 'enquiryDate', 'status', 'admissionDate'];
    const url = '/api/reporting/enquiry-source-report-data';
    const xlsx = '/api/reporting/enquiry-source-report-data-excel';
    const all = await sameRows(url, xlsx, WIDE, 1, keys);
    assert.ok(all.length > 0);
    assert.ok(all.some((r) => r.status === 'Lead') && all.some((r) => r.status !== 'Lead'));
    const permanent = await allRows(url, { ...WIDE, careType: 'Permanent' }, 1);
    assert.ok(permanent.length > 0 && permanent.every((r) => r.careType === 'Permanent'));
    const admissions = await sameRows(url, xlsx, { ...WIDE, admissionsOnly: 'true' }, 1, keys);
    assert.ok(admissions.length > 0 && admissions.every((r) => r.admissionDate && r.status !== 'Lead'));
  });
  test('both dates are required; a from date after the to date is refused', async () => {
    const call = reportCall(t);
    const one = await call('/api/reporting/enquiry-source-report-data', { fromDateUtcMidnight: '2026-01-01' }, 1);
    assert.equal(one.status, 400);
    const backwards = await call(
      '/api/reporting/enquiry-source-report-data',
      { fromDateUtcMidnight: '2026-02-01', toDateUtcMidnight: '2026-01-01' },
      1,
    );
    assert.equal(backwards.status, 400);
    assert.deepEqual(backwards.json.modelState, { toDateUtcMidnight: ['The from date must be on or before the to date.'] });
  });
  test('guard: 403 without the permission, independent living refused', async () => {
    const call = reportCall(t);
    assert.equal((await call('/api/reporting/enquiry-source-report-data', WIDE, 1, 'carer@demo.local')).status, 403);
    assert.equal((await call('/api/reporting/enquiry-source-report-data-excel', WIDE, ILU_FACILITY)).status, 404);
  });
});

describe('movements report', () => {
  test('page and export agree; admissions and departures in date order', async () => {
    const keys = ['date', 'movement', 'firstName', 'lastName', 'careType', 'bed', 'details'];
    const all = await sameRows(
      '/api/reporting/movements-report-data',
      '/api/reporting/movements-report-data-excel',
      WIDE,
      1,
      keys,
    );
    assert.ok(all.some((r) => r.movement === 'Admission'));
    assert.ok(all.some((r) => r.movement === 'Departure' || r.movement === 'Transfer'));
    const dates = all.map((r) => r.date);
    assert.deepEqual(dates, [...dates].sort());
    assert.equal(new Set(all.map((r) => r.id)).size, all.length);
    // A narrower range keeps only its days.
    const mid = dates[Math.floor(dates.length / 2)];
    const day = await allRows('/api/reporting/movements-report-data', { fromDateUtcMidnight: mid, toDateUtcMidnight: mid }, 1);
    assert.deepEqual(
      day.map((r) => r.id),
      all.filter((r) => r.date === mid).map((r) => r.id),
    );
  });
  test('guard: 403 without the permission, another facility id in the path is the scope (404 for another facility)', async () => {
    const call = reportCall(t);
    assert.equal((await call('/api/reporting/movements-report-data', WIDE, 1, 'carer@demo.local')).status, 403);
    assert.equal((await call('/api/reporting/movements-report-data', WIDE, 999)).status, 404);
  });
});
