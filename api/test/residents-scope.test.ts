/**
 * Facility scope of the residents area, tried as facility.manager@demo.local (Bayside Gardens, facility 1,
 * only): an id of another facility's record (resident, residency, contact, note, document, leave, event, bed, facility,
 * reassessment request, supplement) in the path or the body answers 404, and the other record is left unchanged (its
 * rows are compared before and after). manager@demo.local, who may use every facility, is the control: the same calls
 * with the other facility selected succeed, and a transfer (the one named cross-facility write) moves a residency.
 *
 * Also: text with control characters (a NUL in a note, a search string, a document name) is refused with a 400 on the
 * field; it used to reach the database and answer 500.
 *
 * The other facility's records are found in the demo data (Carlton House, facility 2) and, where the demo has none
 * (documents, notes, supplements, reassessment requests), created there through the API by the organisation manager.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { addDays, melbourneToday } from 'shared-domain/dates';
import { CROSS_FACILITY_OPERATIONS } from '../src/db/scoped';
import { createTestContext, type TestContext } from './helpers';

process.env.MEDICARE_SIMULATOR_JOB = 'off';

let t: TestContext;
const today = melbourneToday();
const FM = 'facility.manager@demo.local';
const MANAGER = 'manager@demo.local';
const db = () => t.handle.db;

/** Ids of facility 2's records (and facility 1's own, for the body cases). */
const other = {
  resident: 0,
  residency: 0,
  contact: 0,
  note: 0,
  document: 0,
  leave: 0,
  event: 0,
  bed: 0,
  reassessment: 0,
  supplement: 0,
};
const own = { resident: 0, residency: 0, version: 0, onLeave: 0, departed: 0, departedResidency: 0 };

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  opts: { who?: string; body?: unknown; facilityId?: number; query?: Record<string, string> } = {},
) {
  const res = await t.app.inject({
    method,
    url,
    query: { ...(opts.query ?? {}), facilityId: String(opts.facilityId ?? 1) },
    headers: { ...(await t.authFor(opts.who ?? FM)), ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}) },
    payload: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  let json: Record<string, unknown> | null = null;
  try {
    json = res.body ? res.json() : null;
  } catch {
    /* not JSON */
  }
  return { status: res.statusCode, json, body: res.body };
}

/** Every row of facility 2 the calls could touch, to compare before and after (nothing read is changed either). */
async function otherFacilityRows() {
  const q = async (query: ReturnType<typeof sql<Record<string, unknown>>>) => (await query.execute(db())).rows;
  return {
    person: await q(sql`select * from residents where id = ${other.resident}`),
    residencies: await q(sql`select * from residencies where facility_id = 2 order by id`),
    contacts: await q(sql`select * from resident_contacts where resident_id = ${other.resident} order by id`),
    photos: await q(sql`select resident_id from resident_photos where resident_id = ${other.resident}`),
    notes: await q(sql`select * from resident_notes where facility_id = 2 order by id`),
    documents: await q(sql`select * from documents where facility_id = 2 order by id`),
    leaves: await q(
      sql`select l.* from leaves l join residencies r on r.id = l.residency_id where r.facility_id = 2 order by l.id`,
    ),
    events: await q(sql`select * from residency_events where facility_id = 2 order by id`),
    beds: await q(sql`select * from beds where facility_id = 2 order by id`),
    funding: await q(sql`select 'r' k, id, version from anacc_reassessment_requests where facility_id = 2
      union all select 's', id, version from resident_supplements where facility_id = 2 order by 1, 2`),
  };
}
/** Facility 1's rows the body cases act on (a refused call writes nothing here either). */
async function ownRows() {
  const q = async (query: ReturnType<typeof sql<Record<string, unknown>>>) => (await query.execute(db())).rows;
  return {
    residencies: await q(
      sql`select id, version, bed_id, facility_id, departure_date_utc, admission_date_utc from residencies where facility_id = 1 order by id`,
    ),
    events: await q(sql`select count(*)::int n from residency_events where facility_id = 1`),
    audit: await q(sql`select count(*)::int n from audit_log where facility_id = 1`),
  };
}

