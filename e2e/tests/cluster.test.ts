/**
 * The cluster (run.mjs --cluster; `npm run start:cluster`): two API replicas on one PostgreSQL database behind nginx.
 * A browser signs in through the balancer (the provider's interaction state is in the database, so each step may land
 * on either replica); a note written on one replica is read on the other; a document uploaded through the balancer is
 * downloaded from each replica (one shared data directory); a maintenance notice posted on one replica reaches a stream
 * open on the other (NOTIFY); and a user deactivated on one replica is refused on the other within the auth cache's
 * eviction (NOTIFY from the database's triggers), whose time is printed.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launch, newContext, signIn } from '../lib/browser';
import { connectTestDatabase, type TestDatabase } from '../lib/db';
import { accessToken } from '../lib/pages';
import { clusterMode, startServer, type RunningServer } from '../lib/server';

let server: RunningServer;
let browser: Browser;
let db: TestDatabase;
/** The organisation manager, signed in once through the balancer by the first test. */
let manager: { page: Page; token: string; replicas: Set<string> };

before(async () => {
  assert.ok(clusterMode(), 'this journey runs in the cluster mode only (node run.mjs --cluster)');
  server = await startServer();
  db = connectTestDatabase(server.databaseUrl)!;
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await db?.close();
  await server?.stop();
});

async function call(base: string, token: string, method: string, path: string, body?: unknown) {
  const r = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await r.text();
  return { status: r.status, json: text ? JSON.parse(text) : undefined, upstream: r.headers.get('x-upstream') };
}

/** Signs in through the balancer, noting which replicas answered the page's API calls. */
async function signInNoting(email: string): Promise<{ page: Page; token: string; replicas: Set<string> }> {
  const context = await newContext(browser);
  const replicas = new Set<string>();
  context.on('response', (res) => {
    const upstream = res.headers()['x-upstream'];
    if (upstream) replicas.add(upstream);
  });
  const page = await signIn(context, server.url, email);
  return { page, token: await accessToken(page), replicas };
}

describe('two API replicas behind nginx', () => {
  test('a browser signs in through the balancer; a note written on one replica is read on the other', async () => {
    assert.equal(server.replicaUrls.length, 2);
    manager = await signInNoting('manager@demo.local');
    const { page, token, replicas } = manager;
    await page.getByText('Registered beds', { exact: true }).waitFor();
    // The sign-in's redirects, the provider's calls and the dashboard's requests were spread over both replicas.
    assert.equal(replicas.size, 2, `both replicas answered the browser (${[...replicas].join(', ')})`);

    const [a, b] = server.replicaUrls;
    const text = `Cluster journey note ${Date.now()}`;
    const added = await call(a, token, 'POST', '/api/residents/1/resident-notes?facilityId=1', { note: text });
    assert.equal(added.status, 200, JSON.stringify(added.json));
    const listed = await call(b, token, 'GET', '/api/residents/1/resident-notes?facilityId=1&skip=0&take=10');
    assert.equal(listed.status, 200);
    assert.ok(
      (listed.json.result as Array<{ note: string }>).some((n) => n.note === text),
      'the other replica reads the note at once',
    );
  });

  test('a document uploaded through the balancer downloads from each replica', async () => {
    const { token } = manager;
    const content = `Cluster document ${Date.now()}\n`.repeat(2000);
    const form = new FormData();
    form.append('file', new Blob([content], { type: 'text/plain' }), 'cluster.txt');
    const up = await fetch(`${server.url}/api/residents/1/upload?facilityId=1&name=Cluster%20${Date.now()}&extension=txt`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const doc = (await up.json()) as { id: number };
    assert.equal(up.status, 201, JSON.stringify(doc));
    for (const base of server.replicaUrls) {
      const grant = await call(base, token, 'GET', `/api/residents/document/${doc.id}/token?facilityId=1`);
      assert.equal(grant.status, 200);
      const view = await fetch(
        `${base}/api/residents/document/${doc.id}/view?documentAccessToken=${encodeURIComponent(grant.json.documentAccessToken)}`,
      );
      assert.equal(view.status, 200, `download from ${base}`);
      assert.equal(await view.text(), content, `the same bytes from ${base}`);
    }
  });

  test('a maintenance notice posted on one replica reaches a stream open on the other', async () => {
    const system = await signInNoting('system@demo.local');
    const reader = manager;
    const [a, b] = server.replicaUrls;
    const controller = new AbortController();
    const stream = await fetch(`${b}/api/notifications/stream`, {
      headers: { authorization: `Bearer ${reader.token}` },
      signal: controller.signal,
    });
    assert.equal(stream.status, 200);
    const message = `Cluster maintenance ${Date.now()}`;
    const received = (async () => {
      const reader = stream.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return false;
        text += decoder.decode(value, { stream: true });
        if (text.includes(message)) return true;
      }
    })();
    // The stream is open (its first comment was written) before the notice is posted.
    const posted = await call(a, system.token, 'POST', '/api/system/maintenance-notice', { message });
    assert.equal(posted.status, 200, JSON.stringify(posted.json));
    const timeout = setTimeout(() => controller.abort(), 10_000);
    assert.equal(await received.catch(() => false), true, 'the notice reached the other replica within 10 s');
    clearTimeout(timeout);
    controller.abort();
    await system.page.context().close();
  });

  test('a user deactivated on one replica is refused on the other at once', async () => {
    const admin = manager;
    const user = await signInNoting('sam.okafor@demo.local');
    const [a, b] = server.replicaUrls;
    const path = '/api/residents/1/resident-notes?facilityId=1&skip=0&take=1';
    // Warm replica B's auth cache for Sam, so the refusal below proves its eviction rather than a first read.
    assert.equal((await call(b, user.token, 'GET', path)).status, 200);
    assert.equal((await call(b, user.token, 'GET', path)).status, 200);
    const [row] = await db.query<{ id: number; version: number }>(
      `select id, version from users where email = 'sam.okafor@demo.local'`,
    );
    const off = await call(a, admin.token, 'POST', `/api/users/${row.id}/deactivate?facilityId=1`, { version: row.version });
    assert.equal(off.status, 200, JSON.stringify(off.json));
    const t0 = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - t0 < 5_000) status = (await call(b, user.token, 'GET', path)).status;
    const ms = Date.now() - t0;
    console.log(`Deactivation on one replica refused on the other after ${ms} ms`);
    assert.equal(status, 401, 'the other replica refuses the deactivated user');
    assert.ok(ms < 2_000, `within 2 s (took ${ms} ms)`);
    await admin.page.context().close();
    await user.page.context().close();
  });
});
