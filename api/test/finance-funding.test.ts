import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { addDays, formatDate, melbourneToday } from 'shared-domain/dates';
import {
  DEMO_BASE_CARE_TARIFF_NOTE,
  FUNDING_TAB_MISSING,
  RESPITE_CARE_LEVEL_ONLY_FOR_RESPITE,
} from 'shared-domain/finance/funding';
import type { CareFundingRateList } from 'shared-domain/contracts/finance-rates';
import { financeFixtures } from './finance-setup';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
const { person, residency, leadAndOtherFacilityResident, call } = financeFixtures(() => t);
const today = melbourneToday();
/** A permanent resident of Bayside Gardens (1) with an expected AN-ACC class 7 and support level entries. */
let resident: number;
let residentResidency: number;
/** A respite resident of Bayside Gardens without a class. */
let respite: number;
/** A lead of Bayside Gardens. */
let lead: number;
/** A resident of Carlton House (2). */
let otherFacilityResident: number;

before(async () => {
  t = await createTestContext({ today });
  resident = await person('Margaret', 'Ashby');
  residentResidency = await residency(resident, { admission_date_utc: '2025-10-06' });
  await t.handle.db
    .insertInto('expected_anacc_classifications')
    .values({ residency_id: residentResidency, facility_id: 1, classification_date: '2025-10-20', anacc_class: 7 })
    .execute();
  await t.handle.db
    .insertInto('resident_finance_effective_dates')
    .values([
      {
        residency_id: residentResidency,
        facility_id: 1,
        effective_date_type: 'SupportLevel',
        effective_from_date: '2025-10-06',
        support_level: 'Unsupported',
      },
      {
        residency_id: residentResidency,
        facility_id: 1,
        effective_date_type: 'SupportLevel',
        effective_from_date: '2025-11-01',
        support_level: 'Supported',
      },
      {
        residency_id: residentResidency,
        facility_id: 1,
        effective_date_type: 'SupportLevel',
        effective_from_date: addDays(today, 30),
        support_level: 'Unsupported',
      },
    ])
    .execute();
  await t.handle.db
    .insertInto('resident_acfi')
    .values({
      residency_id: residentResidency,
      facility_id: 1,
      source: 'Manual',
      submission_date_utc: '2025-10-10',
      adl: 'High',
      beh: 'Low',
      chc: 'Medium',
    })
    .execute();
  respite = await person('Rita', 'Bloom');
  await residency(respite, { care_type: 'Respite', admission_date_utc: addDays(today, -5) });
  ({ lead, otherFacilityResident } = await leadAndOtherFacilityResident());
});
after(async () => {
  await t?.close();
});

async function auditRows(action: string, residencyId: number) {
  const r = await sql<{
    details: unknown;
  }>`select details from audit_log where action = ${action} and entity_id = ${String(residencyId)} order by id`.execute(
    t.handle.db,
  );
  return r.rows.map((x) => (typeof x.details === 'string' ? JSON.parse(x.details) : x.details));
}

const flags = (p: boolean, c: boolean, v: boolean, version: number) => ({
  pensionerSupplement: p,
  concessionalSupplement: c,
  veteranSupplement: v,
  version,
});

