/**
 * The API benchmark (each scenario against its floor; docs/performance.md): `npm run bench` at the repository root.
 *
 * Needs a PostgreSQL server: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/rm_bench; the database must
 * exist). Builds the benchmark organisation (api/src/demo/benchmark.ts) when the database is empty or with --reset, then
 * runs every scenario at each concurrency against the product (the Fastify app with real RS256 access tokens of
 * manager@demo.local) and, in the same run, against the FLOOR (api/bench/floor.ts: a bare node:http handler running one
 * prepared statement per request). Before measuring, one answer of each scenario from both is compared (ids, counts,
 * shape; a warning when they differ). The load generator runs in a worker thread with keep-alive connections, one
 * request loop per connection, for --seconds after a short warm-up. Prints one line per scenario and concurrency:
 *
 *   BENCH <scenario> conc=<n> app=<req/s> floor=<req/s> ratio=<app/floor> p50=<ms> p99=<ms>   (p50/p99 of the app)
 *
 * and, after a run of every scenario, writes the table into docs/performance.md (between its bench markers).
 *
 * The app and the floor are measured in alternating rounds (--rounds, default 4: app, floor, floor, app, app, ...), each a
 * share of --seconds, so that a change in what else the machine is doing weighs on both sides alike instead of on the one
 * that happened to run during it; the figures are the rounds' requests over their time, the percentiles over all of them.
 *
 *   node --import tsx scripts/bench.ts [--reset] [--seconds 8] [--rounds 4] [--concurrency 1,32] [--scenarios a,b] [--write-doc|--no-doc]
 *     [--facility 1] [--ilu-facility 4] [--build-only]
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { SignJWT, importJWK } from 'jose';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app';
import { createAppContext } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { migrate, openDatabase } from '../src/db';
import { BENCH_FACILITY, BENCH_FACILITY_COUNT, BENCH_ILU_FACILITY, buildBenchmarkOrganisation } from '../src/demo/benchmark';
import { getSigningKeys } from '../src/security/keys';
import { compareAnswers } from '../bench/compare';
import { floorAnswer, type FloorQuery } from '../bench/floor';
import { SCENARIO_NAMES, buildScenarios, type ScenarioName } from '../bench/scenarios';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const flag = (name: string) => process.argv.includes(`--${name}`);

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/rm_bench';
const seconds = Number(arg('seconds') ?? 8);
const rounds = Math.max(1, Math.round(Number(arg('rounds') ?? 4)));
const concurrencies = (arg('concurrency') ?? '1,32')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const scenarioNames = (arg('scenarios') ?? SCENARIO_NAMES.join(',')).split(',') as ScenarioName[];
for (const s of scenarioNames)
  if (!(SCENARIO_NAMES as readonly string[]).includes(s)) throw new Error(`Unknown scenario ${s} (${SCENARIO_NAMES.join(', ')})`);
const facilityId = Number(arg('facility') ?? BENCH_FACILITY);
const iluFacilityId = Number(arg('ilu-facility') ?? BENCH_ILU_FACILITY);
const fullRun = SCENARIO_NAMES.every((s) => scenarioNames.includes(s)) && concurrencies.includes(1) && concurrencies.includes(32);
const writeDoc = flag('write-doc') || (fullRun && !flag('no-doc'));
const poolSize = Math.max(10, Math.min(64, Math.max(...concurrencies)));

// ---------------------------------------------------------------- the database
try {
  await ensureDatabase(databaseUrl);
} catch (err) {
  console.error(
    `npm run bench needs a PostgreSQL server (the embedded PGlite is not a benchmark target): cannot connect to ${databaseUrl}` +
      ` (${(err as Error).message}). Set BENCH_DATABASE_URL to a server the benchmark may write to.`,
  );
  process.exit(1);
}

/** Connects to the benchmark database, creating it first (from the server's `postgres` database) when it is missing. */
async function ensureDatabase(url: string): Promise<void> {
  const probe = new pg.Client({ connectionString: url });
  try {
    await probe.connect();
    await probe.end();
    return;
  } catch (err) {
    if ((err as { code?: string }).code !== '3D000') throw err; // 3D000: invalid_catalog_name (no such database)
  }
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  target.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    console.log(`Created the database ${name} on ${target.host}.`);
  } finally {
    await admin.end();
  }
}
const config = { ...loadConfig({ ...process.env, DATABASE_URL: databaseUrl }), logLevel: 'silent' };
const handle = await openDatabase(config, { poolSize });
const built = await buildBenchmarkOrganisation(handle.db, migrate, { reset: flag('reset') });
if (built) {
  console.log(
    `Built the benchmark organisation: ${built.facilities} facilities, ${built.people} people, ${built.residencies} residencies ` +
      `(${built.currentResidents} current, ${built.openLeads} open leads), ${built.beds} beds, ${built.units} units, ` +
      `${built.ledgerEntries} account entries, ${built.medicareEvents} Medicare events, ${built.statementLines} statement lines ` +
      `in ${built.seconds.toFixed(1)} s (with vacuum analyze)`,
  );
} else {
  const n = Number((await sql<{ n: number }>`select count(*)::int as n from facilities`.execute(handle.db)).rows[0].n);
  if (n !== BENCH_FACILITY_COUNT) {
    console.error(
      `${databaseUrl} holds other data (${n} facilities): run with --reset to replace it by the benchmark organisation.`,
    );
    await handle.close();
    process.exit(1);
  }
  console.log('Using the benchmark organisation already in the database (--reset rebuilds it).');
}
if (flag('build-only')) {
  await handle.close();
  process.exit(0);
}
const facts = (
  await sql<{ people: number; residencies: number; current: number; departed: number; leads: number; pgv: string }>`
    select (select count(*)::int from residents) as people, (select count(*)::int from residencies) as residencies,
           (select count(*)::int from residencies where facility_id = ${facilityId} and admission_date_utc is not null
              and departure_date_utc is null and not is_lead) as current,
           (select count(*)::int from residencies where facility_id = ${facilityId} and departure_date_utc is not null and not is_lead) as departed,
           (select count(*)::int from residencies where facility_id = ${facilityId} and is_lead and not is_archived) as leads,
           current_setting('server_version') as pgv`.execute(handle.db)
).rows[0];