before(async () => {
  t = await createTestContext({ today });
  const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(db())).rows[0];
  // A current resident of Carlton House known to no other facility, with a contact, a leave and an event.
  const r = await one<{ resident_id: number; id: number }>(sql`select r.resident_id, r.id from residencies r
    where r.facility_id = 2 and r.admission_date_utc is not null and r.departure_date_utc is null and not r.is_lead
      and not exists (select 1 from residencies o where o.resident_id = r.resident_id and o.facility_id <> 2)
    order by r.id limit 1`);
  other.resident = r.resident_id;
  other.residency = r.id;
  other.bed = (await one<{ id: number }>(sql`select id from beds where facility_id = 2 order by id limit 1`)).id;
  other.event = (await one<{ id: number }>(sql`select id from residency_events where facility_id = 2 order by id limit 1`)).id;
  const leave = await one<{ id: number }>(
    sql`select l.id from leaves l join residencies r on r.id = l.residency_id where r.facility_id = 2 order by l.id limit 1`,
  );
  assert.ok(leave, 'the demo data has a leave in Carlton House');
  other.leave = leave.id;

  // Records the demo does not have there, made by the organisation manager in Carlton House.
  const theirs = (await call('GET', `/api/residents/${other.resident}`, { who: MANAGER, facilityId: 2 })).json!;
  const saved = await call('PUT', '/api/residents', {
    who: MANAGER,
    facilityId: 2,
    body: {
      id: other.resident,
      version: theirs.version,
      firstName: theirs.firstName,
      lastName: theirs.lastName,
      sex: theirs.sex,
      dateOfBirth: theirs.dateOfBirth,
      billPayerType: 'Resident',
      primaryContact: { firstName: 'Carlton', lastName: 'Contact' },
    },
  });
  assert.equal(saved.status, 200, saved.body);
  other.contact = Number((saved.json!.primaryContact as { id: number }).id);
  const note = await call('POST', `/api/residents/${other.resident}/resident-notes`, {
    who: MANAGER,
    facilityId: 2,
    body: { note: 'Carlton House note.' },
  });
  assert.equal(note.status, 200, note.body);
  other.note = Number(note.json!.id);
  const boundary = '----scope-test';
  const upload = await t.app.inject({
    method: 'POST',
    url: `/api/residents/${other.resident}/upload`,
    query: { facilityId: '2', name: 'Carlton plan', extension: 'txt' },
    headers: { ...(await t.authFor(MANAGER)), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="plan.txt"\r\nContent-Type: text/plain\r\n\r\nplan\r\n--${boundary}--\r\n`,
  });
  assert.equal(upload.statusCode, 201, upload.body);
  other.document = Number(upload.json().id);
  const request = await call('POST', `/api/residents/${other.resident}/anacc-reassessment-request`, {
    who: MANAGER,
    facilityId: 2,
    body: { status: 'Pending', requestDate: today, anaccReassessmentRequestReason: 'Carlton House request' },
  });
  assert.equal(request.status, 200, request.body);
  other.reassessment = Number(request.json!.id);
  const oxygen = await call('PUT', `/api/residents/${other.resident}/finance/supplements/oxygen`, {
    who: MANAGER,
    facilityId: 2,
    body: { startDateUtc: today },
  });
  assert.equal(oxygen.status, 200, oxygen.body);
  other.supplement = Number((oxygen.json!.entries as Array<{ id: number }>)[0].id);

  // Facility 1's own records: a current resident (not on leave), one on leave, a departed one.
  const mine = await one<{ id: number; version: number }>(
    sql`select id, version from residencies where facility_id = 1 and id = 5`,
  );
  own.resident = 5;
  own.residency = mine.id;
  own.version = mine.version;
  own.onLeave = 4;
  own.departed = 62;
  own.departedResidency = 62;
});
after(async () => {
  await t?.close();
});

describe("another facility's ids answer 404 and change nothing (facility.manager@demo.local, Bayside Gardens)", () => {
  test("in the path: reads of another facility's resident, note, document and residency", async () => {
    const before = await otherFacilityRows();
    const id = other.resident;
    for (const url of [
      `/api/residents/${id}`,
      `/api/residents/${id}/simple`,
      `/api/residents/${id}/timeline`,
      `/api/residents/${id}/event-history`,
      `/api/residents/${id}/resident-notes`,
      `/api/residents/${id}/photo`,
      `/api/residents/${id}/available-beds`,
      `/api/residents/${id}/admission`,
      `/api/residents/${id}/departure`,
      `/api/residents/${id}/funding-actions`,
      `/api/residents/${id}/finance/supplements`,
      `/api/funding/${id}/legal-notice-date-information`,
      `/api/residents/${id}/finance/mtcf-history`,
      `/api/residents/${id}/documents`,
      `/api/residents/document/${other.document}/token`,
    ]) {
      const res = await call('GET', url);
      assert.equal(res.status, 404, `GET ${url}: ${res.status} ${res.body}`);
      assert.ok(!res.body.includes('Carlton'), `GET ${url} leaks nothing`);
    }
    // The organisation manager in Carlton House reads them (the ids are real).
    assert.equal((await call('GET', `/api/residents/${id}`, { who: MANAGER, facilityId: 2 })).status, 200);
    assert.equal(
      (await call('GET', `/api/residents/document/${other.document}/token`, { who: MANAGER, facilityId: 2 })).status,
      200,
    );
    assert.deepEqual(await otherFacilityRows(), before);
  });

  test("in the path: writes to another facility's resident, note, document and events", async () => {
    const before = await otherFacilityRows();
    const mineBefore = await ownRows();
    const id = other.resident;
    const day = (n: number) => addDays(today, n);
    const writes: Array<['POST' | 'PUT' | 'DELETE', string, unknown?]> = [
      ['PUT', `/api/residents/${id}/contract-signed/true`, { version: 1 }],
      ['PUT', `/api/residents/${id}/income-asset-status/Completed`, { version: 1 }],
      ['PUT', `/api/residents/${id}/deceased/true`, { version: 1 }],
      ['POST', `/api/residents/${id}/resident-notes`, { note: 'Not here.' }],
      ['POST', `/api/residents/note-pin-status/${other.note}`, { isNotePinned: true }],
      ['PUT', `/api/residents/${id}/photo`, { photo: 'data:image/png;base64,iVBORw0KGgo=' }],
      ['DELETE', `/api/residents/${id}/photo`],
      ['PUT', `/api/residents/${id}/assign-bed`, { residencyId: other.residency, bedId: other.bed, version: 1 }],
      [
        'POST',
        `/api/residents/${id}/mark-departed-resident-as-enquiry`,
        { firstName: 'A', lastName: 'B', careType: 0, contactIsResident: true },
      ],
      ['POST', `/api/residents/${id}/leave`, { type: 'Social', startDateUtc: day(-1) }],
      ['POST', `/api/residents/${id}/leave/return`, { returnDateUtc: day(0) }],
      ['PUT', `/api/residents/${id}/leave/reverse`, { leaveId: other.leave }],
      ['POST', `/api/residents/${id}/depart`, { departureDateUtc: day(-1), departureReason: 'Deceased' }],
      [
        'POST',
        `/api/residents/${id}/depart/correction/${other.event}`,
        { departureDateUtc: day(-1), departureReason: 'Deceased' },
      ],
      ['POST', `/api/residents/${id}/depart/reversal`, { residencyId: other.residency }],
      ['POST', `/api/residents/${id}/admission/correction`, { admissionDateUtc: day(-30), careType: 'Permanent' }],
      ['POST', `/api/residents/${id}/admission/reverse`, { residencyId: other.residency }],
      ['POST', `/api/residents/${id}/transfer`, { transferType: 'ActiveResidency', toFacilityId: 1 }],
      ['POST', `/api/residents/${id}/fetch-crid`, { dateOfBirth: '1940-01-01', gender: 'Female', postCode: '3000' }],
      ['POST', `/api/residents/${id}/assign-existing-acfi`, { submissionDateUtc: day(-1), adl: 'Low', beh: 'Low', chc: 'Low' }],
      [
        'POST',
        `/api/residents/${id}/anacc-reassessment-request`,
        { status: 'Pending', requestDate: today, anaccReassessmentRequestReason: 'x' },
      ],
      ['POST', `/api/residents/${id}/enter-expected-anacc`, { classificationDate: today, anaccClass: 7 }],
      ['PUT', `/api/residents/${id}/finance/supplements/oxygen-end`, { endDateUtc: day(1) }],
      ['POST', `/api/residents/${id}/save-notice-date`, { noticeDateUtc: today, version: null }],
      ['DELETE', `/api/residents/document/${other.document}/delete`],
    ];
    for (const [method, url, body] of writes) {
      const res = await call(method, url, { body });
      assert.equal(res.status, 404, `${method} ${url}: ${res.status} ${res.body}`);
    }
    assert.deepEqual(await otherFacilityRows(), before);
    assert.deepEqual(await ownRows(), mineBefore);
  });

  test("in the body: another facility's ids next to this facility's own resident", async () => {
    const before = await otherFacilityRows();
    const mineBefore = await ownRows();
    const me = own.resident;
    const day = (n: number) => addDays(today, n);
    const detail = (await call('GET', `/api/residents/${me}`)).json!;
    const cases: Array<['POST' | 'PUT', string, unknown]> = [
      // The record editor: another facility's person, or another person's contact.
      ['PUT', '/api/residents', { id: other.resident, version: 1, firstName: 'X', lastName: 'Y', billPayerType: 'Resident' }],
      [
        'PUT',
        '/api/residents',
        {
          id: me,
          version: detail.version,
          firstName: detail.firstName,
          lastName: detail.lastName,
          sex: detail.sex,
          dateOfBirth: detail.dateOfBirth,
          billPayerType: 'Resident',
          primaryContact: { id: other.contact, firstName: 'Taken', lastName: 'Over' },
        },
      ],
      ['PUT', `/api/residents/${me}/assign-bed`, { residencyId: own.residency, bedId: other.bed, version: own.version }],
      ['PUT', `/api/residents/${me}/assign-bed`, { residencyId: other.residency, bedId: other.bed, version: own.version }],
      ['PUT', '/api/residents/leave', { id: other.leave, type: 'Hospital', startDateUtc: day(-3) }],
      ['POST', `/api/residents/${own.onLeave}/leave/return`, { returnDateUtc: today, leaveId: other.leave }],
      ['PUT', `/api/residents/${own.onLeave}/leave/reverse`, { leaveId: other.leave }],
      [
        'POST',
        `/api/residents/${me}/depart`,
        { departureDateUtc: day(-1), departureReason: 'Transfer', departureInitiatedBy: 'Provider', toFacilityId: 2 },
      ],
      ['POST', `/api/residents/${own.departed}/depart/reversal`, { residencyId: other.residency }],
      [
        'POST',
        `/api/residents/${own.departed}/depart/correction/${other.event}`,
        { departureDateUtc: day(-2), departureReason: 'Hospital' },
      ],
      [
        'POST',
        `/api/residents/${me}/admission/correction/${other.event}`,
        { admissionDateUtc: day(-400), careType: 'Permanent' },
      ],
      [
        'POST',
        `/api/residents/${me}/admission/correction`,
        { admissionDateUtc: day(-400), careType: 'Permanent', bedId: other.bed },
      ],
      ['POST', `/api/residents/${me}/admission/reverse`, { residencyId: other.residency }],
      ['POST', `/api/residents/${me}/transfer`, { transferType: 'ActiveResidency', toFacilityId: 2 }],
      [
        'POST',
        `/api/residents/${me}/acfi`,
        { residentId: other.resident, acfiXml: '<Acfi><ADL>Low</ADL><BEH>Low</BEH><CHC>Low</CHC></Acfi>' },
      ],
      [
        'PUT',
        `/api/residents/${me}/anacc-reassessment-request`,
        { id: other.reassessment, version: 1, status: 'Recalled', requestDate: today, anaccReassessmentRequestReason: 'x' },
      ],
      ['PUT', `/api/residents/${me}/finance/supplements/oxygen`, { id: other.supplement, startDateUtc: today }],
      ['PUT', `/api/residents/${me}/finance/supplements/oxygen-end`, { id: other.supplement, endDateUtc: day(1) }],
    ];
    for (const [method, url, body] of cases) {
      const res = await call(method, url, { body });
      assert.equal(res.status, 404, `${method} ${url} ${JSON.stringify(body)}: ${res.status} ${res.body}`);
    }
    assert.deepEqual(await otherFacilityRows(), before);
    assert.deepEqual(await ownRows(), mineBefore);
  });

  test("the guard's lead check reads the resident through the scope (another facility's note id => 404, not a lead rule)", async () => {
    const res = await call('POST', `/api/residents/note-pin-status/${other.note}`, { body: { isNotePinned: false } });
    assert.equal(res.status, 404);
  });
});

describe('the named cross-facility operations', () => {
  // (The audit rows are no cross-facility operation: the scope writes them itself, see test/audit-write-path.test.ts.)
  test("the list is reviewed: transfer, the person's history, the record history, the Medicare job, the system outbox", () => {
    assert.deepEqual(Object.keys(CROSS_FACILITY_OPERATIONS).sort(), [
      'auditHistory',
      'medicareGateway',
      'personHistory',
      'systemOutbox',
      'transfer',
    ]);
  });

  test('transfer: the organisation manager moves a residency to another facility; the facility manager cannot reach it there', async () => {
    const res = await call('POST', '/api/residents/8/transfer', {
      who: MANAGER,
      body: { transferType: 'ActiveResidency', toFacilityId: 2 },
    });
    assert.equal(res.status, 200, res.body);
    const row = (await sql<{ facility_id: number }>`select facility_id from residencies where id = 8`.execute(db())).rows[0];
    assert.equal(row.facility_id, 2);
    assert.equal((await call('GET', '/api/residents/8')).status, 404);
    assert.equal((await call('GET', '/api/residents/8', { who: MANAGER, facilityId: 2 })).status, 200);
    // Its history stays its own in the new facility: the admission recorded in Bayside Gardens is on the timeline there.
    const timeline = await call('GET', '/api/residents/8/timeline', { who: MANAGER, facilityId: 2 });
    assert.ok((timeline.json as unknown as Array<{ kind: string }>).some((e) => e.kind === 'Admission'));
  });
});

describe('control characters are refused at the boundary (400 on the field, never 500)', () => {
  test('a NUL in a note, a search string and a document name', async () => {
    const notesBefore = (await sql<{ n: number }>`select count(*)::int n from resident_notes`.execute(db())).rows[0].n;
    const note = await call('POST', `/api/residents/${own.resident}/resident-notes`, { body: { note: 'before\u0000after' } });
    assert.equal(note.status, 400, note.body);
    assert.deepEqual(note.json, { modelState: { note: ['The note field contains characters that are not allowed.'] } });
    assert.equal((await sql<{ n: number }>`select count(*)::int n from resident_notes`.execute(db())).rows[0].n, notesBefore);
    // Line breaks and tabs are part of a note.
    assert.equal(
      (await call('POST', `/api/residents/${own.resident}/resident-notes`, { body: { note: 'line one\nline two\tend' } })).status,
      200,
    );

    for (const url of ['/api/residents/search', '/api/residents/search-current-and-departed']) {
      const res = await call('GET', url, { query: { searchStr: 'ma\u0000' } });
      assert.equal(res.status, 400, `${url}: ${res.body}`);
      assert.deepEqual(res.json, {
        modelState: { searchStr: ['The search field contains characters that are not allowed.'] },
      });
    }
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/residents/${own.resident}/upload`,
      query: { facilityId: '1', name: 'plan\u0000', extension: 'txt' },
      headers: { ...(await t.authFor(FM)), 'content-type': 'multipart/form-data; boundary=b' },
      payload:
        '--b\r\nContent-Disposition: form-data; name="file"; filename="p.txt"\r\nContent-Type: text/plain\r\n\r\nplan\r\n--b--\r\n',
    });
    assert.equal(upload.statusCode, 400, upload.body);
    assert.deepEqual(upload.json().modelState.name, ['The name field contains characters that are not allowed.']);
  });

  test("an impossible or extreme date in a stay or funding body => 400 with the field's message, nothing written", async () => {
    const mineBefore = await ownRows();
    for (const startDateUtc of ['2023-02-29', '1899-12-31', '2101-01-01']) {
      const res = await call('POST', `/api/residents/${own.resident}/leave`, { body: { type: 'Social', startDateUtc } });
      assert.equal(res.status, 400, res.body);
      assert.deepEqual(res.json, { modelState: { startDateUtc: ['Please enter a valid date.'] } });
    }
    const notice = await call('POST', `/api/residents/${own.resident}/save-notice-date`, {
      body: { noticeDateUtc: '2024-04-31', version: null },
    });
    assert.deepEqual(notice.json, { modelState: { noticeDateUtc: ['Notice date is not a valid date.'] } });
    assert.deepEqual(await ownRows(), mineBefore);
  });
});
