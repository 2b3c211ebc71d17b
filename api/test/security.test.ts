/**
 * Security suite generated from the route registry (every route declared with defineRoute):
 * no token => 401; another facility => 404/403 without data; missing facilityId => 400; without the permission => 403;
 * non-system user on system routes => 403; malformed input => 400 with modelState, never 500; every route that writes
 * users or roles refuses a facility manager's escalation (beyond their permissions, their facilities or their own role)
 * with 403, nothing written but the audit row of the attempt.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Fastify from 'fastify';
import { codeForPermissionName } from 'shared-domain/permissions';
import { registerErrorHandling } from '../src/http/errors';
import { defineRoute, setupRoutes, type RouteInfo } from '../src/http/routes';
import { guardReads } from '../src/modules/auth/index';
import { createTestContext, type TestContext } from './helpers';
import { schemaOf } from './contract-walk';
import {
  changedTables,
  fingerprint,
  homeFacility,
  requestRoute,
  resolveExample,
  tableNames,
  type RouteRequest,
} from './security-request';

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
  test('the registry holds the platform routes (dashboards, search, maintenance notice, permissions)', () => {
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
      // In registry order on one database: what an example needs of it is looked up just before it is sent.
      const res = await request(await resolveExample({ db: t.handle.db, app: t.app, token }, r), { token });
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
        // A route whose body is free text (the seed's JSON string bodies: an allocation's notes) takes a JSON string.
        const body = schemaOf(r, 'body');
        const textBody = body?.type === 'string' && !body.enum;
        for (const raw of [
          '{"message":',
          '[]',
          '"text"',
          '{"message": {"a": 1}}',
          '{}',
          '{"message": ""}',
          '{"message": null}',
        ]) {
          if (textBody && raw === '"text"') continue;
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
  setupRoutes(app, t.ctx, guardReads);
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

// ---- Escalation: the routes that write users or roles, tried beyond the caller's rights

/** The permissions that guard writes of users and roles: every write route behind one of them has escalation cases. */
const RIGHTS_PERMISSIONS = ['manageUsers', 'manageRoles', 'activateDeactivateUsers'];

/**
 * One attempt beyond the caller's rights (shared-domain/admin-users-rights), as the facility manager unless `who` says
 * otherwise: facility.manager@demo.local holds every permission but 600-699 (organisation details, device activation,
 * device expiry notification, record history) at Bayside Gardens only, with manageUsers and manageRoles; their role is
 * Facility manager (2). The administrator (admin@demo.local, user 5, role 5) works at all four facilities and holds
 * organisation details.
 */
interface Escalation {
  what: string;
  who?: string;
  request: () => Promise<RouteRequest>;
}

const flags = (v: boolean, m = false) => ({ canView: v, canModify: m, canRemove: false, canAction: false });

async function roleNow(id: number) {
  const role = await t.handle.db.selectFrom('roles').select(['name', 'version']).where('id', '=', id).executeTakeFirstOrThrow();
  const permissions = await t.handle.db
    .selectFrom('role_permissions')
    .select(['permission_code', 'can_view', 'can_modify', 'can_remove', 'can_action'])
    .where('role_id', '=', id)
    .orderBy('permission_code')
    .execute();
  return {
    id,
    name: role.name,
    version: role.version,
    activePermissions: permissions.map((p) => ({
      permissionCode: p.permission_code,
      canView: p.can_view,
      canModify: p.can_modify,
      canRemove: p.can_remove,
      canAction: p.can_action,
    })),
  };
}

const versionOf = async (userId: number) =>
  (await t.handle.db.selectFrom('users').select('version').where('id', '=', userId).executeTakeFirstOrThrow()).version;

const newUser = (roleId: number) => ({
  firstName: 'Escalation',
  lastName: `Attempt${roleId}`,
  email: `escalation.attempt${roleId}@demo.local`,
  password: 'Welcome2026',
  roleId,
  userFacilities: [1],
});

