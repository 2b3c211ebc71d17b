/**
 * Idempotency keys (src/http/idempotency.ts, docs/decisions.md 68): every route declared `idempotent` (an admission, a
 * tour, a payment, a sundry post, a fee run) sent twice with the same key takes effect once and answers the first
 * answer, one after the other and at the same time; the key with a different request is refused (422) and writes
 * nothing; without a key the route behaves as before. Each write is checked on a database of its own per case (a
 * copy of the demo), counting the rows its effect writes and fingerprinting every table.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { SaveFinanceFeesBody } from 'shared-domain/contracts/finance-fees';
import { previousMonth } from 'shared-domain/finance/fee-run';
import { IDEMPOTENCY_MESSAGES } from 'shared-domain/idempotency';
import type { Database } from '../src/db/schema';
import { ScopedDb } from '../src/db/scoped';
import { deleteExpiredKeys } from '../src/db/idempotency';
import type { RouteInfo } from '../src/http/routes';
import { financeFixtures } from './finance-setup';
import { createTestContext, type TestContext } from './helpers';
import { changedTables, fingerprint, homeFacility, resolveExample, routeUrl, tableNames } from './security-request';

const ADMITTED = '2025-11-10';

type Body = Record<string, unknown>;

/** One idempotent write: how to make its request on a fresh demo database, and the rows its effect writes. */
interface Case {
  route: string;
  /** The request's body (default: the route's example, completed by its look-up). */
  body?: (t: TestContext, r: RouteInfo) => Promise<Body>;
  /** The same request with a different body (for the 422). */
  variant: (body: Body) => Body;
  /** How many rows show the effect (the count must grow with the first request, and only then). */
  effect: (db: Kysely<Database>) => Promise<number>;
  /** What a second request without a key answers (before keys: the write's own protection, or a second effect). */
  secondWithoutKey: number;
}

/** The `n` of a `count(*)::int as n` query. */
const rows = async (q: { executeTakeFirstOrThrow(): Promise<{ n: number }> }): Promise<number> =>
  (await q.executeTakeFirstOrThrow()).n;
const n = sql<number>`count(*)::int`.as('n');
const events = (db: Kysely<Database>) => rows(db.selectFrom('residency_events').select(n));
const bumpVersion = (b: Body): Body => ({ ...b, version: Number(b.version ?? 1) + 1 });

/** A permanent resident admitted 10 Nov 2025 at Bayside Gardens, and the fees save that records two RAD payments. */
async function paymentBody(t: TestContext): Promise<Body> {
  const fx = financeFixtures(() => t);
  const resident = await fx.person('Ida', 'Empotent');
  await fx.residency(resident, { admission_date_utc: ADMITTED, accommodation_class: 'Post01Nov2025' });
  const e = (effectiveDateType: string, effectiveFromDate: string, value: string | null, supportLevel: string | null = null) => ({
    effectiveDateType,
    effectiveFromDate,
    value,
    supportLevel,
  });
  const body: SaveFinanceFeesBody = {
    effectiveDates: [
      e('AgreedRoomPrice', ADMITTED, '500000.00'),
      e('SupportLevel', ADMITTED, null, 'Unsupported'),
      e('RadPaid', ADMITTED, '100000.00'),
      e('RadPaid', '2025-12-15', '200000.00'),
    ] as SaveFinanceFeesBody['effectiveDates'],
    accommodationClass: 'Post01Nov2025',
    contributionClass: null,
    drawdowns: { dac: false, bdf: false, mtcf: false, ac: false, pi: false, itf: false, hc: false, nccc: false },
    refundedAmountFromLumpSumDeposit: '0.00',
    pre2014: {
      pre2014Care: false,
      pre2014CareLevel: null,
      pre2014ContinueCare: false,
      accommodationCost: null,
      bondAmount: null,
      bondInterestRate: null,
    },
    optionalServices: [],
    version: 1,
  };
  return { ...body, residentId: resident } as unknown as Body;
}

