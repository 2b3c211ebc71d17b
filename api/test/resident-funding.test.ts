import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { addDays, melbourneToday } from 'shared-domain/dates';
import { MedicareSimulator, setMedicareGateway, type MedicareGateway } from '../src/integrations/medicare/gateway';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
const today = melbourneToday();
/** A permanent resident of Bayside Gardens (1) admitted on a fixed date, so date rules are deterministic. */
let resident: number;
/** A respite resident of Bayside Gardens. */
let respite: number;
/** A lead (not admitted) of Bayside Gardens. */
let lead: number;
/** A resident of Carlton House (2). */
let otherFacilityResident: number;

async function person(first: string, last: string, dob = '1940-05-01') {
  const p = await t.handle.db
    .insertInto('residents')
    .values({
      organisation_id: 1,
      first_name: first,
      last_name: last,
      sex: 'Female',
      date_of_birth: dob,
      state: 'VIC',
      post_code: '3000',
    } as any)
    .returning('id')
    .executeTakeFirstOrThrow();
  return p.id;
}

before(async () => {
  t = await createTestContext({ today });
  resident = await person('Margaret', 'Ashby', '1938-02-03');
  await t.handle.db
    .insertInto('residencies')
    .values({ resident_id: resident, facility_id: 1, care_type: 'Permanent', admission_date_utc: '2020-01-06' } as any)
    .execute();
  respite = await person('Rita', 'Bloom');
  await t.handle.db
    .insertInto('residencies')
    .values({ resident_id: respite, facility_id: 1, care_type: 'Respite', admission_date_utc: addDays(today, -5) } as any)
    .execute();
  lead = await person('Lena', 'Cole');
  await t.handle.db
    .insertInto('residencies')
    .values({ resident_id: lead, facility_id: 1, care_type: 'Permanent', is_lead: true } as any)
    .execute();
  otherFacilityResident = await person('Olive', 'Dunn');
  await t.handle.db
    .insertInto('residencies')
    .values({
      resident_id: otherFacilityResident,
      facility_id: 2,
      care_type: 'Permanent',
      admission_date_utc: '2021-03-01',
    } as any)
    .execute();
});
after(async () => {
  await t?.close();
});

