/**
 * The Medicare events page's calls (GET funding/medicare-events, medicare-event-info, last-medicare-status-fetch-date;
 * POST fetch-medicare-event-status, accommodation-balance-retry-event) on a real database with the demo events, the
 * Medicare simulator's FinaliseClaim and AccommodationBalance answers (processing, failure and retry), and the live
 * channel (GET /api/live): a reader hears its current facility's changes of the topics it may view, and no other.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { MEDICARE_EVENT_MESSAGES } from 'shared-domain/funding/medicare-events';
import type { MedicareEvent, MedicareEventPage } from 'shared-domain/contracts/funding-events';
import { getMedicareGateway, simulateOutcome, simulateProcessing } from '../src/integrations/medicare/gateway';
import { publishLiveChange } from '../src/live/index';
import { createTestContext, type TestContext } from './helpers';

process.env.MEDICARE_SIMULATOR_JOB = 'off';
let t: TestContext;
before(async () => {
  t = await createTestContext();
});
after(async () => {
  await t?.close();
});

async function call(
  who: string,
  opts: { method?: 'GET' | 'POST'; url: string; query?: Record<string, string | string[]>; body?: unknown },
) {
  const res = await t.app.inject({
    method: opts.method ?? 'GET',
    url: opts.url,
    query: { facilityId: '1', ...(opts.query ?? {}) },
    headers: await t.authFor(who),
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
  return { status: res.statusCode, json: res.json() };
}
const FINANCE = 'finance@demo.local';

/** A submission of a facility through the gateway, waiting for its answer. */
async function submit(facilityId: number, requestType: 'Entry' | 'AccommodationBalance' | 'FinaliseClaim', extra = {}) {
  const gw = getMedicareGateway(t.ctx);
  return t.handle.db.transaction().execute((trx) =>
    gw.submit(trx, {
      facilityId,
      residencyId: null,
      residentId: null,
      requestType,
      createdByUserId: null,
      payload: { careRecipientId: 'CR00000001', firstName: 'Test', lastName: 'Person', admissionDate: '2026-01-02' },
      ...extra,
    }),
  );
}
async function statusOf(id: number) {
  return t.handle.db
    .selectFrom('medicare_submissions')
    .select(['status', 'processing_status', 'processing_reason', 'attempts', 'version', 'retried_on_utc'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('GET funding/medicare-events', () => {
  test("the facility's demo events newest first, paged, each with the seed's fields and its actions", async () => {
    const res = await call(FINANCE, { url: '/api/funding/medicare-events', query: { take: '100' } });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    const page = res.json as MedicareEventPage;
    assert.ok(page.totalCount > 10, String(page.totalCount));
    assert.equal(typeof page.notIncludingItemsAfter, 'string');
    const times = page.result.map((e) => e.createdOnUtc);
    assert.deepEqual(times, [...times].sort().reverse());
    for (const k of [
      'id',
      'uniqueEventId',
      'requestType',
      'eventStatus',
      'agedCareProcessingStatus',
      'residentPalliativeStatus',
      'currentResidencyStatus',
      'isCurrentResidency',
      'isResidentTransferred',
      'createdOnUtc',
    ])
      assert.ok(k in page.result[0], k);
    // Every row is Bayside Gardens' (its facility's): its balances failed last month and can be retried.
    const failed = page.result.find((e) => e.id === 1)!;
    assert.equal(failed.requestType, 'AccommodationBalance');
    assert.equal(failed.eventGroup, 'Update Balances');
    assert.equal(failed.agedCareProcessingStatus, 'ProcessingFailed');
    assert.equal(failed.canRetry, true);
    assert.equal(failed.reverse.offered, false);
    const entry = page.result.find((e) => e.requestType === 'Entry')!;
    assert.ok(entry.firstName && entry.residencyEventId);
    assert.equal(entry.correct.offered, true);
    const facilityOf = await t.handle.db
      .selectFrom('medicare_submissions')
      .select('facility_id')
      .where(
        'id',
        'in',
        page.result.map((e) => e.id),
      )
      .groupBy('facility_id')
      .execute();
    assert.deepEqual(
      facilityOf.map((f) => f.facility_id),
      [1],
    );
  });

  test('filters: request types, response types, residents and days', async () => {
    const balances = (
      await call(FINANCE, {
        url: '/api/funding/medicare-events',
        query: { eventTypes: ['AccommodationBalance', 'FinaliseClaim'] },
      })
    ).json as MedicareEventPage;
    // The balances and claims of the last three months (the events page's demo), and the claims the statements' demo
    // finalised before them (three months).
    assert.equal(balances.totalCount, 9);
    assert.ok(balances.result.every((e) => ['AccommodationBalance', 'FinaliseClaim'].includes(e.requestType)));
    const accepted = (await call(FINANCE, { url: '/api/funding/medicare-events', query: { responseTypes: 'Rejected' } }))
      .json as MedicareEventPage;
    assert.ok(accepted.result.every((e) => e.eventStatus === 'Rejected'));
    const entry = (
      (await call(FINANCE, { url: '/api/funding/medicare-events', query: { eventTypes: 'Entry' } })).json as MedicareEventPage
    ).result[0];
    const mine = (
      await call(FINANCE, { url: '/api/funding/medicare-events', query: { selectedResidentIds: String(entry.residentId) } })
    ).json as MedicareEventPage;
    assert.ok(mine.totalCount >= 1);
    assert.ok(mine.result.every((e) => e.residentId === entry.residentId));
    const day = entry.createdOnUtc.slice(0, 10);
    const onDay = (await call(FINANCE, { url: '/api/funding/medicare-events', query: { fromDate: day, toDate: day } }))
      .json as MedicareEventPage;
    assert.ok(onDay.result.some((e) => e.id === entry.id));
    const none = (
      await call(FINANCE, { url: '/api/funding/medicare-events', query: { fromDate: '2001-01-01', toDate: '2001-01-31' } })
    ).json as MedicareEventPage;
    assert.equal(none.totalCount, 0);
  });

  test("refusals: another facility's resident 404, a reversed range or an unknown type 400, without 301 403, independent living 404", async () => {
    const other = await t.handle.db
      .selectFrom('residencies')
      .select('resident_id')
      .where('facility_id', '=', 2)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const r404 = await call('manager@demo.local', {
      url: '/api/funding/medicare-events',
      query: { selectedResidentIds: String(other.resident_id) },
    });
    assert.equal(r404.status, 404);
    const range = await call(FINANCE, {
      url: '/api/funding/medicare-events',
      query: { fromDate: '2026-02-02', toDate: '2026-02-01' },
    });
    assert.equal(range.status, 400);
    assert.deepEqual(range.json.modelState.fromDate, [MEDICARE_EVENT_MESSAGES.dateRange]);
    const bad = await call(FINANCE, { url: '/api/funding/medicare-events', query: { eventTypes: 'Nonsense' } });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.json.modelState.eventTypes ?? bad.json.modelState['eventTypes[0]'], [
      'The request type is not a Medicare request type.',
    ]);
    assert.equal((await call('carer@demo.local', { url: '/api/funding/medicare-events' })).status, 403);
    assert.equal((await call(FINANCE, { url: '/api/funding/medicare-events', query: { facilityId: '4' } })).status, 404);
  });
});

describe('GET funding/medicare-event-info', () => {
  test('the details of a failed balances event: claim month, processing and its reason', async () => {
    const res = await call(FINANCE, {
      url: '/api/funding/medicare-event-info',
      query: { id: '1', requestType: 'AccommodationBalance' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.equal(res.json.agedCareProcessingStatus, 'ProcessingFailed');
    assert.ok(res.json.processingReason);
    assert.equal(res.json.details[0].label, 'Claim month');
  });
  test('refused for an accepted ACFI event, for a request type that is not the event’s, 404 for another facility’s', async () => {
    const acfi = await submit(1, 'Entry', { requestType: 'Acfi' });
    await t.handle.db.updateTable('medicare_submissions').set({ status: 'Accepted' }).where('id', '=', acfi.id).execute();
    const refused = await call(FINANCE, {
      url: '/api/funding/medicare-event-info',
      query: { id: String(acfi.id), requestType: 'Acfi' },
    });
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.json.modelState.id, [MEDICARE_EVENT_MESSAGES.noDetails]);
    await t.handle.db.updateTable('medicare_submissions').set({ status: 'Held' }).where('id', '=', acfi.id).execute();
    assert.equal(
      (await call(FINANCE, { url: '/api/funding/medicare-event-info', query: { id: String(acfi.id), requestType: 'Acfi' } }))
        .status,
      200,
    );
    const mismatch = await call(FINANCE, { url: '/api/funding/medicare-event-info', query: { id: '1', requestType: 'Entry' } });
    assert.deepEqual(mismatch.json.modelState.requestType, [MEDICARE_EVENT_MESSAGES.requestTypeMismatch]);
    const carlton = await t.handle.db
      .selectFrom('medicare_submissions')
      .select(['id', 'request_type'])
      .where('facility_id', '=', 2)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const r404 = await call('manager@demo.local', {
      url: '/api/funding/medicare-event-info',
      query: { id: String(carlton.id), requestType: carlton.request_type },
    });
    assert.equal(r404.status, 404);
  });
});

describe('fetching the latest statuses', () => {
  test("answers the facility's waiting events only, records when, refuses a stale fetch (409), audits", async () => {
    const before0 = await call(FINANCE, { url: '/api/funding/last-medicare-status-fetch-date' });
    assert.deepEqual(before0.json, { lastFetchedOnUtc: null });
    const mine = await submit(1, 'Entry');
    const theirs = await submit(2, 'Entry');
    const res = await call(FINANCE, {
      method: 'POST',
      url: '/api/funding/fetch-medicare-event-status',
      body: { lastFetchedOnUtc: null },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.ok(res.json.answered >= 1);
    assert.notEqual((await statusOf(mine.id)).status, 'BeingProcessed');
    assert.equal((await statusOf(theirs.id)).status, 'BeingProcessed');
    const after1 = await call(FINANCE, { url: '/api/funding/last-medicare-status-fetch-date' });
    assert.equal(after1.json.lastFetchedOnUtc, res.json.lastFetchedOnUtc);
    const stale = await call(FINANCE, {
      method: 'POST',
      url: '/api/funding/fetch-medicare-event-status',
      body: { lastFetchedOnUtc: null },
    });
    assert.equal(stale.status, 409);
    const again = await call(FINANCE, {
      method: 'POST',
      url: '/api/funding/fetch-medicare-event-status',
      body: { lastFetchedOnUtc: res.json.lastFetchedOnUtc },
    });
    assert.equal(again.status, 200);
    const audit = await t.handle.db.selectFrom('audit_log').select('action').where('action', '=', 'fetchStatuses').execute();
    assert.equal(audit.length, 2);
    assert.equal(
      (
        await call('carer@demo.local', {
          method: 'POST',
          url: '/api/funding/fetch-medicare-event-status',
          body: { lastFetchedOnUtc: null },
        })
      ).status,
      403,
    );
    const bad = await call(FINANCE, { method: 'POST', url: '/api/funding/fetch-medicare-event-status', body: {} });
    assert.equal(bad.status, 400);
  });
});

describe('retrying a failed accommodation balance', () => {
  test('Processing again with attempts + 1; then refused as not failed (400); stale version 409; 310 needed', async () => {
    const carer = await call('carer@demo.local', {
      method: 'POST',
      url: '/api/funding/accommodation-balance-retry-event',
      body: { id: 1, version: 1 },
    });
    assert.equal(carer.status, 403);
    const stale = await call(FINANCE, {
      method: 'POST',
      url: '/api/funding/accommodation-balance-retry-event',
      body: { id: 1, version: 9 },
    });
    assert.equal(stale.status, 409);
    const res = await call(FINANCE, {
      method: 'POST',
      url: '/api/funding/accommodation-balance-retry-event',
      body: { id: 1, version: 1 },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    const row = res.json as MedicareEvent;
    assert.equal(row.agedCareProcessingStatus, 'Processing');
    assert.equal(row.attempts, 2);
    assert.equal(row.canRetry, false);
    const stored = await statusOf(1);
    assert.ok(stored.retried_on_utc);
    const refused = await call(FINANCE, {
      method: 'POST',
      url: '/api/funding/accommodation-balance-retry-event',
      body: { id: 1, version: row.version },
    });
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.json.modelState.id, [MEDICARE_EVENT_MESSAGES.retryRefused]);
    const entry = (
      (await call(FINANCE, { url: '/api/funding/medicare-events', query: { eventTypes: 'Entry' } })).json as MedicareEventPage
    ).result[0];
    const notBalance = await call(FINANCE, {
      method: 'POST',
      url: '/api/funding/accommodation-balance-retry-event',
      body: { id: entry.id, version: entry.version },
    });
    assert.deepEqual(notBalance.json.modelState.id, [MEDICARE_EVENT_MESSAGES.retryRefused]);
    // The simulator answers the retry (its second attempt, deterministic).
    await getMedicareGateway(t.ctx).processPending(t.handle.db, { minAgeMs: 0 });
    const answered = await statusOf(1);
    const expected = simulateProcessing(
      (
        await t.handle.db
          .selectFrom('medicare_submissions')
          .select('unique_event_id')
          .where('id', '=', 1)
          .executeTakeFirstOrThrow()
      ).unique_event_id,
      2,
    );
    assert.equal(answered.processing_status, expected.status);
    const carlton = await t.handle.db
      .selectFrom('medicare_submissions')
      .select(['id', 'version'])
      .where('facility_id', '=', 2)
      .where('request_type', '=', 'AccommodationBalance')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const r404 = await call('manager@demo.local', {
      method: 'POST',
      url: '/api/funding/accommodation-balance-retry-event',
      body: { id: carlton.id, version: carlton.version },
    });
    assert.equal(r404.status, 404);
  });
});

describe('the simulator: FinaliseClaim and AccommodationBalance', () => {
  test('a claim month is required; an accepted balance is processed by a later pass', async () => {
    assert.deepEqual(simulateOutcome('FinaliseClaim', {}), { status: 'Rejected', reason: 'The claim month is missing.' });
    assert.equal(simulateOutcome('AccommodationBalance', { claimMonth: '2026-01-01' }).status !== 'Rejected', true);
    const gw = getMedicareGateway(t.ctx);
    const heard: number[][] = [];
    // An accepted balance (the simulator's hash decides; find one it accepts).
    let balance: { id: number } | undefined;
    for (let i = 0; i < 40 && !balance; i++) {
      const month = `20${String(10 + i).padStart(2, '0')}-03-01`;
      if (simulateOutcome('AccommodationBalance', { claimMonth: month, residentCount: 7 }).status !== 'Accepted') continue;
      balance = await submit(3, 'AccommodationBalance', { claimMonth: month, payload: { residentCount: 7 } });
    }
    assert.ok(balance);
    await gw.processPending(t.handle.db, { minAgeMs: 0, onAnswered: (ids) => void heard.push(ids) });
    const accepted = await statusOf(balance.id);
    assert.equal(accepted.status, 'Accepted');
    assert.equal(accepted.processing_status, 'Processing');
    await gw.processPending(t.handle.db, { minAgeMs: 0, onAnswered: (ids) => void heard.push(ids) });
    assert.ok(['Processed', 'ProcessingFailed'].includes((await statusOf(balance.id)).processing_status!));
    assert.ok(
      heard.every((ids) => ids.includes(3)),
      JSON.stringify(heard),
    );
    const claim = await submit(3, 'FinaliseClaim', { payload: {} });
    await gw.processPending(t.handle.db, { minAgeMs: 0 });
    assert.equal((await statusOf(claim.id)).status, 'Rejected');
  });
  test('a deterministic share of first attempts fails; retries usually succeed', () => {
    let first = 0;
    let retry = 0;
    for (let i = 0; i < 400; i++) {
      if (simulateProcessing(`SIM-X-${i}`, 1).status === 'ProcessingFailed') first++;
      if (simulateProcessing(`SIM-X-${i}`, 2).status === 'ProcessingFailed') retry++;
      assert.deepEqual(simulateProcessing(`SIM-X-${i}`, 1), simulateProcessing(`SIM-X-${i}`, 1));
    }
    assert.ok(first > 60 && first < 140, String(first));
    assert.ok(retry < 70, String(retry));
  });
});

describe('the live channel', () => {
  /** Reads a stream's text until `until` says so or the time runs out. */
  async function openStream(base: string, who: string, facilityId: number) {
    const controller = new AbortController();
    const res = await fetch(`${base}/api/live?facilityId=${facilityId}`, {
      headers: { authorization: `Bearer ${await t.tokenFor(who)}` },
      signal: controller.signal,
    });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /text\/event-stream/);
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
    return { text: () => text, close: () => controller.abort() };
  }

  test("a reader hears its current facility's changes of the topics it may view, never another facility's", async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = typeof address === 'string' ? address : `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const bayside = await openStream(base, 'manager@demo.local', 1);
    const carlton = await openStream(base, 'manager@demo.local', 2);
    const carer = await openStream(base, 'carer@demo.local', 1);
    try {
      await new Promise((r) => setTimeout(r, 200));
      await publishLiveChange(t.ctx.notifier, 'medicare-events', [2]);
      await publishLiveChange(t.ctx.notifier, 'medicare-events', [1, 3]);
      for (let i = 0; i < 50 && !(bayside.text().includes('change') && carlton.text().includes('change')); i++)
        await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 200));
      const changes = (s: string) => s.split('\n\n').filter((b) => b.startsWith('event: change'));
      assert.deepEqual(changes(bayside.text()), ['event: change\ndata: {"topic":"medicare-events"}']);
      assert.deepEqual(changes(carlton.text()), ['event: change\ndata: {"topic":"medicare-events"}']);
      // Care staff may not view Medicare events: connected, but hears nothing of them.
      assert.ok(carer.text().startsWith(': connected'));
      assert.deepEqual(changes(carer.text()), []);
    } finally {
      bayside.close();
      carlton.close();
      carer.close();
    }
    const denied = await fetch(`${base}/api/live?facilityId=2`, {
      headers: { authorization: `Bearer ${await t.tokenFor('facility.manager@demo.local')}` },
    });
    assert.equal(denied.status, 404);
  });
});
