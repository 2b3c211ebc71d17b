import {
  ANACC_CALCULATOR_SOURCE,
  DAILY_BASIC_SUBSIDY_FORMULA,
  FUNDING_TAB_MISSING,
  RESPITE_CARE_LEVEL_ONLY_FOR_RESPITE,
  RESPITE_CARE_LEVEL_REQUIRED,
  anaccCalculatorClasses,
  anaccCalculatorLabel,
  anaccCalculatorSubsidy,
  anaccComponentRate,
  assessedClassSource,
  classDifference,
  careFundingSchedule,
  dailyBasicSubsidy,
  scheduleAnaccPrice,
  scheduleBaseCareTariff,
  fundingClassification,
  supportLevelOn,
  validateFundingUpdate,
} from './funding';

// The care funding rate from 1 Oct 2025: the reference data's AN-ACC price (confirmed_official) and the DEMO base care
// tariff NWAU 0.5 of Standard MMM 1-4 (docs/decisions.md 8: the reference data has none); the class NWAUs are the
// reference data's (secondary_unverified).
const record = {
  startDate: '2025-10-01',
  anaccPricePerNwau: '295.64',
  baseCareTariffs: [
    { bctCategory: 'Standard MMM 1-4', nwau: '0.5000', isDemoValue: true },
    { bctCategory: 'Standard MMM 5', nwau: null, isDemoValue: false },
  ],
};
const facility = { bctCategory: 'Standard MMM 1-4', mmmClassification: 'MMM 1' };
const schedule = careFundingSchedule(record, facility);

describe('AN-ACC component rate = NWAU x price, to the cent', () => {
  test('class 2 (NWAU 0.21) at $295.64 is $62.08; respite class 3 (0.714) is $211.09', () => {
    expect(anaccComponentRate('0.21', '295.64')).toBe('62.08');
    expect(anaccComponentRate('0.714', '295.64')).toBe('211.09');
  });
});

describe('the care funding rate in force: the one source of the AN-ACC price and the base care tariff NWAU', () => {
  test("the record's price and the NWAU of the facility's category, with its DEMO flag", () => {
    expect(schedule).toEqual({
      startDate: '2025-10-01',
      anaccPricePerNwau: '295.64',
      bctCategory: 'Standard MMM 1-4',
      baseCareTariffNwau: '0.5000',
      isDemoValue: true,
      mmmClassification: 'MMM 1',
    });
    expect(scheduleAnaccPrice(schedule)).toBe('295.64');
    // 0.5 x 295.64 = 147.82
    expect(scheduleBaseCareTariff(schedule)).toEqual({ baseCareTariff: '147.82', nwau: '0.5000' });
  });

  test('no record: null; another category without an NWAU, or no category: no base care tariff', () => {
    expect(careFundingSchedule(null, facility)).toBeNull();
    expect(scheduleAnaccPrice(null)).toBeNull();
    const mmm5 = careFundingSchedule(record, { bctCategory: 'Standard MMM 5', mmmClassification: 'MMM 5' });
    expect(mmm5).toMatchObject({ baseCareTariffNwau: null, isDemoValue: false });
    expect(scheduleBaseCareTariff(mmm5)).toBeNull();
    expect(careFundingSchedule(record, null)).toMatchObject({ bctCategory: null, baseCareTariffNwau: null });
    expect(scheduleBaseCareTariff(careFundingSchedule(record, null))).toBeNull();
    // An edited price moves the tariff: 0.5 x 300.00 = 150.00
    expect(scheduleBaseCareTariff(careFundingSchedule({ ...record, anaccPricePerNwau: '300' }, facility))).toEqual({
      baseCareTariff: '150.00',
      nwau: '0.5000',
    });
  });
});

