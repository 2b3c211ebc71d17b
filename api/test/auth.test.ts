// Embedded OpenID provider, sign-in page, lockout and password reset, end to end over HTTP on a real port.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';
import { sql } from 'kysely';
import { createTestContext, type TestContext } from './helpers';
import { buildApp } from '../src/app';
import { createTokenVerifier } from '../src/security/keys';
import { verifyPassword } from '../src/security/passwords';

const CLIENT_ID = 'resident-manager-web';
const PASSWORD = 'Demo2026!';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const JSON_HEADERS = { 'content-type': 'application/json' };

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

function decodeJwt(token: string): { header: Record<string, unknown>; payload: Record<string, any> } {
  const [h, p] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(h, 'base64url').toString()),
    payload: JSON.parse(Buffer.from(p, 'base64url').toString()),
  };
}

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

/** A minimal browser: path-aware cookie jar, redirects followed by hand. */
class Browser {
  cookies: StoredCookie[] = [];
  constructor(private readonly base: string) {}

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url, this.base);
    const headers = new Headers(init.headers);
    const send = this.cookies.filter(
      (c) =>
        target.pathname === c.path || target.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`) || c.path === '/',
    );
    if (send.length) headers.set('cookie', send.map((c) => `${c.name}=${c.value}`).join('; '));
    const res = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const pathAttr = attrs.find((a) => a.toLowerCase().startsWith('path='));
      const path = pathAttr ? pathAttr.slice(5) : '/';
      const expired = attrs.some((a) => /^expires=.*1970/i.test(a)) || attrs.some((a) => /^max-age=0$/i.test(a));
      this.cookies = this.cookies.filter((c) => !(c.name === name && c.path === path));
      if (!expired && value !== '') this.cookies.push({ name, value, path });
    }
    return res;
  }

  post(url: string, form: Record<string, string>): Promise<Response> {
    return this.fetch(url, { method: 'POST', headers: FORM, body: new URLSearchParams(form).toString() });
  }
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

function formAction(html: string): string {
  const m = /<form method="post" action="([^"]+)"/.exec(html);
  assert.ok(m, 'the page has a form');
  return m[1].replace(/&amp;/g, '&');
}

/** The seed's sign-in refusal (seed 000 §8): the one answer to a wrong password, an unknown email and a locked account. */
const SAME_MESSAGE = 'Unable to authenticate sign in details.';

/** The text of the sign-in page's error (#signin-error). */
function errorOf(html: string): string | undefined {
  return /<div class="alert" role="alert" id="signin-error">([^<]*)<\/div>/.exec(html)?.[1];
}

let t: TestContext;
let base: string;

before(async () => {
  const port = await freePort();
  t = await createTestContext({ env: { PUBLIC_URL: `http://127.0.0.1:${port}` } });
  await t.app.listen({ port, host: '127.0.0.1' });
  base = t.config.publicUrl;
});

after(async () => {
  await t?.close();
});

async function userId(email: string): Promise<number> {
  const r = await sql<{ id: number }>`select id from users where lower(email) = ${email}`.execute(t.handle.db);
  return r.rows[0].id;
}

/** Starts an authorization request as oidc-client-ts does (code + PKCE, no resource parameter). */
async function startSignIn(browser: Browser, extra: Record<string, string> = {}) {
  const { verifier, challenge } = pkce();
  const state = randomBytes(8).toString('hex');
  const params = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: `${base}/login`,
    response_type: 'code',
    scope: 'openid profile email api',
    state,
    nonce: randomBytes(8).toString('hex'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  });
  const res = await browser.fetch(`/oidc/auth?${params}`);
  return { res, verifier, state };
}

/** Opens the sign-in page of a new authorization request; returns its form action and the PKCE verifier. */
async function openSignInPage(browser: Browser) {
  const { res, verifier, state } = await startSignIn(browser);
  assert.equal(res.status, 303);
  const location = res.headers.get('location')!;
  assert.match(location, /^\/oidc\/interaction\/[\w-]+$/);
  const page = await browser.fetch(location);
  assert.equal(page.status, 200);
  const html = await page.text();
  assert.match(html, /Resident Manager/);
  return { action: formAction(html), verifier, state, html };
}

