import type { DatedRate } from '../rate-periods';
import { ADMITTED_BEFORE_NOV_2025, MPIR_NOT_SET } from '../messages';
import {
  FEES_MESSAGES,
  accommodationClassError,
  admissionDateReason,
  agreedRoomPricesWithoutMpir,
  applySupportLevel,
  effectiveDateKind,
  feesFigures,
  historyOf,
  isPaymentType,
  latestOn,
  mpirForAgreedRoomPrice,
  noticeDateMinimum,
  optionalServicePeriodErrors,
  paymentMinimum,
  radPaidTowardsPrice,
  validateEffectiveDateList,
  validateFees,
  validatePayments,
  type FeeEntry,
  type FeesFiguresInput,
  type FeesSaveInput,
} from './fees';

const MPIR: DatedRate[] = [
  { startDateUtc: '2024-04-01', endDateUtc: '2024-06-30', rate: '8.34' },
  { startDateUtc: '2025-10-01', endDateUtc: '2025-12-31', rate: '7.61' },
];
const CAPS = {
  hotellingContributionDailyCap: '22.15',
  nonClinicalCareContributionDailyCap: '105.30',
  nonClinicalCareContributionLifetimeCap: '135318.69',
  nonClinicalCareContributionTimeLimitDays: 1460,
  startDate: '2025-11-01',
};
const entry = (
  effectiveDateType: FeeEntry['effectiveDateType'],
  effectiveFromDate: string,
  value: string,
  id?: number,
): FeeEntry => ({
  ...(id ? { id } : {}),
  effectiveDateType,
  effectiveFromDate,
  value,
  supportLevel: null,
});
const level = (effectiveFromDate: string, supportLevel: 'Supported' | 'Unsupported' | 'Unknown', id?: number): FeeEntry => ({
  ...(id ? { id } : {}),
  effectiveDateType: 'SupportLevel',
  effectiveFromDate,
  value: null,
  supportLevel,
});
const input = (over: Partial<FeesFiguresInput>): FeesFiguresInput => ({
  entries: [],
  mpirRates: MPIR,
  caps: CAPS,
  ncccBefore: { amount: '0', days: 0 },
  pre2014: { pre2014Care: false, pre2014CareLevel: null, pre2014ContinueCare: false, bondAmount: null, bondInterestRate: null },
  refundedAmountFromLumpSumDeposit: '0',
  depositDrawdowns: [],
  isBillingIntegrated: false,
  act2025Enabled: true,
  admissionDate: '2025-11-10',
  departureDate: null,
  accommodationClass: 'Post01Nov2025',
  requestedAdmissionDate: null,
  today: '2026-02-10',
  ...over,
});

describe('kinds and payments', () => {
  test('every fee is money; the support level is a level; RAD, RAC and top-up DAC are payments', () => {
    expect(effectiveDateKind('AgreedRoomPrice')).toBe('money');
    expect(effectiveDateKind('SupportLevel')).toBe('supportLevel');
    expect(['RadPaid', 'RacPaid', 'TopupDailyAccommodationContribution'].every(isPaymentType)).toBe(true);
    expect(isPaymentType('AgreedRoomPrice')).toBe(false);
  });
  test('no fee type is a percentage or a count (decision 31): every type but the support level reads as money', () => {
    const types = [
      'MeansTestCareFee',
      'Pre2014IncomeTestFee',
      'DailyAccommodationContribution',
      'TopupDailyAccommodationContribution',
      'DailyAccommodationPayment',
      'AgreedRoomPrice',
      'Hardship',
      'Pre2014MonthlyAmountFee',
      'RadPaid',
      'RacPaid',
      'BasicDailyCareFee',
      'IngoingContribution',
      'PrivateDailyCareFee',
      'HotellingContributionFee',
      'NonClinicalCareContributionFee',
    ] as const;
    expect(types.map(effectiveDateKind)).toEqual(types.map(() => 'money'));
  });
  test('the minimum: -9,999,999.99 for RAD and RAC payments, 0 for a top-up DAC (an other fee amount)', () => {
    expect(paymentMinimum('RadPaid')).toBe('-9999999.99');
    expect(paymentMinimum('RacPaid')).toBe('-9999999.99');
    expect(paymentMinimum('TopupDailyAccommodationContribution')).toBe('0');
  });
});