async function call(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, who = 'manager@demo.local', facilityId = 1) {
  return t.app.inject({
    method,
    url: `/api/${url}${url.includes('?') ? '&' : '?'}facilityId=${facilityId}`,
    headers: await t.authFor(who),
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

async function count(table: string, where = 'true') {
  const r = await sql.raw<{ n: string }>(`select count(*)::text as n from ${table} where ${where}`).execute(t.handle.db);
  return Number(r.rows[0].n);
}

describe('fetch-crid', () => {
  const payload = { dateOfBirth: '1938-02-03', gender: 'Female', state: 'VIC', postCode: '3000' };

  test('looks the CRID up through the gateway and stores it on the resident', async () => {
    const res = await call('POST', `residents/${resident}/fetch-crid`, { ...payload, careRecipientId: 'CR12345678' });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { careRecipientId: 'CR12345678' });
    const row = await t.handle.db
      .selectFrom('residents')
      .select('care_recipient_id')
      .where('id', '=', resident)
      .executeTakeFirstOrThrow();
    assert.equal(row.care_recipient_id, 'CR12345678');
    assert.equal(await count('audit_log', `action = 'fetch-crid' and entity_id = '${resident}'`), 1);
  });

  test('bad input => 400 with field messages; care ID over 10 characters', async () => {
    // A malformed date is refused at the boundary (the contract's DateOnly, with the rule's own message).
    const date = await call('POST', `residents/${resident}/fetch-crid`, {
      dateOfBirth: 'x',
      gender: '',
      postCode: '30',
      state: 'Victoria',
      careRecipientId: 'CR123456789',
    });
    assert.equal(date.statusCode, 400);
    assert.deepEqual(date.json().modelState.dateOfBirth, ['Date of birth is not a valid date.']);
    const res = await call('POST', `residents/${resident}/fetch-crid`, {
      dateOfBirth: '1938-02-03',
      gender: '',
      postCode: '30',
      state: 'Victoria',
      careRecipientId: 'CR123456789',
    });
    assert.equal(res.statusCode, 400);
    const ms = res.json().modelState;
    assert.deepEqual(ms.careRecipientId, ['Care recipient ID must be 10 characters or fewer.']);
    assert.ok(ms.gender && ms.postCode && ms.state);
  });

  test('gateway refusal => 400 modelState.careRecipientId, nothing stored', async () => {
    const failing: MedicareGateway = Object.assign(Object.create(MedicareSimulator.prototype), new MedicareSimulator(), {
      fetchCrid: async () => ({ ok: false as const, errors: ['No care recipient was found with the details provided.'] }),
    });
    setMedicareGateway(t.ctx, failing);
    try {
      const res = await call('POST', `residents/${resident}/fetch-crid`, payload);
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json().modelState.careRecipientId, ['No care recipient was found with the details provided.']);
      const row = await t.handle.db
        .selectFrom('residents')
        .select('care_recipient_id')
        .where('id', '=', resident)
        .executeTakeFirstOrThrow();
      assert.equal(row.care_recipient_id, 'CR12345678');
    } finally {
      setMedicareGateway(t.ctx, new MedicareSimulator());
    }
  });

  test("another facility's resident => 404; without residentsDetails canModify => 403", async () => {
    assert.equal((await call('POST', `residents/${otherFacilityResident}/fetch-crid`, payload)).statusCode, 404);
    assert.equal((await call('POST', `residents/999999/fetch-crid`, payload)).statusCode, 404);
    assert.equal((await call('POST', `residents/${resident}/fetch-crid`, payload, 'finance@demo.local')).statusCode, 403);
  });
});

describe('ACFI', () => {
  const xml = (extra = '') =>
    `<?xml version="1.0"?><Acfi><FirstName>Margaret</FirstName><LastName>Ashby</LastName>${extra}<AppraisalDate>2022-06-01</AppraisalDate><ADL>High</ADL><BEH>Medium</BEH><CHC>Low</CHC></Acfi>`;

  test('submits to Medicare: ACFI record, AcfiSubmitted event, submission waiting on response, then answered', async () => {
    const res = await call('POST', `residents/${resident}/acfi`, {
      residentId: resident,
      acfiXml: xml('<DateOfBirth>1938-02-03</DateOfBirth>'),
    });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.status, 'BeingProcessed');
    assert.equal(body.acfi.source, 'Submitted');
    assert.deepEqual(
      [body.acfi.adl, body.acfi.beh, body.acfi.chc, body.acfi.submissionDateUtc],
      ['High', 'Medium', 'Low', '2022-06-01'],
    );
    const event = await t.handle.db
      .selectFrom('residency_events')
      .selectAll()
      .where('event_type', '=', 21)
      .where('residency_id', 'in', (eb) => eb.selectFrom('residencies').select('id').where('resident_id', '=', resident))
      .executeTakeFirstOrThrow();
    assert.equal((event as any).unique_event_id, body.uniqueEventId);
    const sub = await t.handle.db
      .selectFrom('medicare_submissions')
      .selectAll()
      .where('unique_event_id', '=', body.uniqueEventId)
      .executeTakeFirstOrThrow();
    assert.equal(sub.request_type, 'Acfi');
    assert.equal(Number(sub.residency_event_id), Number(event.id));
    await new MedicareSimulator().processPending(t.handle.db);
    const summary = (await call('GET', `residents/${resident}/funding-actions`)).json();
    assert.equal(summary.latestAcfi.id, body.id);
    assert.notEqual(summary.latestAcfi.medicareStatus, 'BeingProcessed');
  });

  test('details that do not match the record => 400 acfiDetails list, nothing written', async () => {
    const before = await count('resident_acfi');
    const events = await count('residency_events', 'event_type = 21');
    const res = await call('POST', `residents/${resident}/acfi`, {
      residentId: resident,
      acfiXml: xml('<DateOfBirth>1938-03-02</DateOfBirth>').replace('Margaret', 'Marge'),
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().modelState.acfiDetails, [
      "First name 'Marge' does not match 'Margaret'.",
      "Date of birth '02 Mar 1938' does not match '03 Feb 1938'.",
    ]);
    assert.equal(await count('resident_acfi'), before);
    assert.equal(await count('residency_events', 'event_type = 21'), events);
  });

  test('an unreadable file => 400 acfiXml; residentId of another resident => 400; a lead => 400', async () => {
    const bad = await call('POST', `residents/${resident}/acfi`, { residentId: resident, acfiXml: '<Invoice>1</Invoice>' });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json().modelState.acfiXml, ['The ACFI file is not a valid ACFI appraisal.']);
    const noRating = await call('POST', `residents/${resident}/acfi`, {
      residentId: resident,
      acfiXml: '<Acfi><ADL>High</ADL></Acfi>',
    });
    assert.deepEqual(noRating.json().modelState.acfiXml, ['The ACFI file has no valid BEH rating (Nil, Low, Medium or High).']);
    const other = await call('POST', `residents/${resident}/acfi`, { residentId: resident + 1, acfiXml: xml() });
    assert.deepEqual(other.json().modelState.residentId, ['The residentId does not match the resident.']);
    const notAdmitted = await call('POST', `residents/${lead}/acfi`, { residentId: lead, acfiXml: xml() });
    assert.equal(notAdmitted.statusCode, 400);
    assert.deepEqual(notAdmitted.json().modelState.residentId, ['The resident is not admitted in this facility.']);
  });

  test('permission residentsSubmitACFI; another facility => 404', async () => {
    assert.equal(
      (await call('POST', `residents/${resident}/acfi`, { residentId: resident, acfiXml: xml() }, 'carer@demo.local')).statusCode,
      403,
    );
    assert.equal(
      (await call('POST', `residents/${otherFacilityResident}/acfi`, { residentId: otherFacilityResident, acfiXml: xml() }))
        .statusCode,
      404,
    );
  });

  test('assign existing ACFI: saved as Manual; bad levels => 400; permission residentsEnterACFIManually', async () => {
    const ok = await call('POST', `residents/${resident}/assign-existing-acfi`, {
      submissionDateUtc: '2022-09-01',
      adl: 'Low',
      beh: 'Nil',
      chc: 'High',
    });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.json().source, 'Manual');
    const summary = (await call('GET', `residents/${resident}/funding-actions`)).json();
    assert.equal(summary.latestAcfi.source, 'Manual');
    assert.equal(summary.acfiHistory.length, 2);
    const bad = await call('POST', `residents/${resident}/assign-existing-acfi`, {
      submissionDateUtc: addDays(today, 1),
      adl: 'Default',
      beh: 'Nil',
    });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json().modelState, {
      submissionDateUtc: ['Submission date cannot be in the future.'],
      adl: ['ADL level is not valid.'],
      chc: ['CHC level is required.'],
    });
    assert.equal(
      (
        await call(
          'POST',
          `residents/${resident}/assign-existing-acfi`,
          { submissionDateUtc: '2022-09-01', adl: 'Low', beh: 'Nil', chc: 'High' },
          'finance@demo.local',
        )
      ).statusCode,
      403,
    );
    assert.equal(
      (
        await call('POST', `residents/${otherFacilityResident}/assign-existing-acfi`, {
          submissionDateUtc: '2022-09-01',
          adl: 'Low',
          beh: 'Nil',
          chc: 'High',
        })
      ).statusCode,
      404,
    );
  });
});