const ESCALATIONS: Record<string, Escalation[]> = {
  'POST /api/roles': [
    {
      what: 'a new role with a permission they do not hold (record history)',
      request: async () => ({
        body: { name: 'Escalation readers', activePermissions: [{ permissionCode: 604, ...flags(true) }] },
      }),
    },
    {
      what: 'their own role widened with organisation details and record history',
      request: async () => {
        const own = await roleNow(2);
        own.activePermissions.push({ permissionCode: 601, ...flags(true, true) }, { permissionCode: 604, ...flags(true) });
        return { body: own };
      },
    },
    {
      what: 'their own role, unchanged',
      request: async () => ({ body: await roleNow(2) }),
    },
    {
      what: 'another role (care staff) widened with a permission they do not hold',
      request: async () => {
        const care = await roleNow(3);
        care.activePermissions.push({ permissionCode: 604, ...flags(true) });
        return { body: care };
      },
    },
    {
      what: "a permission they do not hold removed from another role (the administrator's organisation details)",
      request: async () => {
        const admin = await roleNow(5);
        admin.activePermissions = admin.activePermissions.filter((p) => p.permissionCode !== 601);
        return { body: admin };
      },
    },
    {
      what: 'the organisation manager role',
      request: async () => ({ body: { ...(await roleNow(1)), activePermissions: [] } }),
    },
    {
      what: 'their own role, by the administrator',
      who: 'admin@demo.local',
      request: async () => ({ body: await roleNow(5) }),
    },
  ],
  'POST /api/users/save': [
    {
      what: 'a new user given a role with a permission they do not hold (administrator)',
      request: async () => ({ body: newUser(5) }),
    },
    {
      what: 'a new user given the organisation manager role',
      request: async () => ({ body: newUser(1) }),
    },
    {
      what: 'the administrator (all four facilities) edited, with a new password',
      request: async () => ({
        body: {
          id: 5,
          firstName: 'Adam',
          lastName: 'Kowalski',
          email: 'admin@demo.local',
          password: 'Taken0ver2026',
          roleId: 5,
          userFacilities: [1],
          version: await versionOf(5),
        },
      }),
    },
    {
      what: 'their own role changed',
      request: async () => ({
        body: {
          id: 2,
          firstName: 'Fiona',
          lastName: 'Barker',
          email: 'facility.manager@demo.local',
          roleId: 3,
          userFacilities: [1],
          version: await versionOf(2),
        },
      }),
    },
  ],
  'POST /api/users/:id/deactivate': [
    {
      what: 'the administrator, who works at all four facilities',
      request: async () => ({ params: { id: '5' }, body: { version: await versionOf(5) } }),
    },
    {
      what: 'the organisation manager',
      request: async () => ({ params: { id: '1' }, body: { version: await versionOf(1) } }),
    },
  ],
  'POST /api/users/:id/activate': [
    {
      what: 'the administrator, who works at all four facilities',
      request: async () => ({ params: { id: '5' }, body: { version: await versionOf(5) } }),
    },
  ],
};

describe('escalation, generated from the route registry', () => {
  const writesRights = () =>
    routes.filter((r) => r.method !== 'GET' && r.permission && RIGHTS_PERMISSIONS.includes(r.permission.name));

  test('every route that writes users or roles has escalation cases, and every case names a route', () => {
    const keys = writesRights().map((r) => `${r.method} ${r.url}`);
    assert.ok(keys.length >= 4);
    for (const key of keys) assert.ok(ESCALATIONS[key]?.length, `${key}: add its escalation cases to ESCALATIONS`);
    for (const key of Object.keys(ESCALATIONS)) assert.ok(keys.includes(key), `${key}: no such route writes users or roles`);
  });

  test('each attempt => 403 with the reason, nothing written but one audit row of the attempt', async () => {
    const tables = await tableNames(t.handle.db);
    const failures: string[] = [];
    for (const r of writesRights()) {
      for (const c of ESCALATIONS[`${r.method} ${r.url}`] ?? []) {
        const who = c.who ?? 'facility.manager@demo.local';
        const token = await t.tokenFor(who); // the signing key exists before the fingerprint
        const opts = await c.request();
        const { id: lastId } = await t.handle.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.coalesce(eb.fn.max('id'), eb.lit(0)).as('id'))
          .executeTakeFirstOrThrow();
        const before = await fingerprint(t.handle.db, tables);
        const res = await request(r, { token, ...opts });
        const written = changedTables(before, await fingerprint(t.handle.db, tables));
        const rows = await t.handle.db.selectFrom('audit_log').select(['action', 'details']).where('id', '>', lastId).execute();
        const label = `${r.method} ${r.url} as ${who}: ${c.what}`;
        const body = res.json() as Record<string, unknown>;
        if (res.statusCode !== 403) failures.push(`${label}: answered ${res.statusCode} ${res.body.slice(0, 200)}`);
        else if (Object.keys(body).join() !== 'message' || typeof body.message !== 'string')
          failures.push(`${label}: the 403 body is not { message }: ${res.body.slice(0, 200)}`);
        if (written.join() !== 'audit_log')
          failures.push(`${label}: wrote ${written.join(', ') || 'nothing, not even the audit row'}`);
        if (rows.length !== 1 || !/-refused$/.test(rows[0].action))
          failures.push(`${label}: audit rows ${JSON.stringify(rows.map((x) => x.action))}`);
      }
    }
    assert.deepEqual(failures, []);
  });
});
