import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError, loadConfig } from '../src/config';
import { runtimeConfig } from '../src/http/static';

test('defaults: port 8080, public URL from the port, embedded database, demo data on', () => {
  const c = loadConfig({});
  assert.equal(c.port, 8080);
  assert.equal(c.publicUrl, 'http://localhost:8080');
  assert.equal(c.databaseUrl, undefined);
  assert.equal(c.oidcAudience, 'resident-manager-api');
  assert.equal(c.seedDemoData, true);
});

test('PORT drives the default public URL; PUBLIC_URL loses its trailing slash', () => {
  assert.equal(loadConfig({ PORT: '9090' }).publicUrl, 'http://localhost:9090');
  assert.equal(loadConfig({ PUBLIC_URL: 'https://rm.example.org/' }).publicUrl, 'https://rm.example.org');
});

test('invalid values are refused with the variable named', () => {
  assert.throws(
    () => loadConfig({ PORT: 'eighty' }),
    (e: unknown) => e instanceof ConfigError && /PORT/.test((e as Error).message),
  );
  assert.throws(() => loadConfig({ PORT: '70000' }), ConfigError);
  assert.throws(() => loadConfig({ DATABASE_URL: 'mysql://x@y/z' }), /DATABASE_URL/);
  assert.throws(() => loadConfig({ PUBLIC_URL: 'not a url' }), /PUBLIC_URL/);
  assert.throws(() => loadConfig({ SMTP_URL: 'http://mail' }), /SMTP_URL/);
  assert.throws(() => loadConfig({ ACCESS_TOKEN_TTL: '5' }), /ACCESS_TOKEN_TTL/);
});

test('runtime config.json: authority, client, the seven remotes', () => {
  const embedded = runtimeConfig(loadConfig({ PUBLIC_URL: 'http://localhost:8080' }));
  assert.equal(embedded.apiBaseUrl, '/api');
  assert.equal(embedded.oidc.authority, 'http://localhost:8080/oidc');
  assert.equal(embedded.oidc.clientId, 'resident-manager-web');
  assert.equal(embedded.oidc.scope, 'openid profile email api');
  assert.deepEqual(
    embedded.remotes.map((r) => r.name),
    ['mfe_residents', 'mfe_leads', 'mfe_funding', 'mfe_billing', 'mfe_reports', 'mfe_ilu', 'mfe_admin'],
  );
  assert.equal(embedded.remotes[0].manifest, '/mfe/mfe-residents/mf-manifest.json');
  assert.equal(embedded.remotes[0].routes, '/mfe/mfe-residents/routes.json');
  const external = runtimeConfig(loadConfig({ OIDC_ISSUER: 'https://login.example.org/realms/rm' }));
  assert.equal(external.oidc.authority, 'https://login.example.org/realms/rm');
});

test('RM_CLOCK: an ISO-8601 instant with its offset pins the clock; absent means the real time', () => {
  assert.equal(loadConfig({}).clock, undefined);
  assert.equal(loadConfig({ RM_CLOCK: '' }).clock, undefined);
  assert.equal(loadConfig({ RM_CLOCK: '2026-11-29T13:30:00Z' }).clock?.toISOString(), '2026-11-29T13:30:00.000Z');
  assert.equal(loadConfig({ RM_CLOCK: '2026-11-30T00:30:00+11:00' }).clock?.toISOString(), '2026-11-29T13:30:00.000Z');
  // a date alone or a time without an offset would depend on the machine's time zone
  for (const bad of ['2026-11-30', '2026-11-30T00:30:00', 'tomorrow', '2026-02-30T10:00:00Z']) {
    assert.throws(
      () => loadConfig({ RM_CLOCK: bad }),
      (e: unknown) => e instanceof ConfigError && /RM_CLOCK/.test((e as Error).message),
      bad,
    );
  }
});

test('MEDICARE_GATEWAY: the local simulator by default; an adapter this build does not have is refused by name', () => {
  assert.equal(loadConfig({}).medicareGateway, 'simulator');
  assert.equal(loadConfig({ MEDICARE_GATEWAY: 'simulator' }).medicareGateway, 'simulator');
  assert.throws(
    () => loadConfig({ MEDICARE_GATEWAY: 'services-australia' }),
    (e: unknown) => e instanceof ConfigError && /MEDICARE_GATEWAY/.test((e as Error).message),
  );
});
