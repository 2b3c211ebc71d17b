/**
 * The API tests' database templates, prepared once per run by scripts/run-tests.mjs so that no test file migrates or
 * loads the demo data itself (about 6 s a file on the PostgreSQL server and 20 s on PGlite, measured in
 * docs/measurements.md):
 *   - on TEST_DATABASE_URL's server: two databases, `<name>_bare` (migrated) and `<name>_demo` (migrated with the demo
 *     data), which test/helpers.ts clones per test context with `create database ... template ...` (a file copy);
 *   - on PGlite: the same two states as `dumpDataDir` tarballs that test/helpers.ts opens with `loadDataDir`.
 * The demo template is made for the clock's Melbourne today (RM_CLOCK when the run pins it, else now); a test context
 * for another day, or a run that crosses midnight, falls back to migrating and loading its own database.
 *
 *   node --import tsx scripts/test-templates.ts prepare <file.json>   writes the description test/helpers.ts reads
 *   node --import tsx scripts/test-templates.ts drop <file.json>      drops the server's template databases
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { melbourneToday, pinClock } from 'shared-domain/dates';
import { clockFromEnv } from '../src/config';
import { migrate, openDatabase } from '../src/db';
import { generateDemoData } from '../src/demo/generate';

/** What test/helpers.ts reads from the file named by RM_TEST_TEMPLATES. */
export interface TestTemplates {
  kind: 'postgres' | 'pglite';
  /** The server the templates live on (TEST_DATABASE_URL when they were made). */
  server?: string;
  /** The demo data's today (YYYY-MM-DD, Melbourne). */
  today: string;
  /** Postgres: database names; PGlite: paths of the data directory tarballs. */
  bare: string;
  demo: string;
}

async function onServer(server: string, statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    for (const s of statements) await admin.query(s);
  } finally {
    await admin.end();
  }
}

function urlOf(server: string, database: string): string {
  const u = new URL(server);
  u.pathname = `/${database}`;
  return u.toString();
}

async function prepare(out: string): Promise<void> {
  pinClock(clockFromEnv(process.env) ?? new Date());
  const today = melbourneToday();
  const server = process.env.TEST_DATABASE_URL;
  let templates: TestTemplates;
  if (server) {
    const name = `rm_tpl_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const bare = `${name}_bare`;
    const demo = `${name}_demo`;
    await onServer(server, [`create database ${bare}`]);
    // Written before anything can fail, so that `drop` removes what was made.
    templates = { kind: 'postgres', server, today, bare, demo };
    fs.writeFileSync(out, JSON.stringify(templates));
    const migrated = await openDatabase({ databaseUrl: urlOf(server, bare), dataDir: 'memory://' }, { poolSize: 2 });
    try {
      await migrate(migrated.db);
    } finally {
      await migrated.close();
    }
    await onServer(server, [`create database ${demo} template ${bare}`]);
    const loaded = await openDatabase({ databaseUrl: urlOf(server, demo), dataDir: 'memory://' }, { poolSize: 2 });
    try {
      await generateDemoData(loaded.db, { today });
    } finally {
      await loaded.close();
    }
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-api-templates-'));
    templates = { kind: 'pglite', today, bare: path.join(dir, 'bare.tar'), demo: path.join(dir, 'demo.tar') };
    const handle = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
    try {
      await migrate(handle.db);
      fs.writeFileSync(templates.bare, Buffer.from(await (await handle.pglite!.dumpDataDir('none')).arrayBuffer()));
      await generateDemoData(handle.db, { today });
      fs.writeFileSync(templates.demo, Buffer.from(await (await handle.pglite!.dumpDataDir('none')).arrayBuffer()));
    } finally {
      await handle.close();
    }
    fs.writeFileSync(out, JSON.stringify(templates));
  }
}

async function drop(file: string): Promise<void> {
  if (!fs.existsSync(file)) return;
  const t = JSON.parse(fs.readFileSync(file, 'utf8')) as TestTemplates;
  if (t.kind === 'postgres' && t.server)
    await onServer(t.server, [
      `drop database if exists ${t.demo} with (force)`,
      `drop database if exists ${t.bare} with (force)`,
    ]);
  else fs.rmSync(path.dirname(t.demo), { recursive: true, force: true });
}

const [command, file] = process.argv.slice(2);
if ((command !== 'prepare' && command !== 'drop') || !file) {
  console.error('usage: test-templates.ts prepare|drop <file.json>');
  process.exit(2);
}
await (command === 'prepare' ? prepare(file) : drop(file));
