import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { compareAnswers } from '../bench/compare';
import { floorAnswer, type FloorQuery } from '../bench/floor';
import { SCENARIO_NAMES, buildScenarios } from '../bench/scenarios';
import { createTestContext, type TestContext } from './helpers';
import { insertStatementLines, markBuilt, statementRow } from './statement-lines';

/**
 * The benchmark's floor (api/bench/floor.ts) answers every scenario's request exactly as the app does, on the demo
 * data: if the app's answer changes (a field, an order, a count), this fails until the floor follows, so the floor
 * cannot silently drift from what it is the floor of.
 */
let t: TestContext;
let floorQuery: FloorQuery;
before(async () => {
  t = await createTestContext();
  const { handle } = t;
  floorQuery = async <R>(name: string, text: string, values: unknown[]): Promise<R[]> => {
    if (handle.pool) return (await handle.pool.query({ name, text, values })).rows as R[];
    return handle.exclusive!(async (db) => (await db.query<R>(text, values)).rows);
  };
});
after(async () => {
  await t?.close();
});

/** The answer without its cut-off instant (each side stamps its own "now"). */
const withoutCutoff = (v: unknown): unknown =>
  JSON.parse(JSON.stringify(v, (k: string, x: unknown) => (k === 'notIncludingItemsAfter' ? undefined : x)));

async function check(path: string): Promise<void> {
  const res = await t.app.inject({ url: path, headers: await t.authFor('manager@demo.local') });
  assert.equal(res.statusCode, 200, `${path}: ${res.body}`);
  const floor = await floorAnswer(floorQuery, path);
  assert.deepEqual(compareAnswers(res.json(), floor), [], path);
  assert.deepStrictEqual(withoutCutoff(floor), withoutCutoff(res.json()), path);
}

test('the floor answers every scenario as the app does (demo data)', async () => {
  for (const facilityId of [1, 2]) {
    const scenarios = await buildScenarios(t.handle.db, { facilityId, iluFacilityId: 4, terms: 24, records: 6 });
    for (const name of SCENARIO_NAMES) {
      const paths = scenarios[name].paths;
      assert.ok(paths.length > 0, name);
      for (const p of name === 'search' || name === 'lead-column' ? paths : paths.slice(0, 6)) await check(p);
    }
  }
});

