import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { RemoteRoutesFile } from 'shared-domain/contracts/platform';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { keptRoutes, rememberRoutes, type KeptRoutes } from './remote-routes';

/** The seven remotes: federation name and package folder. */
export const REMOTES = [
  { name: 'mfe_residents', pkg: 'mfe-residents' },
  { name: 'mfe_leads', pkg: 'mfe-leads' },
  { name: 'mfe_funding', pkg: 'mfe-funding' },
  { name: 'mfe_billing', pkg: 'mfe-billing' },
  { name: 'mfe_reports', pkg: 'mfe-reports' },
  { name: 'mfe_ilu', pkg: 'mfe-ilu' },
  { name: 'mfe_admin', pkg: 'mfe-admin' },
] as const;

/** What the About dialog shows: the product's version and the commit the server runs (BUILD_COMMIT, else .git). */
export interface BuildInfo {
  version: string;
  commit: string | null;
}

function readCommit(root: string): string | null {
  const git = path.join(root, '.git');
  try {
    const head = fs.readFileSync(path.join(git, 'HEAD'), 'utf8').trim();
    if (!head.startsWith('ref: ')) return head;
    const ref = head.slice('ref: '.length);
    const loose = path.join(git, ref);
    if (fs.existsSync(loose)) return fs.readFileSync(loose, 'utf8').trim();
    const packed = fs
      .readFileSync(path.join(git, 'packed-refs'), 'utf8')
      .split('\n')
      .find((l) => l.endsWith(` ${ref}`));
    return packed ? packed.split(' ')[0] : null;
  } catch {
    return null;
  }
}

export function readBuildInfo(
  env: NodeJS.ProcessEnv = process.env,
  root = path.resolve(import.meta.dirname, '..', '..', '..'),
): BuildInfo {
  let version = '0.0.0';
  try {
    version = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version?: string }).version ?? version;
  } catch {
    // A deployment without the workspace's package.json keeps the placeholder.
  }
  const commit = env.BUILD_COMMIT?.trim() || readCommit(root);
  return { version, commit: commit && /^[0-9a-f]{7,40}$/i.test(commit) ? commit.slice(0, 12) : null };
}

// Read once: the server runs the code it started with.
let buildInfo: BuildInfo | undefined;

export function runtimeConfig(config: Config) {
  return {
    apiBaseUrl: '/api',
    oidc: {
      authority: config.oidcIssuer ?? `${config.publicUrl}/oidc`,
      clientId: config.oidcClientId,
      scope: 'openid profile email api',
    },
    remotes: REMOTES.map((r) => ({
      name: r.name,
      manifest: `/mfe/${r.pkg}/mf-manifest.json`,
      routes: `/mfe/${r.pkg}/routes.json`,
    })),
    environment: { name: 'Local demo', simulators: true },
    build: (buildInfo ??= readBuildInfo()),
  };
}

/** Where a remote's deployed routes.json is: the remote's own file, written by its build from its src/routes.json. */
const routesFileOf = (frontendRoot: string, pkg: string) => path.join(frontendRoot, pkg, 'dist', 'routes.json');

/** What identifies the deployed routes files: each one's size and modification time ('-' when missing). */
function routesFilesSignature(frontendRoot: string): string {
  return REMOTES.map((r) => {
    const stat = statFile(routesFileOf(frontendRoot, r.pkg));
    return stat ? `${stat.size}:${stat.mtimeMs}` : '-';
  }).join('|');
}

/** Deployed JSON files as last read, by path: read again when the size or modification time changes. */
const jsonFiles = new Map<string, { size: number; mtimeMs: number; doc: unknown }>();
function readJsonFile(file: string): unknown {
  const stat = statFile(file);
  if (!stat) return undefined;
  const known = jsonFiles.get(file);
  if (known && known.size === stat.size && known.mtimeMs === stat.mtimeMs) return known.doc;
  let doc: unknown;
  try {
    doc = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    doc = undefined;
  }
  jsonFiles.set(file, { size: stat.size, mtimeMs: stat.mtimeMs, doc });
  return doc;
}

/** A deployed routes.json as the remote wrote it; undefined when it is missing or is not a routes file. */
function readRoutesFile(file: string): RemoteRoutesFile | undefined {
  const doc = readJsonFile(file) as RemoteRoutesFile | null | undefined;
  return doc && typeof doc === 'object' && Array.isArray(doc.routes) ? doc : undefined;
}

