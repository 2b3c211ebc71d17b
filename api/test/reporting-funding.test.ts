/**
 * The reports on residents' AN-ACC classes and cards through the report engine: palliative assessments, potential
 * reassessments, classification history, reassessment requests, care minutes and residents card status. Each page and
 * its spreadsheet hold the same rows; the filters; the guard (permission, facility type, another facility).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { melbourneToday } from 'shared-domain/dates';
import { addCalendarMonths } from 'shared-domain/calendar';
import { REPORTS, type ReportKey } from 'shared-domain/reports/catalogue';
import { createTestContext, type TestContext } from './helpers';
import { ILU_FACILITY, allReportRows, cellText, fieldText, readXlsx, reportCall } from './reporting-helpers';

let t: TestContext;
before(async () => {
  t = await createTestContext();
});
after(() => t.close());

const WIDE = { fromDate: '2000-01-01', toDate: '2100-12-31' };

/** Every row of a report's page, checked against its spreadsheet (the catalogue's columns, in order). */
async function sameRows(key: ReportKey, query: Record<string, string>, facilityId = 1) {
  const report = REPORTS[key];
  const data = await allReportRows(t, report.dataPath, query, facilityId);
  const file = await reportCall(t)(report.exportPath, query, facilityId);
  assert.equal(file.status, 200, file.body);
  const { header, rows } = await readXlsx(file.raw);
  assert.deepEqual(
    header,
    report.columns.map((c) => c.header),
  );
  assert.equal(rows.length, data.length);
  assert.deepEqual(
    rows.map((r) => report.columns.map((_, i) => cellText(r[i]))),
    data.map((d) => report.columns.map((c) => fieldText(d[c.key]))),
  );
  return { data, headers: file.headers };
}

/** Current permanent residents of facility 1 with an assessed class, latest class first. */
async function classifiedResidents() {
  return t.handle.db
    .selectFrom('residencies as r')
    .innerJoin('actual_anacc_classifications as a', 'a.residency_id', 'r.id')
    .select(['r.id', 'r.resident_id', 'a.anacc_class', 'a.effective_date'])
    .where('r.facility_id', '=', 1)
    .where('r.is_lead', '=', false)
    .where('r.care_type', '=', 'Permanent')
    .where('r.admission_date_utc', 'is not', null)
    .where('r.departure_date_utc', 'is', null)
    .orderBy('a.effective_date', 'desc')
    .execute();
}

async function guard(key: ReportKey, query: Record<string, string>) {
  const report = REPORTS[key];
  const call = reportCall(t);
  assert.equal((await call(report.dataPath, query, 1, 'carer@demo.local')).status, 403);
  assert.equal((await call(report.exportPath, query, 1, 'carer@demo.local')).status, 403);
  assert.equal((await call(report.dataPath, query, ILU_FACILITY)).status, 404);
  assert.equal((await call(report.exportPath, query, 999)).status, 404);
}

describe('palliative assessments', () => {
  test('the residents marked palliative or in Class 1; page and spreadsheet agree', async () => {
    const [someone] = await classifiedResidents();
    assert.ok(someone);
    await t.handle.db.updateTable('residencies').set({ palliative_status: true }).where('id', '=', someone.id).execute();
    const { data, headers } = await sameRows('palliativeAssessments', {});
    assert.match(String(headers['content-disposition']), /filename="PalliativeAssessments\.xlsx"/);
    const row = data.find((r) => r.id === someone.id);
    assert.ok(row, 'the resident marked palliative is listed');
    assert.equal(row.palliativeStatus, true);
    assert.ok(row.anaccClass?.startsWith('Class '));
    assert.ok(data.every((r) => r.palliativeStatus || r.anaccClass === 'Class 1'));
  });
  test('guard', () => guard('palliativeAssessments', {}));
});

