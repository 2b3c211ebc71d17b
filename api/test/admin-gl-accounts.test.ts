/**
 * GL account mapping (seed 002 §7 finance/gl-accounts) on a real database: reading, saving a set (updates,
 * new and deleted sundry charge accounts), the shared rules' refusals, 403, another facility's ids, 409 and the audit.
 * Demo data (src/demo/admin/finance.ts): facility N's cost centre is 100 + 10N; 'Extra services fee', 'Hotelling
 * supplement' and the sundry charge type 'Dry cleaning' are unmapped.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { GlAccount, GlAccountMapping, SaveGlAccountsBody } from 'shared-domain/contracts/admin-finance';
import { melbourneToday } from 'shared-domain/dates';
import { GL_MESSAGES } from 'shared-domain/gl-accounts';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
before(async () => {
  t = await createTestContext({ today: melbourneToday() });
  // A role that maps accounts but may not delete them, and one that only views (both at facility 1).
  const db = t.handle.db;
  for (const [name, email, modify, remove] of [
    ['GL mapper', 'gl.mapper@test.local', true, false],
    ['GL viewer', 'gl.viewer@test.local', false, false],
  ] as const) {
    const role = await db.insertInto('roles').values({ organisation_id: 1, name }).returning('id').executeTakeFirstOrThrow();
    await db
      .insertInto('role_permissions')
      .values({
        role_id: role.id,
        permission_code: 405,
        can_view: true,
        can_modify: modify,
        can_remove: remove,
        can_action: false,
      })
      .execute();
    const user = await db
      .insertInto('users')
      .values({ organisation_id: 1, role_id: role.id, email, first_name: 'Gl', last_name: name })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_facilities').values({ user_id: user.id, facility_id: 1 }).execute();
  }
});
after(async () => {
  await t?.close();
});

const MANAGER = 'manager@demo.local';

async function call(method: 'GET' | 'PUT', url: string, opts: { who?: string; body?: unknown; facilityId?: number } = {}) {
  const res = await t.app.inject({
    method,
    url,
    query: { facilityId: String(opts.facilityId ?? 1) },
    headers: {
      ...(await t.authFor(opts.who ?? MANAGER)),
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    payload: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  return { status: res.statusCode, json: res.body ? (res.json() as unknown) : null };
}

async function mapping(facilityId = 1): Promise<GlAccountMapping> {
  const r = await call('GET', '/api/finance/gl-accounts', { facilityId });
  assert.equal(r.status, 200);
  return r.json as GlAccountMapping;
}
const all = (m: GlAccountMapping) => m.groups.flatMap((g) => g.accounts);
const byType = (m: GlAccountMapping, type: string): GlAccount => {
  const found = all(m).find((a) => a.mappingType === type);
  assert.ok(found, type);
  return found;
};
const body = (a: GlAccount, change: Partial<GlAccount> = {}) => ({
  id: a.id,
  version: a.version,
  mappingGroup: a.mappingGroup,
  mappingType: a.mappingType,
  mappingValue: a.mappingValue,
  otherInfo: a.otherInfo,
  ...change,
});
const save = (b: SaveGlAccountsBody, who?: string) => call('PUT', '/api/finance/gl-accounts', { body: b, who });
const modelState = (r: { json: unknown }) => (r.json as { modelState: Record<string, string[]> }).modelState;
async function auditRows(entityId: number) {
  return t.handle.db
    .selectFrom('audit_log')
    .select(['action', 'details', 'facility_id'])
    .where('entity', '=', 'glAccount')
    .where('entity_id', '=', String(entityId))
    .orderBy('id')
    .execute();
}

describe('GET finance/gl-accounts', () => {
  test('the groups in order, the AN-ACC groups under subsidies, sundry charge types by name, unmapped accounts included', async () => {
    const m = await mapping();
    assert.deepEqual(
      m.groups.map((g) => [g.mappingGroup, g.isSubsidy, g.insertFlag]),
      [
        ['DefaultAccount', false, false],
        ['SundryCharges', false, true],
        ['FeesAndCharges', false, false],
        ['ANACCPermanent', true, false],
        ['ANACCRespite', true, false],
      ],
    );
    assert.equal(byType(m, 'Default account').mappingValue, '110-1000');
    assert.deepEqual(
      m.groups[1].accounts.map((a) => [a.mappingType, a.mappingValue, a.canDelete]),
      [
        ['Dry cleaning', null, true],
        ['Hairdressing', '110-4510', true],
        ['Newspapers', '110-4530', true],
        ['Podiatry', '110-4520', true],
      ],
    );
    assert.equal(byType(m, 'Extra services fee').mappingValue, null);
    assert.equal(byType(m, 'Basic daily fee').canDelete, false);
    // Each facility sees its own mapping.
    assert.equal(byType(await mapping(2), 'Default account').mappingValue, '120-1000');
  });

  test('sundry charges with their account', async () => {
    const r = await call('GET', '/api/finance/gl-accounts/sundrycharges');
    assert.equal(r.status, 200);
    const rows = r.json as Array<{ description: string; mappingValue: string | null }>;
    assert.deepEqual(
      rows.map((x) => [x.description, x.mappingValue]),
      [
        ['Dry cleaning', null],
        ['Hairdressing', '110-4510'],
        ['Newspapers', '110-4530'],
        ['Podiatry', '110-4520'],
      ],
    );
  });

  test("403 without facilityAccountMapping view (care staff); 403 for a viewer saving; the sundry accounts are billing's", async () => {
    assert.equal((await call('GET', '/api/finance/gl-accounts', { who: 'carer@demo.local' })).status, 403);
    // The sundry charge screens' accounts need billingSundryCharges view: care staff have none, finance staff have it
    // without the account mapping's rights.
    assert.equal((await call('GET', '/api/finance/gl-accounts/sundrycharges', { who: 'carer@demo.local' })).status, 403);
    assert.equal((await call('GET', '/api/finance/gl-accounts', { who: 'finance@demo.local' })).status, 403);
    assert.equal((await call('GET', '/api/finance/gl-accounts/sundrycharges', { who: 'finance@demo.local' })).status, 200);
    assert.equal((await call('GET', '/api/finance/gl-accounts', { who: 'gl.viewer@test.local' })).status, 200);
    assert.equal((await save({ accounts: [] }, 'gl.viewer@test.local')).status, 403);
  });
});

describe('PUT finance/gl-accounts', () => {
  test('maps an account, adds and deletes sundry charge accounts in one save, with versions and audit', async () => {
    const m = await mapping();
    const fee = byType(m, 'Extra services fee');
    const dry = byType(m, 'Dry cleaning');
    const r = await save({
      accounts: [
        body(fee, { mappingValue: ' 110-4130 ', otherInfo: 'GST free' }),
        { mappingGroup: 'SundryCharges', mappingType: 'Laundry', mappingValue: '110-4540' },
      ],
      deletedAccounts: [{ id: dry.id, version: dry.version }],
    });
    assert.equal(r.status, 200, JSON.stringify(r.json));
    const after = r.json as GlAccountMapping;
    const saved = byType(after, 'Extra services fee');
    assert.equal(saved.mappingValue, '110-4130');
    assert.equal(saved.otherInfo, 'GST free');
    assert.equal(saved.version, fee.version + 1);
    assert.equal(byType(after, 'Laundry').mappingValue, '110-4540');
    assert.ok(!all(after).some((a) => a.mappingType === 'Dry cleaning'));

    const [update] = await auditRows(fee.id);
    assert.equal(update.action, 'update-gl-account');
    assert.equal(update.facility_id, 1);
    assert.deepEqual((update.details as { changes: unknown }).changes, [
      { field: 'mappingValue', old: null, new: '110-4130' },
      { field: 'otherInfo', old: null, new: 'GST free' },
    ]);
    assert.equal((await auditRows(byType(after, 'Laundry').id))[0].action, 'add-gl-account');
    assert.equal((await auditRows(dry.id))[0].action, 'delete-gl-account');
  });

  test('an unchanged account is not rewritten (same version, no audit)', async () => {
    const m = await mapping();
    const fee = byType(m, 'Basic daily fee');
    const r = await save({ accounts: [body(fee)] });
    assert.equal(r.status, 200);
    assert.equal(byType(r.json as GlAccountMapping, 'Basic daily fee').version, fee.version);
    assert.equal((await auditRows(fee.id)).length, 0);
  });

  test('a value needs a hyphen and the default account cost centre; nothing is written', async () => {
    const m = await mapping();
    const fee = byType(m, 'Means-tested care fee');
    const anacc = byType(m, 'Hotelling supplement');
    const r = await save({ accounts: [body(fee, { mappingValue: '1104110' }), body(anacc, { mappingValue: '999-4320' })] });
    assert.equal(r.status, 400);
    assert.deepEqual(modelState(r), {
      'accounts[0].mappingValue': [GL_MESSAGES.hyphen],
      'accounts[1].mappingValue': [GL_MESSAGES.sameCostCentre],
    });
    const long = await save({ accounts: [body(fee, { mappingValue: `110-${'1'.repeat(60)}` })] });
    assert.deepEqual(modelState(long), { 'accounts[0].mappingValue': [GL_MESSAGES.maxLength] });
    assert.equal(byType(await mapping(), 'Means-tested care fee').version, fee.version);
  });

  test('the default account is required; changing its cost centre marks the accounts not sent', async () => {
    const m = await mapping();
    const def = byType(m, 'Default account');
    assert.deepEqual(modelState(await save({ accounts: [body(def, { mappingValue: ' ' })] })), {
      'accounts[0].mappingValue': [GL_MESSAGES.required],
    });
    const r = await save({ accounts: [body(def, { mappingValue: '999-1000' })] });
    assert.equal(r.status, 400);
    assert.ok(modelState(r).accounts.includes(`Basic daily fee: ${GL_MESSAGES.sameCostCentre}`));
  });

  test('sundry charge type names are unique ignoring case; only sundry charge accounts are added', async () => {
    const dup = await save({ accounts: [{ mappingGroup: 'SundryCharges', mappingType: ' HAIRdressing ', mappingValue: null }] });
    assert.equal(dup.status, 400);
    assert.deepEqual(modelState(dup), { 'accounts[0].mappingType': [GL_MESSAGES.duplicateName] });
    const fee = await save({ accounts: [{ mappingGroup: 'FeesAndCharges', mappingType: 'New fee', mappingValue: '110-1' }] });
    assert.deepEqual(modelState(fee), { 'accounts[0].mappingGroup': [GL_MESSAGES.notAddable] });
    // Renaming one sundry type to another's name is the same refusal.
    const m = await mapping();
    const pod = byType(m, 'Podiatry');
    assert.deepEqual(modelState(await save({ accounts: [body(pod, { mappingType: 'newspapers' })] })), {
      'accounts[0].mappingType': [GL_MESSAGES.duplicateName],
    });
  });

  test("the product's accounts are neither deleted nor renamed", async () => {
    const m = await mapping();
    const fee = byType(m, 'Basic daily fee');
    const del = await save({ accounts: [], deletedAccounts: [{ id: fee.id, version: fee.version }] });
    assert.deepEqual(modelState(del), { 'deletedAccounts[0].id': [GL_MESSAGES.notDeletable] });
    const renamed = await save({ accounts: [body(fee, { mappingType: 'Other name', mappingValue: '110-4101' })] });
    assert.equal(renamed.status, 200);
    assert.equal(byType(renamed.json as GlAccountMapping, 'Basic daily fee').mappingValue, '110-4101');
  });

  test('deleting needs the remove flag (403), mapping does not', async () => {
    const m = await mapping();
    const news = byType(m, 'Newspapers');
    const mapper = 'gl.mapper@test.local';
    assert.equal((await save({ accounts: [], deletedAccounts: [{ id: news.id, version: news.version }] }, mapper)).status, 403);
    const r = await save({ accounts: [body(news, { mappingValue: '110-4531' })] }, mapper);
    assert.equal(r.status, 200);
    assert.equal(byType(r.json as GlAccountMapping, 'Newspapers').mappingValue, '110-4531');
  });

  test('a stale version is 409 and nothing is written', async () => {
    const m = await mapping();
    const pod = byType(m, 'Podiatry');
    const laundry = { mappingGroup: 'SundryCharges' as const, mappingType: 'Stale save', mappingValue: null };
    const r = await save({ accounts: [laundry, body(pod, { mappingValue: '110-4529', version: pod.version + 5 })] });
    assert.equal(r.status, 409);
    const now = await mapping();
    assert.equal(byType(now, 'Podiatry').mappingValue, pod.mappingValue);
    assert.ok(!all(now).some((a) => a.mappingType === 'Stale save'));
  });

  test("another facility's account id is 404 (update or delete) and nothing is written", async () => {
    const other = byType(await mapping(2), 'Hairdressing');
    const upd = await save({ accounts: [body(other, { mappingValue: '110-1' })] });
    assert.equal(upd.status, 404);
    const del = await save({ accounts: [], deletedAccounts: [{ id: other.id, version: other.version }] });
    assert.equal(del.status, 404);
    assert.deepEqual(byType(await mapping(2), 'Hairdressing'), other);
  });
});
