// `npm run faults`: the fault suite. On its own PostgreSQL instance (Debian's initdb and pg_ctl, a temporary data
// directory, its own port: the machine's shared server is never touched) and its own cluster (two API replicas behind
// nginx, scripts/cluster.mjs) it keeps a steady load of reads and writes as a signed-in demo user and injects, one after
// the other: (1) PostgreSQL restarted (pg_ctl restart -m fast); (2) the database unreachable for 30 s (a loopback TCP
// proxy between the replicas and PostgreSQL drops every connection and black-holes new ones); (3) one replica killed
// (SIGKILL), then started again. Afterwards every write the API acknowledged must be in the database exactly once (with
// its audit row), every probe job sent before and during the outage must have run exactly once, and every replica
// must have reconnected by itself. The figures are printed and written to docs/reliability.md. Loopback only; ports
// 4200-4299; bounded to 10 minutes. docs/decisions.md 71, 72.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { checkNode, ROOT } from './lib.mjs';

checkNode();
const { apiPg, prepareDatabase, startCluster } = await import('./cluster.mjs');
const { signIn } = await import('./oidc-client.mjs');
const pg = apiPg();
const { PgBoss } = await import(createRequire(path.join(ROOT, 'api', 'package.json')).resolve('pg-boss'));

const started = Date.now();
const HARD_LIMIT_MS = 10 * 60_000 - 20_000;
const PG_BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';
const OUTAGE_MS = Number(process.env.FAULTS_OUTAGE_MS) || 30_000;
const WORKERS = Number(process.env.FAULTS_WORKERS) || 6;
/** A request answered later than this is a hang (the API's own bound is its 5 s connection timeout). */
const HANG_MS = 15_000;
/** Service must be back this soon after the database is. */
const RECOVERY_TARGET_MS = 5_000;
const QUEUE = 'platform-job-probe';
const runId = Date.now().toString(36);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const since = (t) => Date.now() - t;
const log = (line) => console.log(`[faults ${(since(started) / 1000).toFixed(1).padStart(6)} s] ${line}`);

// ---------------------------------------------------------------- ports, PostgreSQL, the cuttable proxy