describe('history (fee-history popovers)', () => {
  const entries = [
    entry('MeansTestCareFee', '2025-07-01', '30.00', 1),
    entry('MeansTestCareFee', '2026-03-20', '35.00', 3),
    entry('MeansTestCareFee', '2025-09-20', '32.50', 2),
    entry('AgreedRoomPrice', '2025-07-01', '500000.00', 4),
  ];
  test('newest first, the one in force today flagged latest (a future change is listed, not latest)', () => {
    const h = historyOf(entries, 'MeansTestCareFee', '2026-02-10');
    expect(h.map((e) => [e.effectiveFromDate, e.isLatest])).toEqual([
      ['2026-03-20', false],
      ['2025-09-20', true],
      ['2025-07-01', false],
    ]);
  });
  test('the entry in force on a day, or null before the first', () => {
    expect(latestOn(entries, 'MeansTestCareFee', '2025-09-19')?.value).toBe('30.00');
    expect(latestOn(entries, 'MeansTestCareFee', '2025-06-30')).toBeNull();
  });
});

describe('effective-date list rules', () => {
  const ctx = { admissionDate: '2025-07-01', today: '2026-02-10' };
  test('both or neither; decimals for money; amounts from 0', () => {
    const e = validateEffectiveDateList(
      'BasicDailyCareFee',
      [
        { effectiveDate: '2025-07-01', value: '' },
        { effectiveDate: '', value: '61.96' },
        { effectiveDate: '2025-09-20', value: '6x' },
        { effectiveDate: '2025-10-20', value: '-1' },
        { effectiveDate: '', value: '' },
      ],
      ctx,
    );
    expect(e['rows[0].value']).toEqual(['Please enter the value, or clear the effective date.']);
    expect(e['rows[1].effectiveDate']).toEqual(['Please enter the effective date, or clear the value.']);
    expect(e['rows[2].value']).toEqual(['Please enter an amount in dollars and cents, for example 1,234.50.']);
    expect(e['rows[3].value']).toEqual([FEES_MESSAGES.amountMinimum]);
    expect(e['rows[4].value']).toBeUndefined();
  });
  test('unique by day (reason NonUnique marks every row of the day)', () => {
    const rows = [
      { effectiveDate: '2025-07-01', value: '10' },
      { effectiveDate: '2025-07-01', value: '11' },
    ];
    const e = validateEffectiveDateList('MeansTestCareFee', rows, ctx);
    expect(e['rows[0].effectiveDate']).toEqual([FEES_MESSAGES.nonUnique]);
    expect(e['rows[1].effectiveDate']).toEqual([FEES_MESSAGES.nonUnique]);
    expect(admissionDateReason(rows, '2025-07-01')).toBe('NonUnique');
  });
  test('at least one row today or earlier', () => {
    expect(validateEffectiveDateList('MeansTestCareFee', [{ effectiveDate: '2026-03-20', value: '35' }], ctx).rows).toEqual([
      FEES_MESSAGES.noneTodayOrEarlier,
    ]);
  });
  test('an empty list only when allowed', () => {
    expect(validateEffectiveDateList('MeansTestCareFee', [], ctx).rows).toEqual([FEES_MESSAGES.listEmpty]);
    expect(validateEffectiveDateList('MeansTestCareFee', [], { ...ctx, allowEmpty: true })).toEqual({});
  });
  test('first value based on the admission date: no other on or before it (reason MultipleAdmissionDate)', () => {
    const rows = [
      { effectiveDate: '2025-06-20', value: '500000' },
      { effectiveDate: '2025-07-01', value: '520000' },
      { effectiveDate: '2025-08-01', value: '530000' },
    ];
    expect(admissionDateReason(rows, '2025-07-01')).toBe('MultipleAdmissionDate');
    const e = validateEffectiveDateList('AgreedRoomPrice', rows, { ...ctx, firstBasedOnAdmission: true });
    expect(e).toEqual({ 'rows[1].effectiveDate': [FEES_MESSAGES.multipleAdmissionDate('2025-07-01')] });
    expect(FEES_MESSAGES.multipleAdmissionDate('2025-07-01')).toBe(
      'Only the first value can be dated on or before the admission date (01 Jul 2025).',
    );
    expect(validateEffectiveDateList('AgreedRoomPrice', rows, ctx)).toEqual({});
  });
  test('a support level is one of Supported, Unsupported, Unknown', () => {
    const e = validateEffectiveDateList(
      'SupportLevel',
      [
        { effectiveDate: '2025-07-01', value: 'Supported' },
        { effectiveDate: '2025-08-01', value: 'Bond' },
      ],
      ctx,
    );
    expect(e).toEqual({ 'rows[1].value': [FEES_MESSAGES.supportLevelRequired] });
  });
});