const CASES: Case[] = [
  {
    route: 'PUT /api/leads/admit/',
    variant: (b) => ({ ...b, palliativeStatus: !b.palliativeStatus }),
    effect: events,
    // The lead is a resident now: there is no lead to admit.
    secondWithoutKey: 404,
  },
  {
    route: 'POST /api/enquiries/admit',
    variant: bumpVersion,
    effect: events,
    // The allocation's version moved on.
    secondWithoutKey: 409,
  },
  {
    route: 'POST /api/tour/save',
    variant: (b) => ({ ...b, attendees: `${String(b.attendees ?? '')} and son` }),
    effect: (db) => rows(db.selectFrom('lead_tours').select(n)),
    // The lead already has a tour.
    secondWithoutKey: 400,
  },
  {
    route: 'PUT /api/residents/:id/finance/fees',
    body: (t) => paymentBody(t),
    variant: bumpVersion,
    effect: (db) => rows(db.selectFrom('resident_ledger_entries').select(n).where('kind', '=', 'Deposit')),
    // The fees' version moved on.
    secondWithoutKey: 409,
  },
  {
    route: 'POST /api/billing/sundry/post',
    variant: bumpVersion,
    effect: (db) => rows(db.selectFrom('resident_ledger_entries').select(n)),
    // The charge is posted already.
    secondWithoutKey: 409,
  },
  {
    route: 'POST /api/finance/fee-runs',
    variant: (b) => ({ ...b, period: previousMonth(`${String(b.period)}-01`) }),
    effect: (db) => rows(db.selectFrom('fee_runs').select(n)),
    // The run is idempotent itself: a second run charges nothing more, but is a second run in the list.
    secondWithoutKey: 200,
  },
];

const USER = 'system@demo.local';

/** The case's route and its request on this database (the payment's resident travels in the body as `residentId`). */
async function requestOf(t: TestContext, c: Case): Promise<{ r: RouteInfo; url: string; body: Body }> {
  const r = t.app.routeRegistry.find((x) => `${x.method} ${x.url}` === c.route);
  assert.ok(r, `${c.route} is declared`);
  assert.equal(r.idempotent, true, `${c.route} is idempotent`);
  let body: Body;
  let params: Record<string, string> = {};
  if (c.body) {
    const { residentId, ...rest } = await c.body(t, r);
    body = rest;
    params = { id: String(residentId) };
  } else {
    const token = await t.tokenFor(USER);
    const resolved = await resolveExample({ db: t.handle.db, app: t.app, token }, r);
    body = { ...(resolved.example?.body as Body) };
  }
  return { r, url: routeUrl(r, params), body };
}

async function send(
  t: TestContext,
  req: { r: RouteInfo; url: string },
  body: Body,
  key?: string,
  who = USER,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: req.r.method as 'POST' | 'PUT',
    url: req.url,
    query: { facilityId: String(homeFacility(req.r)) },
    headers: { ...(await t.authFor(who)), 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    payload: JSON.stringify(body),
  });
}

const keysStored = (db: Kysely<Database>) => rows(db.selectFrom('idempotency_keys').select(n));

function assertSameAnswer(first: LightMyRequestResponse, second: LightMyRequestResponse, route: string) {
  assert.equal(second.statusCode, first.statusCode, route);
  assert.equal(second.body, first.body, `${route}: the second answer is the first's, byte for byte`);
  assert.equal(second.headers['content-type'], first.headers['content-type'], route);
}

