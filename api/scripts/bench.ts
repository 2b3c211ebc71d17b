/**
 * API latency and throughput benchmark (ARCHITECTURE §8) on the configured database (DATABASE_URL, else PGlite in
 * DATA_DIR; load data first with scripts/seed.ts --scale N). Starts the app on a free port with real RS256 access
 * tokens (manager@demo.local), and a "bare" node:http server that runs the same repository SQL without Fastify, the
 * guard or token verification. The load generator runs in a worker thread (its own event loop) with keep-alive
 * connections, one loop per connection. Prints p50/p95/p99 latency and requests/s per scenario and concurrency, and
 * the app's throughput as a share of the bare handler's.
 *
 *   node --import tsx scripts/bench.ts [--concurrency 1,16] [--seconds 10] [--facility 1] [--ilu-facility 4]
 *     [--scenarios search,search-departed,dashboard,ilu-dashboard,residents-list,leads-dashboard,leads-column,leads-filtered] [--no-baseline]
 *     [--terms ma,smi,...]
 *
 * Lead board (issue 4): leads-dashboard = GET leads/dashboard/ (five columns of 10 cards and their counts),
 * leads-column = GET leads/dashboard/status/ pages deep into each column (skip 0-990), leads-filtered = the board
 * filtered by care type, gender and an AN-ACC class.
 *
 * Search terms: by default 240 terms derived from the facility's own residents (deterministic): prefixes of 1-5
 * letters of last and first names, full first names and "first l" / "first last" (so p95 includes one-letter prefixes).
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { SignJWT, importJWK } from 'jose';
import { sql } from 'kysely';
import { melbourneToday } from 'shared-domain/dates';
import { buildApp } from '../src/app';
import { createAppContext } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { migrate, openDatabase } from '../src/db';
import * as iluRepo from '../src/modules/ilu/index';
import * as leads from '../src/modules/leads/index';
import { ScopedDb } from '../src/db/scoped';
import * as residents from '../src/modules/residents/index';
import { loadFacilities, loadUser } from '../src/http/routes';
import * as shellRepo from '../src/modules/shell/index';
import { getSigningKeys } from '../src/security/keys';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const concurrencies = (arg('concurrency') ?? '1,16')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const seconds = Number(arg('seconds') ?? 10);
const facilityId = Number(arg('facility') ?? 1);
const iluFacilityId = Number(arg('ilu-facility') ?? 4);
const scenarioNames = (
  arg('scenarios') ?? 'search,search-departed,dashboard,ilu-dashboard,residents-list,leads-dashboard,leads-column,leads-filtered'
).split(',');
const baseline = !process.argv.includes('--no-baseline');

const config = { ...loadConfig(process.env), logLevel: 'silent' };
const handle = await openDatabase(config, { poolSize: Math.max(10, Math.min(64, Math.max(...concurrencies))) });
await migrate(handle.db);
const ctx = await createAppContext(config, handle);
const app = await buildApp(ctx, { logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const appPort = (app.server.address() as AddressInfo).port;

const managerId = (
  await handle.db.selectFrom('users').select('id').where('email', '=', 'manager@demo.local').executeTakeFirstOrThrow()
).id;
const benchUser = (await loadUser(handle.db, managerId))!;
/** The board's data access for the bare handler: the manager's scope in a facility, as the guard builds it. */
const benchScope = (facility: number) =>
  new ScopedDb(handle.db, {
    userId: benchUser.id,
    organisationId: benchUser.organisationId,
    facilityId: facility,
    isOrganisationManager: benchUser.isOrganisationManager,
    isSystemUser: benchUser.isSystemUser,
  });

