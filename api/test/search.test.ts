import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
before(async () => {
  t = await createTestContext();
});
after(async () => {
  await t?.close();
});

async function search(facilityId: number, searchStr: string, path = 'search', who = 'manager@demo.local') {
  const res = await t.app.inject({
    url: `/api/residents/${path}`,
    query: { facilityId: String(facilityId), searchStr },
    headers: await t.authFor(who),
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as Array<Record<string, any>>;
}

async function addPerson(
  facilityId: number,
  first: string,
  last: string,
  extra: Record<string, unknown> = {},
  preferred: string | null = null,
) {
  const p = await t.handle.db
    .insertInto('residents')
    .values({ organisation_id: 1, first_name: first, last_name: last, preferred_name: preferred } as any)
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.handle.db
    .insertInto('residencies')
    .values({
      resident_id: p.id,
      facility_id: facilityId,
      care_type: 'Permanent',
      admission_date_utc: '2025-01-01',
      ...extra,
    } as any)
    .execute();
  return p.id;
}

test('prefix match on first, last, preferred and full name, case-insensitive', async () => {
  const id = await addPerson(1, 'Quentavia', 'Zorbridge', {}, 'Quinny');
  for (const s of ['quent', 'QUENTAVIA', 'zorb', 'Zorbridge', 'quinny', 'Quentavia Zor', '  quentavia  ']) {
    const rows = await search(1, s);
    assert.ok(
      rows.some((r) => r.residentId === id),
      `"${s}" finds the resident`,
    );
  }
  for (const s of ['entavia', 'bridge', 'Zorbridge Quentavia', 'x']) {
    const rows = await search(1, s);
    assert.ok(!rows.some((r) => r.residentId === id), `"${s}" does not`);
  }
});

test('row shape and facility type', async () => {
  const [row] = await search(1, 'Quentavia');
  assert.deepEqual(
    Object.keys(row).sort(),
    [
      'admissionDateUtc',
      'careType',
      'dateOfBirth',
      'departureDateUtc',
      'enquiryId',
      'facilityType',
      'firstName',
      'id',
      'independentLivingAllocationId',
      'isArchived',
      'isLead',
      'lastName',
      'preferredName',
      'residentId',
      'roomNumber',
    ].sort(),
  );
  assert.equal(row.facilityType, 'AgeCare');
  assert.equal(row.admissionDateUtc, '2025-01-01');
  const ilu = await t.handle.db
    .selectFrom('residents as r')
    .innerJoin('residencies as rs', 'rs.resident_id', 'r.id')
    .select(['r.last_name'])
    .where('rs.facility_id', '=', 4)
    .where('rs.admission_date_utc', 'is not', null)
    .executeTakeFirstOrThrow();
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
  assert.deepEqual(
    both.map((r) => r.residentId),
    [departed],
  );
  assert.equal(both[0].departureDateUtc, '2025-06-01');
  const withTimeout = await t.app.inject({
    url: '/api/residents/search-current-and-departed',
    query: { facilityId: '3', searchStr: 'yolanda', timeout: '5000' },
    headers: await t.authFor('manager@demo.local'),
  });
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
  await t.handle.db
    .updateTable('residents')
    .set({ first_name: 'Winifred', preferred_name: 'Freddie' })
    .where('id', '=', id)
    .execute();
  assert.ok(!(await search(1, 'wilhelmina')).some((r) => r.residentId === id));
  assert.ok((await search(1, 'winifred tre')).some((r) => r.residentId === id));
  assert.ok((await search(1, 'freddie')).some((r) => r.residentId === id));
  await t.handle.db.updateTable('residencies').set({ facility_id: 2 }).where('resident_id', '=', id).execute();
  assert.ok(!(await search(1, 'winifred')).some((r) => r.residentId === id));
  assert.ok((await search(2, 'winifred')).some((r) => r.residentId === id));
  await t.handle.db.deleteFrom('residencies').where('resident_id', '=', id).execute();
  assert.ok(!(await search(2, 'winifred')).some((r) => r.residentId === id));
});

/**
 * The reference: the search's rules written as plain SQL over residents and residencies (independent of
 * resident_search and its triggers): prefix of first, last, preferred or "first last" (case-insensitive), not archived,
 * departed only when asked; current, then enquiries, then departed; last name, first name, residency id; 10 rows.
 */
async function referenceSearch(
  db: TestContext['handle']['db'],
  facilityId: number,
  searchStr: string,
  includeDeparted: boolean,
): Promise<number[]> {
  const { sql } = await import('kysely');
  const p =
    searchStr
      .trim()
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .replace(/[\\%_]/g, (c) => `\\${c}`) + '%';
  const rows = await sql<{ id: number }>`
    select rs.id from residencies rs join residents r on r.id = rs.resident_id
     where rs.facility_id = ${facilityId} and not rs.is_archived
       and (${includeDeparted} or rs.departure_date_utc is null)
       and (lower(r.first_name) like ${p} or lower(r.last_name) like ${p} or lower(r.preferred_name) like ${p}
            or lower(r.first_name || ' ' || r.last_name) like ${p})
     order by case when rs.departure_date_utc is not null then 2 when rs.admission_date_utc is not null then 0 else 1 end,
              lower(r.last_name), lower(r.first_name), rs.id
     limit 10`.execute(db);
  return rows.rows.map((r) => r.id);
}

test('results and order equal the plain-SQL reference for terms taken from the demo data', async () => {
  const { sql } = await import('kysely');
  for (const facilityId of [1, 2, 4]) {
    const people = (
      await sql<{ first_name: string; last_name: string; preferred_name: string | null }>`
      select r.first_name, r.last_name, r.preferred_name from residencies rs join residents r on r.id = rs.resident_id
       where rs.facility_id = ${facilityId} order by rs.id limit 5`.execute(t.handle.db)
    ).rows;
    assert.ok(people.length > 0);
    const terms = new Set<string>();
    for (const p of people) {
      terms
        .add(p.last_name.slice(0, 1))
        .add(p.last_name.slice(0, 2))
        .add(p.first_name.slice(0, 3))
        .add(p.first_name)
        .add(`${p.first_name} ${p.last_name.slice(0, 2)}`.toUpperCase());
      if (p.preferred_name) terms.add(p.preferred_name);
    }
    for (const term of terms) {
      for (const [path, departed] of [
        ['search', false],
        ['search-current-and-departed', true],
      ] as const) {
        const rows = await search(facilityId, term, path);
        assert.deepEqual(
          rows.map((r) => r.id),
          await referenceSearch(t.handle.db, facilityId, term, departed),
          `${path} "${term}" in facility ${facilityId}`,
        );
      }
    }
  }
});

test('departing and archiving move residencies between the groups (resident_search follows residencies)', async () => {
  const id = await addPerson(2, 'Ottoline', 'Quillfeather');
  const find = async (path: string) => (await search(2, 'ottoline', path)).filter((r) => r.residentId === id);
  assert.equal((await find('search')).length, 1);
  await t.handle.db
    .updateTable('residencies')
    .set({ departure_date_utc: '2025-07-01', departure_reason: 'Other' })
    .where('resident_id', '=', id)
    .execute();
  assert.equal((await find('search')).length, 0);
  assert.equal((await find('search-current-and-departed'))[0]?.departureDateUtc, '2025-07-01');
  await t.handle.db.updateTable('residencies').set({ is_archived: true }).where('resident_id', '=', id).execute();
  assert.equal((await find('search-current-and-departed')).length, 0);
});