describe('GET residents/{id}/finance/funding', () => {
  test('the figures of a permanent resident: support level in force, expected class 7, base care tariff, daily basic subsidy explained', async () => {
    const res = await call('GET', `residents/${resident}/finance/funding`);
    assert.equal(res.statusCode, 200, res.body);
    const f = res.json();
    assert.equal(f.residentId, resident);
    assert.equal(f.residencyId, residentResidency);
    assert.equal(f.residentCareType, 'Permanent');
    assert.equal(f.residentFirstName, 'Margaret');
    assert.equal(f.respiteCareLevel, 'Unknown');
    assert.equal(f.supportLevel, 'Supported'); // the entry of 1 Nov 2025 (the later one is in the future)
    assert.deepEqual([f.pensionerSupplement, f.concessionalSupplement, f.veteranSupplement], [false, false, false]);
    assert.equal(f.version, 1);
    assert.deepEqual(f.latestAcfi, { submissionDateUtc: '2025-10-10', adl: 'High', beh: 'Low', chc: 'Medium' });
    assert.equal(f.pricePerNwau, '295.64');
    const v = f.anaccClassification.anaccVariableComponent;
    assert.equal(f.anaccClassification.isActual, false);
    assert.equal(v.anaccClassText, 'Class 7');
    assert.equal(v.nwau, '0.54');
    assert.equal(v.rate, '159.65'); // 0.54 x 295.64
    assert.equal(v.isDefault, false);
    assert.equal(v.classificationDate, '2025-10-20');
    const fixed = f.anaccClassification.anaccFixedComponent;
    assert.equal(fixed.baseCareTariff, '147.82'); // the care funding rate's DEMO BCT NWAU 0.5 x 295.64
    assert.equal(fixed.nwau, '0.5000');
    assert.equal(fixed.facilityMMMClassificationText, 'MMM 1');
    assert.equal(fixed.bctCategory, 'Standard MMM 1-4');
    assert.equal(fixed.isDemoValue, true);
    assert.equal(fixed.note, DEMO_BASE_CARE_TARIFF_NOTE);
    assert.equal(fixed.startDate, '2025-10-01'); // the care funding rate's start
    assert.equal(f.mmmClassification, 'MMM 1');
    assert.equal(f.bctCategory, 'Standard MMM 1-4');
    assert.equal(f.dailyBasicSubsidy.value, '307.47');
    assert.match(f.dailyBasicSubsidy.formula, /^Daily basic subsidy = fixed component base care tariff/);
    assert.deepEqual(
      f.dailyBasicSubsidy.inputs.map((i: { label: string; source: string }) => [i.label, i.source]),
      [
        ['AN-ACC price per NWAU', 'Funding - Care funding rates, record from 01 Oct 2025'],
        [
          'Base care tariff (fixed component)',
          'Funding - Care funding rates, record from 01 Oct 2025: Standard MMM 1-4, MMM 1 (unconfirmed)',
        ],
        // The class NWAU is the reference data's, marked unconfirmed in the care funding rate (migration 0027).
        ['Variable component rate (Class 7)', 'Expected AN-ACC classification (unconfirmed)'],
      ],
    );
    assert.equal(v.isUnconfirmed, true);
    assert.deepEqual(
      [f.anaccClassification.assessed, f.anaccClassification.classDifference],
      [null, null], // no class assessed yet: the expected one funds the resident
    );
  });

  test('a respite resident without a class: no variable component, the subsidy says what is missing; support level Unknown', async () => {
    const res = await call('GET', `residents/${respite}/finance/funding`);
    assert.equal(res.statusCode, 200, res.body);
    const f = res.json();
    assert.equal(f.residentCareType, 'Respite');
    assert.equal(f.supportLevel, 'Unknown');
    assert.equal(f.latestAcfi, null);
    assert.equal(f.anaccClassification.anaccVariableComponent, null);
    assert.ok(f.anaccClassification.anaccFixedComponent);
    assert.equal(f.dailyBasicSubsidy.value, null);
    assert.equal(f.dailyBasicSubsidy.missing, FUNDING_TAB_MISSING.variableComponent);
  });

  test('a lead answers with leadsFinancials; another facility, an unknown id => 404; without 202/102 => 403', async () => {
    assert.equal((await call('GET', `residents/${lead}/finance/funding`)).statusCode, 200);
    assert.equal((await call('GET', `residents/${otherFacilityResident}/finance/funding`)).statusCode, 404);
    assert.equal((await call('GET', `residents/999999/finance/funding`)).statusCode, 404);
    assert.equal((await call('GET', `residents/${resident}/finance/funding`, undefined, 'carer@demo.local')).statusCode, 403);
    assert.equal((await call('GET', `residents/${lead}/finance/funding`, undefined, 'carer@demo.local')).statusCode, 403);
  });
});

