import { RATE_ROW_MESSAGES } from './rate-rows';
import {
  RATE_SCHEDULE_MESSAGES as M,
  accommodationFundingRateErrors,
  baseCareTariff,
  blankCareFundingRate,
  classWeightEntered,
  type ClassWeightInput,
  careFundingRateErrors,
  feesAndChargesErrors,
  feesAndChargesToSave,
  rateAcrossRecords,
  recordOn,
  scheduleWithEnds,
  showsAct2025Fees,
  type FeesAndChargesInput,
} from './rate-schedules';

// AN-ACC price per NWAU by period (reference data: health.gov.au, confirmed official).
const anaccPrices = [
  { startDate: '2024-10-01', price: '280.01' },
  { startDate: '2025-10-01', price: '295.64' },
  { startDate: '2025-03-01', price: '282.44' },
];

describe('a schedule: derived ends and the record in force', () => {
  test('newest first, each ending one second before the next later start, the latest open', () => {
    expect(scheduleWithEnds(anaccPrices).map((r) => [r.startDateUtc, r.endDateUtc])).toEqual([
      ['2025-10-01T00:00:00Z', null],
      ['2025-03-01T00:00:00Z', '2025-09-30T23:59:59Z'],
      ['2024-10-01T00:00:00Z', '2025-02-28T23:59:59Z'],
    ]);
  });

  test('the record in force on a day: the latest starting on or before it', () => {
    expect(recordOn(anaccPrices, '2025-09-30')?.price).toBe('282.44');
    expect(recordOn(anaccPrices, '2025-10-01')?.price).toBe('295.64');
    expect(recordOn(anaccPrices, '2024-09-30')).toBeNull();
  });
});