/**
 * Whether a route path as React Router declares it (static segments, `:name` segments, a trailing `*`; letters in any
 * case, as the shell's router matches them) matches `pathname`.
 */
export function matchesRoutePath(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '*') return true;
    if (i >= have.length) return false;
    if (!want[i].startsWith(':') && want[i].toLowerCase() !== have[i].toLowerCase()) return false;
  }
  return have.length === want.length;
}

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}

/**
 * What the screen at `pathname` will load first, for the page's `Link: rel=preload` header: its remote's federation
 * manifest, remote entry and the exposed module's own files, named by the remote's deployed routes.json and
 * mf-manifest.json. The browser fetches them while the shell's code loads, instead of after it. Nothing when no remote
 * screen is declared at the path, or when the screen depends on the facility chosen (the dashboard: the shell alone
 * knows it), so that a page never loads what it does not show.
 */
export function screenPreloads(frontendRoot: string, pathname: string): { href: string; as: 'fetch' | 'script' }[] {
  const screens = new Set<string>();
  let found: { pkg: string; expose: string } | undefined;
  for (const r of REMOTES) {
    for (const route of readRoutesFile(routesFileOf(frontendRoot, r.pkg))?.routes ?? []) {
      if (!route.expose || !matchesRoutePath(route.path, pathname)) continue;
      screens.add(`${r.pkg} ${route.expose}`);
      found = { pkg: r.pkg, expose: route.expose };
    }
  }
  if (screens.size !== 1 || !found) return [];
  const base = `/mfe/${found.pkg}/`;
  const manifest = readJsonFile(path.join(frontendRoot, found.pkg, 'dist', 'mf-manifest.json')) as FederationManifest | undefined;
  const entry = manifest?.metaData?.remoteEntry;
  if (!entry?.name) return [];
  const expose = manifest?.exposes?.find((e) => e.path === found.expose);
  return [
    { href: `${base}mf-manifest.json`, as: 'fetch' as const },
    { href: `${base}${entry.path ? `${entry.path.replace(/\/+$/, '')}/` : ''}${entry.name}`, as: 'script' as const },
    ...(expose?.assets?.js?.sync ?? []).map((file) => ({ href: `${base}${file}`, as: 'script' as const })),
  ].filter((p) => /^[\w./-]+$/.test(p.href));
}

/** The `Link` header value of those preloads (fetches with `crossorigin`: the federation runtime fetches in CORS mode). */
function linkHeader(preloads: { href: string; as: 'fetch' | 'script' }[]): string {
  return preloads.map((p) => `<${p.href}>; rel=preload; as=${p.as}${p.as === 'fetch' ? '; crossorigin' : ''}`).join(', ');
}

/** What the runtime config says of one remote's routes: its deployed routes.json, or the last copy kept of it. */
export interface RemoteRoutesState {
  routesFile: RemoteRoutesFile;
  /** The deployed file cannot be read now: `routesFile` is the last copy the API read (remote-routes.ts). */
  unreachable?: true;
}

/**
 * The runtime config with every remote's routes.json in it (`routesFile`, read from the remote's dist when the request
 * comes): the shell learns the whole route table with the config, in one request instead of eight. A remote whose file
 * cannot be read is listed with the last copy the API kept of it and `unreachable: true` (its paths then show the
 * unavailable panel), or without `routesFile` when there is none, and the shell fetches its routes.json itself.
 */
export function runtimeConfigWithRoutes(config: Config, routes: readonly (RemoteRoutesState | undefined)[] = []) {
  const base = runtimeConfig(config);
  return {
    ...base,
    remotes: base.remotes.map((r, i) => {
      const state = routes[i];
      if (!state) return r;
      return state.unreachable
        ? { ...r, routesFile: state.routesFile, unreachable: true }
        : { ...r, routesFile: state.routesFile };
    }),
  };
}

/**
 * Each remote's routes for the config, in REMOTES order, and a key naming them (the cached config is rebuilt when it
 * changes): a deployed file is remembered in the database once per content this process reads; for a file that cannot
 * be read, the kept copy is asked for on every config request (another replica may have kept a newer one). A database
 * that does not answer costs only the kept copies: the config is served all the same, and the browser's own kept copy
 * is the shell's second line.
 */