// ---------------------------------------------------------------- the app (real tokens)
const ctx = await createAppContext(config, handle);
const app = await buildApp(ctx, { logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const appPort = (app.server.address() as AddressInfo).port;
const user = await handle.db.selectFrom('users').select('id').where('email', '=', 'manager@demo.local').executeTakeFirstOrThrow();
const [jwk] = await getSigningKeys(handle.db);
const token = await new SignJWT({ scope: 'openid profile email api' })
  .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
  .setIssuer(`${config.publicUrl}/oidc`)
  .setAudience(config.oidcAudience)
  .setSubject(String(user.id))
  .setIssuedAt()
  .setJti(randomBytes(8).toString('hex'))
  .setExpirationTime('2h')
  .sign(await importJWK(jwk, 'RS256'));
const appHeaders = { authorization: `Bearer ${token}` };

// ---------------------------------------------------------------- the floor (bare node:http, prepared statements)
// Generic plans: each connection plans a statement once and never again (measured faster than custom plans for every
// floor statement on the benchmark data: the floor must not pay planning per request).
const floorPool = new pg.Pool({
  connectionString: databaseUrl,
  max: poolSize,
  options: '-c jit=off -c plan_cache_mode=force_generic_plan',
});
const floorQuery: FloorQuery = async <R>(name: string, text: string, values: unknown[]) =>
  (await floorPool.query({ name, text, values })).rows as R[];
const floor = http.createServer((req, res) => {
  floorAnswer(floorQuery, req.url ?? '/').then(
    (body) => {
      if (body === undefined || body === null) {
        res.writeHead(404).end();
        return;
      }
      const text = JSON.stringify(body);
      res
        .writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) })
        .end(text);
    },
    (err: Error) => res.writeHead(500).end(err.message),
  );
});
await new Promise<void>((resolve) => floor.listen(0, '127.0.0.1', resolve));
const floorPort = (floor.address() as AddressInfo).port;