describe('care funding rate', () => {
  const form = { ...blankCareFundingRate('2025-10-01', 'ANACC'), anaccPricePerNwau: '295.64' };

  test('a blank record has every ACFI domain x level, every supplement and every base care tariff category', () => {
    expect(form.acfiRates).toHaveLength(12);
    expect(form.supplements.map((s) => s.name)).toContain('TwentyTwentyOneBasicDailyFeeSupplement');
    expect(form.anaccFixedComponentRates).toHaveLength(6);
    expect(careFundingRateErrors(form, ['2024-10-01'])).toEqual({});
  });

  test('a base care tariff category entered twice is refused on the list (never merged or dropped)', () => {
    const twice = {
      ...form,
      anaccFixedComponentRates: [
        ...form.anaccFixedComponentRates,
        { bctCategory: form.anaccFixedComponentRates[0].bctCategory, nwau: '0.6000' },
      ],
    };
    expect(careFundingRateErrors(twice, [])).toEqual({
      anaccFixedComponentRates: `The base care tariff category ${form.anaccFixedComponentRates[0].bctCategory} is entered twice: enter each base care tariff category once.`,
    });
  });

  test('start required and not a duplicate of another record; model required', () => {
    expect(careFundingRateErrors({ ...form, startDate: '' }, [])).toEqual({ startDate: M.startRequired });
    expect(careFundingRateErrors(form, ['2025-10-01'])).toEqual({ startDate: M.duplicateStart });
    expect(careFundingRateErrors({ ...form, fundingModel: '' }, []).fundingModel).toBe(M.fundingModelRequired);
  });

  test('amounts: 0 or more with 2 decimals; NWAU above 0 with 4 decimals; blank stays allowed (not entered)', () => {
    const bad = {
      ...form,
      acfiRates: form.acfiRates.map((r, i) => (i === 1 ? { ...r, dailyRate: '-1' } : r)),
      supplements: form.supplements.map((s, i) => (i === 0 ? { ...s, amount: '1.234' } : s)),
      anaccFixedComponentRates: form.anaccFixedComponentRates.map((b, i) => (i === 2 ? { ...b, nwau: '0' } : b)),
    };
    expect(careFundingRateErrors(bad, [])).toEqual({
      'acfiRates[1].dailyRate': M.amountInvalid,
      'supplements[0].amount': M.amountInvalid,
      'anaccFixedComponentRates[2].nwau': M.nwauInvalid,
    });
  });

  test('a blank record has a class weight row for every AN-ACC class: permanent 1-13, respite 101-103', () => {
    expect(form.anaccClassWeights.map((w) => w.anaccClass)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 101, 102, 103]);
    expect(form.anaccClassWeights.every((w) => !classWeightEntered(w))).toBe(true);
  });

  const weights = (change: (w: ClassWeightInput, i: number) => ClassWeightInput) => ({
    ...form,
    anaccClassWeights: form.anaccClassWeights.map(change),
  });

  test('class weights: Class 7 0.54 with its care minutes and respite class 3 0.714 are valid; 4 decimals at most', () => {
    const ok = weights((w) =>
      w.anaccClass === 7
        ? { ...w, nwau: '0.54', totalCareMinutes: '190', registeredNurseCareMinutes: '38' }
        : w.anaccClass === 103
          ? { ...w, nwau: '0.7140' }
          : w,
    );
    expect(careFundingRateErrors(ok, [])).toEqual({});
    const fiveDecimals = weights((w, i) => (i === 6 ? { ...w, nwau: '0.54001' } : w));
    expect(careFundingRateErrors(fiveDecimals, [])).toEqual({ 'anaccClassWeights[6].nwau': M.nwauInvalid });
  });

  test('class weights: NWAU 0 and negative refused; minutes whole and 0 or more; minutes without an NWAU refused', () => {
    const bad = weights((w, i) =>
      i === 0
        ? { ...w, nwau: '0' }
        : i === 1
          ? { ...w, nwau: '-0.21' }
          : i === 2
            ? { ...w, nwau: '0.40', totalCareMinutes: '12.5', registeredNurseCareMinutes: '-1' }
            : i === 14
              ? { ...w, totalCareMinutes: '0' }
              : w,
    );
    expect(careFundingRateErrors(bad, [])).toEqual({
      'anaccClassWeights[0].nwau': M.nwauInvalid,
      'anaccClassWeights[1].nwau': M.nwauInvalid,
      'anaccClassWeights[2].totalCareMinutes': M.minutesInvalid,
      'anaccClassWeights[2].registeredNurseCareMinutes': M.minutesInvalid,
      'anaccClassWeights[14].nwau': 'Enter the NWAU of Respite Class 2, or clear its care minutes.',
    });
  });

  test('class weights: a class outside 1-13 and 101-103 refused; a class entered twice refused on the list', () => {
    const extra = {
      ...form,
      anaccClassWeights: [...form.anaccClassWeights, { ...form.anaccClassWeights[0], anaccClass: 14, nwau: '0.5' }],
    };
    expect(careFundingRateErrors(extra, [])).toEqual({ 'anaccClassWeights[16].anaccClass': M.anaccClassInvalid });
    const twice = { ...form, anaccClassWeights: [...form.anaccClassWeights, { ...form.anaccClassWeights[6], nwau: '0.6' }] };
    expect(careFundingRateErrors(twice, [])).toEqual({
      anaccClassWeights: 'The AN-ACC class Class 7 is entered twice: enter each AN-ACC class once.',
    });
  });

  test('base care tariff = price x NWAU to the cent, null while the NWAU is not entered', () => {
    // A made-up NWAU (the reference data leaves the BCT NWAU unconfirmed): 0.5 x $295.64 = $147.82.
    expect(baseCareTariff('295.64', '0.5')).toBe('147.82');
    expect(baseCareTariff('295.64', '0.4933')).toBe('145.84'); // 145.839212 rounds to 145.84
    expect(baseCareTariff('295.64', null)).toBeNull();
  });
});

describe('accommodation funding rate', () => {
  test('hotelling supplement $22.15 from 20 Sep 2025 (health.gov.au); the maximum accommodation supplement left blank', () => {
    expect(
      accommodationFundingRateErrors(
        { startDate: '2025-09-20', hotellingSupplement: '22.15', maximumAccommodationSupplement: '' },
        ['2025-07-01'],
      ),
    ).toEqual({});
    expect(
      accommodationFundingRateErrors({ startDate: '2025-09-20', hotellingSupplement: 'x', maximumAccommodationSupplement: '' }, [
        '2025-09-20',
      ]),
    ).toEqual({ startDate: M.duplicateStart, hotellingSupplement: M.amountInvalid });
  });
});

