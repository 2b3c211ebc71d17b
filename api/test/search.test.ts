import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
before(async () => { t = await createTestContext(); });
after(async () => { await t?.close(); });

async function search(facilityId: number, searchStr: string, path = 'search', who = 'manager@demo.local') {
  const res = await t.app.inject({ url: `/api/residents/${path}`, query: { facilityId: String(facilityId), searchStr }, headers: await t.authFor(who) });
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as Array<Record<string, any>>;
}

async function addPerson(facilityId: number, first: string, last: string, extra: Record<string, unknown> = {}, preferred: string | null = null) {
  const p = await t.handle.db.insertInto('residents').values({ organisation_id: 1, first_name: first, last_name: last, preferred_name: preferred } as any).returning('id').executeTakeFirstOrThrow();
  await t.handle.db.insertInto('residencies').values({ resident_id: p.id, facility_id: facilityId, care_type: 'Permanent', admission_date_utc: '2025-01-01', ...extra } as any).execute();
  return p.id;
}

test('prefix match on first, last, preferred and full name, case-insensitive', async () => {
  const id = await addPerson(1, 'Quentavia', 'Zorbridge', {}, 'Quinny');
  for (const s of ['quent', 'QUENTAVIA', 'zorb', 'Zorbridge', 'quinny', 'Quentavia Zor', '  quentavia  ']) {
    const rows = await search(1, s);
    assert.ok(rows.some((r) => r.residentId === id), `"${s}" finds the resident`);
  }
  for (const s of ['entavia', 'bridge', 'Zorbridge Quentavia', 'x']) {
    const rows = await search(1, s);
    assert.ok(!rows.some((r) => r.residentId === id), `"${s}" does not`);
  }
});

test('row shape and facility type', async () => {
  const [row] = await search(1, 'Quentavia');
  assert.deepEqual(Object.keys(row).sort(), ['admissionDateUtc', 'careType', 'dateOfBirth', 'departureDateUtc', 'enquiryId', 'facilityType', 'firstName', 'id', 'independentLivingAllocationId', 'isArchived', 'isLead', 'lastName', 'preferredName', 'residentId', 'roomNumber'].sort());
  assert.equal(row.facilityType, 'AgeCare');
  assert.equal(row.admissionDateUtc, '2025-01-01');
  const ilu = await t.handle.db.selectFrom('residents as r').innerJoin('residencies as rs', 'rs.resident_id', 'r.id').select(['r.last_name']).where('rs.facility_id', '=', 4).where('rs.admission_date_utc', 'is not', null).executeTakeFirstOrThrow();
  const rows = await search(4, ilu.last_name);
  assert.ok(rows.length > 0 && rows.every((r) => r.facilityType === 'IndependentLiving'));
  assert.ok(rows.some((r) => r.independentLivingAllocationId !== null));
});

test('only the current facility: a name in facility 2 is not found from facility 1', async () => {
  const id = await addPerson(2, 'Xanthippe', 'Oddleigh');
  assert.equal((await search(1, 'xanthippe')).length, 0);
  assert.ok((await search(2, 'xanthippe')).some((r) => r.residentId === id));
});

test('at most 10 rows, current residents before departed; departed only in search-current-and-departed', async () => {
  for (let i = 0; i < 14; i++) await addPerson(3, `Yolanda${i}`, 'Plenkett');
  const departed = await addPerson(3, 'Yolanda', 'Departedson', { departure_date_utc: '2025-06-01', departure_reason: 'Other' });
  const rows = await search(3, 'yolanda');
  assert.equal(rows.length, 10);
  assert.ok(!rows.some((r) => r.residentId === departed));
  const both = await search(3, 'yolanda departedson', 'search-current-and-departed');
  assert.deepEqual(both.map((r) => r.residentId), [departed]);
  assert.equal(both[0].departureDateUtc, '2025-06-01');
  const withTimeout = await t.app.inject({ url: '/api/residents/search-current-and-departed', query: { facilityId: '3', searchStr: 'yolanda', timeout: '5000' }, headers: await t.authFor('manager@demo.local') });
  assert.equal(withTimeout.statusCode, 200);
  assert.equal(withTimeout.json().length, 10);
});

test('wildcards in the search text are literal', async () => {
  const id = await addPerson(1, 'Per%cent', 'Under_score');
  assert.ok((await search(1, 'per%')).some((r) => r.residentId === id));
  assert.ok(!(await search(1, '%')).some((r) => r.residentId === id));
  assert.equal((await search(1, '_')).length, 0);
});

test('blank search returns nothing; missing searchStr is a 400 with modelState', async () => {
  assert.deepEqual(await search(1, '   '), []);
  const res = await t.app.inject({ url: '/api/residents/search?facilityId=1', headers: await t.authFor('manager@demo.local') });
  assert.equal(res.statusCode, 400);
  assert.ok(res.json().modelState.searchStr);
});

test('search follows renames, moves between facilities and deletions (resident_search triggers)', async () => {
  const id = await addPerson(1, 'Wilhelmina', 'Trethewey');
  assert.ok((await search(1, 'wilhelmina')).some((r) => r.residentId === id));
  await t.handle.db.updateTable('residents').set({ first_name: 'Winifred', preferred_name: 'Freddie' }).where('id', '=', id).execute();
  assert.ok(!(await search(1, 'wilhelmina')).some((r) => r.residentId === id));
  assert.ok((await search(1, 'winifred tre')).some((r) => r.residentId === id));
  assert.ok((await search(1, 'freddie')).some((r) => r.residentId === id));
  await t.handle.db.updateTable('residencies').set({ facility_id: 2 }).where('resident_id', '=', id).execute();
  assert.ok(!(await search(1, 'winifred')).some((r) => r.residentId === id));
  assert.ok((await search(2, 'winifred')).some((r) => r.residentId === id));
  await t.handle.db.deleteFrom('residencies').where('resident_id', '=', id).execute();
  assert.ok(!(await search(2, 'winifred')).some((r) => r.residentId === id));
});
