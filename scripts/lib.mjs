// Helpers shared by `npm start` and `npm test`. Node built-ins only: these run before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '10.34.9';
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
const SHARED_SOURCES = ['shared-ui/src', 'shared-auth/src', 'shared-domain/src', 'tools/build-config', 'pnpm-lock.yaml'];

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Resident Manager needs Node.js 20.19 or newer (this is ${process.versions.node}).`);
    process.exit(1);
  }
}

/** The pnpm command: a pnpm 10 on PATH, else npx fetches the pinned version from the npm registry. */
export function pnpmCommand() {
  const r = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  if (r.status === 0 && r.stdout.trim().startsWith('10.')) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', shell: process.platform === 'win32', ...opts });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function pnpm(args, opts) {
  const [cmd, ...pre] = pnpmCommand();
  return run(cmd, [...pre, ...args], opts);
}

export async function install() {
  const frozen = fs.existsSync(path.join(ROOT, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  const code = await pnpm(['install', ...frozen, '--reporter=append-only']);
  if (code !== 0) throw new Error('Installing dependencies failed.');
}

function hashTree(hash, dir) {
  const abs = path.join(ROOT, dir);
  if (!fs.existsSync(abs)) return;
  const stat = fs.statSync(abs);
  if (stat.isFile()) {
    hash.update(dir);
    hash.update(fs.readFileSync(abs));
    return;
  }
  for (const name of fs.readdirSync(abs).sort()) {
    if (name === 'node_modules' || name === 'dist' || name === 'storybook-static' || name.startsWith('.')) continue;
    hashTree(hash, path.join(dir, name));
  }
}

/** A fingerprint of everything a front-end app's build depends on. */
export function sourceHash(app) {
  const hash = createHash('sha256');
  for (const p of [`${app}/src`, `${app}/public`, `${app}/package.json`, `${app}/webpack.config.cjs`, ...SHARED_SOURCES])
    hashTree(hash, p);
  return hash.digest('hex');
}

const stampFile = (app) => path.join(ROOT, app, 'dist', '.source-hash');

export function needsBuild(app) {
  try {
    return fs.readFileSync(stampFile(app), 'utf8') !== sourceHash(app);
  } catch {
    return true;
  }
}

/**
 * How many front-end builds run at once: RM_BUILD_CONCURRENCY, else 2 (a webpack build is mostly one thread; on this
 * 2-core machine two at a time finish the eight sooner than one at a time, docs/measurements.md), at most the cores.
 */
export function buildConcurrency() {
  const set = Number(process.env.RM_BUILD_CONCURRENCY);
  if (set >= 1) return Math.floor(set);
  return Math.max(1, Math.min(2, os.availableParallelism()));
}

/** One app's production build (`build-config build` in its folder, as its `npm run build` does, without pnpm's start-up). */
function buildApp(app, { quiet }) {
  return new Promise((resolve) => {
    const bin = path.join(ROOT, 'tools', 'build-config', 'bin.js');
    const child = spawn(process.execPath, [bin, 'build'], {
      cwd: path.join(ROOT, app),
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let out = '';
    child.stdout?.on('data', (d) => (out += d));
    child.stderr?.on('data', (d) => (out += d));
    child.on('close', (code, signal) => resolve({ ok: code === 0 && !signal, out }));
  });
}

/**
 * Production build of the front-end apps that changed (all of them with force), `buildConcurrency()` at a time; each
 * app's output is printed whole when it ends. Returns { app: seconds }.
 */
export async function buildFrontends({ force = false, apps = FRONTEND_APPS } = {}) {
  const timings = {};
  const queue = apps.filter((app) => force || needsBuild(app));
  const concurrency = Math.min(buildConcurrency(), queue.length);
  const failed = [];
  async function worker() {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const started = Date.now();
      // The source fingerprint is taken before the build: a file saved during the build makes the next start rebuild.
      const hash = sourceHash(app);
      const { ok, out } = await buildApp(app, { quiet: concurrency > 1 });
      if (out) process.stdout.write(out);
      if (!ok) {
        failed.push(app);
        continue;
      }
      fs.writeFileSync(stampFile(app), hash);
      timings[app] = (Date.now() - started) / 1000;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  if (failed.length) throw new Error(`Building ${failed.join(', ')} failed.`);
  return timings;
}
