// Same-day timeline entries in the order they happened ('Returned from leave' before 'Departed'), by the
// time each was recorded and then its sequence, whatever the hour the test runs at.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { addDays, melbourneToday } from 'shared-domain/dates';
import { createTestContext, type TestContext } from './helpers';

process.env.MEDICARE_SIMULATOR_JOB = 'off';

let t: TestContext;
let day: string;
before(async () => {
  t = await createTestContext();
  day = addDays(melbourneToday(), -1);
});
after(async () => {
  await t?.close();
});

async function call(method: string, url: string, body?: unknown) {
  const res = await t.app.inject({
    method: method as 'GET' | 'POST',
    url,
    query: { facilityId: '1' },
    headers: {
      ...(await t.authFor('manager@demo.local')),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  assert.ok(res.statusCode < 300, `${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Current residents of facility 1 admitted well before `day`, not on leave. */
async function residents(count: number): Promise<number[]> {
  const r = await sql<{ resident_id: number }>`
    select rs.resident_id from residencies rs
    where rs.facility_id = 1 and not rs.is_lead and rs.departure_date_utc is null and rs.admission_date_utc < ${addDays(day, -30)}::date
      and not exists (select 1 from leaves l where l.residency_id = rs.id and l.return_date is null and not l.is_reversed)
    order by rs.resident_id limit ${count}`.execute(t.handle.db);
  assert.equal(r.rows.length, count);
  return r.rows.map((x) => x.resident_id);
}

/** The kinds of the resident's timeline entries on `day`, in the order the API gives them. */
async function kindsOn(residentId: number): Promise<string[]> {
  const entries = (await call('GET', `/api/residents/${residentId}/timeline`)) as { kind: string; date: string }[];
  return entries.filter((e) => e.date === day).map((e) => e.kind);
}

/** Sets when the residency's events of the given type were recorded (as if the requests came at those instants). */
async function recordedAt(residentId: number, eventType: number, instant: string) {
  await sql`update residency_events set created_on_utc = ${instant}::timestamptz
    where event_type = ${eventType} and residency_id in (select id from residencies where resident_id = ${residentId})`.execute(
    t.handle.db,
  );
}

test('a return from leave and a departure on the same day: Returned from leave, then Departed', async () => {
  const [id] = await residents(1);
  await call('POST', `/api/residents/${id}/leave`, {
    type: 'Social',
    startDateUtc: addDays(day, -3),
    expectedReturnDateUtc: day,
  });
  await call('POST', `/api/residents/${id}/leave/return`, { returnDateUtc: day });
  await call('POST', `/api/residents/${id}/depart`, { departureDateUtc: day, departureReason: 'Deceased' });
  assert.deepEqual(await kindsOn(id), ['LeaveReturn', 'Departure']);

  // Recorded in the morning (before 12:00 UTC, where an entry without a recorded time used to be placed): still in order.
  await recordedAt(id, 103, `${day}T00:30:00Z`);
  await recordedAt(id, 6, `${day}T01:00:00Z`);
  assert.deepEqual(await kindsOn(id), ['LeaveReturn', 'Departure']);

  // Recorded at the same instant: the sequence (event id) decides.
  await recordedAt(id, 103, `${day}T01:00:00Z`);
  assert.deepEqual(await kindsOn(id), ['LeaveReturn', 'Departure']);
});

test('a departure that ends an open leave: the leave ends just before the departure', async () => {
  const [id] = await residents(1);
  await call('POST', `/api/residents/${id}/leave`, { type: 'Hospital', startDateUtc: addDays(day, -3) });
  await call('POST', `/api/residents/${id}/depart`, { departureDateUtc: day, departureReason: 'Deceased' });
  assert.deepEqual(await kindsOn(id), ['LeaveReturn', 'Departure']);
  await recordedAt(id, 6, `${day}T00:15:00Z`);
  assert.deepEqual(await kindsOn(id), ['LeaveReturn', 'Departure']);
});
