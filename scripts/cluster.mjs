// Several API replicas behind nginx at one URL: the pieces `npm run start:cluster` (scripts/start-cluster.mjs), the
// journeys' cluster mode (e2e/lib/server.ts) and the fault suite (scripts/faults.mjs) share. Node built-ins, plus the
// API's own `pg` and tsx (installed by then). docs/decisions.md 70.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib.mjs';

export const DEFAULT_CLUSTER_DATABASE = 'postgres://postgres@127.0.0.1:5432/resident_manager_cluster';

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The nginx binary: on PATH or in /usr/sbin; installed from Debian's packages (as root) when missing. */
export function ensureNginx({ log = console.log } = {}) {
  const find = () => ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
  let bin = find();
  if (bin) return bin;
  if (process.getuid?.() !== 0)
    throw new Error("nginx is not installed: install Debian's nginx-light (apt-get install nginx-light) and try again.");
  log("Installing nginx from Debian's packages...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], { stdio: 'inherit', env });
  bin = find();
  if (update.status !== 0 || install.status !== 0 || !bin) throw new Error('Installing nginx with apt-get failed.');
  // Debian's package may start its own nginx on port 80 where an init system runs; this one has its own configuration.
  return bin;
}

/** The API's `pg` (the root package has no dependency on it). */
export function apiPg() {
  return createRequire(path.join(ROOT, 'api', 'package.json'))('pg');
}

/** Creates the database of `url` on its server when it does not exist yet (connected to the server's `postgres`). */
export async function ensureDatabase(url) {
  const pg = apiPg();
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`The database name "${name}" must be lower-case letters, digits and _.`);
  u.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: u.toString(), connectionTimeoutMillis: 5_000 });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!exists.rowCount) {
      await admin.query(`create database ${name}`);
      return true;
    }
    return false;
  } finally {
    await admin.end();
  }
}

/**
 * The largest request body the API accepts, in bytes: its largest upload (a resident document, an actual statement,
 * shared-domain's limits) and a margin for the multipart form around the file, so that a file a little over the limit
 * still reaches the API and is answered with its message.
 */
export async function uploadLimitBytes() {
  const { register } = await import('tsx/esm/api');
  const unregister = register();
  try {
    const documents = await import(path.join(ROOT, 'shared-domain', 'src', 'documents.ts'));
    const customerCare = await import(path.join(ROOT, 'shared-domain', 'src', 'customer-care.ts'));
    return Math.max(documents.DOCUMENT_MAX_BYTES, customerCare.ACTUAL_STATEMENT_MAX_BYTES) + 1024 * 1024;
  } finally {
    await unregister();
  }
}

/** The streams that must reach the browser as they are written (server-sent events). */
export const STREAM_PATHS = ['/api/live', '/api/notifications/stream'];
/** Said by the balancer itself when no replica could answer (the API's own words for a database outage). */
const UNAVAILABLE = 'Resident Manager is unavailable for a moment. Please try again in a few seconds.';

/**
 * The nginx configuration: one upstream of the replicas (each taken out for `failTimeout` seconds after a failed
 * attempt: refused, reset or timed out), idempotent requests passed to the next replica when one fails them, the event
 * streams unbuffered with long read timeouts, uploads up to `maxBodyBytes`, X-Forwarded-* headers for the API (which
 * trusts its proxy and builds its issuer from PUBLIC_URL anyway), and the balancer's own failures (no replica
 * answered) said as the API says a database outage: 503 with Retry-After.
 */
