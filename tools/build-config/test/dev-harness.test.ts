/**
 * A remote's standalone harness (`build-config dev`, docs/development.md) for real: the leads remote's dev server
 * started on a free port against a stand-in API, asked for its harness page (at its root and at a deep link), its
 * entry, its federation manifest and remoteEntry.js (what a shell pointed at the harness would load), the silent-renew
 * page, and the API paths it proxies; then stopped. Bounded: the server must answer within 50 s.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const BIN = path.join(__dirname, '..', 'bin.js');
const STARTED_WITHIN_MS = 50_000;

/** A stand-in for the API the dev server proxies to: answers /config.json and /api/* and records what reached it. */
function standInApi(): Promise<{ server: http.Server; url: string; seen: string[] }> {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    res.setHeader('content-type', 'application/json');
    if (req.url === '/config.json') res.end(JSON.stringify({ apiBaseUrl: '/api', standIn: true }));
    else if (req.url === '/api/health') res.end(JSON.stringify({ status: 'ok' }));
    else {
      res.statusCode = 404;
      res.end('{"message":"Not found."}');
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen }),
    ),
  );
}

/** A port nobody listens on now (taken from the system, then released for the dev server). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = http.createServer();
    probe.on('error', reject);
    probe.listen(0, 'localhost', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves when the dev server prints its address (it then answers, each request waiting for the first compile). */
function started(child: ChildProcess, output: { text: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no dev server within ${STARTED_WITHIN_MS} ms:\n${output.text}`)),
      STARTED_WITHIN_MS,
    );
    const onData = (chunk: Buffer) => {
      output.text += chunk.toString();
      if (/mfe-leads: http:\/\/localhost:\d+\//.test(output.text)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output.text += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the dev server exited (${code}):\n${output.text}`));
    });
  });
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

let api: Awaited<ReturnType<typeof standInApi>>;
let child: ChildProcess;
let base: string;
const output = { text: '' };

beforeAll(async () => {
  api = await standInApi();
  const port = await freePort();
  base = `http://localhost:${port}`;
  child = spawn(process.execPath, [BIN, 'dev', '--port', String(port)], {
    cwd: path.join(ROOT, 'mfe-leads'),
    env: { ...process.env, API_URL: api.url, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await started(child, output);
}, STARTED_WITHIN_MS + 5_000);

afterAll(async () => {
  if (child) await stopped(child);
  await new Promise((resolve) => api?.server.close(resolve));
}, 15_000);

async function get(pathname: string): Promise<{ status: number; type: string; body: string }> {
  const res = await fetch(`${base}${pathname}`);
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text() };
}

test(
  'serves the harness page at its root and at a deep link, with its own entry',
  async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Resident Manager: mfe_leads (standalone)</title>');
    expect(page.body).toContain('src="/main.js"');
    // A bookmarked screen of the remote gets the same page (the harness's router renders it).
    const deep = await get('/viewLead/12/details');
    expect(deep.status).toBe(200);
    expect(deep.body).toBe(page.body);
    const main = await get('/main.js');
    expect(main.status).toBe(200);
    expect(main.type).toMatch(/javascript/);
    // The harness's entry starts the harness (shared-auth's startHarness over the screens of routes.json).
    expect(main.body).toContain('bootstrap');
    const renew = await get('/silent-renew.html');
    expect(renew.status).toBe(200);
    expect(renew.body).toContain('silentRenew.js');
  },
  STARTED_WITHIN_MS,
);

test('serves the federation manifest and remoteEntry.js of the screens routes.json declares', async () => {
  const manifest = await get('/mf-manifest.json');
  expect(manifest.status).toBe(200);
  const doc = JSON.parse(manifest.body) as {
    id: string;
    metaData: { remoteEntry: { name: string } };
    exposes: { path: string }[];
  };
  expect(doc.id).toBe('mfe_leads');
  expect(doc.metaData.remoteEntry.name).toBe('remoteEntry.js');
  expect(doc.exposes.map((e) => e.path)).toEqual(expect.arrayContaining(['./Leads', './ArchivedLeads', './ViewLead']));
  const entry = await get('/remoteEntry.js');
  expect(entry.status).toBe(200);
  expect(entry.type).toMatch(/javascript/);
  expect(entry.body).toContain('mfe_leads');
});

test('sends /config.json and /api to the API it names (API_URL)', async () => {
  const config = await get('/config.json');
  expect(config.status).toBe(200);
  expect(JSON.parse(config.body)).toEqual({ apiBaseUrl: '/api', standIn: true });
  expect(JSON.parse((await get('/api/health')).body)).toEqual({ status: 'ok' });
  expect(api.seen).toEqual(expect.arrayContaining(['GET /config.json', 'GET /api/health']));
});