async function remoteRoutes(
  config: Config,
  db: Kysely<Database> | undefined,
  remembered: Map<string, RemoteRoutesFile>,
  log: FastifyBaseLogger,
): Promise<{ key: string; routes: (RemoteRoutesState | undefined)[] }> {
  const deployed = REMOTES.map((r) => readRoutesFile(routesFileOf(config.frontendRoot, r.pkg)));
  const missing: string[] = [];
  for (const [i, file] of deployed.entries()) {
    const { name } = REMOTES[i];
    if (!file) missing.push(name);
    else if (db && remembered.get(name) !== file) {
      try {
        await rememberRoutes(db, name, file);
        remembered.set(name, file);
      } catch (error) {
        log.warn({ err: error, remote: name }, 'the routes of a remote could not be remembered');
      }
    }
  }
  let kept = new Map<string, KeptRoutes>();
  if (db && missing.length) {
    try {
      kept = await keptRoutes(db, missing);
    } catch (error) {
      log.warn({ err: error, remotes: missing }, 'the kept routes of unreachable remotes could not be read');
    }
  }
  const routes = REMOTES.map((r, i): RemoteRoutesState | undefined => {
    const file = deployed[i];
    if (file) return { routesFile: file };
    const copy = kept.get(r.name);
    return copy ? { routesFile: copy.routesFile, unreachable: true } : undefined;
  });
  const key = [
    routesFilesSignature(config.frontendRoot),
    ...REMOTES.map((r) => (kept.has(r.name) ? `${r.name}@${kept.get(r.name)!.readAt.getTime()}` : '')),
  ].join('|');
  return { key, routes };
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

// Revalidated on every use (`no-cache` + ETag, 304 when unchanged): the files whose names stay the same across builds
// and that name everything else (the pages, the federation manifests and remote entries, the remotes' routes).
const REVALIDATE = /(^|\/)(mf-manifest\.json|routes\.json|remoteEntry\.js|index\.html|[^/]+\.html)$/;
// Browsers ask for the icon on every page; its name never changes, so a day's cache and then a fresh copy.
const FAVICON = /^\/?favicon\.(svg|ico|png)$/;
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
/** Files the build writes a .br and a .gz beside (tools/build-config precompressed()). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg)$/i;

/** The encodings the build writes, in the order the server prefers them. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number]['name'];

/** The encodings an Accept-Encoding header allows (q > 0), `*` included; identity is always acceptable here. */
export function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  const refused = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) refused.add(token);
    else accepted.add(token);
  }
  if (accepted.has('*')) for (const e of ENCODINGS) if (!refused.has(e.name)) accepted.add(e.name);
  for (const r of refused) accepted.delete(r);
  return accepted;
}

/** A strong validator of the file's identity content, hashed once per file and modification (size + mtime). */
const etags = new Map<string, { mtimeMs: number; size: number; tag: string }>();
function identityEtag(file: string, stat: fs.Stats): string {
  const known = etags.get(file);
  if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known.tag;
  const tag = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('base64url').slice(0, 27);
  etags.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, tag });
  return tag;
}

/** True when If-None-Match names this file's content (`*`, or the tag of any of its encodings: the content is one). */
function notModified(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const v = t.trim().replace(/^W\//, '');
    return v === '*' || v === `"${tag}"` || ENCODINGS.some((e) => v === `"${tag}-${e.name}"`);
  });
}

function statFile(file: string): fs.Stats | undefined {
  try {
    const stat = fs.statSync(file);
    return stat.isFile() ? stat : undefined;
  } catch {
    return undefined;
  }
}

/** Resolves `rel` inside `root` (no traversal); undefined when not a readable file. */
function fileIn(root: string, rel: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rel);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const full = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  if (full !== root && !full.startsWith(root + path.sep)) return undefined;
  return statFile(full) ? full : undefined;
}

/**
 * Sends a built file: the brotli or gzip copy the build wrote beside it when the browser accepts it (br first), with
 * `Vary: Accept-Encoding` and the length of what is sent; hashed names cached for a year, the files that name them
 * revalidated (strong ETag of the identity content, 304 on If-None-Match).
 */
