/**
 * Live collaboration: a route's declared live topics are published for the request's facility after a successful
 * write, and only then (every declared route's example, sent as the generated security tests send it); the stream
 * passes each topic only to readers who may view it; a stale write's 409 names who changed the record and when; a
 * lead card moved by someone else since the board was loaded is refused naming them.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { LIVE_TOPICS, type LiveTopic } from 'shared-domain/live';
import { CONFLICT_MESSAGE } from 'shared-domain/messages';
import type { LeadCard, LeadDashboard } from 'shared-domain/contracts/leads';
import { LIVE_CHANNEL, isLiveNotice, type LiveNotice } from '../src/live/publish';
import { createTestContext, type TestContext } from './helpers';
import { homeFacility, requestRoute, resolveExample } from './security-request';

process.env.MEDICARE_SIMULATOR_JOB = 'off';
process.env.CLINICAL_SIMULATOR_JOB = 'off';
let t: TestContext;
const heard: LiveNotice[] = [];
let stopListening = () => {};
before(async () => {
  t = await createTestContext();
  stopListening = t.ctx.notifier.subscribe(LIVE_CHANNEL, (payload) => {
    if (isLiveNotice(payload)) heard.push(payload);
  });
});
after(async () => {
  stopListening();
  await t?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The notices heard from now on while `act` runs, waiting up to `waitMs` for `expected` of them (then 150 ms for
 * strays). A test of silence waits the shorter time a notice takes here (tens of milliseconds) many times over.
 */
async function noticesOf(act: () => Promise<unknown>, expected: number, waitMs = 3000): Promise<LiveNotice[]> {
  const from = heard.length;
  await act();
  for (let i = 0; i < waitMs / 50 && heard.length - from < expected; i++) await sleep(50);
  await sleep(150);
  return heard.slice(from);
}

/** What the resident editor sends back of a record it read (PUT residents). */
function editable(d: Record<string, unknown>) {
  const keys = [
    'id',
    'version',
    'firstName',
    'lastName',
    'title',
    'sex',
    'dateOfBirth',
    'email',
    'street1',
    'suburb',
    'state',
    'postCode',
    'countryId',
    'medicareNumber',
    'billPayerType',
    'billPayerDetail',
    'primaryContact',
    'secondaryContact',
    'otherContacts',
    'enquirySources',
    'religions',
    'specialisedCareIds',
  ];
  return {
    ...Object.fromEntries(keys.map((k) => [k, d[k]])),
    medicareMemberNumber: d.medicareMemberNumber ?? (d.medicareNumber ? '1' : null),
  };
}

/** The board's columns (GET leads/dashboard/), each with its status. */
async function boardColumns(who: string): Promise<Array<{ status: string; cards: LeadCard[] }>> {
  const board = (await call(who, 'GET', '/api/leads/dashboard/?take=50')).json as unknown as LeadDashboard;
  return Object.values(board).map((c) => ({ status: c.result[0]?.status ?? '', cards: c.result }));
}

const topicsOf = (notices: LiveNotice[]) => notices.map((n) => n.topic).sort();

async function call(who: string, method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown, facilityId = '1') {
  const res = await t.app.inject({
    method,
    url,
    query: { facilityId },
    headers: await t.authFor(who),
    ...(body !== undefined ? { payload: body as object } : {}),
  });
  return { status: res.statusCode, json: res.json() as Record<string, unknown> };
}

