/**
 * Losing the database. On the PostgreSQL server (TEST_DATABASE_URL): under steady writes (notes added to residents)
 * and reads (a resident's record, on the generic-plan pool), every backend connection of the test database is
 * terminated again and again for two seconds (`pg_terminate_backend`, from a separate connection: what a restart does
 * to the API's connections), then the database refuses every connection for three seconds (ALLOW_CONNECTIONS false:
 * the server down; the server itself is shared, so it is not restarted). The process stays up; every answer is a
 * success or a 503 with Retry-After, never a 500; service returns within 5 s of the database coming back; every write
 * acknowledged is in the database exactly once; a notice published afterwards reaches a browser's SSE stream opened
 * before; the job queue works a job again. On PGlite (one in-process connection, nothing to kill) that part is
 * skipped; the 503 mapping and the platform's job queue are checked on both.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import Fastify from 'fastify';
import pg from 'pg';
import { DATABASE_RETRY_AFTER_SECONDS, isConnectionLoss } from '../src/db/connection-loss';
import { DATABASE_UNAVAILABLE, registerErrorHandling, UNEXPECTED } from '../src/http/errors';
import { FEE_RUN_QUEUE } from '../src/modules/finance/ledger/job';
import { reconnectDelay } from '../src/notify';
import { createTestContext, type TestContext } from './helpers';

// The platform starts its job queue under the test runner only when asked.
process.env.JOB_QUEUE = 'on';

const onServer = Boolean(process.env.TEST_DATABASE_URL);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });

describe('connection-class errors answer 503 with Retry-After; the reconnect backoff (no database needed)', () => {
  const lost: Array<[string, Error]> = [
    ['terminated by an administrator (a restart)', pgError('57P01', 'terminating connection due to administrator command')],
    ['crash shutdown', pgError('57P02', 'terminating connection because of crash of another server process')],
    ['still starting up', pgError('57P03', 'the database system is starting up')],
    ['connection failure class 08', pgError('08006', 'connection failure')],
    ['too many connections', pgError('53300', 'sorry, too many clients already')],
    ['closed to connections', pgError('55000', 'database "rm" is not currently accepting connections')],
    ['refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['reset', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['refused on every address', new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })], '')],
    ['the socket ended', new Error('Connection terminated unexpectedly')],
    ['a query on a client that lost it', new Error('Client has encountered a connection error and is not queryable')],
    ['no connection within the timeout', new Error('timeout exceeded when trying to connect')],
    ['wrapped', new Error('The fee run failed', { cause: new Error('Connection terminated unexpectedly') })],
  ];
  const notLost: Array<[string, Error]> = [
    ['a unique violation', pgError('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', pgError('42601', 'syntax error at or near "selct"')],
    ['the same code for a statement', pgError('55000', 'currval of sequence "s" is not yet defined in this session')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ];

  test('isConnectionLoss tells the loss of the connection from an error of the statement', () => {
    for (const [what, err] of lost) assert.equal(isConnectionLoss(err), true, what);
    for (const [what, err] of notLost) assert.equal(isConnectionLoss(err), false, what);
  });

  test('the LISTEN connection is tried again after 100 ms, doubling up to 2 s, each up to a quarter less', () => {
    assert.deepEqual(
      [0, 1, 2, 3, 4, 5, 10, 50].map((n) => reconnectDelay(n, () => 0)),
      [100, 200, 400, 800, 1600, 2000, 2000, 2000],
    );
    assert.equal(
      reconnectDelay(0, () => 1),
      75,
    );
    assert.equal(
      reconnectDelay(9, () => 1),
      1500,
    );
  });

  test("the error handler answers 503, Retry-After and the product's message body; other errors stay 500", async () => {
    const app = Fastify();
    registerErrorHandling(app);
    const all = [...lost, ...notLost];
    app.get<{ Params: { i: string } }>('/fail/:i', async (req) => {
      throw all[Number(req.params.i)][1];
    });
    try {
      for (let i = 0; i < all.length; i++) {
        const res = await app.inject({ url: `/fail/${i}` });
        if (i < lost.length) {
          assert.equal(res.statusCode, 503, all[i][0]);
          assert.equal(res.headers['retry-after'], String(DATABASE_RETRY_AFTER_SECONDS));
          assert.deepEqual(res.json(), { message: DATABASE_UNAVAILABLE });
        } else {
          assert.equal(res.statusCode, 500, all[i][0]);
          assert.equal(res.headers['retry-after'], undefined);
          assert.deepEqual(res.json(), { message: UNEXPECTED });
        }
      }
    } finally {
      await app.close();
    }
  });
});

/** Waits until the fee run job has run (a Scheduled run Completed for every aged-care facility); the time it took. */
async function feeRunJobWorked(t: TestContext, before: number, timeoutMs = 60_000): Promise<number> {
  const started = Date.now();
  const facilities = await t.handle.db
    .selectFrom('facilities')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('facility_type', '=', 'AgeCare')
    .executeTakeFirstOrThrow();
  for (;;) {
    const done = await t.handle.db
      .selectFrom('fee_runs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('trigger', '=', 'Scheduled')
      .where('status', '=', 'Completed')
      .executeTakeFirstOrThrow();
    if (Number(done.n) >= before + Number(facilities.n)) return Date.now() - started;
    if (Date.now() - started > timeoutMs) assert.fail(`the fee run job was not worked within ${timeoutMs} ms`);
    await sleep(250);
  }
}

async function scheduledRuns(t: TestContext): Promise<number> {
  const row = await t.handle.db
    .selectFrom('fee_runs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('trigger', '=', 'Scheduled')
    .where('status', '=', 'Completed')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

let t: TestContext;
before(async () => {
  t = await createTestContext();
});
after(async () => {
  await t?.close();
});

test("the platform's job queue works a module's job (the monthly fee run), on either database", async () => {
  const before = await scheduledRuns(t);
  assert.ok(await t.ctx.jobs.send(FEE_RUN_QUEUE));
  await feeRunJobWorked(t, before);
});

interface Outcome {
  kind: 'write' | 'read';
  start: number;
  end: number;
  /** 0: no answer at all (the connection to the API failed). */
  status: number;
  retryAfter: string | null;
  body: string;
  note?: string;
}

/** Reads an SSE stream in the background: every maintenance notice with the time it arrived. */
async function openStream(base: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/notifications/stream`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  assert.equal(res.status, 200);
  const notices: Array<{ at: number; message: string }> = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const reading = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      for (let idx = buffer.indexOf('\n\n'); idx >= 0; idx = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, idx);
        buffer = buffer.slice(idx + 2);
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (/^event: maintenance-notice$/m.test(block) && data)
          notices.push({ at: Date.now(), message: JSON.parse(data).message });
      }
    }
  })().catch(() => undefined);
  return {
    notices,
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

test(
  'PostgreSQL connections killed, then refused, under steady writes: no crash, 503 with Retry-After or success, back within 5 s, nothing acknowledged lost, LISTEN/NOTIFY and the job queue work again',
  {
    skip: onServer
      ? false
      : 'PGlite is one in-process connection: there is no connection to kill (set TEST_DATABASE_URL to run this on a PostgreSQL server)',
  },
  async (tc) => {
    // An 'error' event without a listener, or a promise rejected unheard, would end the API process: each is recorded
    // here (and so fails the test) instead.
    const fatal: unknown[] = [];
    const onFatal = (err: unknown) => fatal.push(err);
    process.on('uncaughtException', onFatal);
    process.on('unhandledRejection', onFatal);

    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = typeof address === 'string' ? address : `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const manager = `Bearer ${await t.tokenFor('manager@demo.local')}`;
    const system = `Bearer ${await t.tokenFor('system@demo.local')}`;
    const residents = (
      await t.handle.db
        .selectFrom('residencies')
        .select('resident_id')
        .where('facility_id', '=', 1)
        .where('is_lead', '=', false)
        .where('admission_date_utc', 'is not', null)
        .where('departure_date_utc', 'is', null)
        .orderBy('resident_id')
        .limit(4)
        .execute()
    ).map((r) => r.resident_id);
    assert.equal(residents.length, 4);
    const stream = await openStream(base, await t.tokenFor('carer@demo.local'));

    const admin = new pg.Client({ connectionString: t.databaseUrl });
    admin.on('error', () => undefined);
    await admin.connect();

    const run = Date.now().toString(36);
    const outcomes: Outcome[] = [];
    let stopAt = Infinity;
    let sequence = 0;
    const call = async (kind: Outcome['kind'], method: string, url: string, body?: unknown, note?: string) => {
      const start = Date.now();
      let status = 0;
      let retryAfter: string | null = null;
      let text = '';
      try {
        const res = await fetch(`${base}${url}`, {
          method,
          headers: { authorization: manager, ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
        status = res.status;
        retryAfter = res.headers.get('retry-after');
        text = await res.text();
      } catch (err) {
        text = String(err);
      }
      outcomes.push({ kind, start, end: Date.now(), status, retryAfter, body: text, note });
      return status;
    };
    const writer = async (residentId: number) => {
      while (Date.now() < stopAt) {
        const note = `loss-${run}-${++sequence}`;
        await call('write', 'POST', `/api/residents/${residentId}/resident-notes?facilityId=1`, { note }, note);
      }
    };
    const reader = async () => {
      while (Date.now() < stopAt) await call('read', 'GET', `/api/residents/${residents[0]}?facilityId=1`);
    };

    // Kill every backend of the test database (the pools', the LISTEN connections', pg-boss's), from a connection to it.
    const kill = async () =>
      (
        await admin.query<{ n: number }>(
          `select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()) k`,
        )
      ).rows[0].n;
    const database = (await admin.query<{ name: string }>('select current_database() as name')).rows[0].name;
    // A database is closed to connections from another one (the server's own, TEST_DATABASE_URL).
    const server = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    server.on('error', () => undefined);
    await server.connect();
    const allowConnections = (allow: boolean) =>
      server.query(`alter database "${database.replace(/"/g, '""')}" allow_connections ${allow}`);
    const killedCounts: number[] = [];

    const t0 = Date.now();
    const load = Promise.all([...residents.map(writer), reader()]);
    let firstKill = 0;
    let refusedAt = 0;
    let backAt = 0;
    try {
      await sleep(1000);
      // Every 200 ms for 2 s, as a restart's shutdown does to every connection.
      firstKill = Date.now();
      while (Date.now() - firstKill < 2000) {
        killedCounts.push(await kill());
        await sleep(200);
      }
      // Then the database is down for 3 s: it refuses every new connection and every connection is killed once more.
      await allowConnections(false);
      refusedAt = Date.now();
      try {
        killedCounts.push(await kill());
        await sleep(3000);
      } finally {
        await allowConnections(true);
        backAt = Date.now();
      }
    } catch (err) {
      stopAt = 0;
      await load;
      throw err;
    } finally {
      await server.end();
    }
    // A notice published once the database is back reaches the stream opened before the outage: published every
    // 250 ms (a publish may itself meet the outage) until one arrives.
    let noticeAt: number | undefined;
    const prober = (async () => {
      for (let n = 1; noticeAt === undefined && Date.now() - backAt < 10_000; n++) {
        const message = `After the outage ${run} ${n}`;
        const res = await fetch(`${base}/api/system/maintenance-notice`, {
          method: 'POST',
          headers: { authorization: system, 'content-type': 'application/json' },
          body: JSON.stringify({ message }),
        }).catch(() => undefined);
        assert.notEqual(res?.status, 500);
        await sleep(250);
        noticeAt = stream.notices.find((x) => x.message.startsWith(`After the outage ${run}`))?.at;
      }
    })();
    // The load goes on for 6 s after the database is back: the last second shows the service fully back.
    stopAt = backAt + 6000;
    await Promise.all([load, prober]);
    await admin.end();

    const figures = {
      requests: outcomes.length,
      writes: outcomes.filter((o) => o.kind === 'write').length,
      acknowledged: outcomes.filter((o) => o.kind === 'write' && o.status >= 200 && o.status < 300).length,
      answered503: outcomes.filter((o) => o.status === 503).length,
      other: outcomes.filter((o) => !(o.status >= 200 && o.status < 300) && o.status !== 503).length,
      kills: killedCounts.length,
      refused503: outcomes.filter((o) => o.status === 503 && o.start >= refusedAt + 100 && o.end <= backAt).length,
      backendsKilled: killedCounts.reduce((a, b) => a + b, 0),
    };

    // The process stayed up: nothing unheard.
    process.off('uncaughtException', onFatal);
    process.off('unhandledRejection', onFatal);
    assert.deepEqual(fatal, [], 'an error would have ended the process');
    assert.ok(figures.backendsKilled > figures.kills, 'the kills reached the API connections');
    assert.ok(figures.refused503 > 0, 'requests while the database refused connections were answered 503');

    // Every answer is a success or a 503 with Retry-After and the product's message: never a 500, never no answer.
    const bad = outcomes.filter((o) => !(o.status >= 200 && o.status < 300) && o.status !== 503);
    assert.deepEqual(
      bad.slice(0, 5).map((o) => `${o.kind} ${o.status} ${o.body.slice(0, 200)}`),
      [],
      `${bad.length} answers were neither a success nor a 503`,
    );
    for (const o of outcomes.filter((x) => x.status === 503)) {
      assert.equal(o.retryAfter, String(DATABASE_RETRY_AFTER_SECONDS));
      assert.deepEqual(JSON.parse(o.body), { message: DATABASE_UNAVAILABLE });
    }

    // Service returns within 5 s of the database: a write started after the last kill succeeds within 5 s of it, and
    // every request started from 5 s after it succeeds.
    const firstBack = outcomes
      .filter((o) => o.kind === 'write' && o.start >= backAt && o.status === 200)
      .reduce((min, o) => Math.min(min, o.end), Infinity);
    const recoveryMs = firstBack - backAt;
    const failedAfter = outcomes.filter((o) => o.status !== 200 && o.start >= backAt);
    const lastFailureMs = failedAfter.length ? Math.max(...failedAfter.map((o) => o.end)) - backAt : 0;
    assert.ok(recoveryMs < 5000, `first acknowledged write ${recoveryMs} ms after the last kill`);
    const late = outcomes.filter((o) => o.start >= backAt + 5000);
    assert.ok(late.length > 0, 'requests in the last second');
    assert.deepEqual(
      late.filter((o) => o.status !== 200).map((o) => `${o.kind} ${o.status}`),
      [],
      'every request 5 s after the last kill succeeds',
    );

    // Every acknowledged write is in the database exactly once; none is there twice.
    const rows = await t.handle.db
      .selectFrom('resident_notes')
      .select(['note', (eb) => eb.fn.countAll<number>().as('n')])
      .where('note', 'like', `loss-${run}-%`)
      .groupBy('note')
      .execute();
    const stored = new Map(rows.map((r) => [r.note, Number(r.n)]));
    const acknowledged = outcomes.filter((o) => o.kind === 'write' && o.status === 200).map((o) => o.note!);
    const lost = acknowledged.filter((note) => stored.get(note) !== 1);
    assert.deepEqual(lost, [], 'acknowledged writes not stored exactly once');
    assert.ok(
      [...stored.values()].every((n) => n === 1),
      'no write stored twice',
    );
    const storedUnacknowledged = stored.size - acknowledged.length;

    // LISTEN/NOTIFY works again: the stream opened before the outage received a notice published after it.
    assert.ok(noticeAt !== undefined, 'a notice published after the outage reached the SSE stream');
    const noticeMs = noticeAt - backAt;
    // Each notice once: the LISTEN connection was replaced once per loss (never two listening at once).
    const messages = stream.notices.map((x) => x.message);
    assert.deepEqual(
      messages.filter((m, i) => messages.indexOf(m) !== i),
      [],
      'a notice received twice',
    );
    assert.ok(noticeMs < 5000, `the notice arrived ${noticeMs} ms after the last kill`);
    await stream.close();

    // The job queue works again: the fee run job sent now is worked.
    const runsBefore = await scheduledRuns(t);
    assert.ok(await t.ctx.jobs.send(FEE_RUN_QUEUE));
    const jobMs = await feeRunJobWorked(t, runsBefore);

    // And the app answers as before.
    assert.equal((await fetch(`${base}/api/health`)).status, 200);

    tc.diagnostic(
      `load ${backAt + 6000 - t0} ms; ${figures.kills} kills over ${refusedAt - firstKill} ms, then connections refused ` +
        `for ${backAt - refusedAt} ms, ${figures.backendsKilled} backends terminated; ${figures.requests} requests ` +
        `(${figures.writes} writes), ${figures.acknowledged} writes acknowledged, ${figures.answered503} answered 503 ` +
        `(${figures.refused503} while refused), ${figures.other} other; acknowledged lost: ${lost.length}; ` +
        `stored without acknowledgement (committed, answer lost): ${storedUnacknowledged}; ` +
        `first acknowledged write ${recoveryMs} ms after the database was back, last failure ended ${lastFailureMs} ms after; ` +
        `notice over SSE ${noticeMs} ms after; fee run job worked in ${jobMs} ms`,
    );
  },
);
