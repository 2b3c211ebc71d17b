/**
 * Loads the demo data at a given scale into the configured database (DATABASE_URL, else PGlite in DATA_DIR), for
 * benchmarks. Usage: node --import tsx scripts/seed.ts [--scale 100] [--reset]
 *   --reset  drops every table of the database first (schema public) — only for benchmark databases.
 */
import { sql } from 'kysely';
import { loadConfig } from '../src/config';
import { migrate, openDatabase } from '../src/db';
import { generateDemoData, hasOrganisation } from '../src/demo/generate';

const args = process.argv.slice(2);
const scaleArg = args.indexOf('--scale');
const scale = scaleArg >= 0 ? Number(args[scaleArg + 1]) : Number(args.find((a) => /^\d+$/.test(a)) ?? 1);
if (!Number.isInteger(scale) || scale < 1 || scale > 1000) {
  console.error('The scale must be a whole number between 1 and 1000.');
  process.exit(1);
}
const config = loadConfig(process.env);
const handle = await openDatabase(config);
try {
  if (args.includes('--reset')) {
    await sql.raw('drop schema public cascade; create schema public;').execute(handle.db);
    console.log('Dropped every table (schema public).');
  }
  await migrate(handle.db);
  if (await hasOrganisation(handle.db)) {
    console.error('The database already holds data: use --reset to replace it (drops every table).');
    process.exitCode = 1;
  } else {
    const t0 = Date.now();
    const summary = await generateDemoData(handle.db, { scale });
    // vacuum: index-only scans (search, dashboard counts) need the visibility map; analyze: planner statistics.
    await sql`vacuum analyze`.execute(handle.db);
    console.log(
      `Scale ${scale}: ${summary.residents} residents, ${summary.residencies} residencies, ${summary.beds} beds, ${summary.units} units in ${((Date.now() - t0) / 1000).toFixed(1)} s (${handle.kind})`,
    );
  }
} finally {
  await handle.close();
}
