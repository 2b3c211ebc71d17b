import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { createAppContext } from '../src/bootstrap';
import { createTestContext, type TestContext } from './helpers';

const contexts: TestContext[] = [];
after(async () => {
  for (const c of contexts.reverse()) await c.close();
});

/** Opens the SSE stream with fetch (bearer token in the header, as the browser does) and resolves on the first notice. */
async function openStream(t: TestContext, who: string) {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = typeof address === 'string' ? address : `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const controller = new AbortController();
  const res = await fetch(`${base}/api/notifications/stream`, {
    headers: { authorization: `Bearer ${await t.tokenFor(who)}` },
    signal: controller.signal,
  });
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /text\/event-stream/);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const next = async (): Promise<{ event: string; data: any }> => {
    for (;;) {
      const idx = buffer.indexOf('\n\n');
      if (idx >= 0) {
        const block = buffer.slice(0, idx);
        buffer = buffer.slice(idx + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) return { event, data: JSON.parse(data) };
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };
  return { next, close: () => controller.abort() };
}

function withTimeout<T>(p: Promise<T>, ms = 5000): Promise<T> {
  return Promise.race([
    p,
    new Promise<T>((_, rej) => setTimeout(() => rej(new Error('timed out waiting for the notice')), ms).unref()),
  ]);
}

test('stream without a token is 401', async () => {
  const t = await createTestContext();
  contexts.push(t);
  const res = await t.app.inject({ url: '/api/notifications/stream' });
  assert.equal(res.statusCode, 401);
});

test('a maintenance notice from a system user reaches a signed-in browser over SSE and is audited', async () => {
  const t = contexts[0];
  const stream = await openStream(t, 'carer@demo.local');
  try {
    const received = withTimeout(stream.next());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/system/maintenance-notice',
      headers: { authorization: `Bearer ${await t.tokenFor('system@demo.local')}` },
      payload: { message: 'The system restarts in 5 minutes.' },
    });
    assert.equal(res.statusCode, 200, res.body);
    const got = await received;
    assert.equal(got.event, 'maintenance-notice');
    assert.equal(got.data.message, 'The system restarts in 5 minutes.');
    assert.equal(got.data.sentBy, 'System Support');
    const audit = await t.handle.db.selectFrom('audit_log').selectAll().where('entity', '=', 'maintenanceNotice').execute();
    assert.equal(audit.length, 1);
    const system = await t.handle.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'system@demo.local')
      .executeTakeFirstOrThrow();
    assert.equal(audit[0].user_id, system.id);
  } finally {
    stream.close();
  }
});

test('a notice sent on one API instance reaches a browser connected to another (server: separate pools and LISTEN connections)', async () => {
  const a = contexts[0];
  let b: TestContext;
  if (a.databaseUrl) {
    // Two replicas on the same PostgreSQL database: only LISTEN/NOTIFY connects them.
    b = await createTestContext({ databaseUrl: a.databaseUrl, prepared: true });
  } else {
    // Embedded PGlite is one process's database: a second app instance with its own notifier on the same database.
    const ctx = await createAppContext(a.config, a.handle);
    const app = await buildApp(ctx);
    b = {
      ...a,
      ctx,
      app,
      close: async () => {
        await app.close();
        await ctx.close();
      },
    };
  }
  contexts.push(b);
  const stream = await openStream(b, 'manager@demo.local');
  try {
    const received = withTimeout(stream.next());
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/system/maintenance-notice',
      headers: { authorization: `Bearer ${await a.tokenFor('system@demo.local')}` },
      payload: { message: 'Cross-replica notice' },
    });
    assert.equal(res.statusCode, 200);
    assert.equal((await received).data.message, 'Cross-replica notice');
  } finally {
    stream.close();
  }
});