describe('publishing declared on the route', () => {
  test('the screens that listen have their writes declared', () => {
    const live = (method: string, url: string) => t.app.routeRegistry.find((r) => r.method === method && r.url === url)?.live;
    assert.deepEqual(live('PUT', '/api/leads/lead-order'), ['lead-board']);
    assert.deepEqual(live('PUT', '/api/leads/lead-status'), ['lead-board']);
    assert.deepEqual(live('POST', '/api/leads'), ['lead-board']);
    assert.deepEqual(live('DELETE', '/api/leads/:id'), ['lead-board']);
    assert.deepEqual(live('POST', '/api/residents/:id/leave'), ['residents', 'dashboard', 'medicare-events']);
    assert.deepEqual(live('POST', '/api/residents/:id/leave/return'), ['residents', 'dashboard', 'medicare-events']);
    assert.deepEqual(live('POST', '/api/residents/:id/depart'), ['residents', 'dashboard', 'medicare-events']);
    assert.deepEqual(live('PUT', '/api/leads/admit/'), ['lead-board', 'residents', 'dashboard', 'medicare-events']);
    assert.deepEqual(live('PUT', '/api/residents'), ['residents']);
    assert.deepEqual(live('POST', '/api/enquiries/admit'), ['residents', 'dashboard']);
    assert.deepEqual(live('POST', '/api/funding/accommodation-balance-retry-event'), ['medicare-events']);
    assert.deepEqual(live('POST', '/api/funding/statement/:monthAndYear/reconciliation-adjustment'), [
      'statement-reconciliation',
    ]);
    // Every topic has a publisher; reads publish nothing.
    const declared = new Set(t.app.routeRegistry.flatMap((r) => r.live ?? []));
    assert.deepEqual([...declared].sort(), [...LIVE_TOPICS].sort());
    assert.ok(t.app.routeRegistry.filter((r) => r.live?.length).every((r) => r.method !== 'GET' && r.scope === 'facility'));
  });

  test("every declared write's example publishes exactly its topics, for its facility, once it succeeded", async () => {
    const token = await t.tokenFor('system@demo.local');
    const routes = t.app.routeRegistry.filter((r) => r.live?.length);
    assert.ok(routes.length > 40, String(routes.length));
    for (const declared of routes) {
      const r = await resolveExample({ db: t.handle.db, app: t.app, token }, declared);
      let status = 0;
      let body = '';
      const notices = await noticesOf(async () => {
        const res = await requestRoute(t.app, r, { token });
        status = res.statusCode;
        body = res.body;
      }, r.live!.length);
      const name = `${r.method} ${r.url}`;
      assert.ok(status >= 200 && status < 300, `${name}: ${status} ${body}`);
      assert.deepEqual(topicsOf(notices), [...r.live!].sort(), name);
      for (const n of notices) assert.deepEqual(n.facilityIds, [homeFacility(r)], name);
    }
  });

  test('a refused write publishes nothing', async () => {
    const card = (await boardColumns('manager@demo.local')).flatMap((c) => c.cards)[0];
    const notices = await noticesOf(
      () =>
        call('manager@demo.local', 'PUT', '/api/leads/lead-order', {
          currentResidencyId: card.residencyId,
          status: card.status,
          predecessorOrderNumber: null,
          successorOrderNumber: null,
          fromStatus: card.status,
          fromOrderNumber: '123456789',
        }).then((res) => assert.equal(res.status, 409)),
      1,
      1000,
    );
    assert.deepEqual(notices, []);
    // A validation refusal (400) neither.
    const invalid = await noticesOf(
      () =>
        call('manager@demo.local', 'PUT', '/api/leads/lead-order', {
          currentResidencyId: card.residencyId,
          status: card.status,
          predecessorOrderNumber: 'x',
          successorOrderNumber: null,
        }).then((res) => assert.equal(res.status, 400)),
      1,
      1000,
    );
    assert.deepEqual(invalid, []);
  });
});

