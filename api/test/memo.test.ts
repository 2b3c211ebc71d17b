/**
 * The compiled-query memo (src/db/memo.ts): the memoised statement answers what the builder would, per facility; a
 * builder that uses a value for anything but a value is refused (built per request) or, under test, caught.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { memoQuery } from '../src/db/memo';
import { ScopedDb, type Access } from '../src/db/scoped';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
before(async () => {
  t = await createTestContext();
});
after(async () => t.close());

const access = (facilityId: number): Access => ({
  userId: 1,
  organisationId: 1,
  facilityId,
  isOrganisationManager: true,
  isSystemUser: false,
});
const scoped = (facilityId: number) => new ScopedDb(t.handle.db, access(facilityId));

async function facilityIds(): Promise<number[]> {
  const rows = await t.handle.db.selectFrom('facilities').select('id').orderBy('id').execute();
  return rows.map((r) => r.id);
}

const residenciesFrom = (s: ScopedDb, a: { skip: number; take: number; departed: boolean; after: Date }) => {
  const q = s
    .selectFrom('residencies', 'r')
    .select(['r.id', 'r.facility_id'])
    .where('r.created_on_utc', '<=', a.after)
    .where('r.is_lead', '=', sql.lit(false));
  return (a.departed ? q.where('r.departure_date_utc', 'is not', null) : q.where('r.departure_date_utc', 'is', null))
    .orderBy('r.id')
    .offset(a.skip)
    .limit(a.take);
};

test('a memoised read answers what its builder answers, for each facility and each shape', async () => {
  const q = memoQuery('test.residencies', residenciesFrom);
  const [first, second] = await facilityIds();
  for (const facility of [first, second, first]) {
    for (const departed of [false, true]) {
      for (const [skip, take] of [
        [0, 5],
        [3, 2],
      ]) {
        const args = { skip, take, departed, after: new Date() };
        const memo = await q(scoped(facility), args);
        const direct = await residenciesFrom(scoped(facility), args).execute();
        assert.deepEqual(memo, direct);
        assert.ok(
          memo.every((r) => r.facility_id === facility),
          'only the scope facility',
        );
      }
    }
  }
});

test("another facility's scope never runs a statement compiled for the first", async () => {
  const q = memoQuery('test.scope', (s, a: { take: number }) =>
    s.selectFrom('residencies', 'r').select('r.facility_id').limit(a.take),
  );
  const [first, second] = await facilityIds();
  const one = await q(scoped(first), { take: 50 });
  const two = await q(scoped(second), { take: 50 });
  assert.ok(one.length > 0 && two.length > 0);
  assert.ok(one.every((r) => r.facility_id === first));
  assert.ok(two.every((r) => r.facility_id === second));
});

test('a value computed from an argument is refused: the query is built for each request and still right', async () => {
  const build = (s: ScopedDb, a: { take: number }) =>
    s
      .selectFrom('residencies', 'r')
      .select('r.id')
      .orderBy('r.id')
      .limit(a.take + 1);
  const q = memoQuery('test.computed', build);
  const [first] = await facilityIds();
  const warn = console.warn;
  const warnings: string[] = [];
  console.warn = (m: string) => warnings.push(m);
  try {
    assert.equal((await q(scoped(first), { take: 2 })).length, 3);
    assert.equal((await q(scoped(first), { take: 4 })).length, 5);
  } finally {
    console.warn = warn;
  }
  assert.match(warnings.join('\n'), /test\.computed: not memoised \(parameter 2 is computed from a value\)/);
});

test('a value written into the SQL text is refused', async () => {
  const q = memoQuery('test.literal', (s, a: { status: string }) =>
    s
      .selectFrom('residencies', 'r')
      .select('r.id')
      .where('r.status', '=', sql.lit(a.status) as never)
      .limit(3),
  );
  const [first] = await facilityIds();
  const warn = console.warn;
  const warnings: string[] = [];
  console.warn = (m: string) => warnings.push(m);
  try {
    await q(scoped(first), { status: 'Enquiry' });
  } finally {
    console.warn = warn;
  }
  assert.match(warnings.join('\n'), /test\.literal: not memoised \(its SQL changes with the values\)/);
});

test('under test, a builder that chooses its shape by a value is caught', async () => {
  // Both marker sets are long strings, so the memo keeps the `like` shape; a short real value chooses `=` instead.
  const q = memoQuery('test.branch', (s, a: { name: string }) =>
    s
      .selectFrom('residencies', 'r')
      .select('r.id')
      .where('r.departure_reason', a.name.length > 3 ? 'like' : '=', a.name as never)
      .limit(1),
  );
  const [first] = await facilityIds();
  await assert.rejects(q(scoped(first), { name: 'Li' }), /the memoised statement differs from the one built from the values/);
});

test('a shape argument is written as a literal and compiled once per value', async () => {
  const build = (s: ScopedDb, a: { take: number; after: Date }) =>
    s
      .selectFrom('residencies', 'r')
      .select('r.id')
      .where('r.created_on_utc', '<=', a.after)
      .orderBy('r.id')
      .limit(sql.lit(a.take));
  const q = memoQuery('test.shape', build, { shape: ['take'], genericPlan: true });
  const [first] = await facilityIds();
  for (const take of [2, 5, 2]) {
    const args = { take, after: new Date() };
    assert.deepEqual(await q(scoped(first), args), await build(scoped(first), args).execute());
  }
  assert.match(build(scoped(first), { take: 7, after: new Date() }).compile().sql, /limit 7$/);
});