describe('daily basic subsidy = base care tariff + variable component rate', () => {
  test('a DEMO base care tariff NWAU of 0.5 and class 7 (NWAU 0.54) at $295.64: $147.82 + $159.65 = $307.47', () => {
    // 0.5 x 295.64 = 147.82; 0.54 x 295.64 = 159.6456 -> 159.65; 147.82 + 159.65 = 307.47
    const r = dailyBasicSubsidy({
      schedule,
      variable: { anaccClass: 7, nwau: '0.5400', isActual: false, isDefault: false, classificationDate: '2025-11-03' },
    });
    expect(r.value).toBe('307.47');
    expect(r.formula).toBe(DAILY_BASIC_SUBSIDY_FORMULA);
    expect(r.missing).toBeUndefined();
    expect(r.inputs).toEqual([
      {
        label: 'AN-ACC price per NWAU',
        value: '$295.64',
        effectiveDate: '2025-10-01',
        source: 'Funding - Care funding rates, record from 01 Oct 2025',
      },
      {
        label: 'Base care tariff (fixed component)',
        value: '$147.82 = NWAU 0.5 x $295.64',
        effectiveDate: '2025-10-01',
        source: 'Funding - Care funding rates, record from 01 Oct 2025: Standard MMM 1-4, MMM 1 (unconfirmed)',
      },
      {
        label: 'Variable component rate (Class 7)',
        value: '$159.65 = NWAU 0.54 x $295.64',
        effectiveDate: '2025-11-03',
        source: 'Expected AN-ACC classification',
      },
    ]);
  });

  test('rounding is per component: 0.405 x 295.64 = 119.7342 -> 119.73 and 0.5 x 295.64 = 147.82: $267.55', () => {
    const r = dailyBasicSubsidy({
      schedule: { ...schedule!, isDemoValue: false },
      variable: { anaccClass: 101, nwau: '0.405', isActual: true, isDefault: false, classificationDate: null },
    });
    expect(r.value).toBe('267.55');
    expect(r.inputs[1].source).toBe('Funding - Care funding rates, record from 01 Oct 2025: Standard MMM 1-4, MMM 1');
    expect(r.inputs[2]).toMatchObject({
      label: 'Variable component rate (Respite Class 1)',
      source: 'Actual AN-ACC classification',
    });
    expect(r.inputs[2].effectiveDate).toBeUndefined();
  });

  test("without the category's NWAU the figure is missing, saying which NWAU and where to enter it", () => {
    const variable = { anaccClass: 2, nwau: '0.21', isActual: false, isDefault: true };
    const r = dailyBasicSubsidy({
      schedule: careFundingSchedule(record, { bctCategory: 'Standard MMM 5', mmmClassification: 'MMM 5' }),
      variable,
    });
    expect(r.value).toBeNull();
    expect(r.missing).toBe(FUNDING_TAB_MISSING.baseCareTariff('Standard MMM 5', '2025-10-01'));
    expect(r.missing).toBe(
      'The base care tariff NWAU of Standard MMM 5 is not entered in the care funding rate from 01 Oct 2025: enter it in Funding - Care funding rates.',
    );
    expect(r.inputs.map((i) => i.label)).toEqual(['AN-ACC price per NWAU', 'Variable component rate (Class 2)']);
    expect(r.inputs[1].source).toBe('Default AN-ACC class of the care type');
    // A facility without a category.
    expect(dailyBasicSubsidy({ schedule: careFundingSchedule(record, null), variable }).missing).toBe(
      FUNDING_TAB_MISSING.bctCategory,
    );
  });

  test('without a class, a price or a record, the figure is missing and says where to enter it', () => {
    expect(dailyBasicSubsidy({ schedule, variable: null }).missing).toBe(FUNDING_TAB_MISSING.variableComponent);
    const noPrice = dailyBasicSubsidy({ schedule: { ...schedule!, anaccPricePerNwau: null }, variable: null });
    expect(noPrice).toMatchObject({ value: null, missing: FUNDING_TAB_MISSING.price('2025-10-01'), inputs: [] });
    expect(noPrice.missing).toBe(
      'The AN-ACC price per NWAU is not entered in the care funding rate from 01 Oct 2025: enter it in Funding - Care funding rates.',
    );
    expect(dailyBasicSubsidy({ schedule: null, variable: null })).toMatchObject({
      value: null,
      missing: 'No care funding rate is in force on this date: add one in Funding - Care funding rates.',
    });
  });
});

