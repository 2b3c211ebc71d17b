// A remote's standalone harness (pnpm --filter mfe-x dev, another origin) signs in through the embedded provider:
// OIDC_DEV_ORIGINS registers its redirect URIs and lets the token endpoint answer CORS for exactly those origins.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';
import { createTestContext, type TestContext } from './helpers';
import { ConfigError, DEFAULT_DEV_ORIGINS, loadConfig } from '../src/config';

const CLIENT_ID = 'resident-manager-web';
const HARNESS = 'http://localhost:3001';
const OTHER = 'http://localhost:3999';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Cookies of the provider's origin (all under /oidc or /), kept by hand; redirects followed by hand. */
class Browser {
  cookies = new Map<string, string>();
  constructor(private readonly base: string) {}
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(new URL(url, this.base), { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const expired = attrs.some((a) => /^expires=.*1970/i.test(a) || /^max-age=0$/i.test(a));
      if (expired || pair.slice(eq + 1) === '') this.cookies.delete(pair.slice(0, eq));
      else this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return res;
  }
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

let t: TestContext;
let base: string;

before(async () => {
  const port = await freePort();
  t = await createTestContext({
    env: { PUBLIC_URL: `http://127.0.0.1:${port}`, OIDC_DEV_ORIGINS: `${HARNESS}, http://localhost:3002` },
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  base = t.config.publicUrl;
});

after(async () => {
  await t?.close();
});

function authorizeUrl(redirectUri: string, challenge: string, state: string, extra: Record<string, string> = {}) {
  return `/oidc/auth?${new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email api',
    state,
    nonce: randomBytes(8).toString('hex'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  })}`;
}

/** The code flow as the harness's oidc-client-ts runs it, up to the redirect back to the harness's /login. */
async function signInFrom(origin: string, browser = new Browser(base)) {
  const { verifier, challenge } = pkce();
  const state = randomBytes(8).toString('hex');
  const start = await browser.fetch(authorizeUrl(`${origin}/login`, challenge, state));
  assert.equal(start.status, 303, `sign-in page expected for ${origin}`);
  const pageUrl = start.headers.get('location')!;
  const page = await browser.fetch(pageUrl);
  assert.equal(page.status, 200);
  const csp = page.headers.get('content-security-policy') ?? '';
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1].replace(/&amp;/g, '&');
  let res = await browser.fetch(action, {
    method: 'POST',
    headers: FORM,
    body: new URLSearchParams({ email: 'manager@demo.local', password: 'Demo2026!' }).toString(),
  });
  for (let hops = 0; hops < 6 && res.status === 303; hops++) {
    const next = new URL(res.headers.get('location')!, base).href;
    if (next.startsWith(`${origin}/login`)) {
      const params = new URL(next).searchParams;
      assert.equal(params.get('state'), state);
      return { code: params.get('code')!, verifier, csp, browser };
    }
    res = await browser.fetch(next);
  }
  throw new Error(`no redirect to ${origin}/login (last status ${res.status})`);
}

function preflight(endpoint: string, origin: string, method = 'POST') {
  return fetch(`${base}${endpoint}`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'content-type' },
  });
}

function tokenRequest(origin: string, form: Record<string, string>) {
  return fetch(`${base}/oidc/token`, {
    method: 'POST',
    headers: { ...FORM, origin },
    body: new URLSearchParams({ client_id: CLIENT_ID, ...form }).toString(),
  });
}

describe('OIDC_DEV_ORIGINS: the standalone harness signs in', () => {
  test('a configured origin completes the code flow with its own redirect URI; the API accepts the token', async () => {
    const { code, verifier, csp, browser } = await signInFrom(HARNESS);
    assert.match(
      csp,
      new RegExp(`form-action 'self' ${HARNESS} http://localhost:3002;`),
      'the sign-in form may lead on to the harness',
    );

    // CORS preflight and the token request from the harness's origin.
    const preflight = await fetch(`${base}/oidc/token`, {
      method: 'OPTIONS',
      headers: { origin: HARNESS, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), HARNESS);
    const res = await tokenRequest(HARNESS, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${HARNESS}/login`,
      code_verifier: verifier,
    });
    const tokens = (await res.json()) as Record<string, string>;
    assert.equal(res.status, 200, JSON.stringify(tokens));
    assert.equal(res.headers.get('access-control-allow-origin'), HARNESS);
    const claims = JSON.parse(Buffer.from(tokens.access_token.split('.')[1], 'base64url').toString());
    assert.equal(claims.iss, `${base}/oidc`, 'the same issuer as the main app');
    assert.equal(claims.aud, 'resident-manager-api');

    // The harness calls the API through its dev server's proxy: the same token is accepted.
    const api = await fetch(`${base}/api/users/facilities-permissions`, {
      headers: { authorization: `Bearer ${tokens.access_token}`, host: 'localhost:3001' },
    });
    assert.equal(api.status, 200);
    assert.equal(((await api.json()) as { userProfile: { email: string } }).userProfile.email, 'manager@demo.local');

    // Silent renew (refresh token from the harness's origin, and the prompt=none iframe to its silent-renew.html).
    const refreshed = await tokenRequest(HARNESS, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    assert.equal(refreshed.status, 200);
    assert.equal(refreshed.headers.get('access-control-allow-origin'), HARNESS);
    const { challenge } = pkce();
    const silent = await browser.fetch(authorizeUrl(`${HARNESS}/silent-renew.html`, challenge, 's', { prompt: 'none' }));
    assert.equal(silent.status, 303);
    assert.ok(silent.headers.get('location')!.startsWith(`${HARNESS}/silent-renew.html?code=`));

    // Sign-out returns to the harness's /logout.
    const end = await browser.fetch(
      `/oidc/session/end?${new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: `${HARNESS}/logout`, state: 'bye' })}`,
    );
    assert.equal(end.status, 200);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(await end.text())![1];
    const confirm = await browser.fetch('/oidc/session/end/confirm', {
      method: 'POST',
      headers: FORM,
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    assert.equal(confirm.status, 303);
    assert.equal(confirm.headers.get('location'), `${HARNESS}/logout?state=bye`);
  });

  test('an unconfigured origin is refused: no sign-in page for its redirect URI, no CORS at the token endpoint', async () => {
    const { challenge } = pkce();
    const browser = new Browser(base);
    const start = await browser.fetch(authorizeUrl(`${OTHER}/login`, challenge, 'x'));
    assert.equal(start.status, 400, 'no redirect to the sign-in page or to the unknown origin');
    const html = await start.text();
    assert.match(html, /Unable to sign in\./);
    assert.match(html, /redirect_uri/);
    assert.doesNotMatch(html, new RegExp(OTHER));

    // Preflights at the provider's client endpoints answer only the configured origins: another origin gets no
    // Access-Control-* header at all, so the browser never sends the request. Discovery and JWKS stay public.
    for (const endpoint of ['/oidc/token', '/oidc/token/revocation', '/oidc/me']) {
      for (const [origin, allowed] of [
        [OTHER, false],
        ['https://evil.example', false],
        ['null', false],
        [HARNESS, true],
        ['http://localhost:3002', true],
      ] as const) {
        const res = await preflight(endpoint, origin);
        if (allowed) {
          assert.equal(res.status, 204, `${endpoint} ${origin}`);
          assert.equal(res.headers.get('access-control-allow-origin'), origin, `${endpoint} ${origin}`);
        } else {
          assert.equal(res.status, 403, `${endpoint} ${origin}`);
          assert.deepEqual(
            [...res.headers.keys()].filter((h) => h.startsWith('access-control-')),
            [],
            `${endpoint} ${origin}`,
          );
        }
      }
    }
    const unconfigured = await preflight('/oidc/token', 'http://localhost:3008');
    assert.equal(unconfigured.headers.get('access-control-allow-origin'), null, 'a harness port that is not configured');
    for (const endpoint of ['/oidc/.well-known/openid-configuration', '/oidc/jwks']) {
      const res = await preflight(endpoint, OTHER, 'GET');
      assert.equal(res.status, 204, endpoint);
      assert.equal(res.headers.get('access-control-allow-origin'), OTHER, endpoint);
    }

    // A code issued to the harness cannot be redeemed by a script on another origin (the browser gets no CORS answer).
    const { code, verifier } = await signInFrom(HARNESS);
    const stolen = await tokenRequest(OTHER, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${HARNESS}/login`,
      code_verifier: verifier,
    });
    assert.equal(stolen.status, 400);
    assert.equal(stolen.headers.get('access-control-allow-origin'), null);
    assert.match(JSON.stringify(await stolen.json()), /origin .* not allowed/);

    // Post-logout to an unknown origin is refused too.
    const end = await browser.fetch(
      `/oidc/session/end?${new URLSearchParams({ client_id: CLIENT_ID, post_logout_redirect_uri: `${OTHER}/logout` })}`,
    );
    assert.equal(end.status, 400);
    const endHtml = await end.text();
    assert.match(endHtml, /post_logout_redirect_uri not registered/);
  });

