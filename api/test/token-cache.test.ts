/** The guard's verified-token cache (src/http/routes.ts cachedTokenVerifier): what it saves and what it never lets through. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { VERIFIED_TOKEN_TTL_MS, cachedTokenVerifier } from '../src/http/routes';
import type { TokenVerifier } from '../src/security/keys';
import { createTestContext } from './helpers';

function counting(expSeconds: number | undefined) {
  const calls: string[] = [];
  const verify: TokenVerifier = async (token) => {
    calls.push(token);
    if (token === 'bad') throw new Error('signature');
    return { sub: '1', scope: 'api', exp: expSeconds };
  };
  return { calls, verify };
}

test('a verified token is not verified again within the minute; after it, it is', async () => {
  let now = 1_000_000;
  const { calls, verify } = counting(now / 1000 + 3600);
  const cached = cachedTokenVerifier(verify, () => now);
  await cached('a');
  await cached('a');
  assert.equal(calls.length, 1);
  now += VERIFIED_TOKEN_TTL_MS;
  await cached('a');
  assert.equal(calls.length, 2);
});

test('a cached token is refused once its exp has passed (verified again, which refuses it)', async () => {
  let now = 1_000_000;
  const { calls, verify } = counting(now / 1000 + 10);
  const cached = cachedTokenVerifier(verify, () => now);
  await cached('a');
  now += 10_000;
  await cached('a');
  assert.equal(calls.length, 2, 'at exp the token goes back to the verifier');
});

test('a token that fails verification is not cached; a token without exp is never served from the cache', async () => {
  const { calls, verify } = counting(undefined);
  const cached = cachedTokenVerifier(verify, () => 5_000);
  await assert.rejects(cached('bad'));
  await assert.rejects(cached('bad'));
  await cached('b');
  await cached('b');
  assert.deepEqual(calls, ['bad', 'bad', 'b', 'b']);
});

test('with the cache, a deactivated user is still refused on the next call with the same token', async () => {
  const t = await createTestContext();
  try {
    const headers = await t.authFor('manager@demo.local');
    const ok = await t.app.inject({ method: 'GET', url: '/api/users/facilities-permissions', headers });
    assert.equal(ok.statusCode, 200);
    await t.handle.db.updateTable('users').set({ is_active: false }).where('email', '=', 'manager@demo.local').execute();
    const refused = await t.app.inject({ method: 'GET', url: '/api/users/facilities-permissions', headers });
    assert.equal(refused.statusCode, 401);
  } finally {
    await t.close();
  }
});