describe('the same key twice, one after the other', () => {
  let t: TestContext;
  before(async () => {
    t = await createTestContext();
  });
  after(async () => t?.close());

  for (const c of CASES) {
    test(`${c.route}: one effect; the second answers the first answer (replayed); the key with another body: 422`, async () => {
      const req = await requestOf(t, c);
      const key = randomUUID();
      const tables = await tableNames(t.handle.db);
      const effectBefore = await c.effect(t.handle.db);

      const first = await send(t, req, req.body, key);
      assert.equal(first.statusCode, 200, `${c.route}: ${first.body}`);
      assert.equal(first.headers['idempotent-replayed'], undefined);
      const effect = (await c.effect(t.handle.db)) - effectBefore;
      assert.ok(effect > 0, `${c.route}: the first request wrote its effect`);

      const printed = await fingerprint(t.handle.db, tables);
      const second = await send(t, req, req.body, key);
      assertSameAnswer(first, second, c.route);
      assert.equal(second.headers['idempotent-replayed'], 'true');
      // Nothing at all was written by the second: every table's rows and row versions are as they were.
      assert.deepEqual(changedTables(printed, await fingerprint(t.handle.db, tables)), [], c.route);
      assert.equal((await c.effect(t.handle.db)) - effectBefore, effect);

      const other = await send(t, req, c.variant(req.body), key);
      assert.equal(other.statusCode, 422, `${c.route}: ${other.body}`);
      assert.deepEqual(other.json(), { message: IDEMPOTENCY_MESSAGES.keyReused });
      assert.deepEqual(changedTables(printed, await fingerprint(t.handle.db, tables)), [], c.route);
    });
  }

  test('a key used on one route is refused on another (422)', async () => {
    const tour = CASES.find((x) => x.route === 'POST /api/tour/save')!;
    const feeRun = CASES.find((x) => x.route === 'POST /api/finance/fee-runs')!;
    const key = randomUUID();
    const a = await requestOf(t, tour);
    const tours = await tour.effect(t.handle.db);
    const b = await requestOf(t, feeRun);
    assert.equal((await send(t, b, b.body, key)).statusCode, 200);
    const res = await send(t, a, a.body, key);
    assert.equal(res.statusCode, 422, res.body);
    assert.equal(await tour.effect(t.handle.db), tours);
  });
});