describe('the class that funds the resident', () => {
  const weights = [
    { anaccClass: 1, nwau: '0.73', isDefault: false },
    { anaccClass: 7, nwau: '0.54', isDefault: false },
    { anaccClass: 9, nwau: '0.53', isDefault: true },
    { anaccClass: 102, nwau: '0.574', isDefault: true },
  ];
  test('actual before expected, expected before the default', () => {
    const expected = { anaccClass: 7, classificationDate: '2025-11-03' };
    expect(
      fundingClassification({ careType: 'Permanent', actual: { anaccClass: 1, classificationDate: null }, expected, weights }),
    ).toMatchObject({ anaccClass: 1, anaccClassText: 'Class 1', nwau: '0.73', isActual: true, isDefault: false });
    expect(fundingClassification({ careType: 'Permanent', expected, weights })).toMatchObject({
      anaccClass: 7,
      isActual: false,
      isDefault: false,
      classificationDate: '2025-11-03',
    });
  });
  test("without a classification, the care type's default class (respite classes for respite)", () => {
    expect(fundingClassification({ careType: 'Permanent', weights })).toMatchObject({ anaccClass: 9, isDefault: true });
    expect(fundingClassification({ careType: 'Respite', weights })).toMatchObject({
      anaccClass: 102,
      anaccClassText: 'Respite Class 2',
      isDefault: true,
    });
  });
  test('no default class, or a class without a weight in force: none', () => {
    expect(fundingClassification({ careType: 'Permanent', weights: weights.slice(0, 2) })).toBeNull();
    expect(
      fundingClassification({ careType: 'Permanent', expected: { anaccClass: 12, classificationDate: null }, weights }),
    ).toBeNull();
  });
});

describe('support level in force', () => {
  const entries = [
    { effectiveFromDate: '2025-01-10', supportLevel: 'Unsupported' as const },
    { effectiveFromDate: '2025-06-01', supportLevel: 'Supported' as const },
    { effectiveFromDate: '2026-03-01', supportLevel: 'Unsupported' as const },
  ];
  test('the latest entry on or before today', () => {
    expect(supportLevelOn(entries, '2025-12-01')).toBe('Supported');
    expect(supportLevelOn(entries, '2025-06-01')).toBe('Supported');
    expect(supportLevelOn(entries, '2025-05-31')).toBe('Unsupported');
  });
  test("none in force: the residency's level, else Unknown", () => {
    expect(supportLevelOn(entries, '2024-12-31', 'Supported')).toBe('Supported');
    expect(supportLevelOn([], '2025-12-01')).toBe('Unknown');
  });
});

describe('funding update rules', () => {
  test('respite care level: required, one of the levels, Low or High for respite residents only', () => {
    expect(validateFundingUpdate({ respiteCareLevel: 'High' }, 'Respite')).toEqual({});
    expect(validateFundingUpdate({ respiteCareLevel: 'Unknown' }, 'Permanent')).toEqual({});
    expect(validateFundingUpdate({}, 'Respite')).toEqual({ respiteCareLevel: [RESPITE_CARE_LEVEL_REQUIRED] });
    expect(validateFundingUpdate({ respiteCareLevel: 'Medium' }, 'Respite')).toEqual({
      respiteCareLevel: [RESPITE_CARE_LEVEL_REQUIRED],
    });
    expect(validateFundingUpdate({ respiteCareLevel: 'Low' }, 'Permanent')).toEqual({
      respiteCareLevel: [RESPITE_CARE_LEVEL_ONLY_FOR_RESPITE],
    });
  });
});

