/**
 * The fees tab's calls: GET/PUT residents/{id}/finance/fees, GET residents/dap, GET
 * residents/{id}/open-optional-services; the permissions (202, and 102 for a lead), the facility scope, the rules
 * (400 model-state with the shared messages), the version (409), the audit row, the support level rules, the residency's
 * support level, the deposits in the ledger, and the bill payer change clearing the eight drawdown flags.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import type { DapResident, FinanceFeesResponse, SaveFinanceFeesBody } from 'shared-domain/contracts/finance-fees';
import { addDays, melbourneToday } from 'shared-domain/dates';
import { FEES_MESSAGES } from 'shared-domain/finance/fees';
import { pre2014PaymentsMade } from 'shared-domain/finance/pre2014';
import { refundInterestOwed } from 'shared-domain/finance/refund-interest';
import { ADMITTED_BEFORE_NOV_2025, MPIR_NOT_SET } from 'shared-domain/messages';
import { financeFixtures } from './finance-setup';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
const { person, residency: residencyOf, leadAndOtherFacilityResident, residentsFinancialsUser, call } = financeFixtures(() => t);
const today = melbourneToday();
const ADMITTED = '2025-11-10';
/** A permanent resident of Bayside Gardens (1, billing integrated) on the Act 2025 arrangements. */
let resident: number;
let residency: number;
/** A lead of Bayside Gardens. */
let lead: number;
/** A resident of Carlton House (2). */
let otherFacilityResident: number;
/** An optional service of Bayside Gardens and one of Carlton House. */
let service: number;
let otherFacilityService: number;