describe('the same key twice at the same time', () => {
  let t: TestContext;
  before(async () => {
    t = await createTestContext();
  });
  after(async () => t?.close());

  for (const c of CASES) {
    test(`${c.route}: one effect; both answers equal, one of them replayed`, async () => {
      const req = await requestOf(t, c);
      const key = randomUUID();
      const effectBefore = await c.effect(t.handle.db);
      const keysBefore = await keysStored(t.handle.db);
      const [a, b] = await Promise.all([send(t, req, req.body, key), send(t, req, req.body, key)]);
      assert.equal(a.statusCode, 200, `${c.route}: ${a.body}`);
      assertSameAnswer(a, b, c.route);
      assert.deepEqual([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']].sort(), ['true', undefined].sort());
      const effect = (await c.effect(t.handle.db)) - effectBefore;
      assert.ok(effect > 0, c.route);
      assert.equal(await keysStored(t.handle.db), keysBefore + 1);
      // The effect is the one of a single request: a third, with a new key, is refused by the write's own protection
      // (or, for the fee run, writes a run of its own), so the effect counted above cannot hide a second one.
      const single = await send(t, req, req.body, randomUUID());
      assert.equal(single.statusCode, c.secondWithoutKey, `${c.route}: ${single.body}`);
    });
  }
});

describe('without a key, and the rules of the key', () => {
  let t: TestContext;
  before(async () => {
    t = await createTestContext();
  });
  after(async () => t?.close());

  for (const c of CASES) {
    test(`${c.route}: without a key, as before: the second request is a new one; no key stored`, async () => {
      const req = await requestOf(t, c);
      const effectBefore = await c.effect(t.handle.db);
      const first = await send(t, req, req.body);
      assert.equal(first.statusCode, 200, `${c.route}: ${first.body}`);
      const effect = (await c.effect(t.handle.db)) - effectBefore;
      assert.ok(effect > 0);
      const second = await send(t, req, req.body);
      assert.equal(second.statusCode, c.secondWithoutKey, `${c.route}: ${second.body}`);
      assert.equal(second.headers['idempotent-replayed'], undefined);
      if (c.secondWithoutKey === 200) assert.equal((await c.effect(t.handle.db)) - effectBefore, 2 * effect);
      else assert.equal((await c.effect(t.handle.db)) - effectBefore, effect);
      assert.equal(await keysStored(t.handle.db), 0);
    });
  }

  test('a refused write stores no key: the key is then used by the corrected request', async () => {
    const c = CASES.find((x) => x.route === 'POST /api/billing/sundry/post')!;
    // The sundry post of this database ran above without a key: a draft of its own, from the save route's example.
    const save = t.app.routeRegistry.find((x) => x.method === 'POST' && x.url === '/api/billing/sundry')!;
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/billing/sundry',
      query: { facilityId: '1' },
      headers: { ...(await t.authFor(USER)), 'content-type': 'application/json' },
      payload: JSON.stringify(save.example?.body),
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const { id, version } = saved.json() as { id: number; version: number };
    const req = await requestOf(t, c);
    const key = randomUUID();
    const stale = await send(t, req, { id, version: version + 5 }, key);
    assert.equal(stale.statusCode, 409);
    assert.equal(await keysStored(t.handle.db), 0);
    const posted = await send(t, req, { id, version }, key);
    assert.equal(posted.statusCode, 200, posted.body);
    assert.equal(posted.headers['idempotent-replayed'], undefined);
    assert.equal(await keysStored(t.handle.db), 1);
  });

  test('keys are the user’s own: another user’s request with the same key is a request of its own', async () => {
    const c = CASES.find((x) => x.route === 'POST /api/finance/fee-runs')!;
    const req = await requestOf(t, c);
    const key = randomUUID();
    const runs = await c.effect(t.handle.db);
    assert.equal((await send(t, req, req.body, key, USER)).statusCode, 200);
    const other = await send(t, req, req.body, key, 'finance@demo.local');
    assert.equal(other.statusCode, 200, other.body);
    assert.equal(other.headers['idempotent-replayed'], undefined);
    assert.equal(await c.effect(t.handle.db), runs + 2);
  });

  test('a key older than a day is a new request, and the hourly clean-up removes it', async () => {
    const c = CASES.find((x) => x.route === 'POST /api/finance/fee-runs')!;
    const req = await requestOf(t, c);
    const key = randomUUID();
    const runs = await c.effect(t.handle.db);
    assert.equal((await send(t, req, req.body, key)).statusCode, 200);
    assert.equal((await send(t, req, req.body, key)).headers['idempotent-replayed'], 'true');
    await t.handle.db
      .updateTable('idempotency_keys')
      .set({ created_on_utc: sql<Date>`now() - interval '25 hours'` })
      .where('key', '=', key)
      .execute();
    const again = await send(t, req, req.body, key);
    assert.equal(again.statusCode, 200);
    assert.equal(again.headers['idempotent-replayed'], undefined);
    assert.equal(await c.effect(t.handle.db), runs + 2);
    // Taken over: the key's row is the new request's (kept a day from now), so the clean-up leaves it.
    await t.handle.db
      .updateTable('idempotency_keys')
      .set({ created_on_utc: sql<Date>`now() - interval '25 hours'` })
      .where('key', '<>', key)
      .execute();
    const before = await keysStored(t.handle.db);
    assert.equal(await deleteExpiredKeys(t.handle.db), before - 1);
    assert.equal(await keysStored(t.handle.db), 1);
  });

  test('a malformed key => 400 on the header; OpenAPI documents the header on the idempotent routes only', async () => {
    const c = CASES.find((x) => x.route === 'POST /api/finance/fee-runs')!;
    const req = await requestOf(t, c);
    for (const key of ['has space', 'x'.repeat(256), 'tab\there']) {
      const res = await send(t, req, req.body, key);
      assert.equal(res.statusCode, 400, key);
      assert.deepEqual(res.json(), { modelState: { 'idempotency-key': [IDEMPOTENCY_MESSAGES.invalidKey] } });
    }
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    const declared = t.app.routeRegistry.filter((r) => r.idempotent).map((r) => `${r.method} ${r.url}`);
    assert.deepEqual(declared.sort(), CASES.map((x) => x.route).sort());
    assert.equal(documented.length, declared.length, documented.join(', '));
  });

  test('attempt: a failure inside an open transaction undoes its own writes only (savepoint)', async () => {
    const s = new ScopedDb(t.handle.db, {
      userId: 1,
      organisationId: 1,
      facilityId: 1,
      isOrganisationManager: true,
      isSystemUser: true,
    });
    const notes = () => rows(t.handle.db.selectFrom('audit_log').select(n).where('action', 'like', 'idempotency-test.%'));
    await s.transaction(async (tx) => {
      await tx.audit('idempotency-test.kept', 'test', 1);
      await assert.rejects(
        tx.attempt(async (a) => {
          await a.audit('idempotency-test.undone', 'test', 2);
          throw new Error('refused');
        }),
        /refused/,
      );
      await tx.audit('idempotency-test.after', 'test', 3);
    });
    assert.equal(await notes(), 2);
  });
});
