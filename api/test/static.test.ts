import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { matchesRoutePath } from '../src/http/static';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
let empty: TestContext;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-frontend-'));
before(async () => {
  fs.mkdirSync(path.join(root, 'shell', 'dist', 'assets'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>Shell</title>');
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'assets', 'main.3f9a1c2b7d.js'), 'console.log(1)');
  fs.mkdirSync(path.join(root, 'mfe-residents', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'mfe-residents', 'dist', 'mf-manifest.json'), '{"id":"mfe_residents"}');
  fs.writeFileSync(path.join(root, 'mfe-residents', 'dist', 'remoteEntry.js'), 'var x;');
  fs.writeFileSync(path.join(root, 'mfe-residents', 'dist', '412.a1b2c3d4e5.js'), 'var y;');
  fs.writeFileSync(path.join(root, 'secret.txt'), 'do not serve');
  t = await createTestContext({ demo: false, env: { FRONTEND_ROOT: root } });
  empty = await createTestContext({ demo: false, env: { FRONTEND_ROOT: path.join(root, 'nothing-built') } });
});
after(async () => {
  await t?.close();
  await empty?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

test('/config.json from the configuration', async () => {
  const res = await t.app.inject({ url: '/config.json' });
  assert.equal(res.statusCode, 200);
  const body = res.json();
  assert.equal(body.oidc.authority, 'http://localhost:8080/oidc');
  assert.equal(body.remotes.length, 7);
  assert.deepEqual(body.environment, { name: 'Local demo', simulators: true });
});

test("/config.json carries each deployed remote's routes.json; a remote redeployed alone shows on the next load", async () => {
  const routesFile = path.join(root, 'mfe-residents', 'dist', 'routes.json');
  const routes = { remote: 'mfe_residents', routes: [{ path: '/viewResidents', title: 'Residents' }], menu: [], build: 'one' };
  fs.writeFileSync(routesFile, JSON.stringify(routes));
  fs.mkdirSync(path.join(root, 'mfe-leads', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'mfe-leads', 'dist', 'routes.json'), '{"remote": "mfe_leads", "routes": [');
  try {
    const first = await t.app.inject({ url: '/config.json' });
    const byName = (res: typeof first) =>
      new Map((res.json().remotes as { name: string; routesFile?: unknown }[]).map((r) => [r.name, r.routesFile]));
    assert.deepEqual(byName(first).get('mfe_residents'), routes);
    // Unreadable (mfe-leads: not JSON) or missing (the others): listed without it; the shell fetches their routes.json.
    assert.equal(byName(first).get('mfe_leads'), undefined);
    assert.equal(byName(first).get('mfe_admin'), undefined);
    assert.equal(
      (await t.app.inject({ url: '/config.json', headers: { 'if-none-match': String(first.headers.etag) } })).statusCode,
      304,
    );

    // Redeployed: a new file (its size and time change) is read on the next request, under a new ETag.
    const next = { ...routes, routes: [...routes.routes, { path: '/viewDepartedResidents', title: 'Departed' }], build: 'two' };
    fs.writeFileSync(routesFile, JSON.stringify(next));
    const second = await t.app.inject({ url: '/config.json', headers: { 'if-none-match': String(first.headers.etag) } });
    assert.equal(second.statusCode, 200);
    assert.notEqual(second.headers.etag, first.headers.etag);
    assert.deepEqual(byName(second).get('mfe_residents'), next);
  } finally {
    fs.rmSync(routesFile, { force: true });
    fs.rmSync(path.join(root, 'mfe-leads'), { recursive: true, force: true });
  }
});

type ListedRemote = { name: string; routesFile?: unknown; unreachable?: boolean };
const listed = async (app: TestContext['app'], name: string) =>
  ((await app.inject({ url: '/config.json' })).json().remotes as ListedRemote[]).find((r) => r.name === name)!;

test('a remote whose routes.json cannot be read now is listed with the last copy read, marked unreachable, on every replica', async () => {
  const dist = path.join(root, 'mfe-billing', 'dist');
  const routesFile = path.join(dist, 'routes.json');
  const routes = { remote: 'mfe_billing', routes: [{ path: '/sundryCharges', title: 'Sundry charges' }], menu: [], build: 'b1' };
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(routesFile, JSON.stringify(routes));
  let replica: TestContext | undefined;
  try {
    // Never read before and not deployed: listed without routes, as before.
    assert.deepEqual(await listed(empty.app, 'mfe_billing'), {
      name: 'mfe_billing',
      manifest: '/mfe/mfe-billing/mf-manifest.json',
      routes: '/mfe/mfe-billing/routes.json',
    });
    const live = await listed(t.app, 'mfe_billing');
    assert.deepEqual(live.routesFile, routes);
    assert.equal(live.unreachable, undefined);

    // The folder goes away: the copy read last, marked unreachable (and the config's ETag changes with it).
    const before = await t.app.inject({ url: '/config.json' });
    fs.rmSync(path.join(root, 'mfe-billing'), { recursive: true, force: true });
    const down = await t.app.inject({ url: '/config.json', headers: { 'if-none-match': String(before.headers.etag) } });
    assert.equal(down.statusCode, 200);
    const downBilling = (down.json().remotes as ListedRemote[]).find((r) => r.name === 'mfe_billing')!;
    assert.deepEqual(downBilling.routesFile, routes);
    assert.equal(downBilling.unreachable, true);

    // Another replica on the same database, started after the remote went missing, never read the file: it serves the
    // same copy (the copy lives in the database, not in one process).
    if (t.databaseUrl) {
      replica = await createTestContext({ databaseUrl: t.databaseUrl, prepared: true, env: { FRONTEND_ROOT: root } });
      const seen = await listed(replica.app, 'mfe_billing');
      assert.deepEqual(seen.routesFile, routes);
      assert.equal(seen.unreachable, true);
    }

    // Deployed again with other routes: served as they are, and they become the kept copy.
    const next = {
      ...routes,
      routes: [...routes.routes, { path: '/sundryCharges/new', title: 'New sundry charge' }],
      build: 'b2',
    };
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(routesFile, JSON.stringify(next));
    const back = await listed(t.app, 'mfe_billing');
    assert.deepEqual(back.routesFile, next);
    assert.equal(back.unreachable, undefined);
    fs.rmSync(path.join(root, 'mfe-billing'), { recursive: true, force: true });
    const againDown = await listed(t.app, 'mfe_billing');
    assert.deepEqual(againDown.routesFile, next);
    assert.equal(againDown.unreachable, true);
  } finally {
    await replica?.close();
    fs.rmSync(path.join(root, 'mfe-billing'), { recursive: true, force: true });
  }
});

test("route paths match as the shell's router matches them", () => {
  assert.ok(matchesRoutePath('/viewAndEditRooms', '/viewAndEditRooms'));
  assert.ok(matchesRoutePath('/viewAndEditRooms', '/viewandeditrooms/'));
  assert.ok(matchesRoutePath('/viewResident/:residentId/*', '/viewResident/26/financials/false/fees'));
  assert.ok(matchesRoutePath('/viewResident/:residentId/*', '/viewResident/26'));
  assert.ok(!matchesRoutePath('/viewResident/:residentId/*', '/viewResident'));
  assert.ok(!matchesRoutePath('/roles/view/:roleId', '/roles/view/3/more'));
  assert.ok(!matchesRoutePath('/roles', '/rolesx'));
});

test("a deep link's page names its screen's remote files to preload; none where the screen is not known", async () => {
  const dist = path.join(root, 'mfe-admin', 'dist');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'routes.json'),
    JSON.stringify({
      remote: 'mfe_admin',
      routes: [
        { path: '/viewAndEditRooms', title: 'Rooms', expose: './Rooms' },
        { path: '/dashboard', title: 'Dashboard', facilityType: 'AgeCare', expose: './Dashboard' },
        { path: '/accountSettings', title: 'Account settings' },
      ],
      menu: [],
    }),
  );
  fs.writeFileSync(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './Rooms', assets: { js: { sync: ['2689.6c33740b.js', '__federation_expose_Rooms.25747019.js'] } } }],
    }),
  );
  fs.mkdirSync(path.join(root, 'mfe-ilu', 'dist'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'mfe-ilu', 'dist', 'routes.json'),
    JSON.stringify({
      remote: 'mfe_ilu',
      routes: [{ path: '/dashboard', title: 'Dashboard', facilityType: 'IndependentLiving', expose: './Dashboard' }],
      menu: [],
    }),
  );
  try {
    const rooms = await t.app.inject({ url: '/viewAndEditRooms' });
    assert.equal(rooms.statusCode, 200);
    assert.equal(
      rooms.headers.link,
      '</mfe/mfe-admin/mf-manifest.json>; rel=preload; as=fetch; crossorigin, </mfe/mfe-admin/remoteEntry.js>; rel=preload; as=script, ' +
        '</mfe/mfe-admin/2689.6c33740b.js>; rel=preload; as=script, </mfe/mfe-admin/__federation_expose_Rooms.25747019.js>; rel=preload; as=script',
    );
    // The dashboard depends on the facility (two remotes declare it); a page without a remote screen; an unknown path.
    for (const url of ['/dashboard', '/accountSettings', '/somewhere'])
      assert.equal((await t.app.inject({ url })).headers.link, undefined, url);
  } finally {
    fs.rmSync(dist, { recursive: true, force: true });
    fs.rmSync(path.join(root, 'mfe-ilu'), { recursive: true, force: true });
  }
});

