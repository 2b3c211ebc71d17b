/**
 * The independent-living finance screen's calls: GET/POST enquiries/finance/fees-and-charges and GET
 * enquiries/finance/accommodation-financial-events/{unit}: the answer's shape and money figures (a worked example by
 * hand), the save's round trip, the DMF schedule's normalisation, the contract signed date that cannot be cleared, the
 * rules' 400 messages, another facility's ids (404, nothing written), the version (409), the permissions (403), and the
 * unit's brief note and the ILU dashboard's deposits following the dates at once.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import type { IluFeesAndCharges, SaveIluFeesBody } from 'shared-domain/contracts/ilu';
import { addDays, melbourneToday } from 'shared-domain/dates';
import { FEES_MESSAGES } from 'shared-domain/finance/fees';
import { ILU_FIELD_MESSAGES } from 'shared-domain/ilu/messages';
import { MESSAGES as RESIDENT_MESSAGES } from 'shared-domain/resident-record';
import { createTestContext, type TestContext } from './helpers';
import { changedTables, fingerprint, tableNames } from './security-request';

let t: TestContext;
let tables: string[];
const today = melbourneToday();
const ILU = 4;
const FEES = 'enquiries/finance/fees-and-charges';

/** The allocation of the worked example: a villa of its own, two residents, vacated on 1 Oct 2025. */
let unit: number;
let allocation: number;
let residencies: number[];
let residents: number[];
/** An enquiry with a unit assigned and no deposit yet (the dashboard's deposits). */
let enquiry: number;
let enquiryUnit: number;
/** Riverside Village's garden maintenance ($60.00 a month since 500 days ago) and a service of Carlton House. */
let garden: number;
let otherFacilityService: number;