// ---------------------------------------------------------------- same answers?
const scenarios = await buildScenarios(handle.db, { facilityId, iluFacilityId });
async function getJson(port: number, p: string, headers: Record<string, string>): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`http://127.0.0.1:${port}${p}`, { headers });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}
for (const name of scenarioNames) {
  const s = scenarios[name];
  for (const p of s.paths.slice(0, 2)) {
    const [a, f] = await Promise.all([getJson(appPort, p, appHeaders), getJson(floorPort, p, {})]);
    const diff =
      a.status !== 200 || f.status !== 200 ? [`status app ${a.status} floor ${f.status}`] : compareAnswers(a.body, f.body);
    if (diff.length)
      console.warn(`WARNING ${name}: the floor's answer differs from the app's for ${p}:\n  ${diff.slice(0, 8).join('\n  ')}`);
  }
}

// ---------------------------------------------------------------- load (worker thread)
const workerCode = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { port, paths, headers, concurrency, seconds, warmup } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
function get(path) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = http.get({ host: '127.0.0.1', port, path, headers, agent }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve([performance.now() - t0, res.statusCode]));
    });
    req.on('error', () => resolve([performance.now() - t0, 0]));
  });
}
async function run(ms, record) {
  const lat = [];
  let errors = 0, n = 0;
  const end = performance.now() + ms;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (performance.now() < end) {
      const [t, status] = await get(paths[n++ % paths.length]);
      if (record) { lat.push(t); if (status !== 200) errors++; }
    }
  }));
  return { lat, errors };
}
(async () => {
  await run(warmup * 1000, false);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const { lat, errors } = await run(seconds * 1000, true);
  const cpu = process.cpuUsage(cpuBefore);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  parentPort.postMessage({ lat, errors, elapsed, cpu: cpu.user + cpu.system });
})();
`;
interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The benchmark process's CPU time per request, µs (the server under test and the load generator; not PostgreSQL). */
  cpu: number;
}
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
interface Round {
  lat: number[];
  errors: number;
  elapsed: number;
  /** The process's CPU time during the counted part, µs. */
  cpu: number;
}
/** One round of load: `warmup` seconds not counted, then `length` seconds counted. */
function round(
  port: number,
  paths: string[],
  headers: Record<string, string>,
  concurrency: number,
  length: number,
  warmup: number,
) {
  return new Promise<Round>((resolve, reject) => {
    const w = new Worker(workerCode, { eval: true, workerData: { port, paths, headers, concurrency, seconds: length, warmup } });
    w.once('message', resolve);
    w.once('error', reject);
  });
}
/** The rounds of one side summed: requests over time, percentiles over every request. */
function total(parts: Round[]): Load {
  const lat = parts.flatMap((p) => p.lat).sort((x, y) => x - y);
  const elapsed = parts.reduce((n, p) => n + p.elapsed, 0);
  const cpu = parts.reduce((n, p) => n + p.cpu, 0) / Math.max(1, lat.length);
  return {
    rps: lat.length / elapsed,
    p50: pct(lat, 50),
    p99: pct(lat, 99),
    errors: parts.reduce((n, p) => n + p.errors, 0),
    cpu,
  };
}
/** The app and the floor in alternating rounds (app and floor, then floor and app, ...), each warmed up in the first. */
async function compare(paths: string[], concurrency: number): Promise<{ app: Load; floor: Load }> {
  const warmup = Math.min(2, seconds / 5);
  const length = seconds / rounds;
  const app: Round[] = [];
  const floorRounds: Round[] = [];
  for (let i = 0; i < rounds; i++) {
    const sides = i % 2 === 0 ? (['app', 'floor'] as const) : (['floor', 'app'] as const);
    for (const side of sides) {
      const r = await round(
        side === 'app' ? appPort : floorPort,
        paths,
        side === 'app' ? appHeaders : {},
        concurrency,
        length,
        i === 0 ? warmup : 0,
      );
      (side === 'app' ? app : floorRounds).push(r);
    }
  }
  return { app: total(app), floor: total(floorRounds) };
}

interface Row {
  scenario: string;
  conc: number;
  app: Load;
  floor: Load;
}
const rows: Row[] = [];
const loadBefore = os.loadavg()[0];
for (const name of scenarioNames) {
  const s = scenarios[name];
  for (const c of concurrencies) {
    const { app: a, floor: f } = await compare(s.paths, c);
    rows.push({ scenario: name, conc: c, app: a, floor: f });
    console.log(
      `BENCH ${name} conc=${c} app=${a.rps.toFixed(0)} floor=${f.rps.toFixed(0)} ratio=${(a.rps / f.rps).toFixed(2)} ` +
        `p50=${a.p50.toFixed(1)} p99=${a.p99.toFixed(1)} cpu/req app=${a.cpu.toFixed(0)}us floor=${f.cpu.toFixed(0)}us`,
    );
    if (a.errors || f.errors)
      console.warn(`WARNING ${name} conc=${c}: ${a.errors} app and ${f.errors} floor answers were not 200`);
  }
}
const loadAfter = os.loadavg()[0];

await app.close();
await new Promise((resolve) => floor.close(resolve));
await floorPool.end();
await ctx.close();
await handle.close();

// ---------------------------------------------------------------- docs/performance.md
if (writeDoc) {
  const docPath = path.resolve(import.meta.dirname, '..', '..', 'docs', 'performance.md');
  const START = '<!-- bench:start (written by npm run bench; edit outside the markers) -->';
  const END = '<!-- bench:end -->';
  const cpu = os.cpus();
  const table = [
    START,
    `Last run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, \`npm run bench\` (${seconds} s per side after a ` +
      `${Math.min(2, seconds / 5)} s warm-up, in ${rounds} alternating rounds, concurrency ${concurrencies.join(' and ')}).`,
    '',
    `Machine: ${cpu.length} x ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, ` +
      `${os.type()} ${os.release()}, Node ${process.version}, PostgreSQL ${facts.pgv} on the same machine (app, floor, ` +
      `load generator and database share the cores); load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after.`,
    '',
    `Data: ${facts.people.toLocaleString('en-AU')} people, ${facts.residencies.toLocaleString('en-AU')} residencies; ` +
      `facility ${facilityId}: ${facts.current} current residents, ${facts.departed.toLocaleString('en-AU')} departed, ` +
      `${facts.leads} open leads.`,
    '',
    '| scenario | what | conc | app req/s | floor req/s | app/floor | app p50 ms | app p99 ms | CPU µs/req app, floor |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.scenario} | ${scenarios[r.scenario as ScenarioName].what} | ${r.conc} | ${r.app.rps.toFixed(0)} | ` +
        `${r.floor.rps.toFixed(0)} | ${(r.app.rps / r.floor.rps).toFixed(2)} | ${r.app.p50.toFixed(1)} | ${r.app.p99.toFixed(1)} | ` +
        `${r.app.cpu.toFixed(0)}, ${r.floor.cpu.toFixed(0)} |`,
    ),
    END,
  ].join('\n');
  let doc = fs.existsSync(docPath) ? fs.readFileSync(docPath, 'utf8') : '';
  const i = doc.indexOf(START.slice(0, 20));
  const j = doc.indexOf(END);
  if (i >= 0 && j > i) doc = doc.slice(0, i) + table + doc.slice(j + END.length);
  else doc = `${doc.trimEnd()}\n\n${table}\n`;
  fs.writeFileSync(docPath, doc);
  console.log(`Wrote the table to ${path.relative(process.cwd(), docPath)}`);
} else {
  console.log('docs/performance.md not updated (a partial run; --write-doc writes it anyway).');
}
