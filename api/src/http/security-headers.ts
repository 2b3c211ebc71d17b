import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config';

/** CSP directives: name -> sources (keywords quoted as CSP wants them). */
type Directives = Record<string, string[]>;

/** Serialises directives the way helmet does (`name src src; name ...`); an empty list is a bare directive. */
export function serializeCsp(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => (sources.length ? `${name} ${sources.join(' ')}` : name))
    .join('; ');
}

const origin = (url: string) => new URL(url).origin;

/**
 * The Content-Security-Policies of the product, from the configuration:
 * - `app`: the shell's pages, the remotes' files under /mfe/*, the API. Scripts only from the product's origin (the shell,
 *   the remotes' chunks and remoteEntry.js are files; index.html has no inline script). Styles allow 'unsafe-inline':
 *   Chakra UI (Emotion) creates <style> elements at run time and the lead board's drag and drop writes style text; a
 *   strict policy would rest on Emotion's production-only CSSOM insertion (docs/auth.md has the measurements). CSS
 *   cannot run script, and with img/font/connect limited to 'self' injected CSS cannot send anything elsewhere.
 *   Photos and the cropper use data: and blob: images. With an external OpenID provider
 *   (OIDC_ISSUER) its origin is added to connect-src (discovery, token) and frame-src (silent renew).
 * - `auth`: the embedded provider's pages under /oidc (sign-in, sign-out, errors): nothing but the product's own
 *   stylesheet, script and favicon; the forms may lead to the product's origins (a harness's /login or /logout after the
 *   sign-in or sign-out redirects, OIDC_DEV_ORIGINS).
 * - `authorize`: a silent authorization request (/oidc/auth?prompt=none), which the silent renew opens in a hidden
 *   iframe of the shell or of a harness: it may be framed by those origins only. It only redirects (back to the
 *   caller's silent-renew.html, with a code or an error); every other provider page has `frame-ancestors 'none'`.
 * - `silentRenew`: /silent-renew.html, the shell's own page in that iframe: the app policy, framed by the same origin.
 */
export function contentSecurityPolicies(config: Pick<Config, 'publicUrl' | 'oidcIssuer' | 'oidcDevOrigins'>) {
  const https = config.publicUrl.startsWith('https:');
  const external = config.oidcIssuer ? [origin(config.oidcIssuer)].filter((o) => o !== origin(config.publicUrl)) : [];
  const devOrigins = config.oidcDevOrigins.filter((o) => o !== origin(config.publicUrl));
  const app: Directives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...external],
    'frame-src': ["'self'", ...external],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
  const auth: Directives = {
    'default-src': ["'none'"],
    'base-uri': ["'none'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'"],
    'form-action': ["'self'", ...devOrigins],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
  return {
    app,
    auth,
    authorize: { ...auth, 'frame-ancestors': ["'self'", ...devOrigins] },
    silentRenew: { ...app, 'frame-ancestors': ["'self'"] },
  };
}

/** helmet's options: the app policy for every response; the exceptions are set per path by the hook below. */
export function helmetOptions(config: Config): FastifyHelmetOptions {
  const https = config.publicUrl.startsWith('https:');
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicies(config).app },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Over plain http (local development, tests) an HSTS header would be ignored at best and pin localhost at worst.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  };
}

const OIDC = '/oidc';

/** helmet's middleware (the library @fastify/helmet wraps, resolved from it): `helmet(options)(req, res, next)`. */
type HelmetMiddleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;
const requireFromFastifyHelmet = createRequire(createRequire(import.meta.url).resolve('@fastify/helmet'));
const helmet = requireFromFastifyHelmet('helmet') as (options: FastifyHelmetOptions) => HelmetMiddleware;

/**
 * The headers helmet sets for `options`, worked out once: helmet's middleware only sets (and removes) response headers,
 * the same for every request, so it runs once against a recording response. @fastify/helmet would build the middleware
 * again on every request (parse the CSP directives, validate every option: the largest part of the API's own time on a
 * short read after the database's).
 */
export function helmetHeaders(options: FastifyHelmetOptions): { set: Array<[string, string]>; removed: string[] } {
  const set = new Map<string, string>();
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.set(name, String(value));
      return recorder;
    },
    removeHeader(name: string) {
      set.delete(name);
      removed.push(name);
    },
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err) => (failed = err));
  if (failed) throw failed;
  return { set: [...set], removed };
}

/**
 * Security headers on every response (helmet's, worked out once by `helmetHeaders`): Content-Security-Policy,
 * X-Content-Type-Options: nosniff, X-Frame-Options, Referrer-Policy, HSTS when PUBLIC_URL is https, and helmet's
 * cross-origin defaults. Registered before the embedded provider's hook: its responses bypass Fastify's reply
 * (hijacked), so the headers go on the raw response.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const headers = helmetHeaders(helmetOptions(config));
  const policies = contentSecurityPolicies(config);
  const auth = serializeCsp(policies.auth);
  const authorize = serializeCsp(policies.authorize);
  const silentRenew = serializeCsp(policies.silentRenew);
  app.addHook('onRequest', (request, reply, done) => {
    const res = reply.raw;
    for (const name of headers.removed) res.removeHeader(name);
    for (const [name, value] of headers.set) res.setHeader(name, value);
    const url = request.raw.url ?? '/';
    // Only the provider's pages and the silent renew have a policy of their own (a short test before splitting the URL).
    if (!url.startsWith(OIDC) && !url.startsWith('/silent-renew.html')) return done();
    const [path, query] = url.split('?', 2);
    if (path === `${OIDC}/auth` && new URLSearchParams(query).get('prompt') === 'none') {
      res.setHeader('Content-Security-Policy', authorize);
      // X-Frame-Options cannot name several origins; browsers that know frame-ancestors ignore it anyway.
      res.removeHeader('X-Frame-Options');
    } else if (path === OIDC || path.startsWith(`${OIDC}/`)) {
      res.setHeader('Content-Security-Policy', auth);
    } else if (path === '/silent-renew.html') {
      res.setHeader('Content-Security-Policy', silentRenew);
      res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    }
    done();
  });
  // A script or a stylesheet is not a document: a policy on its response governs nothing (the page's does), and the
  // browser would only receive the same 0.5 KB again with each of the first page's two dozen files. Its response keeps
  // what applies to it: nosniff, the Cross-Origin-Resource-Policy, the Referrer-Policy and HSTS.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (SUBRESOURCE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) {
      for (const name of DOCUMENT_ONLY_HEADERS) {
        reply.removeHeader(name);
        reply.raw.removeHeader(name);
      }
    }
    done(null, payload);
  });
}

/** Content types of subresources that are never documents (an SVG or an HTML page is one, JSON may be opened as one). */
const SUBRESOURCE_TYPE = /^(?:text|application)\/(?:javascript|css)\b/i;

/** Headers that only a document (a page, a frame, a worker) acts on. */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;
