/**
 * The stay: leave, departure, vacate, corrections, reversals, event history, transfer, make funded.
 * Demo data (stable ids, facility 1 Bayside Gardens): residency id = resident id for 1-80; 1-12 current permanent
 * residents (4 and 11 on leave), 61-70 departed, 71-80 leads; facility 4 (ILU) 241-280 current, 281+ leads.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { addDays, melbourneToday } from 'shared-domain/dates';
import { getMedicareGateway } from '../src/integrations/medicare/gateway';
import { createTestContext, type TestContext } from './helpers';

process.env.MEDICARE_SIMULATOR_JOB = 'off';

// The demo data is generated from the test clock's today (helpers.ts): every date here is a day relative to it.
const today = melbourneToday();
const day = (n: number) => addDays(today, n);

let t: TestContext;
let manager: { authorization: string };
before(async () => {
  t = await createTestContext({ today });
  manager = await t.authFor('manager@demo.local');
});
after(async () => {
  await t?.close();
});

type Opts = { method?: string; url: string; facilityId?: number; body?: unknown; headers?: Record<string, string> };
async function call({ method = 'GET', url, facilityId = 1, body, headers }: Opts) {
  const res = await t.app.inject({
    method: method as any,
    url,
    query: { facilityId: String(facilityId) },
    headers: { ...(headers ?? manager), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.statusCode, json: res.body ? res.json() : null };
}
async function residency(id: number) {
  return t.handle.db.selectFrom('residencies').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
/** The residency's Medicare submissions made by the test (not the demo's own events, 'SIM-DEMO-...'). */
async function submissions(residencyId: number) {
  const all = await getMedicareGateway(t.ctx).listForResidency(t.handle.db as any, residencyId);
  return all.filter((s) => !s.uniqueEventId.startsWith('SIM-DEMO-'));
}

describe('stay routes: every example answers 2xx in registry order (as the generated security test runs them)', () => {
  test('examples', async () => {
    // A fresh database so the examples run exactly as the security suite runs them.
    const t2 = await createTestContext({ today });
    try {
      const token = await t2.tokenFor('system@demo.local');
      const mine = t2.app.routeRegistry.filter((r) => (r.tags ?? []).includes('stay'));
      assert.ok(mine.length >= 19, `stay routes: ${mine.length}`);
      for (const r of mine) {
        let url = r.url;
        for (const [k, v] of Object.entries(r.example?.params ?? {})) url = url.replace(`:${k}`, v);
        const res = await t2.app.inject({
          method: r.method as any,
          url,
          query: { ...(r.example?.query ?? {}), facilityId: r.facilityType === 'IndependentLiving' ? '4' : '1' },
          headers: { authorization: `Bearer ${token}`, ...(r.method !== 'GET' ? { 'content-type': 'application/json' } : {}) },
          payload: r.method !== 'GET' ? JSON.stringify(r.example?.body ?? {}) : undefined,
        });
        assert.ok(res.statusCode >= 200 && res.statusCode < 300, `${r.method} ${r.url}: ${res.statusCode} ${res.body}`);
        if (r.method !== 'GET') {
          const empty = await t2.app.inject({
            method: r.method as any,
            url,
            query: { facilityId: r.facilityType === 'IndependentLiving' ? '4' : '1' },
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            payload: '{}',
          });
          assert.equal(empty.statusCode, 400, `${r.method} ${r.url} with {}`);
        }
      }
    } finally {
      await t2.close();
    }
  });
});

