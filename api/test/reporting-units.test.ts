/**
 * The units report through the report engine: its page and its export hold the same rows, its filters, its guard
 * (permission, facility type, another facility's ids).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';

import { csvValue } from '../src/reporting-engine/writers';
import { createTestContext, type TestContext } from './helpers';
import { ILU_FACILITY, readXlsx, reportCall } from './reporting-helpers';

let t: TestContext;
before(async () => {
  t = await createTestContext();
});
after(() => t.close());

describe('units report', () => {
  test('the page and the export hold the same rows, in the same order', async () => {
    const call = reportCall(t);
    const page = await call('/api/reporting/units-report-data', { take: '100' }, ILU_FACILITY);
    assert.equal(page.status, 200, page.body);
    const data = page.json;
    assert.ok(data.totalCount > 0);
    assert.equal(data.result.length, Math.min(100, data.totalCount));
    const file = await call('/api/reporting/unit-report-data-excel', {}, ILU_FACILITY);
    assert.equal(file.status, 200);
    assert.equal(file.headers['content-type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    assert.match(String(file.headers['content-disposition']), /filename="UnitReport\.xlsx"/);
    const { header, rows, sheet } = await readXlsx(file.raw);
    assert.deepEqual(header, ['Location', 'Unit', 'Unit type', 'Status', 'Residents', 'Occupied date', 'Price']);
    assert.equal(sheet.getRow(1).font?.bold, true);
    assert.equal(sheet.views[0]?.state, 'frozen');
    assert.equal(rows.length, data.totalCount);
    assert.deepEqual(
      rows.slice(0, data.result.length).map((r) => [r[1], r[3]]),
      data.result.map((u: any) => [u.unitNumber, u.status]),
    );
    // Money is a number with a $ format; a date a real date.
    const priced = data.result.findIndex((u: any) => u.price !== null);
    assert.equal(rows[priced][6], Number(data.result[priced].price));
    assert.match(String(sheet.getRow(priced + 2).getCell(7).numFmt), /\$/);
    const occupied = data.result.findIndex((u: any) => u.occupiedDate);
    if (occupied >= 0) {
      const cell = rows[occupied][5];
      assert.ok(cell instanceof Date);
      assert.equal(cell.toISOString().slice(0, 10), data.result[occupied].occupiedDate);
    }
  });

  test('filters: status, location and type; an empty status list is refused as no such status', async () => {
    const call = reportCall(t);
    const all = (await call('/api/reporting/units-report-data', { take: '100' }, ILU_FACILITY)).json.result as any[];
    const occupied = (await call('/api/reporting/units-report-data', { take: '100', unitStatus: 'Occupied' }, ILU_FACILITY)).json;
    assert.ok(occupied.result.every((u: any) => u.status === 'Occupied'));
    assert.equal(occupied.totalCount, all.filter((u) => u.status === 'Occupied').length);
    assert.ok(occupied.result.every((u: any) => u.residents !== ''));
    const loc = await t.handle.db
      .selectFrom('facility_locations')
      .select(['id', 'name'])
      .where('facility_id', '=', ILU_FACILITY)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const atLoc = (
      await call('/api/reporting/units-report-data', { take: '100', facilityLocations: String(loc.id) }, ILU_FACILITY)
    ).json.result as any[];
    assert.ok(atLoc.every((u) => u.location === loc.name));
    assert.equal(atLoc.length, all.filter((u) => u.location === loc.name).length);
  });

  test('guard: 403 without the permission, another facility type refused, another facility id 404', async () => {
    const call = reportCall(t);
    assert.equal((await call('/api/reporting/units-report-data', {}, ILU_FACILITY, 'carer@demo.local')).status, 403);
    assert.equal((await call('/api/reporting/unit-report-data-excel', {}, ILU_FACILITY, 'carer@demo.local')).status, 403);
    assert.equal((await call('/api/reporting/units-report-data', {}, 1)).status, 404);
    assert.equal((await call('/api/reporting/unit-report-data-excel', {}, 1)).status, 404);
    const otherLocation = await t.handle.db
      .selectFrom('facility_locations')
      .select('id')
      .where('facility_id', '<>', ILU_FACILITY)
      .executeTakeFirstOrThrow();
    assert.equal(
      (await call('/api/reporting/units-report-data', { facilityLocations: String(otherLocation.id) }, ILU_FACILITY)).status,
      404,
    );
  });

  test("the report's choices are the village's locations and unit types, under the report's permission", async () => {
    const call = reportCall(t);
    // Finance staff run reports without the rights to manage rooms and units.
    assert.equal(
      (await call('/api/accommodations/locationAccommodationTypes', {}, ILU_FACILITY, 'finance@demo.local')).status,
      403,
    );
    const choices = await call('/api/reporting/units-report-filters', {}, ILU_FACILITY, 'finance@demo.local');
    assert.equal(choices.status, 200);
    const own = await call('/api/accommodations/locationAccommodationTypes', {}, ILU_FACILITY);
    assert.deepEqual(choices.json, own.json);
    assert.equal((await call('/api/reporting/units-report-filters', {}, ILU_FACILITY, 'carer@demo.local')).status, 403);
    assert.equal((await call('/api/reporting/units-report-filters', {}, 1)).status, 404);
  });

  test('a CSV text that starts like a formula stays text; numbers and dates are as they are', () => {
    assert.equal(csvValue('text', '=HYPERLINK("http://x")'), `'=HYPERLINK("http://x")`);
    assert.equal(csvValue('text', '@SUM(A1)'), `'@SUM(A1)`);
    assert.equal(csvValue('text', '-1+2'), `'-1+2`);
    assert.equal(csvValue('text', '110-4510'), '110-4510');
    assert.equal(csvValue('money', '-12.5'), '-12.50');
    assert.equal(csvValue('date', '2026-11-29'), '29/11/2026');
  });

  test('an export is audited', async () => {
    const call = reportCall(t);
    await call('/api/reporting/unit-report-data-excel', { unitStatus: 'Available' }, ILU_FACILITY);
    const row = await t.handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'reporting.export')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    assert.deepEqual((row as any).details, { report: 'units', filter: { unitStatus: ['Available'] } });
  });
});
