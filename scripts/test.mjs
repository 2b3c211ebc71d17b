// `npm test`: every test of the product. Type checks, unit tests of every package (jest), API tests against a real
// PostgreSQL (TEST_DATABASE_URL when set, else embedded PGlite), production builds of the shell and the seven remotes,
// the Storybook build, the first-page size check and the Playwright journeys in Chromium.
import { checkNode, install, buildFrontends, pnpm, run, ROOT } from './lib.mjs';
import path from 'node:path';

checkNode();
const only = process.argv.slice(2); // e.g. `npm test -- unit api` runs some steps only
const steps = [];
async function step(name, fn) {
  if (only.length && !only.includes(name)) return;
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  let ok = false;
  try { ok = (await fn()) !== false; } catch (e) { console.error(e.message); }
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

await step('install', async () => { await install(); });
await step('lint', async () => ok(await run(process.execPath, [path.join(ROOT, 'tools', 'build-config', 'check-imports.cjs')])));
await step('typecheck', async () => ok(await pnpm(['-r', '--workspace-concurrency=2', '--no-bail', 'run', 'typecheck'])));
await step('unit', async () => ok(await pnpm(['-r', '--workspace-concurrency=1', '--no-bail', '--filter=!api', '--filter=!e2e', 'run', 'test', '--ci', '--maxWorkers=2'])));
await step('api', async () => ok(await pnpm(['--filter', 'api', 'run', 'test'])));
await step('build', async () => {
  const timings = await buildFrontends({ force: true });
  for (const [app, s] of Object.entries(timings)) console.log(`  ${app.padEnd(14)} ${s.toFixed(1)} s`);
  console.log(`  all production builds: ${Object.values(timings).reduce((a, b) => a + b, 0).toFixed(1)} s`);
});
await step('storybook', async () => ok(await pnpm(['--filter', 'shared-ui', 'run', 'build-storybook'])));
await step('size', async () => ok(await run(process.execPath, [path.join(ROOT, 'tools', 'build-config', 'size-check.cjs')])));
await step('e2e', async () => ok(await pnpm(['--filter', 'e2e', 'run', 'test'])));
finish();
