// Helpers shared by `npm start` and `npm test`. Node built-ins only: these run before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
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

/** Production build of the front-end apps that changed (all of them with force). Returns { app: seconds }. */
export async function buildFrontends({ force = false, apps = FRONTEND_APPS } = {}) {
  const timings = {};
  for (const app of apps) {
    if (!force && !needsBuild(app)) continue;
    const started = Date.now();
    const code = await pnpm(['--filter', app, 'run', 'build']);
    if (code !== 0) throw new Error(`Building ${app} failed.`);
    fs.writeFileSync(stampFile(app), sourceHash(app));
    timings[app] = (Date.now() - started) / 1000;
  }
  return timings;
}