function sendFile(request: FastifyRequest, reply: FastifyReply, file: string, rel: string) {
  const stat = statFile(file);
  if (!stat) return reply.code(404).header('cache-control', 'no-cache').send({ message: 'Not found.' });
  const ext = path.extname(file).toLowerCase();
  reply.header('content-type', MIME[ext] ?? 'application/octet-stream');
  const revalidate = REVALIDATE.test(rel);
  if (revalidate) reply.header('cache-control', 'no-cache');
  else if (FAVICON.test(rel)) reply.header('cache-control', 'public, max-age=86400');
  else if (HASHED.test(rel)) reply.header('cache-control', 'public, max-age=31536000, immutable');
  else reply.header('cache-control', 'public, max-age=300');

  let sent = { file, size: stat.size, encoding: null as Encoding | null };
  if (COMPRESSIBLE.test(file)) {
    reply.header('vary', 'Accept-Encoding');
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    for (const e of ENCODINGS) {
      if (!accepted.has(e.name)) continue;
      const encoded = statFile(file + e.suffix);
      if (encoded) {
        sent = { file: file + e.suffix, size: encoded.size, encoding: e.name };
        break;
      }
    }
  }
  if (revalidate) {
    const tag = identityEtag(file, stat);
    reply.header('etag', `"${sent.encoding ? `${tag}-${sent.encoding}` : tag}"`);
    if (notModified(request.headers['if-none-match'], tag)) return reply.code(304).send();
  }
  if (sent.encoding) reply.header('content-encoding', sent.encoding);
  reply.header('content-length', sent.size);
  return reply.send(fs.createReadStream(sent.file));
}

const HINT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Resident Manager</title></head>
<body><h1>Resident Manager</h1><p>The web application has not been built yet. Run <code>npm start</code> (or build the shell with
<code>pnpm --filter shell build</code>). The API is available under <a href="/api/health">/api</a>.</p></body></html>`;

/** `/config.json`, `/mfe/<pkg>/*` and the shell's `dist/` with an SPA fallback. Missing builds answer 404, never crash. */
export function registerStatic(app: FastifyInstance, config: Config, db?: Kysely<Database>): void {
  const packages = new Set<string>(REMOTES.map((r) => r.pkg));
  const shellRoot = path.join(config.frontendRoot, 'shell', 'dist');

  // Serialised, compressed and tagged again only when a remote's routes.json changes (a remote deployed alone) or the
  // kept copy of an unreachable one does, revalidated like the manifests. Compressed like the built files: with the route table it is a dozen KB of JSON.
  // The deployed routes files this process has remembered in the database (by the parsed document it read).
  const remembered = new Map<string, RemoteRoutesFile>();
  let configJson: { body: Buffer; br: Buffer; gzip: Buffer; tag: string; files: string } | undefined;
  app.get('/config.json', { schema: { hide: true } }, async (request, reply) => {
    const { key: files, routes } = await remoteRoutes(config, db, remembered, request.log);
    if (configJson?.files !== files) {
      const body = Buffer.from(JSON.stringify(runtimeConfigWithRoutes(config, routes)));
      configJson = {
        body,
        br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: zlib.gzipSync(body, { level: 9 }),
        tag: crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27),
        files,
      };
    }
    const encoding = ENCODINGS.find((e) => acceptedEncodings(request.headers['accept-encoding']).has(e.name))?.name ?? null;
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding')
      .header('etag', `"${encoding ? `${configJson.tag}-${encoding}` : configJson.tag}"`);
    if (notModified(request.headers['if-none-match'], configJson.tag)) return reply.code(304).send();
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('application/json; charset=utf-8').send(encoding ? configJson[encoding] : configJson.body);
  });

  app.get(
    '/mfe/:pkg/*',
    { schema: { hide: true } },
    async (request: FastifyRequest<{ Params: { pkg: string; '*': string } }>, reply) => {
      const { pkg } = request.params;
      const rel = request.params['*'] ?? '';
      if (!packages.has(pkg)) return reply.code(404).send({ message: 'Not found.' });
      const file = fileIn(path.join(config.frontendRoot, pkg, 'dist'), rel);
      if (!file) return reply.code(404).header('cache-control', 'no-cache').send({ message: 'Not found.' });
      return sendFile(request, reply, file, rel);
    },
  );

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0];
    if (/^\/(api|oidc|mfe)(\/|$)/.test(url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ message: 'Not found.' });
    }
    const file = url !== '/' ? fileIn(shellRoot, url) : undefined;
    if (file) return sendFile(request, reply, file, url);
    // A missing asset (with a file extension other than .html) is a 404, not the SPA page.
    if (/\.[a-z0-9]+$/i.test(url) && !/\.html$/i.test(url)) return reply.code(404).send({ message: 'Not found.' });
    const index = fileIn(shellRoot, '/index.html');
    if (index) {
      // A deep link's page names its screen's remote files, so the browser fetches them at once (see screenPreloads).
      const preloads = screenPreloads(config.frontendRoot, url);
      if (preloads.length) reply.header('link', linkHeader(preloads));
      return sendFile(request, reply, index, 'index.html');
    }
    return reply.code(404).header('content-type', 'text/html; charset=utf-8').send(HINT);
  });
}