describe('potential reassessments', () => {
  test('hospital leave since the class and a class older than six months; the reason filter', async () => {
    const today = melbourneToday();
    const residents = await classifiedResidents();
    // One resident freshly classified who went to hospital after it; one classified long ago.
    const [fresh, old] = [residents[0], residents[residents.length - 1]];
    assert.ok(fresh && old && fresh.id !== old.id);
    const freshClass = addCalendarMonths(today, -1);
    await t.handle.db
      .insertInto('actual_anacc_classifications')
      .values({
        residency_id: fresh.id,
        facility_id: 1,
        anacc_class: 7,
        effective_date: freshClass,
        source: 'ClassificationNotice',
      })
      .execute();
    const leaveStart = sql<string>`(${today}::date - 10)`;
    await t.handle.db
      .insertInto('leaves')
      .values({
        residency_id: fresh.id,
        type: 'Hospital',
        start_date: sql`${leaveStart}`,
        return_date: sql`(${today}::date - 3)`,
      } as never)
      .execute();
    const oldClass = addCalendarMonths(today, -8);
    await t.handle.db
      .insertInto('actual_anacc_classifications')
      .values({ residency_id: old.id, facility_id: 1, anacc_class: 9, effective_date: oldClass, source: 'ClassificationNotice' })
      .execute();

    const { data, headers } = await sameRows('potentialReassessments', {});
    assert.match(String(headers['content-disposition']), /filename="PotentialReassessments\.xlsx"/);
    const back = (days: number) => {
      const d = new Date(`${today}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() - days);
      return d.toISOString().slice(0, 10);
    };
    const freshRow = data.find((r) => r.id === `${fresh.id}:2`);
    assert.deepEqual(freshRow && [freshRow.reason, freshRow.anaccClass, freshRow.classificationDate, freshRow.eligibleFrom], [
      'Hospitalisation',
      'Class 7',
      freshClass,
      back(3),
    ]);
    assert.ok(!data.some((r) => r.id === `${fresh.id}:3`), 'a class of a month ago is not due by time');
    const oldRow = data.find((r) => r.id === `${old.id}:3`);
    assert.deepEqual(oldRow && [oldRow.reason, oldRow.eligibleFrom], ['Time', addCalendarMonths(oldClass, 6)]);

    const hospital = await allReportRows(t, REPORTS.potentialReassessments.dataPath, { reasonId: '2' });
    const time = await allReportRows(t, REPORTS.potentialReassessments.dataPath, { reasonId: '3' });
    assert.ok(hospital.every((r) => r.reason === 'Hospitalisation') && time.every((r) => r.reason === 'Time'));
    assert.equal(hospital.length + time.length, data.length);
    assert.equal((await reportCall(t)(REPORTS.potentialReassessments.dataPath, { reasonId: '1' })).status, 400);
  });
  test('guard', () => guard('potentialReassessments', {}));
});

describe('classification history', () => {
  test('each class that took effect in the period, its end and rate; care type and dates filter', async () => {
    const { data, headers } = await sameRows('classificationHistory', WIDE);
    assert.match(String(headers['content-disposition']), /filename="Classification history \d{8}_\d{6}\.xlsx"/);
    assert.ok(data.length > 0);
    const stored = await t.handle.db
      .selectFrom('actual_anacc_classifications as a')
      .innerJoin('residencies as r', 'r.id', 'a.residency_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('r.facility_id', '=', 1)
      .where('r.care_type', 'in', ['Permanent', 'Respite'])
      .executeTakeFirstOrThrow();
    assert.equal(data.length, Number(stored.n));
    assert.ok(
      data.some((r) => r.rate !== null && Number(r.rate) > 0),
      'a rate from the class weights',
    );
    // A class followed by another ends the day before the next took effect (rows of one resident are in date order).
    for (const [i, r] of data.entries()) {
      const next = data[i + 1];
      if (r.endDate === null || !next || next.lastName !== r.lastName || next.firstName !== r.firstName) continue;
      const end = new Date(`${next.effectiveDate}T00:00:00Z`);
      end.setUTCDate(end.getUTCDate() - 1);
      assert.equal(r.endDate, end.toISOString().slice(0, 10));
    }
    const mid = data[Math.floor(data.length / 2)].effectiveDate;
    const narrow = await allReportRows(t, REPORTS.classificationHistory.dataPath, { fromDate: mid, toDate: mid });
    assert.ok(narrow.length > 0 && narrow.every((r) => r.effectiveDate === mid));
    const respite = await allReportRows(t, REPORTS.classificationHistory.dataPath, { ...WIDE, careType: 'Respite' });
    assert.ok(respite.every((r) => r.careType === 'Respite'));
    const backwards = await reportCall(t)(REPORTS.classificationHistory.dataPath, {
      fromDate: '2026-02-01',
      toDate: '2026-01-01',
    });
    assert.equal(backwards.status, 400);
  });
  test('guard', () => guard('classificationHistory', WIDE));
});

describe('reassessment requests', () => {
  test('Pending by default, All, Complete with its completed date; the dates filter', async () => {
    const [a, b] = await classifiedResidents();
    await t.handle.db
      .insertInto('anacc_reassessment_requests')
      .values([
        { residency_id: a.id, facility_id: 1, reason: 'Fell and broke a hip', request_date: '2026-03-02', status: 'Pending' },
        { residency_id: b.id, facility_id: 1, reason: 'Back from hospital', request_date: '2026-03-05', status: 'Complete' },
      ])
      .execute();
    const march = { fromDate: '2026-03-01', toDate: '2026-03-31' };
    const { data, headers } = await sameRows('reassessmentRequests', march);
    assert.match(String(headers['content-disposition']), /filename="ReassessmentRequests\.xlsx"/);
    assert.ok(data.length > 0 && data.every((r) => r.status === 'Pending'));
    assert.ok(data.some((r) => r.reason === 'Fell and broke a hip' && r.requestDate === '2026-03-02'));
    const all = await allReportRows(t, REPORTS.reassessmentRequests.dataPath, { ...march, status: 'All' });
    const complete = all.find((r) => r.reason === 'Back from hospital');
    assert.ok(complete && complete.status === 'Complete' && /^\d{4}-\d{2}-\d{2}$/.test(complete.completedDate));
    assert.ok(all.every((r) => r.requestDate >= march.fromDate && r.requestDate <= march.toDate));
    const dates = all.map((r) => r.requestDate);
    assert.deepEqual(dates, [...dates].sort().reverse());
    const recalled = await allReportRows(t, REPORTS.reassessmentRequests.dataPath, { ...march, status: 'Recalled' });
    assert.ok(recalled.every((r) => r.status === 'Recalled'));
  });
  test('guard', () => guard('reassessmentRequests', { ...WIDE, status: 'All' }));
});

describe('care minutes', () => {
  test("each resident's days and their class's minutes; the facility's totals on every row", async () => {
    // The demo gives every class the sector average: enter figures that differ by class.
    await t.handle.db
      .updateTable('care_funding_rate_class_weights')
      .set({ total_care_minutes: sql`180 + (anacc_class % 100) * 5`, registered_nurse_care_minutes: 40 })
      .execute();
    const today = melbourneToday();
    const month = { fromDate: `${today.slice(0, 7)}-01`, toDate: today };
    const { data, headers } = await sameRows('careMinutes', month);
    assert.match(String(headers['content-disposition']), /filename="CareMinutesReport\.xlsx"/);
    assert.ok(data.length > 0);
    for (const r of data) {
      assert.ok(r.days >= 1);
      assert.equal(r.careMinutesTarget, r.days * (r.careMinutesPerDay ?? 0));
      assert.equal(r.rnMinutesTarget, r.days * (r.rnMinutesPerDay ?? 0));
    }
    const sum = (k: string) => data.reduce((n, r) => n + r[k], 0);
    assert.ok(
      data.every(
        (r) =>
          r.facilityDays === sum('days') &&
          r.facilityCareMinutesTarget === sum('careMinutesTarget') &&
          r.facilityRnMinutesTarget === sum('rnMinutesTarget'),
      ),
    );
    assert.ok(
      data.some((r) => r.careMinutesPerDay > 0),
      'the class weights carry care minutes',
    );
    const page = await reportCall(t)(REPORTS.careMinutes.dataPath, { ...month, take: '1' });
    assert.equal(page.json.result[0].facilityCareMinutesTarget, sum('careMinutesTarget'));
  });
  test('guard', () => guard('careMinutes', WIDE));
});

describe('residents card status', () => {
  test("each current resident's Medicare card and its status", async () => {
    const [someone] = await classifiedResidents();
    const person = await t.handle.db
      .updateTable('residents')
      .set({ medicare_number: '2950123451', medicare_member_number: '2', medicare_expiry_year: 2020 })
      .where('id', '=', someone.resident_id)
      .returning(['first_name', 'last_name'])
      .executeTakeFirstOrThrow();
    const { data, headers } = await sameRows('residentsCardStatus', {});
    assert.match(String(headers['content-disposition']), /filename="ResidentsCardStatusReport\.xlsx"/);
    const row = data.find((r) => r.id === someone.id);
    assert.deepEqual(row && [row.firstName, row.lastName, row.medicareNumber, row.medicareExpiry, row.cardStatus], [
      person.first_name,
      person.last_name,
      '2950123451 / 2',
      '2020',
      'Expired',
    ]);
    assert.ok(data.every((r) => ['Missing', 'Expired', 'Expiring', 'Current', 'Expiry unknown'].includes(r.cardStatus)));
  });
  test('guard', () => guard('residentsCardStatus', {}));
});
