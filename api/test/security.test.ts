/**
 * Security suite generated from the route registry (every route declared with defineRoute):
 * no token => 401; another facility => 404/403 without data; missing facilityId => 400; without the permission => 403;
 * non-system user on system routes => 403; malformed input => 400 with modelState, never 500.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Fastify from 'fastify';
import { codeForPermissionName } from 'shared-domain/permissions';
import { registerErrorHandling } from '../src/http/errors';
import { defineRoute, setupRoutes, type RouteInfo } from '../src/http/routes';
import { createTestContext, type TestContext } from './helpers';
import { schemaOf } from './contract-walk';
import { homeFacility, requestRoute, type RouteRequest } from './security-request';

let t: TestContext;
let routes: RouteInfo[];
before(async () => {
  t = await createTestContext();
  routes = t.app.routeRegistry;
});
after(async () => {
  await t?.close();
});

const USERS = [
  'manager@demo.local',
  'facility.manager@demo.local',
  'carer@demo.local',
  'finance@demo.local',
  'admin@demo.local',
  'system@demo.local',
];

/** The shared request helper (security-request.ts) on this file's app. */
function request(r: RouteInfo, opts: RouteRequest) {
  return requestRoute(t.app, r, opts);
}

describe('generated from the route registry', () => {
  test('the registry holds the issue 2 routes', () => {
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    for (const u of [
      'GET /api/dashboard',
      'GET /api/ilu-dashboard',
      'GET /api/residents/search',
      'POST /api/system/maintenance-notice',
      'GET /api/users/facilities-permissions',
    ]) {
      assert.ok(urls.includes(u), u);
    }
  });

  test('every non-anonymous route without a token (or with a garbage token) => 401', async () => {
    for (const r of routes.filter((x) => x.scope !== 'anonymous')) {
      for (const token of [undefined, 'garbage.token.value']) {
        const res = await request(r, { token });
        assert.equal(res.statusCode, 401, `${r.method} ${r.url}`);
        assert.equal(typeof res.json().message, 'string');
      }
    }
  });

  test('every non-streaming route answers its example for an authorised user (2xx)', async () => {
    const token = await t.tokenFor('system@demo.local');
    for (const r of routes.filter((x) => !x.stream && x.scope !== 'anonymous')) {
      const res = await request(r, { token });
      assert.ok(res.statusCode >= 200 && res.statusCode < 300, `${r.method} ${r.url}: ${res.statusCode} ${res.body}`);
    }
  });

  test("every facility-scoped route with another facility's id => 404 or 403 and no data", async () => {
    const token = await t.tokenFor('facility.manager@demo.local'); // only Bayside Gardens (1)
    for (const r of routes.filter((x) => x.scope === 'facility')) {
      for (const other of ['2', '3', '4', '999999']) {
        const res = await request(r, { token, facilityId: other });
        assert.ok([403, 404].includes(res.statusCode), `${r.method} ${r.url} facility ${other}: ${res.statusCode}`);
        assert.deepEqual(Object.keys(res.json()), ['message']);
      }
    }
  });

  test('every facility-scoped route without facilityId => 400 modelState.facilityId; malformed facilityId => 400', async () => {
    const token = await t.tokenFor('manager@demo.local');
    for (const r of routes.filter((x) => x.scope === 'facility')) {
      const res = await request(r, { token, facilityId: null });
      assert.equal(res.statusCode, 400, `${r.method} ${r.url}`);
      assert.deepEqual(res.json().modelState.facilityId, ['The facilityId field is required.']);
      for (const bad of ['abc', '-1', '1 or 1=1', '99999999999999999999', '1.5']) {
        const r2 = await request(r, { token, facilityId: bad });
        assert.equal(r2.statusCode, 400, `${r.method} ${r.url} facilityId=${bad}`);
        assert.ok(r2.json().modelState.facilityId);
      }
    }
  });

  test('every route with a permission => 403 for a user lacking it (with access to the facility)', async () => {
    const db = t.handle.db;
    let checked = 0;
    for (const r of routes.filter((x) => x.permission)) {
      const code = codeForPermissionName(r.permission!.name)!;
      const flagColumn = (
        { canView: 'can_view', canModify: 'can_modify', canRemove: 'can_remove', canAction: 'can_action' } as const
      )[r.permission!.flag];
      const facility = homeFacility(r);
      const lacking = await db
        .selectFrom('users as u')
        .select('u.email')
        .where('u.is_active', '=', true)
        .where('u.email', 'in', USERS)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('role_permissions as rp')
                .select('rp.role_id')
                .whereRef('rp.role_id', '=', 'u.role_id')
                .where('rp.permission_code', '=', code)
                .where(flagColumn, '=', true),
            ),
          ),
        )
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('user_facilities as uf')
              .select('uf.user_id')
              .whereRef('uf.user_id', '=', 'u.id')
              .where('uf.facility_id', '=', facility),
          ),
        )
        .execute();
      assert.ok(lacking.length > 0, `a demo user lacks ${r.permission!.name} ${r.permission!.flag}`);
      for (const u of lacking) {
        const res = await request(r, { token: await t.tokenFor(u.email) });
        assert.equal(res.statusCode, 403, `${u.email} ${r.method} ${r.url}`);
        assert.deepEqual(Object.keys(res.json()), ['message']);
        checked++;
      }
    }
    assert.ok(checked > 0);
  });

  test('every system route => 403 for users who are not system users', async () => {
    for (const r of routes.filter((x) => x.scope === 'system')) {
      for (const who of ['manager@demo.local', 'admin@demo.local', 'carer@demo.local']) {
        const res = await request(r, { token: await t.tokenFor(who) });
        assert.equal(res.statusCode, 403, `${who} ${r.method} ${r.url}`);
      }
    }
  });

  test('malformed input => 400 with modelState, never 500', async () => {
    const token = await t.tokenFor('system@demo.local');
    const junk = ['', 'x'.repeat(5000), '-1', '1e999', '{"a":1}', '%00', 'null', '[]', "' or 1=1 --"];
    for (const r of routes.filter((x) => !x.stream && x.scope !== 'anonymous')) {
      const schema = schemaOf(r, 'querystring')?.properties ?? {};
      for (const name of Object.keys(schema)) {
        for (const value of junk) {
          const res = await request(r, { token, query: { [name]: value } });
          assert.ok(res.statusCode < 500, `${r.method} ${r.url} ${name}=${value.slice(0, 20)}: ${res.statusCode}`);
          if (res.statusCode === 400) assert.ok(res.json().modelState, `${r.url} ${name}: modelState`);
        }
      }
      // Bodies only where a body is sent (DELETE carries none).
      if (r.method !== 'GET' && r.method !== 'DELETE') {
        for (const raw of [
          '{"message":',
          '[]',
          '"text"',
          '{"message": {"a": 1}}',
          '{}',
          '{"message": ""}',
          '{"message": null}',
        ]) {
          const res = await request(r, { token, rawBody: raw });
          assert.equal(res.statusCode, 400, `${r.method} ${r.url} body ${raw}`);
          assert.ok(res.json().modelState, `${r.url} body ${raw}`);
        }
      }
    }
  });
});

