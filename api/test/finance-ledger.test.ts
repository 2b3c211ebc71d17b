/**
 * The resident's account and the fee run on a real database: a month run twice posts each charge once with
 * the right balance; concurrent runs post once; a fee changed after a run is reversed and posted again; the database
 * refuses to change an entry; the deposit sync of the fees tab; paging with notIncludingItemsAfter; 403 and 404; the
 * period rule; the scheduled job's handler and its pg-boss wiring.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import type { FeeRun, TransactionsBalance, TransactionsPage } from 'shared-domain/contracts/finance-ledger';
import { melbourneToday } from 'shared-domain/dates';
import { FEE_RUN_MESSAGES, previousMonth } from 'shared-domain/finance/fee-run';
import { monthBounds } from 'shared-domain/calendar';
import type { FinanceFeesResponse } from 'shared-domain/contracts/finance-fees';
import { DAP_MESSAGES } from 'shared-domain/finance/dap';
import { retentionForMonth } from 'shared-domain/finance/retention';
import { ScopedDb } from '../src/db/scoped';
import { startJobQueue } from '../src/jobs/queue';
import { syncDepositPayments } from '../src/modules/finance/ledger/index';
import { FEE_RUN_QUEUE, feeRunJob, runScheduledFeeRuns } from '../src/modules/finance/ledger/job';
import { financeFixtures } from './finance-setup';
import { createTestContext, type TestContext } from './helpers';

const today = melbourneToday();
/**
 * Deposits posted directly, as the fees save posts them: the save writes the audit row; here the transaction says why it
 * has none (a transaction that wrote without its audit row would not commit).
 */
const postedDirectly = (s: ScopedDb): undefined => {
  s.unaudited('deposits posted directly by the test, without the fees save that audits them');
  return undefined;
};
const thisMonth = today.slice(0, 7);
const FINANCE = 'finance@demo.local';
let t: TestContext;
/** Demo resident 1 (Bayside Gardens) and its residency; another facility's resident. */
const RESIDENT = 1;
let residencyId: number;
let otherFacilityResident: number;
let viewerEmail: string;

before(async () => {
  t = await createTestContext({ today });
  const db = t.handle.db;
  const r = await db
    .selectFrom('residencies')
    .select(['id', 'admission_date_utc'])
    .where('resident_id', '=', RESIDENT)
    .where('facility_id', '=', 1)
    .where('is_lead', '=', false)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  residencyId = r.id;
  // This resident's charges come only from what the tests set: no fees, services or drawdowns of the demo.
  await db.deleteFrom('resident_finance_effective_dates').where('residency_id', '=', residencyId).execute();
  await db.deleteFrom('residency_optional_services').where('residency_id', '=', residencyId).execute();
  await db
    .updateTable('resident_finances')
    .set({ drawdown_dac: false, drawdown_bdf: false })
    .where('residency_id', '=', residencyId)
    .execute();
  await db
    .updateTable('residencies')
    // Admitted in 2024: on the arrangements before the Aged Care Act 2025 (no retention of its deposit).
    .set({ admission_date_utc: '2024-02-01', departure_date_utc: null, accommodation_class: 'Post01Jul2014' })
    .where('id', '=', residencyId)
    .execute();
  const other = await db
    .selectFrom('residencies')
    .select('resident_id')
    .where('facility_id', '=', 2)
    .where('is_lead', '=', false)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  otherFacilityResident = other.resident_id;
  // A role that views financials but cannot modify them.
  viewerEmail = 'financials.viewer@test.local';
  await financeFixtures(() => t).residentsFinancialsUser({
    role: 'Financials viewer',
    email: viewerEmail,
    firstName: 'Fv',
    lastName: 'Viewer',
    canModify: false,
  });
});
after(async () => {
  await t?.close();
});

