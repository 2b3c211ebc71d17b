/**
 * Facility optional services (seed 002 §7 facilities/optional-services) on a real database: the list with
 * status and current rate, adding with rates, stopping (later rates removed, current ended, a zero rate the next day),
 * the shared rules' refusals, 403, another facility's ids, 409 and the audit. Demo data (src/demo/admin/finance.ts):
 * Newspapers (current, a rise 100 days ago), Hairdressing (stopped 30 days ago), Podiatry (a rise in 30 days); the
 * independent-living facility 4 also has Garden maintenance.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { OptionalService, OptionalServiceList, SaveOptionalServicesBody } from 'shared-domain/contracts/admin-finance';
import { addDays, melbourneToday } from 'shared-domain/dates';
import { OPTIONAL_SERVICE_MESSAGES as M } from 'shared-domain/optional-services';
import { createTestContext, type TestContext } from './helpers';

const today = melbourneToday();
let t: TestContext;
before(async () => {
  t = await createTestContext({ today });
  // A role that only views optional services, at facility 1.
  const db = t.handle.db;
  const role = await db
    .insertInto('roles')
    .values({ organisation_id: 1, name: 'Services viewer' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('role_permissions')
    .values({ role_id: role.id, permission_code: 406, can_view: true, can_modify: false, can_remove: false, can_action: false })
    .execute();
  const user = await db
    .insertInto('users')
    .values({ organisation_id: 1, role_id: role.id, email: 'services.viewer@test.local', first_name: 'Sv', last_name: 'Viewer' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_facilities').values({ user_id: user.id, facility_id: 1 }).execute();
});
after(async () => {
  await t?.close();
});

const URL = '/api/facilities/optional-services';

async function call(method: 'GET' | 'PUT', opts: { who?: string; body?: unknown; facilityId?: number } = {}) {
  const res = await t.app.inject({
    method,
    url: URL,
    query: { facilityId: String(opts.facilityId ?? 1) },
    headers: {
      ...(await t.authFor(opts.who ?? 'manager@demo.local')),
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    payload: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  return { status: res.statusCode, json: res.body ? (res.json() as unknown) : null };
}
async function list(facilityId = 1): Promise<OptionalServiceList> {
  const r = await call('GET', { facilityId });
  assert.equal(r.status, 200);
  return r.json as OptionalServiceList;
}
const named = (l: OptionalServiceList, name: string): OptionalService => {
  const found = l.services.find((s) => s.typeDescription === name);
  assert.ok(found, name);
  return found;
};
const save = (b: SaveOptionalServicesBody, opts: { who?: string; facilityId?: number } = {}) => call('PUT', { ...opts, body: b });
const modelState = (r: { json: unknown }) => (r.json as { modelState: Record<string, string[]> }).modelState;
const asBody = (s: OptionalService) => ({
  id: s.id,
  version: s.version,
  typeDescription: s.typeDescription,
  billingPeriod: s.billingPeriod,
  stopBillingEvent: s.stopBillingEvent,
  ratesList: s.ratesList.map((r) => ({ startDate: r.startDate, value: r.value })),
});
const day = (n: number) => addDays(today, n);

describe('GET facilities/optional-services', () => {
  test('status, rates, the current rate and its index', async () => {
    const l = await list();
    assert.equal(l.requiresStopBillingEvent, false);
    const news = named(l, 'Newspapers');
    assert.equal(news.status, 'Scheduled');
    assert.equal(news.billingPeriod, 'Weekly');
    assert.equal(news.stopBillingEvent, 'Departure');
    assert.deepEqual(
      news.ratesList.map((r) => [r.startDate, r.endDate, r.value]),
      [
        [day(-400), day(-101), '4.50'],
        [day(-100), null, '5.00'],
      ],
    );
    assert.equal(news.rate, '5.00');
    assert.equal(news.todayRateIndex, 1);
    const hair = named(l, 'Hairdressing');
    assert.equal(hair.status, 'Stopped');
    assert.equal(hair.stopped, true);
    assert.equal(hair.endDateUtc, day(-30));
    assert.equal(hair.rate, '0.00');
    const pod = named(l, 'Podiatry');
    assert.equal(pod.status, 'Scheduled');
    assert.equal(pod.rate, '28.00');
    assert.equal(pod.ratesList[1].startDate, day(30));
  });

  test('independent living needs the stop billing event', async () => {
    const l = await list(4);
    assert.equal(l.requiresStopBillingEvent, true);
    assert.equal(named(l, 'Garden maintenance').stopBillingEvent, 'Settlement');
  });

  test('403 without facilityOptionalServices view (care staff); 403 for a viewer saving', async () => {
    assert.equal((await call('GET', { who: 'carer@demo.local' })).status, 403);
    assert.equal((await call('GET', { who: 'services.viewer@test.local' })).status, 200);
    assert.equal((await save({ services: [] }, { who: 'services.viewer@test.local' })).status, 403);
  });
});

describe('PUT facilities/optional-services', () => {
  test('adds a service with two rates, then stops it: later rates removed, current ended, a zero rate the next day', async () => {
    const added = await save({
      services: [
        {
          typeDescription: 'Pay TV',
          billingPeriod: 'Monthly',
          ratesList: [
            { startDate: day(-60), value: '20' },
            { startDate: day(10), value: '22.5' },
          ],
        },
      ],
    });
    assert.equal(added.status, 200, JSON.stringify(added.json));
    const tv = named(added.json as OptionalServiceList, 'Pay TV');
    assert.equal(tv.status, 'Scheduled');
    assert.equal(tv.stopBillingEvent, 'Departure');
    assert.equal(tv.startDateUtc, day(-60));
    assert.deepEqual(
      tv.ratesList.map((r) => [r.startDate, r.endDate, r.value]),
      [
        [day(-60), day(9), '20.00'],
        [day(10), null, '22.50'],
      ],
    );
    const audit = await t.handle.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('entity', '=', 'optionalService')
      .where('entity_id', '=', String(tv.id))
      .orderBy('id')
      .execute();
    assert.equal(audit[0].action, 'add-optional-service');

    const stopped = await save({ services: [{ ...asBody(tv), stopDate: day(-1) }] });
    assert.equal(stopped.status, 200, JSON.stringify(stopped.json));
    const after = named(stopped.json as OptionalServiceList, 'Pay TV');
    assert.deepEqual(
      after.ratesList.map((r) => [r.startDate, r.endDate, r.value]),
      [
        [day(-60), day(-1), '20.00'],
        [day(0), null, '0.00'],
      ],
    );
    assert.equal(after.status, 'Stopped');
    assert.equal(after.stopped, true);
    assert.equal(after.endDateUtc, day(-1));
    assert.equal(after.version, tv.version + 1);
    const [, update] = await t.handle.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('entity', '=', 'optionalService')
      .where('entity_id', '=', String(tv.id))
      .orderBy('id')
      .execute();
    assert.equal(update.action, 'update-optional-service');
    const changes = (update.details as { changes: Array<{ field: string }> }).changes;
    assert.deepEqual(
      changes.map((c) => c.field),
      ['rates'],
    );

    // A stopped service no longer holds its charge type.
    const again = await save({
      services: [{ typeDescription: 'pay tv', billingPeriod: 'Weekly', ratesList: [{ startDate: day(1), value: '6' }] }],
    });
    assert.equal(again.status, 200, JSON.stringify(again.json));
  });

  test('a charge type in use by a service that is not stopped is refused, ignoring case', async () => {
    const r = await save({
      services: [{ typeDescription: ' NEWSPAPERS ', billingPeriod: 'Daily', ratesList: [{ startDate: day(0), value: '1' }] }],
    });
    assert.equal(r.status, 400);
    assert.deepEqual(modelState(r), { 'services[0].typeDescription': [M.chargeTypeDuplicate] });
    // Hairdressing is stopped: its charge type is free.
    const ok = await save({
      services: [{ typeDescription: 'Hairdressing', billingPeriod: 'Monthly', ratesList: [{ startDate: day(5), value: '40' }] }],
    });
    assert.equal(ok.status, 200, JSON.stringify(ok.json));
  });

  test('a stop date before the first rate is the dateRange error; rates and charge type are checked', async () => {
    const pod = named(await list(), 'Podiatry');
    const r = await save({ services: [{ ...asBody(pod), stopDate: day(-201) }] });
    assert.equal(r.status, 400);
    assert.deepEqual(modelState(r), { 'services[0].stopDate': [M.dateRange] });
    const bad = await save({
      services: [
        { typeDescription: ' ', billingPeriod: 'Daily', ratesList: [] },
        {
          typeDescription: 'Laundry',
          billingPeriod: 'Daily',
          ratesList: [
            { startDate: day(1), value: '1' },
            { startDate: day(1), value: '2' },
          ],
        },
      ],
    });
    assert.deepEqual(modelState(bad), {
      'services[0].typeDescription': [M.chargeTypeRequired],
      'services[0].ratesList': [M.ratesRequired],
      'services[1].ratesList[1].startDate': [M.rateDuplicate],
    });
    const negative = await save({
      services: [{ typeDescription: 'Laundry', billingPeriod: 'Daily', ratesList: [{ startDate: day(1), value: '-1' }] }],
    });
    assert.equal(negative.status, 400);
    assert.ok(modelState(negative)['services[0].ratesList[0].value']);
    assert.equal(named(await list(), 'Podiatry').version, pod.version);
  });

  test('independent living: the stop billing event is required', async () => {
    const r = await save(
      { services: [{ typeDescription: 'Meals', billingPeriod: 'Weekly', ratesList: [{ startDate: day(0), value: '80' }] }] },
      { facilityId: 4 },
    );
    assert.equal(r.status, 400);
    assert.deepEqual(modelState(r), { 'services[0].stopBillingEvent': [M.stopBillingEventRequired] });
    const ok = await save(
      {
        services: [
          {
            typeDescription: 'Meals',
            billingPeriod: 'Weekly',
            stopBillingEvent: 'Settlement',
            ratesList: [{ startDate: day(0), value: '80' }],
          },
        ],
      },
      { facilityId: 4 },
    );
    assert.equal(ok.status, 200);
    assert.equal(named(ok.json as OptionalServiceList, 'Meals').stopBillingEvent, 'Settlement');
  });

  test('a stale version is 409 and nothing is written', async () => {
    const news = named(await list(), 'Newspapers');
    const r = await save({
      services: [
        { typeDescription: 'Stale service', billingPeriod: 'Daily', ratesList: [{ startDate: day(0), value: '1' }] },
        { ...asBody(news), billingPeriod: 'Daily', version: news.version + 3 },
      ],
    });
    assert.equal(r.status, 409);
    const l = await list();
    assert.equal(named(l, 'Newspapers').billingPeriod, 'Weekly');
    assert.ok(!l.services.some((s) => s.typeDescription === 'Stale service'));
  });

  test("another facility's service id is 404 and nothing is written", async () => {
    const other = named(await list(2), 'Newspapers');
    const r = await save({ services: [{ ...asBody(other), billingPeriod: 'Daily' }] });
    assert.equal(r.status, 404);
    assert.deepEqual(named(await list(2), 'Newspapers'), other);
  });
});
