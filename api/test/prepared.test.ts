/**
 * The prepared-statements wrapper (src/db/index.ts preparedPool): which texts become named statements, the per-connection
 * LRU with DEALLOCATE, and the re-parse of a statement whose cached plan went stale. Unit part on a fake pg client
 * (always); server part on TEST_DATABASE_URL's PostgreSQL server (skipped on PGlite runs).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { PREPARED_MAX_TEXT, migrate, openDatabase, preparedName, preparedPool } from '../src/db';
import { loadConfig } from '../src/config';
import { createTestContext } from './helpers';

interface Sent {
  name?: string;
  text: string;
  values?: unknown[];
}

/** A pg client look-alike: records what is sent, keeps pg's parsedStatements and a transaction status. */
function fakeClient() {
  const sent: Sent[] = [];
  const client = {
    connection: { parsedStatements: {} as Record<string, string> },
    status: 'I' as 'I' | 'T' | 'E',
    failNext: undefined as { code: string } | undefined,
    sent,
    released: 0,
    getTransactionStatus() {
      return client.status;
    },
    async query(q: string | Sent, values?: unknown[]) {
      const s: Sent = typeof q === 'string' ? { text: q, values } : q;
      sent.push(s);
      if (client.failNext && s.name) {
        const err = Object.assign(new Error('cached plan must not change result type'), client.failNext);
        client.failNext = undefined;
        throw err;
      }
      if (s.name) client.connection.parsedStatements[s.name] = s.text;
      return { command: 'SELECT', rowCount: 1, rows: [{ ok: 1 }] };
    },
    release() {
      client.released++;
    },
  };
  const pool = { connect: async () => client, end: async () => {} };
  return { client, pool: pool as unknown as pg.Pool };
}

test('a text with parameters is sent as a named statement, the same name for the same text', async () => {
  const { client, pool } = fakeClient();
  const p = preparedPool(pool);
  const c = await p.connect();
  await c.query('select $1::int', [1]);
  await c.query('select $1::int', [2]);
  await c.query('select $1::text', ['x']);
  assert.equal(client.sent.length, 3);
  assert.equal(client.sent[0].name, preparedName('select $1::int'));
  assert.equal(client.sent[1].name, client.sent[0].name);
  assert.notEqual(client.sent[2].name, client.sent[0].name);
  assert.deepEqual(client.sent[1].values, [2]);
});

test('texts without parameters (begin, commit, migration scripts) and over-long texts stay unnamed', async () => {
  const { client, pool } = fakeClient();
  const c = await preparedPool(pool).connect();
  await c.query('begin');
  await c.query('create table a (x int); create table b (y int);', []);
  await c.query(`select $1::int -- ${'x'.repeat(PREPARED_MAX_TEXT)}`, [1]);
  assert.deepEqual(
    client.sent.map((s) => s.name),
    [undefined, undefined, undefined],
  );
});

test('each connection keeps at most `max` statements: the least recently used is deallocated when the connection is next idle', async () => {
  const { client, pool } = fakeClient();
  const p = preparedPool(pool, 2);
  const c = await p.connect();
  await c.query('select $1 as a', [1]);
  await c.query('select $1 as b', [1]);
  await c.query('select $1 as a', [1]); // a is now the most recently used
  client.status = 'T'; // inside a transaction: nothing is deallocated yet
  await c.query('select $1 as c', [1]); // evicts b
  const [a, b, cc] = ['select $1 as a', 'select $1 as b', 'select $1 as c'].map(preparedName);
  assert.equal(client.connection.parsedStatements[b], undefined, 'pg forgets the evicted statement');
  assert.ok(client.connection.parsedStatements[a] && client.connection.parsedStatements[cc]);
  assert.ok(!client.sent.some((s) => /deallocate/.test(s.text)));
  c.release();
  client.status = 'I';
  await p.connect();
  assert.equal(client.sent.at(-1)?.text, `deallocate "${b}"`);
});

test('a statement evicted but not deallocated yet is reused as it is (not parsed again under the same name)', async () => {
  const { client, pool } = fakeClient();
  const p = preparedPool(pool, 1);
  const c = await p.connect();
  await c.query('select $1 as a', [1]);
  await c.query('select $1 as b', [1]); // evicts a (pending deallocation)
  const a = preparedName('select $1 as a');
  assert.equal(client.connection.parsedStatements[a], undefined);
  await c.query('select $1 as a', [1]); // back before the connection was idle again: still allocated on the server
  assert.equal(client.connection.parsedStatements[a], 'select $1 as a', 'pg must not send a second Parse for it');
  await p.connect();
  assert.equal(client.sent.at(-1)?.text, `deallocate "${preparedName('select $1 as b')}"`);
});