/** A free loopback port from 4200-4299 (the suite's range), skipping those already taken by this run. */
const taken = new Set();
async function portInRange() {
  for (let p = 4200; p < 4300; p++) {
    if (taken.has(p)) continue;
    const free = await new Promise((resolve) => {
      const srv = net.createServer();
      srv.once('error', () => resolve(false));
      srv.listen(p, '127.0.0.1', () => srv.close(() => resolve(true)));
    });
    if (free) {
      taken.add(p);
      return p;
    }
  }
  throw new Error('No free port in 4200-4299.');
}

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-faults-'));
fs.chmodSync(base, 0o755);
const pgData = path.join(base, 'pgdata');
const pgSock = path.join(base, 'sock');
const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program as the postgres user (PostgreSQL refuses to run as root). */
function pgTool(tool, args, { async = false } = {}) {
  const cmd = asRoot ? 'runuser' : path.join(PG_BIN, tool);
  const full = asRoot ? ['-u', 'postgres', '--', path.join(PG_BIN, tool), ...args] : args;
  if (async)
    return new Promise((resolve) => {
      const child = spawn(cmd, full, { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('exit', (code) => resolve({ status: code, out }));
    });
  const r = spawnSync(cmd, full, { encoding: 'utf8' });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

async function startPostgres(port) {
  for (const dir of [pgData, pgSock]) {
    fs.mkdirSync(dir, { recursive: true });
    if (asRoot) spawnSync('chown', ['postgres:postgres', dir]);
  }
  const init = pgTool('initdb', ['-D', pgData, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.out}`);
  const opts = `-p ${port} -k ${pgSock} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const r = pgTool('pg_ctl', ['-D', pgData, '-l', path.join(pgSock, 'postgres.log'), '-w', '-t', '60', '-o', opts, 'start']);
  if (r.status !== 0) throw new Error(`pg_ctl start failed:\n${r.out}`);
}

/**
 * A loopback TCP proxy in front of PostgreSQL that can be cut: `cut()` resets every connection and black-holes new ones
 * (accepted, never answered: what a lost network looks like to a client); `heal()` forwards new ones again. A socket
 * black-holed during the cut stays black-holed after it (a healed network does not reset the connections it lost), so
 * a client that waits on one without its own timeout would wait forever.
 */
class CutProxy {
  pairs = new Set();
  held = new Set();
  cutting = false;
  constructor(target) {
    this.target = target;
    this.server = net.createServer((client) => {
      client.on('error', () => undefined);
      if (this.cutting) {
        this.held.add(client);
        client.on('close', () => this.held.delete(client));
        return;
      }
      const upstream = net.connect(target, '127.0.0.1');
      const pair = { client, upstream };
      this.pairs.add(pair);
      const drop = () => {
        this.pairs.delete(pair);
        client.destroy();
        upstream.destroy();
      };
      upstream.on('error', drop);
      client.on('error', drop);
      client.on('close', drop);
      upstream.on('close', drop);
      client.pipe(upstream);
      upstream.pipe(client);
    });
  }
  listen(port) {
    return new Promise((resolve) => this.server.listen(port, '127.0.0.1', resolve));
  }
  cut() {
    this.cutting = true;
    for (const { client, upstream } of this.pairs) {
      client.resetAndDestroy();
      upstream.destroy();
    }
    this.pairs.clear();
  }
  heal() {
    this.cutting = false;
  }
  close() {
    for (const s of this.held) s.destroy();
    for (const { client, upstream } of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    return new Promise((resolve) => this.server.close(resolve));
  }
}

// ---------------------------------------------------------------- the load

/** Latency percentiles of a list of milliseconds. */
function pct(list, p) {
  if (!list.length) return 0;
  const s = [...list].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

/**
 * Workers that each loop: a write (a resident note whose text is unique: "faults <run> <n>") one time in three, else a
 * read (the resident's notes, the dashboard); 25 ms between requests, 100 ms after a failure. Every request is
 * recorded with the phase it started in.
 */
class Load {
  records = [];
  acked = new Map(); // note text -> { id, phase }
  unacked = new Map(); // note text -> phase (refused, failed or no answer)
  phase = 'warm-up';
  running = false;
  seq = 0;
  constructor(url, token, residentId) {
    this.url = url;
    this.headers = { authorization: `Bearer ${token}` };
    this.residentId = residentId;
  }
  async request(kind) {
    const phase = this.phase;
    const t0 = Date.now();
    let status;
    let balancer = false;
    let upstream = '';
    let body;
    let text;
    try {
      let res;
      if (kind === 'write') {
        text = `faults ${runId} ${++this.seq}`;
        res = await fetch(`${this.url}/api/residents/${this.residentId}/resident-notes?facilityId=1`, {
          method: 'POST',
          headers: { ...this.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ note: text }),
          signal: AbortSignal.timeout(HANG_MS),
        });
      } else {
        const url =
          kind === 'read-notes'
            ? `${this.url}/api/residents/${this.residentId}/resident-notes?facilityId=1&skip=0&take=10`
            : `${this.url}/api/dashboard?facilityId=1`;
        res = await fetch(url, { headers: this.headers, signal: AbortSignal.timeout(HANG_MS) });
      }
      status = res.status;
      upstream = res.headers.get('x-upstream') ?? '';
      balancer = res.headers.get('x-unavailable') === 'balancer';
      body = await res.text();
    } catch (err) {
      status = err.name === 'TimeoutError' ? 'hang' : 'network';
    }
    const ms = Date.now() - t0;
    this.records.push({ phase, kind, status, ms, t0, t1: t0 + ms, balancer, upstream });
    if (kind === 'write') {
      if (typeof status === 'number' && status >= 200 && status < 300) this.acked.set(text, { id: JSON.parse(body).id, phase });
      else this.unacked.set(text, phase);
    }
    return status;
  }
  async worker(i) {
    let n = i;
    while (this.running) {
      const kind = n++ % 3 === 0 ? 'write' : n % 2 ? 'read-notes' : 'read-dashboard';
      const status = await this.request(kind);
      await sleep(typeof status === 'number' && status < 400 ? 25 : 100);
    }
  }
  start() {
    this.running = true;
    this.done = Promise.all(Array.from({ length: WORKERS }, (_, i) => this.worker(i)));
  }
  async stop() {
    this.running = false;
    await this.done;
  }
  /** The first request of `filter` started at or after `t` that succeeded: its start time. */
  firstOkAfter(t, filter = () => true) {
    const ok = this.records
      .filter((r) => r.t0 >= t && filter(r) && typeof r.status === 'number' && r.status < 400)
      .sort((a, b) => a.t0 - b.t0);
    return ok[0]?.t0;
  }
}

/** The figures of one phase. */
function figures(load, phase, window) {
  const rs = load.records.filter((r) => r.phase === phase);
  const writes = rs.filter((r) => r.kind === 'write');
  const inWindow = window ? rs.filter((r) => r.t0 >= window[0] && r.t0 < window[1]) : rs;
  const is = (r, f) => typeof r.status === 'number' && f(r.status);
  return {
    requests: rs.length,
    ok: rs.filter((r) => is(r, (s) => s < 400)).length,
    writes: writes.length,
    acknowledgedWrites: writes.filter((r) => is(r, (s) => s < 300)).length,
    status503: rs.filter((r) => r.status === 503).length,
    status503FromBalancer: rs.filter((r) => r.status === 503 && r.balancer).length,
    other5xx: rs.filter((r) => is(r, (s) => s >= 500 && s !== 503)).length,
    other4xx: rs.filter((r) => is(r, (s) => s >= 400 && s < 500)).length,
    hangs: rs.filter((r) => r.status === 'hang').length,
    networkErrors: rs.filter((r) => r.status === 'network').length,
    p50Ms: pct(
      rs.map((r) => r.ms),
      50,
    ),
    p99Ms: pct(
      rs.map((r) => r.ms),
      99,
    ),
    maxMs: Math.max(0, ...rs.map((r) => r.ms)),
    maxMsDuringFault: Math.max(0, ...inWindow.map((r) => r.ms)),
  };
}

// ---------------------------------------------------------------- helpers on the running system

/** An authenticated read straight to each replica until it answers 200: ms from `t` per replica. */
async function replicasBack(cluster, token, residentId, t, limitMs = 60_000) {
  const out = {};
  await Promise.all(
    cluster.replicas.map(async (r) => {
      for (;;) {
        try {
          const res = await fetch(
            `http://127.0.0.1:${r.port}/api/residents/${residentId}/resident-notes?facilityId=1&skip=0&take=1`,
            { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(HANG_MS) },
          );
          await res.arrayBuffer();
          if (res.status === 200) {
            out[r.name] = since(t);
            return;
          }
        } catch {
          /* not back yet */
        }
        if (since(t) > limitMs) {
          out[r.name] = null;
          return;
        }
        await sleep(100);
      }
    }),
  );
  return out;
}

/** The replicas' listening connections (application_name) as PostgreSQL sees them; waits until each has `want`. */
async function listenersBack(direct, want, limitMs = 15_000) {
  const t = Date.now();
  let counts = {};
  for (;;) {
    const rows = (
      await direct.query(
        `select application_name as name, count(*)::int as n from pg_stat_activity
          where application_name in ('rm-auth-listener', 'rm-notify-listener') group by 1`,
      )
    ).rows;
    counts = Object.fromEntries(rows.map((r) => [r.name, r.n]));
    if (counts['rm-auth-listener'] === want && counts['rm-notify-listener'] === want) return { ms: since(t), counts };
    if (since(t) > limitMs) return { ms: null, counts };
    await sleep(250);
  }
}

/**
 * An SSE reader of /api/live through the balancer that reconnects as the product's client does (shared-auth/live.ts:
 * the first attempt 2 s later, less up to a quarter). Records when it connected and to which replica.
 */
class LiveReader {
  connects = [];
  drops = [];
  closed = false;
  constructor(url, token) {
    this.url = url;
    this.token = token;
  }
  async run() {
    let failures = 0;
    while (!this.closed) {
      this.controller = new AbortController();
      try {
        const res = await fetch(`${this.url}/api/live?facilityId=1`, {
          headers: { authorization: `Bearer ${this.token}` },
          signal: this.controller.signal,
        });
        if (res.status !== 200) throw new Error(`status ${res.status}`);
        const reader = res.body.getReader();
        const first = await reader.read();
        if (first.done || !new TextDecoder().decode(first.value).includes(': connected')) throw new Error('no greeting');
        this.connects.push({ at: Date.now(), upstream: res.headers.get('x-upstream') });
        failures = 0;
        for (;;) {
          const { done } = await reader.read();
          if (done) break;
        }
      } catch {
        /* dropped or refused */
      }
      if (this.closed) return;
      this.drops.push(Date.now());
      await sleep(Math.round(2000 * 2 ** Math.min(failures++, 5) * (1 - Math.random() / 4)));
    }
  }
  close() {
    this.closed = true;
    this.controller?.abort();
  }
}

// ---------------------------------------------------------------- the run

const results = { scenarios: [], checks: [] };
let cluster;
let proxy;
let direct;
let boss;
let pgStarted = false;
let load;
const clusterLog = fs.createWriteStream(path.join(base, 'cluster.log'));

async function cleanUp() {
  await load?.stop().catch(() => undefined);
  await boss?.stop({ graceful: false, wait: false }).catch(() => undefined);
  await direct?.end().catch(() => undefined);
  await cluster?.stop().catch(() => undefined);
  await proxy?.close().catch(() => undefined);
  if (pgStarted) pgTool('pg_ctl', ['-D', pgData, '-m', 'immediate', 'stop']);
  pgStarted = false;
  clusterLog.end();
  // The logs stay for reading (the cluster's output, PostgreSQL's); the data goes.
  for (const dir of [pgData, path.join(base, 'data')]) fs.rmSync(dir, { recursive: true, force: true });
}
const watchdog = setTimeout(async () => {
  console.error('The fault suite ran out of its time (10 minutes): stopping.');
  await cleanUp();
  process.exit(1);
}, HARD_LIMIT_MS);
process.on('SIGINT', async () => {
  await cleanUp();
  process.exit(130);
});

/** Runs the load for `ms` in `phase`. */
async function phaseFor(phase, ms) {
  load.phase = phase;
  await sleep(ms);
}

try {
  // ------------------------------------------------ set-up
  const pgPort = await portInRange();
  const proxyPort = await portInRange();
  const nginxPort = await portInRange();
  log(`PostgreSQL of its own on port ${pgPort} (${pgData}), proxy ${proxyPort}, nginx ${nginxPort}`);
  await startPostgres(pgPort);
  pgStarted = true;
  const directUrl = `postgres://postgres@127.0.0.1:${pgPort}/rm_faults`;
  const proxiedUrl = `postgres://postgres@127.0.0.1:${proxyPort}/rm_faults`;
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${pgPort}/postgres` });
  await admin.connect();
  await admin.query('create database rm_faults');
  await admin.end();
  proxy = new CutProxy(pgPort);
  await proxy.listen(proxyPort);

  const publicUrl = `http://localhost:${nginxPort}`;
  const env = {
    ...process.env,
    DATABASE_URL: directUrl,
    DATA_DIR: path.join(base, 'data'),
    PUBLIC_URL: publicUrl,
    FRONTEND_ROOT: ROOT,
    LOG_LEVEL: 'warn',
    JOB_PROBE: 'on',
  };
  log('Migrating and loading the demo data...');
  await prepareDatabase(env, { sink: (l) => clusterLog.write(`${l}\n`) });
  direct = new pg.Pool({ connectionString: directUrl, max: 3 });
  // The restart ends its idle connections too; the pool drops them and connects again on next use.
  direct.on('error', () => undefined);
  await direct.query(
    `create table job_probe_runs (id bigserial primary key, job_key text not null, job_id text, runner text,
      ran_at timestamptz not null default now())`,
  );
  log('Starting two replicas (through the proxy) and nginx...');
  cluster = await startCluster({
    replicas: 2,
    port: nginxPort,
    env: { ...env, DATABASE_URL: proxiedUrl },
    runDir: path.join(base, 'nginx'),
    sink: (l) => clusterLog.write(`${l}\n`),
  });
  const residentId = (
    await direct.query(
      `select resident_id from residencies where facility_id = 1 and not is_lead and admission_date_utc is not null
        and departure_date_utc is null order by resident_id limit 1`,
    )
  ).rows[0].resident_id;
  const { accessToken } = await signIn(publicUrl, 'manager@demo.local');
  log(`Signed in as manager@demo.local through the balancer; load: ${WORKERS} workers on resident ${residentId}`);
  // The job sender: pg-boss on the database directly (not through the proxy), sending only.
  boss = new PgBoss({ connectionString: directUrl, supervise: false, schedule: false, migrate: false, max: 2 });
  boss.on('error', () => undefined);
  await boss.start();
  const jobKeys = [];
  const sendProbe = async (key) => {
    await boss.send(QUEUE, { key });
    jobKeys.push(key);
  };

  load = new Load(publicUrl, accessToken, residentId);
  load.start();
  await phaseFor('warm-up', 5_000);

  // ------------------------------------------------ 1. PostgreSQL restarted under load
  {
    const phase = '1. PostgreSQL restarted (pg_ctl restart -m fast)';
    load.phase = phase;
    log(phase);
    await sleep(4_000);
    const t0 = Date.now();
    const r = await pgTool('pg_ctl', ['-D', pgData, '-m', 'fast', '-w', '-t', '60', 'restart'], { async: true });
    if (r.status !== 0) throw new Error(`pg_ctl restart failed: ${r.out}`);
    const up = Date.now();
    const perReplica = await replicasBack(cluster, accessToken, residentId, up);
    await sleep(8_000);
    const firstWrite = load.firstOkAfter(up, (x) => x.kind === 'write');
    const listeners = await listenersBack(direct, 2);
    results.scenarios.push({
      phase,
      fault: `restart took ${up - t0} ms (pg_ctl -w)`,
      figures: figures(load, phase, [t0, up + 1_000]),
      recoveryMs: firstWrite ? Math.max(0, firstWrite - up) : null,
      perReplicaMs: perReplica,
      listeners,
    });
  }

  // ------------------------------------------------ 2. database unreachable for 30 s
  {
    const phase = `2. Database unreachable for ${OUTAGE_MS / 1000} s (connections dropped, new ones black-holed)`;
    load.phase = phase;
    log(phase);
    for (let i = 0; i < 10; i++) await sendProbe(`before-${i}`);
    await sleep(3_000);
    const t0 = Date.now();
    proxy.cut();
    const sender = (async () => {
      for (let i = 0; since(t0) < OUTAGE_MS - 2_000; i++) {
        await sendProbe(`during-${i}`);
        await sleep(2_000);
      }
    })();
    await sleep(OUTAGE_MS);
    await sender;
    proxy.heal();
    const healed = Date.now();
    log('Database reachable again');
    const perReplica = await replicasBack(cluster, accessToken, residentId, healed);
    for (let i = 0; i < 5; i++) await sendProbe(`after-${i}`);
    const listeners = await listenersBack(direct, 2);
    await sleep(6_000);
    const firstOk = load.firstOkAfter(healed);
    const firstWrite = load.firstOkAfter(healed, (x) => x.kind === 'write');
    // Every probe job has run (or 60 s have passed).
    const tj = Date.now();
    let runs = [];
    for (;;) {
      runs = (await direct.query('select job_key, count(*)::int as n from job_probe_runs group by job_key')).rows;
      if (runs.length >= jobKeys.length || since(tj) > 60_000) break;
      await sleep(500);
    }
    const ran = new Map(runs.map((r) => [r.job_key, r.n]));
    const jobs = {
      sent: jobKeys.length,
      sentDuringOutage: jobKeys.filter((k) => k.startsWith('during-')).length,
      ranOnce: jobKeys.filter((k) => ran.get(k) === 1).length,
      notRun: jobKeys.filter((k) => !ran.has(k)).length,
      ranMoreThanOnce: jobKeys.filter((k) => (ran.get(k) ?? 0) > 1).length,
      allRanAfterHealMs: since(healed),
      byReplica: Object.fromEntries(
        (await direct.query('select runner, count(*)::int as n from job_probe_runs group by runner order by runner')).rows.map(
          (r) => [r.runner, r.n],
        ),
      ),
    };
    results.scenarios.push({
      phase,
      fault: `cut for ${healed - t0} ms`,
      figures: figures(load, phase, [t0, healed]),
      recoveryMs: firstOk ? Math.max(0, firstOk - healed) : null,
      recoveryWriteMs: firstWrite ? Math.max(0, firstWrite - healed) : null,
      perReplicaMs: perReplica,
      listeners,
      jobs,
    });
  }

  // ------------------------------------------------ 3. one replica killed under load
  {
    const phase = '3. One API replica killed (SIGKILL), started again after 10 s';
    load.phase = phase;
    log(phase);
    const live = new LiveReader(publicUrl, accessToken);
    const liveRun = live.run();
    const tw = Date.now();
    while (!live.connects.length && since(tw) < 15_000) await sleep(100);
    const first = live.connects[0];
    if (!first) throw new Error('The live stream did not connect through the balancer.');
    // Kill the replica the live stream is on, so the stream has to find the other one.
    const victim = cluster.replicas.find((r) => first.upstream === `127.0.0.1:${r.port}`) ?? cluster.replicas[0];
    await sleep(3_000);
    const t0 = Date.now();
    victim.kill('SIGKILL');
    log(`Killed ${victim.name} (port ${victim.port})`);
    while (live.connects.length < 2 && since(t0) < 20_000) await sleep(50);
    const reconnect = live.connects[1];
    await sleep(Math.max(0, 10_000 - since(t0)));
    const tr = Date.now();
    await victim.start();
    const restartedMs = since(tr);
    const back = Date.now();
    // nginx sends it requests again once its fail_timeout has passed.
    while (!load.records.some((r) => r.t0 >= back && r.upstream.includes(`:${victim.port}`)) && since(back) < 20_000)
      await sleep(100);
    const servedAgainMs = since(back);
    await sleep(3_000);
    live.close();
    await liveRun;
    results.scenarios.push({
      phase,
      fault: `${victim.name} killed; started again after ${(tr - t0) / 1000} s (ready in ${restartedMs} ms)`,
      figures: figures(load, phase, [t0, tr]),
      sse: {
        droppedAfterMs: live.drops[0] ? live.drops[0] - t0 : null,
        reconnectedAfterMs: reconnect ? reconnect.at - t0 : null,
        reconnectedTo: reconnect?.upstream ?? null,
      },
      restartedReplicaServedAgainMs: servedAgainMs,
    });
  }

  await load.stop();
  log('Load stopped; checking the database...');

  // ------------------------------------------------ every acknowledged write exactly once, with its audit row
  const rows = (
    await direct.query(
      `select n.note, count(*)::int as copies, min(n.id) as id,
          (select count(*)::int from audit_log a where a.action = 'add-note' and a.details->>'noteId' = min(n.id)::text) as audits
        from resident_notes n where n.note like $1 group by n.note`,
      [`faults ${runId} %`],
    )
  ).rows;
  const inDb = new Map(rows.map((r) => [r.note, r]));
  const byPhase = {};
  const tally = (phase) =>
    (byPhase[phase] ??= { acknowledged: 0, lost: 0, duplicated: 0, withoutAudit: 0, committedNotAcknowledged: 0 });
  for (const [text, { phase }] of load.acked) {
    const t = tally(phase);
    t.acknowledged++;
    const row = inDb.get(text);
    if (!row) t.lost++;
    else {
      if (row.copies > 1) t.duplicated++;
      if (row.audits !== 1) t.withoutAudit++;
    }
  }
  for (const [text, phase] of load.unacked) {
    const row = inDb.get(text);
    if (row) {
      tally(phase).committedNotAcknowledged++;
      if (row.copies > 1) tally(phase).duplicated++;
    }
  }
  for (const s of results.scenarios) s.writes = tally(s.phase);
  results.warmUp = { figures: figures(load, 'warm-up'), writes: tally('warm-up') };
} catch (err) {
  results.error = err.stack ?? String(err);
  console.error(err);
} finally {
  await cleanUp();
  clearTimeout(watchdog);
}

// ---------------------------------------------------------------- verdict and report

const problems = [];
if (results.error) problems.push(`the run failed: ${results.error.split('\n')[0]}`);
for (const s of results.scenarios) {
  const f = s.figures;
  const w = s.writes ?? {};
  if (w.lost) problems.push(`${s.phase}: ${w.lost} acknowledged writes lost`);
  if (w.duplicated) problems.push(`${s.phase}: ${w.duplicated} writes duplicated`);
  if (w.withoutAudit) problems.push(`${s.phase}: ${w.withoutAudit} acknowledged writes without their one audit row`);
  if (f.other5xx) problems.push(`${s.phase}: ${f.other5xx} answers 5xx other than 503`);
  if (f.hangs) problems.push(`${s.phase}: ${f.hangs} requests unanswered after ${HANG_MS / 1000} s`);
  if (s.recoveryMs === null || s.recoveryMs > RECOVERY_TARGET_MS)
    if (s.recoveryMs !== undefined)
      problems.push(`${s.phase}: service back after ${s.recoveryMs} ms (target ${RECOVERY_TARGET_MS})`);
  for (const [name, ms] of Object.entries(s.perReplicaMs ?? {}))
    if (ms === null || ms > RECOVERY_TARGET_MS) problems.push(`${s.phase}: ${name} answered again after ${ms} ms`);
  if (s.listeners && s.listeners.ms === null)
    problems.push(`${s.phase}: listening connections not back (${JSON.stringify(s.listeners.counts)})`);
  if (s.jobs && (s.jobs.notRun || s.jobs.ranMoreThanOnce))
    problems.push(`${s.phase}: probe jobs not run ${s.jobs.notRun}, run more than once ${s.jobs.ranMoreThanOnce}`);
  if (s.sse && s.sse.reconnectedAfterMs === null) problems.push(`${s.phase}: the live stream did not reconnect`);
}

const ms = (v) => (v === null || v === undefined ? '-' : `${v} ms`);
const lines = [];
lines.push('# Reliability: the fault suite');
lines.push('');
lines.push(
  'Written by `npm run faults` (scripts/faults.mjs; decisions 71 and 72). Its own PostgreSQL 15 instance (a temporary',
  'data directory, loopback port), two API replicas behind nginx (scripts/cluster.mjs) reaching PostgreSQL through a',
  `loopback TCP proxy the suite can cut, and a steady load of ${WORKERS} workers signed in as the organisation manager through`,
  'the OpenID flow: one request in three writes a resident note with a unique text, the others read the notes or the',
  'dashboard. Afterwards every acknowledged (2xx) write is looked up in the database: lost, duplicated, without its audit',
  `row. A request unanswered after ${HANG_MS / 1000} s counts as a hang. Recovery: from the database being back to the first`,
  'successful request started after it (through nginx), and to each replica answering an authenticated read directly.',
);
lines.push('');
lines.push(
  `Run ${new Date().toISOString()}, ${((Date.now() - started) / 1000).toFixed(0)} s in all, on a 2-core machine shared with other work.`,
);
lines.push('');
const rowsOf = (s) => {
  const f = s.figures;
  const w = s.writes ?? {};
  return [
    ['requests', f.requests],
    ['acknowledged writes', w.acknowledged],
    ['lost (must be 0)', w.lost],
    ['duplicated (must be 0)', w.duplicated],
    ['acknowledged without one audit row (must be 0)', w.withoutAudit],
    ['committed but not acknowledged (the answer was lost)', w.committedNotAcknowledged],
    ['503 answers (of them from nginx: no replica answered)', `${f.status503} (${f.status503FromBalancer})`],
    ['5xx other than 503 (must be 0)', f.other5xx],
    ['4xx answers', f.other4xx],
    [`hangs (no answer in ${HANG_MS / 1000} s; must be 0)`, f.hangs],
    ['connection errors at the client', f.networkErrors],
    ['latency p50 / p99 / max over the phase', `${f.p50Ms} / ${f.p99Ms} / ${f.maxMs} ms`],
    ['max latency of a request started during the fault', ms(f.maxMsDuringFault)],
  ];
};
for (const s of results.scenarios) {
  lines.push(`## ${s.phase}`);
  lines.push('');
  lines.push(`Fault: ${s.fault}.`);
  lines.push('');
  lines.push('| figure | value |', '|---|---|');
  for (const [k, v] of rowsOf(s)) lines.push(`| ${k} | ${v ?? '-'} |`);
  if (s.recoveryMs !== undefined)
    lines.push(`| service back after the database (first success through nginx) | ${ms(s.recoveryMs)} |`);
  if (s.recoveryWriteMs !== undefined)
    lines.push(`| first acknowledged write after the database was back | ${ms(s.recoveryWriteMs)} |`);
  for (const [name, v] of Object.entries(s.perReplicaMs ?? {})) lines.push(`| ${name} answering again (direct) | ${ms(v)} |`);
  if (s.listeners)
    lines.push(
      `| LISTEN connections back (auth cache, notices: 2 each) | ${ms(s.listeners.ms)} after the check began (${JSON.stringify(s.listeners.counts)}) |`,
    );
  if (s.jobs) {
    const j = s.jobs;
    lines.push(`| probe jobs sent (during the outage) | ${j.sent} (${j.sentDuringOutage}) |`);
    lines.push(`| jobs run exactly once / not run / more than once | ${j.ranOnce} / ${j.notRun} / ${j.ranMoreThanOnce} |`);
    lines.push(
      `| jobs run by | ${Object.entries(j.byReplica)
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ')} |`,
    );
  }
  if (s.sse) {
    lines.push(`| live stream (/api/live) dropped after the kill | ${ms(s.sse.droppedAfterMs)} |`);
    lines.push(
      `| live stream reconnected after the kill (client waits 1.5 to 2 s first, as shared-auth/live.ts) | ${ms(s.sse.reconnectedAfterMs)} (to ${s.sse.reconnectedTo}) |`,
    );
    lines.push(`| restarted replica served by nginx again | ${ms(s.restartedReplicaServedAgainMs)} after it was ready |`);
  }
  lines.push('');
}
lines.push('## Verdict');
lines.push('');
lines.push(problems.length ? problems.map((p) => `- ${p}`).join('\n') : 'Every check held.');
lines.push('');
const report = lines.join('\n');
console.log(`\n${report}`);
if (!process.env.FAULTS_NO_REPORT) {
  const target = path.join(ROOT, 'docs', 'reliability.md');
  const previous = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  // The findings and fixes below the figures are kept; the figures are replaced.
  const marker = '\n## What the suite found and what was fixed';
  const kept = previous.includes(marker) ? previous.slice(previous.indexOf(marker)) : '';
  fs.writeFileSync(target, report + kept);
  console.log(`Written to docs/reliability.md. The cluster's output: ${path.join(base, 'cluster.log')}`);
}
fs.writeFileSync(path.join(base, 'results.json'), JSON.stringify(results, null, 2));
process.exit(problems.length ? 1 : 0);