describe('AN-ACC reassessment request', () => {
  const body = {
    status: 'Pending',
    requestDate: addDays(today, -2),
    anaccReassessmentRequestReason: 'Decline in mobility after a fall',
  };

  test('record, update, stale version 409, Complete cannot change, a new request after Complete', async () => {
    const created = await call('POST', `residents/${resident}/anacc-reassessment-request`, body);
    assert.equal(created.statusCode, 200, created.body);
    const req = created.json();
    assert.deepEqual(
      { ...req, id: 0 },
      {
        id: 0,
        status: 'Pending',
        requestDate: body.requestDate,
        anaccReassessmentRequestReason: body.anaccReassessmentRequestReason,
        version: 1,
      },
    );

    const updated = await call('PUT', `residents/${resident}/anacc-reassessment-request`, {
      ...body,
      id: req.id,
      version: 1,
      status: 'Complete',
    });
    assert.equal(updated.statusCode, 200, updated.body);
    assert.equal(updated.json().version, 2);

    const stale = await call('PUT', `residents/${resident}/anacc-reassessment-request`, {
      ...body,
      id: req.id,
      version: 1,
      status: 'Recalled',
    });
    assert.equal(stale.statusCode, 400); // Complete: refused before the version check
    assert.deepEqual(stale.json().modelState.status, [
      'A completed reassessment request cannot be changed. Record a new request instead.',
    ]);

    // the load shape keeps the status (the dialog resets Complete to blank)
    const summary = (await call('GET', `residents/${resident}/funding-actions`)).json();
    assert.equal(summary.reassessmentRequest.status, 'Complete');

    const second = (await call('POST', `residents/${resident}/anacc-reassessment-request`, body)).json();
    const conflict = await call('PUT', `residents/${resident}/anacc-reassessment-request`, {
      ...body,
      id: second.id,
      version: 7,
    });
    assert.equal(conflict.statusCode, 409);
    assert.equal((await call('GET', `residents/${resident}/funding-actions`)).json().reassessmentRequest.id, second.id);
  });

  test('bad input => 400; unknown request => 404; permission; another facility', async () => {
    const bad = await call('POST', `residents/${resident}/anacc-reassessment-request`, {
      status: 'Done',
      requestDate: addDays(today, 1),
      anaccReassessmentRequestReason: '',
    });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(Object.keys(bad.json().modelState).sort(), ['anaccReassessmentRequestReason', 'requestDate', 'status']);
    const early = await call('POST', `residents/${resident}/anacc-reassessment-request`, { ...body, requestDate: '2019-12-31' });
    assert.deepEqual(early.json().modelState.requestDate, ['Request date cannot be before the admission date (06 Jan 2020).']);
    assert.equal(
      (await call('PUT', `residents/${resident}/anacc-reassessment-request`, { ...body, id: 999999, version: 1 })).statusCode,
      404,
    );
    assert.equal(
      (await call('POST', `residents/${resident}/anacc-reassessment-request`, body, 'carer@demo.local')).statusCode,
      403,
    );
    assert.equal((await call('POST', `residents/${otherFacilityResident}/anacc-reassessment-request`, body)).statusCode, 404);
    assert.equal(
      (await call('POST', `residents/${otherFacilityResident}/anacc-reassessment-request`, body, 'manager@demo.local', 2))
        .statusCode,
      200,
    );
  });
});