test('paged list rejects take > 100 and negative skip with modelState', async () => {
  const token = await t.tokenFor('system@demo.local');
  const headers = { authorization: `Bearer ${token}` };
  const big = await t.app.inject({ url: '/api/system/outbox?take=101', headers });
  assert.equal(big.statusCode, 400);
  assert.ok(big.json().modelState.take);
  const neg = await t.app.inject({ url: '/api/system/outbox?skip=-1', headers });
  assert.ok(neg.json().modelState.skip);
});

test('feature-flag guard: 404 (or 403) when the flag is off, allowed when on', async () => {
  const app = Fastify();
  registerErrorHandling(app);
  setupRoutes(app, t.ctx);
  defineRoute(app, {
    method: 'GET',
    url: '/flagged',
    scope: 'facility',
    featureFlag: { name: 'enableAgedCareAct2025', level: 'facility' },
    handler: async () => ({ ok: true }),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/flagged-403',
    scope: 'user',
    featureFlag: { name: 'enablePrivateResidents', level: 'system', status: 403 },
    handler: async () => ({ ok: true }),
  });
  await app.ready();
  const headers = { authorization: `Bearer ${await t.tokenFor('manager@demo.local')}` };
  assert.equal((await app.inject({ url: '/flagged?facilityId=1', headers })).statusCode, 200); // on at Bayside Gardens
  assert.equal((await app.inject({ url: '/flagged?facilityId=2', headers })).statusCode, 404); // off at Carlton House
  assert.equal((await app.inject({ url: '/flagged-403', headers })).statusCode, 200);
  await t.handle.db
    .updateTable('system_feature_flags')
    .set({ value: false })
    .where('name', '=', 'enablePrivateResidents')
    .execute();
  assert.equal((await app.inject({ url: '/flagged-403', headers })).statusCode, 403);
  await t.handle.db
    .updateTable('system_feature_flags')
    .set({ value: true })
    .where('name', '=', 'enablePrivateResidents')
    .execute();
  await app.close();
});

test('unknown /api path => 404 JSON; unexpected errors => 500 generic message', async () => {
  const res = await t.app.inject({ url: '/api/does-not-exist' });
  assert.equal(res.statusCode, 404);
  assert.ok(res.json().message);
  const app = Fastify();
  registerErrorHandling(app);
  app.get('/boom', async () => {
    throw new Error('secret internals');
  });
  const boom = await app.inject({ url: '/boom' });
  assert.equal(boom.statusCode, 500);
  assert.deepEqual(boom.json(), { message: 'An unexpected error occurred.' });
  await app.close();
});