describe('GET residents/{id}/finance/funding: the AN-ACC calculator', () => {
  test("the classes of the person's care type with their variable component on the funding date: rate = NWAU x price", async () => {
    const f = (await call('GET', `residents/${resident}/finance/funding`)).json();
    assert.deepEqual(f.careFundingRate, {
      id: f.careFundingRate.id,
      startDate: '2025-10-01',
      anaccPricePerNwau: '295.64',
      baseCareTariffNwau: '0.5000',
      isDemoValue: true,
    });
    const classes: Array<{ anaccClass: number; anaccClassText: string; description: string; nwau: string; rate: string }> =
      f.anaccClasses;
    assert.deepEqual(
      classes.map((c) => c.anaccClass),
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
    );
    for (const c of classes) {
      // NWAU x price in cents, half up, computed here independently of shared-domain.
      const [whole, frac = ''] = c.nwau.split('.');
      const nwauMillionths = BigInt(whole + frac.padEnd(6, '0').slice(0, 6));
      const product = nwauMillionths * 29564n; // x 295.64 (cents) -> millionths of a cent
      const cents = (product + 500000n) / 1000000n;
      assert.equal(c.rate, `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`, `class ${c.anaccClass}`);
      assert.equal(c.anaccClassText, `Class ${c.anaccClass}`);
    }
    const seven = classes.find((c) => c.anaccClass === 7)!;
    assert.deepEqual(
      { nwau: seven.nwau, rate: seven.rate },
      { nwau: f.anaccClassification.anaccVariableComponent.nwau, rate: f.anaccClassification.anaccVariableComponent.rate },
    );
    assert.equal(classes[0].description, 'Admit for palliative care');
  });

  test("'Save as expected AN-ACC' (POST enter-expected-anacc, viaAnaccCalculator): the tab then shows the class", async () => {
    const saved = await call(
      'POST',
      `residents/${resident}/enter-expected-anacc`,
      { anaccClass: 2, classificationDate: today, viaAnaccCalculator: true },
      'manager@demo.local',
    );
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().saved, true);
    const row = await t.handle.db
      .selectFrom('expected_anacc_classifications')
      .select(['anacc_class', 'via_anacc_calculator'])
      .where('residency_id', '=', residentResidency)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    assert.deepEqual(row, { anacc_class: 2, via_anacc_calculator: true });
    const f = (await call('GET', `residents/${resident}/finance/funding`)).json();
    assert.equal(f.anaccClassification.anaccVariableComponent.anaccClassText, 'Class 2');
    assert.equal(f.dailyBasicSubsidy.value, '209.90'); // 147.82 + 0.21 x 295.64 (62.08)
    // The finance officer has no residentsEnterExpectedAnacc (210): the calculator's save is refused.
    const denied = await call('POST', `residents/${resident}/enter-expected-anacc`, {
      anaccClass: 7,
      classificationDate: today,
      viaAnaccCalculator: true,
    });
    assert.equal(denied.statusCode, 403);
  });

  test("a lead: the same route saves the calculator's class (guarded by residentsEnterExpectedAnacc, no lead permission)", async () => {
    const r = await call(
      'POST',
      `residents/${lead}/enter-expected-anacc`,
      { anaccClass: 7, classificationDate: today, viaAnaccCalculator: true },
      'manager@demo.local',
    );
    assert.equal(r.statusCode, 200, r.body);
    const f = (await call('GET', `residents/${lead}/finance/funding`)).json();
    assert.equal(f.anaccClassification.anaccVariableComponent.anaccClassText, 'Class 7');
    assert.equal(f.anaccClasses.length, 13);
  });

  test('a respite resident is offered the respite classes', async () => {
    const f = (await call('GET', `residents/${respite}/finance/funding`)).json();
    assert.deepEqual(
      f.anaccClasses.map((c: { anaccClassText: string }) => c.anaccClassText),
      ['Respite Class 1', 'Respite Class 2', 'Respite Class 3'],
    );
  });
});

