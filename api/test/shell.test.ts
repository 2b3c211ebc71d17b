import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
before(async () => {
  t = await createTestContext({ env: { TRAINING_MANUAL_URL: 'https://docs.example.org/manual.pdf' } });
});
after(async () => {
  await t?.close();
});

async function get(url: string, who = 'manager@demo.local') {
  return t.app.inject({ url, headers: await t.authFor(who) });
}

test('health answers without a token', async () => {
  const res = await t.app.inject({ url: '/api/health' });
  assert.equal(res.statusCode, 200);
  assert.deepEqual(res.json(), { status: 'ok', database: t.databaseUrl ? 'postgres' : 'pglite' });
});

test('facilities-permissions: profile, permissions from the role, facilities', async () => {
  const body = (await get('/api/users/facilities-permissions', 'carer@demo.local')).json();
  assert.equal(body.userProfile.email, 'carer@demo.local');
  assert.equal(body.userProfile.isOrganisationManager, false);
  assert.equal(body.userProfile.isSystemUser, false);
  assert.equal(body.userProfile.roleName, 'Care staff');
  const role = await t.handle.db
    .selectFrom('role_permissions as rp')
    .innerJoin('users as u', 'u.role_id', 'rp.role_id')
    .select(['rp.permission_code', 'rp.can_view', 'rp.can_modify', 'rp.can_remove', 'rp.can_action'])
    .where('u.email', '=', 'carer@demo.local')
    .orderBy('rp.permission_code')
    .execute();
  assert.deepEqual(
    body.permissions,
    role.map((r) => ({
      permissionCode: r.permission_code,
      canView: r.can_view,
      canModify: r.can_modify,
      canRemove: r.can_remove,
      canAction: r.can_action,
    })),
  );
  assert.ok(!body.permissions.some((p: { permissionCode: number }) => p.permissionCode === 603 || p.permissionCode === 202));
  assert.deepEqual(body.facilityInfoList.map((f: { id: number }) => f.id).sort(), [1, 2, 4]);
  const system = (await get('/api/users/facilities-permissions', 'system@demo.local')).json();
  assert.equal(system.userProfile.isSystemUser, true);
  assert.equal(system.userProfile.isOrganisationManager, true);
  assert.equal(system.facilityInfoList.length, 4);
});

test('facilities: the contract shape, by region then name; facility manager sees only Bayside Gardens', async () => {
  const list = (await get('/api/users/facilities')).json();
  assert.deepEqual(list, [
    { id: 2, name: 'Carlton House', region: 'Metro North', facilityType: 'AgeCare', isBillingIntegratedFacility: true },
    { id: 3, name: 'Elm Park Lodge', region: 'Metro North', facilityType: 'AgeCare', isBillingIntegratedFacility: false },
    { id: 1, name: 'Bayside Gardens', region: 'Metro South', facilityType: 'AgeCare', isBillingIntegratedFacility: true },
    {
      id: 4,
      name: 'Riverside Village',
      region: 'Metro South',
      facilityType: 'IndependentLiving',
      isBillingIntegratedFacility: false,
    },
  ]);
  const fm = (await get('/api/users/facilities', 'facility.manager@demo.local')).json();
  assert.deepEqual(
    fm.map((f: { id: number }) => f.id),
    [1],
  );
});

test('feature flags per facility and system', async () => {
  const f1 = (await get('/api/featureFlags?facilityId=1')).json();
  const f2 = (await get('/api/featureFlags?facilityId=2')).json();
  assert.equal(f1.currentFacilityFeatureFlags.enableAgedCareAct2025, true);
  assert.equal(f2.currentFacilityFeatureFlags.enableAgedCareAct2025, false);
  assert.equal(f1.systemConfigurationFlags.enablePrivateResidents, true);
  assert.equal(f1.systemConfigurationFlags.disableSendingExtraServiceToMedicare, false);
  await t.handle.db
    .updateTable('facility_feature_flags')
    .set({ value: true })
    .where('facility_id', '=', 2)
    .where('name', '=', 'enableAgedCareAct2025')
    .execute();
  await t.handle.db
    .updateTable('system_feature_flags')
    .set({ value: true })
    .where('name', '=', 'disableSendingExtraServiceToMedicare')
    .execute();
  const again = (await get('/api/featureFlags?facilityId=2')).json();
  assert.equal(again.currentFacilityFeatureFlags.enableAgedCareAct2025, true);
  assert.equal(again.systemConfigurationFlags.disableSendingExtraServiceToMedicare, true);
});

