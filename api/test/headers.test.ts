// The security headers every response carries (helmet), the Content-Security-Policies of the app, of the
// embedded provider's pages and of the silent renew, and the favicon's cache headers.
import assert from 'node:assert/strict';
import { randomBytes, createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { DOCUMENT_ONLY_HEADERS, contentSecurityPolicies, serializeCsp } from '../src/http/security-headers';
import { loadConfig } from '../src/config';
import { createTestContext, type TestContext } from './helpers';

const HARNESS = 'http://localhost:3001';
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-headers-'));
let t: TestContext;

before(async () => {
  const shell = path.join(root, 'shell', 'dist');
  fs.mkdirSync(shell, { recursive: true });
  fs.writeFileSync(path.join(shell, 'index.html'), '<!doctype html><title>Shell</title><script defer src="/main.js"></script>');
  fs.writeFileSync(path.join(shell, 'silent-renew.html'), '<!doctype html><title>Silent renew</title>');
  fs.writeFileSync(path.join(shell, 'main.js'), 'var main;');
  fs.writeFileSync(path.join(shell, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(shell, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  fs.mkdirSync(path.join(root, 'mfe-residents', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'mfe-residents', 'dist', 'remoteEntry.js'), 'var x;');
  t = await createTestContext({ env: { FRONTEND_ROOT: root, OIDC_DEV_ORIGINS: `${HARNESS}, http://localhost:3002` } });
});
after(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header: name -> sources. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  assert.ok(header, `a Content-Security-Policy on ${res.raw.req.url}`);
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** What every response carries, whatever its policy. */
function assertCommon(res: LightMyRequestResponse) {
  const url = res.raw.req.url;
  assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
  assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', url);
  assert.equal(res.headers['strict-transport-security'], undefined, `${url}: no HSTS over http`);
  const policy = csp(res);
  for (const [name, sources] of policy) {
    if (name === 'script-src' || name === 'default-src')
      assert.ok(!sources.includes("'unsafe-inline'") && !sources.includes("'unsafe-eval'"), `${url} ${name}`);
  }
  return policy;
}

function assertAppPolicy(res: LightMyRequestResponse) {
  const policy = assertCommon(res);
  assert.deepEqual(policy.get('script-src'), ["'self'"], res.raw.req.url);
  assert.deepEqual(policy.get('default-src'), ["'self'"]);
  assert.deepEqual(policy.get('object-src'), ["'none'"]);
  assert.deepEqual(policy.get('frame-ancestors'), ["'none'"]);
  assert.deepEqual(policy.get('connect-src'), ["'self'"]);
  assert.equal(res.headers['x-frame-options'], 'DENY');
  assert.ok(!policy.has('upgrade-insecure-requests'), 'not over http');
}

describe('the app: shell, remotes, API', () => {
  test('every kind of response carries the app policy, nosniff, framing denied and a Referrer-Policy', async () => {
    const token = await t.tokenFor('manager@demo.local');
    const responses = [
      await t.app.inject({ url: '/dashboard' }),
      await t.app.inject({ url: '/' }),
      await t.app.inject({ url: '/config.json' }),
      await t.app.inject({ url: '/mfe/mfe-residents/missing.js' }),
      await t.app.inject({ url: '/api/health' }),
      await t.app.inject({ url: '/api/users/facilities-permissions' }),
      await t.app.inject({ url: '/api/users/facilities-permissions', headers: { authorization: `Bearer ${token}` } }),
      await t.app.inject({ url: '/api/no-such-route' }),
      await t.app.inject({ method: 'POST', url: '/api/account/forgot-password', payload: { email: 'not an email' } }),
      await t.app.inject({ url: '/favicon.svg' }),
    ];
    assert.deepEqual(
      responses.map((r) => r.statusCode),
      [200, 200, 200, 404, 200, 401, 200, 404, 400, 200],
    );
    for (const res of responses) assertAppPolicy(res);
    // Styles: Chakra UI (Emotion) inserts <style> elements at run time; scripts come from files only.
    const policy = csp(responses[0]);
    assert.deepEqual(policy.get('style-src'), ["'self'", "'unsafe-inline'"]);
    assert.deepEqual(policy.get('img-src'), ["'self'", 'data:', 'blob:'], 'photos are data: URLs');
    assert.deepEqual(policy.get('form-action'), ["'self'"]);
    assert.deepEqual(policy.get('base-uri'), ["'self'"]);
  });

  test('a script is not a document: nosniff, Referrer-Policy and CORP, without the document-only headers', async () => {
    for (const url of ['/main.js', '/mfe/mfe-residents/remoteEntry.js']) {
      const res = await t.app.inject({ url });
      assert.equal(res.statusCode, 200, url);
      assert.match(String(res.headers['content-type']), /^text\/javascript/, url);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
      assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', url);
      assert.equal(res.headers['cross-origin-resource-policy'], 'same-origin', url);
      for (const name of DOCUMENT_ONLY_HEADERS) assert.equal(res.headers[name], undefined, `${url}: ${name}`);
    }
    // The page that runs them keeps its policy and framing rules.
    assertAppPolicy(await t.app.inject({ url: '/dashboard' }));
  });

  test('/silent-renew.html may be framed by the product itself, and only by it', async () => {
    const res = await t.app.inject({ url: '/silent-renew.html' });
    assert.equal(res.statusCode, 200);
    const policy = assertCommon(res);
    assert.deepEqual(policy.get('frame-ancestors'), ["'self'"]);
    assert.deepEqual(policy.get('script-src'), ["'self'"]);
    assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN');
  });

  test('favicon: SVG and ICO from the shell, cached for a day', async () => {
    const svg = await t.app.inject({ url: '/favicon.svg' });
    assert.equal(svg.headers['content-type'], 'image/svg+xml');
    assert.equal(svg.headers['cache-control'], 'public, max-age=86400');
    const ico = await t.app.inject({ url: '/favicon.ico' });
    assert.equal(ico.statusCode, 200);
    assert.equal(ico.headers['content-type'], 'image/x-icon');
    assert.equal(ico.headers['cache-control'], 'public, max-age=86400');
  });

  test('config.json names the version and the commit for the About dialog', async () => {
    const build = (await t.app.inject({ url: '/config.json' })).json().build;
    assert.match(build.version, /^\d+\.\d+\.\d+/);
    assert.ok(build.commit === null || /^[0-9a-f]{7,12}$/.test(build.commit), String(build.commit));
  });
});

describe('the embedded provider', () => {
  function cookiesOf(res: LightMyRequestResponse, jar: Map<string, string>) {
    for (const c of res.cookies) jar.set(c.name, c.value);
    return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  function authorizeUrl(extra: Record<string, string> = {}) {
    const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
    return `/oidc/auth?${new URLSearchParams({
      client_id: 'resident-manager-web',
      redirect_uri: `${t.config.publicUrl}/login`,
      response_type: 'code',
      scope: 'openid profile email api',
      state: 's',
      nonce: 'n',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...extra,
    })}`;
  }

  test('sign-in page: its own stylesheet, script and favicon; no inline script or style; framing denied', async () => {
    const jar = new Map<string, string>();
    const start = await t.app.inject({ url: authorizeUrl() });
    assert.equal(start.statusCode, 303);
    const page = await t.app.inject({ url: String(start.headers.location), headers: { cookie: cookiesOf(start, jar) } });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<title>Sign in - Resident Manager<\/title>/);
    const policy = assertCommon(page);
    assert.deepEqual(policy.get('default-src'), ["'none'"]);
    assert.deepEqual(policy.get('script-src'), ["'self'"]);
    assert.deepEqual(policy.get('style-src'), ["'self'"], 'no unsafe-inline styles either');
    assert.deepEqual(policy.get('img-src'), ["'self'"]);
    assert.deepEqual(
      policy.get('form-action'),
      ["'self'", HARNESS, 'http://localhost:3002'],
      'the sign-in goes on to a harness /login',
    );
    assert.deepEqual(policy.get('frame-ancestors'), ["'none'"]);
    assert.equal(page.headers['x-frame-options'], 'DENY');
    assert.doesNotMatch(page.body, /<script>|<style|\sstyle=|\son[a-z]+=/i, 'nothing inline');
    assert.match(page.body, /<link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml">/);

    const links = [...page.body.matchAll(/(?:href|src)="(\/oidc\/interaction\/assets\/[^"]+)"/g)].map((m) => m[1]);
    assert.equal(links.length, 2, 'a stylesheet and a script');
    for (const link of links) {
      const asset = await t.app.inject({ url: link });
      assert.equal(asset.statusCode, 200, link);
      assert.match(String(asset.headers['content-type']), link.includes('.css') ? /^text\/css/ : /^text\/javascript/);
      assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(asset.headers['x-content-type-options'], 'nosniff');
    }
  });

  test('the pages the provider renders itself (errors, sign-out) and its JSON carry the headers too', async () => {
    const error = await t.app.inject({ url: '/oidc/auth?client_id=nobody' });
    assert.equal(error.statusCode, 400);
    assert.match(error.body, /Unable to sign in\./);
    assert.deepEqual(assertCommon(error).get('script-src'), ["'self'"]);
    assert.equal(error.headers['x-frame-options'], 'DENY');
    const discovery = await t.app.inject({ url: '/oidc/.well-known/openid-configuration' });
    assert.equal(discovery.statusCode, 200);
    assertCommon(discovery);
    // Without a session oidc-provider answers with its own self-submitting form: its one inline script is allowed by its
    // hash, which oidc-provider adds to the policy it finds on the response (never 'unsafe-inline').
    const end = await t.app.inject({ url: '/oidc/session/end' });
    assert.equal(end.statusCode, 200);
    const inline = /<script>([\s\S]*?)<\/script>/.exec(end.body)?.[1];
    assert.ok(inline !== undefined);
    const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
    assert.deepEqual(assertCommon(end).get('script-src'), ["'self'", hash]);
  });

  test('a silent authorization request may be framed by the product and the harnesses (silent renew), nothing else', async () => {
    const res = await t.app.inject({ url: authorizeUrl({ prompt: 'none' }) });
    assert.equal(res.statusCode, 303);
    assert.match(String(res.headers.location), /error=login_required/);
    const policy = assertCommon(res);
    assert.deepEqual(policy.get('frame-ancestors'), ["'self'", HARNESS, 'http://localhost:3002']);
    assert.equal(res.headers['x-frame-options'], undefined, 'X-Frame-Options cannot name the harness origins');
    // The same endpoint without prompt=none leads to the sign-in page: not framable.
    const interactive = await t.app.inject({ url: authorizeUrl() });
    assert.deepEqual(csp(interactive).get('frame-ancestors'), ["'none'"]);
    assert.equal(interactive.headers['x-frame-options'], 'DENY');
  });
});

describe('policies from the configuration', () => {
  test('https: HSTS and upgrade-insecure-requests; http: neither', async () => {
    const https = await createTestContext({ demo: false, env: { PUBLIC_URL: 'https://rm.example.org', FRONTEND_ROOT: root } });
    try {
      const res = await https.app.inject({ url: '/api/health' });
      assert.equal(res.headers['strict-transport-security'], 'max-age=31536000');
      assert.ok(csp(res).has('upgrade-insecure-requests'));
    } finally {
      await https.close();
    }
  });

  test('an external provider is reachable from the app (connect-src, frame-src); harness origins come from OIDC_DEV_ORIGINS', () => {
    const external = contentSecurityPolicies(
      loadConfig({ OIDC_ISSUER: 'https://login.example.com/realms/rm', OIDC_DEV_ORIGINS: 'none' }),
    );
    assert.deepEqual(external.app['connect-src'], ["'self'", 'https://login.example.com']);
    assert.deepEqual(external.app['frame-src'], ["'self'", 'https://login.example.com']);
    assert.deepEqual(external.auth['form-action'], ["'self'"]);
    assert.deepEqual(external.authorize['frame-ancestors'], ["'self'"]);
    const dev = contentSecurityPolicies(loadConfig({ OIDC_DEV_ORIGINS: 'https://team.example.org:8443' }));
    assert.deepEqual(dev.authorize['frame-ancestors'], ["'self'", 'https://team.example.org:8443']);
    assert.deepEqual(dev.app['connect-src'], ["'self'"]);
    assert.equal(
      serializeCsp({ 'default-src': ["'self'"], 'upgrade-insecure-requests': [] }),
      "default-src 'self'; upgrade-insecure-requests",
    );
  });
});
