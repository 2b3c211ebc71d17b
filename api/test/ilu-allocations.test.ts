/**
 * The allocation's actions (independent living): assign unit, admit and add to unit, admission correction and
 * reversal, departure reversal, notes, settlement; the settled-departure rule and the unit's brief note after a vacate.
 * Demo data (Riverside Village, facility 4; residency id = resident id): allocations 1-30 admitted (unit id = 240 +
 * allocation id; 4, 7, 10, 12... two people), 31-44 enquiries (31: 281 and 282; 36: 287 and 288 with unit 276; 41: 293
 * and 294; 42: 295; 43: 296); units 271-277 Available (272, 273, 276, 277 assigned to enquiries), 278-279 out of
 * service, 280 sold.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { addDays, formatDate, melbourneToday } from 'shared-domain/dates';
import { ILU_FIELD_MESSAGES as M, ILU_MESSAGES } from 'shared-domain/ilu/messages';
import { STAY_MESSAGES } from 'shared-domain/stay';
import { createTestContext, type TestContext } from './helpers';
import { changedTables, fingerprint, requestRoute, resolveExample, tableNames } from './security-request';

process.env.MEDICARE_SIMULATOR_JOB = 'off';

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

interface Call {
  method?: InjectOptions['method'];
  url: string;
  body?: unknown;
  query?: Record<string, string>;
  facilityId?: number;
  headers?: Record<string, string>;
}
async function call({ method = 'POST', url, body, query, facilityId = 4, headers }: Call) {
  const res = await t.app.inject({
    method,
    url,
    query: { ...(query ?? {}), facilityId: String(facilityId) },
    headers: { ...(headers ?? manager), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.statusCode, json: res.body ? res.json() : null };
}

const db = () => t.handle.db;
const allocation = (id: number) =>
  db().selectFrom('independent_living_allocations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const residency = (id: number) => db().selectFrom('residencies').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const unit = (id: number) => db().selectFrom('accommodations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const versionOf = async (id: number) => (await allocation(id)).version;
const typePrice = async (unitId: number) =>
  (
    await db()
      .selectFrom('accommodations as a')
      .innerJoin('accommodation_types as t', 't.id', 'a.accommodation_type_id')
      .select('t.price')
      .where('a.id', '=', unitId)
      .executeTakeFirstOrThrow()
  ).price;
const events = (residencyId: number) =>
  db()
    .selectFrom('residency_events')
    .select(['id', 'event_type', 'effective_date', 'details', 'is_reversed'])
    .where('residency_id', '=', residencyId)
    .orderBy('id')
    .execute();
const audits = (allocationId: number) =>
  db()
    .selectFrom('audit_log')
    .select('action')
    .where('entity', '=', 'allocation')
    .where('entity_id', '=', String(allocationId))
    .orderBy('id')
    .execute();
/** The unit's brief note as the units screen shows it (GET accommodations/units-by-status/All). */
async function briefNote(unitId: number): Promise<string | null> {
  const res = await call({ method: 'GET', url: '/api/accommodations/units-by-status/All' });
  assert.equal(res.status, 200, JSON.stringify(res.json));
  return (res.json as Array<{ accommodationId: number; briefNotes: string | null }>).find((u) => u.accommodationId === unitId)!
    .briefNotes;
}
const depart = (residentId: number, date: string, isVacating = true) =>
  call({
    url: `/api/residents/${residentId}/depart-ilu/${isVacating}`,
    body: { departureDateUtc: date, departureReason: 'ReturningFamilyHome' },
  });
const admitBody = async (id: number, over: Record<string, unknown>) => ({
  iluAllocationId: id,
  admissionDate: today,
  price: '500000.00',
  version: await versionOf(id),
  ...over,
});