describe('who hears what', () => {
  async function openStream(base: string, who: string, facilityId: number) {
    const controller = new AbortController();
    const res = await fetch(`${base}/api/live?facilityId=${facilityId}`, {
      headers: { authorization: `Bearer ${await t.tokenFor(who)}` },
      signal: controller.signal,
    });
    assert.equal(res.status, 200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          text += decoder.decode(value, { stream: true });
        }
      } catch {
        /* aborted */
      }
    })();
    const topics = () =>
      text
        .split('\n\n')
        .filter((b) => b.startsWith('event: change'))
        .map((b) => (JSON.parse(b.split('data: ')[1]) as { topic: LiveTopic }).topic)
        .sort();
    return { topics, close: () => controller.abort() };
  }

  test('each reader hears the topics its permissions let it view, of its current facility only', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = typeof address === 'string' ? address : `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const manager = await openStream(base, 'manager@demo.local', 1);
    const carer = await openStream(base, 'carer@demo.local', 1);
    const finance = await openStream(base, 'finance@demo.local', 1);
    const admin = await openStream(base, 'admin@demo.local', 1);
    const elsewhere = await openStream(base, 'manager@demo.local', 2);
    try {
      await sleep(200);
      // One write of each topic, through the routes that declare them.
      for (const topic of LIVE_TOPICS) await t.ctx.notifier.publish(LIVE_CHANNEL, { topic, facilityIds: [1] });
      for (let i = 0; i < 60 && manager.topics().length < LIVE_TOPICS.length; i++) await sleep(50);
      await sleep(200);
      assert.deepEqual(manager.topics(), [...LIVE_TOPICS].sort());
      // Care staff: leads and residents (view), the dashboard; no Medicare events, no reconciliation.
      assert.deepEqual(carer.topics(), ['dashboard', 'lead-board', 'residents']);
      // Finance staff: everything they may view, reconciliation included.
      assert.deepEqual(finance.topics(), [...LIVE_TOPICS].sort());
      // An administrator (facility and users, no residents or leads): the dashboard every user opens.
      assert.deepEqual(admin.topics(), ['dashboard']);
      assert.deepEqual(elsewhere.topics(), []);
    } finally {
      for (const s of [manager, carer, finance, admin, elsewhere]) s.close();
    }
  });
});

describe('a conflict names the change it lost to', () => {
  test("the second writer of a stale version is told who changed the record, and when (Melbourne's clock)", async () => {
    const residents = await call('manager@demo.local', 'GET', '/api/residents?take=1');
    const residentId = (residents.json.result as Array<{ residentId: number }>)[0].residentId;
    const read = (await call('facility.manager@demo.local', 'GET', `/api/residents/${residentId}`)).json;
    // Margaret (manager) saves first; Fiona (facility manager) saves the copy she read before.
    const first = await call('manager@demo.local', 'PUT', '/api/residents', { ...editable(read), preferredName: 'Maggie' });
    assert.equal(first.status, 200, JSON.stringify(first.json));
    const second = await call('facility.manager@demo.local', 'PUT', '/api/residents', {
      ...editable(read),
      preferredName: 'Peg',
    });
    assert.equal(second.status, 409);
    assert.match(
      String(second.json.message),
      /^This record was changed by Margaret Nguyen at \d{1,2}:\d{2} (am|pm)\. Reload to see their change\.$/,
    );
    // The record read names the same change (what an open editor's notice shows).
    const after = (await call('facility.manager@demo.local', 'GET', `/api/residents/${residentId}`)).json;
    assert.equal((after.lastChange as { name: string }).name, 'Margaret Nguyen');
    assert.equal((after as { preferredName: string }).preferredName, 'Maggie');
  });

  test('a lead card moved by someone else since the board was loaded: 409 naming them; the server keeps its order', async () => {
    const column = (await boardColumns('manager@demo.local')).find((c) => c.cards.length >= 3)!;
    const [top, second, third] = column.cards;
    // Fiona moves the top card below the third.
    const moved = await call('facility.manager@demo.local', 'PUT', '/api/leads/lead-order', {
      currentResidencyId: top.residencyId,
      status: top.status,
      predecessorOrderNumber: third.orderNumber,
      successorOrderNumber: null,
      fromStatus: top.status,
      fromOrderNumber: top.orderNumber,
    });
    assert.equal(moved.status, 200, JSON.stringify(moved.json));
    // Margaret, on the board she loaded before, drags the same card between the second and the third.
    const stale = await call('manager@demo.local', 'PUT', '/api/leads/lead-order', {
      currentResidencyId: top.residencyId,
      status: top.status,
      predecessorOrderNumber: second.orderNumber,
      successorOrderNumber: third.orderNumber,
      fromStatus: top.status,
      fromOrderNumber: top.orderNumber,
    });
    assert.equal(stale.status, 409);
    assert.match(String(stale.json.message), /^This record was changed by Fiona Barker at .+\. Reload to see their change\.$/);
    // The server's order stands: after the third card.
    const now = await boardColumns('manager@demo.local');
    const ids = now.find((c) => c.status === column.status)!.cards.map((c) => c.residencyId);
    assert.ok(ids.indexOf(top.residencyId) > ids.indexOf(third.residencyId), ids.join(','));
  });

  test('without an audited change of the records it resolved, the conflict keeps the plain message', async () => {
    const res = await call('finance@demo.local', 'POST', '/api/funding/fetch-medicare-event-status', {
      lastFetchedOnUtc: '2001-01-01T00:00:00.000Z',
    });
    assert.equal(res.status, 409);
    assert.equal(res.json.message, CONFLICT_MESSAGE);
  });
});
