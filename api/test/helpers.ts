import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { SignJWT, importJWK } from 'jose';
import pg from 'pg';
import { melbourneToday, pinClock } from 'shared-domain/dates';
import { buildApp } from '../src/app';
import { createAppContext, type RuntimeContext } from '../src/bootstrap';
import { clockFromEnv, loadConfig, type Config } from '../src/config';
import { migrate, openDatabase, type DatabaseHandle } from '../src/db';
import { generateDemoData } from '../src/demo/generate';
import { getSigningKeys } from '../src/security/keys';
import type { TestTemplates } from '../scripts/test-templates';

/**
 * The clock of this test process, pinned when this module loads (before any test computes its `today`): RM_CLOCK when
 * the run pins it (`RM_CLOCK=2026-11-29T13:30:00Z npm test`), else the instant the file started. A pinned clock stands
 * still, so the demo data, the routes and the test's own expected dates share one Melbourne "today" even when a file
 * runs across midnight.
 */
export const TEST_CLOCK: Date = clockFromEnv(process.env) ?? new Date();
pinClock(TEST_CLOCK);

export interface TestContextOptions {
  /** Load the demo data (default true). */
  demo?: boolean;
  /**
   * With the demo data, its Medicare statements (default true): false for the tests that build a month's statements
   * from the records themselves (the database is then loaded for the test, not copied from the run's template).
   */
  demoStatements?: boolean;
  /** The demo generator's `today` (default: the clock's today in Melbourne, see TEST_CLOCK). */
  today?: string;
  /** Extra environment for loadConfig (PUBLIC_URL, TRAINING_MANUAL_URL, ...). */
  env?: Record<string, string>;
  /** Reuse an existing database URL (e.g. a second app instance on the same database) instead of creating one. */
  databaseUrl?: string;
  /** Skip migrations and demo data (with databaseUrl: the database is already prepared). */
  prepared?: boolean;
}

export interface TestContext {
  ctx: RuntimeContext;
  app: FastifyInstance;
  config: Config;
  handle: DatabaseHandle;
  /** The database URL when on a PostgreSQL server (unique per test context), undefined on PGlite. */
  databaseUrl?: string;
  /** A bearer token exactly as the embedded provider signs it (RS256, iss, aud, sub, scope, 5 min). */
  tokenFor(
    userIdOrEmail: number | string,
    overrides?: { scope?: string; expiresIn?: string | number; audience?: string; issuer?: string },
  ): Promise<string>;
  /** `{ authorization: 'Bearer ...' }` for app.inject. */
  authFor(userIdOrEmail: number | string): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

/**
 * The templates scripts/run-tests.mjs prepared for this run (RM_TEST_TEMPLATES names their description): a migrated
 * database and one with the demo data, on the same server (or both PGlite) as this process's tests. Absent when a file
 * runs on its own (`node --import tsx --test test/x.test.ts`): each context then migrates and loads its own database.
 */
let templatesRead: TestTemplates | null | undefined;
function runTemplates(): TestTemplates | null {
  if (templatesRead !== undefined) return templatesRead;
  templatesRead = null;
  const file = process.env.RM_TEST_TEMPLATES;
  if (file && fs.existsSync(file)) {
    const t = JSON.parse(fs.readFileSync(file, 'utf8')) as TestTemplates;
    const server = process.env.TEST_DATABASE_URL;
    if (server ? t.kind === 'postgres' && t.server === server : t.kind === 'pglite') templatesRead = t;
  }
  return templatesRead;
}

/** The template a new context starts from: the demo one only for the day it was made for (a run across midnight). */
function templateFor(demo: boolean, today: string | undefined): string | undefined {
  const t = runTemplates();
  if (!t) return undefined;
  if (!demo) return t.bare;
  return (today ?? melbourneToday()) === t.today ? t.demo : undefined;
}

async function createServerDatabase(baseUrl: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `rm_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    // A copy of the template's files: the same schema and rows as migrating and loading, in a fraction of the time.
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

/**
 * A fresh database (a uniquely named database on TEST_DATABASE_URL's server, dropped on close; else in-memory PGlite),
 * migrated and loaded with the demo data (copied from the run's template when there is one), and the app built on it.
 */
export async function createTestContext(opts: TestContextOptions = {}): Promise<TestContext> {
  let databaseUrl = opts.databaseUrl;
  let drop: (() => Promise<void>) | undefined;
  const template =
    opts.databaseUrl || opts.prepared || opts.demoStatements === false ? undefined : templateFor(opts.demo !== false, opts.today);
  if (!databaseUrl && process.env.TEST_DATABASE_URL) {
    const created = await createServerDatabase(process.env.TEST_DATABASE_URL, template);
    databaseUrl = created.url;
    drop = created.drop;
  }
  const base = loadConfig({ PUBLIC_URL: 'http://localhost:8080', LOG_LEVEL: 'silent', ...opts.env });
  const config: Config = { ...base, dataDir: 'memory://', databaseUrl, seedDemoData: false };
  // On PGlite the template is a data directory tarball, opened as this context's in-memory database.
  const loadDataDir = template && !databaseUrl ? new Blob([fs.readFileSync(template)]) : undefined;
  const handle = await openDatabase(config, { poolSize: 5, loadDataDir });
  try {
    if (!opts.prepared && !template) {
      await migrate(handle.db);
      if (opts.demo !== false)
        await generateDemoData(handle.db, { today: opts.today, statements: opts.demoStatements !== false });
    }
  } catch (err) {
    await handle.close();
    await drop?.();
    throw err;
  }
  const ctx = await createAppContext(config, handle);
  const app = await buildApp(ctx, { logger: false });
  await app.ready();

  const userId = async (who: number | string): Promise<number> => {
    if (typeof who === 'number') return who;
    const row = await handle.db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', who.toLowerCase()))
      .executeTakeFirst();
    if (!row) throw new Error(`No user ${who}`);
    return row.id;
  };

  const tokenFor: TestContext['tokenFor'] = async (who, overrides = {}) => {
    const id = await userId(who);
    const [jwk] = await getSigningKeys(handle.db);
    const key = await importJWK(jwk, 'RS256');
    return new SignJWT({ scope: overrides.scope ?? 'openid profile email api' })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
      .setIssuer(overrides.issuer ?? `${config.publicUrl}/oidc`)
      .setAudience(overrides.audience ?? config.oidcAudience)
      .setSubject(String(id))
      .setIssuedAt()
      .setJti(randomBytes(8).toString('hex'))
      .setExpirationTime(overrides.expiresIn ?? '5m')
      .sign(key);
  };

  let closed = false;
  return {
    ctx,
    app,
    config,
    handle,
    databaseUrl,
    tokenFor,
    authFor: async (who) => ({ authorization: `Bearer ${await tokenFor(who)}` }),
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await ctx.close();
      await handle.close();
      await drop?.();
    },
  };
}
