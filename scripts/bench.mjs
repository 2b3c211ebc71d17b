#!/usr/bin/env node
// `npm run bench`: the API benchmark against the floor on a PostgreSQL server (api/scripts/bench.ts, docs/performance.md).
// Arguments are passed on: npm run bench -- --reset --seconds 8 --concurrency 1,32 --scenarios search,dashboard
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const api = path.resolve(import.meta.dirname, '..', 'api');
const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench.ts', ...process.argv.slice(2)], {
  cwd: api,
  stdio: 'inherit',
  env: process.env,
});
if (result.error) {
  console.error(result.error);
  process.exit(1);
}
process.exit(result.status ?? 1);