describe('leave', () => {
  test('send on leave, edit, return, reverse; events and Medicare submissions in the same transaction', async () => {
    const before = await residency(1);
    const add = await call({
      method: 'POST',
      url: '/api/residents/1/leave',
      body: { type: 'Social', startDateUtc: day(-19), expectedReturnDateUtc: day(-15), version: before.version },
    });
    assert.equal(add.status, 200, JSON.stringify(add.json));
    assert.equal(add.json.type, 'Social');
    assert.equal(add.json.kind, 'Social');
    assert.equal(add.json.returnDateUtc, null);
    // already on leave
    const again = await call({
      method: 'POST',
      url: '/api/residents/1/leave',
      body: { type: 'Hospital', startDateUtc: day(-11) },
    });
    assert.equal(again.status, 400);
    assert.deepEqual(again.json.modelState.residentId, ['The resident is already on leave.']);
    // edit: not claimable => non-claimable kind derived
    const edit = await call({
      method: 'PUT',
      url: '/api/residents/leave',
      body: {
        id: add.json.id,
        type: 'Social',
        startDateUtc: day(-18),
        expectedReturnDateUtc: day(-14),
        isClaimable: false,
        version: add.json.version,
      },
    });
    assert.equal(edit.status, 200, JSON.stringify(edit.json));
    assert.equal(edit.json.kind, 'SocialNonClaimable');
    // stale leave version => 409
    const stale = await call({
      method: 'PUT',
      url: '/api/residents/leave',
      body: { id: add.json.id, type: 'Social', startDateUtc: day(-18), version: add.json.version },
    });
    assert.equal(stale.status, 409);
    // return: minimum the day after start
    const early = await call({ method: 'POST', url: '/api/residents/1/leave/return', body: { returnDateUtc: day(-18) } });
    assert.equal(early.status, 400);
    assert.deepEqual(early.json.modelState.returnDateUtc, ['The return date must be after the leave start date.']);
    const ret = await call({ method: 'POST', url: '/api/residents/1/leave/return', body: { returnDateUtc: day(-17) } });
    assert.equal(ret.status, 200, JSON.stringify(ret.json));
    assert.equal(ret.json.returnDateUtc, day(-17));
    const notOnLeave = await call({ method: 'POST', url: '/api/residents/1/leave/return', body: { returnDateUtc: day(-16) } });
    assert.deepEqual(notOnLeave.json.modelState.residentId, ['The resident is not on leave.']);
    // reverse
    const rev = await call({ method: 'PUT', url: '/api/residents/1/leave/reverse', body: { leaveId: add.json.id } });
    assert.equal(rev.status, 200);
    assert.equal(rev.json.isReversed, true);
    const rev2 = await call({ method: 'PUT', url: '/api/residents/1/leave/reverse', body: { leaveId: add.json.id } });
    assert.deepEqual(rev2.json.modelState.leaveId, ['This event cannot be reversed.']);

    const subs = await submissions(1);
    assert.deepEqual(
      subs.map((s) => s.requestType),
      ['Leave', 'LeaveUpdated', 'LeaveReturned', 'LeaveReversal'],
    );
    assert.ok(subs.every((s) => s.status === 'BeingProcessed'));
    const events = await t.handle.db
      .selectFrom('residency_events')
      .select(['event_type', 'is_reversed'])
      .where('residency_id', '=', 1)
      .orderBy('id')
      .execute();
    assert.deepEqual(
      events.map((e) => e.event_type),
      [5, 101, 102, 103, 26],
    );
    const audits = await t.handle.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'residency')
      .where('entity_id', '=', '1')
      .execute();
    assert.ok(audits.length >= 4);
  });

  test("an edit from the record sends the record's leave version: a stale one answers 409", async () => {
    const stay = await residency(7);
    const add = await call({
      method: 'POST',
      url: '/api/residents/7/leave',
      body: { type: 'Hospital', startDateUtc: day(-9), expectedReturnDateUtc: day(-2), version: stay.version },
    });
    assert.equal(add.status, 200, JSON.stringify(add.json));
    const record = await call({ url: '/api/residents/7' });
    assert.equal(record.json.leave.id, add.json.id);
    assert.equal(record.json.leave.version, add.json.version);
    const edit = (version: number) =>
      call({
        method: 'PUT',
        url: '/api/residents/leave',
        body: { id: add.json.id, type: 'Hospital', startDateUtc: day(-9), expectedReturnDateUtc: day(-1), version },
      });
    // Someone edits the leave after the record page was read: the page's edit with the record's version is stale.
    assert.equal((await edit(record.json.leave.version)).status, 200);
    const stale = await edit(record.json.leave.version);
    assert.equal(stale.status, 409, JSON.stringify(stale.json));
    const reread = await call({ url: '/api/residents/7' });
    assert.equal(reread.json.leave.expectedReturnDateUtc.slice(0, 10), day(-1));
    assert.equal((await edit(reread.json.leave.version)).status, 200);
    const rev = await call({ method: 'PUT', url: '/api/residents/7/leave/reverse', body: { leaveId: add.json.id } });
    assert.equal(rev.status, 200, JSON.stringify(rev.json));
  });

  test('refusals: bad input, leave type of the other facility type, before admission, ILU leave never claimable', async () => {
    const bad = await call({
      method: 'POST',
      url: '/api/residents/3/leave',
      body: { type: 'Social', startDateUtc: '03/11/2026' },
    });
    assert.equal(bad.status, 400);
    assert.ok(bad.json.modelState.startDateUtc);
    const respite = await call({
      method: 'POST',
      url: '/api/residents/3/leave',
      body: { type: 'Respite', startDateUtc: day(-11) },
    });
    assert.deepEqual(respite.json.modelState.type, ['This leave type is not available for this facility.']);
    const early = await call({
      method: 'POST',
      url: '/api/residents/3/leave',
      body: { type: 'Hospital', startDateUtc: '2020-01-01' },
    });
    assert.deepEqual(early.json.modelState.startDateUtc, ['Leave cannot start before the admission date.']);
    const ret = await call({
      method: 'POST',
      url: '/api/residents/3/leave',
      body: { type: 'Hospital', startDateUtc: day(-11), expectedReturnDateUtc: day(-11) },
    });
    assert.deepEqual(ret.json.modelState.expectedReturnDateUtc, ['The return date must be after the leave start date.']);
    const lead = await call({
      method: 'POST',
      url: '/api/residents/71/leave',
      body: { type: 'Hospital', startDateUtc: day(-11) },
    });
    assert.deepEqual(lead.json.modelState.residentId, ['The resident is not admitted.']);
    // nothing written
    const leaves = await t.handle.db.selectFrom('leaves').select('id').where('residency_id', '=', 3).execute();
    assert.equal(leaves.length, 0);
    const ilu = await call({
      method: 'POST',
      url: '/api/residents/241/leave',
      facilityId: 4,
      body: { type: 'Social', startDateUtc: day(-11), isClaimable: true },
    });
    assert.equal(ilu.status, 200, JSON.stringify(ilu.json));
    assert.equal(ilu.json.kind, 'SocialNonClaimable');
  });

  test("another facility's resident => 404; missing permission => 403; stale residency version => 409", async () => {
    const other = await call({
      method: 'POST',
      url: '/api/residents/241/leave',
      body: { type: 'Hospital', startDateUtc: day(-11) },
    });
    assert.equal(other.status, 404);
    const finance = await t.authFor('finance@demo.local');
    const denied = await call({
      method: 'POST',
      url: '/api/residents/3/leave',
      headers: finance,
      body: { type: 'Hospital', startDateUtc: day(-11) },
    });
    assert.equal(denied.status, 403);
    const carer = await t.authFor('carer@demo.local');
    const noReverse = await call({ method: 'PUT', url: '/api/residents/2/leave/reverse', headers: carer, body: { leaveId: 1 } });
    assert.equal(noReverse.status, 403);
    const stale = await call({
      method: 'POST',
      url: '/api/residents/3/leave',
      body: { type: 'Hospital', startDateUtc: day(-11), version: 99 },
    });
    assert.equal(stale.status, 409);
    const otherLeave = await call({
      method: 'PUT',
      url: '/api/residents/leave',
      body: { id: 55, type: 'Hospital', startDateUtc: day(-11) },
    });
    assert.equal(otherLeave.status, 404);
  });
});