test('the floor answers the independent-living finance screen as the app does', async () => {
  const db = t.handle.db;
  const fees = (id: number) => `/api/enquiries/finance/fees-and-charges/${id}?facilityId=4`;
  // An enquiry with a unit (no schedule: one blank row), a settled earlier allocation, and an allocation of two people,
  // one of whom has their bill paid by their primary contact.
  const enquiry = await db
    .selectFrom('independent_living_allocations')
    .select('id')
    .where('facility_id', '=', 4)
    .where('occupied_date', 'is', null)
    .where('accommodation_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db.deleteFrom('ilu_dmf_schedule_rows').where('independent_living_allocation_id', '=', enquiry.id).execute();
  const settled = await db
    .selectFrom('independent_living_allocations')
    .select('id')
    .where('facility_id', '=', 4)
    .where('is_settled', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const couple = await db
    .selectFrom('residencies')
    .select(['independent_living_allocation_id as allocation', 'resident_id'])
    .where('facility_id', '=', 4)
    .where('admission_date_utc', 'is not', null)
    .where('departure_date_utc', 'is', null)
    .where(
      'independent_living_allocation_id',
      'in',
      db
        .selectFrom('residencies')
        .select('independent_living_allocation_id')
        .where('facility_id', '=', 4)
        .groupBy('independent_living_allocation_id')
        .having((eb) => eb.fn.countAll(), '=', 2),
    )
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('resident_contacts')
    .values({ resident_id: couple.resident_id, kind: 'Primary', position: 0, first_name: 'Karen', last_name: 'Payer' })
    .execute();
  await db.updateTable('residents').set({ bill_payer_type: 'PrimaryContact' }).where('id', '=', couple.resident_id).execute();
  for (const id of [enquiry.id, settled.id, couple.allocation!]) await check(fees(id));
  const answer = (await floorAnswer(floorQuery, fees(couple.allocation!))) as {
    iluResidencyFinanceFees: Array<{ billPayerFullName: string | null }>;
  };
  assert.ok(answer.iluResidencyFinanceFees.some((p) => p.billPayerFullName === 'Karen Payer'));
  // Another facility's allocation, or none: the app's 404, the floor's "not found".
  const elsewhere = await db
    .insertInto('independent_living_allocations')
    .values({ facility_id: 2 })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const id of [elsewhere.id, 999999]) {
    const res = await t.app.inject({ url: fees(id), headers: await t.authFor('manager@demo.local') });
    assert.equal(res.statusCode, 404);
    assert.equal(await floorAnswer(floorQuery, fees(id)), null);
  }
});

test('the floor answers the other lists and searches as the app does', async () => {
  for (const p of [
    '/api/residents/departed?facilityId=1&skip=5&take=5',
    '/api/residents?facilityId=4&skip=0&take=25',
    '/api/residents/search-current-and-departed?facilityId=1&searchStr=m',
    '/api/residents/search?facilityId=4&searchStr=a',
    '/api/leads/dashboard/status/?facilityId=1&status=Confirmed&skip=0&take=3',
  ])
    await check(p);
});

test('the floor answers the Medicare events pages as the app does, with every filter', async () => {
  const db = t.handle.db;
  const person = await db
    .selectFrom('medicare_submissions')
    .select(['resident_id', sql<string>`(created_on_utc at time zone 'Australia/Melbourne')::date::text`.as('day')])
    .where('facility_id', '=', 1)
    .where('resident_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const e = '/api/funding/medicare-events?facilityId=1';
  for (const p of [
    `${e}&skip=0&take=10`,
    `${e}&skip=5&take=3`,
    `${e}&skip=100000&take=25`,
    `${e}&eventTypes=Entry&eventTypes=Departure&responseTypes=Accepted&responseTypes=BeingProcessed&skip=0&take=25`,
    `${e}&selectedResidentIds=${person.resident_id}&skip=0&take=25`,
    `${e}&fromDate=${person.day}&toDate=${person.day}&skip=0&take=25`,
    `${e}&eventTypes=AccommodationBalance&skip=0&take=25`,
  ])
    await check(p);
});

test('the floor answers the statement list and a reconciled month as the app does', async () => {
  const db = t.handle.db;
  // Months of their own (years back), not the demo's: one reconciled in part, one whose variance is not built.
  const built = await statementRow(db, 1, '2023-03-01');
  const notBuilt = await statementRow(db, 1, '2023-02-01');
  await insertStatementLines(db, notBuilt.id, [{ side: 1, careRecipientId: 'CRX', amountDue: '10.00' }]);
  const [e1, a1, e2, a2, e3, , , , carried] = await insertStatementLines(db, built.id, [
    {
      side: 1,
      careRecipientId: 'CR1',
      lastName: 'Able',
      amountDue: '100.00',
      action: 'AutoMatched',
      groupIdentifier: '6f1c5f0e-1c1e-4c55-9d0b-000000000001',
    },
    {
      side: 2,
      careRecipientId: 'CR1',
      lastName: 'Able',
      amountDue: '100.00',
      action: 'AutoMatched',
      groupIdentifier: '6f1c5f0e-1c1e-4c55-9d0b-000000000001',
    },
    {
      side: 1,
      careRecipientId: 'CR2',
      lastName: 'Brown',
      amountDue: '50.00',
      action: 'Match',
      groupIdentifier: '6f1c5f0e-1c1e-4c55-9d0b-000000000002',
    },
    {
      side: 2,
      careRecipientId: 'CR2',
      lastName: 'Brown',
      amountDue: '45.50',
      action: 'MatchAccept',
      groupIdentifier: '6f1c5f0e-1c1e-4c55-9d0b-000000000002',
    },
    {
      side: 1,
      careRecipientId: 'CR3',
      lastName: 'Cole',
      amountDue: '30.00',
      cause: 'Entry event Held: not paid until it is accepted',
    },
    { side: 2, careRecipientId: 'CR3', lastName: 'Cole', amountDue: '-12.34', adjustmentMonth: '2023-02-01', action: 'Writeoff' },
    {
      side: 1,
      careRecipientId: 'CR4',
      careType: 'Respite',
      lastName: 'Dunn',
      amountDue: '70.00',
      dailyRate: null,
      action: 'Accept',
    },
    { side: 2, careRecipientId: 'CR4', careType: 'Respite', lastName: 'Dunn', amountDue: '0.00' },
    { side: 2, careRecipientId: 'CR1', lastName: 'Able', amountDue: '5.00', adjustmentMonth: '2023-01-01', action: 'CarryOver' },
  ]);
  await insertStatementLines(db, built.id, [
    {
      side: 2,
      careRecipientId: 'CR1',
      lastName: 'Able',
      amountDue: '5.00',
      adjustmentMonth: '2023-01-01',
      carriedOverFromLineId: carried,
    },
  ]);
  const manager = await db.selectFrom('users').select('id').where('email', '=', 'manager@demo.local').executeTakeFirstOrThrow();
  await db
    .insertInto('medicare_statement_notes')
    .values([
      { statement_id: built.id, line_id: e3, facility_id: 1, note: 'Asked Services Australia.', created_by_user_id: manager.id },
      {
        statement_id: built.id,
        line_id: e3,
        facility_id: 1,
        note: 'Carry it over.',
        is_carrying_over: true,
        created_by_user_id: null,
      },
      { statement_id: built.id, line_id: a2, facility_id: 1, note: 'Matched.', created_by_user_id: manager.id },
    ])
    .execute();
  await markBuilt(db, built.id, { expected: '250.00', actual: '138.16' });
  assert.ok(e1 && a1 && e2);
  for (const p of [
    '/api/funding/medicare-statements?facilityId=1',
    '/api/funding/medicare-statements?facilityId=2',
    '/api/funding/variance-statement-payment?facilityId=1&monthAndYear=032023',
    '/api/funding/variance-statement-payment?facilityId=1&monthAndYear=022023',
  ])
    await check(p);
  const page = await floorAnswer(floorQuery, '/api/funding/variance-statement-payment?facilityId=1&monthAndYear=032023');
  assert.equal(JSON.stringify(page).includes('Carry it over.'), true);
  // A month without a statement: the app's 404, the floor's "not found".
  const none = '/api/funding/variance-statement-payment?facilityId=1&monthAndYear=011999';
  const res = await t.app.inject({ url: none, headers: await t.authFor('manager@demo.local') });
  assert.equal(res.statusCode, 404);
  assert.equal(await floorAnswer(floorQuery, none), null);
});

test('the floor answers the movements report as the app does, with its filters and pages', async () => {
  const m = '/api/reporting/movements-report-data?facilityId=1';
  const wide = 'fromDateUtcMidnight=2000-01-01&toDateUtcMidnight=2100-12-31';
  for (const p of [
    `${m}&${wide}&skip=0&take=25`,
    `${m}&${wide}&skip=40&take=10&careType=Permanent`,
    `${m}&${wide}&careType=Respite`,
    `${m}&fromDateUtcMidnight=2100-01-01&toDateUtcMidnight=2100-12-31`,
    `${m}&${wide}&skip=100000&take=25`,
  ])
    await check(p);
});

test('the floor answers the billing extract as the app does, with its filters and pages', async () => {
  const b = '/api/reporting/billing-extract-data?facilityId=1';
  const wide = 'fromDate=2000-01-01&toDate=2100-12-31';
  for (const p of [
    `${b}&${wide}&skip=0&take=25`,
    `${b}&${wide}&skip=40&take=10&careType=Permanent`,
    `${b}&${wide}&careType=Respite`,
    `${b}&fromDate=2100-01-01&toDate=2100-12-31`,
    `${b}&${wide}&skip=100000&take=25`,
  ])
    await check(p);
});

test('compareAnswers reports a changed id, a changed count and a missing field', () => {
  const app = {
    totalCount: 2,
    result: [
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
    ],
  };
  assert.deepEqual(compareAnswers(app, structuredClone(app)), []);
  assert.notDeepEqual(compareAnswers(app, { ...app, totalCount: 3 }), []);
  assert.notDeepEqual(
    compareAnswers(app, {
      ...app,
      result: [
        { id: 2, name: 'b' },
        { id: 1, name: 'a' },
      ],
    }),
    [],
  );
  assert.notDeepEqual(compareAnswers(app, { ...app, result: [{ id: 1 }, { id: 2 }] }), []);
});