async function optionalService(facilityId: number, name: string) {
  const o = await t.handle.db
    .insertInto('optional_services')
    .values({ facility_id: facilityId, type_description: name, billing_period: 'Weekly', start_date: '2024-01-01' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.handle.db
    .insertInto('optional_service_rates')
    .values({ facility_id: facilityId, optional_service_id: o.id, start_date: '2024-01-01', value: '25.00' })
    .execute();
  return o.id;
}

before(async () => {
  t = await createTestContext({ today });
  resident = await person('Margaret', 'Ashby');
  residency = await residencyOf(resident, { admission_date_utc: ADMITTED, accommodation_class: 'Post01Nov2025' });
  ({ lead, otherFacilityResident } = await leadAndOtherFacilityResident());
  service = await optionalService(1, 'Hairdressing (fees test)');
  otherFacilityService = await optionalService(2, 'Newspaper (fees test)');
  // A role with residents' financials (202) but not leads' (102), at facility 1.
  await residentsFinancialsUser({
    role: 'Residents finance only',
    email: 'residents.finance@test.local',
    firstName: 'Rf',
    lastName: 'Only',
    canModify: true,
  });
});
after(async () => {
  await t?.close();
});

const NO_DRAWDOWNS = { dac: false, bdf: false, mtcf: false, ac: false, pi: false, itf: false, hc: false, nccc: false };
function body(over: Partial<SaveFinanceFeesBody> = {}): SaveFinanceFeesBody {
  return {
    effectiveDates: [],
    accommodationClass: 'Post01Nov2025',
    contributionClass: null,
    drawdowns: NO_DRAWDOWNS,
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
    ...over,
  };
}
const e = (effectiveDateType: string, effectiveFromDate: string, value: string | null, supportLevel: string | null = null) =>
  ({ effectiveDateType, effectiveFromDate, value, supportLevel }) as SaveFinanceFeesBody['effectiveDates'][number];

const INSTALMENTS = [
  e('AgreedRoomPrice', ADMITTED, '500000.00'),
  e('SupportLevel', ADMITTED, null, 'Unsupported'),
  e('RadPaid', ADMITTED, '100000.00'),
  e('RadPaid', '2025-12-15', '200000.00'),
];

describe('GET residents/{id}/finance/fees', () => {
  test('a resident without fees: empty lists, version 1, Unknown support level, the Act 2025 arrangements', async () => {
    const res = await call('GET', `residents/${resident}/finance/fees`);
    assert.equal(res.statusCode, 200, res.body);
    const { financeFees: f, facility } = res.json() as FinanceFeesResponse;
    assert.equal(f.version, 1);
    assert.deepEqual(f.effectiveDates, []);
    assert.deepEqual(f.latestSupportLevel, { value: 'Unknown', effectiveFromDate: null });
    assert.equal(f.isAct2025, true);
    assert.equal(f.admissionDateUtc, ADMITTED);
    assert.deepEqual(f.drawdowns, NO_DRAWDOWNS);
    assert.equal(facility.id, 1);
    assert.equal(facility.isBillingIntegrated, true);
    assert.equal(facility.enableAgedCareAct2025, true);
    assert.equal(f.accommodationClass, 'Post01Nov2025');
    assert.equal(f.figures.refundableAccommodationDepositPaid.value, '0.00');
  });

  test('permissions: 202 for a resident, 102 for a lead; another facility or an unknown person => 404', async () => {
    assert.equal((await call('GET', `residents/${resident}/finance/fees`, undefined, 'carer@demo.local')).statusCode, 403);
    assert.equal(
      (await call('GET', `residents/${resident}/finance/fees`, undefined, 'residents.finance@test.local')).statusCode,
      200,
    );
    assert.equal(
      (await call('GET', `residents/${lead}/finance/fees`, undefined, 'residents.finance@test.local')).statusCode,
      403,
    );
    const leadFees = await call('GET', `residents/${lead}/finance/fees`);
    assert.equal(leadFees.statusCode, 200);
    assert.equal(leadFees.json().financeFees.isLead, true);
    // A lead has no admission date: it enters care today at the earliest, on or after 1 Nov 2025 (no class chosen).
    assert.equal(leadFees.json().financeFees.isAct2025, true);
    assert.equal((await call('PUT', `residents/${lead}/finance/fees`, body(), 'residents.finance@test.local')).statusCode, 403);
    assert.equal((await call('GET', `residents/${otherFacilityResident}/finance/fees`)).statusCode, 404);
    assert.equal((await call('GET', `residents/99999999/finance/fees`)).statusCode, 404);
    assert.equal((await call('PUT', `residents/${otherFacilityResident}/finance/fees`, body())).statusCode, 404);
    assert.equal((await call('PUT', `residents/${resident}/finance/fees`, body(), 'carer@demo.local')).statusCode, 403);
  });
});

describe('PUT residents/{id}/finance/fees', () => {
  test('refusals: 400 with the rules messages, nothing written', async () => {
    const refused = async (b: SaveFinanceFeesBody) => {
      const res = await call('PUT', `residents/${resident}/finance/fees`, b);
      assert.equal(res.statusCode, 400, res.body);
      return res.json().modelState as Record<string, string[]>;
    };
    let m = await refused(
      body({ effectiveDates: [e('MeansTestCareFee', '2025-12-01', '30.00'), e('MeansTestCareFee', '2025-12-01', '31.00')] }),
    );
    assert.deepEqual(m['effectiveDates[0].effectiveFromDate'], [FEES_MESSAGES.nonUnique]);
    m = await refused(body({ effectiveDates: [e('MeansTestCareFee', addDays(today, 5), '30.00')] }));
    assert.deepEqual(m['effectiveDates.MeansTestCareFee'], [FEES_MESSAGES.noneTodayOrEarlier]);
    m = await refused(
      body({ effectiveDates: [e('AgreedRoomPrice', '2025-11-01', '500000.00'), e('AgreedRoomPrice', ADMITTED, '510000.00')] }),
    );
    assert.deepEqual(m['effectiveDates[1].effectiveFromDate'], [FEES_MESSAGES.multipleAdmissionDate(ADMITTED)]);
    m = await refused(body({ effectiveDates: [e('BasicDailyCareFee', ADMITTED, '-1.00')] }));
    assert.deepEqual(m['effectiveDates[0].value'], [FEES_MESSAGES.amountMinimum]);
    m = await refused(body({ effectiveDates: [e('RadPaid', ADMITTED, '1000.00'), e('RadPaid', '2025-11-20', '-2000.00')] }));
    assert.deepEqual(m['effectiveDates.RadPaid'], [FEES_MESSAGES.paymentsSumNegative]);
    m = await refused(body({ effectiveDates: [e('RacPaid', '2025-11-01', '1000.00'), e('RacPaid', addDays(today, 1), '1.00')] }));
    assert.deepEqual(m['effectiveDates[0].effectiveFromDate'], [FEES_MESSAGES.paymentDateBeforeAdmission(ADMITTED)]);
    assert.deepEqual(m['effectiveDates[1].effectiveFromDate'], [FEES_MESSAGES.paymentDateInFuture]);
    // A top-up DAC is paid by date like a deposit, but it is an other fee amount: from 0 (seed 001 §5).
    m = await refused(body({ effectiveDates: [e('TopupDailyAccommodationContribution', ADMITTED, '-5.00')] }));
    assert.deepEqual(m['effectiveDates[0].value'], [FEES_MESSAGES.amountMinimum]);
    m = await refused(body({ effectiveDates: [e('SupportLevel', ADMITTED, null, null)] }));
    assert.deepEqual(m['effectiveDates[0].supportLevel'], [FEES_MESSAGES.supportLevelRequired]);
    m = await refused(
      body({
        pre2014: {
          pre2014Care: true,
          pre2014CareLevel: 'Low',
          pre2014ContinueCare: true,
          accommodationCost: null,
          bondAmount: '250000.00',
          bondInterestRate: '4.5',
        },
      }),
    );
    assert.deepEqual(m['pre2014.accommodationCost'], [
      'Accommodation cost is required for pre-2014 care when continuing care at Bond level.',
    ]);
    m = await refused(body({ optionalServices: [{ optionalServiceId: service, startDate: '2023-06-01', endDate: null }] }));
    assert.deepEqual(m['optionalServices[0].startDate'], [FEES_MESSAGES.optionalService.startDateBeforeServiceStartDate]);
    // Below the contract's minimum: 400, never a 5xx.
    assert.equal(
      (
        await call(
          'PUT',
          `residents/${resident}/finance/fees`,
          body({ effectiveDates: [e('RadPaid', ADMITTED, '-10000000.00')] }),
        )
      ).statusCode,
      400,
    );
    const n = await sql<{
      n: number;
    }>`select count(*)::int as n from resident_finance_effective_dates where residency_id = ${residency}`.execute(t.handle.db);
    assert.equal(n.rows[0].n, 0);
  });

  test("another facility's optional service, or an entry of another residency => 404", async () => {
    const other = await call(
      'PUT',
      `residents/${resident}/finance/fees`,
      body({ optionalServices: [{ optionalServiceId: otherFacilityService, startDate: ADMITTED, endDate: null }] }),
    );
    assert.equal(other.statusCode, 404);
    const foreign = await t.handle.db
      .insertInto('resident_finance_effective_dates')
      .values({
        residency_id: (
          await t.handle.db
            .selectFrom('residencies')
            .select('id')
            .where('resident_id', '=', otherFacilityResident)
            .executeTakeFirstOrThrow()
        ).id,
        facility_id: 2,
        effective_date_type: 'BasicDailyCareFee',
        effective_from_date: '2021-03-01',
        value: '60.00',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await call(
      'PUT',
      `residents/${resident}/finance/fees`,
      body({ effectiveDates: [{ ...e('BasicDailyCareFee', ADMITTED, '1.00'), id: Number(foreign.id) }] }),
    );
    assert.equal(res.statusCode, 404);
    const kept = await t.handle.db
      .selectFrom('resident_finance_effective_dates')
      .select('value')
      .where('id', '=', foreign.id)
      .executeTakeFirstOrThrow();
    assert.equal(kept.value, '60.00');
  });

  test('saves: support level rules applied, residency support level, figures, deposits in the ledger, audit; stale => 409', async () => {
    const res = await call(
      'PUT',
      `residents/${resident}/finance/fees`,
      body({
        effectiveDates: [...INSTALMENTS, e('MeansTestCareFee', ADMITTED, '32.50')],
        drawdowns: { ...NO_DRAWDOWNS, dac: true, mtcf: true },
        optionalServices: [{ optionalServiceId: service, startDate: ADMITTED, endDate: null }],
      }),
    );
    assert.equal(res.statusCode, 200, res.body);
    const { financeFees: f } = res.json() as FinanceFeesResponse;
    assert.equal(f.version, 2);
    // Unsupported added zero hotelling and non-clinical care contributions (the agreed room price was there).
    const types = f.effectiveDates.map((x) => `${x.effectiveDateType} ${x.effectiveFromDate} ${x.value}`).sort();
    assert.ok(types.includes(`HotellingContributionFee ${ADMITTED} 0.00`), types.join(', '));
    assert.ok(types.includes(`NonClinicalCareContributionFee ${ADMITTED} 0.00`));
    assert.equal(types.filter((x) => x.startsWith('AgreedRoomPrice')).length, 1);
    assert.deepEqual(f.latestSupportLevel, { value: 'Unsupported', effectiveFromDate: ADMITTED });
    assert.equal(f.drawdowns.dac, true);
    assert.equal(f.optionalServices.length, 1);
    assert.equal(f.optionalServices[0].currentRate, '25.00');
    // The service's rates, for the residency's rate popover.
    assert.deepEqual(f.optionalServices[0].applicableRatesList, [{ startDate: '2024-01-01', endDate: null, value: '25.00' }]);
    assert.equal(f.figures.refundableAccommodationDepositRemaining.value, '200000.00');
    assert.equal(f.figures.unsupportedBalanceProgressPercentage.value, '60.00');
    assert.ok(f.figures.totalRetentionFee && Number(f.figures.totalRetentionFee.value) > 0);
    // Billing integrated: the RAD paid is the payments; the RAD held is net of the retention deducted.
    assert.equal(f.figures.refundableAccommodationDepositPaid.value, '300000.00');
    assert.equal(Number(f.figures.refundableAccommodationDepositHeld.value) + Number(f.figures.totalRetentionFee!.value), 300000);
    const r = await t.handle.db
      .selectFrom('residencies')
      .select('support_level')
      .where('id', '=', residency)
      .executeTakeFirstOrThrow();
    assert.equal(r.support_level, 'Unsupported');
    const deposits = await sql<{ n: number }>`select count(*)::int as n from resident_ledger_entries
      where residency_id = ${residency} and kind = 'Deposit'`.execute(t.handle.db);
    assert.equal(deposits.rows[0].n, 2);
    const auditRow = await t.handle.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('entity', '=', 'resident_finance')
      .where('entity_id', '=', String(residency))
      .executeTakeFirstOrThrow();
    const details = (typeof auditRow.details === 'string' ? JSON.parse(auditRow.details) : auditRow.details) as {
      changes: Array<{ field: string }>;
    };
    assert.ok(details.changes.some((c) => c.field === 'AgreedRoomPrice'));
    assert.ok(details.changes.some((c) => c.field === 'drawdown_dac'));

    // Stale version: 409, nothing written.
    const stale = await call('PUT', `residents/${resident}/finance/fees`, body({ version: 1 }));
    assert.equal(stale.statusCode, 409);
    const again = (await call('GET', `residents/${resident}/finance/fees`)).json() as FinanceFeesResponse;
    assert.equal(again.financeFees.version, 2);
    assert.equal(again.financeFees.effectiveDates.length, f.effectiveDates.length);
  });

  test('GET residents/dap lists the resident paying the rest by DAP', async () => {
    const res = await call('GET', 'residents/dap');
    assert.equal(res.statusCode, 200, res.body);
    const mine = (res.json() as Array<{ residentId: number; radPaid: string; agreedRoomPrice: string }>).find(
      (x) => x.residentId === resident,
    );
    assert.ok(mine);
    assert.equal(mine.radPaid, '300000.00');
    assert.equal(mine.agreedRoomPrice, '500000.00');
    assert.equal((await call('GET', 'residents/dap', undefined, 'carer@demo.local')).statusCode, 403);
  });

  test('GET residents/dap: one paid figure with the lump-sum refund, the DAP on the rest; the facility flags as the fees tab', async () => {
    const current = (await call('GET', `residents/${resident}/finance/fees`)).json() as FinanceFeesResponse;
    const f = current.financeFees;
    const strip = f.effectiveDates.map(({ id, effectiveDateType, effectiveFromDate, value, supportLevel }) => ({
      id,
      effectiveDateType,
      effectiveFromDate,
      value,
      supportLevel,
    }));
    const services = f.optionalServices.map(({ id, optionalServiceId, startDate, endDate }) => ({
      id,
      optionalServiceId,
      startDate,
      endDate,
    }));
    const save = (refunded: string, version: number) =>
      call(
        'PUT',
        `residents/${resident}/finance/fees`,
        body({ effectiveDates: strip, optionalServices: services, refundedAmountFromLumpSumDeposit: refunded, version }),
      );
    const saved = await save('5000.00', f.version);
    assert.equal(saved.statusCode, 200, saved.body);
    const figures = (saved.json() as FinanceFeesResponse).financeFees.figures;
    // 500,000 - (300,000 - 5,000): RAD remaining, the DAP and the progress count the refund alike.
    assert.equal(figures.refundableAccommodationDepositRemaining.value, '205000.00');
    assert.equal(figures.unsupportedBalanceProgressPercentage.value, '59.00');
    const row = ((await call('GET', 'residents/dap')).json() as DapResident[]).find((x) => x.residentId === resident)!;
    assert.equal(row.radPaid, '295000.00');
    // The row's DAP is on agreed room price - radPaid: 205,000 x 7.61 % / 365 = $42.74, as the fees tab's.
    assert.equal(row.dailyAccommodationPayment.value, figures.dailyAccommodationPayment?.value);
    assert.equal(row.dailyAccommodationPayment.value, '42.74');
    // Billing integrated (Bayside Gardens) and the Act 2025 flag on: the retentions the fees tab shows.
    assert.equal(row.retentions?.total, figures.totalRetentionFee?.value);
    const back = await save('0.00', (saved.json() as FinanceFeesResponse).financeFees.version);
    assert.equal(back.statusCode, 200, back.body);
  });

  test('Supported adds a zero DAC at its date; the residency support level follows; a removed payment leaves the ledger', async () => {
    const current = (await call('GET', `residents/${resident}/finance/fees`)).json() as FinanceFeesResponse;
    const kept = current.financeFees.effectiveDates
      .filter((x) => !(x.effectiveDateType === 'RadPaid' && x.effectiveFromDate === '2025-12-15'))
      .map(({ id, effectiveDateType, effectiveFromDate, value, supportLevel }) => ({
        id,
        effectiveDateType,
        effectiveFromDate,
        value,
        supportLevel,
      }));
    const res = await call(
      'PUT',
      `residents/${resident}/finance/fees`,
      body({
        effectiveDates: [...kept, e('SupportLevel', today, null, 'Supported')],
        optionalServices: current.financeFees.optionalServices.map(({ id, optionalServiceId, startDate, endDate }) => ({
          id,
          optionalServiceId,
          startDate,
          endDate,
        })),
        version: current.financeFees.version,
      }),
    );
    assert.equal(res.statusCode, 200, res.body);
    const f = (res.json() as FinanceFeesResponse).financeFees;
    assert.ok(
      f.effectiveDates.some(
        (x) => x.effectiveDateType === 'DailyAccommodationContribution' && x.effectiveFromDate === today && x.value === '0.00',
      ),
    );
    assert.equal(f.latestSupportLevel.value, 'Supported');
    const r = await t.handle.db
      .selectFrom('residencies')
      .select('support_level')
      .where('id', '=', residency)
      .executeTakeFirstOrThrow();
    assert.equal(r.support_level, 'Supported');
    // The removed payment is reversed in the account (entries are immutable).
    const reversals = await sql<{ n: number }>`select count(*)::int as n from resident_ledger_entries
      where residency_id = ${residency} and kind = 'Reversal'`.execute(t.handle.db);
    assert.ok(reversals.rows[0].n >= 1);
  });
});

describe('PUT residents/{id}/finance/fees: values moved between days', () => {
  test('two values swapping their days in one save (unique by day) => 200', async () => {
    const load = async () => (await call('GET', `residents/${resident}/finance/fees`)).json() as FinanceFeesResponse;
    const send = (f: FinanceFeesResponse, effectiveDates: SaveFinanceFeesBody['effectiveDates']) =>
      call(
        'PUT',
        `residents/${resident}/finance/fees`,
        body({
          effectiveDates,
          optionalServices: f.financeFees.optionalServices.map(({ id, optionalServiceId, startDate, endDate }) => ({
            id,
            optionalServiceId,
            startDate,
            endDate,
          })),
          version: f.financeFees.version,
        }),
      );
    const strip = (f: FinanceFeesResponse) =>
      f.financeFees.effectiveDates.map(({ id, effectiveDateType, effectiveFromDate, value, supportLevel }) => ({
        id,
        effectiveDateType,
        effectiveFromDate,
        value,
        supportLevel,
      }));
    let f = await load();
    assert.equal((await send(f, [...strip(f), e('MeansTestCareFee', '2026-01-01', '40.00')])).statusCode, 200);
    f = await load();
    const swapped = strip(f).map((x) =>
      x.effectiveDateType !== 'MeansTestCareFee'
        ? x
        : { ...x, effectiveFromDate: x.effectiveFromDate === ADMITTED ? '2026-01-01' : ADMITTED },
    );
    const res = await send(f, swapped);
    assert.equal(res.statusCode, 200, res.body);
    const mtcf = (res.json() as FinanceFeesResponse).financeFees.effectiveDates
      .filter((x) => x.effectiveDateType === 'MeansTestCareFee')
      .map((x) => `${x.effectiveFromDate} ${x.value}`);
    assert.deepEqual(mtcf, ['2026-01-01 32.50', `${ADMITTED} 40.00`]);
  });
});

describe('the fees rules an audit found wrong: MPIR, support level, accommodation class, the Act 2025 flag, pre-2014', () => {
  const admit = async (first: string, values: Record<string, unknown>) => {
    const id = await person(first, 'Audit');
    return { id, residency: await residencyOf(id, values) };
  };
  const load = async (id: number) => (await call('GET', `residents/${id}/finance/fees`)).json() as FinanceFeesResponse;
  const strip = (f: FinanceFeesResponse) =>
    f.financeFees.effectiveDates.map(({ id, effectiveDateType, effectiveFromDate, value, supportLevel }) => ({
      id,
      effectiveDateType,
      effectiveFromDate,
      value,
      supportLevel,
    }));
  const put = (id: number, over: Partial<SaveFinanceFeesBody>) => call('PUT', `residents/${id}/finance/fees`, body(over));

  test('refunded from the lump sum above the RAD paid => 400 on its field, nothing written', async () => {
    const p = await admit('Refund', { admission_date_utc: ADMITTED, accommodation_class: 'Post01Nov2025' });
    const paid = [e('RadPaid', ADMITTED, '300000.00'), e('RadPaid', ADMITTED, '25000.00')];
    const refused = await put(p.id, { effectiveDates: paid, refundedAmountFromLumpSumDeposit: '999999.00' });
    assert.equal(refused.statusCode, 400, refused.body);
    assert.deepEqual(refused.json().modelState, {
      refundedAmountFromLumpSumDeposit: [
        'The refunded amount from lump sum deposit cannot be more than the RAD paid ($325,000.00).',
      ],
    });
    assert.equal((await load(p.id)).financeFees.effectiveDates.length, 0);
    const all = await put(p.id, { effectiveDates: paid, refundedAmountFromLumpSumDeposit: '325000.00' });
    assert.equal(all.statusCode, 200, all.body);
  });

  test('an agreed room price above 0 without the MPIR of its date => 400 mpir; a zero one or a kept one is not checked', async () => {
    const p = await admit('Mpir', { admission_date_utc: ADMITTED, accommodation_class: 'Post01Nov2025' });
    // The MPIR rows of the demo's fees and charges stop at the end of 2025: none covers today.
    const refused = await put(p.id, { effectiveDates: [e('AgreedRoomPrice', today, '480000.00')] });
    assert.equal(refused.statusCode, 400, refused.body);
    assert.deepEqual(refused.json().modelState, { mpir: [MPIR_NOT_SET] });
    const zero = await put(p.id, { effectiveDates: [e('AgreedRoomPrice', today, '0.00')] });
    assert.equal(zero.statusCode, 200, zero.body);
    const covered = await put(p.id, {
      effectiveDates: [e('AgreedRoomPrice', ADMITTED, '480000.00')],
      version: (zero.json() as FinanceFeesResponse).financeFees.version,
    });
    assert.equal(covered.statusCode, 200, covered.body);

    // A resident whose agreed room price predates the MPIR rows keeps saving other fees; changing the price is checked.
    const old = await admit('Older', { admission_date_utc: '2020-01-06', accommodation_class: 'Post01Jul2014' });
    await t.handle.db
      .insertInto('resident_finance_effective_dates')
      .values({
        residency_id: old.residency,
        facility_id: 1,
        effective_date_type: 'AgreedRoomPrice',
        effective_from_date: '2020-01-06',
        value: '400000',
      })
      .execute();
    const before = await load(old.id);
    const kept = await put(old.id, {
      accommodationClass: 'Post01Jul2014',
      effectiveDates: [...strip(before), e('MeansTestCareFee', '2020-01-06', '20.00')],
    });
    assert.equal(kept.statusCode, 200, kept.body);
    const changed = await put(old.id, {
      accommodationClass: 'Post01Jul2014',
      effectiveDates: strip(kept.json() as FinanceFeesResponse).map((x) =>
        x.effectiveDateType === 'AgreedRoomPrice' ? { ...x, value: '410000.00' } : x,
      ),
      version: (kept.json() as FinanceFeesResponse).financeFees.version,
    });
    assert.equal(changed.statusCode, 400, changed.body);
    assert.deepEqual(changed.json().modelState.mpir, [MPIR_NOT_SET]);
  });

  test('Supported keeps a $60.00 DAC the resident has; Unsupported keeps a $550,000 agreed room price (no zero over them)', async () => {
    const p = await admit('Sup', { admission_date_utc: ADMITTED, accommodation_class: 'Post01Nov2025' });
    const first = await put(p.id, {
      effectiveDates: [
        e('SupportLevel', ADMITTED, null, 'Unknown'),
        e('DailyAccommodationContribution', ADMITTED, '60.00'),
        e('AgreedRoomPrice', ADMITTED, '550000.00'),
      ],
    });
    assert.equal(first.statusCode, 200, first.body);
    const supported = await put(p.id, {
      effectiveDates: [...strip(first.json() as FinanceFeesResponse), e('SupportLevel', today, null, 'Supported')],
      version: (first.json() as FinanceFeesResponse).financeFees.version,
    });
    assert.equal(supported.statusCode, 200, supported.body);
    const dacs = (supported.json() as FinanceFeesResponse).financeFees.effectiveDates
      .filter((x) => x.effectiveDateType === 'DailyAccommodationContribution')
      .map((x) => `${x.effectiveFromDate} ${x.value}`);
    assert.deepEqual(dacs, [`${ADMITTED} 60.00`]);
    const unsupported = await put(p.id, {
      effectiveDates: [
        ...strip(supported.json() as FinanceFeesResponse).filter(
          (x) => !(x.effectiveDateType === 'SupportLevel' && x.effectiveFromDate === today),
        ),
        e('SupportLevel', today, null, 'Unsupported'),
      ],
      version: (supported.json() as FinanceFeesResponse).financeFees.version,
    });
    assert.equal(unsupported.statusCode, 200, unsupported.body);
    const after = (unsupported.json() as FinanceFeesResponse).financeFees.effectiveDates.map(
      (x) => `${x.effectiveDateType} ${x.effectiveFromDate} ${x.value}`,
    );
    assert.ok(after.includes(`AgreedRoomPrice ${ADMITTED} 550000.00`), after.join(', '));
    assert.equal(after.filter((x) => x.startsWith('AgreedRoomPrice')).length, 1, after.join(', '));
    // The contributions it had none of are added at the support level's date.
    assert.ok(after.includes(`HotellingContributionFee ${today} 0.00`), after.join(', '));
    assert.ok(after.includes(`NonClinicalCareContributionFee ${today} 0.00`), after.join(', '));
  });

  test("accommodation class: shown, saved on the residency (its version moves on), From 1st Nov 2025 refused before the Act's date", async () => {
    const early = await admit('Class', { admission_date_utc: '2025-10-20', accommodation_class: 'Post01Jul2014' });
    const f = await load(early.id);
    assert.equal(f.financeFees.accommodationClass, 'Post01Jul2014');
    assert.equal(f.financeFees.isAct2025, false);
    const refused = await put(early.id, { accommodationClass: 'Post01Nov2025' });
    assert.equal(refused.statusCode, 400, refused.body);
    assert.deepEqual(refused.json().modelState, { accommodationClass: [ADMITTED_BEFORE_NOV_2025] });
    // An entry on or after 1 Nov 2025 may take either class; the Act 2025 arrangements follow the class.
    const later = await admit('Later', { admission_date_utc: ADMITTED, accommodation_class: 'Post01Nov2025' });
    const version = async () =>
      (await t.handle.db.selectFrom('residencies').select('version').where('id', '=', later.residency).executeTakeFirstOrThrow())
        .version;
    const v0 = await version();
    const earlier = await put(later.id, { accommodationClass: 'Post01Jul2014' });
    assert.equal(earlier.statusCode, 200, earlier.body);
    const saved = (earlier.json() as FinanceFeesResponse).financeFees;
    assert.equal(saved.accommodationClass, 'Post01Jul2014');
    assert.equal(saved.isAct2025, false);
    assert.equal(saved.figures.hotellingContribution, null);
    assert.equal(await version(), v0 + 1);
    const auditRow = await t.handle.db
      .selectFrom('audit_log')
      .select('details')
      .where('entity', '=', 'resident_finance')
      .where('entity_id', '=', String(later.residency))
      .executeTakeFirstOrThrow();
    assert.match(JSON.stringify(auditRow.details), /accommodationClass/);
    // Unchanged: the residency's version stays.
    const same = await put(later.id, { accommodationClass: 'Post01Jul2014', version: saved.version });
    assert.equal(same.statusCode, 200, same.body);
    assert.equal(await version(), v0 + 1);
  });

  test('a facility with enableAgedCareAct2025 off (Carlton House) shows no Act 2025 arrangements, whatever the class', async () => {
    const p = await admit('Flag', { facility_id: 2, admission_date_utc: ADMITTED, accommodation_class: 'Post01Nov2025' });
    const res = await call('GET', `residents/${p.id}/finance/fees`, undefined, 'manager@demo.local', 2);
    assert.equal(res.statusCode, 200, res.body);
    const { financeFees: f, facility } = res.json() as FinanceFeesResponse;
    assert.equal(facility.enableAgedCareAct2025, false);
    assert.equal(f.isAct2025, false);
    assert.equal(f.figures.hotellingContribution, null);
    assert.equal(f.figures.totalRetentionFee, null);
  });

  test('pre-2014 care: the bond payments made of 60 with the bond daily amount', async () => {
    const p = await admit('Bond', { admission_date_utc: '2024-03-15', accommodation_class: 'Pre01Jul2014' });
    const res = await put(p.id, {
      accommodationClass: 'Pre01Jul2014',
      pre2014: {
        pre2014Care: true,
        pre2014CareLevel: 'Low',
        pre2014ContinueCare: true,
        accommodationCost: '32.85',
        bondAmount: '250000.00',
        bondInterestRate: '4.5',
      },
    });
    assert.equal(res.statusCode, 200, res.body);
    const figures = (res.json() as FinanceFeesResponse).financeFees.figures;
    const made = pre2014PaymentsMade('2024-03-15', today);
    assert.equal(figures.pre2014PaymentsMade, made);
    assert.ok(figures.pre2014BondDailyAmount?.inputs.some((i) => i.value === `${made} of 60`));
    // 250,000 x 4.5 % / 365 (366 in a leap year) while payments remain; $0.00 from the 60th.
    const leap = Number(today.slice(0, 4)) % 4 === 0;
    assert.equal(figures.pre2014BondDailyAmount?.value, made >= 60 ? '0.00' : leap ? '30.74' : '30.82');
  });
});

describe('the interest owed on the refund of a departed resident (legal notice)', () => {
  test('base interest rate to the refund due date (notice + 14 days), then the maximum penalty interest rate, until refunded', async () => {
    const departed = await person('Dorothy', 'Refund');
    await residencyOf(departed, {
      admission_date_utc: ADMITTED,
      departure_date_utc: '2025-12-01',
      accommodation_class: 'Post01Nov2025',
    });
    // In care: nothing is owed yet.
    assert.equal((await call('GET', `residents/${resident}/finance/fees`)).json().financeFees.refundInterestOwed, null);
    // $300,000 paid at entry, refunded on 31 Dec 2025; the legal notice on 2 Dec 2025.
    const saved = await call(
      'PUT',
      `residents/${departed}/finance/fees`,
      body({ effectiveDates: [e('RadPaid', ADMITTED, '300000.00'), e('RadPaid', '2025-12-31', '-300000.00')] }),
    );
    assert.equal(saved.statusCode, 200, saved.body);
    const notice = await call('POST', `residents/${departed}/save-notice-date`, { noticeDateUtc: '2025-12-02', version: null });
    assert.equal(notice.statusCode, 200, notice.body);
    // Without a base interest rate in Funding - Fees and Charges the figure names what is missing.
    await t.handle.db
      .updateTable('fees_and_charges')
      .set({ base_interest_rate: null })
      .where('organisation_id', '=', 1)
      .execute();
    const missing = (await call('GET', `residents/${departed}/finance/fees`)).json() as FinanceFeesResponse;
    assert.equal(missing.financeFees.refundInterestOwed?.value, null);
    assert.equal(
      missing.financeFees.refundInterestOwed?.missing,
      'Enter the base interest rate for 02 Dec 2025 in Funding - Fees and Charges.',
    );
    await t.handle.db
      .updateTable('fees_and_charges')
      .set({ base_interest_rate: '4.35' })
      .where('organisation_id', '=', 1)
      .execute();
    const info = (await call('GET', `funding/${departed}/legal-notice-date-information`)).json() as {
      maximumPenaltyInterestRates: Array<{ startDateUtc: string; endDateUtc: string | null; rate: string }>;
    };
    const records = await t.handle.db
      .selectFrom('fees_and_charges')
      .select('start_date')
      .where('organisation_id', '=', 1)
      .orderBy('start_date')
      .execute();
    const expected = refundInterestOwed({
      departureDate: '2025-12-01',
      noticeDate: '2025-12-02',
      deposit: [
        { date: ADMITTED, amount: '300000.00' },
        { date: '2025-12-31', amount: '-300000.00' },
      ],
      baseInterestRates: records.map((r, i) => ({
        startDateUtc: r.start_date,
        endDateUtc: records[i + 1] ? addDays(records[i + 1].start_date, -1) : null,
        rate: '4.35',
      })),
      penaltyRates: info.maximumPenaltyInterestRates,
      today,
    });
    const f = ((await call('GET', `residents/${departed}/finance/fees`)).json() as FinanceFeesResponse).financeFees;
    assert.ok(f.refundInterestOwed, 'a departed resident has the figure');
    assert.equal(f.refundInterestOwed.value, expected.value?.toFixed(2) ?? null);
    assert.equal(f.refundInterestOwed.missing, expected.missing);
    // 14 days at the base interest rate (2-15 Dec): 14 x 300,000 x 4.35 % / 365 = $500.55 at least.
    assert.ok(expected.value, expected.missing);
    assert.ok(expected.value.gte(500.55));
    assert.ok(
      f.refundInterestOwed.inputs.some((i) => i.label === 'Refund due (notice date + 14 days)' && i.value === '16 Dec 2025'),
    );
  });
});

describe('GET residents/{id}/open-optional-services', () => {
  test("the facility's services not stopped, with today's rate; 403 without 202; 404 for another facility", async () => {
    const res = await call('GET', `residents/${resident}/open-optional-services`);
    assert.equal(res.statusCode, 200, res.body);
    const mine = (res.json() as Array<{ id: number; currentRate: string }>).find((o) => o.id === service);
    assert.equal(mine?.currentRate, '25.00');
    assert.ok(!(res.json() as Array<{ id: number }>).some((o) => o.id === otherFacilityService));
    assert.equal(
      (await call('GET', `residents/${resident}/open-optional-services`, undefined, 'carer@demo.local')).statusCode,
      403,
    );
    assert.equal((await call('GET', `residents/${otherFacilityResident}/open-optional-services`)).statusCode, 404);
  });
});

describe('a change of bill payer clears the eight drawdown flags (PUT residents)', () => {
  test('every flag cleared and the finance version moved on; an unchanged payer keeps them', async () => {
    const db = t.handle.db;
    const demo = await db
      .selectFrom('residencies')
      .select(['id', 'resident_id'])
      .where('facility_id', '=', 1)
      .where('is_lead', '=', false)
      .where('admission_date_utc', 'is not', null)
      .where('departure_date_utc', 'is', null)
      .orderBy('resident_id')
      .offset(3)
      .limit(1)
      .executeTakeFirstOrThrow();
    const all = {
      drawdown_dac: true,
      drawdown_bdf: true,
      drawdown_mtcf: true,
      drawdown_ac: true,
      drawdown_pi: true,
      drawdown_itf: true,
      drawdown_hc: true,
      drawdown_nccc: true,
    };
    await db
      .insertInto('resident_finances')
      .values({ residency_id: demo.id, facility_id: 1, ...all })
      .onConflict((oc) => oc.column('residency_id').doUpdateSet(all))
      .execute();
    const before = await db
      .selectFrom('resident_finances')
      .select('version')
      .where('residency_id', '=', demo.id)
      .executeTakeFirstOrThrow();
    const put = async (over: Record<string, unknown>) => {
      const d = (
        await t.app.inject({
          method: 'GET',
          url: `/api/residents/${demo.resident_id}?facilityId=1`,
          headers: await t.authFor('manager@demo.local'),
        })
      ).json();
      return t.app.inject({
        method: 'PUT',
        url: '/api/residents?facilityId=1',
        headers: await t.authFor('manager@demo.local'),
        payload: {
          id: d.id,
          version: d.version,
          firstName: d.firstName,
          lastName: d.lastName,
          title: d.title,
          sex: d.sex,
          dateOfBirth: d.dateOfBirth,
          email: d.email,
          street1: d.street1,
          suburb: d.suburb,
          state: d.state,
          postCode: d.postCode,
          countryId: d.countryId,
          medicareNumber: d.medicareNumber,
          medicareMemberNumber: d.medicareMemberNumber ?? (d.medicareNumber ? '1' : null),
          billPayerType: d.billPayerType,
          billPayerDetail: d.billPayerDetail,
          primaryContact: d.primaryContact ?? { firstName: 'Paul', lastName: 'Primary', email: 'paul@example.com' },
          secondaryContact: d.secondaryContact,
          otherContacts: d.otherContacts,
          enquirySources: d.enquirySources,
          religions: d.religions,
          specialisedCareIds: d.specialisedCareIds,
          ...over,
        },
      });
    };
    const flags = () =>
      db
        .selectFrom('resident_finances')
        .select(['drawdown_dac', 'drawdown_nccc', 'drawdown_itf', 'version'])
        .where('residency_id', '=', demo.id)
        .executeTakeFirstOrThrow();
    const same = await put({});
    assert.equal(same.statusCode, 200, same.body);
    assert.equal((await flags()).drawdown_dac, true);
    const current = (
      await t.app.inject({
        method: 'GET',
        url: `/api/residents/${demo.resident_id}?facilityId=1`,
        headers: await t.authFor('manager@demo.local'),
      })
    ).json();
    const changed = await put({ billPayerType: current.billPayerType === 'PrimaryContact' ? 'Resident' : 'PrimaryContact' });
    assert.equal(changed.statusCode, 200, changed.body);
    const after = await flags();
    assert.deepEqual(
      { dac: after.drawdown_dac, nccc: after.drawdown_nccc, itf: after.drawdown_itf },
      { dac: false, nccc: false, itf: false },
    );
    assert.equal(after.version, before.version + 1);
    const all8 = await db
      .selectFrom('resident_finances')
      .selectAll()
      .where('residency_id', '=', demo.id)
      .executeTakeFirstOrThrow();
    for (const k of Object.keys(all)) assert.equal(all8[k as keyof typeof all8], false, k);
  });
});