describe('fees and charges', () => {
  const act2025: FeesAndChargesInput = {
    startDate: '2025-11-01',
    baseInterestRate: '',
    basicDailyFee: '65.55',
    hotellingContributionDailyCap: '22.15',
    nonClinicalCareContributionDailyCap: '105.30',
    nonClinicalCareContributionLifetimeCap: '135318.69',
    nonClinicalCareContributionTimeLimitDays: '1460',
    mpirRates: [{ startDate: '2025-10-01', endDate: '2025-12-31', rate: '7.61' }],
    maximumPenaltyInterestRates: [{ startDate: '', endDate: '', rate: '' }],
  };

  test('the Act 2025 figures show from 1 Nov 2025 and are cleared for an earlier record', () => {
    expect(showsAct2025Fees('2025-11-01')).toBe(true);
    expect(showsAct2025Fees('2025-10-31')).toBe(false);
    const earlier = feesAndChargesToSave({ ...act2025, startDate: '2025-09-20' });
    expect(earlier.hotellingContributionDailyCap).toBe('');
    expect(earlier.nonClinicalCareContributionTimeLimitDays).toBe('');
    expect(earlier.basicDailyFee).toBe('65.55');
  });

  test('the one blank row the screen keeps is an empty list; a valid record has no errors', () => {
    const saved = feesAndChargesToSave(act2025);
    expect(saved.maximumPenaltyInterestRates).toEqual([]);
    expect(feesAndChargesErrors(saved, ['2025-09-20'])).toEqual({});
  });

  test('rate rows keep the row rules, keyed by list and row; a base interest rate above 100 is refused', () => {
    const saved = feesAndChargesToSave({
      ...act2025,
      baseInterestRate: '101',
      nonClinicalCareContributionTimeLimitDays: '14.5',
      mpirRates: [
        { startDate: '2025-10-01', endDate: '2025-12-31', rate: '7.61' },
        { startDate: '2026-01-01', endDate: '2025-12-31', rate: '' },
      ],
    });
    expect(feesAndChargesErrors(saved, [])).toEqual({
      baseInterestRate: M.percentInvalid,
      nonClinicalCareContributionTimeLimitDays: M.daysInvalid,
      'mpirRates[0].endDate': RATE_ROW_MESSAGES.endNotBeforeNext,
      'mpirRates[1].startDate': RATE_ROW_MESSAGES.startAfterEnd,
      'mpirRates[1].rate': RATE_ROW_MESSAGES.rateRequired,
    });
    // A record starting before the Act 2025 keeps its rows up to 31 Oct 2025.
    expect(feesAndChargesErrors({ ...saved, startDate: '2025-09-20' }, [])['mpirRates[1].startDate']).toBe(
      RATE_ROW_MESSAGES.startAfterMaximum,
    );
  });

  test('a gap or an overlap between rows is refused on the later row, keyed by list and row; a rate above 100 too', () => {
    const gapped = feesAndChargesToSave({
      ...act2025,
      startDate: '2025-03-20',
      mpirRates: [
        { startDate: '2025-04-01', endDate: '2025-06-30', rate: '8.17' },
        // Jul-Sep 2025 has no confirmed MPIR: the next confirmed quarter belongs in its own record.
        { startDate: '2025-10-01', endDate: '2025-12-31', rate: '7.61' },
      ],
      maximumPenaltyInterestRates: [{ startDate: '2025-04-01', endDate: '2025-06-30', rate: '150' }],
    });
    expect(feesAndChargesErrors(gapped, [])).toEqual({
      'mpirRates[1].startDate': RATE_ROW_MESSAGES.startNotAfterPrevious,
      'maximumPenaltyInterestRates[0].rate': RATE_ROW_MESSAGES.rateAboveMaximum,
    });
  });

  test('the MPIR of a day across records: a later record overrides, a gap has none', () => {
    const records = [
      {
        startDate: '2024-03-20',
        rows: [
          { startDate: '2024-01-01', endDate: '2024-03-31', rate: '8.38' },
          { startDate: '2024-04-01', endDate: '2024-06-30', rate: '8.34' },
          { startDate: '2024-07-01', endDate: '2024-09-30', rate: '8.36' },
        ],
      },
      { startDate: '2024-09-20', rows: [] },
      { startDate: '2025-03-20', rows: [{ startDate: '2025-04-01', endDate: '2025-06-30', rate: '8.17' }] },
    ];
    expect(rateAcrossRecords(records, '2024-05-15')?.rate).toBe('8.34');
    expect(rateAcrossRecords(records, '2024-12-01')).toBeNull(); // 2024-Q4 is unconfirmed in the reference data
    expect(rateAcrossRecords(records, '2025-06-30')?.rate).toBe('8.17');
    const corrected = [
      ...records,
      { startDate: '2025-06-01', rows: [{ startDate: '2025-04-01', endDate: '2025-06-30', rate: '8.20' }] },
    ];
    expect(rateAcrossRecords(corrected, '2025-05-01')?.rate).toBe('8.20');
    // The record decides, not the row's start: a later record's row starting earlier still wins over an older row.
    const later = [
      { startDate: '2025-09-20', rows: [{ startDate: '2026-01-01', endDate: '2026-03-31', rate: '7.50' }] },
      { startDate: '2025-11-01', rows: [{ startDate: '2025-10-01', endDate: '2026-06-30', rate: '7.00' }] },
    ];
    expect(rateAcrossRecords(later, '2026-02-01')?.rate).toBe('7.00');
  });
});
