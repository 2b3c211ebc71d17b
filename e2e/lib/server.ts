import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { CLOCK } from './clock';
import { melbourneDate } from './dates';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FRONTEND_APPS = [
  'shell',
  'mfe-residents',
  'mfe-leads',
  'mfe-funding',
  'mfe-billing',
  'mfe-reports',
  'mfe-ilu',
  'mfe-admin',
];

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningServer {
  /** The one URL (in cluster mode: nginx's). */
  url: string;
  /** Cluster mode (RM_E2E_CLUSTER=1): each API replica's own URL, behind nginx; else the one server's URL. */
  replicaUrls: string[];
  port: number;
  dataDir: string;
  frontendRoot: string;
  /** The server database it runs on, when not the embedded one. */
  databaseUrl?: string;
  stop(): Promise<void>;
  output(): string;
}

/** Copies the built shell and remotes to a temporary folder the server serves from. */
export function copyFrontends(target: string): void {
  for (const app of FRONTEND_APPS) {
    const src = path.join(REPO, app, 'dist');
    if (!fs.existsSync(src)) throw new Error(`${app}/dist is missing: build the front-end first (npm test builds it).`);
    fs.cpSync(src, path.join(target, app, 'dist'), { recursive: true });
  }
}

/**
 * A data directory the journeys' runner (run.mjs) seeded once for the run (RM_E2E_SEEDED_DATA): the product migrated
 * and loaded its demo data on its first start, as `npm start` does, then stopped. A server whose clock is on the same
 * Melbourne day starts from a copy of it instead of loading the demo data again (about 20 s a journey file); each file
 * still has its own copy, so nothing one file writes is seen by another.
 *
 * On a PostgreSQL server (TEST_DATABASE_URL, the CI's case) the seeded database is a template on the server
 * (RM_E2E_TEMPLATE_DB) and each file's server runs on its own database created from it (a file copy on the server);
 * the embedded database's path stays covered by the size check and by files that ask for it (`embedded`).
 */
interface Seeded {
  dataDir: string;
  template?: string;
}
function seededDataFor(env: Record<string, string>, embedded: boolean): Seeded | undefined {
  const dir = process.env.RM_E2E_SEEDED_DATA;
  if (!dir || env.DATABASE_URL !== undefined || env.DATA_DIR) return undefined;
  const template = process.env.RM_E2E_TEMPLATE_DB || undefined;
  if (embedded === !!template) return undefined;
  try {
    const today = fs.readFileSync(path.join(dir, 'today'), 'utf8').trim();
    return today === melbourneDate(env.RM_CLOCK ?? CLOCK) ? { dataDir: dir, template } : undefined;
  } catch {
    return undefined;
  }
}

/** Runs `statements` on the server of `url` (connected to its maintenance database `postgres`). */
export async function onServer(url: string, statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl(url, 'postgres') });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** `url` naming the database `name` instead of its own. */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A new database on the template's server, a copy of the template; its URL and how to drop it. */
async function databaseFromTemplate(template: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `rm_e2e_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const from = new URL(template).pathname.slice(1);
  await onServer(template, [`create database ${name} template ${from}`]);
  return {
    url: databaseUrl(template, name),
    drop: () => onServer(template, [`drop database if exists ${name} with (force)`]),
  };
}

interface Launched {
  child: ChildProcess;
  log(): string;
}

/** Runs the product (src/main.ts) with this environment and waits until /api/health answers (at most `waitMs`). */
async function launch(url: string, env: Record<string, string>, waitMs = 120_000): Promise<Launched> {
  let log = '';
  // The product runs as `npm start` runs it: not as a child of the test runner (NODE_TEST_CONTEXT would switch off
  // behaviour that unit tests drive by hand, such as the Medicare simulator's background answers).
  const { NODE_TEST_CONTEXT: _runner, RM_E2E_SEEDED_DATA: _seeded, ...parentEnv } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(REPO, 'api'),
    env: { ...parentEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => {
    log += d;
  });
  child.stderr!.on('data', (d) => {
    log += d;
  });
  const deadline = Date.now() + waitMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
    try {
      const r = await fetch(`${url}/api/health`);
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in time:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { child, log: () => log };
}

/** Stops the product: SIGTERM (it closes its database cleanly), SIGKILL after 10 s. */
async function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => {
    const t = setTimeout(() => {
      child.kill('SIGKILL');
      r(null);
    }, 10_000);
    child.on('exit', () => {
      clearTimeout(t);
      r(null);
    });
  });
}

/**
 * Seeds `target` for RM_E2E_SEEDED_DATA (run.mjs): starts the product on it with the journeys' clock (the demo data is
 * loaded on its first start), stops it, and writes the Melbourne day the data was made for. With `databaseUrl` (an
 * empty database on a PostgreSQL server, the template of RM_E2E_TEMPLATE_DB) the product's database is that one.
 */
export async function seedDataDir(target: string, databaseUrl = ''): Promise<void> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  fs.mkdirSync(target, { recursive: true });
  const env = { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: target, DATABASE_URL: databaseUrl };
  // Once per run, so it may take longer than a file's server (it loads the demo data on a busy machine).
  const { child } = await launch(url, { ...env, LOG_LEVEL: 'warn', RM_CLOCK: CLOCK }, 300_000);
  await terminate(child);
  if (child.exitCode !== 0) throw new Error(`the server seeding ${target} did not stop cleanly (${child.exitCode})`);
  fs.writeFileSync(path.join(target, 'today'), melbourneDate(CLOCK));
}

/**
 * Starts the product (API + provider + static front-end) exactly as `npm start` does, on a free port, with its clock
 * pinned to the journeys' clock (RM_CLOCK, lib/clock.ts): the demo data and "today" are the journey's day. Its data
 * directory is new, or a copy of the run's seeded one (seededDataFor), with its own database on the PostgreSQL server
 * when the run seeded one there; `embedded` keeps it on the embedded database whatever the run has.
 */
export async function startServer(
  env: Record<string, string> = {},
  { embedded = false }: { embedded?: boolean } = {},
): Promise<RunningServer> {
  if (clusterMode() && !embedded) return startClusterServer(env);
  const port = await freePort();
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-e2e-'));
  const dataDir = path.join(base, 'data');
  const frontendRoot = path.join(base, 'frontend');
  copyFrontends(frontendRoot);
  const seeded = seededDataFor(env, embedded);
  if (seeded) fs.cpSync(seeded.dataDir, dataDir, { recursive: true, filter: (src) => path.basename(src) !== 'today' });
  const database = seeded?.template ? await databaseFromTemplate(seeded.template) : undefined;
  const url = `http://localhost:${port}`;
  let launched: Launched;
  try {
    launched = await launch(url, {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      FRONTEND_ROOT: frontendRoot,
      DATABASE_URL: database?.url ?? '',
      LOG_LEVEL: 'warn',
      RM_CLOCK: CLOCK,
      ...env,
    });
  } catch (e) {
    await database?.drop();
    fs.rmSync(base, { recursive: true, force: true });
    throw e;
  }
  return {
    url,
    replicaUrls: [url],
    port,
    dataDir,
    frontendRoot,
    databaseUrl: database?.url,
    output: launched.log,
    async stop() {
      await terminate(launched.child);
      await database?.drop();
      fs.rmSync(base, { recursive: true, force: true });
    },
  };
}

