// `npm test`: every test of the product. Lint (ESLint and Prettier), type checks, unit tests of every package (jest), API tests against a real
// PostgreSQL (TEST_DATABASE_URL when set, else embedded PGlite), production builds of the shell and the seven remotes,
// the Storybook build, the first-page size check and the Playwright journeys in Chromium.
import { checkNode, install, buildConcurrency, buildFrontends, pnpm, run, ROOT } from './lib.mjs';
import fs from 'node:fs';
import path from 'node:path';

checkNode();
const only = process.argv.slice(2); // e.g. `npm test -- unit api` runs some steps only
// One clock for the run: RM_CLOCK (an ISO-8601 instant with its offset) reaches the API tests, the server under test
// and the browser through the environment every step inherits; without it each test file freezes the real time at its
// start (api/test/helpers.ts, e2e/lib/clock.ts).
const clock = process.env.RM_CLOCK?.trim();
if (clock) {
  if (
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/i.test(clock) ||
    Number.isNaN(Date.parse(clock))
  ) {
    console.error(`RM_CLOCK must be an ISO-8601 instant with an offset, e.g. 2026-11-29T13:30:00Z (got "${clock}")`);
    process.exit(1);
  }
  const melbourne = new Date(clock).toLocaleString('en-AU', {
    timeZone: 'Australia/Melbourne',
    dateStyle: 'full',
    timeStyle: 'short',
  });
  console.log(`Clock pinned: RM_CLOCK=${clock} (${melbourne} in Melbourne)`);
  // Rows the database stamps itself carry the machine's time: before it, they would be created "after" the clock's now.
  if (Date.parse(clock) < Date.now())
    console.warn("RM_CLOCK is before the machine's time: pin an instant at or after it (docs/measurements.md).");
} else {
  console.log('Clock: the real time (set RM_CLOCK=2026-11-29T13:30:00Z to pin it)');
}
const steps = [];
async function step(name, fn) {
  if (only.length && !only.includes(name)) return;
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  let ok = false;
  try {
    ok = (await fn()) !== false;
  } catch (e) {
    console.error(e.message);
  }
  const seconds = (Date.now() - started) / 1000;
  steps.push({ name, ok, seconds });
  console.log(`=== ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s ===`);
  if (!ok && name === 'install') finish();
}
const ok = (code) => code === 0;

function finish() {
  const failed = steps.filter((s) => !s.ok);
  console.log('\nSummary');
  for (const s of steps) console.log(`  ${s.ok ? 'ok  ' : 'FAIL'}  ${s.name.padEnd(12)} ${s.seconds.toFixed(1).padStart(7)} s`);
  console.log(`  total ${steps.reduce((a, s) => a + s.seconds, 0).toFixed(1)} s`);
  console.log(`steps: ${steps.length - failed.length} passed, ${failed.length} failed`);
  process.exit(failed.length ? 1 : 0);
}

await step('install', async () => {
  await install();
});
await step('lint', async () => ok(await run(process.execPath, [path.join(ROOT, 'scripts', 'lint.mjs')])));
// The type checks: the front-end packages as one program (shell/tsconfig.frontends.json: they share their compiler
// options, so React's, Chakra's and the kit's types are checked once instead of once per package; the shell, which
// mounts them all, holds it) beside the API's and the journeys' (their own `lib` and options), one after the other on
// the second core. scripts/typecheck-config.test.mjs checks that it covers what each package's own tsconfig does.
const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
await step('typecheck', async () => {
  const [frontends, others] = await Promise.all([
    run(process.execPath, [tsc, '-p', path.join('shell', 'tsconfig.frontends.json')]),
    (async () => {
      const api = await run(process.execPath, [tsc, '-p', path.join('api', 'tsconfig.json')]);
      const e2e = await run(process.execPath, [tsc, '-p', path.join('e2e', 'tsconfig.json')]);
      return api || e2e;
    })(),
  ]);
  return ok(frontends) && ok(others);
});
// The unit tests: one jest run over every package's project (each package with a jest.config.cjs keeps its own), so
// that both workers stay busy from the first file to the last instead of starting and draining once per package.
// The build tools' own tests (tools/build-config: the federation runtime plugin, a remote's standalone harness) too.
const UNIT_PACKAGES = fs
  .readdirSync(ROOT, { withFileTypes: true })
  .filter((d) => d.isDirectory() && fs.existsSync(path.join(ROOT, d.name, 'jest.config.cjs')))
  .map((d) => d.name)
  .concat(path.join('tools', 'build-config'));
await step('unit', async () =>
  ok(
    await run(
      process.execPath,
      [
        path.join(ROOT, 'tools', 'build-config', 'node_modules', 'jest', 'bin', 'jest.js'),
        '--ci',
        '--maxWorkers=2',
        '--projects',
        ...UNIT_PACKAGES.map((p) => path.join(ROOT, p)),
      ],
      { cwd: ROOT },
    ),
  ),
);
await step('api', async () => ok(await pnpm(['--filter', 'api', 'run', 'test'])));
await step('build', async () => {
  const started = Date.now();
  const timings = await buildFrontends({ force: true });
  for (const [app, s] of Object.entries(timings)) console.log(`  ${app.padEnd(14)} ${s.toFixed(1)} s`);
  const wall = ((Date.now() - started) / 1000).toFixed(1);
  const summed = Object.values(timings).reduce((a, b) => a + b, 0);
  console.log(
    `  eight production builds, ${buildConcurrency()} at a time: ${wall} s (their own times add to ${summed.toFixed(1)} s)`,
  );
});
await step('storybook', async () => ok(await pnpm(['--filter', 'shared-ui', 'run', 'build-storybook'])));
await step('size', async () =>
  ok(await run(process.execPath, ['--import', 'tsx', 'lib/size.ts'], { cwd: path.join(ROOT, 'e2e') })),
);
await step('e2e', async () => ok(await pnpm(['--filter', 'e2e', 'run', 'test'])));
finish();
