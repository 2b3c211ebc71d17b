/**
 * Facilities, users and roles of the administration area on a real database: every call of seed 002 §7
 * "Organisation" for them, with its refusals (permission 403, another organisation's ids 404, bad input 400 with the
 * message, stale version 409, the audit row with its changes), a deactivated user's next call refused and their
 * sessions gone, and a permission removed from a role refused on its holder's next call.
 *
 * Demo data: users 1-7 (src/demo/generate.ts DEMO_USERS: manager, facility.manager at Bayside Gardens only, carer, finance,
 * admin, system, inactive), then src/demo/admin/users.ts: 8 Tom Brennan (Elm Park Lodge), 9 Dana Whitfield (Carlton
 * House, deactivated), 10 Grace Liu (Carlton House and Elm Park Lodge), 11 Sam Okafor (Bayside Gardens and Carlton
 * House). Roles: 1 Organisation manager (not editable), 2 Facility manager, 3 Care staff, 4 Finance staff,
 * 5 Administrator, 6 System administrator, 7 Front desk.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { DUPLICATE_USER_NAME_FIELD, ROLE_MESSAGES, USER_MESSAGES } from 'shared-domain/admin-users';
import { RIGHTS_MESSAGES } from 'shared-domain/admin-users-rights';
import { PERMISSIONS } from 'shared-domain/permissions';
import { verifyPassword } from '../src/security/passwords';
import { createTestContext, type TestContext } from './helpers';
import { changedTables, fingerprint, tableNames } from './security-request';

let t: TestContext;
let otherOrg: { role: number; user: number };
before(async () => {
  t = await createTestContext();
  const db = t.handle.db;
  const org = await db.insertInto('organisations').values({ name: 'Elsewhere Care' }).returning('id').executeTakeFirstOrThrow();
  const role = await db
    .insertInto('roles')
    .values({ organisation_id: org.id, name: 'Elsewhere role' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values({ organisation_id: org.id, role_id: role.id, email: 'x@elsewhere.test', first_name: 'X', last_name: 'Y' })
    .returning('id')
    .executeTakeFirstOrThrow();
  otherOrg = { role: role.id, user: user.id };
});
after(async () => {
  await t?.close();
});

const MANAGER = 'manager@demo.local';
const FACILITY_MANAGER = 'facility.manager@demo.local';
const CARER = 'carer@demo.local';
const SYSTEM = 'system@demo.local';

async function call(
  method: 'GET' | 'POST',
  url: string,
  opts: { who?: string; body?: unknown; facilityId?: number; query?: Record<string, string> } = {},
) {
  const res = await t.app.inject({
    method,
    url,
    query: { ...(opts.query ?? {}), facilityId: String(opts.facilityId ?? 1) },
    headers: {
      ...(await t.authFor(opts.who ?? MANAGER)),
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    payload: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  return { status: res.statusCode, json: res.body ? res.json() : null };
}

const userRow = (id: number) => t.handle.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const facilitiesOf = async (id: number) =>
  (
    await t.handle.db
      .selectFrom('user_facilities')
      .select('facility_id')
      .where('user_id', '=', id)
      .orderBy('facility_id')
      .execute()
  ).map((r) => r.facility_id);
async function lastAudit(entity: string, id: number) {
  const r = await sql<{
    action: string;
    user_id: number;
    details: { changes: Array<{ field: string; old: unknown; new: unknown }> };
  }>`
    select action, user_id, details from audit_log where entity = ${entity} and entity_id = ${String(id)} order by id desc limit 1`.execute(
    t.handle.db,
  );
  return r.rows[0];
}

let seq = 0;
function newUser(extra: Record<string, unknown> = {}) {
  seq++;
  return {
    firstName: 'Test',
    lastName: `Person${seq}`,
    email: `test.person${seq}@demo.local`,
    password: 'Welcome2026',
    roleId: 3,
    userFacilities: [1],
    ...extra,
  };
}

describe('facilities', () => {
  test('GET facilities: the caller’s facilities by name, optionally of one type; facilityDetails canAction needed', async () => {
    const all = await call('GET', '/api/facilities');
    assert.equal(all.status, 200);
    assert.deepEqual(
      all.json.map((f: { name: string }) => f.name),
      ['Bayside Gardens', 'Carlton House', 'Elm Park Lodge', 'Riverside Village'],
    );
    assert.deepEqual(Object.keys(all.json[0]).sort(), [
      'facilityType',
      'id',
      'isBillingIntegratedFacility',
      'name',
      'region',
      'regionId',
    ]);
    const ilu = await call('GET', '/api/facilities', { query: { facilityType: 'IndependentLiving' } });
    assert.deepEqual(
      ilu.json.map((f: { id: number }) => f.id),
      [4],
    );
    const own = await call('GET', '/api/facilities', { who: FACILITY_MANAGER });
    assert.deepEqual(
      own.json.map((f: { id: number }) => f.id),
      [1],
    );
    assert.equal((await call('GET', '/api/facilities', { who: CARER })).status, 403);
    const bad = await call('GET', '/api/facilities', { query: { facilityType: 'Hospital' } });
    assert.equal(bad.status, 400);
    assert.ok(bad.json.modelState.facilityType);
  });

  test('GET facilities/regions and all-organisation-facilities', async () => {
    const regions = await call('GET', '/api/facilities/regions');
    assert.deepEqual(
      regions.json.map((r: { name: string }) => r.name),
      ['Metro North', 'Metro South'],
    );
    const all = await call('GET', '/api/facilities/all-organisation-facilities', {
      who: CARER,
      query: { excludeCurrentlyLoggedInFacility: 'true' },
    });
    assert.equal(all.status, 200);
    assert.deepEqual(
      all.json.map((f: { id: number }) => f.id),
      [2, 3, 4],
    );
  });
});

describe('users', () => {
  test('GET users: organisation managers see everyone, a facility manager their colleagues; no password', async () => {
    const all = await call('GET', '/api/users');
    assert.equal(all.status, 200);
    const names = all.json.map((u: { email: string }) => u.email);
    assert.ok(names.includes('dana.whitfield@demo.local') && names.includes('tom.brennan@demo.local'));
    for (const u of all.json) assert.ok(!('password' in u) && !('passwordHash' in u) && !('password_hash' in u));
    const dana = all.json.find((u: { email: string }) => u.email === 'dana.whitfield@demo.local');
    assert.equal(dana.isActive, false);
    assert.deepEqual(dana.facilityNames, ['Carlton House']);

    const mine = await call('GET', '/api/users', { who: FACILITY_MANAGER });
    const emails = mine.json.map((u: { email: string }) => u.email);
    assert.ok(emails.includes('sam.okafor@demo.local'));
    assert.ok(!emails.includes('tom.brennan@demo.local'), 'Tom works only at Elm Park Lodge');
    assert.ok(!emails.includes('system@demo.local'));
    const sam = mine.json.find((u: { email: string }) => u.email === 'sam.okafor@demo.local');
    assert.deepEqual(sam.userFacilities, [1], 'only the facilities the caller has');
    assert.equal(sam.canEdit, false, 'Sam also works at Carlton House, which the facility manager does not have');
    const manager = mine.json.find((u: { email: string }) => u.email === MANAGER);
    assert.equal(manager.canEdit, false);
    assert.equal((await call('GET', '/api/users', { who: CARER })).status, 403);
  });

  test('GET users/roles: the organisation manager role only for organisation managers (system users count)', async () => {
    const forManager = await call('GET', '/api/users/roles', { who: FACILITY_MANAGER });
    assert.equal(forManager.status, 200);
    assert.ok(forManager.json.every((r: { isOrganisationManager: boolean }) => !r.isOrganisationManager));
    assert.ok(forManager.json.some((r: { name: string }) => r.name === 'Care staff'));
    const forSystem = await call('GET', '/api/users/roles', { who: SYSTEM });
    assert.ok(forSystem.json.some((r: { name: string }) => r.name === 'Organisation manager'));
  });

  test('create: hashed password, facilities, audit with changes and no password', async () => {
    const body = newUser({ userFacilities: [1, 2] });
    const res = await call('POST', '/api/users/save', { body });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.equal(res.json.roleName, 'Care staff');
    assert.equal(res.json.isActive, true);
    const row = await userRow(res.json.id);
    assert.ok(await verifyPassword(row.password_hash, 'Welcome2026'));
    assert.deepEqual(await facilitiesOf(res.json.id), [1, 2]);
    const a = await lastAudit('user', res.json.id);
    assert.equal(a.action, 'create-user');
    const fields = a.details.changes.map((c) => c.field);
    assert.ok(fields.includes('email') && fields.includes('facilities'));
    assert.ok(!JSON.stringify(a.details).includes('Welcome2026') && !JSON.stringify(a.details).includes(row.password_hash!));
    // The new user signs in to the API.
    assert.equal((await call('GET', '/api/featureFlags', { who: body.email })).status, 200);
  });

  test('password rules, required fields and the email already taken (any case) => 400 on the field', async () => {
    const weak = await call('POST', '/api/users/save', { body: newUser({ password: 'password1' }) });
    assert.equal(weak.status, 400);
    assert.deepEqual(weak.json.modelState.password, [USER_MESSAGES.passwordRules]);
    const missing = await call('POST', '/api/users/save', { body: newUser({ password: null, firstName: ' ' }) });
    assert.deepEqual(missing.json.modelState.password, [USER_MESSAGES.passwordRequired]);
    assert.deepEqual(missing.json.modelState.firstName, [USER_MESSAGES.firstNameRequired]);
    const taken = await call('POST', '/api/users/save', { body: newUser({ email: 'CARER@demo.local' }) });
    assert.equal(taken.status, 400);
    assert.deepEqual(taken.json.modelState, { email: [USER_MESSAGES.emailExists] });
    // Unique across organisations too (found by the unique index).
    const elsewhere = await call('POST', '/api/users/save', { body: newUser({ email: 'x@elsewhere.test' }) });
    assert.deepEqual(elsewhere.json.modelState, { email: [USER_MESSAGES.emailExists] });
  });

  test('duplicate first and last name: a distinct 400, then saved with allowDuplicateUserName', async () => {
    const body = newUser({ firstName: 'carlos', lastName: 'REYES' });
    const warned = await call('POST', '/api/users/save', { body });
    assert.equal(warned.status, 400);
    assert.deepEqual(Object.keys(warned.json.modelState), [DUPLICATE_USER_NAME_FIELD]);
    const saved = await call('POST', '/api/users/save', { body: { ...body, allowDuplicateUserName: true } });
    assert.equal(saved.status, 200);
  });

  test('facilities only among the caller’s own, roles of the organisation, the manager role only for managers', async () => {
    const foreignFacility = await call('POST', '/api/users/save', {
      who: FACILITY_MANAGER,
      body: newUser({ userFacilities: [1, 2] }),
    });
    assert.equal(foreignFacility.status, 404);
    const foreignRole = await call('POST', '/api/users/save', { body: newUser({ roleId: otherOrg.role }) });
    assert.equal(foreignRole.status, 404);
    const managerRole = await call('POST', '/api/users/save', { who: FACILITY_MANAGER, body: newUser({ roleId: 1 }) });
    assert.equal(managerRole.status, 403);
    assert.deepEqual(managerRole.json, { message: USER_MESSAGES.roleNotAssignable });
    const bySystem = await call('POST', '/api/users/save', { who: SYSTEM, body: newUser({ roleId: 1 }) });
    assert.equal(bySystem.status, 200);
    assert.equal((await call('POST', '/api/users/save', { who: CARER, body: newUser() })).status, 403);
    const count = await t.handle.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    assert.ok(Number(count.n) > 0);
  });

  test('edit: version checked (409), blank password kept, facilities replaced, managers’ accounts refused', async () => {
    // A front desk colleague at Bayside Gardens only: within the facility manager's facilities and permissions.
    const created = await call('POST', '/api/users/save', {
      body: newUser({ firstName: 'Jo', lastName: 'Front', roleId: 7, userFacilities: [1] }),
    });
    assert.equal(created.status, 200, JSON.stringify(created.json));
    const id = created.json.id as number;
    const jo = await userRow(id);
    const body = {
      id,
      firstName: 'Joanne',
      lastName: 'Front',
      email: jo.email,
      password: '',
      roleId: 3,
      userFacilities: [1],
      version: jo.version,
    };
    const res = await call('POST', '/api/users/save', { who: FACILITY_MANAGER, body });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.equal(res.json.canEdit, true);
    const after = await userRow(id);
    assert.equal(after.first_name, 'Joanne');
    assert.equal(after.password_hash, jo.password_hash);
    assert.equal(after.version, jo.version + 1);
    assert.deepEqual(await facilitiesOf(id), [1]);
    const a = await lastAudit('user', id);
    assert.equal(a.action, 'edit-user');
    assert.deepEqual(
      a.details.changes.map((c) => [c.field, c.old, c.new]),
      [
        ['firstName', 'Jo', 'Joanne'],
        ['role', 'Front desk', 'Care staff'],
      ],
    );
    const stale = await call('POST', '/api/users/save', { who: FACILITY_MANAGER, body });
    assert.equal(stale.status, 409);
    const noVersion = await call('POST', '/api/users/save', { body: { ...body, version: undefined } });
    assert.equal(noVersion.status, 400);
    assert.ok(noVersion.json.modelState.version);

    const manager = await userRow(1);
    const refused = await call('POST', '/api/users/save', {
      who: FACILITY_MANAGER,
      body: { ...body, id: 1, firstName: 'M', lastName: 'N', email: MANAGER, version: manager.version, roleId: 2 },
    });
    assert.equal(refused.status, 403);
    assert.deepEqual(refused.json, { message: USER_MESSAGES.userNotManageable });
    assert.equal((await userRow(1)).first_name, 'Margaret');
    const foreign = await call('POST', '/api/users/save', { body: { ...body, id: otherOrg.user } });
    assert.equal(foreign.status, 404);
    const notColleague = await call('POST', '/api/users/save', { who: FACILITY_MANAGER, body: { ...body, id: 8 } });
    assert.equal(notColleague.status, 404, 'Tom works only at Elm Park Lodge');
  });

  test('deactivate: the next API call is refused (401), sessions and tokens deleted; activate lets them back', async () => {
    const created = await call('POST', '/api/users/save', { body: newUser({ firstName: 'Leaving', lastName: 'Soon' }) });
    const id = created.json.id as number;
    const email = created.json.email as string;
    assert.equal((await call('GET', '/api/featureFlags', { who: email })).status, 200);
    await sql`insert into oidc_payloads (id, type, payload) values ('test-session', 'Session', ${JSON.stringify({ accountId: String(id) })}::jsonb)`.execute(
      t.handle.db,
    );
    const stale = await call('POST', `/api/users/${id}/deactivate`, { body: { version: 99 } });
    assert.equal(stale.status, 409);
    const res = await call('POST', `/api/users/${id}/deactivate`, { body: { version: created.json.version } });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.equal(res.json.isActive, false);
    assert.equal((await call('GET', '/api/featureFlags', { who: email })).status, 401);
    const left = await sql<{
      n: number;
    }>`select count(*)::int as n from oidc_payloads where payload ->> 'accountId' = ${String(id)}`.execute(t.handle.db);
    assert.equal(left.rows[0].n, 0);
    const a = await lastAudit('user', id);
    assert.equal(a.action, 'deactivate-user');
    assert.deepEqual(a.details.changes, [{ field: 'isActive', old: true, new: false }]);

    const back = await call('POST', `/api/users/${id}/activate`, { body: { version: res.json.version } });
    assert.equal(back.status, 200);
    assert.equal((await call('GET', '/api/featureFlags', { who: email })).status, 200);
  });

  test('activate/deactivate refusals: own account, another organisation, managers’ accounts, permission', async () => {
    const me = await userRow(1);
    const self = await call('POST', '/api/users/1/deactivate', { body: { version: me.version } });
    assert.equal(self.status, 400);
    assert.deepEqual(self.json.modelState.id, [USER_MESSAGES.cannotDeactivateSelf]);
    assert.equal((await call('POST', `/api/users/${otherOrg.user}/deactivate`, { body: { version: 1 } })).status, 404);
    assert.equal(
      (await call('POST', '/api/users/1/deactivate', { who: FACILITY_MANAGER, body: { version: me.version } })).status,
      403,
    );
    assert.equal((await call('POST', '/api/users/9/activate', { who: CARER, body: { version: 1 } })).status, 403);
    assert.equal((await userRow(1)).is_active, true);
  });
});

describe('roles', () => {
  test('GET roles, roles/{id} and roles/permissions (every code, 604 included); other organisation 404', async () => {
    const list = await call('GET', '/api/roles');
    assert.equal(list.status, 200);
    const om = list.json.find((r: { name: string }) => r.name === 'Organisation manager');
    assert.equal(om.isEditable, false);
    assert.equal(list.json.find((r: { name: string }) => r.name === 'Front desk').isEditable, true);
    const one = await call('GET', '/api/roles/7');
    assert.equal(one.json.name, 'Front desk');
    assert.deepEqual(
      one.json.activePermissions.map((p: { permissionCode: number }) => p.permissionCode),
      [101, 201],
    );
    assert.equal((await call('GET', `/api/roles/${otherOrg.role}`)).status, 404);
    const groups = await call('GET', '/api/roles/permissions');
    const codes = groups.json.flatMap((g: { permissions: Array<{ code: number }> }) => g.permissions.map((p) => p.code));
    assert.deepEqual(
      codes,
      PERMISSIONS.map((p) => p.code),
    );
    assert.ok(codes.includes(604));
    assert.equal((await call('GET', '/api/roles', { who: CARER })).status, 403);
  });

  test('create: normalised permissions, audit; duplicate name (any case) refused with the seed’s message', async () => {
    const res = await call('POST', '/api/roles', {
      body: {
        id: 0,
        name: ' Night staff ',
        activePermissions: [
          { permissionCode: 204, canView: false, canModify: false, canRemove: true, canAction: false },
          { permissionCode: 101, canView: false, canModify: false, canRemove: false, canAction: false },
        ],
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.equal(res.json.name, 'Night staff');
    assert.deepEqual(res.json.activePermissions, [
      { permissionCode: 204, canView: true, canModify: true, canRemove: true, canAction: false },
    ]);
    const a = await lastAudit('role', res.json.id);
    assert.equal(a.action, 'create-role');
    assert.deepEqual(
      a.details.changes.map((c) => [c.field, c.new]),
      [
        ['name', 'Night staff'],
        ['Residents: Depart', 'View, Modify, Remove'],
      ],
    );
    const dup = await call('POST', '/api/roles', { body: { name: 'NIGHT STAFF', activePermissions: [] } });
    assert.equal(dup.status, 400);
    assert.deepEqual(dup.json.modelState, { name: [ROLE_MESSAGES.nameExists] });
    const blank = await call('POST', '/api/roles', { body: { name: '  ', activePermissions: [] } });
    assert.deepEqual(blank.json.modelState, { name: [ROLE_MESSAGES.nameRequired] });
    const unknown = await call('POST', '/api/roles', {
      body: {
        name: 'Odd',
        activePermissions: [{ permissionCode: 999, canView: true, canModify: false, canRemove: false, canAction: false }],
      },
    });
    assert.equal(unknown.status, 400);
    assert.deepEqual(unknown.json.modelState.activePermissions, [ROLE_MESSAGES.unknownPermission]);
    assert.equal((await call('POST', '/api/roles', { who: CARER, body: { name: 'Nope', activePermissions: [] } })).status, 403);
  });

  test('update: version checked (409), not-editable roles refused, another organisation 404', async () => {
    const role = await call('GET', '/api/roles/7');
    const body = { id: 7, name: 'Front desk', activePermissions: role.json.activePermissions, version: role.json.version };
    const renamed = await call('POST', '/api/roles', { body: { ...body, name: 'Reception' } });
    assert.equal(renamed.status, 200);
    assert.equal(renamed.json.version, role.json.version + 1);
    const a = await lastAudit('role', 7);
    assert.deepEqual(a.details.changes, [{ field: 'name', old: 'Front desk', new: 'Reception' }]);
    assert.equal((await call('POST', '/api/roles', { body })).status, 409);
    const om = await call('GET', '/api/roles/1');
    const locked = await call('POST', '/api/roles', {
      body: { id: 1, name: 'Organisation manager', activePermissions: [], version: om.json.version },
    });
    assert.equal(locked.status, 400);
    assert.deepEqual(locked.json.modelState.id, [ROLE_MESSAGES.notEditable]);
    const perms = await t.handle.db.selectFrom('role_permissions').select('permission_code').where('role_id', '=', 1).execute();
    assert.ok(perms.length > 0, 'nothing removed');
    assert.equal(
      (await call('POST', '/api/roles', { body: { id: otherOrg.role, name: 'X', activePermissions: [], version: 1 } })).status,
      404,
    );
  });

  test('a permission removed from a role is refused on its holder’s next call', async () => {
    const flags = { canView: true, canModify: false, canRemove: false, canAction: false };
    const role = await call('POST', '/api/roles', {
      body: { name: 'User viewers', activePermissions: [{ permissionCode: 501, ...flags }] },
    });
    const user = await call('POST', '/api/users/save', { body: newUser({ roleId: role.json.id }) });
    assert.equal(user.status, 200);
    const who = user.json.email as string;
    assert.equal((await call('GET', '/api/users', { who })).status, 200);
    assert.equal((await call('GET', '/api/users', { who })).status, 200, 'served again (from the auth cache)');
    const removed = await call('POST', '/api/roles', {
      body: {
        id: role.json.id,
        name: 'User viewers',
        activePermissions: [{ permissionCode: 201, ...flags }],
        version: role.json.version,
      },
    });
    assert.equal(removed.status, 200);
    assert.equal((await call('GET', '/api/users', { who })).status, 403);
    assert.equal((await call('GET', '/api/residents/search', { who, query: { searchStr: 'a' } })).status !== 403, true);
  });
});

/**
 * The tester's story: the facility manager (Fiona Barker, user 2, Bayside Gardens only; every permission but 600-699,
 * manageUsers and manageRoles included) widened their own role with organisation details and the record history, then
 * read the record history; and deactivated the organisation's administrator (Adam Kowalski, user 5, all four
 * facilities). Each attempt now answers 403 with the reason, writes nothing but the audit row of the attempt, and the
 * record history stays refused.
 */