describe('the examples', () => {
  test("the stay's and the allocations' examples answer 2xx in registry order (as the security suite runs them)", async () => {
    const t2 = await createTestContext({ today });
    try {
      const token = await t2.tokenFor('system@demo.local');
      const mine = t2.app.routeRegistry.filter((r) => ['stay', 'allocations'].some((tag) => (r.tags ?? []).includes(tag)));
      assert.ok(mine.filter((r) => (r.tags ?? []).includes('allocations')).length === 7);
      for (const r of mine) {
        const res = await requestRoute(t2.app, await resolveExample({ db: t2.handle.db, app: t2.app, token }, r), { token });
        assert.ok(res.statusCode >= 200 && res.statusCode < 300, `${r.method} ${r.url}: ${res.statusCode} ${res.body}`);
      }
      // The examples' allocation: admitted (one person, the other reversed), its notes and its settlement.
      const a = await t2.handle.db
        .selectFrom('independent_living_allocations')
        .selectAll()
        .where('id', '=', 41)
        .executeTakeFirstOrThrow();
      assert.equal(a.occupied_date, day(-1));
      assert.equal(a.accommodation_id, 275);
      assert.equal(a.notes, 'Prefers a ground-floor unit near the garden.');
      assert.equal(a.is_settled, true);
    } finally {
      await t2.close();
    }
  });
});