describe('RAD/RAC payments', () => {
  const ctx = { admissionDate: '2025-11-10', today: '2026-02-10' };
  test('several payments may share a day; refunds are negative', () => {
    expect(
      validatePayments(
        [
          { effectiveDate: '2025-11-10', value: '100000' },
          { effectiveDate: '2025-11-10', value: '50000' },
          { effectiveDate: '2025-12-01', value: '-20000' },
        ],
        ctx,
      ),
    ).toEqual({});
  });
  test('minimum -9,999,999.99 per amount; the sum of the valid amounts at least 0', () => {
    const e = validatePayments(
      [
        { effectiveDate: '2025-11-10', value: '100000' },
        { effectiveDate: '2025-12-01', value: '-150000' },
        { effectiveDate: '2025-12-02', value: '-10000000' },
      ],
      ctx,
    );
    expect(e['rows[2].value']).toEqual(['The value cannot be less than -9,999,999.99.']);
    expect(e.rows).toEqual([FEES_MESSAGES.paymentsSumNegative]);
  });
  test('payment date between the admission date and today', () => {
    const e = validatePayments(
      [
        { effectiveDate: '2025-11-09', value: '1' },
        { effectiveDate: '2026-02-11', value: '1' },
        { effectiveDate: '2026-02-10', value: '1' },
      ],
      ctx,
    );
    expect(e).toEqual({
      'rows[0].effectiveDate': ['The payment date cannot be before the admission date (10 Nov 2025).'],
      'rows[1].effectiveDate': [FEES_MESSAGES.paymentDateInFuture],
    });
  });
  test('the list rules hand payments to the payment rules (no unique-day rule)', () => {
    const rows = [
      { effectiveDate: '2025-11-10', value: '1' },
      { effectiveDate: '2025-11-10', value: '2' },
    ];
    expect(validateEffectiveDateList('RadPaid', rows, ctx)).toEqual({});
  });
  test('top-up DAC: payment dates (several a day, admission to today), amounts from 0, never negative', () => {
    const rows = [
      { effectiveDate: '2025-11-10', value: '5' },
      { effectiveDate: '2025-11-10', value: '2.50' },
      { effectiveDate: '2025-12-01', value: '-1.00' },
      { effectiveDate: '2025-11-09', value: '1' },
    ];
    expect(validateEffectiveDateList('TopupDailyAccommodationContribution', rows, ctx)).toEqual({
      'rows[2].value': [FEES_MESSAGES.amountMinimum],
      'rows[3].effectiveDate': ['The payment date cannot be before the admission date (10 Nov 2025).'],
    });
    // A RAD refund of the same amount is fine.
    expect(validateEffectiveDateList('RadPaid', rows.slice(0, 3), ctx)).toEqual({});
  });
});

describe('support level drives fees ("if none exists": no entry of the type at all, decision 31)', () => {
  test('Supported adds a zero DAC at its date when the residency has no DAC', () => {
    const out = applySupportLevel([level('2026-01-05', 'Supported')], {
      effectiveFromDate: '2026-01-05',
      supportLevel: 'Supported',
    });
    expect(out).toContainEqual({
      effectiveDateType: 'DailyAccommodationContribution',
      effectiveFromDate: '2026-01-05',
      value: '0.00',
      supportLevel: null,
    });
    const kept = applySupportLevel([entry('DailyAccommodationContribution', '2026-01-05', '12.00')], {
      effectiveFromDate: '2026-01-05',
      supportLevel: 'Supported',
    });
    expect(kept).toHaveLength(1);
  });
  test('Supported on 5 Jan 2026 keeps a $60.00 DAC from 10 Nov 2025 in force (no zero DAC is added)', () => {
    const dac = entry('DailyAccommodationContribution', '2025-11-10', '60.00', 1);
    const out = applySupportLevel([dac, level('2026-01-05', 'Supported')], {
      effectiveFromDate: '2026-01-05',
      supportLevel: 'Supported',
    });
    expect(out.filter((e) => e.effectiveDateType === 'DailyAccommodationContribution')).toEqual([dac]);
    expect(latestOn(out, 'DailyAccommodationContribution', '2026-02-10')?.value).toBe('60.00');
  });
  test('Unsupported adds zero agreed room price, hotelling and non-clinical care contributions if none', () => {
    const out = applySupportLevel([entry('AgreedRoomPrice', '2026-01-05', '450000.00')], {
      effectiveFromDate: '2026-01-05',
      supportLevel: 'Unsupported',
    });
    expect(out.map((e) => [e.effectiveDateType, e.value])).toEqual([
      ['AgreedRoomPrice', '450000.00'],
      ['HotellingContributionFee', '0.00'],
      ['NonClinicalCareContributionFee', '0.00'],
    ]);
  });
  test('Unsupported on 5 Jan 2026 keeps a $550,000 agreed room price from 10 Nov 2025; adds only what has none', () => {
    const out = applySupportLevel(
      [entry('AgreedRoomPrice', '2025-11-10', '550000.00'), entry('HotellingContributionFee', '2025-11-10', '22.15')],
      { effectiveFromDate: '2026-01-05', supportLevel: 'Unsupported' },
    );
    expect(out.map((e) => [e.effectiveDateType, e.effectiveFromDate, e.value])).toEqual([
      ['AgreedRoomPrice', '2025-11-10', '550000.00'],
      ['HotellingContributionFee', '2025-11-10', '22.15'],
      ['NonClinicalCareContributionFee', '2026-01-05', '0.00'],
    ]);
    expect(latestOn(out, 'AgreedRoomPrice', '2026-02-10')?.value).toBe('550000.00');
  });
  test('Unknown adds nothing', () => {
    expect(applySupportLevel([], { effectiveFromDate: '2026-01-05', supportLevel: 'Unknown' })).toEqual([]);
  });
});

