// Runs the Playwright journeys (playwright-core driving Debian's Chromium) against the built product served by the API
// on a free port with its own embedded database. The built front-end files are copied to a temporary FRONTEND_ROOT so
// the journeys can remove or rebuild one remote without touching the repository's dist folders.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const files = fs
  .readdirSync(path.join(here, 'tests'))
  .filter((f) => f.endsWith('.test.ts'))
  .sort()
  .map((f) => path.join('tests', f));
const filter = process.argv.slice(2);
const selected = filter.length ? files.filter((f) => filter.some((x) => f.includes(x))) : files;
const child = spawn(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-timeout=240000', '--test-reporter=spec', ...selected],
  { cwd: here, stdio: 'inherit' },
);
child.on('exit', (code) => process.exit(code ?? 1));