export function nginxConfig({ listen, replicas, runDir, maxBodyBytes, failTimeout = 5, accessLog = false }) {
  const upstream = replicas.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=${failTimeout}s;`).join('\n');
  const proxy = `
      proxy_pass http://rm_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Real-IP $remote_addr;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      # Which replica answered (its internal address): for the journeys and for whoever reads a response's headers.
      add_header X-Upstream $upstream_addr always;`;
  const streams = STREAM_PATHS.map(
    (p) => `
    location = ${p} {${proxy}
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
    }`,
  ).join('\n');
  return `# Generated by scripts/cluster.mjs for this run; edits are lost.
worker_processes 1;
pid ${runDir}/nginx.pid;
error_log ${runDir}/error.log warn;
events { worker_connections 4096; }
http {
  ${accessLog ? `access_log ${runDir}/access.log;` : 'access_log off;'}
  client_body_temp_path ${runDir}/client_body;
  proxy_temp_path ${runDir}/proxy;
  fastcgi_temp_path ${runDir}/fastcgi;
  uwsgi_temp_path ${runDir}/uwsgi;
  scgi_temp_path ${runDir}/scgi;
  server_tokens off;
  upstream rm_api {
${upstream}
    keepalive 32;
  }
  server {
    listen ${listen};
    client_max_body_size ${maxBodyBytes};
    # The sign-in cookies and bearer tokens make headers larger than nginx's defaults.
    large_client_header_buffers 4 32k;
    proxy_buffer_size 32k;
    proxy_buffers 16 32k;
    proxy_busy_buffers_size 64k;
    proxy_connect_timeout 2s;
    proxy_read_timeout 300s;
    proxy_send_timeout 300s;
    # A replica that refuses, resets or times out: a request not yet sent, or an idempotent one, goes to the next.
    # Not on a 503: that is the API saying the database is away, which another replica cannot change.
    proxy_next_upstream error timeout;
    proxy_next_upstream_tries 2;
    proxy_next_upstream_timeout 10s;
    error_page 502 504 = @unavailable;
    error_page 413 = @too_large;
${streams}
    location / {${proxy}
    }
    location @unavailable {
      default_type application/json;
      add_header Retry-After 2 always;
      add_header X-Unavailable balancer always;
      return 503 '{"message":"${UNAVAILABLE}"}';
    }
    location @too_large {
      default_type application/json;
      return 413 '{"message":"The request is too large."}';
    }
  }
}
`;
}

/** Waits until `url` answers 200 (at most `waitMs`), or `alive()` turns false. */
async function waitHealthy(url, waitMs, alive = () => true) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    if (!alive()) return false;
    try {
      const r = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await r.arrayBuffer();
      if (r.ok) return true;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) return false;
    await sleep(200);
  }
}

/** Forwards a child's output line by line with a prefix (or keeps it, for `output()`). */
function pipeLines(stream, prefix, sink) {
  let rest = '';
  stream.on('data', (d) => {
    rest += d;
    const lines = rest.split('\n');
    rest = lines.pop();
    for (const line of lines) sink(`${prefix}${line}`);
  });
  stream.on('end', () => rest && sink(`${prefix}${rest}`));
}

/** Runs the API's main once with `--prepare` (migrations, demo data on an empty database) and waits for it. */
export function prepareDatabase(env, { sink = (l) => console.log(l) } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'main.ts'), '--prepare'], {
      cwd: path.join(ROOT, 'api'),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    pipeLines(child.stdout, '[prepare] ', sink);
    pipeLines(child.stderr, '[prepare] ', sink);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Preparing the database failed (exit ${code}).`))));
  });
}

/**
 * Starts `replicas` API processes on internal loopback ports and nginx in front of them on `port`.
 *
 * - `env`: the replicas' environment (DATABASE_URL, DATA_DIR, PUBLIC_URL, FRONTEND_ROOT...); each gets PORT and
 *   HOST=127.0.0.1, and SEED_DEMO_DATA=false (the database is prepared once before, `prepareDatabase`).
 * - `restart`: a replica that exits on its own is started again after a second (`npm run start:cluster`); the fault
 *   suite leaves that to itself.
 * - `sink(line)`: where the replicas' and nginx's output goes, each line prefixed with its source.
 *
 * Returns { url, port, runDir, replicas: [{ name, port, pid(), kill(signal), start(), exited() }], stop() }.
 */