describe('worked example: admitted 10 Nov 2025 (Act 2025), RAD by instalments with retention', () => {
  // Agreed room price $500,000 on entry; RAD $100,000 on 10 Nov 2025 and $200,000 on 15 Dec 2025; today 10 Feb 2026.
  const entries = [
    entry('AgreedRoomPrice', '2025-11-10', '500000.00', 1),
    level('2025-11-10', 'Unsupported', 2),
    entry('RadPaid', '2025-11-10', '100000.00', 3),
    entry('RadPaid', '2025-12-15', '200000.00', 4),
  ];
  test('retention: Nov 21 days x 100,000 x 2 % / 365 = 115.07; Dec 76.71 + 279.45 = 356.16; Jan 509.59', () => {
    const f = feesFigures(input({ entries }));
    // Deducted monthly: Nov + Dec + Jan = 980.82; this month (Feb, 28 days at $300,000) = 460.27.
    expect(f.totalRetentionFee?.value).toBe('980.82');
    expect(f.monthlyRetentionFee?.value).toBe('460.27');
    expect(f.totalRetentionFee?.inputs).toContainEqual({ label: 'Last day retained', value: '09 Nov 2030' });
    expect(f.totalRetentionFee?.inputs).toContainEqual({ label: 'Days retained so far', value: '83 of 1,826' });
  });
  test('balance, progress and DAP on the unpaid RAD with the MPIR of the entry date (7.61 %)', () => {
    const f = feesFigures(input({ entries }));
    expect(f.refundableAccommodationDepositPaid.value).toBe('300000.00');
    expect(f.refundableAccommodationDepositRemaining.value).toBe('200000.00');
    expect(f.unsupportedBalanceProgressPercentage.value).toBe('60.00');
    // 200,000 x 7.61 / 100 / 365 = 41.698... -> $41.70
    expect(f.dailyAccommodationPayment?.value).toBe('41.70');
    expect(f.dailyAccommodationPayment?.inputs.at(-1)).toMatchObject({ value: '7.61%', effectiveDate: '2025-10-01' });
  });
  test('billing integrated: RAD paid is the payments, RAD held is net of the retention deducted and the fees drawn down', () => {
    const f = feesFigures(input({ entries, isBillingIntegrated: true }));
    expect(f.refundableAccommodationDepositPaid.value).toBe('300000.00');
    // 300,000 - 980.82 retention deducted (Nov-Jan).
    expect(f.refundableAccommodationDepositHeld.value).toBe('299019.18');
    expect(f.refundableAccommodationDepositHeld.formula).toContain('retention deducted');
    const drawn = feesFigures(
      input({ entries, isBillingIntegrated: true, depositDrawdowns: [{ date: '2026-01-31', amount: '-3100.00' }] }),
    );
    expect(drawn.refundableAccommodationDepositPaid.value).toBe('300000.00');
    // 300,000 - 3,100 drawn down - 980.65 retention (31 Jan on 296,900: $0.17 less).
    expect(drawn.totalRetentionFee?.value).toBe('980.65');
    expect(drawn.refundableAccommodationDepositHeld.value).toBe('295919.35');
    // Elsewhere the billing system deducts the retention: the held amount counts only the drawdowns.
    const elsewhere = feesFigures(input({ entries, depositDrawdowns: [{ date: '2026-01-31', amount: '-3100.00' }] }));
    expect(elsewhere.refundableAccommodationDepositHeld.value).toBe('296900.00');
    // What is still to pay counts the payments themselves.
    expect(f.refundableAccommodationDepositRemaining.value).toBe('200000.00');
  });
  test('a refund from the lump sum reduces the RAD paid, and so raises what remains, the DAP and the progress alike', () => {
    const f = feesFigures(input({ entries, refundedAmountFromLumpSumDeposit: '5000' }));
    expect(f.refundableAccommodationDepositPaid.value).toBe('295000.00');
    // 500,000 - (300,000 - 5,000) = 205,000; 295,000 / 500,000 = 59 %; 205,000 x 7.61 / 100 / 365 = 42.742... -> $42.74
    expect(radPaidTowardsPrice(entries, '5000', '2026-02-10').toFixed(2)).toBe('295000.00');
    expect(f.refundableAccommodationDepositRemaining.value).toBe('205000.00');
    expect(f.unsupportedBalanceProgressPercentage.value).toBe('59.00');
    expect(f.dailyAccommodationPayment?.value).toBe('42.74');
  });
  test("the facility's enableAgedCareAct2025 flag off: no retention nor Act 2025 contribution, whatever the class", () => {
    const f = feesFigures(input({ entries, act2025Enabled: false }));
    expect(f.monthlyRetentionFee).toBeNull();
    expect(f.totalRetentionFee).toBeNull();
    expect(f.hotellingContribution).toBeNull();
    expect(f.nonClinicalCareContribution).toBeNull();
    expect(f.nonClinicalCareContributionLifetimeProgress).toBeNull();
    // The deposit figures do not depend on it.
    expect(f.refundableAccommodationDepositRemaining.value).toBe('200000.00');
  });
  test('before the Act 2025 there is no retention nor Act 2025 contribution', () => {
    const f = feesFigures(input({ entries, accommodationClass: 'Post01Jul2014' }));
    expect(f.monthlyRetentionFee).toBeNull();
    expect(f.totalRetentionFee).toBeNull();
    expect(f.hotellingContribution).toBeNull();
    expect(f.nonClinicalCareContribution).toBeNull();
  });
});