/** Follows redirects until the client's redirect URI; returns the authorization response parameters. */
async function followToCallback(browser: Browser, location: string): Promise<URLSearchParams> {
  let next = location;
  for (let hops = 0; hops < 6; hops++) {
    if (next.startsWith(`${base}/login`)) return new URL(next).searchParams;
    const res = await browser.fetch(next);
    assert.equal(res.status, 303, `redirect expected from ${next}, got ${res.status}: ${(await res.text()).slice(0, 300)}`);
    next = new URL(res.headers.get('location')!, base).href;
  }
  throw new Error('too many redirects');
}

async function exchangeCode(code: string, verifier: string) {
  const res = await fetch(`${base}/oidc/token`, {
    method: 'POST',
    headers: FORM,
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${base}/login`,
      client_id: CLIENT_ID,
      code_verifier: verifier,
    }).toString(),
  });
  const body = (await res.json()) as Record<string, any>;
  assert.equal(res.status, 200, JSON.stringify(body));
  return body;
}

/** Signs in through the sign-in page; returns the page shown (refusal) or the tokens. */
async function signIn(email: string, password: string, browser = new Browser(base)) {
  const { action, verifier, state } = await openSignInPage(browser);
  const res = await browser.post(action, { email, password });
  if (res.status === 200) return { refused: await res.text(), browser };
  assert.equal(res.status, 303);
  const params = await followToCallback(browser, new URL(res.headers.get('location')!, base).href);
  assert.equal(params.get('state'), state);
  const code = params.get('code');
  assert.ok(code, `authorization code expected, got ${params}`);
  return { tokens: await exchangeCode(code, verifier), browser };
}

describe('embedded OpenID provider', () => {
  test('discovery document at /oidc/.well-known/openid-configuration', async () => {
    const res = await fetch(`${base}/oidc/.well-known/openid-configuration`);
    assert.equal(res.status, 200);
    const doc = (await res.json()) as Record<string, any>;
    assert.equal(doc.issuer, `${base}/oidc`);
    assert.equal(doc.authorization_endpoint, `${base}/oidc/auth`);
    assert.equal(doc.token_endpoint, `${base}/oidc/token`);
    assert.equal(doc.jwks_uri, `${base}/oidc/jwks`);
    assert.equal(doc.end_session_endpoint, `${base}/oidc/session/end`);
    assert.deepEqual(doc.code_challenge_methods_supported, ['S256']);
    assert.ok(doc.scopes_supported.includes('openid'));
    assert.ok(doc.response_types_supported.includes('code'));

    const jwks = (await (await fetch(doc.jwks_uri)).json()) as { keys: Array<Record<string, unknown>> };
    const stored = await sql<{ kid: string }>`select kid from signing_keys`.execute(t.handle.db);
    assert.deepEqual(jwks.keys.map((k) => k.kid).sort(), stored.rows.map((r) => r.kid).sort());
    assert.ok(
      jwks.keys.every((k) => k.d === undefined),
      'no private parts published',
    );
  });

  test('authorization code + PKCE: sign-in page, code, JWT access token accepted by the API', async () => {
    const managerId = await userId('manager@demo.local');
    const browser = new Browser(base);
    const { html } = await openSignInPage(browser);
    assert.match(html, /name="email"/);
    assert.match(html, /name="password" type="password"/);
    assert.match(html, /Forgot password\?/);
    assert.ok(html.includes(`href="${base}/forgotPassword"`));
    assert.match(html, /toggle-password/, 'show/hide password toggle');
    assert.doesNotMatch(html, /fonts\.googleapis|https:\/\/(?!127)/, 'no external resources');

    const { tokens } = await signIn('manager@demo.local', PASSWORD, browser);
    assert.ok(tokens);
    assert.equal(tokens.token_type, 'Bearer');
    const { header, payload } = decodeJwt(tokens.access_token);
    assert.equal(header.alg, 'RS256');
    assert.equal(payload.iss, `${base}/oidc`);
    assert.equal(payload.aud, 'resident-manager-api');
    assert.equal(payload.sub, String(managerId));
    assert.ok(String(payload.scope).split(' ').includes('api'));
    assert.equal(payload.exp - payload.iat, t.config.accessTokenTtl);

    const verified = await createTokenVerifier(t.ctx)(tokens.access_token);
    assert.equal(verified.sub, String(managerId));

    const id = decodeJwt(tokens.id_token).payload;
    assert.equal(id.sub, String(managerId));
    assert.equal(id.email, 'manager@demo.local');
    assert.equal(id.aud, CLIENT_ID);
    assert.ok(id.given_name && id.family_name && id.name);

    const api = await fetch(`${base}/api/users/facilities-permissions`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    assert.equal(api.status, 200);
    const profile = (await api.json()) as { userProfile: { id: number; email: string } };
    assert.equal(profile.userProfile.id, managerId);
    assert.equal(profile.userProfile.email, 'manager@demo.local');

    const last = await sql<{ last_login_at: Date | null }>`select last_login_at from users where id = ${managerId}`.execute(
      t.handle.db,
    );
    assert.ok(last.rows[0].last_login_at, 'last_login_at recorded');

    // Silent renew: with the provider's session a prompt=none request gets a code without any page.
    const silent = await startSignIn(browser, { prompt: 'none', redirect_uri: `${base}/silent-renew.html` });
    assert.equal(silent.res.status, 303);
    const silentParams = new URL(silent.res.headers.get('location')!, base).searchParams;
    assert.ok(silentParams.get('code'), `silent renew code expected, got ${silentParams}`);

    // Refresh token grant keeps issuing API tokens.
    assert.ok(tokens.refresh_token, 'refresh token issued');
    const refreshed = await fetch(`${base}/oidc/token`, {
      method: 'POST',
      headers: FORM,
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
        client_id: CLIENT_ID,
      }).toString(),
    });
    assert.equal(refreshed.status, 200);
    const again = (await refreshed.json()) as { access_token: string };
    assert.equal(decodeJwt(again.access_token).payload.aud, 'resident-manager-api');

    // Provider state is stored in the database (shared by replicas).
    const stored = await sql<{ n: number }>`select count(*)::int as n from oidc_payloads where type = 'Session'`.execute(
      t.handle.db,
    );
    assert.ok(stored.rows[0].n >= 1);

    // RP-initiated logout with id_token_hint: no confirmation question, an auto-submitting form, then /logout.
    const end = await browser.fetch(
      `/oidc/session/end?${new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: `${base}/logout`, state: 'bye' })}`,
    );
    assert.equal(end.status, 200);
    const endHtml = await end.text();
    assert.match(endHtml, /name="logout" value="yes"/);
    assert.match(endHtml, /<form data-auto-submit id="op\.logoutForm"/, 'the page script submits it');
    assert.doesNotMatch(endHtml, /<script>/, 'no inline script');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(endHtml)![1];
    const confirm = await browser.post('/oidc/session/end/confirm', { xsrf, logout: 'yes' });
    assert.equal(confirm.status, 303);
    assert.equal(confirm.headers.get('location'), `${base}/logout?state=bye`);

    // Signed out: silent sign-in now needs a login.
    const after = await startSignIn(browser, { prompt: 'none' });
    assert.equal(after.res.status, 303);
    assert.equal(new URL(after.res.headers.get('location')!, base).searchParams.get('error'), 'login_required');
  });

  test('wrong password and unknown email are refused with the same message', async () => {
    const wrong = await signIn('facility.manager@demo.local', 'Wrong2026!');
    assert.ok(wrong.refused);
    assert.match(wrong.refused, /Unable to authenticate sign in details\./);
    const unknown = await signIn('nobody@demo.local', PASSWORD);
    assert.match(unknown.refused!, /Unable to authenticate sign in details\./);
    // Empty or oversized fields are refused the same way, never with a server error.
    const browser = new Browser(base);
    const { action } = await openSignInPage(browser);
    for (const form of [
      { email: '', password: '' },
      { email: 'x'.repeat(5000), password: 'y' },
      { email: 'a@b.c', password: 'p'.repeat(5000) },
    ]) {
      const res = await browser.post(action, form);
      assert.equal(res.status, 200);
      assert.match(await res.text(), /Unable to authenticate sign in details\./);
    }
    const json = await browser.fetch(action, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ email: ['a'], password: { x: 1 } }),
    });
    assert.ok(json.status < 500);
    // A successful sign-in resets the failure count.
    const ok = await signIn('facility.manager@demo.local', PASSWORD);
    assert.ok(ok.tokens);
    const row = await sql<{
      failed_login_count: number;
    }>`select failed_login_count from users where email = 'facility.manager@demo.local'`.execute(t.handle.db);
    assert.equal(row.rows[0].failed_login_count, 0);
  });

  test('a deactivated user is refused', async () => {
    const res = await signIn('inactive@demo.local', PASSWORD);
    assert.ok(res.refused, 'no tokens for a deactivated user');
    assert.match(res.refused, /deactivated/);
    // Without the right password it learns nothing more than anyone else.
    const wrong = await signIn('inactive@demo.local', 'Wrong2026!');
    assert.equal(errorOf(wrong.refused!), SAME_MESSAGE);
  });

  test('lockout after 5 consecutive failures; the right password is refused while locked', async () => {
    const email = 'finance@demo.local';
    for (let i = 1; i <= 4; i++) {
      const r = await signIn(email, `Wrong${i}Pass`);
      assert.equal(errorOf(r.refused!), SAME_MESSAGE, `failure ${i}`);
    }
    // The failure that locks the account is answered like any other: the page does not say the account exists.
    const fifth = await signIn(email, 'Wrong5Pass');
    assert.equal(errorOf(fifth.refused!), SAME_MESSAGE);
    assert.doesNotMatch(fifth.refused!, /locked/i);
    const lockAudit = await sql<{ n: number }>`select count(*)::int as n from audit_log
      where action = 'signInLockedOut' and entity_id = ${String(await userId(email))}`.execute(t.handle.db);
    assert.equal(lockAudit.rows[0].n, 1, 'the lockout is audited once');
    const locked = await signIn(email, PASSWORD);
    assert.ok(locked.refused, 'the right password is refused while locked');
    assert.equal(errorOf(locked.refused), SAME_MESSAGE, 'with the same message as a wrong password');
    assert.equal(errorOf((await signIn(email, 'Wrong6Pass')).refused!), SAME_MESSAGE);
    assert.equal(errorOf((await signIn('nobody.at.all@demo.local', PASSWORD)).refused!), SAME_MESSAGE, 'and as an unknown email');
    const row = await sql<{ locked_until: Date }>`select locked_until from users where email = ${email}`.execute(t.handle.db);
    const minutes = (new Date(row.rows[0].locked_until).getTime() - Date.now()) / 60000;
    assert.ok(minutes > 14 && minutes <= 15, `locked for 15 minutes (got ${minutes})`);

    // Once the lock has run out, the right password works again.
    await sql`update users set locked_until = now() - interval '1 second' where email = ${email}`.execute(t.handle.db);
    const ok = await signIn(email, PASSWORD);
    assert.ok(ok.tokens, 'signed in after the lock expired');
    const after = await sql<{
      locked_until: Date | null;
      failed_login_count: number;
    }>`select locked_until, failed_login_count from users where email = ${email}`.execute(t.handle.db);
    assert.equal(after.rows[0].locked_until, null);
    assert.equal(after.rows[0].failed_login_count, 0);
  });

  test('a second replica on the same database continues the same sign-in (state and cookie keys in the database)', async () => {
    // Another API process: its own provider instance, nothing shared but the database.
    const replica = await buildApp(t.ctx, { logger: false });
    const port = await freePort();
    await replica.listen({ port, host: '127.0.0.1' });
    const replicaBase = `http://127.0.0.1:${port}`;
    try {
      const browser = new Browser(base);
      const { action, verifier } = await openSignInPage(browser);
      // The credentials are posted to the replica (as a load balancer might), with the cookies set by the first.
      const login = await browser.post(`${replicaBase}${action}`, { email: 'admin@demo.local', password: PASSWORD });
      assert.equal(login.status, 303);
      const params = await followToCallback(browser, new URL(login.headers.get('location')!, base).href);
      const res = await fetch(`${replicaBase}/oidc/token`, {
        method: 'POST',
        headers: FORM,
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: params.get('code')!,
          redirect_uri: `${base}/login`,
          client_id: CLIENT_ID,
          code_verifier: verifier,
        }).toString(),
      });
      assert.equal(res.status, 200);
      const tokens = (await res.json()) as { access_token: string };
      const { payload } = decodeJwt(tokens.access_token);
      assert.equal(payload.iss, `${base}/oidc`, 'the issuer comes from PUBLIC_URL, not from the host that answered');
      assert.equal(payload.sub, String(await userId('admin@demo.local')));
      assert.equal((await createTokenVerifier(t.ctx)(tokens.access_token)).sub, payload.sub);
    } finally {
      await replica.close();
    }
  });

  test('an expired or unknown interaction shows the product page, not a stack trace', async () => {
    const res = await fetch(`${base}/oidc/interaction/does-not-exist`);
    assert.equal(res.status, 400);
    const html = await res.text();
    assert.match(html, /Unable to sign in\./);
    assert.match(html, /Resident Manager/);
    const bad = await fetch(`${base}/oidc/auth?client_id=unknown-client&response_type=code&scope=openid`);
    assert.equal(bad.status, 400);
    const errHtml = await bad.text();
    assert.match(errHtml, /Resident Manager/);
    assert.doesNotMatch(errHtml, /fonts\.googleapis/);
  });
});