// The bare handler: the same repository SQL and JSON, no framework, no guard, no token.
const bare = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://x');
    const fid = Number(url.searchParams.get('facilityId'));
    let body: unknown;
    if (url.pathname === '/search' || url.pathname === '/search-departed') {
      const s = url.searchParams.get('searchStr') ?? '';
      body = (await residents.searchResidents(benchScope(fid), s, url.pathname === '/search-departed')).map(residents.searchRow);
    } else if (url.pathname === '/dashboard') {
      const today = melbourneToday();
      const [occ, leave, expiry] = await Promise.all([
        shellRepo.occupancy(benchScope(fid)),
        shellRepo.residentsOnLeave(benchScope(fid), today),
        shellRepo.deviceExpiryDate(benchScope(fid)),
      ]);
      body = { occ, leave, expiry };
    } else if (url.pathname === '/ilu-dashboard') {
      const [units, counts, enquiries, leave] = await Promise.all([
        iluRepo.availableUnits(benchScope(fid)),
        iluRepo.unitCounts(benchScope(fid)),
        iluRepo.openEnquiries(benchScope(fid)),
        shellRepo.residentsOnLeave(benchScope(fid), melbourneToday()),
      ]);
      body = { units, counts, enquiries, leave };
    } else if (url.pathname === '/residents') {
      const facility = (await loadFacilities(handle.db, benchUser, fid))[0];
      body = await residents.listResidents(
        benchScope(fid),
        facility,
        { skip: Number(url.searchParams.get('skip') ?? 0), take: 25 },
        false,
      );
    } else if (url.pathname === '/leads-dashboard') {
      const p = Object.fromEntries(url.searchParams) as Record<string, any>;
      body = await leads.dashboardFor(benchScope(fid), {
        take: Number(p.take ?? 10),
        leadCareType: p.leadCareType,
        gender: p.gender,
        anaccClass: p.anaccClass ? Number(p.anaccClass) : undefined,
      });
    } else if (url.pathname === '/leads-column') {
      const p = Object.fromEntries(url.searchParams) as Record<string, any>;
      body = await leads.dashboardColumnFor(benchScope(fid), {
        status: p.status,
        skip: Number(p.skip ?? 0),
        take: Number(p.take ?? 10),
      });
    } else {
      res.writeHead(404).end();
      return;
    }
    const text = JSON.stringify(body);
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) }).end(text);
  } catch (err) {
    res.writeHead(500).end(String(err));
  }
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
const barePort = (bare.address() as AddressInfo).port;

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