describe('worked example: a resident on a DAP with the MPIR of their entry date', () => {
  // Entered 1 May 2024 (MPIR 8.34 % from 1 Apr 2024), agreed $450,000, paid nothing: 450,000 x 8.34 / 100 / 365.
  const entries = [entry('AgreedRoomPrice', '2024-05-01', '450000.00')];
  test('DAP = 450,000 x 8.34 % / 365 = $102.82 (365 although 2024 is a leap year)', () => {
    const f = feesFigures(
      input({ entries, admissionDate: '2024-05-01', accommodationClass: 'Post01Jul2014', today: '2026-02-10' }),
    );
    expect(f.dailyAccommodationPayment?.value).toBe('102.82');
    expect(f.unsupportedBalanceProgressPercentage.value).toBe('0.00');
  });
  test('no MPIR for the agreed room price date: the seed message, and the DAP flagged as not calculated', () => {
    const i = input({ entries, admissionDate: '2024-05-01', mpirRates: [MPIR[1]] });
    expect(mpirForAgreedRoomPrice(i).message).toBe(MPIR_NOT_SET);
    // The DAP is needed and cannot be calculated: flagged, never left out.
    expect(feesFigures(i).dailyAccommodationPayment?.value).toBeNull();
    expect(feesFigures(i).dailyAccommodationPayment?.missing).toContain(MPIR_NOT_SET);
  });
});

describe('worked example: a supported resident paying a RAC', () => {
  const entries = [
    level('2025-11-10', 'Supported'),
    entry('DailyAccommodationContribution', '2025-11-10', '60.00'),
    entry('RacPaid', '2025-11-20', '100000.00'),
  ];
  test('calculated RAC = 365 x 60 / 0.0761 = $287,779.24; remaining and progress (34.75 %)', () => {
    const f = feesFigures(input({ entries }));
    expect(f.refundableAccommodationContributionCalculated.value).toBe('287779.24');
    expect(f.refundableAccommodationContributionPaid.value).toBe('100000.00');
    expect(f.refundableAccommodationContributionRemaining.value).toBe('187779.24');
    expect(f.supportedBalanceProgressPercentage.value).toBe('34.75');
    expect(f.dailyAccommodationPayment).toBeNull();
  });
  test('progress is capped at 100 %', () => {
    const f = feesFigures(input({ entries: [...entries, entry('RacPaid', '2025-12-01', '300000.00')] }));
    expect(f.supportedBalanceProgressPercentage.value).toBe('100.00');
    expect(f.refundableAccommodationContributionRemaining.value).toBe('0.00');
  });
});

