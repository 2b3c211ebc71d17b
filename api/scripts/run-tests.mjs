#!/usr/bin/env node
// Runs every api/test/**/*.test.ts with Node's test runner under tsx; exit code 1 when any file fails.
// Optional arguments filter the files by substring: node scripts/run-tests.mjs dashboard security
//
// Files run in parallel, each in its own process on its own database (RM_TEST_CONCURRENCY, default 3: measured in
// docs/measurements.md). Before them the run prepares two database templates once, a migrated one and one with the
// demo data (scripts/test-templates.ts); test/helpers.ts copies them per test context instead of migrating and loading
// each time. A file's output is printed whole when it ends, with its time; the slowest files of the last run start
// first (their times are kept in node_modules/.cache), so that the parallel run does not end on one long file.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const apiRoot = path.resolve(import.meta.dirname, '..');
const testRoot = path.join(apiRoot, 'test');
const timesFile = path.join(apiRoot, 'node_modules', '.cache', 'rm-api-test-times.json');

function collect(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...collect(full));
    else if (entry.name.endsWith('.test.ts')) out.push(full);
  }
  return out;
}

const filters = process.argv.slice(2);
const files = collect(testRoot)
  .sort()
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .map((f) => path.relative(apiRoot, f));
if (files.length === 0) {
  console.error('No test files found' + (filters.length ? ` matching ${filters.join(', ')}` : ''));
  process.exit(1);
}
const concurrency = Math.max(1, Number(process.env.RM_TEST_CONCURRENCY) || 3);
console.log(
  `API tests on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL server (TEST_DATABASE_URL)' : 'embedded PGlite'}: ${files.length} files, ${Math.min(concurrency, files.length)} at a time`,
);

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'test' };
const started = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

// The templates: made once, removed at the end (also on Ctrl-C). A failure here is reported and the files fall back
// to preparing their own databases, which is slower but correct.
const templatesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rm-api-run-')), 'templates.json');
const templates = (command) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/test-templates.ts', command, templatesFile], {
    cwd: apiRoot,
    env,
    stdio: 'inherit',
  });
let cleaned = false;
function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  templates('drop');
  fs.rmSync(path.dirname(templatesFile), { recursive: true, force: true });
}
process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});
process.on('SIGTERM', () => {
  cleanUp();
  process.exit(143);
});
const prepared = templates('prepare');
if (prepared.status === 0) {
  env.RM_TEST_TEMPLATES = templatesFile;
  console.log(`Database templates (migrated, and with the demo data) prepared in ${seconds(started)} s`);
} else {
  console.error('Preparing the database templates failed: every test file prepares its own database.');
}

let previous = {};
try {
  previous = JSON.parse(fs.readFileSync(timesFile, 'utf8'));
} catch {
  /* first run: alphabetical */
}
const queue = [...files].sort((a, b) => (previous[b] ?? 0) - (previous[a] ?? 0));

// Node's runner applies --test-timeout to the whole file as well as to each test: 10 minutes, as a file's time in a
// parallel run includes its share of the machine (bad-input, the longest, ran past 300 s at a load of 28 on 2 cores).
function runFile(file) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-timeout=600000', '--test-reporter=spec', file], {
      cwd: apiRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code, signal) => resolve({ file, ok: code === 0 && !signal, out, seconds: (Date.now() - t0) / 1000 }));
  });
}

const results = [];
async function worker() {
  for (let file = queue.shift(); file; file = queue.shift()) {
    const r = await runFile(file);
    results.push(r);
    process.stdout.write(`\n--- ${r.file} ---\n${r.out}`);
    console.log(`--- ${r.ok ? 'ok  ' : 'FAIL'} ${r.file} in ${r.seconds.toFixed(1)} s ---`);
  }
}
try {
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
} finally {
  cleanUp();
}

const times = { ...previous };
for (const r of results) times[r.file] = r.seconds;
try {
  fs.mkdirSync(path.dirname(timesFile), { recursive: true });
  fs.writeFileSync(timesFile, JSON.stringify(times, null, 1));
} catch {
  /* the order is only an optimisation */
}

const failed = results.filter((r) => !r.ok);
console.log('\nAPI test files, slowest first:');
for (const r of [...results].sort((a, b) => b.seconds - a.seconds))
  console.log(`  ${r.ok ? 'ok  ' : 'FAIL'}  ${r.seconds.toFixed(1).padStart(6)} s  ${r.file}`);
console.log(
  `API tests: ${results.length - failed.length} files passed, ${failed.length} failed in ${seconds(started)} s (${Math.min(concurrency, files.length)} at a time)`,
);
if (failed.length) console.log(`Failed: ${failed.map((r) => r.file).join(', ')}`);
process.exit(failed.length ? 1 : 0);
