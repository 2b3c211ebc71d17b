/**
 * The organisation's rate schedules (seed 001 §7 funding/care-funding-rates, accommodation-funding-rates,
 * fees-and-charges) on a real database: the demo schedules from the reference data (newest first, derived ends, null
 * figures left null, confirmed figures only, the DEMO base care tariff NWAU labelled), every demo record saved
 * unchanged, adding and changing records, the shared rules' refusals (duplicate start, amounts, the fees rate list rules
 * with the next start the day after the previous end, rates up to 100), 403 without the permission and with view only
 * (302, 303, 701), 404 at an independent-living facility and for another organisation's record (nothing written), 409
 * when stale, the audit row; the legal notice information reading the fees and charges; the MPIR check of admission and
 * transfer; referenceData/acfi-rates from the care funding rates.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type {
  AccommodationFundingRateList,
  CareFundingRateList,
  FeesAndChargesList,
  FeesAndChargesRecord,
} from 'shared-domain/contracts/finance-rates';
import { addDays, formatDate, melbourneToday } from 'shared-domain/dates';
import { RATE_ROW_MESSAGES } from 'shared-domain/finance/rate-rows';
import { RATE_SCHEDULE_MESSAGES as M } from 'shared-domain/finance/rate-schedules';
import { MPIR_NOT_SET } from 'shared-domain/messages';
import { createTestContext, type TestContext } from './helpers';

const today = melbourneToday();
let t: TestContext;
let otherOrg: { care: number; accommodation: number; fees: number };
/** A user of Bayside Gardens whose role views the three schedules (302, 303, 701) but may not modify them. */
const VIEWER = 'rates.viewer@demo.local';