describe('expected AN-ACC', () => {
  test('saved; nothing saved when class and date are unchanged; a change is saved', async () => {
    const first = await call('POST', `residents/${resident}/enter-expected-anacc`, {
      classificationDate: '2026-01-10',
      anaccClass: 7,
      viaAnaccCalculator: true,
    });
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().saved, true);
    assert.equal(first.json().expectedAnacc.anaccClassText, 'Class 7');
    const rows = await count('expected_anacc_classifications');
    const audits = await count('audit_log', `action = 'enter-expected-anacc'`);
    const same = await call('POST', `residents/${resident}/enter-expected-anacc`, {
      classificationDate: '2026-01-10',
      anaccClass: 7,
      viaAnaccCalculator: false,
    });
    assert.equal(same.statusCode, 200);
    assert.equal(same.json().saved, false);
    assert.equal(await count('expected_anacc_classifications'), rows);
    assert.equal(await count('audit_log', `action = 'enter-expected-anacc'`), audits);
    const changed = await call('POST', `residents/${resident}/enter-expected-anacc`, {
      classificationDate: '2026-01-10',
      anaccClass: 8,
    });
    assert.equal(changed.json().saved, true);
    assert.equal((await call('GET', `residents/${resident}/funding-actions`)).json().expectedAnacc.anaccClass, 8);
  });

  test('class must suit the care type; date not before admission; permission; another facility', async () => {
    const respiteBad = await call('POST', `residents/${respite}/enter-expected-anacc`, {
      classificationDate: today,
      anaccClass: 7,
    });
    assert.equal(respiteBad.statusCode, 400);
    assert.deepEqual(respiteBad.json().modelState.anaccClass, ['AN-ACC class is not valid for this resident.']);
    assert.equal(
      (await call('POST', `residents/${respite}/enter-expected-anacc`, { classificationDate: today, anaccClass: 102 })).json()
        .expectedAnacc.anaccClassText,
      'Respite Class 2',
    );
    const early = await call('POST', `residents/${resident}/enter-expected-anacc`, {
      classificationDate: '2019-01-01',
      anaccClass: 3,
    });
    assert.deepEqual(early.json().modelState.classificationDate, [
      'Classification date cannot be before the admission date (06 Jan 2020).',
    ]);
    assert.equal(
      (
        await call(
          'POST',
          `residents/${resident}/enter-expected-anacc`,
          { classificationDate: today, anaccClass: 3 },
          'finance@demo.local',
        )
      ).statusCode,
      403,
    );
    assert.equal(
      (
        await call('POST', `residents/${otherFacilityResident}/enter-expected-anacc`, {
          classificationDate: today,
          anaccClass: 3,
        })
      ).statusCode,
      404,
    );
  });
});