describe('PUT residents/{id}/finance/funding/supplement-status', () => {
  test('saves the three flags (creating the finance record), audits the change, then 409 on the stale version', async () => {
    const res = await call('PUT', `residents/${resident}/finance/funding/supplement-status`, flags(true, false, true, 1));
    assert.equal(res.statusCode, 200, res.body);
    const f = res.json();
    assert.deepEqual([f.pensionerSupplement, f.concessionalSupplement, f.veteranSupplement], [true, false, true]);
    assert.equal(f.version, 2);
    const row = await t.handle.db
      .selectFrom('resident_finances')
      .select(['pensioner_supplement', 'veteran_supplement', 'facility_id', 'version'])
      .where('residency_id', '=', residentResidency)
      .executeTakeFirstOrThrow();
    assert.deepEqual(row, { pensioner_supplement: true, veteran_supplement: true, facility_id: 1, version: 2 });
    const audits = await auditRows('finance.supplement-status', residentResidency);
    assert.equal(audits.length, 1);
    assert.deepEqual(audits[0].changes, [
      { field: 'pensionerSupplement', old: false, new: true },
      { field: 'veteranSupplement', old: false, new: true },
    ]);

    const stale = await call('PUT', `residents/${resident}/finance/funding/supplement-status`, flags(false, false, false, 1));
    assert.equal(stale.statusCode, 409);
    assert.equal((await auditRows('finance.supplement-status', residentResidency)).length, 1);
    const again = await call('PUT', `residents/${resident}/finance/funding/supplement-status`, flags(false, true, true, 2));
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(again.json().version, 3);
    assert.equal(again.json().concessionalSupplement, true);
  });

  test('bad input => 400 with model state; refusals write nothing', async () => {
    const missing = await call('PUT', `residents/${resident}/finance/funding/supplement-status`, { pensionerSupplement: true });
    assert.equal(missing.statusCode, 400);
    assert.ok(missing.json().modelState);
    const wrong = await call('PUT', `residents/${resident}/finance/funding/supplement-status`, {
      ...flags(true, true, true, 3),
      veteranSupplement: 'maybe',
    });
    assert.equal(wrong.statusCode, 400);
    assert.ok(wrong.json().modelState.veteranSupplement);
    const other = await call(
      'PUT',
      `residents/${otherFacilityResident}/finance/funding/supplement-status`,
      flags(true, true, true, 1),
    );
    assert.equal(other.statusCode, 404);
    const denied = await call(
      'PUT',
      `residents/${resident}/finance/funding/supplement-status`,
      flags(true, true, true, 3),
      'carer@demo.local',
    );
    assert.equal(denied.statusCode, 403);
    const f = (await call('GET', `residents/${resident}/finance/funding`)).json();
    assert.equal(f.version, 3);
  });

  test('a lead: saved with leadsFinancials canModify', async () => {
    const res = await call('PUT', `residents/${lead}/finance/funding/supplement-status`, flags(false, true, false, 1));
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().isLead, true);
    assert.equal(res.json().concessionalSupplement, true);
  });
});

describe('PUT residents/{id}/finance/funding', () => {
  test('a respite resident: the respite care level is saved and audited; stale => 409', async () => {
    const before = (await call('GET', `residents/${respite}/finance/funding`)).json();
    const res = await call('PUT', `residents/${respite}/finance/funding`, { respiteCareLevel: 'High', version: before.version });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().respiteCareLevel, 'High');
    assert.equal(res.json().version, before.version + 1);
    const audits = await auditRows('finance.funding', before.residencyId);
    assert.deepEqual(audits.at(-1).changes, [{ field: 'respiteCareLevel', old: 'Unknown', new: 'High' }]);
    const stale = await call('PUT', `residents/${respite}/finance/funding`, { respiteCareLevel: 'Low', version: before.version });
    assert.equal(stale.statusCode, 409);
    assert.equal((await call('GET', `residents/${respite}/finance/funding`)).json().respiteCareLevel, 'High');
  });

  test('Low or High for a permanent resident, or an unknown level => 400 with the message; nothing written', async () => {
    const f = (await call('GET', `residents/${resident}/finance/funding`)).json();
    const res = await call('PUT', `residents/${resident}/finance/funding`, { respiteCareLevel: 'High', version: f.version });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().modelState, { respiteCareLevel: [RESPITE_CARE_LEVEL_ONLY_FOR_RESPITE] });
    const bad = await call('PUT', `residents/${resident}/finance/funding`, { respiteCareLevel: 'Medium', version: f.version });
    assert.equal(bad.statusCode, 400);
    assert.ok(bad.json().modelState.respiteCareLevel);
    assert.equal((await call('GET', `residents/${resident}/finance/funding`)).json().version, f.version);
    const denied = await call(
      'PUT',
      `residents/${resident}/finance/funding`,
      { respiteCareLevel: 'Unknown', version: f.version },
      'carer@demo.local',
    );
    assert.equal(denied.statusCode, 403);
    const other = await call('PUT', `residents/${otherFacilityResident}/finance/funding`, {
      respiteCareLevel: 'Unknown',
      version: 1,
    });
    assert.equal(other.statusCode, 404);
  });
});

describe('demo data', () => {
  test('current residents of Bayside Gardens have an expected class and some supplement flags', async () => {
    const r = await sql<{ n: number; flagged: number }>`
      select count(distinct e.residency_id)::int as n,
             (select count(*)::int from resident_finances f where f.facility_id = 1
               and (f.pensioner_supplement or f.concessional_supplement or f.veteran_supplement)) as flagged
        from expected_anacc_classifications e join residencies r on r.id = e.residency_id
       where r.facility_id = 1 and not r.is_lead and r.departure_date_utc is null`.execute(t.handle.db);
    assert.ok(r.rows[0].n > 5, `expected classes: ${r.rows[0].n}`);
    assert.ok(r.rows[0].flagged > 3, `flagged: ${r.rows[0].flagged}`);
    const demo1 = await call('GET', 'residents/1/finance/funding');
    assert.equal(demo1.statusCode, 200, demo1.body);
  });
});