before(async () => {
  t = await createTestContext({ today });
  {
    const db = t.handle.db;
    const role = await db
      .insertInto('roles')
      .values({ organisation_id: 1, name: 'Rates viewer' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('role_permissions')
      .values(
        [302, 303, 701].map((permission_code) => ({
          role_id: role.id,
          permission_code,
          can_view: true,
          can_modify: false,
          can_remove: false,
          can_action: false,
        })),
      )
      .execute();
    const user = await db
      .insertInto('users')
      .values({ organisation_id: 1, role_id: role.id, email: VIEWER, first_name: 'Rita', last_name: 'Viewer' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_facilities').values({ user_id: user.id, facility_id: 1 }).execute();
  }
  // Another organisation with one record of each schedule (its ids must answer 404 here).
  const db = t.handle.db;
  const org = await db.insertInto('organisations').values({ name: 'Other Care Group' }).returning('id').executeTakeFirstOrThrow();
  const care = await db
    .insertInto('care_funding_rates')
    .values({ organisation_id: org.id, start_date: '2025-10-01', funding_model: 'ANACC', anacc_price_per_nwau: '295.64' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const accommodation = await db
    .insertInto('accommodation_funding_rates')
    .values({ organisation_id: org.id, start_date: '2025-09-20', hotelling_supplement: '22.15' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const fees = await db
    .insertInto('fees_and_charges')
    .values({ organisation_id: org.id, start_date: '2025-09-20', basic_daily_fee: '65.55' })
    .returning('id')
    .executeTakeFirstOrThrow();
  otherOrg = { care: care.id, accommodation: accommodation.id, fees: fees.id };
});
after(async () => {
  await t?.close();
});

async function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  opts: { who?: string; body?: unknown; facilityId?: number } = {},
) {
  const res = await t.app.inject({
    method,
    url,
    query: { facilityId: String(opts.facilityId ?? 1) },
    headers: {
      ...(await t.authFor(opts.who ?? 'finance@demo.local')),
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    payload: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.statusCode, json: res.body ? (res.json() as any) : null };
}
const CARE = '/api/funding/care-funding-rates';
const ACCOMMODATION = '/api/funding/accommodation-funding-rates';
const FEES = '/api/funding/fees-and-charges';

async function auditRows(action: string) {
  return t.handle.db
    .selectFrom('audit_log')
    .select(['entity_id', 'details'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();
}
async function tableCounts() {
  const db = t.handle.db;
  const count = async (
    table: 'care_funding_rates' | 'accommodation_funding_rates' | 'fees_and_charges' | 'fees_and_charges_rates',
  ) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return [
    await count('care_funding_rates'),
    await count('accommodation_funding_rates'),
    await count('fees_and_charges'),
    await count('fees_and_charges_rates'),
  ];
}

describe('care funding rates', () => {
  test('GET: the demo schedule newest first, ends derived, AN-ACC prices from the reference data, unknowns null', async () => {
    const r = await call('GET', CARE);
    assert.equal(r.status, 200);
    const list = r.json as CareFundingRateList;
    assert.deepEqual(
      list.records.slice(0, 3).map((x) => [x.startDateUtc, x.endDateUtc, x.anaccPricePerNwau]),
      [
        ['2025-10-01T00:00:00Z', null, '295.64'],
        ['2025-03-01T00:00:00Z', '2025-09-30T23:59:59Z', '282.44'],
        ['2024-10-01T00:00:00Z', '2025-02-28T23:59:59Z', '280.01'],
      ],
    );
    // The reference data confirms the ACFI rates for 2008-09 only: a record from 1 Jul 2009 without rates ends them.
    const acfi = list.records.at(-1)!;
    assert.equal(acfi.fundingModel, 'ACFI');
    assert.equal(acfi.startDateUtc, '2008-07-01T00:00:00Z');
    assert.equal(acfi.endDateUtc, '2009-06-30T23:59:59Z');
    assert.equal(acfi.acfiRates.find((a) => a.acfiDomain === 'ADL' && a.acfiLevel === 'High')?.dailyRate, '88.17');
    assert.equal(acfi.acfiRates.length, 12);
    const later = list.records.at(-2)!;
    assert.deepEqual(
      [later.fundingModel, later.startDateUtc, later.endDateUtc],
      ['ACFI', '2009-07-01T00:00:00Z', '2022-09-30T23:59:59Z'],
    );
    assert.ok(later.acfiRates.every((a) => a.dailyRate === null));
    const latest = list.records[0];
    assert.equal(latest.anaccFixedComponentRates.length, 6);
    // The base care tariff NWAU is not in the reference data: the demo facilities' category carries a DEMO value
    // (docs/decisions.md 8), labelled; the other categories are not entered.
    assert.deepEqual(latest.anaccFixedComponentRates[0], {
      bctCategory: 'Standard MMM 1-4',
      nwau: '0.5000',
      baseCareTariff: '147.82',
      isDemoValue: true,
    });
    assert.ok(
      latest.anaccFixedComponentRates
        .slice(1)
        .every((b) => b.nwau === null && b.baseCareTariff === null && b.isDemoValue === false),
    );
    assert.ok(latest.supplements.every((s) => s.amount === null));
    assert.match(latest.note ?? '', /confirmed official/);
    assert.match(latest.note ?? '', /marked unconfirmed/);
    // Every AN-ACC record carries the DEMO NWAU; the ACFI records have no fixed component.
    for (const r of list.records) {
      assert.equal(r.anaccFixedComponentRates[0].isDemoValue, r.fundingModel === 'ANACC', r.startDateUtc);
    }
  });

  test("a DEMO NWAU saved unchanged stays DEMO; an NWAU entered is the user's (the DEMO label goes)", async () => {
    const list = (await call('GET', CARE)).json as CareFundingRateList;
    const r = list.records.find((x) => x.startDateUtc.startsWith('2025-03-01'))!;
    const body = (nwau: string) => ({
      id: r.id,
      version: r.version,
      startDateUtc: '2025-03-01',
      fundingModel: r.fundingModel,
      anaccPricePerNwau: r.anaccPricePerNwau,
      acfiRates: r.acfiRates,
      supplements: r.supplements,
      anaccFixedComponentRates: [{ bctCategory: 'Standard MMM 1-4', nwau }],
    });
    const unchanged = await call('POST', `${CARE}/save`, { body: body('0.5') });
    assert.equal(unchanged.status, 200, JSON.stringify(unchanged.json));
    const same = (unchanged.json as CareFundingRateList).records.find((x) => x.id === r.id)!;
    assert.equal(same.version, r.version); // nothing written
    assert.equal(same.anaccFixedComponentRates[0].isDemoValue, true);
    const entered = await call('POST', `${CARE}/save`, { body: body('0.4933') });
    assert.equal(entered.status, 200, JSON.stringify(entered.json));
    const saved = (entered.json as CareFundingRateList).records.find((x) => x.id === r.id)!;
    assert.deepEqual(saved.anaccFixedComponentRates[0], {
      bctCategory: 'Standard MMM 1-4',
      nwau: '0.4933',
      baseCareTariff: '139.33', // 0.4933 x 282.44 = 139.327652
      isDemoValue: false,
    });
    const audit = (await auditRows('update-care-funding-rate')).at(-1)!;
    const details = typeof audit.details === 'string' ? JSON.parse(audit.details) : audit.details;
    assert.deepEqual(details.changes, [
      {
        field: 'baseCareTariffs',
        old: ['Standard MMM 1-4: 0.5000 (unconfirmed)'],
        new: ['Standard MMM 1-4: 0.4933'],
      },
    ]);
  });

  test('POST save: adds a record with its figures and an audit row; base care tariff = price x NWAU', async () => {
    const before = (await auditRows('add-care-funding-rate')).length;
    const r = await call('POST', `${CARE}/save`, {
      body: {
        startDateUtc: '2026-10-01',
        fundingModel: 'ANACC',
        anaccPricePerNwau: '300.00',
        acfiRates: [],
        supplements: [{ name: 'Oxygen', amount: '12.5' }],
        anaccFixedComponentRates: [{ bctCategory: 'Standard MMM 1-4', nwau: 0.5 }],
        note: 'Entered from the schedule of subsidies',
      },
    });
    assert.equal(r.status, 200, JSON.stringify(r.json));
    const list = r.json as CareFundingRateList;
    const added = list.records[0];
    assert.equal(added.id, list.savedId);
    assert.equal(added.startDateUtc, '2026-10-01T00:00:00Z');
    assert.equal(list.records[1].endDateUtc, '2026-09-30T23:59:59Z');
    assert.equal(added.supplements.find((s) => s.name === 'Oxygen')?.amount, '12.50');
    assert.deepEqual(added.anaccFixedComponentRates[0], {
      bctCategory: 'Standard MMM 1-4',
      nwau: '0.5000',
      baseCareTariff: '150.00',
      isDemoValue: false, // entered by the user
    });
    const audits = await auditRows('add-care-funding-rate');
    assert.equal(audits.length, before + 1);
    assert.equal(audits.at(-1)!.entity_id, String(added.id));
  });

  test('refusals: duplicate start, amounts, missing version; 409 when stale; an unchanged save writes nothing', async () => {
    const list = (await call('GET', CARE)).json as CareFundingRateList;
    const latest = list.records[0];
    const body = {
      id: latest.id,
      version: latest.version,
      startDateUtc: latest.startDateUtc.slice(0, 10),
      fundingModel: latest.fundingModel,
      anaccPricePerNwau: latest.anaccPricePerNwau,
      acfiRates: latest.acfiRates,
      supplements: latest.supplements,
      anaccFixedComponentRates: latest.anaccFixedComponentRates.map(({ bctCategory, nwau }) => ({ bctCategory, nwau })),
    };
    const dup = await call('POST', `${CARE}/save`, { body: { ...body, id: undefined, version: undefined } });
    assert.equal(dup.status, 400);
    assert.deepEqual(dup.json.modelState, { startDateUtc: [M.duplicateStart] });
    const editedToDup = await call('POST', `${CARE}/save`, { body: { ...body, startDateUtc: '2025-10-01' } });
    assert.deepEqual(editedToDup.json.modelState, { startDateUtc: [M.duplicateStart] });
    const badAmount = await call('POST', `${CARE}/save`, {
      body: { ...body, supplements: [{ name: 'Veterans', amount: '1.234' }] },
    });
    assert.equal(badAmount.status, 400);
    assert.deepEqual(badAmount.json.modelState['supplements[0].amount'], [M.amountInvalid]);
    // Two rows of one base care tariff category: refused on the list, the second never dropped in silence.
    const twice = await call('POST', `${CARE}/save`, {
      body: {
        ...body,
        anaccFixedComponentRates: [
          { bctCategory: 'Standard MMM 1-4', nwau: '0.5000' },
          { bctCategory: 'Standard MMM 1-4', nwau: '0.6000' },
        ],
      },
    });
    assert.equal(twice.status, 400);
    assert.deepEqual(twice.json.modelState, {
      anaccFixedComponentRates: [M.duplicateRow('base care tariff category', 'Standard MMM 1-4')],
    });
    const noVersion = await call('POST', `${CARE}/save`, { body: { ...body, version: undefined } });
    assert.deepEqual(noVersion.json.modelState, { version: ['The version is required.'] });

    const audits = (await auditRows('update-care-funding-rate')).length;
    const unchanged = await call('POST', `${CARE}/save`, { body });
    assert.equal(unchanged.status, 200);
    assert.equal((await auditRows('update-care-funding-rate')).length, audits);

    const changed = await call('POST', `${CARE}/save`, { body: { ...body, anaccPricePerNwau: '301.00' } });
    assert.equal(changed.status, 200);
    assert.equal(changed.json.records[0].version, latest.version + 1);
    assert.equal(changed.json.records[0].anaccFixedComponentRates[0].baseCareTariff, '150.50');
    const history = await auditRows('update-care-funding-rate');
    assert.equal(history.length, audits + 1);
    const details = history.at(-1)!.details;
    assert.deepEqual((typeof details === 'string' ? JSON.parse(details) : details).changes, [
      { field: 'anaccPricePerNwau', old: '300.00', new: '301.00' },
    ]);
    const stale = await call('POST', `${CARE}/save`, { body: { ...body, anaccPricePerNwau: '302.00' } });
    assert.equal(stale.status, 409);
  });

  test("403 without the permission; 404 for another organisation's record, nothing written", async () => {
    assert.equal((await call('GET', CARE, { who: 'carer@demo.local' })).status, 403);
    assert.equal((await call('POST', `${CARE}/save`, { who: 'carer@demo.local', body: {} })).status, 403);
    // View without modify (302): the list, but no save.
    assert.equal((await call('GET', CARE, { who: VIEWER })).status, 200);
    const list = (await call('GET', CARE)).json as CareFundingRateList;
    const latest = list.records[0];
    const viewerSave = await call('POST', `${CARE}/save`, {
      who: VIEWER,
      body: {
        id: latest.id,
        version: latest.version,
        startDateUtc: latest.startDateUtc.slice(0, 10),
        fundingModel: latest.fundingModel,
        anaccPricePerNwau: '999.00',
        acfiRates: [],
        supplements: [],
        anaccFixedComponentRates: [],
      },
    });
    assert.equal(viewerSave.status, 403);
    assert.equal(((await call('GET', CARE)).json as CareFundingRateList).records[0].version, latest.version);
    const before = await tableCounts();
    const foreign = await call('POST', `${CARE}/save`, {
      body: {
        id: otherOrg.care,
        version: 1,
        startDateUtc: '2025-10-01',
        fundingModel: 'ANACC',
        anaccPricePerNwau: '1.00',
        acfiRates: [],
        supplements: [],
        anaccFixedComponentRates: [],
      },
    });
    assert.equal(foreign.status, 404);
    assert.deepEqual(await tableCounts(), before);
    // The other organisation's schedule is not in this organisation's list.
    const mine = (await call('GET', CARE)).json as CareFundingRateList;
    assert.ok(!mine.records.some((r) => r.id === otherOrg.care));
  });
});

describe('AN-ACC class weights of a care funding rate', () => {
  const record = async (start: string) =>
    ((await call('GET', CARE)).json as CareFundingRateList).records.find((x) => x.startDateUtc.startsWith(start))!;
  /** The save body of a record as the screen sends it, with its class weights (changed by `weights`). */
  const bodyOf = (
    r: CareFundingRateList['records'][number],
    weights: Array<{
      anaccClass: number;
      nwau: string | number | null;
      totalCareMinutes?: number | null;
      registeredNurseCareMinutes?: number | null;
    }> = r.anaccClassWeights,
  ) => ({
    id: r.id,
    version: r.version,
    startDateUtc: r.startDateUtc.slice(0, 10),
    fundingModel: r.fundingModel,
    anaccPricePerNwau: r.anaccPricePerNwau,
    acfiRates: r.acfiRates,
    supplements: r.supplements,
    anaccFixedComponentRates: r.anaccFixedComponentRates.map(({ bctCategory, nwau }) => ({ bctCategory, nwau })),
    anaccClassWeights: weights.map(({ anaccClass, nwau, totalCareMinutes, registeredNurseCareMinutes }) => ({
      anaccClass,
      nwau,
      totalCareMinutes: totalCareMinutes ?? null,
      registeredNurseCareMinutes: registeredNurseCareMinutes ?? null,
    })),
  });

  test('the record from 1 Oct 2025 carries the reference weights, unconfirmed, with their source and daily rate', async () => {
    const r = await record('2025-10-01');
    assert.deepEqual(
      r.anaccClassWeights.map((w) => w.anaccClass),
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 101, 102, 103],
    );
    const class7 = r.anaccClassWeights.find((w) => w.anaccClass === 7)!;
    assert.deepEqual(class7, {
      anaccClass: 7,
      nwau: '0.5400',
      // The sector average the reference data gives (per class it gives none), unconfirmed like the weight.
      totalCareMinutes: 215,
      registeredNurseCareMinutes: 44,
      isDefault: false,
      dailyRate: '159.65', // 0.54 x 295.64 = 159.6456
      source:
        "reference-data au-aged-care-rates.json an_acc_classes_* from_2025_10_01 (secondary_unverified); care minutes: the sector average of care_minutes from 2024-10-01, not the class's own figure",
      isUnconfirmed: true,
    });
    assert.equal(r.anaccClassWeights.find((w) => w.anaccClass === 103)!.dailyRate, '211.09'); // 0.714 x 295.64
    assert.ok(r.anaccClassWeights.every((w) => w.isUnconfirmed));
    // The reference data has no NWAUs before 1 Oct 2025: the earlier records carry none.
    assert.deepEqual((await record('2025-03-01')).anaccClassWeights, []);
  });

  test("a weight entered is the user's: source names them and the day, no longer unconfirmed; audit and version", async () => {
    const r = await record('2025-10-01');
    const audits = (await auditRows('update-care-funding-rate')).length;
    // Sent unchanged (or not sent at all): nothing written, still unconfirmed.
    for (const body of [bodyOf(r), { ...bodyOf(r), anaccClassWeights: undefined }]) {
      const same = await call('POST', `${CARE}/save`, { body });
      assert.equal(same.status, 200, JSON.stringify(same.json));
      assert.equal((await record('2025-10-01')).version, r.version);
    }
    assert.equal((await auditRows('update-care-funding-rate')).length, audits);

    const weights = r.anaccClassWeights.map((w) =>
      w.anaccClass === 7 ? { ...w, nwau: '0.55', totalCareMinutes: 190, registeredNurseCareMinutes: 38 } : w,
    );
    const saved = await call('POST', `${CARE}/save`, { body: bodyOf(r, weights) });
    assert.equal(saved.status, 200, JSON.stringify(saved.json));
    const after = (saved.json as CareFundingRateList).records.find((x) => x.id === r.id)!;
    assert.equal(after.version, r.version + 1);
    assert.deepEqual(
      after.anaccClassWeights.find((w) => w.anaccClass === 7),
      {
        anaccClass: 7,
        nwau: '0.5500',
        totalCareMinutes: 190,
        registeredNurseCareMinutes: 38,
        isDefault: false,
        dailyRate: '162.60', // 0.55 x 295.64 = 162.602
        source: `Entered by Priya Sharma on ${formatDate(today)}`,
        isUnconfirmed: false,
      },
    );
    // The others were saved unchanged: their source and mark are kept.
    assert.equal(after.anaccClassWeights.find((w) => w.anaccClass === 9)!.isUnconfirmed, true);
    const history = await auditRows('update-care-funding-rate');
    assert.equal(history.length, audits + 1);
    const details = history.at(-1)!.details;
    assert.deepEqual((typeof details === 'string' ? JSON.parse(details) : details).changes, [
      {
        field: 'anaccClassWeights',
        // The demo's sector-average minutes are part of each weight's line.
        old: r.anaccClassWeights.map(
          (w) =>
            `${w.anaccClass > 100 ? `Respite Class ${w.anaccClass - 100}` : `Class ${w.anaccClass}`}: ${w.nwau}, care minutes 215, registered nurse 44 (unconfirmed)`,
        ),
        new: after.anaccClassWeights.map((w) =>
          w.anaccClass === 7
            ? 'Class 7: 0.5500, care minutes 190, registered nurse 38'
            : `${w.anaccClass > 100 ? `Respite Class ${w.anaccClass - 100}` : `Class ${w.anaccClass}`}: ${w.nwau}, care minutes 215, registered nurse 44 (unconfirmed)`,
        ),
      },
    ]);
    // A class left out has no weight in the record.
    const without = await call('POST', `${CARE}/save`, {
      body: bodyOf(
        after,
        after.anaccClassWeights.filter((w) => w.anaccClass !== 13),
      ),
    });
    assert.equal(without.status, 200, JSON.stringify(without.json));
    const less = (without.json as CareFundingRateList).records.find((x) => x.id === r.id)!;
    assert.equal(less.anaccClassWeights.length, 15);
    assert.ok(!less.anaccClassWeights.some((w) => w.anaccClass === 13));
  });

  test('refusals with their messages, keyed by the screen fields; nothing written; 409 when stale', async () => {
    const r = await record('2025-10-01');
    const refused = async (weights: Parameters<typeof bodyOf>[1], modelState: Record<string, string[]>) => {
      const res = await call('POST', `${CARE}/save`, { body: bodyOf(r, weights) });
      assert.equal(res.status, 400, JSON.stringify(res.json));
      assert.deepEqual(res.json.modelState, modelState);
      assert.equal((await record('2025-10-01')).version, r.version);
    };
    // Every class in class order, as the screen sends them (class 13 has none since the previous test).
    const w = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 101, 102, 103].map(
      (anaccClass) => r.anaccClassWeights.find((x) => x.anaccClass === anaccClass) ?? { anaccClass, nwau: null },
    );
    // Class 7 is the 7th row of the screen's list (index 6), whatever order the rows were sent in.
    await refused(w.map((x) => (x.anaccClass === 7 ? { ...x, nwau: '0' } : x)).reverse(), {
      'anaccClassWeights[6].nwau': [M.nwauInvalid],
    });
    await refused(
      w.map((x) => (x.anaccClass === 7 ? { ...x, nwau: '0.54001' } : x)),
      { 'anaccClassWeights[6].nwau': [M.nwauInvalid] },
    );
    await refused([...w, { anaccClass: 14, nwau: '0.5' }], { 'anaccClassWeights[16].anaccClass': [M.anaccClassInvalid] });
    await refused([...w, { anaccClass: 7, nwau: '0.6' }], {
      anaccClassWeights: ['The AN-ACC class Class 7 is entered twice: enter each AN-ACC class once.'],
    });
    await refused(
      w.map((x) => (x.anaccClass === 101 ? { ...x, totalCareMinutes: -1 } : x)),
      { 'anaccClassWeights[13].totalCareMinutes': [M.minutesInvalid] },
    );
    await refused(
      w.map((x) => (x.anaccClass === 102 ? { ...x, nwau: null, totalCareMinutes: 120 } : x)),
      { 'anaccClassWeights[14].nwau': ['Enter the NWAU of Respite Class 2, or clear its care minutes.'] },
    );
    const stale = await call('POST', `${CARE}/save`, {
      body: { ...bodyOf(r), version: r.version - 1, anaccClassWeights: [{ anaccClass: 7, nwau: '0.6' }] },
    });
    assert.equal(stale.status, 409);
  });

  test("another organisation's record answers 404: its weights are not written", async () => {
    await t.handle.db
      .insertInto('care_funding_rate_class_weights')
      .values({ care_funding_rate_id: otherOrg.care, anacc_class: 7, nwau: '0.54', is_unconfirmed: true })
      .execute();
    const res = await call('POST', `${CARE}/save`, {
      body: {
        id: otherOrg.care,
        version: 1,
        startDateUtc: '2025-10-01',
        fundingModel: 'ANACC',
        acfiRates: [],
        supplements: [],
        anaccFixedComponentRates: [],
        anaccClassWeights: [{ anaccClass: 7, nwau: '0.9' }],
      },
    });
    assert.equal(res.status, 404);
    const row = await t.handle.db
      .selectFrom('care_funding_rate_class_weights')
      .select(['nwau', 'is_unconfirmed'])
      .where('care_funding_rate_id', '=', otherOrg.care)
      .executeTakeFirstOrThrow();
    assert.deepEqual([row.nwau, row.is_unconfirmed], ['0.5400', true]);
  });
});

describe('accommodation funding rates', () => {
  test('GET the demo schedule; add, change, duplicate start, 404 for another organisation, 403', async () => {
    const list = (await call('GET', ACCOMMODATION)).json as AccommodationFundingRateList;
    assert.deepEqual(
      list.records.slice(0, 2).map((r) => [r.startDateUtc.slice(0, 10), r.hotellingSupplement, r.maximumAccommodationSupplement]),
      [
        ['2025-09-20', '22.15', '70.94'],
        ['2025-07-01', '15.60', null],
      ],
    );
    assert.equal(list.records.find((r) => r.startDateUtc.startsWith('2024-09-20'))?.hotellingSupplement, null);
    const added = await call('POST', `${ACCOMMODATION}/save`, {
      body: { startDateUtc: '2026-03-20', hotellingSupplement: '23.00' },
    });
    assert.equal(added.status, 200);
    const record = (added.json as AccommodationFundingRateList).records[0];
    assert.equal(record.hotellingSupplement, '23.00');
    assert.equal((await auditRows('add-accommodation-funding-rate')).length, 1);
    const dup = await call('POST', `${ACCOMMODATION}/save`, { body: { startDateUtc: '2026-03-20' } });
    assert.deepEqual(dup.json.modelState, { startDateUtc: [M.duplicateStart] });
    const bad = await call('POST', `${ACCOMMODATION}/save`, { body: { startDateUtc: '2026-04-01', hotellingSupplement: -1 } });
    assert.equal(bad.status, 400);
    const changed = await call('POST', `${ACCOMMODATION}/save`, {
      body: {
        id: record.id,
        version: record.version,
        startDateUtc: '2026-03-20',
        hotellingSupplement: '23.50',
        maximumAccommodationSupplement: '71.00',
      },
    });
    assert.equal(changed.status, 200);
    assert.equal(changed.json.records[0].maximumAccommodationSupplement, '71.00');
    const stale = await call('POST', `${ACCOMMODATION}/save`, {
      body: { id: record.id, version: record.version, startDateUtc: '2026-03-20' },
    });
    assert.equal(stale.status, 409);
    const before = await tableCounts();
    const foreign = await call('POST', `${ACCOMMODATION}/save`, {
      body: { id: otherOrg.accommodation, version: 1, startDateUtc: '2025-09-20' },
    });
    assert.equal(foreign.status, 404);
    assert.deepEqual(await tableCounts(), before);
    assert.equal((await call('GET', ACCOMMODATION, { who: 'carer@demo.local' })).status, 403);
    // View without modify (303): the list, but no save.
    assert.equal((await call('GET', ACCOMMODATION, { who: VIEWER })).status, 200);
    const viewerSave = await call('POST', `${ACCOMMODATION}/save`, {
      who: VIEWER,
      body: { startDateUtc: '2027-03-20', hotellingSupplement: '24.00' },
    });
    assert.equal(viewerSave.status, 403);
    assert.deepEqual(await tableCounts(), before);
  });
});

describe('fees and charges', () => {
  const asBody = (r: FeesAndChargesRecord) => ({
    id: r.id,
    version: r.version,
    startDateUtc: r.startDateUtc.slice(0, 10),
    baseInterestRate: r.baseInterestRate,
    basicDailyFee: r.basicDailyFee,
    hotellingContributionDailyCap: r.hotellingContributionDailyCap,
    nonClinicalCareContributionDailyCap: r.nonClinicalCareContributionDailyCap,
    nonClinicalCareContributionLifetimeCap: r.nonClinicalCareContributionLifetimeCap,
    nonClinicalCareContributionTimeLimitDays: r.nonClinicalCareContributionTimeLimitDays,
    mpirRates: r.mpirRates.map(({ startDateUtc, endDateUtc, rate }) => ({ startDateUtc, endDateUtc, rate })),
    maximumPenaltyInterestRates: r.maximumPenaltyInterestRates.map(({ startDateUtc, endDateUtc, rate }) => ({
      startDateUtc,
      endDateUtc,
      rate,
    })),
  });
  const byStart = (l: FeesAndChargesList, day: string) => l.records.find((r) => r.startDateUtc.startsWith(day))!;

  test('GET: the demo records with MPIR quarters, Act 2025 caps only from 1 Nov 2025, unconfirmed figures null', async () => {
    const list = (await call('GET', FEES)).json as FeesAndChargesList;
    const act = list.records[0];
    assert.equal(act.startDateUtc, '2025-11-01T00:00:00Z');
    assert.equal(act.hotellingContributionDailyCap, '22.15');
    assert.equal(act.nonClinicalCareContributionLifetimeCap, '135318.69');
    assert.equal(act.nonClinicalCareContributionTimeLimitDays, 1460);
    assert.equal(act.baseInterestRate, null);
    const sept = byStart(list, '2025-09-20');
    assert.equal(sept.endDateUtc, '2025-10-31T23:59:59Z');
    assert.equal(sept.hotellingContributionDailyCap, null);
    assert.deepEqual(
      sept.mpirRates.map((r) => [r.startDateUtc, r.endDateUtc, r.rate]),
      [['2025-10-01', '2025-12-31', '7.61']],
    );
    assert.deepEqual(
      sept.maximumPenaltyInterestRates.map((r) => r.rate),
      ['7.61'],
    );
    assert.equal(byStart(list, '2025-03-20').basicDailyFee, null);
    assert.deepEqual(byStart(list, '2024-09-20').mpirRates, []);
    // Confirmed figures only: Jul-Sep 2025 (7.78 %, secondary unverified in the reference data) is a gap.
    assert.deepEqual(
      byStart(list, '2025-03-20').mpirRates.map((r) => [r.startDateUtc, r.endDateUtc, r.rate]),
      [['2025-04-01', '2025-06-30', '8.17']],
    );
    const rows = list.records.flatMap((r) => [...r.mpirRates, ...r.maximumPenaltyInterestRates]);
    assert.ok(!rows.some((r) => r.rate === '7.78' || r.startDateUtc === '2025-07-01'));
    // The maximum penalty interest rates repeat the MPIR, and the record says why (reference data BIR use note).
    for (const r of list.records.filter((x) => x.maximumPenaltyInterestRates.length)) {
      assert.match(r.note ?? '', /base_interest_rate_bir\.use/, r.startDateUtc);
    }
  });

  test('every stored record satisfies the row rules: each one saved unchanged is accepted and writes nothing', async () => {
    const list = (await call('GET', FEES)).json as FeesAndChargesList;
    const audits = (await auditRows('update-fees-and-charges')).length;
    for (const record of list.records) {
      const r = await call('POST', FEES, { body: asBody(record) });
      assert.equal(r.status, 200, `${record.startDateUtc}: ${JSON.stringify(r.json)}`);
      assert.equal(byStart(r.json as FeesAndChargesList, record.startDateUtc.slice(0, 10)).version, record.version);
    }
    assert.equal((await auditRows('update-fees-and-charges')).length, audits);
  });

  test('the fees rate list rules refuse with their messages, keyed by list and row', async () => {
    const list = (await call('GET', FEES)).json as FeesAndChargesList;
    const body = asBody(byStart(list, '2025-09-20'));
    const r = await call('POST', FEES, {
      body: {
        ...body,
        mpirRates: [
          { startDateUtc: '2025-10-01', endDateUtc: '2026-03-31', rate: '7.61' },
          { startDateUtc: '2025-11-01', endDateUtc: '2026-02-28', rate: '7.50' },
        ],
        maximumPenaltyInterestRates: [{ startDateUtc: '2025-10-01', endDateUtc: '2025-09-30', rate: '7.61' }],
      },
    });
    assert.equal(r.status, 400);
    assert.deepEqual(r.json.modelState, {
      'mpirRates[0].endDateUtc': [RATE_ROW_MESSAGES.endNotBeforeNext],
      'mpirRates[1].startDateUtc': [RATE_ROW_MESSAGES.startAfterMaximum],
      'maximumPenaltyInterestRates[0].startDateUtc': [RATE_ROW_MESSAGES.startAfterEnd],
    });
    const badRate = await call('POST', FEES, {
      body: { ...body, mpirRates: [{ startDateUtc: '2025-10-01', endDateUtc: '2025-12-31', rate: '7.615' }] },
    });
    assert.equal(badRate.status, 400);
    assert.deepEqual(badRate.json.modelState['mpirRates[0].rate'], [RATE_ROW_MESSAGES.rateInvalid]);
  });

  test("the next row starts the day after the previous row's end: a gap or an overlap is refused; nothing written", async () => {
    const list = (await call('GET', FEES)).json as FeesAndChargesList;
    const record = byStart(list, '2024-03-20');
    const body = asBody(record);
    const before = await tableCounts();
    // A gap: 30 Sep 2024 -> 1 Apr 2025 (the two quarters between are unconfirmed in the reference data).
    const gap = await call('POST', FEES, {
      body: {
        ...body,
        mpirRates: [...body.mpirRates, { startDateUtc: '2025-04-01', endDateUtc: '2025-06-30', rate: '8.17' }],
      },
    });
    assert.equal(gap.status, 400);
    assert.deepEqual(gap.json.modelState, { 'mpirRates[3].startDateUtc': [RATE_ROW_MESSAGES.startNotAfterPrevious] });
    // An overlap: the second row starts inside the first.
    const overlap = await call('POST', FEES, {
      body: {
        ...body,
        maximumPenaltyInterestRates: [
          { startDateUtc: '2024-01-01', endDateUtc: '2024-03-31', rate: '8.38' },
          { startDateUtc: '2024-03-01', endDateUtc: '2024-06-30', rate: '8.34' },
        ],
      },
    });
    assert.equal(overlap.status, 400);
    assert.deepEqual(overlap.json.modelState, {
      'maximumPenaltyInterestRates[1].startDateUtc': [RATE_ROW_MESSAGES.startNotAfterPrevious],
    });
    assert.deepEqual(await tableCounts(), before);
    assert.equal(byStart((await call('GET', FEES)).json as FeesAndChargesList, '2024-03-20').version, record.version);
  });

  test('a rate above 100 is refused saying so (the screen runs the same rule); 100 is accepted', async () => {
    const list = (await call('GET', FEES)).json as FeesAndChargesList;
    const body = asBody(byStart(list, '2025-09-20'));
    const high = await call('POST', FEES, {
      body: { ...body, mpirRates: [{ startDateUtc: '2025-10-01', endDateUtc: '2025-12-31', rate: '150' }] },
    });
    assert.equal(high.status, 400);
    assert.deepEqual(high.json.modelState, { 'mpirRates[0].rate': [RATE_ROW_MESSAGES.rateAboveMaximum] });
    assert.equal(RATE_ROW_MESSAGES.rateAboveMaximum, 'Rate must not be more than 100.');
    const hundred = await call('POST', FEES, {
      body: { ...body, maximumPenaltyInterestRates: [{ startDateUtc: '2025-10-01', endDateUtc: '2025-12-31', rate: '100' }] },
    });
    assert.equal(hundred.status, 200, JSON.stringify(hundred.json));
    // Put back what the later tests read.
    const saved = byStart(hundred.json as FeesAndChargesList, '2025-09-20');
    const back = await call('POST', FEES, { body: { ...body, version: saved.version } });
    assert.equal(back.status, 200, JSON.stringify(back.json));
  });

  test('add: Act 2025 figures sent for a record before 1 Nov 2025 are dropped; the rows saved; audit', async () => {
    const r = await call('POST', FEES, {
      body: {
        startDateUtc: '2025-10-15',
        baseInterestRate: '4.10',
        basicDailyFee: '65.55',
        hotellingContributionDailyCap: '22.15',
        nonClinicalCareContributionTimeLimitDays: 1460,
        mpirRates: [{ startDateUtc: '2025-10-01', endDateUtc: '2025-12-31', rate: 7.61 }],
        maximumPenaltyInterestRates: [],
      },
    });
    assert.equal(r.status, 200, JSON.stringify(r.json));
    const added = byStart(r.json as FeesAndChargesList, '2025-10-15');
    assert.equal(added.id, r.json.savedId);
    assert.equal(added.hotellingContributionDailyCap, null);
    assert.equal(added.nonClinicalCareContributionTimeLimitDays, null);
    assert.equal(added.baseInterestRate, '4.10');
    assert.equal(added.endDateUtc, '2025-10-31T23:59:59Z');
    assert.deepEqual(
      added.mpirRates.map((x) => x.rate),
      ['7.61'],
    );
    assert.equal((await auditRows('add-fees-and-charges')).length, 1);
  });

  test('the legal notice information reads the base interest rate and penalty rates from the fees and charges', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/funding/1/legal-notice-date-information',
      query: { facilityId: '1' },
      headers: await t.authFor('manager@demo.local'),
    });
    assert.equal(res.statusCode, 200, res.body);
    const info = res.json();
    const rates = info.maximumPenaltyInterestRates as Array<{ startDateUtc: string; rate: string }>;
    assert.ok(rates.some((r) => r.startDateUtc === '2025-10-01' && r.rate === '7.61'));
    assert.equal(rates[0].startDateUtc > rates.at(-1)!.startDateUtc, true); // newest first, as before
    if (info.noticeDateUtc === null) assert.equal(info.baseInterestRate, null); // the 2025-11-01 record's (not entered)
  });

  test('403 without the permission; 404 for another organisation; 409 when stale', async () => {
    assert.equal((await call('GET', FEES, { who: 'carer@demo.local' })).status, 403);
    const list = (await call('GET', FEES)).json as FeesAndChargesList;
    const record = byStart(list, '2024-09-20');
    const before = await tableCounts();
    // View without modify (701): the list, but no save.
    assert.equal((await call('GET', FEES, { who: VIEWER })).status, 200);
    const viewerSave = await call('POST', FEES, { who: VIEWER, body: { ...asBody(record), basicDailyFee: '1.00' } });
    assert.equal(viewerSave.status, 403);
    assert.deepEqual(await tableCounts(), before);
    const foreign = await call('POST', FEES, { body: { ...asBody(record), id: otherOrg.fees } });
    assert.equal(foreign.status, 404);
    assert.deepEqual(await tableCounts(), before);
    const ok = await call('POST', FEES, { body: { ...asBody(record), basicDailyFee: '63.58' } });
    assert.equal(ok.status, 200);
    const stale = await call('POST', FEES, { body: { ...asBody(record), basicDailyFee: '63.59' } });
    assert.equal(stale.status, 409);
  });
});

describe('the rate routes at an independent-living facility', () => {
  test('each answers 404 (the schedules are aged-care screens); nothing written', async () => {
    const before = await tableCounts();
    for (const url of [CARE, ACCOMMODATION, FEES]) {
      assert.equal((await call('GET', url, { facilityId: 4 })).status, 404, url);
    }
    assert.equal((await call('POST', `${CARE}/save`, { facilityId: 4, body: {} })).status, 404);
    assert.equal((await call('POST', `${ACCOMMODATION}/save`, { facilityId: 4, body: {} })).status, 404);
    assert.equal((await call('POST', FEES, { facilityId: 4, body: {} })).status, 404);
    assert.deepEqual(await tableCounts(), before);
  });
});

describe('referenceData/acfi-rates', () => {
  test("the ACFI rates entered in the organisation's care funding rates, with their record's period; no invented rates", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/referenceData/acfi-rates',
      headers: await t.authFor('carer@demo.local'),
    });
    assert.equal(res.statusCode, 200, res.body);
    const rates = res.json() as Array<{
      careFundingRateId: number;
      domain: string;
      level: string;
      dailyRate: string;
      effectiveFrom: string;
      effectiveTo: string | null;
    }>;
    assert.equal(rates.length, 12);
    assert.deepEqual(
      rates.find((r) => r.domain === 'ADL' && r.level === 'High'),
      {
        careFundingRateId: rates[0].careFundingRateId,
        domain: 'ADL',
        level: 'High',
        dailyRate: '88.17',
        effectiveFrom: '2008-07-01',
        effectiveTo: '2009-06-30',
      },
    );
    // The unsourced 1 Jul 2024 rows are gone (migration 0022).
    assert.ok(!rates.some((r) => r.effectiveFrom === '2024-07-01' || r.dailyRate === '131.72'));
  });
});

describe('the MPIR check of admission and transfer', () => {
  const db = () => t.handle.db;
  async function leadWithAgreedRoomPrice(day: string) {
    const res = await call('POST', '/api/leads', {
      who: 'manager@demo.local',
      body: {
        firstName: 'Mpir',
        lastName: `Check${Math.random().toString(36).slice(2, 7)}`,
        careType: 'Permanent',
        contactIsResident: true,
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    const residencyId = res.json.lead.residencyId as number;
    await db()
      .insertInto('resident_finance_effective_dates')
      .values({
        residency_id: residencyId,
        facility_id: 1,
        effective_date_type: 'AgreedRoomPrice',
        effective_from_date: day,
        value: '550000',
      })
      .execute();
    const r = await db().selectFrom('residencies').select(['version']).where('id', '=', residencyId).executeTakeFirstOrThrow();
    return { residentId: res.json.lead.residentId as number, residencyId, version: r.version };
  }
  async function freeBed(): Promise<number> {
    const row = await db()
      .selectFrom('beds as b')
      .select('b.id')
      .where('b.facility_id', '=', 1)
      .where('b.is_active', '=', true)
      .where('b.is_out_of_service', '=', false)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('residencies as o')
              .select('o.id')
              .whereRef('o.bed_id', '=', 'b.id')
              .where('o.departure_date_utc', 'is', null)
              .where('o.is_lead', '=', false),
          ),
        ),
      )
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('bed_out_of_service_periods as p')
              .select('p.id')
              .whereRef('p.bed_id', '=', 'b.id')
              .where('p.is_deleted', '=', false),
          ),
        ),
      )
      .orderBy('b.id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  test("admission: a lead with an agreed room price needs the MPIR of the admission date ('Ensure MPIR is set...')", async () => {
    const day = addDays(today, -1);
    const lead = await leadWithAgreedRoomPrice(day);
    const body = {
      residentId: lead.residentId,
      residencyId: lead.residencyId,
      bedId: await freeBed(),
      admissionDateUtc: day,
      careType: 'Permanent',
      accommodationClass: 'Post01Nov2025',
      palliativeStatus: false,
      version: lead.version,
    };
    // No fees and charges record has an MPIR row covering the day (the reference data has none after 2025).
    const refused = await call('PUT', '/api/leads/admit/', { who: 'manager@demo.local', body });
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.json.modelState.mpir, [MPIR_NOT_SET]);
    // The user extends the last MPIR row (starts may not be after 31 Oct 2025; ends may): the admission goes through.
    const list = (await call('GET', FEES)).json as FeesAndChargesList;
    const sept = list.records.find((r) => r.startDateUtc.startsWith('2025-09-20'))!;
    const saved = await call('POST', FEES, {
      body: {
        id: sept.id,
        version: sept.version,
        startDateUtc: '2025-09-20',
        basicDailyFee: sept.basicDailyFee,
        mpirRates: [{ startDateUtc: '2025-10-01', endDateUtc: addDays(today, 30), rate: '7.61' }],
        maximumPenaltyInterestRates: [{ startDateUtc: '2025-10-01', endDateUtc: '2025-12-31', rate: '7.61' }],
      },
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.json));
    const admitted = await call('PUT', '/api/leads/admit/', { who: 'manager@demo.local', body });
    assert.equal(admitted.status, 200, JSON.stringify(admitted.json));
  });

  test('admission without an agreed room price is not checked', async () => {
    const res = await call('POST', '/api/leads', {
      who: 'manager@demo.local',
      body: { firstName: 'No', lastName: 'Price', careType: 'Permanent', contactIsResident: true },
    });
    const residencyId = res.json.lead.residencyId as number;
    const r = await db().selectFrom('residencies').select(['version']).where('id', '=', residencyId).executeTakeFirstOrThrow();
    const admitted = await call('PUT', '/api/leads/admit/', {
      who: 'manager@demo.local',
      body: {
        residentId: res.json.lead.residentId,
        residencyId,
        bedId: await freeBed(),
        admissionDateUtc: today,
        careType: 'Permanent',
        accommodationClass: 'Post01Nov2025',
        palliativeStatus: false,
        version: r.version,
      },
    });
    assert.equal(admitted.status, 200, JSON.stringify(admitted.json));
  });

  test('transfer: a resident whose agreed room price date has no MPIR is refused; nothing moves', async () => {
    // A current resident of Bayside Gardens admitted in Oct-Dec 2024 (an MPIR quarter the reference data leaves null).
    const stay = await db()
      .selectFrom('residencies')
      .select(['id', 'resident_id', 'admission_date_utc'])
      .where('facility_id', '=', 1)
      .where('is_lead', '=', false)
      .where('departure_date_utc', 'is', null)
      .where('admission_date_utc', '>=', '2024-10-01')
      .where('admission_date_utc', '<=', '2025-03-31')
      .orderBy('id')
      .executeTakeFirst();
    if (!stay) return; // the demo has no such resident on this clock
    await db()
      .insertInto('resident_finance_effective_dates')
      .values({
        residency_id: stay.id,
        facility_id: 1,
        effective_date_type: 'AgreedRoomPrice',
        effective_from_date: stay.admission_date_utc!,
        value: '450000',
      })
      .execute();
    const res = await call('POST', `/api/residents/${stay.resident_id}/transfer`, {
      who: 'manager@demo.local',
      body: { transferType: 'ActiveResidency', toFacilityId: 2 },
    });
    assert.equal(res.status, 400, JSON.stringify(res.json));
    assert.deepEqual(res.json.modelState.mpir, [MPIR_NOT_SET]);
    const after = await db().selectFrom('residencies').select('facility_id').where('id', '=', stay.id).executeTakeFirstOrThrow();
    assert.equal(after.facility_id, 1);
  });
});