async function call(
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  who = 'manager@demo.local',
  facilityId = ILU,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url: `/api/${url}${url.includes('?') ? '&' : '?'}facilityId=${facilityId}`,
    headers: await t.authFor(who),
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

const get = async (id: number, who?: string): Promise<IluFeesAndCharges> => {
  const res = await call('GET', `${FEES}/${id}`, undefined, who);
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
};

/** A unit of Riverside Village of its own (type Villa), occupied or available. */
async function newUnit(number: string, status: 'Occupied' | 'Available'): Promise<number> {
  const db = t.handle.db;
  const type = await db
    .selectFrom('accommodation_types')
    .select(['id', 'facility_id'])
    .where('facility_id', '=', ILU)
    .where('name', '=', 'Villa')
    .executeTakeFirstOrThrow();
  const location = await db
    .selectFrom('facility_locations')
    .select('id')
    .where('facility_id', '=', ILU)
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('accommodations')
    .values({
      facility_id: ILU,
      facility_location_id: location.id,
      accommodation_type_id: type.id,
      room_number: number,
      ilu_status: status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A person of organisation 1 with an ILU residency of the allocation (admitted when `admitted`). */
async function personOf(allocationId: number, first: string, last: string, position: number, admitted: string | null) {
  const db = t.handle.db;
  const p = await db
    .insertInto('residents')
    .values({ organisation_id: 1, first_name: first, last_name: last, sex: 'Female', date_of_birth: '1944-03-02', email: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const r = await db
    .insertInto('residencies')
    .values({
      resident_id: p.id,
      facility_id: ILU,
      care_type: 'ILU',
      is_lead: admitted === null,
      admission_date_utc: admitted,
      requested_admission_date: admitted,
      independent_living_allocation_id: allocationId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('ilu_allocation_residents')
    .values({ independent_living_allocation_id: allocationId, resident_id: p.id, position })
    .execute();
  return { residentId: p.id, residencyId: r.id };
}

before(async () => {
  t = await createTestContext({ today });
  tables = await tableNames(t.handle.db);
  const db = t.handle.db;
  unit = await newUnit('T901', 'Occupied');
  const a = await db
    .insertInto('independent_living_allocations')
    .values({
      facility_id: ILU,
      accommodation_id: unit,
      published_price: '520000.00',
      agreed_price: '500000.00',
      contract_signed_date: '2023-05-20',
      deposit_paid_date: '2023-06-01',
      balance_paid_date: '2023-06-28',
      occupied_date: '2023-07-01',
      departure_date: '2025-10-01',
      dmf_calculation_type: 'IngoingUnitCost',
      resident_capital_gain_rate: '50.00',
      resident_capital_loss_rate: '50.00',
      additional_costs: '2500.00',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  allocation = a.id;
  const first = await personOf(allocation, 'Edith', 'Catalina', 1, '2023-07-01');
  const second = await personOf(allocation, 'Arthur', 'Catalina', 2, '2023-07-01');
  residencies = [first.residencyId, second.residencyId];
  residents = [first.residentId, second.residentId];
  await db
    .updateTable('independent_living_allocations')
    .set({ responsible_residency_id: first.residencyId })
    .where('id', '=', allocation)
    .execute();
  await db
    .insertInto('ilu_dmf_schedule_rows')
    .values(
      [
        [36, '6.00'],
        [12, '5.00'],
        [36, '4.00'],
      ].map(([months, value], i) => ({
        facility_id: ILU,
        independent_living_allocation_id: allocation,
        fee_order_number: i + 1,
        effective_month: months as number,
        value: value as string,
      })),
    )
    .execute();
  await db
    .insertInto('ilu_ingoing_contributions')
    .values([
      { facility_id: ILU, independent_living_allocation_id: allocation, effective_from_date: '2023-06-01', value: '50000.00' },
      { facility_id: ILU, independent_living_allocation_id: allocation, effective_from_date: '2023-06-28', value: '450000.00' },
    ])
    .execute();
  // Arthur's primary contact (a bill payer the save may choose); Edith has none.
  await db
    .insertInto('resident_contacts')
    .values({ resident_id: second.residentId, kind: 'Primary', position: 0, first_name: 'Julie', last_name: 'Catalina' })
    .execute();

  enquiryUnit = await newUnit('T902', 'Available');
  enquiry = (
    await db
      .insertInto('independent_living_allocations')
      .values({ facility_id: ILU, accommodation_id: enquiryUnit })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await personOf(enquiry, 'Nora', 'Enquirer', 1, null);

  garden = (
    await db
      .selectFrom('optional_services')
      .select('id')
      .where('facility_id', '=', ILU)
      .where('type_description', '=', 'Garden maintenance')
      .executeTakeFirstOrThrow()
  ).id;
  otherFacilityService = (
    await db.selectFrom('optional_services').select('id').where('facility_id', '=', 2).orderBy('id').executeTakeFirstOrThrow()
  ).id;
});
after(async () => {
  await t?.close();
});

/** The save of what GET answered, with `over` applied. */
function bodyOf(f: IluFeesAndCharges, over: Partial<SaveIluFeesBody> = {}): SaveIluFeesBody {
  const s = f.financialSummaryAndUnitCostsDto;
  const d = f.deferredManagementFeeDto;
  return {
    independentLivingAllocationId: f.independentLivingAllocationId,
    version: f.version,
    agreedPrice: s.agreedPrice,
    contractSignedDateUtc: s.contractSignedDateUtc,
    depositPaidDateUtc: s.depositPaidDateUtc,
    balancePaidDateUtc: s.balancePaidDateUtc,
    residentCapitalGainRate: s.residentCapitalGainRate,
    residentCapitalLossRate: s.residentCapitalLossRate,
    additionalCosts: s.additionalCosts,
    calculatedIngoingContributionFromTechone: s.calculatedIngoingContributionFromTechone,
    ingoingContributionEntries: f.ingoingContributionEntries.map((e) => ({
      effectiveFromDate: e.effectiveFromDate,
      value: e.value,
    })),
    minimumRate: d.minimumRate,
    dmfUnitCostCalculationType: d.dmfUnitCostCalculationType,
    deferredManagementFeesSchedule: d.deferredManagementFeesSchedule.map((r) => ({
      effectiveMonth: r.effectiveMonth,
      value: r.value,
    })),
    residencies: f.iluResidencyFinanceFees.map((r) => ({
      residencyId: r.residencyId,
      billPayerType: r.billPayerType,
      optionalServices: r.optionalServices.map((o) => ({
        id: o.id,
        optionalServiceId: o.optionalServiceId,
        startDate: o.startDate,
        endDate: o.endDate,
      })),
    })),
    ...over,
  };
}

const save = (body: unknown, who?: string) => call('POST', FEES, body, who);

describe('GET enquiries/finance/fees-and-charges/{id}', () => {
  test('the allocation: unit, prices, dates, DMF terms and schedule with totals, entries, people, and the figures worked by hand', async () => {
    const f = await get(allocation);
    assert.equal(f.independentLivingAllocationId, allocation);
    assert.equal(f.version, 1);
    assert.equal(f.isBillingIntegratedFacility, false);
    assert.deepEqual(f.assignedAccommodationDto, {
      accommodationId: unit,
      unitNumber: 'T901',
      unitType: 'Villa',
      location: 'Riverside Village',
      independentLivingAllocationId: allocation,
    });
    assert.equal(f.admissionDateUtc, '2023-07-01');
    assert.equal(f.vacatingDateUtc, '2025-10-01');
    assert.equal(f.isSettled, false);
    const s = f.financialSummaryAndUnitCostsDto;
    assert.equal(s.publishedPrice, '520000.00');
    assert.equal(s.agreedPrice, '500000.00');
    assert.equal(s.responsibleResidencyId, residencies[0]);
    assert.equal(s.responsibleResidentId, residents[0]);
    assert.equal(s.responsibleResident, 'Edith Catalina');
    assert.equal(s.contractSignedDateUtc, '2023-05-20');
    assert.equal(s.depositPaidDateUtc, '2023-06-01');
    assert.equal(s.balancePaidDateUtc, '2023-06-28');
    assert.equal(s.settlementPrice, null);

    // The worked example. Vacated: the DMF is calculated to the vacating date, 1 Oct 2025. Admitted 1 Jul 2023: 2 years
    // and 3 months, 823 days (365 + 366 + 92), all inside the first row's 36 months at 6 % a year, on the agreed price
    // (ingoing unit cost): 500,000 x 823 x 6 / 36,500 = 67,643.835... -> $67,643.84 (above no minimum).
    // Ingoing contribution: 50,000 + 450,000 = $500,000.00. No settlement price yet: the capital gain is not known (the
    // refund counts it as $0). Estimated refund: 500,000.00 - 67,643.84 - 2,500.00 = $429,856.16.
    assert.equal(s.dmfCalculationDateUtc, '2025-10-01');
    assert.equal(s.dmfUnitPrice, '500000.00');
    assert.equal(s.accruedDmf, '67643.84');
    assert.equal(s.ingoingContribution, '500000.00');
    assert.equal(s.capitalGain, null);
    assert.equal(s.estimatedRefund, '429856.16');

    const d = f.deferredManagementFeeDto;
    assert.equal(d.dmfUnitCostCalculationType, 'IngoingUnitCost');
    assert.equal(d.dmfUnitCostCalculationTypeDescription, 'Ingoing unit cost');
    assert.equal(d.minimumRate, null);
    // Totals: 6 x 36 / 12 = 18; + 5 x 12 / 12 = 23; + 4 x 36 / 12 = 35 (Catalina's maximum).
    assert.deepEqual(
      d.deferredManagementFeesSchedule.map((r) => [r.feeOrderNumber, r.effectiveMonth, r.value, r.total]),
      [
        [1, 36, '6.00', '18.00'],
        [2, 12, '5.00', '23.00'],
        [3, 36, '4.00', '35.00'],
      ],
    );
    assert.deepEqual(
      f.ingoingContributionEntries.map((e) => [e.effectiveFromDate, e.value]),
      [
        ['2023-06-01', '50000.00'],
        ['2023-06-28', '450000.00'],
      ],
    );
    assert.deepEqual(
      f.iluResidencyFinanceFees.map((r) => [r.residencyId, r.residentId, r.residentName, r.billPayerType, r.billPayerFullName]),
      [
        [residencies[0], residents[0], 'Edith Catalina', 'Resident', 'Edith Catalina'],
        [residencies[1], residents[1], 'Arthur Catalina', 'Resident', 'Arthur Catalina'],
      ],
    );
  });

  test('a settlement price gives the capital gain (50 % of the gain) and the refund counts it', async () => {
    await t.handle.db
      .updateTable('independent_living_allocations')
      .set({ settlement_price: '540000.00', settlement_date: '2025-11-20' })
      .where('id', '=', allocation)
      .execute();
    try {
      const s = (await get(allocation)).financialSummaryAndUnitCostsDto;
      // (540,000 - 500,000) x 50 % = 20,000.00; refund 500,000.00 - 67,643.84 - 2,500.00 + 20,000.00 = 449,856.16.
      assert.equal(s.capitalGain, '20000.00');
      assert.equal(s.estimatedRefund, '449856.16');
      assert.equal(s.settlementDateUtc, '2025-11-20');
    } finally {
      await t.handle.db
        .updateTable('independent_living_allocations')
        .set({ settlement_price: null, settlement_date: null })
        .where('id', '=', allocation)
        .execute();
    }
  });

  test('an enquiry without a schedule answers one blank row; its published price is the unit type’s', async () => {
    const f = await get(enquiry);
    assert.deepEqual(f.deferredManagementFeeDto.deferredManagementFeesSchedule, [
      { effectiveMonth: null, value: null, total: null, feeOrderNumber: 1, independentLivingAllocationId: enquiry },
    ]);
    assert.equal(f.admissionDateUtc, null);
    const villa = await t.handle.db
      .selectFrom('accommodation_types')
      .select('price')
      .where('facility_id', '=', ILU)
      .where('name', '=', 'Villa')
      .executeTakeFirstOrThrow();
    assert.equal(f.financialSummaryAndUnitCostsDto.publishedPrice, villa.price);
    // Not admitted: nothing accrues yet; no entries: the ingoing contribution is $0.00.
    assert.equal(f.financialSummaryAndUnitCostsDto.accruedDmf, null);
    assert.equal(f.financialSummaryAndUnitCostsDto.ingoingContribution, '0.00');
  });

  test("residentId must be one of the allocation's people; another facility's allocation or an unknown one 404", async () => {
    assert.equal((await call('GET', `${FEES}/${allocation}?residentId=${residents[1]}`)).statusCode, 200);
    const other = await t.handle.db
      .insertInto('independent_living_allocations')
      .values({ facility_id: 2 })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const url of [
      `${FEES}/${other.id}`,
      `${FEES}/999999`,
      `${FEES}/${enquiry}?residentId=${residents[0]}`,
      `${FEES}/${allocation}?residentId=1`,
    ])
      assert.equal((await call('GET', url)).statusCode, 404, url);
  });

  test('the demo: occupied allocations have believable finance; an earlier allocation was settled', async () => {
    const db = t.handle.db;
    const occupied = await db
      .selectFrom('independent_living_allocations')
      .select([
        'id',
        'agreed_price',
        'published_price',
        'contract_signed_date',
        'deposit_paid_date',
        'balance_paid_date',
        'occupied_date',
      ])
      .where('facility_id', '=', ILU)
      .where('occupied_date', 'is not', null)
      .where('departure_date', 'is', null)
      .where('id', '<=', 30)
      .orderBy('id')
      .execute();
    assert.equal(occupied.length, 30);
    for (const a of occupied) {
      assert.ok(a.agreed_price && a.published_price && Number(a.agreed_price) <= Number(a.published_price), `${a.id}`);
      assert.ok(a.contract_signed_date! < a.deposit_paid_date! && a.deposit_paid_date! < a.balance_paid_date!, `${a.id}`);
      assert.ok(a.balance_paid_date! < a.occupied_date!, `${a.id}`);
    }
    const f = await get(2);
    assert.ok(f.deferredManagementFeeDto.deferredManagementFeesSchedule.every((r) => r.total !== null));
    assert.equal(f.ingoingContributionEntries.length, 2);
    assert.ok(f.financialSummaryAndUnitCostsDto.accruedDmf);
    const settled = await db
      .selectFrom('independent_living_allocations')
      .select('id')
      .where('facility_id', '=', ILU)
      .where('is_settled', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const s = await get(settled.id);
    assert.ok(s.isSettled && s.vacatingDateUtc && s.financialSummaryAndUnitCostsDto.settlementPrice);
    assert.ok(
      s.financialSummaryAndUnitCostsDto.capitalGain !== null && s.financialSummaryAndUnitCostsDto.estimatedRefund !== null,
    );
  });
});

describe('POST enquiries/finance/fees-and-charges', () => {
  test('round trip: what is saved is answered back, the version moves on, the audit row is written', async () => {
    const before = await get(allocation);
    const body = bodyOf(before, {
      agreedPrice: 505000,
      residentCapitalGainRate: '40',
      minimumRate: '10',
      additionalCosts: null,
      ingoingContributionEntries: [
        { effectiveFromDate: '2023-06-01', value: '50000.00' },
        { effectiveFromDate: '2023-06-28', value: '455000' },
      ],
      residencies: [
        {
          residencyId: residencies[0],
          billPayerType: 'Resident',
          optionalServices: [{ optionalServiceId: garden, startDate: addDays(today, -30), endDate: null }],
        },
      ],
    });
    const res = await save(body);
    assert.equal(res.statusCode, 200, res.body);
    const f: IluFeesAndCharges = res.json();
    assert.equal(f.version, before.version + 1);
    const s = f.financialSummaryAndUnitCostsDto;
    assert.equal(s.agreedPrice, '505000.00');
    assert.equal(s.residentCapitalGainRate, '40.00');
    assert.equal(s.additionalCosts, null);
    assert.equal(f.deferredManagementFeeDto.minimumRate, '10.00');
    // The entry sent back unchanged keeps its row; the changed one is a new row.
    assert.equal(f.ingoingContributionEntries[0].id, before.ingoingContributionEntries[0].id);
    assert.notEqual(f.ingoingContributionEntries[1].id, before.ingoingContributionEntries[1].id);
    assert.equal(s.ingoingContribution, '505000.00');
    // 505,000 x 823 x 6 / 36,500 = 68,320.27 (the 10 % minimum would be 50,500.00); refund 505,000 - 68,320.27.
    assert.equal(s.accruedDmf, '68320.27');
    assert.equal(s.estimatedRefund, '436679.73');
    const services = f.iluResidencyFinanceFees[0].optionalServices;
    assert.equal(services.length, 1);
    assert.equal(services[0].typeDescription, 'Garden maintenance');
    assert.equal(services[0].currentRate, '60.00');
    assert.deepEqual(await get(allocation), f);
    const audit = await t.handle.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('entity', '=', 'allocation')
      .where('entity_id', '=', String(allocation))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const changes = (typeof audit.details === 'string' ? JSON.parse(audit.details) : audit.details).changes as Array<{
      field: string;
    }>;
    assert.deepEqual(changes.map((c) => c.field).sort(), [
      'additionalCosts',
      'agreedPrice',
      'dmfMinimumRate',
      'ingoingContributions',
      `optionalServices.${residencies[0]}`,
      'residentCapitalGainRate',
    ]);
  });

  test('the schedule keeps only rows with a month and a rate above 0, renumbered from 1; none kept answers one blank row', async () => {
    const f = await get(allocation);
    const res = await save(
      bodyOf(f, {
        residencies: [],
        deferredManagementFeesSchedule: [
          { effectiveMonth: 24, value: '7.5' },
          { effectiveMonth: 0, value: '5' },
          { effectiveMonth: 12, value: null },
          { effectiveMonth: null, value: '3' },
          { effectiveMonth: 12, value: '0' },
          { effectiveMonth: 60, value: 2 },
        ],
      }),
    );
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(
      (res.json() as IluFeesAndCharges).deferredManagementFeeDto.deferredManagementFeesSchedule.map((r) => [
        r.feeOrderNumber,
        r.effectiveMonth,
        r.value,
        r.total,
      ]),
      [
        [1, 24, '7.50', '15.00'],
        [2, 60, '2.00', '25.00'],
      ],
    );
    const blank = await save(
      bodyOf(res.json(), { residencies: [], deferredManagementFeesSchedule: [{ effectiveMonth: null, value: null }] }),
    );
    assert.equal(blank.statusCode, 200, blank.body);
    assert.deepEqual((blank.json() as IluFeesAndCharges).deferredManagementFeeDto.deferredManagementFeesSchedule, [
      { effectiveMonth: null, value: null, total: null, feeOrderNumber: 1, independentLivingAllocationId: allocation },
    ]);
    const rows = await t.handle.db
      .selectFrom('ilu_dmf_schedule_rows')
      .select('id')
      .where('independent_living_allocation_id', '=', allocation)
      .execute();
    assert.equal(rows.length, 0);
    // Catalina again for the tests after.
    const back = await save(
      bodyOf(blank.json(), {
        residencies: [],
        deferredManagementFeesSchedule: [
          { effectiveMonth: 36, value: '6' },
          { effectiveMonth: 12, value: '5' },
          { effectiveMonth: 36, value: '4' },
        ],
      }),
    );
    assert.equal(back.statusCode, 200, back.body);
  });

  test('a stored contract signed date cannot be cleared (400, nothing written); it can be changed', async () => {
    const f = await get(allocation);
    const before = await fingerprint(t.handle.db, tables);
    for (const cleared of [null, undefined]) {
      const body = bodyOf(f, { residencies: [] });
      if (cleared === undefined) delete body.contractSignedDateUtc;
      else body.contractSignedDateUtc = cleared;
      const res = await save(body);
      assert.equal(res.statusCode, 400, res.body);
      assert.deepEqual(res.json().modelState, { contractSignedDateUtc: [ILU_FIELD_MESSAGES.contractSignedDateEmptyValue] });
    }
    assert.deepEqual(changedTables(before, await fingerprint(t.handle.db, tables)), []);
    const res = await save(bodyOf(f, { residencies: [], contractSignedDateUtc: '2023-05-22' }));
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((res.json() as IluFeesAndCharges).financialSummaryAndUnitCostsDto.contractSignedDateUtc, '2023-05-22');
  });

  test('bad input: 400 with the field and its message, nothing written', async () => {
    const f = await get(allocation);
    const base = bodyOf(f);
    const cases: Array<[Partial<SaveIluFeesBody>, string, string]> = [
      [{ residentCapitalGainRate: '101' }, 'residentCapitalGainRate', ILU_FIELD_MESSAGES.rateInvalid],
      [{ minimumRate: -1 }, 'minimumRate', ILU_FIELD_MESSAGES.rateInvalid],
      [{ agreedPrice: 'lots' }, 'agreedPrice', ILU_FIELD_MESSAGES.amountInvalid],
      [{ deferredManagementFeesSchedule: [] }, 'deferredManagementFeesSchedule', ILU_FIELD_MESSAGES.dmfScheduleRequired],
      [
        {
          residencies: [
            {
              residencyId: residencies[0],
              optionalServices: [
                { optionalServiceId: garden, startDate: addDays(today, -20), endDate: null },
                { optionalServiceId: garden, startDate: addDays(today, -10), endDate: null },
              ],
            },
          ],
        },
        'residencies[0].optionalServices[0].startDate',
        FEES_MESSAGES.optionalService.overlapDate,
      ],
      [
        {
          residencies: [
            {
              residencyId: residencies[0],
              optionalServices: [{ optionalServiceId: garden, startDate: '2020-01-01', endDate: null }],
            },
          ],
        },
        'residencies[0].optionalServices[0].startDate',
        FEES_MESSAGES.optionalService.startDateBeforeServiceStartDate,
      ],
      [
        { residencies: [{ residencyId: residencies[0], billPayerType: 'PrimaryContact', optionalServices: [] }] },
        'residencies[0].billPayerType',
        RESIDENT_MESSAGES.billPayerContactMissing,
      ],
      [
        {
          residencies: [
            { residencyId: residencies[1], optionalServices: [] },
            { residencyId: residencies[1], optionalServices: [] },
          ],
        },
        'residencies[1].residencyId',
        ILU_FIELD_MESSAGES.residencyRepeated,
      ],
    ];
    const before = await fingerprint(t.handle.db, tables);
    for (const [over, field, message] of cases) {
      const res = await save({ ...base, ...over });
      assert.equal(res.statusCode, 400, `${field}: ${res.body}`);
      assert.ok(res.json().modelState[field]?.includes(message), `${field}: ${res.body}`);
    }
    assert.deepEqual(changedTables(before, await fingerprint(t.handle.db, tables)), []);
  });

  test("another facility's ids, a residency of another allocation, a period of another residency: 404, nothing written", async () => {
    const db = t.handle.db;
    const f = await get(allocation);
    const otherAllocation = (
      await db.insertInto('independent_living_allocations').values({ facility_id: 2 }).returning('id').executeTakeFirstOrThrow()
    ).id;
    const otherResidency = (
      await db.selectFrom('residencies').select('id').where('facility_id', '=', 2).orderBy('id').executeTakeFirstOrThrow()
    ).id;
    const enquiryResidency = (
      await db
        .selectFrom('residencies')
        .select('id')
        .where('independent_living_allocation_id', '=', enquiry)
        .executeTakeFirstOrThrow()
    ).id;
    const period = await db
      .insertInto('residency_optional_services')
      .values({ facility_id: ILU, residency_id: enquiryResidency, optional_service_id: garden, start_date: addDays(today, -5) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const person = (residencyId: number, optionalServices: SaveIluFeesBody['residencies'][number]['optionalServices'] = []) => ({
      residencies: [{ residencyId, optionalServices }],
    });
    const before = await fingerprint(db, tables);
    for (const over of [
      { independentLivingAllocationId: otherAllocation },
      { independentLivingAllocationId: 999999 },
      person(otherResidency),
      person(enquiryResidency),
      person(residencies[0], [{ optionalServiceId: otherFacilityService, startDate: today, endDate: null }]),
      person(residencies[0], [{ id: period.id, optionalServiceId: garden, startDate: today, endDate: null }]),
    ]) {
      const res = await save(bodyOf(f, over));
      assert.equal(res.statusCode, 404, `${JSON.stringify(over)}: ${res.body}`);
      assert.deepEqual(Object.keys(res.json()), ['message']);
    }
    assert.deepEqual(changedTables(before, await fingerprint(db, tables)), []);
  });

  test('a stale version: 409, nothing written', async () => {
    const f = await get(allocation);
    const before = await fingerprint(t.handle.db, tables);
    const res = await save(bodyOf(f, { version: f.version - 1 < 1 ? f.version + 5 : f.version - 1, residencies: [] }));
    assert.equal(res.statusCode, 409, res.body);
    assert.deepEqual(changedTables(before, await fingerprint(t.handle.db, tables)), []);
  });

  test('permissions: without the financials permission 403 (read and save); the unit events need leadsDetails', async () => {
    const f = await get(allocation);
    // Care staff: residents' and leads' details, no financials.
    assert.equal((await call('GET', `${FEES}/${allocation}`, undefined, 'carer@demo.local')).statusCode, 403);
    assert.equal((await save(bodyOf(f, { residencies: [] }), 'carer@demo.local')).statusCode, 403);
    // Finance staff: financials (read and save).
    assert.equal((await call('GET', `${FEES}/${allocation}`, undefined, 'finance@demo.local')).statusCode, 200);
    // The administrator has no leads' details.
    const events = `enquiries/finance/accommodation-financial-events/${unit}`;
    assert.equal((await call('GET', events, undefined, 'admin@demo.local')).statusCode, 403);
    assert.equal((await call('GET', events, undefined, 'carer@demo.local')).statusCode, 200);
  });

  test("an enquiry's finance needs leadsFinancials, an admitted allocation's residentsFinancials", async () => {
    const db = t.handle.db;
    for (const [email, code] of [
      ['leads.finance@test.local', 102],
      ['residents.finance@test.local', 202],
    ] as const) {
      const role = await db
        .insertInto('roles')
        .values({ organisation_id: 1, name: email })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('role_permissions')
        .values({
          role_id: role.id,
          permission_code: code,
          can_view: true,
          can_modify: true,
          can_remove: false,
          can_action: false,
        })
        .execute();
      const user = await db
        .insertInto('users')
        .values({ organisation_id: 1, role_id: role.id, email, first_name: 'Only', last_name: String(code) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('user_facilities').values({ user_id: user.id, facility_id: ILU }).execute();
    }
    const status = async (id: number, who: string) => (await call('GET', `${FEES}/${id}`, undefined, who)).statusCode;
    assert.equal(await status(enquiry, 'leads.finance@test.local'), 200);
    assert.equal(await status(allocation, 'leads.finance@test.local'), 403);
    assert.equal(await status(enquiry, 'residents.finance@test.local'), 403);
    assert.equal(await status(allocation, 'residents.finance@test.local'), 200);
    // The save: the allocation in the body decides.
    const f = await get(enquiry);
    const saved = await save(bodyOf(f, { additionalCosts: '100' }), 'leads.finance@test.local');
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal((await save(bodyOf(await get(allocation), { residencies: [] }), 'leads.finance@test.local')).statusCode, 403);
  });

  test('a bill payer contact that exists is saved: the payer is the contact, the person moves on', async () => {
    const f = await get(allocation);
    const res = await save(
      bodyOf(f, { residencies: [{ residencyId: residencies[1], billPayerType: 'PrimaryContact', optionalServices: [] }] }),
    );
    assert.equal(res.statusCode, 200, res.body);
    const arthur = (res.json() as IluFeesAndCharges).iluResidencyFinanceFees[1];
    assert.equal(arthur.billPayerType, 'PrimaryContact');
    assert.equal(arthur.billPayerFullName, 'Julie Catalina');
    const person = await t.handle.db
      .selectFrom('residents')
      .select(['bill_payer_type', 'version'])
      .where('id', '=', residents[1])
      .executeTakeFirstOrThrow();
    assert.equal(person.bill_payer_type, 'PrimaryContact');
    assert.ok(person.version > 1);
  });
});

describe("the unit's brief note and the ILU dashboard follow the dates", () => {
  const unitNote = async (id: number) => {
    const res = await call('GET', 'accommodations/units-by-status/All');
    assert.equal(res.statusCode, 200, res.body);
    return (res.json() as Array<{ accommodationId: number; briefNotes: string | null }>).find((u) => u.accommodationId === id)
      ?.briefNotes;
  };
  const deposits = async () => {
    const res = await call('GET', 'ilu-dashboard');
    assert.equal(res.statusCode, 200, res.body);
    return (
      res.json().iluFacilityStatistics.iluEnquiryInfo.depositPaidAndUnitInfos as Array<{ independentLivingAllocationId: number }>
    ).map((e) => e.independentLivingAllocationId);
  };

  test("setting the enquiry's deposit date: the unit's note says Deposit paid, the dashboard lists it; cleared: neither", async () => {
    assert.equal(await unitNote(enquiryUnit), null);
    assert.ok(!(await deposits()).includes(enquiry));
    const f = await get(enquiry);
    const res = await save(bodyOf(f, { depositPaidDateUtc: addDays(today, -1), agreedPrice: '700000' }));
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(await unitNote(enquiryUnit), 'Deposit paid');
    assert.ok((await deposits()).includes(enquiry));
    const events = await call('GET', `enquiries/finance/accommodation-financial-events/${enquiryUnit}`);
    assert.equal(events.statusCode, 200, events.body);
    const latest = events.json().events[0];
    assert.equal(latest.depositPaidDateUtc, addDays(today, -1));
    assert.equal(latest.iluAllocationId, enquiry);
    assert.deepEqual(latest.residentNames, ['Nora Enquirer']);

    // The contract signed: the note stays on the furthest step (Deposit paid); the balance paid: Balance paid.
    const signed = await save(bodyOf(res.json(), { contractSignedDateUtc: addDays(today, -3) }));
    assert.equal(signed.statusCode, 200, signed.body);
    assert.equal(await unitNote(enquiryUnit), 'Deposit paid');
    const paid = await save(bodyOf(signed.json(), { balancePaidDateUtc: today }));
    assert.equal(paid.statusCode, 200, paid.body);
    assert.equal(await unitNote(enquiryUnit), 'Balance paid');

    const cleared = await save(bodyOf(paid.json(), { depositPaidDateUtc: null, balancePaidDateUtc: null }));
    assert.equal(cleared.statusCode, 200, cleared.body);
    assert.equal(await unitNote(enquiryUnit), 'Contract signed');
    assert.ok(!(await deposits()).includes(enquiry));
  });

  test('a save that changes none of the dates records no event', async () => {
    const db = t.handle.db;
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('accommodation_financial_events')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('accommodation_id', '=', unit)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const n = await count();
    const res = await save(bodyOf(await get(allocation), { residencies: [], additionalCosts: '3000' }));
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(await count(), n);
  });
});