const count = async (table: 'residents' | 'residencies') =>
  Number(
    (
      await handle.db
        .selectFrom(table)
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const residentCount = await count('residents');
const facilityResidencies = Number(
  (
    await handle.db
      .selectFrom('residencies')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .where('facility_id', '=', facilityId)
      .executeTakeFirstOrThrow()
  ).n,
);

/** Deterministic search terms from the facility's own names. */
async function searchTerms(): Promise<string[]> {
  const given = arg('terms');
  if (given) return given.split(',');
  const people = (
    await sql<{ first_name: string; last_name: string }>`
    select r.first_name, r.last_name from residencies rs join residents r on r.id = rs.resident_id
     where rs.facility_id = ${facilityId} order by md5(rs.id::text) limit 240`.execute(handle.db)
  ).rows;
  return people.map((p, i) => {
    switch (i % 8) {
      case 0:
        return p.last_name.slice(0, 1);
      case 1:
        return p.last_name.slice(0, 2);
      case 2:
        return p.first_name.slice(0, 3);
      case 3:
        return p.last_name.slice(0, 4);
      case 4:
        return p.first_name.slice(0, 5);
      case 5:
        return p.first_name;
      case 6:
        return `${p.first_name} ${p.last_name.slice(0, 1)}`;
      default:
        return `${p.first_name} ${p.last_name}`;
    }
  });
}
const terms = await searchTerms();
const leadCount = Number(
  (
    await sql<{
      n: number;
    }>`select count(*)::int as n from residencies where facility_id = ${facilityId} and is_lead and not is_archived`.execute(
      handle.db,
    )
  ).rows[0].n,
);
/** Column pages: each status, skip 0 to 990 in steps of 110 (deep pages of thousands of cards). */
const leadColumnPages = ['Enquiries', 'TourBooked', 'TourCompleted', 'Waiting', 'Confirmed'].flatMap((status) =>
  Array.from({ length: 10 }, (_, i) => `status=${status}&skip=${i * 110}&take=10`),
);
const leadFilters = [
  'leadCareType=Respite',
  'gender=Male',
  'anaccClass=7',
  'leadCareType=Permanent&gender=Female',
  'anaccClass=102',
  'leadCareType=All',
];
const q = (s: string) => encodeURIComponent(s);

interface Scenario {
  name: string;
  app: string[];
  bare: string[];
}
const all: Record<string, Scenario> = {
  search: {
    name: 'search',
    app: terms.map((t) => `/api/residents/search?facilityId=${facilityId}&searchStr=${q(t)}`),
    bare: terms.map((t) => `/search?facilityId=${facilityId}&searchStr=${q(t)}`),
  },
  'search-departed': {
    name: 'search-current-and-departed',
    app: terms.map((t) => `/api/residents/search-current-and-departed?facilityId=${facilityId}&searchStr=${q(t)}&timeout=5000`),
    bare: terms.map((t) => `/search-departed?facilityId=${facilityId}&searchStr=${q(t)}`),
  },
  // The paged resident list (GET residents, 25 a page): pages spread over the facility's current residents.
  'residents-list': {
    name: 'residents-list',
    app: [0, 25, 50, 75, 100].map((skip) => `/api/residents?facilityId=${facilityId}&skip=${skip}&take=25`),
    bare: [0, 25, 50, 75, 100].map((skip) => `/residents?facilityId=${facilityId}&skip=${skip}&take=25`),
  },
  dashboard: {
    name: 'dashboard',
    app: [`/api/dashboard?facilityId=${facilityId}`],
    bare: [`/dashboard?facilityId=${facilityId}`],
  },
  'ilu-dashboard': {
    name: 'ilu-dashboard',
    app: [`/api/ilu-dashboard?facilityId=${iluFacilityId}`],
    bare: [`/ilu-dashboard?facilityId=${iluFacilityId}`],
  },
  'leads-dashboard': {
    name: 'leads-dashboard',
    app: [`/api/leads/dashboard/?facilityId=${facilityId}&take=10`],
    bare: [`/leads-dashboard?facilityId=${facilityId}&take=10`],
  },
  'leads-column': {
    name: 'leads-column',
    app: leadColumnPages.map((p) => `/api/leads/dashboard/status/?facilityId=${facilityId}&${p}`),
    bare: leadColumnPages.map((p) => `/leads-column?facilityId=${facilityId}&${p}`),
  },
  'leads-filtered': {
    name: 'leads-filtered',
    app: leadFilters.map((p) => `/api/leads/dashboard/?facilityId=${facilityId}&take=10&${p}`),
    bare: leadFilters.map((p) => `/leads-dashboard?facilityId=${facilityId}&take=10&${p}`),
  },
};

// The load generator (plain JavaScript, evaluated in a worker thread).
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
  const { lat, errors } = await run(seconds * 1000, true);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  parentPort.postMessage({ lat, errors, elapsed });
})();
`;

interface Result {
  target: string;
  scenario: string;
  concurrency: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}
function load(
  port: number,
  paths: string[],
  headers: Record<string, string>,
  concurrency: number,
): Promise<{ lat: number[]; errors: number; elapsed: number }> {
  return new Promise((resolve, reject) => {
    const w = new Worker(workerCode, {
      eval: true,
      workerData: { port, paths, headers, concurrency, seconds, warmup: Math.min(2, seconds / 5) },
    });
    w.once('message', resolve);
    w.once('error', reject);
  });
}
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const results: Result[] = [];
for (const key of scenarioNames) {
  const s = all[key];
  if (!s) throw new Error(`Unknown scenario ${key} (${Object.keys(all).join(', ')})`);
  for (const c of concurrencies) {
    const targets: Array<[string, number, string[], Record<string, string>]> = [
      ['app', appPort, s.app, { authorization: `Bearer ${token}` }],
    ];
    if (baseline) targets.push(['bare', barePort, s.bare, {}]);
    for (const [target, port, paths, headers] of targets) {
      const r = await load(port, paths, headers, c);
      r.lat.sort((a, b) => a - b);
      results.push({
        target,
        scenario: s.name,
        concurrency: c,
        requests: r.lat.length,
        rps: r.lat.length / r.elapsed,
        p50: pct(r.lat, 50),
        p95: pct(r.lat, 95),
        p99: pct(r.lat, 99),
        errors: r.errors,
      });
      process.stderr.write('.');
    }
  }
}
process.stderr.write('\n');

const load1 = (await import('node:os')).loadavg()[0];
console.log(
  `\n${handle.kind}, ${residentCount} residents (facility ${facilityId}: ${facilityResidencies} residencies), ${seconds} s per run, ` +
    `${terms.length} search terms, ${leadCount} open leads in facility ${facilityId}, load average ${load1.toFixed(2)}\n`,
);
const header = ['scenario', 'conc', 'target', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'app/bare'];
const rows = results.map((r) => {
  const b = results.find((x) => x.target === 'bare' && x.scenario === r.scenario && x.concurrency === r.concurrency);
  return [
    r.scenario,
    String(r.concurrency),
    r.target,
    r.rps.toFixed(0),
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    r.p99.toFixed(1),
    String(r.errors),
    r.target === 'app' && b ? `${((r.rps / b.rps) * 100).toFixed(0)}%` : '',
  ];
});
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells: string[]) => cells.map((c, i) => (i <= 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of rows) console.log(line(r));

await app.close();
await new Promise((resolve) => bare.close(resolve));
await ctx.close();
await handle.close();