export async function startCluster({
  replicas: count = 2,
  port,
  listenHost = '127.0.0.1',
  env,
  restart = false,
  sink = (line) => console.log(line),
  runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-cluster-')),
  failTimeout = 5,
  accessLog = false,
  waitMs = 120_000,
}) {
  const nginxBin = ensureNginx({ log: sink });
  // nginx's workers run as nobody when it is started as root: they must reach the run directory's temp folders (its
  // parent folders too: the caller's).
  fs.mkdirSync(runDir, { recursive: true });
  fs.chmodSync(runDir, 0o755);
  const ports = [];
  for (let i = 0; i < count; i++) ports.push(await freePort());
  let stopping = false;

  const replicas = ports.map((replicaPort, i) => {
    const name = `api-${i + 1}`;
    let child;
    const replica = {
      name,
      port: replicaPort,
      pid: () => child?.pid,
      exited: () => !child || child.exitCode !== null || child.signalCode !== null,
      kill: (signal = 'SIGTERM') => child?.kill(signal),
      /** Starts the process (again) and waits until it answers its health check. */
      async start() {
        child = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'main.ts')], {
          cwd: path.join(ROOT, 'api'),
          env: { ...env, PORT: String(replicaPort), HOST: '127.0.0.1', SEED_DEMO_DATA: 'false', RM_REPLICA: name },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        const me = child;
        pipeLines(me.stdout, `[${name}] `, sink);
        pipeLines(me.stderr, `[${name}] `, sink);
        me.on('exit', (code, signal) => {
          if (stopping || me !== child) return;
          sink(`[${name}] exited (${signal ?? code})${restart ? '; starting it again in 1 s' : ''}`);
          if (restart) setTimeout(() => !stopping && void replica.start().catch((e) => sink(`[${name}] ${e.message}`)), 1_000);
        });
        const ok = await waitHealthy(`http://127.0.0.1:${replicaPort}/api/health`, waitMs, () => me.exitCode === null);
        if (!ok) {
          me.kill('SIGKILL');
          throw new Error(`${name} did not start (see its output above).`);
        }
      },
      /** SIGTERM (the API closes its connections), SIGKILL after 10 s. */
      async stop() {
        const c = child;
        if (!c || c.exitCode !== null || c.signalCode !== null) return;
        const done = new Promise((r) => c.once('exit', r));
        c.kill('SIGTERM');
        const t = setTimeout(() => c.kill('SIGKILL'), 10_000);
        await done;
        clearTimeout(t);
      },
    };
    return replica;
  });

  const maxBodyBytes = await uploadLimitBytes();
  const confPath = path.join(runDir, 'nginx.conf');
  fs.writeFileSync(
    confPath,
    nginxConfig({ listen: `${listenHost}:${port}`, replicas: ports, runDir, maxBodyBytes, failTimeout, accessLog }),
  );
  const test = spawnSync(nginxBin, ['-t', '-q', '-p', runDir, '-c', confPath, '-e', path.join(runDir, 'error.log')], {
    encoding: 'utf8',
  });
  if (test.status !== 0) throw new Error(`nginx refused the generated configuration:\n${test.stderr}`);

  let nginx;
  const stop = async () => {
    stopping = true;
    if (nginx && nginx.exitCode === null) {
      const done = new Promise((r) => nginx.once('exit', r));
      nginx.kill('SIGTERM');
      await done;
    }
    await Promise.all(replicas.map((r) => r.stop()));
  };
  try {
    // Together: the database is prepared already, and what the replicas still do at start (the signing keys, the
    // queue's schema) is done under advisory locks.
    await Promise.all(replicas.map((r) => r.start()));
    nginx = spawn(nginxBin, ['-p', runDir, '-c', confPath, '-e', path.join(runDir, 'error.log'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    pipeLines(nginx.stdout, '[nginx] ', sink);
    pipeLines(nginx.stderr, '[nginx] ', sink);
    nginx.on('exit', (code, signal) => {
      if (!stopping) sink(`[nginx] exited (${signal ?? code})`);
    });
    const url = `http://127.0.0.1:${port}`;
    if (!(await waitHealthy(`${url}/api/health`, 15_000, () => nginx.exitCode === null)))
      throw new Error(`nginx did not answer on port ${port}: ${fs.readFileSync(path.join(runDir, 'error.log'), 'utf8')}`);
  } catch (e) {
    await stop();
    throw e;
  }
  return { url: `http://127.0.0.1:${port}`, port, runDir, replicas, nginxPid: () => nginx.pid, stop };
}
