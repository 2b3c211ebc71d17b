import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLOCK } from './clock';

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
  url: string;
  port: number;
  dataDir: string;
  frontendRoot: string;
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
 * Starts the product (API + provider + static front-end) exactly as `npm start` does, on a free port, with its clock
 * pinned to the journeys' clock (RM_CLOCK, lib/clock.ts): the demo data and "today" are the journey's day.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-e2e-'));
  const dataDir = path.join(base, 'data');
  const frontendRoot = path.join(base, 'frontend');
  copyFrontends(frontendRoot);
  const url = `http://localhost:${port}`;
  let log = '';
  // The product runs as `npm start` runs it: not as a child of the test runner (NODE_TEST_CONTEXT would switch off
  // behaviour that unit tests drive by hand, such as the Medicare simulator's background answers).
  const { NODE_TEST_CONTEXT: _runner, ...parentEnv } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(REPO, 'api'),
    env: {
      ...parentEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      FRONTEND_ROOT: frontendRoot,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      RM_CLOCK: CLOCK,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => {
    log += d;
  });
  child.stderr!.on('data', (d) => {
    log += d;
  });
  const deadline = Date.now() + 120_000;
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
  return {
    url,
    port,
    dataDir,
    frontendRoot,
    output: () => log,
    async stop() {
      if (child.exitCode === null) {
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
      fs.rmSync(base, { recursive: true, force: true });
    },
  };
}