describe('assign unit', () => {
  test("the enquiry's unit: the type's price published, the price given agreed; refusals", async () => {
    const v = await versionOf(42);
    const res = await call({
      url: '/api/accommodations/assign-unit',
      body: { accommodationId: 274, independentLivingAllocationId: 42, price: 455000.5, version: v },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.deepEqual(res.json, { independentLivingAllocationId: 42, accommodationId: 274, version: v + 1 });
    const a = await allocation(42);
    assert.equal(a.accommodation_id, 274);
    assert.equal(a.published_price, await typePrice(274));
    assert.equal(a.agreed_price, '455000.50');
    assert.equal((await unit(274)).ilu_status, 'Available');
    assert.deepEqual(await audits(42), [{ action: 'ilu.assignUnit' }]);

    const assign = (accommodationId: number, id = 43, version?: number) =>
      call({
        url: '/api/accommodations/assign-unit',
        body: { accommodationId, independentLivingAllocationId: id, price: '1.00', version: version ?? 0 },
      });
    const v43 = await versionOf(43);
    for (const [unitId, why] of [
      [274, "another allocation's unit (just assigned to 42)"],
      [272, "another enquiry's unit (32)"],
      [241, 'an occupied unit'],
      [278, 'an out-of-service unit'],
      [280, 'a sold unit'],
    ] as const) {
      const refused = await assign(unitId, 43, v43);
      assert.equal(refused.status, 400, why);
      assert.deepEqual(refused.json.modelState, { accommodationId: [M.unitNotAvailable] }, why);
    }
    // The enquiry's own unit may be assigned again (another price); an admitted allocation keeps its unit.
    const again = await assign(274, 42, await versionOf(42));
    assert.equal(again.status, 200, JSON.stringify(again.json));
    assert.equal((await allocation(42)).agreed_price, '1.00');
    const admitted = await assign(271, 1, await versionOf(1));
    assert.equal(admitted.status, 400);
    assert.deepEqual(admitted.json.modelState, { accommodationId: [M.unitFixedOnceAdmitted] });
    // Stale version: 409; missing price: 400 on the field.
    assert.equal((await assign(271, 43, v43 + 5)).status, 409);
    const noPrice = await call({
      url: '/api/accommodations/assign-unit',
      body: { accommodationId: 271, independentLivingAllocationId: 43, version: v43 },
    });
    assert.equal(noPrice.status, 400);
    assert.ok(noPrice.json.modelState.price);
    // Lesser permission (finance staff: leads details view only) => 403.
    const finance = await t.authFor('finance@demo.local');
    const forbidden = await call({
      url: '/api/accommodations/assign-unit',
      body: { accommodationId: 271, independentLivingAllocationId: 43, price: '1.00', version: v43 },
      headers: finance,
    });
    assert.equal(forbidden.status, 403);
    assert.equal((await allocation(43)).accommodation_id, null);
  });
});

describe('admit, add to unit, reverse', () => {
  test('a couple admitted together, then one reversed, then the other: an enquiry again', async () => {
    // Enquiry 36 (287, 288) with its unit 276 assigned.
    const before36 = await allocation(36);
    const res = await call({
      url: '/api/enquiries/admit',
      body: await admitBody(36, {
        accommodationId: 276,
        admissionTimeLocal: '14:45',
        responsibleResidencyId: 288,
        residentDetails: [{ residentId: 287, dateOfBirth: '1941-03-02' }, { residentId: 288 }],
      }),
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.deepEqual(res.json, { independentLivingAllocationId: 36, residentIds: [287, 288], version: before36.version + 1 });
    const a = await allocation(36);
    assert.equal(a.occupied_date, today);
    assert.equal(a.accommodation_id, 276);
    assert.equal(a.responsible_residency_id, 288);
    assert.equal(a.agreed_price, '500000.00');
    assert.equal(a.published_price, await typePrice(276));
    assert.equal((await unit(276)).ilu_status, 'Occupied');
    for (const id of [287, 288]) {
      const r = await residency(id);
      assert.equal(r.is_lead, false);
      assert.equal(r.admission_date_utc, today);
      assert.equal(r.care_type, 'ILU');
      const [admitted] = (await events(id)).filter((e) => e.event_type === 5);
      assert.equal(admitted.effective_date, today);
      assert.equal((admitted.details as Record<string, unknown>).admissionTimeLocal, '14:45');
    }
    const person = await db().selectFrom('residents').select('date_of_birth').where('id', '=', 287).executeTakeFirstOrThrow();
    assert.equal(person.date_of_birth, '1941-03-02');
    assert.ok((await audits(36)).some((x) => x.action === 'ilu.admit'));

    // Reverse 288: the allocation stays admitted by 287, who becomes responsible.
    const rev = await call({
      url: '/api/allocations/36/reverse-admission',
      body: { residentId: 288, version: await versionOf(36) },
    });
    assert.equal(rev.status, 200, JSON.stringify(rev.json));
    assert.equal((await residency(288)).is_lead, true);
    assert.equal((await residency(288)).admission_date_utc, null);
    assert.ok((await events(288)).some((e) => e.event_type === 23));
    let after = await allocation(36);
    assert.equal(after.occupied_date, today);
    assert.equal(after.responsible_residency_id, 287);
    assert.equal((await unit(276)).ilu_status, 'Occupied');
    // Reverse 287: nobody admitted, an enquiry again with its unit, the unit Available.
    const rev2 = await call({
      url: '/api/allocations/36/reverse-admission',
      body: { residentId: 287, version: await versionOf(36) },
    });
    assert.equal(rev2.status, 200, JSON.stringify(rev2.json));
    after = await allocation(36);
    assert.equal(after.occupied_date, null);
    assert.equal(after.accommodation_id, 276);
    assert.equal((await unit(276)).ilu_status, 'Available');
    // Nothing admitted to reverse any more.
    const none = await call({
      url: '/api/allocations/36/reverse-admission',
      body: { residentId: 287, version: await versionOf(36) },
    });
    assert.equal(none.status, 400);
    assert.deepEqual(none.json.modelState, { residentId: [ILU_MESSAGES.eventCannotBeReversed] });
  });

  test('add to unit: one person first, the other later into the same unit; refusals', async () => {
    // Enquiry 41 (293, 294), no unit: 293 admitted to the Available unit 275, which becomes the allocation's.
    const first = await call({
      url: '/api/enquiries/admit',
      body: await admitBody(41, {
        accommodationId: 275,
        admissionDate: day(-4),
        responsibleResidencyId: 293,
        residentDetails: [{ residentId: 293 }],
      }),
    });
    assert.equal(first.status, 200, JSON.stringify(first.json));
    assert.equal((await allocation(41)).occupied_date, day(-4));
    assert.equal((await allocation(41)).accommodation_id, 275);
    assert.equal((await residency(294)).is_lead, true);
    // Another unit for the one still to come: refused; 293 again: already admitted.
    const otherUnit = await call({
      url: '/api/enquiries/admit',
      body: await admitBody(41, { accommodationId: 274, responsibleResidencyId: 293, residentDetails: [{ residentId: 294 }] }),
    });
    assert.equal(otherUnit.status, 400);
    assert.deepEqual(otherUnit.json.modelState, { accommodationId: [M.unitNotAvailable] });
    const twice = await call({
      url: '/api/enquiries/admit',
      body: await admitBody(41, { accommodationId: 275, responsibleResidencyId: 293, residentDetails: [{ residentId: 293 }] }),
    });
    assert.deepEqual(twice.json.modelState, { 'residentDetails[0].residentId': [M.alreadyAdmitted] });
    // Add 294 (later): the occupied date stays the first admission.
    const add = await call({
      url: '/api/enquiries/admit',
      body: await admitBody(41, {
        accommodationId: 275,
        admissionDate: day(-1),
        responsibleResidencyId: 293,
        residentDetails: [{ residentId: 294 }],
      }),
    });
    assert.equal(add.status, 200, JSON.stringify(add.json));
    assert.deepEqual(add.json.residentIds, [294]);
    const a = await allocation(41);
    assert.equal(a.occupied_date, day(-4));
    assert.equal((await residency(294)).admission_date_utc, day(-1));
    assert.equal((await unit(275)).ilu_status, 'Occupied');
  });

  test('admission refusals: every rule answers 400 with its message on its field, nothing written', async () => {
    const tables = await tableNames(db());
    const cases: Array<[string, Record<string, unknown>, Record<string, string[]>]> = [
      ['in the future', { admissionDate: day(1) }, { admissionDate: [M.admissionInFuture] }],
      [
        'not of the enquiry',
        { residentDetails: [{ residentId: 283 }] },
        {
          'residentDetails[0].residentId': [M.notAnEnquiryResident],
          responsibleResidencyId: [M.responsibleResidentNotAdmitted],
        },
      ],
      [
        'listed twice',
        { residentDetails: [{ residentId: 281 }, { residentId: 281 }] },
        { 'residentDetails[1].residentId': [M.residentListedTwice] },
      ],
      [
        'responsible not of the enquiry',
        { responsibleResidencyId: 283 },
        { responsibleResidencyId: [M.responsibleResidentRequired] },
      ],
      [
        'responsible not admitted',
        { residentDetails: [{ residentId: 281 }], responsibleResidencyId: 282 },
        { responsibleResidencyId: [M.responsibleResidentNotAdmitted] },
      ],
      ['an occupied unit', { accommodationId: 241 }, { accommodationId: [M.unitNotAvailable] }],
      ["another enquiry's unit", { accommodationId: 273 }, { accommodationId: [M.unitNotAvailable] }],
      ['an out-of-service unit', { accommodationId: 279 }, { accommodationId: [M.unitNotAvailable] }],
    ];
    const base = {
      accommodationId: 271,
      responsibleResidencyId: 281,
      residentDetails: [{ residentId: 281 }, { residentId: 282 }],
    };
    const fp = await fingerprint(db(), tables);
    for (const [why, over, modelState] of cases) {
      const res = await call({ url: '/api/enquiries/admit', body: await admitBody(31, { ...base, ...over }) });
      assert.equal(res.status, 400, `${why}: ${JSON.stringify(res.json)}`);
      assert.deepEqual(res.json.modelState, modelState, why);
    }
    assert.deepEqual(changedTables(fp, await fingerprint(db(), tables)), []);
    // Stale: 409; lesser permission (care staff: no leadsAdmit) => 403.
    const stale = await call({ url: '/api/enquiries/admit', body: { ...(await admitBody(31, base)), version: 99 } });
    assert.equal(stale.status, 409);
    const carer = await t.authFor('carer@demo.local');
    const forbidden = await call({ url: '/api/enquiries/admit', body: await admitBody(31, base), headers: carer });
    assert.equal(forbidden.status, 403);
    assert.equal((await allocation(31)).occupied_date, null);
  });

  test("a departed person's admission cannot be reversed", async () => {
    // Allocation 13 (258, 259): 259 departs without vacating, 258 stays.
    assert.equal((await depart(259, day(-2), false)).status, 200);
    const res = await call({
      url: '/api/allocations/13/reverse-admission',
      body: { residentId: 259, version: await versionOf(13) },
    });
    assert.equal(res.status, 400);
    assert.deepEqual(res.json.modelState, { residentId: [ILU_MESSAGES.eventCannotBeReversed] });
    const notThere = await call({
      url: '/api/allocations/13/reverse-admission',
      body: { residentId: 260, version: await versionOf(13) },
    });
    assert.deepEqual(notThere.json.modelState, { residentId: [M.notAnEnquiryResident] });
    const stale = await call({ url: '/api/allocations/13/reverse-admission', body: { residentId: 258, version: 99 } });
    assert.equal(stale.status, 409);
    const carer = await t.authFor('carer@demo.local');
    const forbidden = await call({
      url: '/api/allocations/13/reverse-admission',
      body: { residentId: 258, version: await versionOf(13) },
      headers: carer,
    });
    assert.equal(forbidden.status, 403);
  });
});

describe('admission correction', () => {
  test("one person's date and time; the occupied date is the earliest admission; refusals", async () => {
    // Allocation 7 (249, 250), both admitted on the same day.
    const admitted = (await allocation(7)).occupied_date!;
    const correct = async (residentId: number, admissionDate: string, admissionTimeLocal?: string) =>
      call({
        url: '/api/allocations/admission-correction',
        body: { iluAllocationId: 7, residentId, admissionDate, admissionTimeLocal, version: await versionOf(7) },
      });
    const first = await correct(249, addDays(admitted, 2), '11:15');
    assert.equal(first.status, 200, JSON.stringify(first.json));
    assert.equal((await residency(249)).admission_date_utc, addDays(admitted, 2));
    assert.equal((await allocation(7)).occupied_date, admitted);
    const corrected = (await events(249)).filter((e) => e.event_type === 22);
    assert.equal(corrected.length, 1);
    assert.equal((corrected[0].details as Record<string, unknown>).admissionTimeLocal, '11:15');
    const second = await correct(250, addDays(admitted, 3));
    assert.equal(second.status, 200, JSON.stringify(second.json));
    assert.equal((await allocation(7)).occupied_date, addDays(admitted, 2));
    // The residents area's admission shows the time the correction recorded.
    const info = await call({ method: 'GET', url: '/api/residents/249/admission' });
    assert.equal(info.json.admissionTimeLocal, '11:15');

    const future = await correct(249, day(1));
    assert.equal(future.status, 400);
    assert.deepEqual(future.json.modelState, { admissionDate: [M.admissionInFuture] });
    const stranger = await correct(241, addDays(admitted, 1));
    assert.deepEqual(stranger.json.modelState, { residentId: [M.notAnEnquiryResident] });
    const enquiry = await call({
      url: '/api/allocations/admission-correction',
      body: { iluAllocationId: 41, residentId: 293, admissionDate: day(-1), version: await versionOf(41) },
    });
    assert.equal(enquiry.status, 200, 'admitted in the add-to-unit test');
    const lead = await call({
      url: '/api/allocations/admission-correction',
      body: { iluAllocationId: 43, residentId: 296, admissionDate: day(-1), version: await versionOf(43) },
    });
    assert.deepEqual(lead.json.modelState, { residentId: ['The resident is not admitted.'] });
    const stale = await call({
      url: '/api/allocations/admission-correction',
      body: { iluAllocationId: 7, residentId: 249, admissionDate: addDays(admitted, 1), version: 1 },
    });
    assert.equal(stale.status, 409);
    const carer = await t.authFor('carer@demo.local');
    const forbidden = await call({
      url: '/api/allocations/admission-correction',
      body: { iluAllocationId: 7, residentId: 249, admissionDate: addDays(admitted, 1), version: await versionOf(7) },
      headers: carer,
    });
    assert.equal(forbidden.status, 403);
  });
});

describe('vacate, the brief note, departure reversal', () => {
  test('vacating records the notice to vacate; a correction moves it; the reversal withdraws it', async () => {
    // Allocation 11 (255) in unit 251.
    assert.equal(await briefNote(251), null);
    assert.equal((await depart(255, day(-3))).status, 200);
    const notices = await db()
      .selectFrom('accommodation_financial_events')
      .selectAll()
      .where('independent_living_allocation_id', '=', 11)
      .execute();
    assert.equal(notices.length, 1);
    assert.equal(notices[0].accommodation_id, 251);
    assert.equal(notices[0].notice_to_vacate_date, day(-3));
    assert.equal(await briefNote(251), `Vacating ${formatDate(day(-3))}`);
    assert.equal((await unit(251)).ilu_status, 'Available');
    // A corrected departure moves the vacating date and the notice.
    const corr = await call({
      url: '/api/residents/departure-ilu/correction',
      body: { residencyId: 255, departureDateUtc: day(-2), departureReason: 'Other' },
    });
    assert.equal(corr.status, 200, JSON.stringify(corr.json));
    assert.equal((await allocation(11)).departure_date, day(-2));
    assert.equal(await briefNote(251), `Vacating ${formatDate(day(-2))}`);
    // The reversal: the person is back, the unit Occupied, the allocation not vacated, the note no longer Vacating.
    const rev = await call({
      url: '/api/allocations/departure/reversal',
      body: { iluAllocationId: 11, residentId: 255, version: await versionOf(11) },
    });
    assert.equal(rev.status, 200, JSON.stringify(rev.json));
    assert.equal((await residency(255)).departure_date_utc, null);
    assert.equal((await allocation(11)).departure_date, null);
    assert.equal((await unit(251)).ilu_status, 'Occupied');
    assert.equal(await briefNote(251), null);
    assert.ok((await events(255)).some((e) => e.event_type === 25));
    // Nothing departed to reverse any more.
    const again = await call({
      url: '/api/allocations/departure/reversal',
      body: { iluAllocationId: 11, residentId: 255, version: await versionOf(11) },
    });
    assert.deepEqual(again.json.modelState, { residentId: [ILU_MESSAGES.eventCannotBeReversed] });
  });

  test('a vacated unit let to another enquiry: the departure cannot be reversed', async () => {
    // Allocation 14 (260) in unit 254 vacates; enquiry 44 is assigned the unit.
    assert.equal((await depart(260, day(-5))).status, 200);
    const assign = await call({
      url: '/api/accommodations/assign-unit',
      body: { accommodationId: 254, independentLivingAllocationId: 44, price: '470000', version: await versionOf(44) },
    });
    assert.equal(assign.status, 200, JSON.stringify(assign.json));
    const rev = await call({
      url: '/api/allocations/departure/reversal',
      body: { iluAllocationId: 14, residentId: 260, version: await versionOf(14) },
    });
    assert.equal(rev.status, 400);
    assert.deepEqual(rev.json.modelState, { residentId: [STAY_MESSAGES.unitNoLongerAvailable] });
    assert.ok((await residency(260)).departure_date_utc);
    const carer = await t.authFor('carer@demo.local');
    const forbidden = await call({
      url: '/api/allocations/departure/reversal',
      body: { iluAllocationId: 14, residentId: 260, version: await versionOf(14) },
      headers: carer,
    });
    assert.equal(forbidden.status, 403);
    const stale = await call({
      url: '/api/allocations/departure/reversal',
      body: { iluAllocationId: 14, residentId: 260, version: 99 },
    });
    assert.equal(stale.status, 409);
  });
});

describe('settlement', () => {
  const settle = async (
    id: number,
    settlementDate: string,
    settlementPrice: unknown = '610000.00',
    headers?: Record<string, string>,
  ) =>
    call({
      url: '/api/allocations/settlement',
      body: { iluAllocationId: id, settlementDate, settlementPrice, version: await versionOf(id) },
      headers,
    });

  test('the minimum is the admission date when not vacated', async () => {
    const admitted = (await allocation(15)).occupied_date!;
    const early = await settle(15, addDays(admitted, -1));
    assert.equal(early.status, 400);
    assert.deepEqual(early.json.modelState, { settlementDate: [M.settlementDateTooEarly(formatDate(admitted))] });
    assert.match(early.json.modelState.settlementDate[0], /^The settlement date cannot be before \d\d [A-Z][a-z]{2} \d{4}\.$/);
    const ok = await settle(15, admitted);
    assert.equal(ok.status, 200, JSON.stringify(ok.json));
    const a = await allocation(15);
    assert.equal(a.is_settled, true);
    assert.equal(a.settlement_date, admitted);
    assert.equal(a.settlement_price, '610000.00');
    // A settled allocation's admission stays.
    const reversal = await call({
      url: '/api/allocations/15/reverse-admission',
      body: { residentId: 261, version: await versionOf(15) },
    });
    assert.equal(reversal.status, 400);
    assert.deepEqual(reversal.json.modelState, { residentId: [M.alreadySettled] });
  });

  test('vacated: the minimum is the vacating date (that day accepted, the day before refused); then its departure is not editable', async () => {
    // Allocation 10 (253, 254) vacates on day(-5).
    assert.equal((await depart(253, day(-5))).status, 200);
    assert.equal((await allocation(10)).departure_date, day(-5));
    const before = await settle(10, day(-6));
    assert.equal(before.status, 400);
    assert.deepEqual(before.json.modelState, { settlementDate: [M.settlementDateTooEarly(formatDate(day(-5)))] });
    const noPrice = await call({
      url: '/api/allocations/settlement',
      body: { iluAllocationId: 10, settlementDate: day(-5), version: await versionOf(10) },
    });
    assert.deepEqual(noPrice.json.modelState, { settlementPrice: [M.settlementPriceRequired] });
    const negative = await settle(10, day(-5), '-1');
    assert.equal(negative.status, 400);
    assert.ok(negative.json.modelState.settlementPrice);
    const finance = await t.authFor('carer@demo.local');
    assert.equal((await settle(10, day(-5), '1', finance)).status, 403);
    const ok = await settle(10, day(-5));
    assert.equal(ok.status, 200, JSON.stringify(ok.json));
    const twice = await settle(10, day(-4));
    assert.deepEqual(twice.json.modelState, { iluAllocationId: [M.alreadySettled] });

    // Seed 001 §4: an ILU departure with a settled allocation cannot be edited (correction, reversal: both areas).
    const correction = await call({
      url: '/api/residents/departure-ilu/correction',
      body: { residencyId: 253, departureDateUtc: day(-4), departureReason: 'Other' },
    });
    assert.equal(correction.status, 400);
    assert.deepEqual(correction.json.modelState, { eventId: [STAY_MESSAGES.settlementFinalised] });
    const residentsReversal = await call({ url: '/api/residents/253/depart/reversal', body: { residencyId: 253 } });
    assert.deepEqual(residentsReversal.json.modelState, { eventId: [STAY_MESSAGES.settlementFinalised] });
    const iluReversal = await call({
      url: '/api/allocations/departure/reversal',
      body: { iluAllocationId: 10, residentId: 253, version: await versionOf(10) },
    });
    assert.deepEqual(iluReversal.json.modelState, { residentId: [STAY_MESSAGES.settlementFinalised] });
    assert.equal((await residency(253)).departure_date_utc, day(-5));
    // Nobody joins a vacated unit.
    const join = await call({
      url: '/api/enquiries/admit',
      body: await admitBody(10, { accommodationId: 250, responsibleResidencyId: 253, residentDetails: [{ residentId: 254 }] }),
    });
    assert.equal(join.status, 400);
    assert.deepEqual(join.json.modelState, {
      'residentDetails[0].residentId': [M.alreadyAdmitted],
      accommodationId: [M.unitVacated],
      responsibleResidencyId: [M.responsibleResidentNotAdmitted],
    });
    const history = await call({ method: 'GET', url: '/api/residents/253/event-history' });
    assert.equal(history.status, 200);
    const departed = history.json.eventsHistory.find((e: { eventType: number }) => e.eventType === 6);
    assert.equal(departed.independentLivingAllocationWasSettled, true);
  });

  test('an enquiry cannot be settled', async () => {
    const res = await settle(43, today);
    assert.equal(res.status, 400);
    assert.deepEqual(res.json.modelState, { iluAllocationId: [M.notAdmitted] });
  });
});

describe('notes', () => {
  test("a JSON string body, the allocation's version in the query", async () => {
    const v = await versionOf(20);
    const res = await call({ url: '/api/allocations/20/notes', query: { version: String(v) }, body: 'Keys with the concierge.' });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.deepEqual(res.json, { independentLivingAllocationId: 20, version: v + 1 });
    assert.equal((await allocation(20)).notes, 'Keys with the concierge.');
    assert.ok((await audits(20)).some((x) => x.action === 'ilu.notes'));
    const stale = await call({ url: '/api/allocations/20/notes', query: { version: String(v) }, body: 'Again' });
    assert.equal(stale.status, 409);
    const object = await call({ url: '/api/allocations/20/notes', query: { version: String(v + 1) }, body: { notes: 'x' } });
    assert.equal(object.status, 400);
    const noVersion = await call({ url: '/api/allocations/20/notes', body: 'x' });
    assert.equal(noVersion.status, 400);
    assert.ok(noVersion.json.modelState.version);
    const cleared = await call({ url: '/api/allocations/20/notes', query: { version: String(v + 1) }, body: '' });
    assert.equal(cleared.status, 200, JSON.stringify(cleared.json));
    assert.equal((await allocation(20)).notes, null);
    const finance = await t.authFor('finance@demo.local');
    const forbidden = await call({
      url: '/api/allocations/20/notes',
      query: { version: String(v + 2) },
      body: 'x',
      headers: finance,
    });
    assert.equal(forbidden.status, 403);
  });
});

describe("another facility's records", () => {
  test('every id of another facility answers 404 and nothing is written', async () => {
    const tables = await tableNames(db());
    // An allocation, a unit, a person and a residency of Carlton House (2).
    const foreign = await db()
      .insertInto('independent_living_allocations')
      .values({ facility_id: 2 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const room = await db()
      .selectFrom('accommodations')
      .select('id')
      .where('facility_id', '=', 2)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const person = await db()
      .selectFrom('residencies')
      .select(['id', 'resident_id'])
      .where('facility_id', '=', 2)
      .where('is_lead', '=', false)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const v31 = await versionOf(31);
    const cases: Array<[string, Call]> = [
      [
        'assign: allocation',
        {
          url: '/api/accommodations/assign-unit',
          body: { accommodationId: 271, independentLivingAllocationId: foreign.id, price: '1', version: 1 },
        },
      ],
      [
        'assign: unit',
        {
          url: '/api/accommodations/assign-unit',
          body: { accommodationId: room.id, independentLivingAllocationId: 31, price: '1', version: v31 },
        },
      ],
      [
        'admit: unit',
        {
          url: '/api/enquiries/admit',
          body: await admitBody(31, {
            accommodationId: room.id,
            responsibleResidencyId: 281,
            residentDetails: [{ residentId: 281 }],
          }),
        },
      ],
      [
        'admit: person',
        {
          url: '/api/enquiries/admit',
          body: await admitBody(31, {
            accommodationId: 271,
            responsibleResidencyId: 281,
            residentDetails: [{ residentId: person.resident_id }],
          }),
        },
      ],
      [
        'admit: responsible',
        {
          url: '/api/enquiries/admit',
          body: await admitBody(31, {
            accommodationId: 271,
            responsibleResidencyId: person.id,
            residentDetails: [{ residentId: 281 }],
          }),
        },
      ],
      [
        'reverse admission: allocation',
        { url: `/api/allocations/${foreign.id}/reverse-admission`, body: { residentId: 241, version: 1 } },
      ],
      [
        'reverse admission: person',
        { url: '/api/allocations/1/reverse-admission', body: { residentId: person.resident_id, version: await versionOf(1) } },
      ],
      [
        'correction: person',
        {
          url: '/api/allocations/admission-correction',
          body: { iluAllocationId: 1, residentId: person.resident_id, admissionDate: today, version: await versionOf(1) },
        },
      ],
      [
        'departure reversal: allocation',
        { url: '/api/allocations/departure/reversal', body: { iluAllocationId: foreign.id, residentId: 241, version: 1 } },
      ],
      ['notes', { url: `/api/allocations/${foreign.id}/notes`, query: { version: '1' }, body: 'x' }],
      [
        'settlement',
        {
          url: '/api/allocations/settlement',
          body: { iluAllocationId: foreign.id, settlementDate: today, settlementPrice: '1', version: 1 },
        },
      ],
    ];
    const fp = await fingerprint(db(), tables);
    for (const [why, c] of cases) {
      const res = await call(c);
      assert.equal(res.status, 404, `${why}: ${JSON.stringify(res.json)}`);
    }
    assert.deepEqual(changedTables(fp, await fingerprint(db(), tables)), []);
    // An AgeCare facility does not have these routes.
    const agecare = await call({ url: '/api/allocations/settlement', facilityId: 1, body: cases[10][1].body });
    assert.equal(agecare.status, 404);
  });
});
