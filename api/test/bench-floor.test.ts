import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { compareAnswers } from '../bench/compare';
import { floorAnswer, type FloorQuery } from '../bench/floor';
import { SCENARIO_NAMES, buildScenarios } from '../bench/scenarios';
import { createTestContext, type TestContext } from './helpers';

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
