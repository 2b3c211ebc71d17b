// Signs a demo user in through the embedded OpenID provider as the browser does (authorization code + PKCE, the
// sign-in form, the redirects with their cookies) and answers the access token: the fault suite's load generator and
// the cluster's smoke checks use it. Node built-ins only.
import { createHash, randomBytes } from 'node:crypto';

export const CLIENT_ID = 'resident-manager-web';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** A cookie jar (by name and path) with redirects followed by hand. */
class Jar {
  cookies = new Map();
  constructor(base) {
    this.base = base;
  }
  async fetch(url, init = {}) {
    const target = new URL(url, this.base);
    const headers = new Headers(init.headers);
    const send = [...this.cookies.values()].filter((c) => target.pathname.startsWith(c.path));
    if (send.length) headers.set('cookie', send.map((c) => `${c.name}=${c.value}`).join('; '));
    const res = await fetch(target, { ...init, headers, redirect: 'manual', signal: AbortSignal.timeout(15_000) });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const p = attrs.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const expired = attrs.some((a) => /^expires=.*1970/i.test(a) || /^max-age=0$/i.test(a));
      if (expired || value === '') this.cookies.delete(`${name}|${p}`);
      else this.cookies.set(`${name}|${p}`, { name, value, path: p });
    }
    return res;
  }
}

/**
 * Signs `email` in at `base` (the product's public URL, e.g. nginx's) and answers { accessToken, expiresIn }. Throws
 * with the step that failed.
 */
export async function signIn(base, email, password = 'Demo2026!') {
  const jar = new Jar(base);
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = randomBytes(8).toString('hex');
  const redirectUri = `${base}/login`;
  const params = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email api',
    state,
    nonce: randomBytes(8).toString('hex'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  let res = await jar.fetch(`/oidc/auth?${params}`);
  if (res.status !== 303) throw new Error(`sign-in: /oidc/auth answered ${res.status}`);
  const page = await jar.fetch(res.headers.get('location'));
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  if (!action) throw new Error(`sign-in: no form on the sign-in page (${page.status})`);
  res = await jar.fetch(action, { method: 'POST', headers: FORM, body: new URLSearchParams({ email, password }).toString() });
  if (res.status !== 303) throw new Error(`sign-in: the form answered ${res.status}`);
  let next = new URL(res.headers.get('location'), base).href;
  for (let hops = 0; !next.startsWith(redirectUri); hops++) {
    if (hops > 6) throw new Error('sign-in: too many redirects');
    res = await jar.fetch(next);
    if (res.status !== 303) throw new Error(`sign-in: ${next} answered ${res.status}`);
    next = new URL(res.headers.get('location'), base).href;
  }
  const back = new URL(next).searchParams;
  if (back.get('state') !== state || !back.get('code')) throw new Error(`sign-in: unexpected callback ${back}`);
  const token = await fetch(`${base}/oidc/token`, {
    method: 'POST',
    headers: FORM,
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: back.get('code'),
      redirect_uri: redirectUri,
      client_id: CLIENT_ID,
      code_verifier: verifier,
    }).toString(),
    signal: AbortSignal.timeout(15_000),
  });
  const body = await token.json();
  if (token.status !== 200) throw new Error(`sign-in: token endpoint answered ${token.status} ${JSON.stringify(body)}`);
  return { accessToken: body.access_token, expiresIn: body.expires_in };
}