describe('the care funding rate is the one source of the AN-ACC price and the base care tariff NWAU', () => {
  /** The care funding rate from 1 Oct 2025 as a save body, with `over` applied. */
  async function saveLatest(over: { anaccPricePerNwau?: string | null; nwau?: string | null }) {
    const list = (await call('GET', 'funding/care-funding-rates')).json() as CareFundingRateList;
    const r = list.records.find((x) => x.startDateUtc.startsWith('2025-10-01'))!;
    const res = await call('POST', 'funding/care-funding-rates/save', {
      id: r.id,
      version: r.version,
      startDateUtc: '2025-10-01',
      fundingModel: r.fundingModel,
      anaccPricePerNwau: over.anaccPricePerNwau === undefined ? r.anaccPricePerNwau : over.anaccPricePerNwau,
      acfiRates: r.acfiRates,
      supplements: r.supplements,
      anaccFixedComponentRates: [
        { bctCategory: 'Standard MMM 1-4', nwau: over.nwau === undefined ? r.anaccFixedComponentRates[0].nwau : over.nwau },
      ],
    });
    assert.equal(res.statusCode, 200, res.body);
  }

  test('a price and an NWAU edited on Funding - Care funding rates change the tab, the calculator and the estimate', async () => {
    await saveLatest({ anaccPricePerNwau: '300.00', nwau: '0.6000' });
    const f = (await call('GET', `residents/${resident}/finance/funding`)).json();
    assert.equal(f.pricePerNwau, '300.00');
    const fixed = f.anaccClassification.anaccFixedComponent;
    assert.deepEqual([fixed.nwau, fixed.baseCareTariff, fixed.isDemoValue, fixed.note], ['0.6000', '180.00', false, null]);
    // 0.6 x 300 = 180.00; class 2 (expected since the calculator test): 0.21 x 300 = 63.00
    assert.equal(f.anaccClassification.anaccVariableComponent.rate, '63.00');
    assert.equal(f.dailyBasicSubsidy.value, '243.00');
    assert.equal(f.dailyBasicSubsidy.inputs[1].value, '$180.00 = NWAU 0.6 x $300.00');
    assert.equal(
      f.dailyBasicSubsidy.inputs[1].source,
      'Funding - Care funding rates, record from 01 Oct 2025: Standard MMM 1-4, MMM 1',
    );
    assert.equal(f.anaccClasses.find((c: { anaccClass: number }) => c.anaccClass === 7).rate, '162.00'); // 0.54 x 300
    // The leads' funding estimate reads the same record.
    const estimate = (await call('GET', `leads/${lead}/funding-estimate`, undefined, 'manager@demo.local')).json();
    assert.equal(estimate.pricePerNwau, '300.00');
    assert.deepEqual([estimate.fixedComponent.nwau, estimate.fixedComponent.baseCareTariff], ['0.6000', '180.00']);
    assert.equal(estimate.fixedComponent.isDemoValue, false);
  });

  test('an NWAU not entered stays missing: no fixed component, the subsidy says which NWAU and where to enter it', async () => {
    await saveLatest({ nwau: null });
    const f = (await call('GET', `residents/${resident}/finance/funding`)).json();
    assert.equal(f.anaccClassification.anaccFixedComponent, null);
    assert.equal(f.dailyBasicSubsidy.value, null);
    assert.equal(f.dailyBasicSubsidy.missing, FUNDING_TAB_MISSING.baseCareTariff('Standard MMM 1-4', '2025-10-01'));
    assert.equal(f.careFundingRate.baseCareTariffNwau, null);
    const estimate = (await call('GET', `leads/${lead}/funding-estimate`, undefined, 'manager@demo.local')).json();
    assert.equal(estimate.fixedComponent, null);
    assert.equal(estimate.dailyBasicSubsidy, null);
  });

  test('a price not entered stays missing: no rates at all, the subsidy says where to enter it', async () => {
    await saveLatest({ anaccPricePerNwau: null, nwau: '0.6000' });
    const f = (await call('GET', `residents/${resident}/finance/funding`)).json();
    assert.equal(f.pricePerNwau, null);
    assert.equal(f.anaccClassification.anaccVariableComponent, null);
    assert.equal(f.anaccClassification.anaccFixedComponent, null);
    assert.ok(f.anaccClasses.every((c: { rate: string | null }) => c.rate === null));
    assert.equal(f.dailyBasicSubsidy.missing, FUNDING_TAB_MISSING.price('2025-10-01'));
    // Back to the demo's figures for anything after.
    await saveLatest({ anaccPricePerNwau: '295.64', nwau: '0.5000' });
  });

  test('before the first care funding rate there is none: the subsidy says to add one', async () => {
    const early = await person('Edith', 'Early');
    await residency(early, { admission_date_utc: '2000-01-03', departure_date_utc: '2000-02-01' });
    const f = (await call('GET', `residents/${early}/finance/funding`)).json();
    assert.equal(f.fundingDate, '2000-02-01');
    assert.equal(f.careFundingRate, null);
    assert.equal(f.dailyBasicSubsidy.missing, FUNDING_TAB_MISSING.schedule);
  });
});