async function call(
  method: 'GET' | 'POST',
  url: string,
  opts: { who?: string; body?: unknown; query?: Record<string, string> } = {},
) {
  const res = await t.app.inject({
    method,
    url: `/api/${url}`,
    query: { facilityId: '1', ...opts.query },
    headers: {
      ...(await t.authFor(opts.who ?? FINANCE)),
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    payload: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  return { status: res.statusCode, json: res.body ? (res.json() as unknown) : null };
}
const run = async (period: string) => {
  const r = await call('POST', 'finance/fee-runs', { body: { period } });
  assert.equal(r.status, 200, JSON.stringify(r.json));
  return r.json as FeeRun;
};
const balance = async () => {
  const r = await call('GET', `residents/${RESIDENT}/finance/transactionsbalance`);
  assert.equal(r.status, 200, JSON.stringify(r.json));
  return r.json as TransactionsBalance;
};
const entries = async (query: Record<string, string> = { take: '100' }) => {
  const r = await call('GET', `residents/${RESIDENT}/finance/transactions`, { query });
  assert.equal(r.status, 200, JSON.stringify(r.json));
  return r.json as TransactionsPage;
};
const setFee = (type: 'BasicDailyCareFee' | 'MeansTestCareFee', date: string, value: string) =>
  t.handle.db
    .insertInto('resident_finance_effective_dates')
    .values({ residency_id: residencyId, facility_id: 1, effective_date_type: type, effective_from_date: date, value })
    .onConflict((oc) =>
      oc
        .columns(['residency_id', 'effective_date_type', 'effective_from_date'])
        // The partial unique index's predicate as literals: a parameter cannot prove it once the prepared statement
        // runs on a generic plan (after five executions), and PostgreSQL would find no index to infer.
        .where(sql<boolean>`effective_date_type not in ('RadPaid', 'RacPaid', 'TopupDailyAccommodationContribution')`)
        .doUpdateSet({ value }),
    )
    .execute();
const money = (v: string | null) => Number(v);

describe('the fee run', () => {
  const days = monthBounds(thisMonth).days;

  test('the demo accounts were charged by the demo fee runs', async () => {
    const runs = (await call('GET', 'finance/fee-runs')).json as FeeRun[];
    assert.ok(runs.some((r) => r.period === previousMonth(today) && r.status === 'Completed'));
  });

  test('a month run twice posts each charge once, with the right balance', async () => {
    await setFee('BasicDailyCareFee', '2024-01-15', '65.55');
    await setFee('MeansTestCareFee', '2024-02-01', '30.15');
    const before = money((await balance()).balance.value);
    const first = await run(thisMonth);
    assert.equal(first.status, 'Completed');
    assert.ok(first.chargesCreated >= 2);
    const second = await run(thisMonth);
    assert.equal(second.chargesCreated, 0);
    assert.equal(second.reversalsCreated, 0);
    const mine = (await entries()).result.filter((e) => e.period === thisMonth && e.kind === 'Charge');
    assert.deepEqual(
      mine.map((e) => [e.feeType, e.days, e.accountAmount]).sort(),
      [
        ['BasicDailyCareFee', days, (65.55 * days).toFixed(2)],
        ['MeansTestCareFee', days, (30.15 * days).toFixed(2)],
      ].sort(),
    );
    const after = await balance();
    assert.equal((money(after.balance.value) - before).toFixed(2), ((65.55 + 30.15) * days).toFixed(2));
    assert.match(after.balance.formula, /charges - payments/);
    const charge = mine.find((e) => e.feeType === 'BasicDailyCareFee')!;
    assert.equal(charge.explanation?.value, charge.accountAmount);
  });

  test('concurrent runs of the same month post once', async () => {
    await setFee('BasicDailyCareFee', `${thisMonth}-01`, '66.00');
    const runs = await Promise.all([run(thisMonth), run(thisMonth), run(thisMonth)]);
    assert.ok(runs.every((r) => r.status === 'Completed'));
    assert.equal(
      runs.reduce((n, r) => n + r.reversalsCreated, 0),
      1,
    );
    const bdf = (await entries()).result.filter((e) => e.period === thisMonth && e.feeType === 'BasicDailyCareFee');
    assert.equal(bdf.filter((e) => e.kind === 'Charge' && !e.isReversed).length, 1);
  });

  test('a fee changed after a run: the charge is reversed and posted again', async () => {
    await setFee('BasicDailyCareFee', `${thisMonth}-01`, '67.00');
    const before = money((await balance()).balance.value);
    const r = await run(thisMonth);
    assert.equal(r.reversalsCreated, 1);
    assert.equal(r.chargesCreated, 1);
    const bdf = (await entries()).result.filter((e) => e.period === thisMonth && e.feeType === 'BasicDailyCareFee');
    const active = bdf.filter((e) => e.kind === 'Charge' && !e.isReversed);
    assert.equal(active.length, 1);
    assert.equal(active[0].accountAmount, (67 * days).toFixed(2));
    const reversal = bdf.find((e) => e.kind === 'Reversal' && e.accountAmount === (-66 * days).toFixed(2));
    assert.ok(reversal?.reversesEntryId);
    assert.equal((money((await balance()).balance.value) - before).toFixed(2), days.toFixed(2));
  });

  test('a fee removed: its charge is reversed', async () => {
    await t.handle.db
      .deleteFrom('resident_finance_effective_dates')
      .where('residency_id', '=', residencyId)
      .where('effective_date_type', '=', 'MeansTestCareFee')
      .execute();
    const r = await run(thisMonth);
    assert.equal(r.reversalsCreated, 1);
    const mtcf = (await entries()).result.filter((e) => e.period === thisMonth && e.feeType === 'MeansTestCareFee');
    assert.ok(mtcf.every((e) => e.kind === 'Reversal' || e.isReversed));
  });

  test('a month in the future is refused; a malformed month too', async () => {
    const [y, m] = thisMonth.split('-').map(Number);
    const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
    const future = await call('POST', 'finance/fee-runs', { body: { period: next } });
    assert.equal(future.status, 400);
    assert.deepEqual(future.json, { modelState: { period: [FEE_RUN_MESSAGES.periodInFuture] } });
    const bad = await call('POST', 'finance/fee-runs', { body: { period: '2026-13' } });
    assert.equal(bad.status, 400);
    assert.deepEqual((bad.json as { modelState: Record<string, string[]> }).modelState.period, [FEE_RUN_MESSAGES.periodFormat]);
  });

  test('the run is audited', async () => {
    const row = await t.handle.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('entity', '=', 'feeRun')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    assert.equal(row.action, 'feeRun');
  });
});

describe('immutability', () => {
  test('the database refuses to update or delete an entry of a resident', async () => {
    const e = await t.handle.db
      .selectFrom('resident_ledger_entries')
      .select('id')
      .where('residency_id', '=', residencyId)
      .executeTakeFirstOrThrow();
    await assert.rejects(
      t.handle.db.updateTable('resident_ledger_entries').set({ description: 'edited' }).where('id', '=', e.id).execute(),
      /immutable/,
    );
    await assert.rejects(t.handle.db.deleteFrom('resident_ledger_entries').where('id', '=', e.id).execute(), /immutable/);
  });

  test("a lead's entries go with the lead", async () => {
    const lead = await t.handle.db
      .selectFrom('residencies')
      .select(['id', 'facility_id'])
      .where('is_lead', '=', true)
      .where('facility_id', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.handle.db
      .insertInto('resident_ledger_entries')
      .values({
        residency_id: lead.id,
        facility_id: 1,
        entry_date: today,
        period: `${thisMonth}-01`,
        kind: 'Deposit',
        description: 'RAD paid',
        deposit_amount: '1000.00',
        line_key: 'deposit:test-lead',
        source_key: 'deposit:test-lead:1',
      })
      .execute();
    const deleted = await t.handle.db
      .deleteFrom('resident_ledger_entries')
      .where('residency_id', '=', lead.id)
      .executeTakeFirst();
    assert.equal(Number(deleted.numDeletedRows), 1);
  });
});

describe('deposits from the fees tab', () => {
  const scoped = () =>
    new ScopedDb(t.handle.db, { userId: 1, organisationId: 1, facilityId: 1, isOrganisationManager: true, isSystemUser: false });
  const deposit = async () => money((await balance()).depositBalance.value);

  test('posted once, reversed and posted again when changed, reversed when removed', async () => {
    const ids = await t.handle.db
      .insertInto('resident_finance_effective_dates')
      .values([
        {
          residency_id: residencyId,
          facility_id: 1,
          effective_date_type: 'RadPaid',
          effective_from_date: '2024-02-01',
          value: '200000.00',
        },
        {
          residency_id: residencyId,
          facility_id: 1,
          effective_date_type: 'RadPaid',
          effective_from_date: '2024-03-01',
          value: '50000.00',
        },
      ])
      .returning('id')
      .execute();
    // The list the fees tab sends is the residency's whole list: deposits posted before (the demo's) are reversed.
    const activeDeposits = async () => (await entries()).result.filter((e) => e.kind === 'Deposit' && !e.isReversed);
    const start = await deposit();
    const held = (await activeDeposits()).reduce((sum, e) => sum + Number(e.depositAmount), 0);
    const payments = [
      { effectiveDateId: ids[0].id, type: 'RadPaid' as const, date: '2024-02-01', amount: '200000.00' },
      { effectiveDateId: ids[1].id, type: 'RadPaid' as const, date: '2024-03-01', amount: '50000.00' },
    ];
    await scoped().transaction((s) => postedDirectly(s) ?? syncDepositPayments(s, residencyId, payments));
    const once = (await entries()).totalCount;
    await scoped().transaction((s) => postedDirectly(s) ?? syncDepositPayments(s, residencyId, payments));
    assert.equal((await entries()).totalCount, once);
    assert.equal(await deposit(), start - held + 250000);
    const posted = await activeDeposits();
    assert.deepEqual(posted.map((e) => [e.description, e.depositAmount, e.entryDate]).sort(), [
      ['RAD paid', '200000.00', '2024-02-01'],
      ['RAD paid', '50000.00', '2024-03-01'],
    ]);

    await scoped().transaction(
      (s) => postedDirectly(s) ?? syncDepositPayments(s, residencyId, [{ ...payments[0], amount: '180000.00' }]),
    );
    assert.equal(await deposit(), start - held + 180000);
    assert.deepEqual(
      (await activeDeposits()).map((e) => e.depositAmount),
      ['180000.00'],
    );
    const reversed = (await entries()).result.filter((e) => e.kind === 'Reversal' && e.feeType === 'RadPaid');
    assert.ok(reversed.some((e) => e.depositAmount === '-50000.00'));
    assert.ok(reversed.some((e) => e.depositAmount === '-200000.00'));
  });

  test('a drawdown moves a flagged fee from the deposit to the account', async () => {
    await t.handle.db
      .insertInto('resident_finances')
      .values({ residency_id: residencyId, facility_id: 1, drawdown_bdf: true })
      .onConflict((oc) => oc.column('residency_id').doUpdateSet({ drawdown_bdf: true }))
      .execute();
    const before = await balance();
    const r = await run(thisMonth);
    assert.equal(r.chargesCreated, 1);
    const days = monthBounds(thisMonth).days;
    const after = await balance();
    assert.equal((money(before.balance.value) - money(after.balance.value)).toFixed(2), (67 * days).toFixed(2));
    assert.equal((money(before.depositBalance.value) - money(after.depositBalance.value)).toFixed(2), (67 * days).toFixed(2));
    await t.handle.db
      .updateTable('resident_finances')
      .set({ drawdown_bdf: false })
      .where('residency_id', '=', residencyId)
      .execute();
  });
});

describe('retention (Aged Care Act 2025) at a billing-integrated facility', () => {
  let person: number;
  let stay: number;
  const rad = [
    { date: '2025-11-10', amount: '100000.00' },
    { date: '2025-12-20', amount: '300000.00' },
  ];
  before(async () => {
    const db = t.handle.db;
    const r = await db
      .selectFrom('residencies')
      .select(['id', 'resident_id'])
      .where('facility_id', '=', 1)
      .where('is_lead', '=', false)
      .where('departure_date_utc', 'is', null)
      .where('resident_id', '<>', RESIDENT)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    person = r.resident_id;
    stay = r.id;
    await db.deleteFrom('resident_finance_effective_dates').where('residency_id', '=', stay).execute();
    await db.deleteFrom('residency_optional_services').where('residency_id', '=', stay).execute();
    await db
      .updateTable('residencies')
      .set({ admission_date_utc: '2025-11-10', accommodation_class: 'Post01Nov2025' })
      .where('id', '=', stay)
      .execute();
    await db
      .insertInto('resident_finances')
      .values({ residency_id: stay, facility_id: 1, refunded_amount_from_lump_sum: '0' })
      .onConflict((oc) =>
        oc.column('residency_id').doUpdateSet({ refunded_amount_from_lump_sum: '0', drawdown_bdf: false, drawdown_dac: false }),
      )
      .execute();
    const ids = await db
      .insertInto('resident_finance_effective_dates')
      .values(
        rad.map((p) => ({
          residency_id: stay,
          facility_id: 1,
          effective_date_type: 'RadPaid' as const,
          effective_from_date: p.date,
          value: p.amount,
        })),
      )
      .returning('id')
      .execute();
    const s = new ScopedDb(db, { userId: 1, organisationId: 1, facilityId: 1, isOrganisationManager: true, isSystemUser: false });
    await s.transaction(
      (x) =>
        postedDirectly(x) ??
        syncDepositPayments(
          x,
          stay,
          rad.map((p, i) => ({ effectiveDateId: ids[i].id, type: 'RadPaid' as const, date: p.date, amount: p.amount })),
        ),
    );
  });
  const account = async () => {
    const r = await call('GET', `residents/${person}/finance/transactions`, { query: { take: '100' } });
    assert.equal(r.status, 200);
    return (r.json as TransactionsPage).result;
  };

  test("each month's retention is deducted from the deposit once, as the fees tab computes it", async () => {
    const expected = retentionForMonth({ rad, rac: [], drawdowns: [], refundedFromLumpSum: '0', departureDate: null }, '2026-01');
    assert.equal(expected.rad.value?.toFixed(2), '679.45');
    // The months before, run again with this residency's fees gone: the demo's charges and drawdowns are reversed.
    await run('2025-11');
    await run('2025-12');
    await run('2026-01');
    const again = await run('2026-01');
    assert.equal(again.chargesCreated + again.reversalsCreated, 0);
    const retention = (await account()).filter((e) => e.kind === 'Retention' && e.period === '2026-01' && !e.isReversed);
    assert.deepEqual(
      retention.map((e) => [e.description, e.depositAmount, e.accountAmount, e.entryDate]),
      [['Retention of the RAD', '-679.45', '0.00', '2026-01-31']],
    );
    assert.equal(retention[0].explanation?.value, '679.45');
    const held = (await call('GET', `residents/${person}/finance/transactionsbalance`)).json as TransactionsBalance;
    assert.ok(held.depositBalance.inputs.some((i) => i.label === 'Retention deducted' && i.value !== '$0.00'));
  });

  test('a drawdown lowers the balance retention is calculated on; re-run, the month is corrected by a reversal', async () => {
    await t.handle.db
      .insertInto('resident_finance_effective_dates')
      .values({
        residency_id: stay,
        facility_id: 1,
        effective_date_type: 'BasicDailyCareFee',
        effective_from_date: '2025-11-10',
        value: '100.00',
      })
      .execute();
    await t.handle.db.updateTable('resident_finances').set({ drawdown_bdf: true }).where('residency_id', '=', stay).execute();
    const r = await run('2026-01');
    // The BDF charge and its drawdown are new; the retention line changes (3,100.00 drawn on 31 Jan: one day less).
    const lines = (await account()).filter((e) => e.period === '2026-01' && !e.isReversed && e.kind !== 'Reversal');
    const drawn = lines.find((e) => e.kind === 'Drawdown');
    assert.equal(drawn?.depositAmount, '-3100.00');
    const expected = retentionForMonth(
      { rad, rac: [], drawdowns: [{ date: '2026-01-31', amount: '-3100.00' }], refundedFromLumpSum: '0', departureDate: null },
      '2026-01',
    ).rad.value!.toFixed(2);
    assert.equal(lines.find((e) => e.kind === 'Retention')?.depositAmount, `-${expected}`);
    assert.ok(r.reversalsCreated >= 1);
    await t.handle.db.updateTable('resident_finances').set({ drawdown_bdf: false }).where('residency_id', '=', stay).execute();
  });

  test('no retention at a facility without billing integration, nor before the Act 2025', async () => {
    const earlier = (await account()).filter((e) => e.kind === 'Retention' && e.period < '2025-11');
    assert.equal(earlier.length, 0);
    const elsewhere = await t.handle.db
      .selectFrom('resident_ledger_entries')
      .select('id')
      .where('kind', '=', 'Retention')
      .where('facility_id', '=', 3)
      .execute();
    assert.equal(elsewhere.length, 0);
  });
});

describe('the DAP charged: the one the fees tab calculates, unless entered', () => {
  let person: number;
  let stay: number;
  const price = (date: string, value: string) => ({
    residency_id: stay,
    facility_id: 1,
    effective_date_type: 'AgreedRoomPrice' as const,
    effective_from_date: date,
    value,
  });
  before(async () => {
    const db = t.handle.db;
    const r = await db
      .selectFrom('residencies')
      .select(['id', 'resident_id'])
      .where('facility_id', '=', 1)
      .where('is_lead', '=', false)
      .where('departure_date_utc', 'is', null)
      .where('resident_id', '<>', RESIDENT)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    person = r.resident_id;
    stay = r.id;
    await db.deleteFrom('resident_finance_effective_dates').where('residency_id', '=', stay).execute();
    await db.deleteFrom('residency_optional_services').where('residency_id', '=', stay).execute();
    // Admitted 5 Oct 2025 (the demo's MPIR for Oct-Dec 2025 is 7.61 %), on the arrangements before the Act 2025.
    await db
      .updateTable('residencies')
      .set({ admission_date_utc: '2025-10-05', accommodation_class: 'Post01Jul2014' })
      .where('id', '=', stay)
      .execute();
    const flags = { refunded_amount_from_lump_sum: '0', drawdown_ac: true, drawdown_bdf: false, drawdown_dac: false };
    await db
      .insertInto('resident_finances')
      .values({ residency_id: stay, facility_id: 1, ...flags })
      .onConflict((oc) => oc.column('residency_id').doUpdateSet(flags))
      .execute();
    await db.insertInto('resident_finance_effective_dates').values(price('2025-10-05', '400000.00')).execute();
    const paid = await db
      .insertInto('resident_finance_effective_dates')
      .values({ ...price('2025-10-05', '200000.00'), effective_date_type: 'RadPaid' as const })
      .returning('id')
      .executeTakeFirstOrThrow();
    const s = new ScopedDb(db, { userId: 1, organisationId: 1, facilityId: 1, isOrganisationManager: true, isSystemUser: false });
    await s.transaction(
      (x) =>
        postedDirectly(x) ??
        syncDepositPayments(x, stay, [{ effectiveDateId: paid.id, type: 'RadPaid', date: '2025-10-05', amount: '200000.00' }]),
    );
  });
  const dapLines = async (period: string) => {
    const r = await call('GET', `residents/${person}/finance/transactions`, { query: { take: '100' } });
    return (r.json as TransactionsPage).result.filter(
      (e) => e.period === period && e.feeType === 'DailyAccommodationPayment' && !e.isReversed && e.kind !== 'Reversal',
    );
  };

  test('charged without an entered value, drawn from the RAD, and the next month the DAP rises', async () => {
    await run('2025-10');
    // 27 days (5-31 Oct) x 200,000 x 7.61 % / 365 = 27 x $41.70.
    const october = await dapLines('2025-10');
    assert.deepEqual(
      october.map((e) => [e.kind, e.days, e.accountAmount]),
      [
        ['Drawdown', null, '-1125.90'],
        ['Charge', 27, '1125.90'],
      ],
    );
    // November's unpaid RAD is 201,125.90 (October's DAP drawn from the RAD): 41.93 a day.
    await run('2025-11');
    const november = (await dapLines('2025-11')).find((e) => e.kind === 'Charge');
    assert.deepEqual([november?.days, november?.accountAmount], [30, '1257.90']);
    assert.match(november?.explanation?.inputs.map((i) => i.label).join(' | ') ?? '', /unpaid RAD \$201,125\.90/);
  });

  test('needed without an MPIR: flagged in the run and on the fees tab, never skipped in silence', async () => {
    // A new price from 5 Jan 2026: no MPIR is loaded from January 2026.
    await t.handle.db.insertInto('resident_finance_effective_dates').values(price('2026-01-05', '450000.00')).execute();
    const r = await run('2026-01');
    const mine = r.flagged.filter((f) => f.residentId === person);
    assert.deepEqual(
      mine.map((f) => [f.reason, f.days]),
      [[DAP_MESSAGES.feeRunReason, '05 Jan 2026 to 31 Jan 2026 (27 days)']],
    );
    // The days before the new price are still charged (4 days on the first price).
    const january = (await dapLines('2026-01')).find((e) => e.kind === 'Charge');
    assert.equal(january?.days, 4);
    const runs = (await call('GET', 'finance/fee-runs')).json as FeeRun[];
    assert.ok(runs.find((x) => x.id === r.id)?.flagged.some((f) => f.residentId === person));
    const fees = (await call('GET', `residents/${person}/finance/fees`)).json as FinanceFeesResponse;
    assert.equal(fees.financeFees.figures.dailyAccommodationPayment?.value, null);
    assert.equal(fees.financeFees.figures.dailyAccommodationPayment?.missing, DAP_MESSAGES.notCalculated);
  });
});

describe('paging', () => {
  test('notIncludingItemsAfter keeps the pages still while new entries arrive', async () => {
    const first = await entries({ take: '3' });
    assert.equal(first.result.length, 3);
    const total = first.totalCount;
    // A new entry after the first page was read: a fee added for this month.
    await new Promise((r) => setTimeout(r, 5));
    await setFee('MeansTestCareFee', '2024-02-01', '10.00');
    const posted = await run(thisMonth);
    assert.ok(posted.chargesCreated >= 1);
    const second = await entries({ take: '3', skip: '3', notIncludingItemsAfter: first.notIncludingItemsAfter });
    assert.equal(second.totalCount, total);
    const all = await entries({ take: '100', notIncludingItemsAfter: first.notIncludingItemsAfter });
    assert.deepEqual(
      second.result.map((e) => e.id),
      all.result.slice(3, 6).map((e) => e.id),
    );
    // The run posted for other residencies too: count this resident's new entries.
    const mine = await t.handle.db
      .selectFrom('resident_ledger_entries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('fee_run_id', '=', posted.id)
      .where('residency_id', '=', residencyId)
      .executeTakeFirstOrThrow();
    assert.ok(Number(mine.n) >= 1);
    assert.equal((await entries({ take: '100' })).totalCount, total + Number(mine.n));
  });
});

describe('refusals', () => {
  test('403 without the financial permission; 403 to run without modify', async () => {
    assert.equal((await call('GET', `residents/${RESIDENT}/finance/transactions`, { who: 'carer@demo.local' })).status, 403);
    assert.equal(
      (await call('GET', `residents/${RESIDENT}/finance/transactionsbalance`, { who: 'carer@demo.local' })).status,
      403,
    );
    assert.equal((await call('GET', `residents/${RESIDENT}/finance/transactions`, { who: viewerEmail })).status, 200);
    assert.equal((await call('POST', 'finance/fee-runs', { who: viewerEmail, body: { period: thisMonth } })).status, 403);
    assert.equal((await call('POST', 'finance/fee-runs', { who: 'carer@demo.local', body: { period: thisMonth } })).status, 403);
  });

  test("a lead's account answers to leadsFinancials (102), a resident's to residentsFinancials (202)", async () => {
    const f = financeFixtures(() => t);
    const lead = await f.person('Lola', 'Ledger');
    await f.residency(lead, { is_lead: true });
    const leadsOnly = 'leads.financials@test.local';
    await f.residentsFinancialsUser({
      role: 'Leads financials',
      email: leadsOnly,
      firstName: 'Lf',
      lastName: 'Leads',
      canModify: false,
      permissionCode: 102,
    });
    for (const url of [`residents/${lead}/finance/transactions`, `residents/${lead}/finance/transactionsbalance`]) {
      assert.equal((await call('GET', url)).status, 200, url);
      assert.equal((await call('GET', url, { who: leadsOnly })).status, 200, url);
      // 202 alone does not open a lead's account, nor 102 a resident's.
      assert.equal((await call('GET', url, { who: viewerEmail })).status, 403, url);
    }
    assert.equal((await call('GET', `residents/${RESIDENT}/finance/transactions`, { who: leadsOnly })).status, 403);
    const empty = (await call('GET', `residents/${lead}/finance/transactions`)).json as TransactionsPage;
    assert.deepEqual([empty.result.length, empty.totalCount], [0, 0]);
    const none = (await call('GET', `residents/${lead}/finance/transactionsbalance`)).json as TransactionsBalance;
    assert.deepEqual([none.balance.value, none.depositBalance.value], ['0.00', '0.00']);
    assert.equal((await call('GET', 'finance/fee-runs', { who: 'carer@demo.local' })).status, 403);
  });

  test("404 for another facility's resident", async () => {
    assert.equal((await call('GET', `residents/${otherFacilityResident}/finance/transactions`)).status, 404);
    assert.equal((await call('GET', `residents/${otherFacilityResident}/finance/transactionsbalance`)).status, 404);
  });

  test('404 at an independent-living facility', async () => {
    const r = await call('GET', 'finance/fee-runs', { who: 'manager@demo.local', query: { facilityId: '4' } });
    assert.equal(r.status, 404);
  });
});

describe('the monthly job', () => {
  test('the handler runs the previous month of every aged-care facility; again, it posts nothing new', async () => {
    const runs = await runScheduledFeeRuns(t.handle.db, today);
    assert.deepEqual(
      runs.map((r) => [r.period, r.trigger, r.status]),
      [1, 2, 3].map(() => [previousMonth(today), 'Scheduled', 'Completed']),
    );
    const again = await runScheduledFeeRuns(t.handle.db, today);
    assert.deepEqual(
      again.map((r) => r.chargesCreated + r.reversalsCreated),
      [0, 0, 0],
    );
  });

  test('a facility whose run failed fails the job, so pg-boss retries it; the failed run is listed', async () => {
    const db = t.handle.db;
    await sql`create function test_refuse_entries() returns trigger language plpgsql as $$
      begin raise exception 'the ledger is unavailable'; end; $$`.execute(db);
    await sql`create trigger test_refuse_entries before insert on resident_ledger_entries
      for each row execute function test_refuse_entries()`.execute(db);
    try {
      // A fee the run must post, so the run writes (and fails).
      await setFee('BasicDailyCareFee', `${previousMonth(today)}-01`, '71.00');
      const logged: FeeRun[][] = [];
      const job = feeRunJob(db, (_message, runs) => logged.push(runs));
      await assert.rejects(job.handler({} as Parameters<typeof job.handler>[0]), /will be retried/);
      assert.ok(logged[0]?.some((r) => r.status === 'Failed' && /unavailable/.test(r.error ?? '')));
      assert.deepEqual(job.retry, { limit: 5, delaySeconds: 300, backoff: true });
      const runs = (await call('GET', 'finance/fee-runs')).json as FeeRun[];
      assert.equal(runs[0].status, 'Failed');
    } finally {
      await sql`drop trigger test_refuse_entries on resident_ledger_entries`.execute(db);
      await sql`drop function test_refuse_entries()`.execute(db);
    }
    // Once the cause is gone the retry charges the month.
    const job = feeRunJob(db, () => assert.fail('no failure expected'));
    await job.handler({} as Parameters<typeof job.handler>[0]);
  });

  test('pg-boss schedules the job on this database, Melbourne time, and works it', async () => {
    let worked = 0;
    const job = feeRunJob(t.handle.db, () => {});
    const counted = { ...job, handler: async (j: Parameters<typeof job.handler>[0]) => (worked++, job.handler(j)) };
    const { boss, stop } = await startJobQueue(t.handle, t.config, [counted], (err) => assert.fail(String(err)));
    try {
      const schedule = await sql<{
        name: string;
        cron: string;
        timezone: string;
      }>`select name, cron, timezone from pgboss.schedule`.execute(t.handle.db);
      assert.deepEqual(schedule.rows, [{ name: FEE_RUN_QUEUE, cron: '0 3 1 * *', timezone: 'Australia/Melbourne' }]);
      // What the cron tick sends on the 1st, sent now: the worker runs the handler.
      assert.ok(await boss.send(FEE_RUN_QUEUE, {}));
      for (let i = 0; i < 60 && !worked; i++) await new Promise((r) => setTimeout(r, 250));
      assert.equal(worked, 1);
    } finally {
      await stop();
    }
  });
});