describe('escalation: the facility manager stays within their own rights', () => {
  const FIONA = 2;
  const ADAM = 5;
  const ADMIN = 'admin@demo.local';
  let tables: string[];
  before(async () => {
    tables = await tableNames(t.handle.db);
  });

  /** The request answers 403 with the reason as its only field; nothing but one audit row of the attempt is written. */
  async function refused(method: 'POST', url: string, body: unknown, who = FACILITY_MANAGER) {
    await t.authFor(who); // the signing key exists before the fingerprint
    const lastId = await sql<{ id: string | null }>`select max(id)::text as id from audit_log`.execute(t.handle.db);
    const before = await fingerprint(t.handle.db, tables);
    const res = await call(method, url, { who, body });
    const written = changedTables(before, await fingerprint(t.handle.db, tables));
    assert.equal(res.status, 403, `${url}: ${JSON.stringify(res.json)}`);
    assert.deepEqual(Object.keys(res.json), ['message']);
    assert.deepEqual(written, ['audit_log'], 'nothing written but the audit row of the attempt');
    const rows = await sql<{
      action: string;
      user_id: number;
      entity: string;
      entity_id: string | null;
      details: { reason: string; attempted?: Record<string, unknown> };
    }>`select action, user_id, entity, entity_id, details from audit_log where id > ${lastId.rows[0].id ?? '0'}::bigint`.execute(
      t.handle.db,
    );
    assert.equal(rows.rows.length, 1);
    const audit = rows.rows[0];
    assert.match(audit.action, /-refused$/);
    assert.equal(audit.details.reason, res.json.message);
    return { message: res.json.message as string, audit };
  }

  const rolePermissions = async (roleId: number) =>
    (await call('GET', `/api/roles/${roleId}`)).json.activePermissions as Array<{ permissionCode: number }>;
  const flags = (v: boolean, m = false, r = false, a = false) => ({ canView: v, canModify: m, canRemove: r, canAction: a });

  test('own role widened with organisation details and record history: 403, and the record history stays 403', async () => {
    const history = () => call('GET', `/api/history/user/${ADAM}`, { who: FACILITY_MANAGER });
    assert.equal((await history()).status, 403, 'before');
    const own = await call('GET', '/api/roles/2', { who: FACILITY_MANAGER });
    assert.equal(own.json.name, 'Facility manager');
    assert.equal(own.json.isEditable, false, 'the screen shows the role one holds read-only');
    const widened = [
      ...own.json.activePermissions,
      { permissionCode: 601, ...flags(true, true) },
      { permissionCode: 604, ...flags(true) },
    ];
    const attempt = await refused('POST', '/api/roles', {
      id: 2,
      name: 'Facility manager',
      activePermissions: widened,
      version: own.json.version,
    });
    assert.equal(attempt.message, RIGHTS_MESSAGES.ownRole);
    assert.equal(attempt.audit.action, 'edit-role-refused');
    assert.equal(attempt.audit.user_id, FIONA);
    assert.deepEqual([attempt.audit.entity, attempt.audit.entity_id], ['role', '2']);
    assert.match(String(attempt.audit.details.attempted?.permissions), /Organisation: Record history \(View\)/);
    const codes = (await rolePermissions(2)).map((p) => p.permissionCode);
    assert.ok(!codes.includes(601) && !codes.includes(604));
    assert.equal((await history()).status, 403, 'after');
    // The organisation manager reads the attempt in the role's history.
    const seen = await call('GET', '/api/history/role/2');
    assert.equal(seen.status, 200);
    assert.equal(seen.json.result[0].action, 'edit-role-refused');
    assert.equal(seen.json.result[0].who, 'Fiona Barker');
  });

  test("deactivating the organisation's administrator, who works at all four facilities: 403, still active", async () => {
    const list = await call('GET', '/api/users', { who: FACILITY_MANAGER });
    const adam = list.json.find((u: { id: number }) => u.id === ADAM);
    assert.equal(adam.canEdit, false, 'shown without Edit or Deactivate');
    const row = await userRow(ADAM);
    const deactivate = await refused('POST', `/api/users/${ADAM}/deactivate`, { version: row.version });
    assert.equal(deactivate.message, RIGHTS_MESSAGES.userFacilitiesBeyond);
    assert.equal(deactivate.audit.action, 'deactivate-user-refused');
    assert.deepEqual([deactivate.audit.entity, deactivate.audit.entity_id], ['user', String(ADAM)]);
    assert.equal((await userRow(ADAM)).is_active, true);
    assert.equal((await call('GET', '/api/roles', { who: ADMIN })).status, 200, 'the administrator still works');
    const activate = await refused('POST', `/api/users/${ADAM}/activate`, { version: row.version });
    assert.equal(activate.audit.action, 'activate-user-refused');
    // Nor edited, nor given a new password (which would hand over the account).
    const edit = await refused('POST', '/api/users/save', {
      id: ADAM,
      firstName: 'Adam',
      lastName: 'Kowalski',
      email: ADMIN,
      password: 'Taken0ver2026',
      roleId: 5,
      userFacilities: [1],
      version: row.version,
    });
    assert.equal(edit.message, RIGHTS_MESSAGES.userFacilitiesBeyond);
    assert.equal(edit.audit.details.attempted?.passwordChanged, true);
    assert.ok(!JSON.stringify(edit.audit.details).includes('Taken0ver2026'));
    assert.equal((await userRow(ADAM)).password_hash, row.password_hash);
    assert.deepEqual(await facilitiesOf(ADAM), [1, 2, 3, 4]);
  });

  test('nobody grants a permission they do not hold, in a new role or another role, nor reshapes a role beyond theirs', async () => {
    const created = await refused('POST', '/api/roles', {
      name: 'History readers',
      activePermissions: [{ permissionCode: 604, ...flags(true) }],
    });
    assert.equal(created.message, RIGHTS_MESSAGES.grantNotHeld('Organisation: Record history (View)'));
    assert.deepEqual([created.audit.action, created.audit.entity_id], ['create-role-refused', null]);
    const care = await call('GET', '/api/roles/3', { who: FACILITY_MANAGER });
    assert.equal(care.json.isEditable, true, 'care staff: within the facility manager’s rights');
    const widened = await refused('POST', '/api/roles', {
      id: 3,
      name: 'Care staff',
      activePermissions: [...care.json.activePermissions, { permissionCode: 604, ...flags(true) }],
      version: care.json.version,
    });
    assert.equal(widened.message, RIGHTS_MESSAGES.grantNotHeld('Organisation: Record history (View)'));
    // The administrator's role has organisation details: not removed, nor anything else changed, by the facility manager.
    const admin = await call('GET', '/api/roles/5', { who: FACILITY_MANAGER });
    assert.equal(admin.json.isEditable, false);
    const reshaped = await refused('POST', '/api/roles', {
      id: 5,
      name: 'Administrator',
      activePermissions: admin.json.activePermissions.filter((p: { permissionCode: number }) => p.permissionCode !== 601),
      version: admin.json.version,
    });
    assert.equal(reshaped.message, RIGHTS_MESSAGES.roleBeyondRights('Organisation: Details (View, Modify)'));
    assert.ok((await rolePermissions(5)).some((p) => p.permissionCode === 601));
    // The organisation manager role: organisation managers only.
    const om = await call('GET', '/api/roles/1', { who: FACILITY_MANAGER });
    const locked = await refused('POST', '/api/roles', {
      id: 1,
      name: 'Organisation manager',
      activePermissions: [],
      version: om.json.version,
    });
    assert.equal(locked.message, ROLE_MESSAGES.notEditable);
    // Within their rights, roles are still theirs to make and change.
    const night = await call('POST', '/api/roles', {
      who: FACILITY_MANAGER,
      body: { name: 'Night carers', activePermissions: [{ permissionCode: 201, ...flags(true) }] },
    });
    assert.equal(night.status, 200, JSON.stringify(night.json));
    const edited = await call('POST', '/api/roles', {
      who: FACILITY_MANAGER,
      body: {
        id: night.json.id,
        name: 'Night carers',
        activePermissions: [
          { permissionCode: 201, ...flags(true) },
          { permissionCode: 204, ...flags(true, false, false, true) },
        ],
        version: night.json.version,
      },
    });
    assert.equal(edited.status, 200, JSON.stringify(edited.json));
  });

  test('nobody assigns a role carrying a permission they do not hold, nor changes their own role', async () => {
    const roles = await call('GET', '/api/users/roles', { who: FACILITY_MANAGER });
    const names = roles.json.map((r: { name: string }) => r.name);
    assert.ok(names.includes('Care staff') && names.includes('Finance staff'));
    assert.ok(!names.includes('Administrator') && !names.includes('Organisation manager'));
    const body = newUser({ roleId: 5 });
    const assigned = await refused('POST', '/api/users/save', body);
    assert.equal(assigned.message, RIGHTS_MESSAGES.assignNotHeld('Organisation: Details (View, Modify)'));
    assert.deepEqual([assigned.audit.action, assigned.audit.entity_id], ['create-user-refused', null]);
    const fiona = await userRow(FIONA);
    const self = {
      id: FIONA,
      firstName: 'Fiona',
      lastName: 'Barker',
      email: FACILITY_MANAGER,
      roleId: 3,
      userFacilities: [1],
      version: fiona.version,
    };
    const demoted = await refused('POST', '/api/users/save', self);
    assert.equal(demoted.message, RIGHTS_MESSAGES.ownRoleAssignment);
    assert.equal((await userRow(FIONA)).role_id, 2);
    // Their own record, role kept, is theirs to edit.
    const kept = await call('POST', '/api/users/save', { who: FACILITY_MANAGER, body: { ...self, roleId: 2 } });
    assert.equal(kept.status, 200, JSON.stringify(kept.json));
  });

  test('the administrator does not reach the facility manager (their role holds permissions the administrator lacks)', async () => {
    const fiona = await userRow(FIONA);
    const res = await refused('POST', `/api/users/${FIONA}/deactivate`, { version: fiona.version }, ADMIN);
    assert.match(res.message, /^You cannot change this user: their role has permissions you do not hold \(Leads: Details/);
    assert.equal((await userRow(FIONA)).is_active, true);
    const own = await call('GET', '/api/roles/5', { who: ADMIN });
    const edit = await refused(
      'POST',
      '/api/roles',
      { id: 5, name: 'Administrator', activePermissions: own.json.activePermissions, version: own.json.version },
      ADMIN,
    );
    assert.equal(edit.message, RIGHTS_MESSAGES.ownRole);
  });

  test('the administrator manages who is within their rights: the Facilities coordinator and their role', async () => {
    const users = await call('GET', '/api/users', { who: ADMIN });
    assert.equal(users.status, 200);
    const rows = users.json as Array<{ id: number; email: string; canEdit: boolean }>;
    const rhea = rows.find((u) => u.email === 'rhea.patel@demo.local')!;
    assert.equal(rhea.canEdit, true, 'the coordinator holds only rooms and room types, which the administrator holds');
    const before = await userRow(rhea.id);
    const off = await call('POST', `/api/users/${rhea.id}/deactivate`, { who: ADMIN, body: { version: before.version } });
    assert.equal(off.status, 200, JSON.stringify(off.json));
    const on = await call('POST', `/api/users/${rhea.id}/activate`, { who: ADMIN, body: { version: off.json.version } });
    assert.equal(on.status, 200, JSON.stringify(on.json));
    const roles = await call('GET', '/api/roles', { who: ADMIN });
    const coordinator = roles.json.find((r: { name: string }) => r.name === 'Facilities coordinator');
    assert.equal(coordinator.isEditable, true);
    const role = await call('GET', `/api/roles/${coordinator.id}`, { who: ADMIN });
    // Adding optional services (held by the administrator) is allowed; the record history (not held) is not.
    const widened = await call('POST', '/api/roles', {
      who: ADMIN,
      body: {
        id: coordinator.id,
        name: 'Facilities coordinator',
        activePermissions: [...role.json.activePermissions, { permissionCode: 406, ...flags(true, true) }],
        version: role.json.version,
      },
    });
    assert.equal(widened.status, 200, JSON.stringify(widened.json));
    const beyond = await refused(
      'POST',
      '/api/roles',
      {
        id: coordinator.id,
        name: 'Facilities coordinator',
        activePermissions: [...widened.json.activePermissions, { permissionCode: 604, ...flags(true) }],
        version: widened.json.version,
      },
      ADMIN,
    );
    assert.match(beyond.message, /^You cannot grant permissions you do not hold: Organisation: Record history \(View\)\.$/);
  });

  test('organisation managers and system users keep working across facilities', async () => {
    // A user at three facilities with the administrator's role: assigned, edited and deactivated by the manager.
    const created = await call('POST', '/api/users/save', { body: newUser({ roleId: 5, userFacilities: [1, 2, 3] }) });
    assert.equal(created.status, 200, JSON.stringify(created.json));
    assert.equal(created.json.canEdit, true);
    const off = await call('POST', `/api/users/${created.json.id}/deactivate`, { body: { version: created.json.version } });
    assert.equal(off.status, 200, JSON.stringify(off.json));
    const roles = await call('GET', '/api/roles');
    const editable = (name: string) => roles.json.find((r: { name: string }) => r.name === name).isEditable;
    assert.equal(editable('Administrator'), true);
    assert.equal(editable('Facility manager'), true);
    // The system user grants the record history in a new role and assigns the organisation manager role.
    const role = await call('POST', '/api/roles', {
      who: SYSTEM,
      body: { name: 'Auditors', activePermissions: [{ permissionCode: 604, ...flags(true) }] },
    });
    assert.equal(role.status, 200, JSON.stringify(role.json));
    const om = await call('POST', '/api/users/save', { who: SYSTEM, body: newUser({ roleId: 1, userFacilities: [1, 4] }) });
    assert.equal(om.status, 200, JSON.stringify(om.json));
    const back = await call('POST', `/api/users/${ADAM}/deactivate`, {
      who: SYSTEM,
      body: { version: (await userRow(ADAM)).version },
    });
    assert.equal(back.status, 200);
    const again = await call('POST', `/api/users/${ADAM}/activate`, { body: { version: back.json.version } });
    assert.equal(again.status, 200);
  });
});