test('a stale cached plan is parsed again: retried unnamed outside a transaction, reported inside one', async () => {
  const { client, pool } = fakeClient();
  const p = preparedPool(pool);
  const c = await p.connect();
  await c.query('select * from t where a = $1', [1]);
  client.failNext = { code: '0A000' };
  const r = await c.query('select * from t where a = $1', [1]);
  assert.deepEqual(r.rows, [{ ok: 1 }]);
  assert.equal(client.sent.at(-1)?.name, undefined, 'the retry is unnamed');
  assert.ok(
    client.sent.some((s) => s.text.startsWith('deallocate')),
    'the stale statement is deallocated',
  );

  client.status = 'T';
  await c.query('select * from t where a = $1', [1]);
  client.failNext = { code: '0A000' };
  await assert.rejects(c.query('select * from t where a = $1', [1]), /cached plan/);
  assert.equal(client.connection.parsedStatements[preparedName('select * from t where a = $1')], undefined);
});

const serverUrl = process.env.TEST_DATABASE_URL;

test(
  'on a PostgreSQL server: statements are prepared once per connection; transactions, migrations and sql.raw work',
  { skip: !serverUrl && 'PGlite run (set TEST_DATABASE_URL)' },
  async () => {
    const t = await createTestContext({ demo: false });
    try {
      const db = t.handle.db;
      await db.connection().execute(async (conn) => {
        for (let i = 0; i < 3; i++) await sql`select ${i}::int as n`.execute(conn);
        const names = (
          await sql<{ name: string }>`select name from pg_prepared_statements where statement = ${'select $1::int as n'}`.execute(
            conn,
          )
        ).rows;
        assert.deepEqual(
          names.map((n) => n.name),
          [preparedName('select $1::int as n')],
        );
      });
      await assert.rejects(
        db.transaction().execute(async (trx) => {
          await sql`create table prepared_probe (a int)`.execute(trx);
          await sql`insert into prepared_probe values (${1})`.execute(trx);
          throw new Error('roll back');
        }),
        /roll back/,
      );
      assert.equal(
        (await sql<{ n: number }>`select count(*)::int as n from pg_tables where tablename = ${'prepared_probe'}`.execute(db))
          .rows[0].n,
        0,
      );
      await sql.raw('create table prepared_probe (a int); insert into prepared_probe values (1), (2);').execute(db);
      assert.deepEqual(await migrate(db), []);

      // A column added under `select *`: the cached plan is stale; the next call answers with the new column.
      const read = () => sql<Record<string, number>>`select * from prepared_probe where a = ${1}`.execute(db);
      await db.connection().execute(async (conn) => {
        const once = () => sql<Record<string, number>>`select * from prepared_probe where a = ${1}`.execute(conn);
        assert.deepEqual((await once()).rows, [{ a: 1 }]);
        await sql.raw('alter table prepared_probe add column b int default 7').execute(conn);
        assert.deepEqual((await once()).rows, [{ a: 1, b: 7 }]);
      });
      assert.deepEqual((await read()).rows, [{ a: 1, b: 7 }]);
    } finally {
      await t.close();
    }
  },
);

test(
  'on a PostgreSQL server: prepared statements can be turned off (a pooler in transaction mode)',
  { skip: !serverUrl && 'PGlite run (set TEST_DATABASE_URL)' },
  async () => {
    const t = await createTestContext({ demo: false });
    try {
      const config = { ...loadConfig({ PUBLIC_URL: 'http://localhost:8080' }), databaseUrl: t.databaseUrl, dataDir: 'memory://' };
      const handle = await openDatabase(config, { poolSize: 1, preparedStatements: false });
      try {
        const n = await handle.db.connection().execute(async (conn) => {
          await sql`select ${1}::int as n`.execute(conn);
          return (await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements`.execute(conn)).rows[0].n;
        });
        assert.equal(n, 0);
      } finally {
        await handle.close();
      }
    } finally {
      await t.close();
    }
  },
);