describe('worked example: a pre-2014 bond resident', () => {
  const pre2014 = {
    pre2014Care: true,
    pre2014CareLevel: 'Low' as const,
    pre2014ContinueCare: true,
    bondAmount: '250000',
    bondInterestRate: '4.5',
  };
  const bond = (admissionDate: string, today: string) =>
    feesFigures(input({ pre2014, admissionDate, accommodationClass: 'Pre01Jul2014', today }));
  test('bond daily amount = 250,000 x 4.5 % / 365 = $30.82 while payments remain (22 of 60 made)', () => {
    // Admitted 15 Mar 2024: 22 whole months to 10 Feb 2026.
    const f = bond('2024-03-15', '2026-02-10');
    expect(f.pre2014BondDailyAmount?.value).toBe('30.82');
    expect(f.pre2014BondDailyAmount?.inputs).toContainEqual({ label: 'Payments made', value: '22 of 60' });
    expect(f.pre2014PaymentsMade).toBe(22);
  });
  test('in a leap year the days are 366: $30.74 (46 of 60 made on 10 Feb 2028)', () => {
    const f = bond('2024-03-15', '2028-02-10');
    expect(f.pre2014BondDailyAmount?.value).toBe('30.74');
    expect(f.pre2014PaymentsMade).toBe(46);
  });
  test('the bond daily amount stops after the 60th payment: $30.82 on 14 Mar 2026 (59), $0.00 from 15 Mar 2026 (60)', () => {
    expect(bond('2021-03-15', '2026-03-14').pre2014BondDailyAmount?.value).toBe('30.82');
    expect(bond('2021-03-15', '2026-03-14').pre2014PaymentsMade).toBe(59);
    const after = bond('2021-03-15', '2026-03-15');
    expect(after.pre2014BondDailyAmount?.value).toBe('0.00');
    expect(after.pre2014BondDailyAmount?.inputs).toContainEqual({ label: 'Payments made', value: '60 of 60' });
    expect(after.pre2014PaymentsMade).toBe(60);
    // Years on, still 60 of 60 and nothing to pay.
    expect(bond('2012-03-15', '2026-02-10').pre2014BondDailyAmount?.value).toBe('0.00');
    expect(bond('2012-03-15', '2026-02-10').pre2014PaymentsMade).toBe(60);
  });
  test('no pre-2014 care: no bond figures', () => {
    const f = feesFigures(input({}));
    expect(f.pre2014BondDailyAmount).toBeNull();
    expect(f.pre2014PaymentsMade).toBeNull();
  });
});

describe('worked example: a non-clinical care contribution reaching its lifetime cap', () => {
  // $135,000.00 paid over 1,300 days in an earlier residency; admitted 1 Jan 2026 at $105.30 a day: $318.69 left.
  const entries = [
    entry('NonClinicalCareContributionFee', '2026-01-01', '105.30'),
    entry('HotellingContributionFee', '2026-01-01', '30.00'),
  ];
  const base = { entries, admissionDate: '2026-01-01', today: '2026-01-10', ncccBefore: { amount: '135000.00', days: 1300 } };
  test('3 days at $105.30 and $2.79 on the 4th reach $135,318.69: lifetime progress 100 %, nothing more to pay', () => {
    const f = feesFigures(input(base));
    expect(f.nonClinicalCareContributionLifetimeProgress?.value).toBe('100.00');
    // 1,304 of 1,460 days = 89.32 %
    expect(f.nonClinicalCareContributionTimeLimitProgress?.value).toBe('89.32');
    expect(f.nonClinicalCareContribution?.value).toBe('0.00');
  });
  test('before the cap: the daily amount at most the daily cap; hotelling at most its cap ($22.15)', () => {
    const f = feesFigures(input({ ...base, today: '2026-01-02' }));
    expect(f.nonClinicalCareContribution?.value).toBe('105.30');
    expect(f.hotellingContribution?.value).toBe('22.15');
    // 135,000 + 2 x 105.30 = 135,210.60 of 135,318.69 = 99.92 %
    expect(f.nonClinicalCareContributionLifetimeProgress?.value).toBe('99.92');
  });
  test('the four-year limit stops it too (1,460 days, counted across residencies)', () => {
    const f = feesFigures(input({ ...base, ncccBefore: { amount: '50000', days: 1459 } }));
    expect(f.nonClinicalCareContributionTimeLimitProgress?.value).toBe('100.00');
    expect(f.nonClinicalCareContribution?.value).toBe('0.00');
  });
  test('caps not set (no fees and charges record): progress is missing, never invented', () => {
    const f = feesFigures(input({ ...base, caps: null }));
    expect(f.nonClinicalCareContributionLifetimeProgress?.value).toBeNull();
    expect(f.hotellingContribution?.value).toBe('30.00');
  });
});

