import Decimal from 'decimal.js';
import {
  accountBalance,
  accountTotals,
  daysInCare,
  depositBalance,
  drawdownLines,
  feeRunCharges,
  feeRunPeriodError,
  FEE_RUN_MESSAGES,
  monthHeading,
  previousMonth,
  recentMonths,
  type FeeRunInput,
} from './fee-run';

const base: FeeRunInput = {
  period: '2026-11',
  admissionDate: '2025-06-02',
  departureDate: null,
  values: [],
  services: [],
  act2025: null,
};
const CAPS = {
  hotellingContributionDailyCap: '22.15',
  nonClinicalCareContributionDailyCap: '105.30',
  nonClinicalCareContributionLifetimeCap: '135318.69',
  nonClinicalCareContributionTimeLimitDays: 1460,
  startDate: '2025-11-01',
};
const amounts = (input: FeeRunInput) => Object.fromEntries(feeRunCharges(input).map((l) => [l.key, [l.days, l.amount]]));

describe('Aged Care Act 2025 contributions', () => {
  const values = [
    { type: 'HotellingContributionFee', date: '2025-11-10', value: '25.00' },
    { type: 'NonClinicalCareContributionFee', date: '2025-11-10', value: '110.00' },
  ];
  test('not charged to a resident who is not on the Act 2025 arrangements', () => {
    expect(feeRunCharges({ ...base, values })).toEqual([]);
  });
  test('each day at most its daily cap: 30 x $22.15 hotelling, 30 x $105.30 non-clinical care', () => {
    const act2025 = { caps: CAPS, ncccBefore: { amount: new Decimal(0), days: 0 } };
    expect(amounts({ ...base, values, act2025 })).toEqual({
      HotellingContributionFee: [30, '664.50'],
      NonClinicalCareContributionFee: [30, '3159.00'],
    });
  });
  test('worked example: the non-clinical care contribution reaches the lifetime cap on 10 Nov 2026', () => {
    // $134,370.99 paid before November leaves $947.70 under the $135,318.69 lifetime cap: 9 days of $105.30 reach it
    // on 9 Nov, and nothing is charged after.
    const act2025 = { caps: CAPS, ncccBefore: { amount: new Decimal('134370.99'), days: 1276 } };
    const line = feeRunCharges({ ...base, values, act2025 }).find((l) => l.key === 'NonClinicalCareContributionFee')!;
    expect([line.days, line.amount]).toEqual([9, '947.70']);
    // A remainder smaller than a day is charged on the last day: $100.00 left -> one day of $100.00.
    const last = feeRunCharges({
      ...base,
      values,
      act2025: { caps: CAPS, ncccBefore: { amount: new Decimal('135218.69'), days: 1300 } },
    }).find((l) => l.key === 'NonClinicalCareContributionFee')!;
    expect([last.days, last.amount]).toEqual([1, '100.00']);
    expect(last.explanation.inputs).toContainEqual({ label: 'Paid before this month (every residency)', value: '$135,218.69' });
  });
  test('the four-year limit: 1,455 days paid before, 5 more days are charged', () => {
    const act2025 = { caps: CAPS, ncccBefore: { amount: new Decimal('50000'), days: 1455 } };
    const line = feeRunCharges({ ...base, values, act2025 }).find((l) => l.key === 'NonClinicalCareContributionFee')!;
    expect([line.days, line.amount]).toEqual([5, '526.50']);
  });
});

describe('days in care', () => {
  test('a whole month', () => {
    expect(daysInCare('2026-11', '2025-06-02', null)).toEqual({ first: '2026-11-01', last: '2026-11-30', days: 30 });
  });
  test('the admission day counts, the departure day does not', () => {
    expect(daysInCare('2026-11', '2026-11-12', null)).toEqual({ first: '2026-11-12', last: '2026-11-30', days: 19 });
    expect(daysInCare('2026-11', '2025-06-02', '2026-11-10')).toEqual({ first: '2026-11-01', last: '2026-11-09', days: 9 });
    expect(daysInCare('2026-11', '2026-11-03', '2026-11-04')?.days).toBe(1);
  });
  test('not in care during the month', () => {
    expect(daysInCare('2026-11', '2026-12-01', null)).toBeNull();
    expect(daysInCare('2026-11', '2025-06-02', '2026-11-01')).toBeNull();
    expect(daysInCare('2026-11', '2025-06-02', '2026-10-15')).toBeNull();
  });
  test('February of a leap year', () => {
    expect(daysInCare('2028-02', '2020-01-01', null)?.days).toBe(29);
  });
});