/** The journeys' cluster mode (run.mjs --cluster): every file's server is two API replicas behind nginx. */
export function clusterMode(): boolean {
  return process.env.RM_E2E_CLUSTER === '1';
}

/**
 * The product as `npm run start:cluster` serves it (scripts/cluster.mjs): two API replicas on one PostgreSQL database (a
 * copy of the run's template, already migrated and seeded), one shared data directory, and nginx at the one URL the
 * browser and the OpenID issuer use. Needs the run's PostgreSQL template (TEST_DATABASE_URL).
 */
async function startClusterServer(env: Record<string, string>): Promise<RunningServer> {
  const template = process.env.RM_E2E_TEMPLATE_DB;
  if (!template) throw new Error('The cluster mode needs a PostgreSQL server (TEST_DATABASE_URL) and the seeded template.');
  // The repository's own cluster starter (not a workspace package): the journeys run the cluster `npm run start:cluster` runs.
  // eslint-disable-next-line import-x/no-relative-packages -- scripts/ is the repository root's, not another package
  const { startCluster } = await import('../../scripts/cluster.mjs');
  const port = await freePort();
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-e2e-cluster-'));
  const dataDir = path.join(base, 'data');
  const frontendRoot = path.join(base, 'frontend');
  copyFrontends(frontendRoot);
  fs.mkdirSync(dataDir, { recursive: true });
  // nginx's workers (nobody, when the journeys run as root) reach their temp folders in base/run.
  fs.chmodSync(base, 0o755);
  const database = await databaseFromTemplate(template);
  const url = `http://localhost:${port}`;
  let log = '';
  const { NODE_TEST_CONTEXT: _runner, RM_E2E_SEEDED_DATA: _seeded, ...parentEnv } = process.env;
  let cluster: Awaited<ReturnType<typeof startCluster>>;
  try {
    cluster = await startCluster({
      replicas: 2,
      port,
      runDir: path.join(base, 'run'),
      env: {
        ...parentEnv,
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        FRONTEND_ROOT: frontendRoot,
        DATABASE_URL: database.url,
        LOG_LEVEL: 'warn',
        RM_CLOCK: CLOCK,
        ...env,
      },
      sink: (line) => {
        log += `${line}\n`;
      },
    });
  } catch (e) {
    await database.drop();
    fs.rmSync(base, { recursive: true, force: true });
    throw new Error(`${(e as Error).message}\n${log}`);
  }
  return {
    url,
    replicaUrls: cluster.replicas.map((r) => `http://127.0.0.1:${r.port}`),
    port,
    dataDir,
    frontendRoot,
    databaseUrl: database.url,
    output: () => log,
    async stop() {
      await cluster.stop();
      await database.drop();
      fs.rmSync(base, { recursive: true, force: true });
    },
  };
}