describe('the AN-ACC calculator', () => {
  const weights = [
    { anaccClass: 7, nwau: '0.5400', totalCareMinutes: 176, registeredNurseCareMinutes: 34 },
    { anaccClass: 2, nwau: '0.2100', totalCareMinutes: 64, registeredNurseCareMinutes: 14 },
    { anaccClass: 103, nwau: '0.7140' },
  ];

  test("a permanent resident's classes: the care type's classes with a weight, in order, rate = NWAU x price", () => {
    // Class 7's NWAU marked unconfirmed in the care funding rate: the class carries the mark.
    const marked = weights.map((w) => (w.anaccClass === 7 ? { ...w, isUnconfirmed: true } : w));
    const classes = anaccCalculatorClasses({ careType: 'Permanent', weights: marked, pricePerNwau: '295.64' });
    expect(classes).toEqual([
      {
        anaccClass: 2,
        anaccClassText: 'Class 2',
        description: 'Independent without compounding factors',
        nwau: '0.21',
        rate: '62.08', // 0.21 x 295.64 = 62.0844
        totalCareMinutes: 64,
        registeredNurseCareMinutes: 14,
        isUnconfirmed: false,
      },
      {
        anaccClass: 7,
        anaccClassText: 'Class 7',
        description: 'Assisted mobility, medium cognition, with compounding factors',
        nwau: '0.54',
        rate: '159.65', // 0.54 x 295.64 = 159.6456
        totalCareMinutes: 176,
        registeredNurseCareMinutes: 34,
        isUnconfirmed: true,
      },
    ]);
  });

  test('a respite resident gets the respite classes; without a price the rates are null (never invented)', () => {
    const classes = anaccCalculatorClasses({ careType: 'Respite', weights, pricePerNwau: null });
    expect(classes.map((c) => [c.anaccClassText, c.nwau, c.rate, c.totalCareMinutes])).toEqual([
      ['Respite Class 3', '0.714', null, null],
    ]);
  });

  test("the select's label is 'Class N — description'", () => {
    expect(anaccCalculatorLabel({ anaccClass: 7 })).toBe(
      'Class 7 — Assisted mobility, medium cognition, with compounding factors',
    );
    expect(anaccCalculatorLabel({ anaccClass: 101 })).toBe('Respite Class 1 — Independent mobility');
  });

  test("another class than the person's: $147.82 + class 2 $62.08 = $209.90, explained as the calculator's choice", () => {
    const r = anaccCalculatorSubsidy({
      schedule,
      chosen: { anaccClass: 2, nwau: '0.21' },
      own: { anaccClass: 7, isActual: false, isDefault: false, classificationDate: '2025-10-20' },
    });
    expect(r.value).toBe('209.90');
    expect(r.inputs[2]).toEqual({
      label: 'Variable component rate (Class 2)',
      value: '$62.08 = NWAU 0.21 x $295.64',
      source: ANACC_CALCULATOR_SOURCE,
    });
  });

  test("the person's own class gives exactly the person's figure and explanation", () => {
    const own = { anaccClass: 7, isActual: false, isDefault: false, classificationDate: '2025-10-20' };
    const r = anaccCalculatorSubsidy({ schedule, chosen: { anaccClass: 7, nwau: '0.54' }, own });
    expect(r).toEqual(dailyBasicSubsidy({ schedule, variable: { ...own, nwau: '0.54' } }));
    expect(r.value).toBe('307.47');
  });

  test('no class chosen or no base care tariff NWAU: the figure is missing and says why', () => {
    expect(anaccCalculatorSubsidy({ schedule, chosen: null }).missing).toBe(FUNDING_TAB_MISSING.variableComponent);
    expect(
      anaccCalculatorSubsidy({ schedule: { ...schedule!, baseCareTariffNwau: null }, chosen: { anaccClass: 2, nwau: '0.21' } })
        .missing,
    ).toBe(FUNDING_TAB_MISSING.baseCareTariff('Standard MMM 1-4', '2025-10-01'));
  });
});