describe('charges of a month (worked examples)', () => {
  test('a whole month at one basic daily care fee: 30 x $63.82 = $1,914.60', () => {
    const lines = feeRunCharges({ ...base, values: [{ type: 'BasicDailyCareFee', date: '2026-09-20', value: '63.82' }] });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      key: 'BasicDailyCareFee',
      description: 'Basic daily care fee',
      days: 30,
      amount: '1914.60',
    });
    expect(lines[0].explanation.value).toBe('1914.60');
    expect(lines[0].explanation.inputs[0]).toEqual({ label: 'Days in care', value: '30: 01 Nov 2026 to 30 Nov 2026' });
    expect(lines[0].explanation.inputs[1]).toMatchObject({ value: '$63.82', effectiveDate: '2026-09-20' });
  });

  test('a mid-month admission on 12 Nov: 19 days of each fee', () => {
    const input = {
      ...base,
      admissionDate: '2026-11-12',
      values: [
        { type: 'BasicDailyCareFee', date: '2026-11-12', value: '63.82' },
        { type: 'MeansTestCareFee', date: '2026-11-12', value: '30.15' },
      ],
    };
    expect(amounts(input)).toEqual({ BasicDailyCareFee: [19, '1212.58'], MeansTestCareFee: [19, '572.85'] });
  });

  test('a fee changing on 20 Nov: 19 x $61.96 + 11 x $63.82 = $1,879.26', () => {
    const input = {
      ...base,
      values: [
        { type: 'BasicDailyCareFee', date: '2026-03-20', value: '61.96' },
        { type: 'BasicDailyCareFee', date: '2026-11-20', value: '63.82' },
      ],
    };
    const [line] = feeRunCharges(input);
    expect(line.amount).toBe('1879.26');
    expect(line.explanation.inputs.slice(1).map((i) => [i.label, i.value, i.effectiveDate])).toEqual([
      ['Basic daily care fee, 01 Nov 2026 to 19 Nov 2026 (19 days)', '$61.96', '2026-03-20'],
      ['Basic daily care fee, 20 Nov 2026 to 30 Nov 2026 (11 days)', '$63.82', '2026-11-20'],
    ]);
  });

  test('a departure on 10 Nov: 9 days charged', () => {
    const input = {
      ...base,
      departureDate: '2026-11-10',
      values: [{ type: 'DailyAccommodationContribution', date: '2025-06-02', value: '58.84' }],
    };
    expect(amounts(input)).toEqual({ DailyAccommodationContribution: [9, '529.56'] });
  });

  test('a fee whose first value comes after the month starts charges from that day only; zero fees are left out', () => {
    const input = {
      ...base,
      values: [
        { type: 'HotellingContributionFee', date: '2026-11-21', value: '12.55' },
        { type: 'DailyAccommodationContribution', date: '2025-06-02', value: '0' },
        { type: 'SupportLevel', date: '2025-06-02', value: '0' },
        { type: 'RadPaid', date: '2025-06-02', value: '100000' },
      ],
      act2025: { caps: CAPS, ncccBefore: { amount: new Decimal(0), days: 0 } },
    };
    expect(amounts(input)).toEqual({ HotellingContributionFee: [10, '125.50'] });
  });

  test('the pre-2014 monthly amount: $310.00 x 15 / 30 days = $155.00; $100.00 x 10 / 31 rounds half-up to $32.26', () => {
    expect(
      amounts({
        ...base,
        admissionDate: '2026-11-16',
        values: [{ type: 'Pre2014MonthlyAmountFee', date: '2014-05-01', value: '310.00' }],
      }),
    ).toEqual({ Pre2014MonthlyAmountFee: [15, '155.00'] });
    expect(
      amounts({
        ...base,
        period: '2026-10',
        admissionDate: '2026-10-22',
        values: [{ type: 'Pre2014MonthlyAmountFee', date: '2014-05-01', value: '100.00' }],
      }),
    ).toEqual({ Pre2014MonthlyAmountFee: [10, '32.26'] });
  });

  test('optional services by billing period; a rate is 0 outside its dates and the residency period', () => {
    const input: FeeRunInput = {
      ...base,
      services: [
        {
          id: 1,
          description: 'Newspaper',
          billingPeriod: 'Weekly',
          startDate: '2026-01-01',
          endDate: null,
          rates: [{ startDate: '2026-01-01', value: '21.00' }],
        },
        {
          id: 2,
          description: 'Hairdressing',
          billingPeriod: 'Monthly',
          startDate: '2026-01-01',
          endDate: null,
          rates: [{ startDate: '2026-01-01', endDate: '2026-11-15', value: '45.00' }],
        },
        {
          id: 3,
          description: 'Television',
          billingPeriod: 'Yearly',
          startDate: '2026-01-01',
          endDate: null,
          rates: [{ startDate: '2026-01-01', value: '365.00' }],
        },
        {
          id: 4,
          description: 'Podiatry',
          billingPeriod: 'Daily',
          startDate: '2026-11-29',
          endDate: '2026-12-31',
          rates: [{ startDate: '2026-01-01', value: '5.00' }],
        },
        {
          id: 5,
          description: 'Phone',
          billingPeriod: 'Fortnightly',
          startDate: '2026-12-01',
          endDate: null,
          rates: [{ startDate: '2026-01-01', value: '14.00' }],
        },
      ],
    };
    expect(amounts(input)).toEqual({
      'service:1': [30, '90.00'],
      'service:2': [15, '22.50'],
      'service:3': [30, '30.00'],
      'service:4': [2, '10.00'],
    });
    expect(feeRunCharges(input)[0]).toMatchObject({ feeType: 'OptionalService', description: 'Newspaper' });
  });

  test('a weekly rate for one day rounds once per line: $10.00 / 7 = $1.43', () => {
    const input: FeeRunInput = {
      ...base,
      departureDate: '2026-11-02',
      services: [
        {
          id: 9,
          description: 'Newspaper',
          billingPeriod: 'Weekly',
          startDate: '2026-01-01',
          endDate: null,
          rates: [{ startDate: '2026-01-01', value: '10.00' }],
        },
      ],
    };
    expect(amounts(input)).toEqual({ 'service:9': [1, '1.43'] });
  });

  test('nothing when not in care during the month', () => {
    expect(
      feeRunCharges({
        ...base,
        admissionDate: '2026-12-02',
        values: [{ type: 'BasicDailyCareFee', date: '2026-01-01', value: '60' }],
      }),
    ).toEqual([]);
  });
});

