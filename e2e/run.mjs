// Runs the Playwright journeys (playwright-core driving Debian's Chromium) against the built product served by the API
// on a free port with its own embedded database. The built front-end files are copied to a temporary FRONTEND_ROOT so
// the journeys can remove or rebuild one remote without touching the repository's dist folders.
//
// Each journey file still has its own server, database and browser (they write data other files would see), but the
// database is not loaded per file any more: the run seeds one data directory first (the product migrating and loading
// its demo data on its first start, lib/server.ts seedDataDir) and every file's server starts from a copy of it
// (RM_E2E_SEEDED_DATA). With a PostgreSQL server (TEST_DATABASE_URL, as CI has) the seeded database is a template
// database there (RM_E2E_TEMPLATE_DB) and each file's server gets its own copy of it; RM_E2E_EMBEDDED=1 keeps every
// file on the embedded database. Files run RM_E2E_CONCURRENCY at a time (default 2 with a server database, else 1:
// docs/measurements.md); each file's time is printed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

// The journeys' own helpers (lib/*.ts) in this process too: the server database's statements and names.
register();
const { databaseUrl, onServer } = await import('./lib/server.ts');

const here = path.dirname(fileURLToPath(import.meta.url));
// The cluster pass (scripts/cluster.mjs: two API replicas behind nginx, on the run's PostgreSQL template): its own
// journey and the live collaboration journey (two people, each pinned to a replica), each file's server a cluster
// (RM_E2E_CLUSTER=1, lib/server.ts). `--cluster` runs only it; a run with a PostgreSQL server runs it after the other
// files (it needs the server: skipped on the embedded one).
const CLUSTER_FILES = [path.join('tests', 'cluster.test.ts'), path.join('tests', 'live-collaboration.test.ts')];
const files = fs
  .readdirSync(path.join(here, 'tests'))
  .filter((f) => f.endsWith('.test.ts') && f !== 'cluster.test.ts')
  .sort()
  .map((f) => path.join('tests', f));
const args = process.argv.slice(2);
const clusterOnly = args.includes('--cluster');
const filter = args.filter((a) => a !== '--cluster');
const selected = clusterOnly ? [] : filter.length ? files.filter((f) => filter.some((x) => f.includes(x))) : files;
const started = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

function node(args, { env = process.env, quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: here, env, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let out = '';
    child.stdout?.on('data', (d) => (out += d));
    child.stderr?.on('data', (d) => (out += d));
    child.on('close', (code, signal) => resolve({ ok: code === 0 && !signal, out }));
  });
}

const seeded = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rm-e2e-seed-')), 'data');
let cleaned = false;
async function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  fs.rmSync(path.dirname(seeded), { recursive: true, force: true });
  if (template)
    await onServer(server, [`drop database if exists ${template} with (force)`]).catch((e) => console.error(e.message));
}
process.on('SIGINT', () => cleanUp().finally(() => process.exit(130)));
process.on('SIGTERM', () => cleanUp().finally(() => process.exit(143)));

const env = { ...process.env };
// The template database on the server, when there is one: made empty here, filled by the seeding server, dropped at the end.
const server = process.env.RM_E2E_EMBEDDED === '1' ? '' : (process.env.TEST_DATABASE_URL ?? '');
const template = server ? `rm_e2e_tpl_${Date.now().toString(36)}_${process.pid}` : '';
const templateUrl = template ? databaseUrl(server, template) : '';
if (template) await onServer(server, [`create database ${template}`]);
const concurrency = Math.max(1, Number(process.env.RM_E2E_CONCURRENCY) || (template ? 2 : 1));
// The seed is made on the journeys' clock (RM_CLOCK, else the seed's start); each file's server uses it only when its
// own clock is on the same Melbourne day (a run across midnight loads its own data again, lib/server.ts).
const seed = await node(
  [
    '--import',
    'tsx',
    '--input-type=module',
    '-e',
    "await (await import('./lib/server.ts')).seedDataDir(process.env.RM_SEED_TARGET, process.env.RM_SEED_DATABASE)",
  ],
  { env: { ...process.env, RM_SEED_TARGET: seeded, RM_SEED_DATABASE: templateUrl } },
);
if (seed.ok) {
  env.RM_E2E_SEEDED_DATA = seeded;
  if (templateUrl) env.RM_E2E_TEMPLATE_DB = templateUrl;
  console.log(
    `Seeded the journeys' data (migrations and demo data${template ? `, template database ${template}` : ', embedded database'}) in ${seconds(started)} s`,
  );
} else {
  console.error('Seeding the data directory failed: every journey file loads its own demo data.');
}

const clusterSelected = !template ? [] : clusterOnly || !filter.length ? CLUSTER_FILES : [];
if ((clusterOnly || !filter.length) && !template)
  console.log('The cluster pass needs a PostgreSQL server (TEST_DATABASE_URL): skipped on the embedded database.');
const queue = [
  ...selected.map((file) => ({ file, cluster: false })),
  ...clusterSelected.map((file) => ({ file, cluster: true })),
];
const results = [];
const clusterEnv = { ...env, RM_E2E_CLUSTER: '1' };
async function worker() {
  for (let item = queue.shift(); item; item = queue.shift()) {
    const file = item.cluster ? `${item.file} (cluster)` : item.file;
    const t0 = Date.now();
    // Node's runner applies --test-timeout to the whole file as well as to each test: 10 minutes, as a file's time in
    // a parallel run includes its share of the machine (the accessibility journeys, the longest, took 240 s two at a
    // time on 2 cores).
    const r = await node(['--import', 'tsx', '--test', '--test-timeout=600000', '--test-reporter=spec', item.file], {
      env: item.cluster ? clusterEnv : env,
      quiet: concurrency > 1,
    });
    if (r.out) process.stdout.write(`\n--- ${file} ---\n${r.out}`);
    const s = (Date.now() - t0) / 1000;
    results.push({ file, ok: r.ok, seconds: s });
    console.log(`--- ${r.ok ? 'ok  ' : 'FAIL'} ${file} in ${s.toFixed(1)} s ---`);
  }
}
try {
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
} finally {
  await cleanUp();
}
const failed = results.filter((r) => !r.ok);
console.log('\nJourney files, slowest first:');
for (const r of [...results].sort((a, b) => b.seconds - a.seconds))
  console.log(`  ${r.ok ? 'ok  ' : 'FAIL'}  ${r.seconds.toFixed(1).padStart(6)} s  ${r.file}`);
console.log(`Journeys: ${results.length - failed.length} files passed, ${failed.length} failed in ${seconds(started)} s`);
if (failed.length) console.log(`Failed: ${failed.map((r) => r.file).join(', ')}`);
process.exit(failed.length ? 1 : 0);