describe("a lead's Act 2025 arrangements (no admission date yet)", () => {
  // Unsupported brings zero hotelling and non-clinical care contributions: a lead must see them to edit them.
  const entries = [
    level('2026-02-10', 'Unsupported'),
    entry('HotellingContributionFee', '2026-02-10', '0.00'),
    entry('NonClinicalCareContributionFee', '2026-02-10', '0.00'),
  ];
  const lead = { entries, admissionDate: null, accommodationClass: null, requestedAdmissionDate: '2026-03-02' };
  test('by its requested admission date (not before today), or its class', () => {
    expect(feesFigures(input(lead)).hotellingContribution?.value).toBe('0.00');
    expect(feesFigures(input({ ...lead, requestedAdmissionDate: null })).nonClinicalCareContribution?.value).toBe('0.00');
    expect(feesFigures(input({ ...lead, accommodationClass: 'Post01Jul2014' })).hotellingContribution).toBeNull();
    expect(feesFigures(input({ ...lead, act2025Enabled: false })).hotellingContribution).toBeNull();
  });
});

describe('the whole save', () => {
  const body = (over: Partial<FeesSaveInput>): FeesSaveInput => ({
    effectiveDates: [],
    accommodationClass: 'Post01Nov2025',
    refundedAmountFromLumpSumDeposit: '0',
    pre2014: {
      pre2014Care: false,
      pre2014CareLevel: null,
      pre2014ContinueCare: false,
      accommodationCost: null,
    },
    optionalServices: [],
    ...over,
  });
  const ctx = {
    admissionDate: '2025-11-10',
    today: '2026-02-10',
    serviceWindows: new Map([[7, { startDate: '2025-01-01', endDate: null }]]),
    mpirRates: MPIR,
    stored: [],
    careType: 'Permanent',
    storedAccommodationClass: 'Post01Nov2025' as const,
  };
  test('refunded from the lump sum above the RAD paid is refused on its field: 999,999 against 325,000 paid', () => {
    const paid = [entry('RadPaid', '2025-11-20', '300000.00'), entry('RadPaid', '2025-12-20', '25000.00')];
    expect(validateFees(body({ effectiveDates: paid, refundedAmountFromLumpSumDeposit: '999999' }), ctx)).toEqual({
      refundedAmountFromLumpSumDeposit: [
        'The refunded amount from lump sum deposit cannot be more than the RAD paid ($325,000.00).',
      ],
    });
    // All of it may be refunded; nothing paid, nothing may be refunded.
    expect(validateFees(body({ effectiveDates: paid, refundedAmountFromLumpSumDeposit: '325000.00' }), ctx)).toEqual({});
    expect(validateFees(body({ refundedAmountFromLumpSumDeposit: '1.00' }), ctx).refundedAmountFromLumpSumDeposit).toEqual([
      'The refunded amount from lump sum deposit cannot be more than the RAD paid ($0.00).',
    ]);
  });
  test('keys point at the body: each entry, each list, pre-2014, optional services', () => {
    const e = validateFees(
      body({
        effectiveDates: [
          entry('MeansTestCareFee', '2025-12-01', '30'),
          entry('RadPaid', '2025-11-10', '100'),
          entry('MeansTestCareFee', '2025-12-01', '31'),
          entry('RadPaid', '2025-11-11', '-200'),
          { effectiveDateType: 'SupportLevel', effectiveFromDate: '2025-11-10', value: null, supportLevel: null },
        ],
        pre2014: {
          pre2014Care: true,
          pre2014CareLevel: 'Low',
          pre2014ContinueCare: true,
          accommodationCost: null,
        },
        optionalServices: [
          { optionalServiceId: 7, startDate: '2024-12-01', endDate: null },
          { optionalServiceId: 7, startDate: '2026-01-01', endDate: '2025-12-01' },
        ],
      }),
      ctx,
    );
    expect(e['effectiveDates[0].effectiveFromDate']).toEqual([FEES_MESSAGES.nonUnique]);
    expect(e['effectiveDates[2].effectiveFromDate']).toEqual([FEES_MESSAGES.nonUnique]);
    expect(e['effectiveDates.RadPaid']).toEqual([FEES_MESSAGES.paymentsSumNegative]);
    expect(e['effectiveDates[4].supportLevel']).toEqual([FEES_MESSAGES.supportLevelRequired]);
    expect(e['pre2014.accommodationCost']).toEqual([
      'Accommodation cost is required for pre-2014 care when continuing care at Bond level.',
    ]);
    expect(e['optionalServices[0].startDate']).toEqual([FEES_MESSAGES.optionalService.startDateBeforeServiceStartDate]);
    expect(e['optionalServices[1].endDate']).toEqual([FEES_MESSAGES.optionalService.invalidDate]);
  });
  test("a residency's optional services under another field (the ILU finance screen's residencies)", () => {
    const windows = new Map([[7, { startDate: '2025-01-01', endDate: null }]]);
    expect(
      optionalServicePeriodErrors(
        [
          { optionalServiceId: 0, startDate: '', endDate: null },
          { optionalServiceId: 7, startDate: '2025-03-01', endDate: '2025-02-01' },
        ],
        windows,
        'residencies[1].optionalServices',
      ),
    ).toEqual({
      'residencies[1].optionalServices[0].startDate': [FEES_MESSAGES.optionalService.startDateRequired],
      'residencies[1].optionalServices[0].optionalServiceId': [FEES_MESSAGES.optionalService.required],
      'residencies[1].optionalServices[1].endDate': [FEES_MESSAGES.optionalService.invalidDate],
    });
    expect(optionalServicePeriodErrors([{ optionalServiceId: 7, startDate: '2025-03-01', endDate: null }], windows)).toEqual({});
  });
  test('a valid save has no errors', () => {
    expect(
      validateFees(
        body({
          effectiveDates: [
            entry('AgreedRoomPrice', '2025-11-10', '500000'),
            level('2025-11-10', 'Unsupported'),
            entry('RadPaid', '2025-11-10', '100000'),
          ],
          optionalServices: [{ optionalServiceId: 7, startDate: '2025-11-10', endDate: null }],
        }),
        ctx,
      ),
    ).toEqual({});
  });
  test('an agreed room price above 0 needs the MPIR of its date (key mpir): new, or its date or amount changed', () => {
    // MPIR rows: Apr-Jun 2024 and Oct-Dec 2025. A new price dated 2 Jan 2026 has none.
    const refused = validateFees(body({ effectiveDates: [entry('AgreedRoomPrice', '2025-11-10', '500000')] }), {
      ...ctx,
      mpirRates: [MPIR[0]],
    });
    expect(refused).toEqual({ mpir: [MPIR_NOT_SET] });
    expect(FEES_MESSAGES.mpirMissing).toBe(MPIR_NOT_SET);
    const newer = [entry('AgreedRoomPrice', '2025-11-10', '500000'), entry('AgreedRoomPrice', '2026-01-02', '520000')];
    expect(agreedRoomPricesWithoutMpir(newer, ctx)).toEqual([1]);
    // A zero price (the Unsupported rule's) needs no MPIR.
    expect(agreedRoomPricesWithoutMpir([entry('AgreedRoomPrice', '2026-01-02', '0.00')], ctx)).toEqual([]);
  });
  test('a stored agreed room price kept as it was is not checked again; changing its amount or date is', () => {
    const stored = [entry('AgreedRoomPrice', '2019-07-01', '400000.00', 11)];
    const kept = { ...ctx, stored };
    expect(agreedRoomPricesWithoutMpir([entry('AgreedRoomPrice', '2019-07-01', '400000', 11)], kept)).toEqual([]);
    expect(agreedRoomPricesWithoutMpir([entry('AgreedRoomPrice', '2019-07-01', '410000', 11)], kept)).toEqual([0]);
    expect(agreedRoomPricesWithoutMpir([entry('AgreedRoomPrice', '2019-07-02', '400000', 11)], kept)).toEqual([0]);
    // The same amount and date without the stored id is a new price.
    expect(agreedRoomPricesWithoutMpir([entry('AgreedRoomPrice', '2019-07-01', '400000')], kept)).toEqual([0]);
  });
  test('accommodation class: From 1st Nov 2025 for an entry before 1 Nov 2025 is refused with the admission notice', () => {
    const before = { ...ctx, admissionDate: '2025-10-20', storedAccommodationClass: 'Post01Jul2014' as const };
    expect(validateFees(body({ accommodationClass: 'Post01Nov2025' }), before)).toEqual({
      accommodationClass: [ADMITTED_BEFORE_NOV_2025],
    });
    expect(accommodationClassError('Post01Jul2014', before)).toBeNull();
    // Respite is excepted, as at admission; a class kept as stored is not checked again; a lead has no admission date.
    expect(accommodationClassError('Post01Nov2025', { ...before, careType: 'Respite' })).toBeNull();
    expect(accommodationClassError('Post01Nov2025', { ...before, storedAccommodationClass: 'Post01Nov2025' })).toBeNull();
    expect(accommodationClassError('Post01Nov2025', { ...before, admissionDate: null })).toBeNull();
    expect(accommodationClassError('Post01Nov2025', { ...before, admissionDate: '2025-11-01' })).toBeNull();
  });
});

describe('legal notice', () => {
  test('the notice-date minimum is the admission date, or yesterday when admitted today', () => {
    expect(noticeDateMinimum('2026-01-05', '2026-02-10')).toBe('2026-01-05');
    expect(noticeDateMinimum('2026-02-10', '2026-02-10')).toBe('2026-02-09');
    expect(noticeDateMinimum(null, '2026-02-10')).toBeNull();
  });
});
