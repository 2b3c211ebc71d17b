// `npm start`: install, build, migrate, load demo data (first run only) and serve the whole product at one URL.
import { checkNode, install, buildFrontends, run, ROOT } from './lib.mjs';
import path from 'node:path';

checkNode();
const started = Date.now();
try {
  console.log('Resident Manager: installing dependencies...');
  await install();
  console.log('Resident Manager: building the shell and the seven remotes (only what changed)...');
  const timings = await buildFrontends({ force: process.argv.includes('--rebuild') });
  for (const [app, s] of Object.entries(timings)) console.log(`  built ${app} in ${s.toFixed(1)} s`);
  console.log(`Resident Manager: ready to start after ${((Date.now() - started) / 1000).toFixed(1)} s; starting the server...`);
} catch (e) {
  console.error(`Resident Manager could not start: ${e.message}`);
  process.exit(1);
}
// The API migrates the database, loads the demo data on first run and serves /api, /oidc, the shell and the remotes.
const code = await run(process.execPath, ['--import', 'tsx', path.join('src', 'main.ts')], { cwd: path.join(ROOT, 'api') });
process.exit(code);
