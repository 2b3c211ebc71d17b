/**
 * The guard's auth cache (src/http/auth-cache.ts): a user's user/role/permissions/facility are kept in
 * memory, and every write to them empties it: at once for writes through this process, within a second for writes of
 * another connection on a PostgreSQL server (NOTIFY from migration 0013's triggers), and the cache is off while the
 * listener connection is down.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import net from 'node:net';
import pg from 'pg';
import { AuthCache, createAuthCache } from '../src/http/auth-cache';
import { authCacheOf } from '../src/http/routes';
import { createTestContext, type TestContext } from './helpers';

const USER = 'facility.manager@demo.local';
const URL = '/api/residents?facilityId=1&skip=0&take=5';

async function status(t: TestContext, headers: { authorization: string }) {
  return (await t.app.inject({ method: 'GET', url: URL, headers })).statusCode;
}

async function until(pred: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await pred()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return pred();
}

test('AuthCache: serves a stored value, reloads after invalidate, never stores a load an eviction overtook', async () => {
  const cache = new AuthCache<number>(true);
  let loads = 0;
  const load = async () => ++loads;
  assert.equal(await cache.get('a', load), 1);
  assert.equal(await cache.get('a', load), 1);
  cache.invalidate();
  assert.equal(await cache.get('a', load), 2);
  let release!: () => void;
  const slow = cache.get('b', async () => {
    await new Promise<void>((r) => (release = r));
    return 100;
  });
  await new Promise((r) => setImmediate(r));
  cache.invalidate();
  release();
  assert.equal(await slow, 100);
  assert.equal(await cache.get('b', load), 3, 'the overtaken load was not stored');
  cache.setEnabled(false);
  assert.equal(await cache.get('b', load), 4);
  assert.equal(await cache.get('b', load), 5, 'off: every call loads');
});

test('writes through the app refuse the next call at once: deactivated user, removed permission, unassigned facility', async () => {
  const t = await createTestContext();
  try {
    const db = t.handle.db;
    const user = await db.selectFrom('users').select(['id', 'role_id']).where('email', '=', USER).executeTakeFirstOrThrow();
    const headers = await t.authFor(USER);
    const cache = authCacheOf(t.app)!;
    assert.ok(await until(async () => cache.enabled, 5000), 'the cache is on (PGlite: at once; server: once listening)');
    assert.equal(await status(t, headers), 200);
    assert.equal(await status(t, headers), 200);

    await db.deleteFrom('user_facilities').where('user_id', '=', user.id).where('facility_id', '=', 1).execute();
    assert.equal(await status(t, headers), 404, 'unassigned facility');
    await db.insertInto('user_facilities').values({ user_id: user.id, facility_id: 1 }).execute();
    assert.equal(await status(t, headers), 200);

    const perms = await db.selectFrom('role_permissions').selectAll().where('role_id', '=', user.role_id).execute();
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('role_permissions').where('role_id', '=', user.role_id).execute();
    });
    assert.equal(await status(t, headers), 403, 'removed permission');
    await db.insertInto('role_permissions').values(perms).execute();
    assert.equal(await status(t, headers), 200);

    await sql`update users set is_active = false where id = ${user.id}`.execute(db);
    assert.equal(await status(t, headers), 401, 'deactivated user');
  } finally {
    await t.close();
  }
});

test(
  'server: a write on another connection is seen within a second; with the listener lost the cache is off',
  {
    skip: process.env.TEST_DATABASE_URL ? false : 'needs TEST_DATABASE_URL (PostgreSQL server)',
  },
  async () => {
    const t = await createTestContext();
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      const user = await t.handle.db
        .selectFrom('users')
        .select(['id', 'role_id'])
        .where('email', '=', USER)
        .executeTakeFirstOrThrow();
      const headers = await t.authFor(USER);
      const cache = authCacheOf(t.app)!;
      assert.ok(await until(async () => cache.enabled, 5000), 'the listener is up');
      assert.equal(await status(t, headers), 200);

      await other.query('delete from user_facilities where user_id = $1 and facility_id = 1', [user.id]);
      assert.ok(await until(async () => (await status(t, headers)) === 404, 1000), 'unassigned facility within 1 s');
      await other.query('insert into user_facilities (user_id, facility_id) values ($1, 1)', [user.id]);
      assert.ok(await until(async () => (await status(t, headers)) === 200, 1000));

      await other.query('update role_permissions set can_view = false where role_id = $1', [user.role_id]);
      assert.ok(await until(async () => (await status(t, headers)) === 403, 1000), 'removed permission within 1 s');
      await other.query('update role_permissions set can_view = true where role_id = $1', [user.role_id]);
      assert.ok(await until(async () => (await status(t, headers)) === 200, 1000));

      // The listener dies: the cache goes off at once (every request reads the database), and on again once it listens.
      await other.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'rm-auth-listener' and datname = current_database()`,
      );
      assert.ok(await until(async () => !cache.enabled, 1000), 'off when the listener is lost');
      assert.equal(await status(t, headers), 200);
      await other.query('update users set is_active = false where id = $1', [user.id]);
      assert.equal(await status(t, headers), 401, 'deactivated user refused while the listener is down');
      await other.query('update users set is_active = true where id = $1', [user.id]);
      assert.ok(await until(async () => cache.enabled, 5000), 'on again after reconnecting');
      assert.equal(await status(t, headers), 200);
      await other.query('update users set is_active = false where id = $1', [user.id]);
      assert.ok(await until(async () => (await status(t, headers)) === 401, 1000), 'deactivated user within 1 s');
    } finally {
      await other.end();
      await t.close();
    }
  },
);

test(
  'server: the listener gives up on a server that does not answer, tries again, and listens once it answers',
  {
    skip: process.env.TEST_DATABASE_URL ? false : 'needs TEST_DATABASE_URL (PostgreSQL server)',
  },
  async () => {
    // A lost network between the API and PostgreSQL: connections are accepted and never answered (a black hole) until
    // `answering`, then passed to the server. The fault suite (npm run faults) found the listener waiting for ever on
    // such a connection, its cache off long after the database was back.
    const server = new globalThis.URL(process.env.TEST_DATABASE_URL!);
    let answering = false;
    let attempts = 0;
    const sockets = new Set<net.Socket>();
    const proxy = net.createServer((client) => {
      attempts++;
      sockets.add(client);
      client.on('error', () => undefined);
      if (!answering) return;
      const upstream = net.connect(Number(server.port || 5432), server.hostname);
      sockets.add(upstream);
      upstream.on('error', () => client.destroy());
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const through = new globalThis.URL(server);
    through.hostname = '127.0.0.1';
    through.port = String((proxy.address() as net.AddressInfo).port);
    const { cache, close } = createAuthCache<number>(through.toString(), { connectTimeoutMs: 300, reconnectMs: 50 });
    try {
      assert.ok(await until(async () => attempts >= 3, 5000), `an attempt after each timeout (${attempts} so far)`);
      assert.equal(cache.enabled, false, 'off while nothing answers');
      answering = true;
      assert.ok(await until(async () => cache.enabled, 5000), 'on once the server answers');
    } finally {
      // The sockets first: a client still waiting on one is let go, so closing the cache does not wait on it.
      for (const s of sockets) s.destroy();
      await close();
      await new Promise((resolve) => proxy.close(resolve));
    }
  },
);