test('banner messages: active only, by facility type', async () => {
  const rac = (await get('/api/bannerMessages?facilityId=1')).json();
  const ilu = (await get('/api/bannerMessages?facilityId=4')).json();
  const all = await t.handle.db.selectFrom('banner_messages').selectAll().execute();
  assert.deepEqual(
    rac.map((b: { id: number }) => b.id).sort(),
    all
      .filter((b) => b.is_active && b.is_rac)
      .map((b) => b.id)
      .sort(),
  );
  assert.deepEqual(
    ilu.map((b: { id: number }) => b.id).sort(),
    all
      .filter((b) => b.is_active && b.is_ilu)
      .map((b) => b.id)
      .sort(),
  );
  assert.ok(rac.every((b: { isActive: boolean; isRac: boolean }) => b.isActive && b.isRac));
  assert.ok(ilu.every((b: { isILU: boolean }) => b.isILU));
  assert.ok(rac.some((b: { isILU: boolean }) => !b.isILU) && ilu.some((b: { isRac: boolean }) => !b.isRac));
});

test('reference data lists', async () => {
  for (const [path, table] of [
    ['relationships', 'relationships'],
    ['countries', 'countries'],
    ['religions', 'religions'],
    ['enquiry-sources', 'enquiry_sources'],
    ['extraServices', 'extra_services'],
  ] as const) {
    const res = await get(`/api/referenceData/${path}`, 'carer@demo.local');
    assert.equal(res.statusCode, 200, path);
    const n = await t.handle.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    assert.equal(res.json().length, n.n, path);
  }
  const gst = (await get('/api/referenceData/gst-rate')).json();
  assert.equal(gst.rate, '10.00');
  // The ACFI rates entered in the organisation's care funding rates (the demo's 2008-09 record: 12 rates).
  const acfi = await get('/api/referenceData/acfi-rates', 'carer@demo.local');
  assert.equal(acfi.statusCode, 200);
  const rates = acfi.json() as Array<{ dailyRate: unknown; effectiveFrom: string; effectiveTo: string | null }>;
  assert.equal(rates.length, 12);
  assert.ok(rates.every((r) => typeof r.dailyRate === 'string' && r.effectiveFrom === '2008-07-01'));
  assert.equal(rates[0].effectiveTo, '2009-06-30');
});

test('lms links: configured url, or isSuccessful false with a message', async () => {
  const manual = (await get('/api/lms/TrainingManualUrl')).json();
  assert.deepEqual(manual, { isSuccessful: true, url: 'https://docs.example.org/manual.pdf', message: null });
  const release = (await get('/api/lms/ReleaseInformationUrl')).json();
  assert.equal(release.isSuccessful, false);
  assert.equal(release.url, null);
  assert.match(release.message, /RELEASE_INFORMATION_URL is not configured/);
});

test('tokens: wrong audience, wrong issuer, expired, no api scope, deactivated user => 401', async () => {
  const bad = [
    await t.tokenFor('manager@demo.local', { audience: 'someone-else' }),
    await t.tokenFor('manager@demo.local', { issuer: 'http://evil.example/oidc' }),
    await t.tokenFor('manager@demo.local', { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
    await t.tokenFor('manager@demo.local', { scope: 'openid profile' }),
    await t.tokenFor('inactive@demo.local'),
    'not-a-jwt',
  ];
  for (const token of bad) {
    const res = await t.app.inject({ url: '/api/users/facilities', headers: { authorization: `Bearer ${token}` } });
    assert.equal(res.statusCode, 401);
    assert.ok(res.json().message);
  }
});

test('openapi document lists every declared route with the bearer scheme', async () => {
  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
  assert.ok(doc.components.securitySchemes.bearerAuth);
  for (const r of t.app.routeRegistry) {
    const path = r.url.replace(/:(\w+)/g, '{$1}');
    assert.ok(doc.paths[path]?.[r.method.toLowerCase()], `${r.method} ${r.url} in OpenAPI`);
  }
});