describe('departure', () => {
  test('depart as Deceased, read it back split, correct it, reverse it', async () => {
    const before = await residency(5);
    const tooEarly = await call({
      method: 'POST',
      url: '/api/residents/5/depart',
      body: { departureDateUtc: '2020-01-01', departureReason: 'Deceased' },
    });
    assert.deepEqual(tooEarly.json.modelState.departureDateUtc, ['The departure date cannot be before the admission date.']);
    const noInit = await call({
      method: 'POST',
      url: '/api/residents/5/depart',
      body: { departureDateUtc: day(-1), departureReason: 'AnotherAgedCareService' },
    });
    assert.deepEqual(noInit.json.modelState.departureInitiatedBy, ['Please select who initiated the departure.']);
    const dep = await call({
      method: 'POST',
      url: '/api/residents/5/depart',
      body: {
        departureDateUtc: before.admission_date_utc,
        departureReason: 'AnotherAgedCareService',
        departureInitiatedBy: 'Resident',
        version: before.version,
      },
    });
    assert.equal(dep.status, 200, JSON.stringify(dep.json));
    const r = await residency(5);
    assert.equal(r.departure_reason, 'AnotherAgedCareServiceByResident');
    assert.equal(r.bed_id, null);
    const again = await call({
      method: 'POST',
      url: '/api/residents/5/depart',
      body: { departureDateUtc: day(-1), departureReason: 'Deceased' },
    });
    assert.deepEqual(again.json.modelState.residentId, ['The resident has already departed.']);

    const got = await call({ url: '/api/residents/5/departure' });
    assert.equal(got.json.departureReason, 'AnotherAgedCareService');
    assert.equal(got.json.departureInitiatedBy, 'Resident');
    assert.ok(got.json.eventId);

    const corr = await call({
      method: 'POST',
      url: `/api/residents/5/depart/correction/${got.json.eventId}`,
      body: { departureDateUtc: day(-1), departureReason: 'Deceased', version: got.json.version },
    });
    assert.equal(corr.status, 200, JSON.stringify(corr.json));
    assert.equal((await residency(5)).departure_reason, 'Deceased');
    // the corrected (original) event id still accepted? a stale version is refused
    const staleCorr = await call({
      method: 'POST',
      url: `/api/residents/5/depart/correction/${corr.json.eventId}`,
      body: { departureDateUtc: day(0), departureReason: 'Deceased', version: got.json.version },
    });
    assert.equal(staleCorr.status, 409);

    const carer = await t.authFor('carer@demo.local');
    const denied = await call({
      method: 'POST',
      url: '/api/residents/5/depart/reversal',
      headers: carer,
      body: { residencyId: 5 },
    });
    assert.equal(denied.status, 403);
    const rev = await call({ method: 'POST', url: '/api/residents/5/depart/reversal', body: { residencyId: 5 } });
    assert.equal(rev.status, 200, JSON.stringify(rev.json));
    const after = await residency(5);
    assert.equal(after.departure_date_utc, null);
    assert.equal(after.bed_id, before.bed_id);
    const subs = await submissions(5);
    assert.deepEqual(
      subs.map((s) => s.requestType),
      ['Departure', 'DepartureCorrection', 'DepartureReversal'],
    );
    // the reversed departure cannot be edited any more
    const editReversed = await call({
      method: 'POST',
      url: `/api/residents/5/depart/correction/${corr.json.eventId}`,
      body: { departureDateUtc: day(0), departureReason: 'Deceased' },
    });
    assert.equal(editReversed.status, 400);
  });

  test('permission, facility type and facility refusals', async () => {
    const admin = await t.authFor('admin@demo.local');
    assert.equal(
      (
        await call({
          method: 'POST',
          url: '/api/residents/6/depart',
          headers: admin,
          body: { departureDateUtc: day(-1), departureReason: 'Deceased' },
        })
      ).status,
      403,
    );
    assert.equal(
      (
        await call({
          method: 'POST',
          url: '/api/residents/245/depart',
          body: { departureDateUtc: day(-1), departureReason: 'Deceased' },
        })
      ).status,
      404,
    );
    assert.equal(
      (
        await call({
          method: 'POST',
          url: '/api/residents/245/depart',
          facilityId: 4,
          body: { departureDateUtc: day(-1), departureReason: 'Deceased' },
        })
      ).status,
      404,
    );
    const bad = await call({
      method: 'POST',
      url: '/api/residents/6/depart',
      body: { departureDateUtc: day(-1), departureReason: 'Sideways' },
    });
    assert.equal(bad.status, 400);
  });

  test("vacate an ILU unit: both residents depart, the unit becomes available; minimum = the other resident's admission", async () => {
    const a = await residency(245);
    const b = await residency(246);
    assert.equal(a.independent_living_allocation_id, b.independent_living_allocation_id);
    const dep = await call({
      method: 'POST',
      url: '/api/residents/245/depart-ilu/true',
      facilityId: 4,
      body: { departureDateUtc: day(-2), departureReason: 'ReturningFamilyHome' },
    });
    assert.equal(dep.status, 200, JSON.stringify(dep.json));
    assert.equal((await residency(245)).departure_date_utc, day(-2));
    assert.equal((await residency(246)).departure_date_utc, day(-2));
    const alloc = await t.handle.db
      .selectFrom('independent_living_allocations')
      .selectAll()
      .where('id', '=', a.independent_living_allocation_id!)
      .executeTakeFirstOrThrow();
    assert.equal(alloc.departure_date, day(-2));
    const info = await call({ url: `/api/residents/departure-ilu/245`, facilityId: 4 });
    assert.equal(info.json.departureReason, 'ReturningFamilyHome');
    assert.equal(info.json.otherResidents.length, 1);
    // vacating 242 (shares with 243): a date before the admission is refused
    const early = await call({
      method: 'POST',
      url: '/api/residents/242/depart-ilu/true',
      facilityId: 4,
      body: { departureDateUtc: addDays((await residency(242)).admission_date_utc!, -3), departureReason: 'Deceased' },
    });
    assert.equal(early.status, 400);
    // ILU correction through departure-ilu/correction
    const corr = await call({
      method: 'POST',
      url: '/api/residents/departure-ilu/correction',
      facilityId: 4,
      body: { residencyId: 245, departureDateUtc: day(-3), departureReason: 'Other' },
    });
    assert.equal(corr.status, 200, JSON.stringify(corr.json));
    assert.equal((await residency(245)).departure_date_utc, day(-3));
  });
});

