/**
 * The fees tab's calls (issue 11): GET/PUT residents/{id}/finance/fees, GET residents/dap, GET
 * residents/{id}/open-optional-services; the permissions (202, and 102 for a lead), the facility scope, the rules
 * (400 model-state with the shared messages), the version (409), the audit row, the support level rules, the residency's
 * support level, the deposits in the ledger, and the bill payer change clearing the eight drawdown flags.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import type { FinanceFeesResponse, SaveFinanceFeesBody } from 'shared-domain/contracts/finance-fees';
import { addDays, melbourneToday } from 'shared-domain/dates';
import { FEES_MESSAGES } from 'shared-domain/finance/fees';
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
    assert.equal(f.figures.refundableAccommodationDepositRemaining.value, '200000.00');
    assert.equal(f.figures.unsupportedBalanceProgressPercentage.value, '60.00');
    assert.ok(f.figures.totalRetentionFee && Number(f.figures.totalRetentionFee.value) > 0);
    // Billing integrated: the RAD paid is the deposit held, net of the retention deducted.
    assert.equal(Number(f.figures.refundableAccommodationDepositPaid.value) + Number(f.figures.totalRetentionFee!.value), 300000);
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
