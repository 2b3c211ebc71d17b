#!/usr/bin/env node
// Runs every api/test/**/*.test.ts with Node's test runner under tsx, one file at a time; exit code propagated.
// Optional arguments filter the files by substring: node scripts/run-tests.mjs dashboard security
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const apiRoot = path.resolve(import.meta.dirname, '..');
const testRoot = path.join(apiRoot, 'test');

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
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)));
if (files.length === 0) {
  console.error('No test files found' + (filters.length ? ` matching ${filters.join(', ')}` : ''));
  process.exit(1);
}
console.log(
  `API tests on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL server (TEST_DATABASE_URL)' : 'embedded PGlite'}: ${files.length} files`,
);
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-timeout=300000', '--test-concurrency=1', ...files.map((f) => path.relative(apiRoot, f))],
  { cwd: apiRoot, stdio: 'inherit', env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'test' } },
);
if (result.error) {
  console.error(result.error);
  process.exit(1);
}
process.exit(result.status ?? 1);