describe('drawdowns', () => {
  const charges = feeRunCharges({
    ...base,
    values: [
      { type: 'BasicDailyCareFee', date: '2026-01-01', value: '63.82' },
      { type: 'DailyAccommodationContribution', date: '2026-01-01', value: '58.84' },
    ],
  });
  test('the flagged fee is drawn down in full when the deposit covers it', () => {
    expect(drawdownLines(charges, { dac: true }, '5000').map((d) => [d.key, d.amount])).toEqual([
      ['DailyAccommodationContribution', '1765.20'],
    ]);
  });
  test('no more than the deposit held', () => {
    expect(drawdownLines(charges, { dac: true, bdf: true }, '2000').map((d) => [d.key, d.amount])).toEqual([
      ['BasicDailyCareFee', '1914.60'],
      ['DailyAccommodationContribution', '85.40'],
    ]);
    expect(drawdownLines(charges, { dac: true }, '0')).toEqual([]);
    expect(drawdownLines(charges, { pi: true }, '5000')).toEqual([]);
  });
});

describe('balances', () => {
  const totals = {
    charges: '3679.80',
    payments: '1914.60',
    drawdowns: '1765.20',
    deposits: '250000.00',
    retention: '679.45',
    accountReversals: '-120.00',
    depositReversals: '0',
  };
  test('what the resident owes = charges - payments - drawdowns + reversals', () => {
    const b = accountBalance(totals);
    expect(b.value).toBe('-120.00');
    expect(b.inputs.map((i) => i.value)).toEqual(['$3,679.80', '$1,914.60', '$1,765.20', '-$120.00']);
  });
  test('the deposit held = deposits - drawdowns - retention + reversals', () => {
    // 250,000.00 - 1,765.20 - 679.45
    expect(depositBalance(totals).value).toBe('247555.35');
    expect(depositBalance(totals).inputs).toContainEqual({
      label: 'Retention deducted',
      value: '$679.45',
      source: 'Fee runs (Aged Care Act 2025)',
    });
  });
  test('the totals from the ledger sums by kind: payments and drawdowns stored negative, a missing kind is 0', () => {
    const sums = [
      { kind: 'Charge', account: '3679.80', deposit: '0.00' },
      { kind: 'Payment', account: '-1914.60', deposit: '0.00' },
      { kind: 'Drawdown', account: '-1765.20', deposit: '-1765.20' },
      { kind: 'Deposit', account: '0.00', deposit: '250000.00' },
      { kind: 'Retention', account: '0.00', deposit: '-679.45' },
    ];
    const t = accountTotals(sums);
    expect(t).toEqual({
      charges: '3679.80',
      payments: '1914.60',
      drawdowns: '1765.20',
      deposits: '250000.00',
      retention: '679.45',
      accountReversals: '0',
      depositReversals: '0',
    });
    expect(accountBalance(t).value).toBe('0.00');
    expect(accountTotals([]).charges).toBe('0');
  });
});