describe('the assessed (actual) AN-ACC class from Services Australia', () => {
  test('shown instead of the expected class with its effective date and source; the difference a day explained', async () => {
    const harold = await person('Harold', 'Assessed');
    const hr = await residency(harold, { admission_date_utc: '2025-10-06' });
    const effective = addDays(today, -15);
    await t.handle.db
      .insertInto('expected_anacc_classifications')
      .values({ residency_id: hr, facility_id: 1, classification_date: '2025-10-20', anacc_class: 7 })
      .execute();
    await t.handle.db
      .insertInto('actual_anacc_classifications')
      .values([
        { residency_id: hr, facility_id: 1, anacc_class: 8, effective_date: '2025-11-01', source: 'ClassificationNotice' },
        {
          residency_id: hr,
          facility_id: 1,
          anacc_class: 9,
          effective_date: effective,
          source: 'ClassificationNotice',
          reference: 'N-123',
        },
        // Not in force yet.
        { residency_id: hr, facility_id: 1, anacc_class: 11, effective_date: addDays(today, 10), source: 'PaymentStatement' },
      ])
      .execute();
    const res = await call('GET', `residents/${harold}/finance/funding`);
    assert.equal(res.statusCode, 200, res.body);
    const c = res.json().anaccClassification;
    assert.equal(c.isActual, true);
    assert.deepEqual(c.assessed, {
      anaccClass: 9,
      anaccClassText: 'Class 9',
      effectiveDate: effective,
      source: `Assessed by Services Australia, effective ${formatDate(effective)}`,
      reference: 'N-123',
    });
    assert.deepEqual(c.expected, { anaccClass: 7, anaccClassText: 'Class 7', classificationDate: '2025-10-20' });
    const v = c.anaccVariableComponent;
    assert.deepEqual([v.anaccClass, v.nwau, v.rate, v.classificationDate], [9, '0.53', '156.69', effective]);
    // 0.53 x 295.64 = 156.69 against 0.54 x 295.64 = 159.65.
    assert.equal(
      c.classDifference.summary,
      `Expected Class 7: $159.65 a day; assessed Class 9 from ${formatDate(effective)}: $156.69 a day; difference -$2.96 a day`,
    );
    assert.equal(c.classDifference.explained.value, '-2.96');
    const f = res.json();
    assert.equal(f.dailyBasicSubsidy.value, '304.51'); // 147.82 + 156.69
    const variable = f.dailyBasicSubsidy.inputs.at(-1);
    assert.deepEqual(
      [variable.label, variable.effectiveDate, variable.source],
      ['Variable component rate (Class 9)', effective, 'Actual AN-ACC classification (unconfirmed)'],
    );
  });

  test("another facility's resident with an assessed class answers 404; a lead without one shows the expected class", async () => {
    const other = await person('Olive', 'Elsewhere');
    const or = await residency(other, { facility_id: 2, admission_date_utc: '2025-10-06' });
    await t.handle.db
      .insertInto('actual_anacc_classifications')
      .values({ residency_id: or, facility_id: 2, anacc_class: 9, effective_date: '2025-11-01', source: 'ClassificationNotice' })
      .execute();
    assert.equal((await call('GET', `residents/${other}/finance/funding`)).statusCode, 404);
    const l = (await call('GET', `residents/${lead}/finance/funding`, undefined, 'manager@demo.local')).json();
    assert.equal(l.anaccClassification.assessed, null);
    assert.equal(l.anaccClassification.classDifference, null);
  });
});