  test('the main origin keeps working and its CORS is unchanged', async () => {
    const { code, verifier } = await signInFrom(base);
    const res = await tokenRequest(base, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${base}/login`,
      code_verifier: verifier,
    });
    assert.equal(res.status, 200);
  });
});

describe('OIDC_DEV_ORIGINS configuration', () => {
  test('default: the seven harness ports on localhost, none in production', () => {
    assert.deepEqual(loadConfig({}).oidcDevOrigins, DEFAULT_DEV_ORIGINS);
    assert.deepEqual(
      DEFAULT_DEV_ORIGINS,
      ['3001', '3002', '3003', '3004', '3005', '3006', '3007'].map((p) => `http://localhost:${p}`),
    );
    assert.deepEqual(loadConfig({ NODE_ENV: 'production' }).oidcDevOrigins, []);
    assert.deepEqual(loadConfig({ NODE_ENV: 'production', OIDC_DEV_ORIGINS: 'https://dev.example.org' }).oidcDevOrigins, [
      'https://dev.example.org',
    ]);
  });

  test('a list of http(s) origins; empty or none turns it off; anything else is refused', () => {
    assert.deepEqual(loadConfig({ OIDC_DEV_ORIGINS: 'http://localhost:3001/, https://dev.example.org:8443' }).oidcDevOrigins, [
      'http://localhost:3001',
      'https://dev.example.org:8443',
    ]);
    assert.deepEqual(loadConfig({ OIDC_DEV_ORIGINS: '' }).oidcDevOrigins, []);
    assert.deepEqual(loadConfig({ OIDC_DEV_ORIGINS: 'none' }).oidcDevOrigins, []);
    assert.deepEqual(
      loadConfig({ PUBLIC_URL: 'http://localhost:3001', OIDC_DEV_ORIGINS: 'http://localhost:3001' }).oidcDevOrigins,
      [],
      'the main origin is not repeated',
    );
    for (const bad of [
      'localhost:3001',
      'ftp://x.example.org',
      'http://localhost:3001/app',
      'http://localhost:3001/?a=1',
      'javascript:alert(1)',
    ]) {
      assert.throws(
        () => loadConfig({ OIDC_DEV_ORIGINS: bad }),
        (e: unknown) => e instanceof ConfigError && /OIDC_DEV_ORIGINS/.test((e as Error).message),
        bad,
      );
    }
  });
});