describe('supplements', () => {
  test('oxygen: start, end minimum the day after start, ending marks earlier entries present, restart after the end', async () => {
    const start = await call('PUT', `residents/${resident}/finance/supplements/oxygen`, { startDateUtc: '2025-03-01' });
    assert.equal(start.statusCode, 200, start.body);
    assert.equal(start.json().current.startDateUtc, '2025-03-01');
    assert.equal(start.json().earlierEntriesPresent, false);

    const tooEarly = await call('PUT', `residents/${resident}/finance/supplements/oxygen-end`, { endDateUtc: '2025-03-01' });
    assert.equal(tooEarly.statusCode, 400);
    assert.deepEqual(tooEarly.json().modelState.endDateUtc, ['End date must be on or after 02 Mar 2025.']);

    const ended = await call('PUT', `residents/${resident}/finance/supplements/oxygen-end`, { endDateUtc: '2025-03-02' });
    assert.equal(ended.statusCode, 200, ended.body);
    assert.deepEqual(
      { current: ended.json().current, present: ended.json().earlierEntriesPresent },
      { current: null, present: true },
    );

    const again = await call('PUT', `residents/${resident}/finance/supplements/oxygen-end`, { endDateUtc: '2025-04-02' });
    assert.deepEqual(again.json().modelState.endDateUtc, ['There is no current supplement to end.']);

    const overlap = await call('PUT', `residents/${resident}/finance/supplements/oxygen`, { startDateUtc: '2025-03-02' });
    assert.deepEqual(overlap.json().modelState.startDateUtc, [
      'Start date must be on or after 03 Mar 2025 (after the previous supplement ended).',
    ]);
    const restart = await call('PUT', `residents/${resident}/finance/supplements/oxygen`, { startDateUtc: '2025-03-03' });
    assert.equal(restart.statusCode, 200);
    assert.equal(restart.json().entries.length, 2);
    // changing the current entry with a stale version => 409
    const current = restart.json().current;
    assert.equal(
      (
        await call('PUT', `residents/${resident}/finance/supplements/oxygen`, {
          id: current.id,
          version: current.version + 5,
          startDateUtc: '2025-03-04',
        })
      ).statusCode,
      409,
    );
    const moved = await call('PUT', `residents/${resident}/finance/supplements/oxygen`, {
      id: current.id,
      version: current.version,
      startDateUtc: '2025-03-04',
    });
    assert.equal(moved.json().current.startDateUtc, '2025-03-04');
  });

  test('enteral feeding: bolus required, stored; GET lists both types', async () => {
    const noBolus = await call('PUT', `residents/${resident}/finance/supplements/enteral-feeding`, {
      startDateUtc: '2025-05-01',
    });
    assert.deepEqual(noBolus.json().modelState, { bolus: ['Bolus is required.'] });
    const ok = await call('PUT', `residents/${resident}/finance/supplements/enteral-feeding`, {
      startDateUtc: '2025-05-01',
      bolus: true,
    });
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.json().current.bolus, true);
    const end = await call('PUT', `residents/${resident}/finance/supplements/enteral-feeding-end`, { endDateUtc: '2025-06-01' });
    assert.equal(end.json().current, null);
    const all = (await call('GET', `residents/${resident}/finance/supplements`)).json();
    assert.equal(all.enteralFeeding.entries[0].bolus, true);
    assert.equal(all.oxygen.current.startDateUtc, '2025-03-04');
    const before = await call('PUT', `residents/${resident}/finance/supplements/enteral-feeding`, {
      startDateUtc: '2019-01-01',
      bolus: false,
    });
    assert.ok(before.json().modelState.startDateUtc[0].startsWith('Start date cannot be before the admission date'));
  });

  test('permission residentsFinancials; another facility => 404; a lead cannot start one', async () => {
    assert.equal(
      (
        await call(
          'PUT',
          `residents/${resident}/finance/supplements/oxygen-end`,
          { endDateUtc: '2026-01-01' },
          'carer@demo.local',
        )
      ).statusCode,
      403,
    );
    assert.equal((await call('GET', `residents/${resident}/finance/supplements`, undefined, 'carer@demo.local')).statusCode, 403);
    assert.equal(
      (await call('PUT', `residents/${otherFacilityResident}/finance/supplements/oxygen`, { startDateUtc: '2025-01-01' }))
        .statusCode,
      404,
    );
    assert.equal((await call('PUT', `residents/${lead}/finance/supplements/oxygen`, { startDateUtc: today })).statusCode, 400);
    assert.equal(
      await count(
        'resident_supplements',
        `residency_id in (select id from residencies where resident_id = ${otherFacilityResident})`,
      ),
      0,
    );
  });
});