test('remotes: files with cache headers; no traversal; unknown package 404', async () => {
  const manifest = await t.app.inject({ url: '/mfe/mfe-residents/mf-manifest.json' });
  assert.equal(manifest.statusCode, 200);
  assert.equal(manifest.headers['cache-control'], 'no-cache');
  assert.equal(manifest.body, '{"id":"mfe_residents"}');
  assert.equal((await t.app.inject({ url: '/mfe/mfe-residents/remoteEntry.js' })).headers['cache-control'], 'no-cache');
  const hashed = await t.app.inject({ url: '/mfe/mfe-residents/412.a1b2c3d4e5.js' });
  assert.match(String(hashed.headers['cache-control']), /immutable/);
  assert.match(String(hashed.headers['content-type']), /javascript/);
  assert.equal((await t.app.inject({ url: '/mfe/mfe-residents/../../secret.txt' })).statusCode, 404);
  assert.equal((await t.app.inject({ url: '/mfe/mfe-residents/%2e%2e/%2e%2e/secret.txt' })).statusCode, 404);
  assert.equal((await t.app.inject({ url: '/mfe/mfe-leads/mf-manifest.json' })).statusCode, 404);
  assert.equal((await t.app.inject({ url: '/mfe/not-a-remote/x.js' })).statusCode, 404);
});

test('shell: files, SPA fallback for app paths, JSON 404 under /api and for missing assets', async () => {
  const page = await t.app.inject({ url: '/viewResident/12/details' });
  assert.equal(page.statusCode, 200);
  assert.match(page.body, /<title>Shell<\/title>/);
  assert.equal((await t.app.inject({ url: '/' })).statusCode, 200);
  assert.equal((await t.app.inject({ url: '/assets/main.3f9a1c2b7d.js' })).body, 'console.log(1)');
  assert.equal((await t.app.inject({ url: '/assets/missing.js' })).statusCode, 404);
  assert.equal((await t.app.inject({ url: '/api/nothing' })).statusCode, 404);
  assert.equal((await t.app.inject({ method: 'POST', url: '/dashboard' })).statusCode, 404);
});

test('nothing built yet: a short HTML hint, remotes 404, config.json still served', async () => {
  const page = await empty.app.inject({ url: '/dashboard' });
  assert.equal(page.statusCode, 404);
  assert.match(page.body, /has not been built yet/);
  assert.equal((await empty.app.inject({ url: '/mfe/mfe-residents/mf-manifest.json' })).statusCode, 404);
  assert.equal((await empty.app.inject({ url: '/config.json' })).statusCode, 200);
});