describe('period', () => {
  test('a month after the current one is refused', () => {
    expect(feeRunPeriodError('2026-12', '2026-11-25')).toBe(FEE_RUN_MESSAGES.periodInFuture);
    expect(feeRunPeriodError('2026-11', '2026-11-25')).toBeNull();
    expect(feeRunPeriodError('2026-10', '2026-11-25')).toBeNull();
    expect(feeRunPeriodError('2026-13', '2026-11-25')).toBe(FEE_RUN_MESSAGES.periodFormat);
    expect(feeRunPeriodError('', '2026-11-25')).toBe(FEE_RUN_MESSAGES.periodRequired);
  });
  test('previous month and headings', () => {
    expect(previousMonth('2026-11-01')).toBe('2026-10');
    expect(previousMonth('2027-01-01')).toBe('2026-12');
    expect(monthHeading('2026-11-05')).toBe('November 2026');
    expect(monthHeading('2026-01')).toBe('January 2026');
    expect(recentMonths('2026-02-10', 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
  });
});

describe('worked example: the pre-2014 monthly amount stops after the 60th payment', () => {
  // Admitted 15 Mar 2021 at $1,187.50 a month: the 60th payment is made on 15 Mar 2026 (the fees tab: 60 of 60).
  const input = (period: string): FeeRunInput => ({
    ...base,
    period,
    admissionDate: '2021-03-15',
    values: [{ type: 'Pre2014MonthlyAmountFee', date: '2021-03-15', value: '1187.50' }],
  });
  test('February 2026 (59 payments made by its end): the whole amount', () => {
    expect(amounts(input('2026-02'))).toEqual({ Pre2014MonthlyAmountFee: [28, '1187.50'] });
  });
  test('March 2026: 1-14 Mar only, 1,187.50 x 14 / 31 = $536.29', () => {
    const line = feeRunCharges(input('2026-03'))[0];
    expect([line.days, line.amount]).toEqual([14, '536.29']);
    expect(line.explanation.inputs).toContainEqual({ label: "Pre-2014 payments made by the month's end", value: '60 of 60' });
  });
  test('April 2026 and after: nothing', () => {
    expect(feeRunCharges(input('2026-04'))).toEqual([]);
  });
});