describe('legal notice', () => {
  test('no notice yet; saving a notice date gives the penalty-interest information (notice + 14 days)', async () => {
    const empty = (await call('GET', `funding/${resident}/legal-notice-date-information`)).json();
    assert.equal(empty.noticeDateUtc, null);
    assert.equal(empty.penaltyInterestStartDateUtc, null);
    assert.equal(empty.baseInterestRate, null); // no BIR in the reference data: left for the user to enter
    assert.ok(empty.maximumPenaltyInterestRates.some((r: any) => r.startDateUtc === '2025-10-01' && r.rate === '7.61'));
    assert.equal(empty.admissionDateUtc, '2020-01-06');

    const saved = await call('POST', `residents/${resident}/save-notice-date`, { noticeDateUtc: '2025-09-20', version: null });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(
      {
        n: saved.json().noticeDateUtc,
        s: saved.json().penaltyInterestStartDateUtc,
        r: saved.json().maximumPenaltyInterestRate,
        v: saved.json().version,
      },
      { n: '2025-09-20', s: '2025-10-04', r: '7.61', v: 1 },
    );
    // Notice 1 Jun 2025 + 14 days = 15 Jun 2025: Apr-Jun 2025 at 8.17 %.
    const changed = await call('POST', `residents/${resident}/save-notice-date`, { noticeDateUtc: '2025-06-01', version: 1 });
    assert.equal(changed.json().penaltyInterestStartDateUtc, '2025-06-15');
    assert.equal(changed.json().maximumPenaltyInterestRate, '8.17');
    assert.equal(
      (await call('POST', `residents/${resident}/save-notice-date`, { noticeDateUtc: '2025-09-11', version: 1 })).statusCode,
      409,
    );
    // The version is required and always checked: null ("no notice yet") once a notice exists is stale too, and a
    // body without it is refused before anything is read.
    assert.equal(
      (await call('POST', `residents/${resident}/save-notice-date`, { noticeDateUtc: '2025-09-11', version: null })).statusCode,
      409,
    );
    const missing = await call('POST', `residents/${resident}/save-notice-date`, { noticeDateUtc: '2025-09-11' });
    assert.equal(missing.statusCode, 400, missing.body);
    assert.ok(missing.json().modelState.version, missing.body);
    assert.equal((await call('GET', `funding/${resident}/legal-notice-date-information`)).json().noticeDateUtc, '2025-06-01');
    // Notice 10 Sep 2025 + 14 days = 24 Sep 2025: Jul-Sep 2025 has no confirmed rate (a gap), so none (never guessed).
    const gap = await call('POST', `residents/${resident}/save-notice-date`, { noticeDateUtc: '2025-09-10', version: 2 });
    assert.equal(gap.statusCode, 200, gap.body);
    assert.equal(gap.json().maximumPenaltyInterestRate, null);
  });

  test('bad dates => 400; permission; another facility => 404', async () => {
    assert.deepEqual(
      (await call('POST', `residents/${resident}/save-notice-date`, { noticeDateUtc: addDays(today, 1), version: 2 })).json()
        .modelState,
      { noticeDateUtc: ['Notice date cannot be in the future.'] },
    );
    assert.deepEqual((await call('POST', `residents/${resident}/save-notice-date`, { version: 2 })).json().modelState, {
      noticeDateUtc: ['Notice date is required.'],
    });
    assert.equal(
      (await call('POST', `residents/${resident}/save-notice-date`, { noticeDateUtc: today, version: 2 }, 'carer@demo.local'))
        .statusCode,
      403,
    );
    assert.equal((await call('GET', `funding/${otherFacilityResident}/legal-notice-date-information`)).statusCode, 404);
  });

  test('a notice date recorded by mistake is cleared: version checked (409), audited, then recorded afresh', async () => {
    const info = (await call('GET', `funding/${resident}/legal-notice-date-information`)).json();
    assert.ok(info.noticeDateUtc && info.version, JSON.stringify(info));
    assert.equal((await call('POST', `residents/${resident}/clear-notice-date`, { version: info.version + 1 })).statusCode, 409);
    assert.equal(
      (await call('POST', `residents/${resident}/clear-notice-date`, { version: info.version }, 'carer@demo.local')).statusCode,
      403,
    );
    assert.equal((await call('POST', `residents/${otherFacilityResident}/clear-notice-date`, { version: 1 })).statusCode, 404);
    const missing = await call('POST', `residents/${resident}/clear-notice-date`, {});
    assert.equal(missing.statusCode, 400, missing.body);
    const cleared = await call('POST', `residents/${resident}/clear-notice-date`, { version: info.version });
    assert.equal(cleared.statusCode, 200, cleared.body);
    assert.deepEqual(
      { n: cleared.json().noticeDateUtc, s: cleared.json().penaltyInterestStartDateUtc, v: cleared.json().version },
      { n: null, s: null, v: null },
    );
    const audit = await t.handle.db
      .selectFrom('audit_log')
      .select(['action'])
      .where('action', '=', 'clear-notice-date')
      .executeTakeFirst();
    assert.ok(audit, 'the clearing is audited');
    // Nothing left to clear: stale; and "no notice yet" records one again.
    assert.equal((await call('POST', `residents/${resident}/clear-notice-date`, { version: info.version })).statusCode, 409);
    const again = await call('POST', `residents/${resident}/save-notice-date`, { noticeDateUtc: '2025-09-20', version: null });
    assert.equal(again.statusCode, 200, again.body);
  });
});

