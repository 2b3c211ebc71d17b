/**
 * The one clock: this file pins its own process clock to 00:30 on Monday 30 Nov 2026 in Melbourne, when the
 * UTC date (and the database's `current_date`) is still Sunday 29 Nov, whatever RM_CLOCK the run uses. Every "today"
 * the API answers must be the clock's Melbourne day.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { addDays, melbourneToday, pinClock } from 'shared-domain/dates';
import { clockNow } from 'shared-domain/clock';
import { createTestContext, type TestContext } from './helpers';

const INSTANT = '2026-11-29T13:30:00Z';
pinClock(INSTANT);
const today = melbourneToday();

let t: TestContext;
before(async () => {
  t = await createTestContext();
});
after(async () => {
  await t?.close();
});

async function get(url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: await t.authFor('manager@demo.local') });
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
}

test('the pinned clock: Monday in Melbourne while UTC is still Sunday', () => {
  assert.equal(clockNow().toISOString(), '2026-11-29T13:30:00.000Z');
  assert.equal(today, '2026-11-30');
});

test("the demo data is generated on the clock's day: the dashboard's due-back groups are around it", async () => {
  const body = await get('/api/dashboard?facilityId=1');
  const due = new Set(body.residentsOnLeave.map((l: { expectedReturnDateUtc: string | null }) => l.expectedReturnDateUtc));
  assert.ok(
    due.has(today) && due.has(addDays(today, 1)) && due.has(addDays(today, -1)),
    'yesterday, today and tomorrow (Melbourne) present',
  );
});

test('a leave that starts today (Melbourne) shows the resident on leave in the list, not from tomorrow (the UTC date)', async () => {
  const list = await get('/api/residents?facilityId=1&take=100');
  const row = list.result.find((r: { isOnLeave: boolean }) => !r.isOnLeave);
  assert.ok(row, 'a current resident who is not on leave');
  await t.handle.db.insertInto('leaves').values({ residency_id: row.residencyId, type: 'Hospital', start_date: today }).execute();
  const again = await get('/api/residents?facilityId=1&take=100');
  assert.equal(again.result.find((r: { residencyId: number }) => r.residencyId === row.residencyId)?.isOnLeave, true);
});