describe('forgot and reset password', () => {
  async function outboxFor(email: string) {
    const r = await sql<{ subject: string; text_body: string; html_body: string | null }>`
      select subject, text_body, html_body from mail_outbox where to_address = ${email} order by id`.execute(t.handle.db);
    return r.rows;
  }

  async function waitForMail(email: string, count: number) {
    for (let i = 0; i < 100; i++) {
      const rows = await outboxFor(email);
      if (rows.length >= count) return rows;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no mail for ${email}`);
  }

  function post(path: string, body: unknown) {
    return fetch(`${base}${path}`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });
  }

  test('invalid email is refused with the seed message; unknown email is answered like a known one', async () => {
    for (const email of ['not-an-email', '', 'a@b', 'two@@at.com']) {
      const res = await post('/api/account/forgot-password', { email });
      assert.equal(res.status, 400, email);
      assert.deepEqual(await res.json(), { modelState: { email: ['Please provide a valid email address.'] } });
    }
    const missing = await post('/api/account/forgot-password', {});
    assert.equal(missing.status, 400);
    assert.deepEqual(await missing.json(), { modelState: { email: ['Please provide a valid email address.'] } });

    const unknown = await post('/api/account/forgot-password', { email: 'nobody@demo.local' });
    assert.equal(unknown.status, 200);
    const inactive = await post('/api/account/forgot-password', { email: 'inactive@demo.local' });
    assert.equal(inactive.status, 200);
    await new Promise((r) => setTimeout(r, 200));
    assert.equal((await outboxFor('nobody@demo.local')).length, 0);
    assert.equal((await outboxFor('inactive@demo.local')).length, 0);
  });

  test('mailed link -> validate -> weak password refused -> reset -> new password signs in, old does not', async () => {
    const email = 'carer@demo.local';
    const res = await post('/api/account/forgot-password', { email: 'Carer@Demo.Local' });
    assert.equal(res.status, 200);
    const [mail] = await waitForMail(email, 1);
    assert.equal(mail.subject, 'Reset your Resident Manager password');
    const m = new RegExp(`${base.replace(/[.:/]/g, '\\$&')}/resetPassword\\?salt=([A-Za-z0-9_-]+)`).exec(mail.text_body);
    assert.ok(m, `link in the mail: ${mail.text_body}`);
    const salt = m[1];
    assert.ok(mail.html_body?.includes(`/resetPassword?salt=${salt}`));

    // Only the hash of the token is stored.
    const stored = await sql<{
      token_hash: string;
    }>`select token_hash from password_reset_tokens t join users u on u.id = t.user_id where u.email = ${email}`.execute(
      t.handle.db,
    );
    assert.equal(stored.rows.length, 1);
    assert.notEqual(stored.rows[0].token_hash, salt);
    assert.equal(stored.rows[0].token_hash, createHash('sha256').update(salt).digest('hex'));

    const valid = await fetch(`${base}/api/account/validate-reset-link?salt=${encodeURIComponent(salt)}`);
    assert.equal(valid.status, 200);
    assert.deepEqual(await valid.json(), { isValid: true });

    for (const weak of ['short1A', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere']) {
      const r = await post('/api/account/reset-password', { newPassword: weak, salt });
      assert.equal(r.status, 400, weak);
      assert.deepEqual(await r.json(), { modelState: { newPassword: ['New password does not meet security requirements'] } });
    }

    // An existing sign-in of this user ends with the reset.
    const before = await signIn(email, PASSWORD);
    assert.ok(before.tokens);

    const ok = await post('/api/account/reset-password', { newPassword: 'Fresh2026Pass', salt });
    assert.equal(ok.status, 200);
    const hash = await sql<{ password_hash: string }>`select password_hash from users where email = ${email}`.execute(
      t.handle.db,
    );
    assert.ok(await verifyPassword(hash.rows[0].password_hash, 'Fresh2026Pass'));

    const silent = await startSignIn(before.browser, { prompt: 'none' });
    assert.equal(new URL(silent.res.headers.get('location')!, base).searchParams.get('error'), 'login_required');

    // The link is used up.
    const used = await fetch(`${base}/api/account/validate-reset-link?salt=${encodeURIComponent(salt)}`);
    assert.equal(used.status, 400);
    assert.deepEqual(await used.json(), { modelState: { salt: ['Invalid link'] } });
    const reuse = await post('/api/account/reset-password', { newPassword: 'Another2026Pass', salt });
    assert.equal(reuse.status, 400);
    assert.deepEqual(await reuse.json(), { modelState: { salt: ['Invalid link'] } });

    const oldPassword = await signIn(email, PASSWORD);
    assert.match(oldPassword.refused!, /Unable to authenticate sign in details\./);
    const newPassword = await signIn(email, 'Fresh2026Pass');
    assert.ok(newPassword.tokens, 'signed in with the new password');
    const audited = await sql<{ action: string }>`select action from audit_log
      where entity = 'user' and entity_id = ${String(await userId(email))} and user_id = ${await userId(email)} order by id`.execute(
      t.handle.db,
    );
    const actions = audited.rows.map((r) => r.action);
    assert.ok(actions.includes('resetPassword'), `the reset is audited (${actions})`);
    assert.ok(
      actions.includes('signInFailed') && actions.lastIndexOf('signIn') > actions.indexOf('resetPassword'),
      `sign-ins are audited (${actions})`,
    );
    assert.equal(decodeJwt(newPassword.tokens.access_token).payload.sub, String(await userId(email)));
  });

  test('missing, unknown and expired links are invalid', async () => {
    const missing = await fetch(`${base}/api/account/validate-reset-link`);
    assert.equal(missing.status, 400);
    assert.deepEqual(await missing.json(), { modelState: { salt: ['Invalid link'] } });
    const unknown = await fetch(`${base}/api/account/validate-reset-link?salt=${randomBytes(32).toString('base64url')}`);
    assert.equal(unknown.status, 400);
    assert.deepEqual(await unknown.json(), { modelState: { salt: ['Invalid link'] } });
    for (const junk of ['', 'x'.repeat(5000), '%00', "' or 1=1 --", '[]', 'null']) {
      const res = await fetch(`${base}/api/account/validate-reset-link?salt=${encodeURIComponent(junk)}`);
      assert.equal(res.status, 400, junk.slice(0, 20));
      assert.deepEqual(await res.json(), { modelState: { salt: ['Invalid link'] } });
      const reset = await post('/api/account/reset-password', { newPassword: 'Strong2026Pass', salt: junk });
      assert.deepEqual(await reset.json(), { modelState: { salt: ['Invalid link'] } });
      const forgot = await post('/api/account/forgot-password', { email: junk });
      assert.deepEqual(await forgot.json(), { modelState: { email: ['Please provide a valid email address.'] } });
    }
    const longPassword = await post('/api/account/reset-password', { newPassword: `Aa1${'x'.repeat(5000)}`, salt: 'nope' });
    assert.equal(longPassword.status, 400);
    assert.ok(((await longPassword.json()) as { modelState: Record<string, string[]> }).modelState.newPassword);
    const notJson = await fetch(`${base}/api/account/forgot-password`, { method: 'POST', headers: JSON_HEADERS, body: '{oops' });
    assert.equal(notJson.status, 400);

    const both = await post('/api/account/reset-password', { newPassword: 'weak', salt: 'nope' });
    assert.equal(both.status, 400);
    assert.deepEqual(await both.json(), {
      modelState: { newPassword: ['New password does not meet security requirements'], salt: ['Invalid link'] },
    });
    const noSalt = await post('/api/account/reset-password', { newPassword: 'Strong2026Pass' });
    assert.deepEqual(await noSalt.json(), { modelState: { salt: ['Invalid link'] } });

    const email = 'system@demo.local';
    assert.equal((await post('/api/account/forgot-password', { email })).status, 200);
    const [mail] = await waitForMail(email, 1);
    const salt = /salt=([A-Za-z0-9_-]+)/.exec(mail.text_body)![1];
    await sql`update password_reset_tokens set expires_at = now() - interval '1 second'
              where token_hash = ${createHash('sha256').update(salt).digest('hex')}`.execute(t.handle.db);
    const expired = await fetch(`${base}/api/account/validate-reset-link?salt=${salt}`);
    assert.equal(expired.status, 400);
    assert.deepEqual(await expired.json(), { modelState: { salt: ['Invalid link'] } });
    const reset = await post('/api/account/reset-password', { newPassword: 'Strong2026Pass', salt });
    assert.deepEqual(await reset.json(), { modelState: { salt: ['Invalid link'] } });
  });

  test('forgot password is rate-limited per account without saying so', async () => {
    const email = 'admin@demo.local';
    for (let i = 0; i < 7; i++) {
      const res = await post('/api/account/forgot-password', { email });
      assert.equal(res.status, 200);
    }
    await waitForMail(email, 5);
    await new Promise((r) => setTimeout(r, 200));
    assert.equal((await outboxFor(email)).length, 5);
  });
});

describe('with an external OpenID provider (OIDC_ISSUER)', () => {
  test('no embedded provider is mounted; the account API stays', async () => {
    const ext = await createTestContext({ demo: false, env: { OIDC_ISSUER: 'https://login.example.com/realms/rm' } });
    try {
      const discovery = await ext.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
      assert.notEqual(
        discovery.headers['content-type']?.toString().includes('application/json') && discovery.statusCode === 200,
        true,
      );
      const interaction = await ext.app.inject({ method: 'GET', url: '/oidc/interaction/abc' });
      assert.doesNotMatch(interaction.body, /Unable to sign in\./);
      const forgot = await ext.app.inject({ method: 'POST', url: '/api/account/forgot-password', payload: { email: 'bad' } });
      assert.equal(forgot.statusCode, 400);
      assert.deepEqual(forgot.json(), { modelState: { email: ['Please provide a valid email address.'] } });
      const payloads = await sql<{ n: number }>`select count(*)::int as n from auth_secrets`.execute(ext.handle.db);
      assert.equal(payloads.rows[0].n, 0, 'no provider secrets created');
    } finally {
      await ext.close();
    }
  });
});