describe('means-tested care fee history', () => {
  test('latest effective date first, the one in force flagged; permission; another facility', async () => {
    const residency = await t.handle.db
      .selectFrom('residencies')
      .select('id')
      .where('resident_id', '=', resident)
      .executeTakeFirstOrThrow();
    await sql`insert into resident_finance_effective_dates (residency_id, facility_id, effective_date_type, effective_from_date, value) values
      (${residency.id}, 1, 'MeansTestCareFee', '2024-01-01', 12.5), (${residency.id}, 1, 'MeansTestCareFee', '2025-07-01', 14.25),
      (${residency.id}, 1, 'MeansTestCareFee', ${addDays(today, 30)}, 15)`.execute(t.handle.db);
    const res = await call('GET', `residents/${resident}/finance/mtcf-history`);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(
      res.json().map((r: any) => [r.effectiveFromDate, r.value, r.isLatest]),
      [
        [addDays(today, 30), '15.00', false],
        ['2025-07-01', '14.25', true],
        ['2024-01-01', '12.50', false],
      ],
    );
    assert.equal(
      (await call('GET', `residents/${resident}/finance/mtcf-history`, undefined, 'carer@demo.local')).statusCode,
      403,
    );
    assert.equal((await call('GET', `residents/${otherFacilityResident}/finance/mtcf-history`)).statusCode, 404);
    assert.deepEqual(
      (await call('GET', `residents/${otherFacilityResident}/finance/mtcf-history`, undefined, 'manager@demo.local', 2)).json(),
      [],
    );
  });
});

test('the funding actions are AgeCare only: an independent-living facility => 404', async () => {
  for (const [method, url, body] of [
    ['GET', `residents/${resident}/funding-actions`, undefined],
    ['POST', `residents/${resident}/enter-expected-anacc`, { classificationDate: today, anaccClass: 3 }],
    ['PUT', `residents/${resident}/finance/supplements/oxygen`, { startDateUtc: today }],
    ['GET', `funding/${resident}/legal-notice-date-information`, undefined],
  ] as const) {
    const res = await call(method, url, body, 'manager@demo.local', 4);
    assert.equal(res.statusCode, 404, `${method} ${url}`);
  }
});

test('notice date before the admission date => 400; a lead has no legal notice', async () => {
  const early = await call('POST', `residents/${resident}/save-notice-date`, { noticeDateUtc: '2019-06-01', version: 2 });
  assert.deepEqual(early.json().modelState, {
    noticeDateUtc: ['Notice date cannot be before the admission date (06 Jan 2020).'],
  });
  const leadRes = await call('POST', `residents/${lead}/save-notice-date`, { noticeDateUtc: today, version: null });
  assert.deepEqual(leadRes.json().modelState, { noticeDateUtc: ['The resident is not admitted in this facility.'] });
});