describe('admission', () => {
  test('read, correct (conflict dates, leave rule), reverse; departed => This event cannot be reversed.', async () => {
    const got = await call({ url: '/api/residents/2/admission' });
    assert.equal(got.status, 200);
    assert.equal(got.json.careType, 'Permanent');
    assert.ok(got.json.eventId);
    assert.deepEqual(got.json.conflictEffectiveDates, []);
    // resident 2 has a past leave (the demo data's): the admission may not move after its start
    const admitted = (await residency(2)).admission_date_utc!;
    const leave = await t.handle.db
      .selectFrom('leaves')
      .select('start_date')
      .where('residency_id', '=', 2)
      .executeTakeFirstOrThrow();
    const afterLeave = await call({
      method: 'POST',
      url: '/api/residents/2/admission/correction',
      body: { admissionDateUtc: addDays(leave.start_date, 3), careType: 'Permanent' },
    });
    assert.equal(afterLeave.status, 400);
    assert.deepEqual(afterLeave.json.modelState.admissionDateUtc, [
      'The admission date cannot be after the start of a leave of the resident.',
    ]);
    const corr = await call({
      method: 'POST',
      url: `/api/residents/2/admission/correction/${got.json.eventId}`,
      body: {
        admissionDateUtc: addDays(admitted, 1),
        careType: 'Permanent',
        accommodationClass: 'Post01Jul2014',
        version: got.json.version,
      },
    });
    assert.equal(corr.status, 200, JSON.stringify(corr.json));
    assert.equal((await residency(2)).admission_date_utc, addDays(admitted, 1));
    const stale = await call({
      method: 'POST',
      url: '/api/residents/2/admission/correction',
      body: { admissionDateUtc: addDays(admitted, 2), careType: 'Permanent', version: got.json.version },
    });
    assert.equal(stale.status, 409);

    const departed = await call({ method: 'POST', url: '/api/residents/65/admission/reverse', body: { residencyId: 65 } });
    assert.equal(departed.status, 400);
    assert.deepEqual(departed.json.modelState.eventId, ['This event cannot be reversed.']);
    const departedById = await call({ method: 'POST', url: '/api/residents/65/admission/reverse/69', body: { residencyId: 65 } });
    assert.deepEqual(departedById.json.modelState.eventId, ['This event cannot be reversed.']);

    const finance = await t.authFor('carer@demo.local');
    assert.equal(
      (await call({ method: 'POST', url: '/api/residents/2/admission/reverse', headers: finance, body: { residencyId: 2 } }))
        .status,
      403,
    );
    const rev = await call({ method: 'POST', url: '/api/residents/2/admission/reverse', body: { residencyId: 2 } });
    assert.equal(rev.status, 200, JSON.stringify(rev.json));
    const r = await residency(2);
    assert.equal(r.admission_date_utc, null);
    assert.equal(r.is_lead, true);
    const subs = await submissions(2);
    assert.deepEqual(
      subs.map((s) => s.requestType),
      ['EntryCorrection', 'EntryReversal'],
    );
  });

  test("correction: moving the admission date needs the MPIR of the new date when there is an agreed room price above 0 ('Ensure MPIR is set...')", async () => {
    // A resident of our own, admitted on 10 May 2021 (no MPIR row covers 2021: the reference data starts in Oct 2022).
    const db = t.handle.db;
    const person = await db
      .insertInto('residents')
      .values({ organisation_id: 1, first_name: 'Mona', last_name: 'Price', sex: 'Female', date_of_birth: '1938-02-01' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stay = await db
      .insertInto('residencies')
      .values({ resident_id: person.id, facility_id: 1, care_type: 'Permanent', admission_date_utc: '2021-05-10' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('residency_events')
      .values({ residency_id: stay.id, facility_id: 1, event_type: 5, effective_date: '2021-05-10' })
      .execute();
    const price = await db
      .insertInto('resident_finance_effective_dates')
      .values({
        residency_id: stay.id,
        facility_id: 1,
        effective_date_type: 'AgreedRoomPrice',
        effective_from_date: '2021-05-10',
        value: '420000',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const correct = (admissionDateUtc: string) =>
      call({
        method: 'POST',
        url: `/api/residents/${person.id}/admission/correction`,
        body: { admissionDateUtc, careType: 'Permanent', palliativeStatus: true },
      });
    const moved = await correct('2021-05-11');
    assert.equal(moved.status, 400, JSON.stringify(moved.json));
    assert.deepEqual(moved.json.modelState, { mpir: ['Ensure MPIR is set in Funding - Fees and Charges with valid dates'] });
    assert.equal((await residency(stay.id)).admission_date_utc, '2021-05-10');
    // The same date: nothing new to check (an old stay can still be corrected otherwise).
    const kept = await correct('2021-05-10');
    assert.equal(kept.status, 200, JSON.stringify(kept.json));
    // A zero agreed room price (the Unsupported rule's) needs no MPIR: the date may move.
    await db.updateTable('resident_finance_effective_dates').set({ value: '0' }).where('id', '=', price.id).execute();
    const zero = await correct('2021-05-11');
    assert.equal(zero.status, 200, JSON.stringify(zero.json));
    assert.equal((await residency(stay.id)).admission_date_utc, '2021-05-11');
  });

  test('conflict effective dates: a readmission cannot start on or before the earlier departure', async () => {
    // resident 66 departed from facility 1 (the demo data's); readmit in facility 3 then correct to before that departure
    const dep = await residency(66);
    const readmitted = addDays(dep.departure_date_utc!, 110);
    const ins = await t.handle.db
      .insertInto('residencies')
      .values({ resident_id: 66, facility_id: 3, care_type: 'Permanent', admission_date_utc: readmitted })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.handle.db
      .insertInto('residency_events')
      .values({ residency_id: ins.id, event_type: 5, effective_date: readmitted } as any)
      .execute();
    const got = await call({ url: '/api/residents/66/admission', facilityId: 3 });
    assert.deepEqual(got.json.conflictEffectiveDates, [dep.departure_date_utc]);
    const corr = await call({
      method: 'POST',
      url: '/api/residents/66/admission/correction',
      facilityId: 3,
      body: { admissionDateUtc: dep.departure_date_utc, careType: 'Permanent' },
    });
    assert.deepEqual(corr.json.modelState.admissionDateUtc, [
      'The admission date must be after the effective dates already recorded for the resident.',
    ]);
    // and the departed residency in facility 1 is now blocked from edits: readmitted
    const history = await call({ url: '/api/residents/66/event-history' });
    assert.equal(history.json.latestResidency.id, ins.id);
    const depEvent = history.json.eventsHistory.find((e: any) => e.eventType === 6 && e.residencyId === 66);
    const blocked = await call({
      method: 'POST',
      url: `/api/residents/66/depart/correction/${depEvent.id}`,
      body: { departureDateUtc: dep.departure_date_utc, departureReason: 'Deceased' },
    });
    assert.equal(blocked.status, 400);
    assert.match(
      blocked.json.modelState.eventId[0],
      /^This event cannot be edited as this resident has been transferred to Elm Park Lodge/,
    );
  });
});

describe('event history, transfer, make funded', () => {
  test('event history shape (seed 001 §3)', async () => {
    const res = await call({ url: '/api/residents/4/event-history' });
    assert.equal(res.status, 200);
    assert.equal(res.json.currentLoggedInFaclityId, 1);
    assert.equal(res.json.latestResidency.id, 4);
    const e = res.json.eventsHistory[0];
    for (const k of [
      'id',
      'eventType',
      'eventDate',
      'careType',
      'facilityId',
      'residencyId',
      'isDeparted',
      'uniqueEventId',
      'medicareRequestType',
      'isPrivateResident',
      'independentLivingAllocationWasSettled',
    ]) {
      assert.ok(k in e, k);
    }
    assert.equal(e.medicareRequestType, 'Entry');
    // after a leave is sent, the simulator answers it and the history shows the status
    const sent = await call({ method: 'POST', url: '/api/residents/4/leave/return', body: { returnDateUtc: day(405) } });
    assert.equal(sent.status, 200, JSON.stringify(sent.json));
    const pending = (await call({ url: '/api/residents/4/event-history' })).json.eventsHistory.find(
      (x: any) => x.eventType === 103,
    );
    assert.equal(pending.medicareStatus, 'BeingProcessed');
    assert.equal(pending.medicareRequestType, 'LeaveReturned');
    await getMedicareGateway(t.ctx).processPending(t.handle.db as any, { minAgeMs: 0 });
    const answered = (await call({ url: '/api/residents/4/event-history' })).json.eventsHistory.find(
      (x: any) => x.eventType === 103,
    );
    assert.ok(['Accepted', 'Held', 'Duplicate'].includes(answered.medicareStatus), answered.medicareStatus);
    assert.equal(res.json.leaves.length, 1);
    assert.equal((await call({ url: '/api/residents/241/event-history' })).status, 404);
    const admin = await t.authFor('admin@demo.local');
    assert.equal((await call({ url: '/api/residents/4/event-history', headers: admin })).status, 403);
  });

  test('transfer: active residency to Carlton House; departed residency creates a lead there', async () => {
    const res = await call({
      method: 'POST',
      url: '/api/residents/9/transfer',
      body: { transferType: 'ActiveResidency', toFacilityId: 2 },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.equal((await residency(9)).facility_id, 2);
    assert.equal((await call({ url: '/api/residents/9/event-history' })).status, 404);
    const there = await call({ url: '/api/residents/9/event-history', facilityId: 2 });
    const adm = there.json.eventsHistory.find((e: any) => e.eventType === 5);
    assert.equal(adm.facilityId, 1); // the event happened in Bayside Gardens
    const onLeave = await call({
      method: 'POST',
      url: '/api/residents/11/transfer',
      body: { transferType: 'ActiveResidency', toFacilityId: 2 },
    });
    assert.deepEqual(onLeave.json.modelState.transferType, ['Return the resident from leave before the transfer.']);
    const wrongType = await call({
      method: 'POST',
      url: '/api/residents/10/transfer',
      body: { transferType: 'ActiveResidency', toFacilityId: 4 },
    });
    assert.equal(wrongType.status, 400);
    const notDeparted = await call({
      method: 'POST',
      url: '/api/residents/10/transfer',
      body: { transferType: 'DepartedResidency', toFacilityId: 2 },
    });
    assert.deepEqual(notDeparted.json.modelState.transferType, ['The resident has not departed.']);
    const lead = await call({
      method: 'POST',
      url: '/api/residents/67/transfer',
      body: { transferType: 'DepartedResidency', toFacilityId: 3 },
    });
    assert.equal(lead.status, 200);
    const h = await call({ url: '/api/residents/67/event-history' });
    assert.equal(h.json.latestResidency.isLead, true);
    assert.equal(h.json.latestResidency.facilityName, 'Elm Park Lodge');
    const fm = await t.authFor('facility.manager@demo.local');
    // A facility the caller cannot use is an id they cannot see: 404, nothing written.
    const notMember = await call({
      method: 'POST',
      url: '/api/residents/68/transfer',
      headers: fm,
      body: { transferType: 'DepartedResidency', toFacilityId: 2 },
    });
    assert.equal(notMember.status, 404);
  });

  test('make private resident funded: the flag and the permission', async () => {
    await t.handle.db.updateTable('residencies').set({ is_private_residency: true }).where('id', '=', 11).execute();
    const carer = await t.authFor('carer@demo.local');
    assert.equal(
      (await call({ method: 'PUT', url: '/api/residents/make-resident-funded', headers: carer, body: { residentId: 11 } }))
        .status,
      403,
    );
    const res = await call({ method: 'PUT', url: '/api/residents/make-resident-funded', body: { residentId: 11 } });
    assert.equal(res.status, 200);
    assert.equal((await residency(11)).is_private_residency, false);
    await t.handle.db
      .updateTable('system_feature_flags')
      .set({ value: false })
      .where('name', '=', 'enablePrivateResidents')
      .execute();
    try {
      assert.equal(
        (await call({ method: 'PUT', url: '/api/residents/make-resident-funded', body: { residentId: 11 } })).status,
        404,
      );
    } finally {
      await t.handle.db
        .updateTable('system_feature_flags')
        .set({ value: true })
        .where('name', '=', 'enablePrivateResidents')
        .execute();
    }
  });
});
