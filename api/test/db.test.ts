import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { migrate, MIGRATIONS_DIR, Mutex, withStartupLock } from '../src/db';
import { getSigningKeys } from '../src/security/keys';
import { createTestContext, type TestContext } from './helpers';
import fs from 'node:fs';

let t: TestContext;
before(async () => {
  t = await createTestContext({ demo: false });
});
after(async () => {
  await t?.close();
});

test('migrations are recorded and idempotent', async () => {
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const rows = await t.handle.db.selectFrom('schema_migrations').select('name').orderBy('name').execute();
  assert.deepEqual(
    rows.map((r) => r.name),
    files,
  );
  assert.deepEqual(await migrate(t.handle.db), []);
  // Two concurrent runs (replicas starting together) are serialised by the advisory lock.
  const [a, b] = await Promise.all([migrate(t.handle.db), migrate(t.handle.db)]);
  assert.deepEqual([...a, ...b], []);
  const again = await t.handle.db
    .selectFrom('schema_migrations')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  assert.equal(again.n, files.length);
});

test('start-up work under the startup lock runs one process at a time (the demo data is loaded once)', async () => {
  // On a server each call holds the session advisory lock on its own connection while the work runs; on PGlite (one
  // process) the work just runs, one call after the other here as well.
  const events: string[] = [];
  const work = (name: string) => async () => {
    events.push(`${name} start`);
    await new Promise((r) => setTimeout(r, 150));
    events.push(`${name} end`);
    return name;
  };
  const results = await Promise.all([
    withStartupLock(t.handle, 7_270_319_999, work('a')),
    withStartupLock(t.handle, 7_270_319_999, work('b')),
  ]);
  assert.deepEqual(results, ['a', 'b']);
  if (t.handle.pool) {
    // Never two inside at once: each start is followed by its own end.
    for (let i = 0; i < events.length; i += 2) assert.equal(events[i + 1], events[i].replace('start', 'end'));
  }
  // The lock is released after the work, also when the work fails.
  await assert.rejects(
    withStartupLock(t.handle, 7_270_319_999, () => Promise.reject(new Error('boom'))),
    /boom/,
  );
  assert.equal(await withStartupLock(t.handle, 7_270_319_999, async () => 'again'), 'again');
});

test('same value types from both drivers: numeric string, int8 number, date string, timestamptz Date', async () => {
  const r = await sql<{ n: unknown; c: unknown; d: unknown; ts: unknown }>`
    select 12.50::numeric(12,2) as n, count(*) as c, date '2026-03-01' as d, timestamptz '2026-03-01T10:20:30.123Z' as ts
    from (values (1), (2)) v(x)`.execute(t.handle.db);
  const row = r.rows[0];
  assert.equal(row.n, '12.50');
  assert.equal(row.c, 2);
  assert.equal(row.d, '2026-03-01');
  assert.ok(row.ts instanceof Date);
  assert.equal((row.ts as Date).toISOString(), '2026-03-01T10:20:30.123Z');
});

test('a failed transaction rolls back and does not block other queries', async () => {
  await assert.rejects(
    t.handle.db.transaction().execute(async (trx) => {
      await trx.insertInto('religions').values({ name: 'Rollback test' }).execute();
      throw new Error('boom');
    }),
    /boom/,
  );
  const found = await t.handle.db.selectFrom('religions').select('id').where('name', '=', 'Rollback test').execute();
  assert.equal(found.length, 0);
  // Interleaved transactions and plain queries all complete with the right data.
  await Promise.all([
    t.handle.db.transaction().execute(async (trx) => {
      await trx.insertInto('religions').values({ name: 'Tx A' }).execute();
      await new Promise((r) => setTimeout(r, 20));
      await trx.insertInto('religions').values({ name: 'Tx A2' }).execute();
    }),
    t.handle.db.selectFrom('religions').selectAll().execute(),
    t.handle.db.transaction().execute(async (trx) => {
      await trx.insertInto('religions').values({ name: 'Tx B' }).execute();
    }),
  ]);
  const names = (
    await t.handle.db.selectFrom('religions').select('name').where('name', 'like', 'Tx %').orderBy('name').execute()
  ).map((r) => r.name);
  assert.deepEqual(names, ['Tx A', 'Tx A2', 'Tx B']);
});

test('mutex serves waiters in order and releases once', async () => {
  const m = new Mutex();
  const order: number[] = [];
  const r1 = await m.acquire();
  const p2 = m.acquire().then((rel) => {
    order.push(2);
    rel();
  });
  const p3 = m.acquire().then((rel) => {
    order.push(3);
    rel();
  });
  order.push(1);
  r1();
  r1();
  await Promise.all([p2, p3]);
  assert.deepEqual(order, [1, 2, 3]);
});

test('signing keys: created once, reused, private RS256 JWK with kid', async () => {
  await t.handle.db.deleteFrom('signing_keys').execute();
  const [a, b] = await Promise.all([getSigningKeys(t.handle.db), getSigningKeys(t.handle.db)]);
  assert.equal(a.length, 1);
  assert.deepEqual(
    a.map((k) => k.kid),
    b.map((k) => k.kid),
  );
  assert.equal(a[0].alg, 'RS256');
  assert.equal(a[0].use, 'sig');
  assert.ok(a[0].d, 'private part present');
  const c = await getSigningKeys(t.handle.db);
  assert.equal(c[0].kid, a[0].kid);
});

test('users: email is unique regardless of case', async () => {
  const org = await t.handle.db
    .insertInto('organisations')
    .values({ name: 'Org', device_expiry_date: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const role = await t.handle.db
    .insertInto('roles')
    .values({ organisation_id: org.id, name: 'R' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const base = { organisation_id: org.id, first_name: 'A', last_name: 'B', role_id: role.id, password_hash: null };
  await t.handle.db
    .insertInto('users')
    .values({ ...base, email: 'Same@Example.org' })
    .execute();
  await assert.rejects(
    t.handle.db
      .insertInto('users')
      .values({ ...base, email: 'same@example.ORG' })
      .execute(),
  );
});