describe('the assessed class against the expected one (classDifference)', () => {
  // The reference weights from 1 Oct 2025 (secondary unverified) at the 1 Oct 2025 price $295.64.
  const weights = [
    { anaccClass: 1, nwau: '0.7300' },
    { anaccClass: 7, nwau: '0.5400', isUnconfirmed: true },
    { anaccClass: 8, nwau: '0.6000' },
    { anaccClass: 9, nwau: '0.5300' },
    { anaccClass: 13, nwau: '0.7300' },
    { anaccClass: 102, nwau: '0.5740' },
    { anaccClass: 103, nwau: '0.7140' },
  ];
  const schedule = { startDate: '2025-10-01', anaccPricePerNwau: '295.64' };
  const notice = (anaccClass: number, effectiveDate = '2026-11-14') =>
    ({ anaccClass, effectiveDate, source: 'ClassificationNotice' }) as const;

  test('the source of an assessed class names Services Australia and the effective date', () => {
    expect(assessedClassSource(notice(9))).toBe('Assessed by Services Australia, effective 14 Nov 2026');
    expect(assessedClassSource({ effectiveDate: '2028-02-29', source: 'PaymentStatement' })).toBe(
      'Assessed by Services Australia (payment statement), effective 29 Feb 2028',
    );
  });

  test('a lower class: expected Class 7 $159.65, assessed Class 9 $156.69 from 14 Nov 2026: -$2.96 a day', () => {
    const d = classDifference({ expected: { anaccClass: 7 }, assessed: notice(9), weights, schedule })!;
    // 0.54 x 295.64 = 159.6456 -> 159.65; 0.53 x 295.64 = 156.6892 -> 156.69.
    expect(d.summary).toBe(
      'Expected Class 7: $159.65 a day; assessed Class 9 from 14 Nov 2026: $156.69 a day; difference -$2.96 a day',
    );
    expect(d.explained.value).toBe('-2.96');
    expect(d.explained.inputs).toEqual([
      {
        label: 'Expected Class 7',
        value: '$159.65 a day = NWAU 0.54 x $295.64',
        source: 'Expected AN-ACC classification; rate: Funding - Care funding rates, record from 01 Oct 2025 (unconfirmed)',
      },
      {
        label: 'Assessed Class 9',
        value: '$156.69 a day = NWAU 0.53 x $295.64',
        effectiveDate: '2026-11-14',
        source:
          'Assessed by Services Australia, effective 14 Nov 2026; rate: Funding - Care funding rates, record from 01 Oct 2025',
      },
    ]);
  });

  test('a higher class: expected Class 7, assessed Class 8 ($177.38): +$17.73 a day', () => {
    const d = classDifference({ expected: { anaccClass: 7 }, assessed: notice(8), weights, schedule })!;
    expect(d.explained.value).toBe('17.73');
    expect(d.summary).toBe(
      'Expected Class 7: $159.65 a day; assessed Class 8 from 14 Nov 2026: $177.38 a day; difference +$17.73 a day',
    );
  });

  test('the same class: no difference; two classes of one weight (1 and 13): $0.00', () => {
    const same = classDifference({ expected: { anaccClass: 7 }, assessed: notice(7), weights, schedule })!;
    expect(same.explained.value).toBe('0.00');
    expect(same.summary).toBe(
      'Expected Class 7: $159.65 a day; assessed Class 7 from 14 Nov 2026: the same class, no difference',
    );
    const equal = classDifference({ expected: { anaccClass: 1 }, assessed: notice(13), weights, schedule })!;
    expect(equal.explained.value).toBe('0.00');
    expect(equal.summary).toMatch(/difference \$0\.00 a day$/);
  });

  test('respite classes, a leap-day effective date: Respite Class 2 $169.70 to Respite Class 3 $211.09: +$41.39', () => {
    const d = classDifference({ expected: { anaccClass: 102 }, assessed: notice(103, '2028-02-29'), weights, schedule })!;
    expect(d.summary).toBe(
      'Expected Respite Class 2: $169.70 a day; assessed Respite Class 3 from 29 Feb 2028: $211.09 a day; difference +$41.39 a day',
    );
  });

  test('a class with no weight: no difference, and what to enter where', () => {
    const d = classDifference({ expected: { anaccClass: 7 }, assessed: notice(10), weights, schedule })!;
    expect(d.explained.value).toBeNull();
    expect(d.explained.missing).toBe(
      'Class 10 has no NWAU in the care funding rate from 01 Oct 2025: enter it in Funding - Care funding rates.',
    );
    expect(d.summary).toBe(
      'Expected Class 7: $159.65 a day; assessed Class 10 from 14 Nov 2026: no rate; difference not computed',
    );
    expect(d.explained.inputs.map((i) => i.label)).toEqual(['Expected Class 7']);
  });

  test('no price entered, or no record in force: not computed, saying why; no expected class: nothing to compare', () => {
    const noPrice = classDifference({
      expected: { anaccClass: 7 },
      assessed: notice(9),
      weights,
      schedule: { startDate: '2025-10-01', anaccPricePerNwau: null },
    })!;
    expect(noPrice.explained.missing).toBe(FUNDING_TAB_MISSING.price('2025-10-01'));
    const noRecord = classDifference({ expected: { anaccClass: 7 }, assessed: notice(9), weights, schedule: null })!;
    expect(noRecord.explained.missing).toBe(FUNDING_TAB_MISSING.schedule);
    expect(classDifference({ expected: null, assessed: notice(9), weights, schedule })).toBeNull();
  });

  test('an unconfirmed class weight marks the variable component source of the daily basic subsidy', () => {
    const r = dailyBasicSubsidy({
      schedule: {
        startDate: '2025-10-01',
        anaccPricePerNwau: '295.64',
        bctCategory: 'Standard MMM 1-4',
        baseCareTariffNwau: '0.5',
      },
      variable: {
        anaccClass: 9,
        nwau: '0.53',
        isActual: true,
        isDefault: false,
        isUnconfirmed: true,
        classificationDate: '2026-11-14',
      },
    });
    expect(r.inputs.at(-1)?.source).toBe('Actual AN-ACC classification (unconfirmed)');
    expect(r.value).toBe('304.51'); // 147.82 + 156.69
  });
});
