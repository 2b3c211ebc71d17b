import {
  addMonths,
  daysInMonth,
  financialYearStart,
  fromMonthYear,
  lastDayOfMonth,
  monthDays,
  monthFullName,
  recipientMonthLines,
  summariseStatement,
  toMonthYear,
  type RecipientMonthInput,
  type StatementRatePeriod,
} from '../statements';

// Class 7 NWAU 0.54 x $295.64 = 159.6456 -> $159.65 a day; class 9 0.53 -> 156.6892 -> $156.69;
// base care tariff NWAU 0.5 -> $147.82; hotelling supplement $22.15 (reference data, from 20 Sep 2025).
const RATES: StatementRatePeriod[] = [
  {
    startDate: '2025-10-01',
    anaccPricePerNwau: '295.64',
    baseCareTariffNwau: '0.5',
    classNwau: { 7: '0.54', 9: '0.53', 101: '0.405' },
    hotellingSupplement: '22.15',
    oxygenSupplement: null,
    enteralFeedingBolus: '13.64',
    enteralFeedingNonBolus: null,
  },
];

const resident = (over: Partial<RecipientMonthInput> = {}): RecipientMonthInput => ({
  careRecipientId: 'CR00000001',
  firstName: 'Ada',
  lastName: 'Brown',
  careType: 'Permanent',
  entryDate: '2025-10-01',
  departureDate: null,
  classes: [{ anaccClass: 7, effectiveDate: '2025-10-01' }],
  leaves: [],
  ...over,
});

const NOV = { month: '2026-11-01' };
const of = (lines: ReturnType<typeof recipientMonthLines>, type: string) => lines.filter((l) => l.paymentType === type);

describe('statement months', () => {
  it('converts between first days, MMYYYY and the full month name', () => {
    expect(toMonthYear('2026-11-01')).toBe('112026');
    expect(fromMonthYear('112026')).toBe('2026-11-01');
    expect(fromMonthYear('132026')).toBeNull();
    expect(monthFullName('2026-11-01')).toBe('November 2026');
    expect(() => toMonthYear('2026-11-02')).toThrow();
  });
  it('counts the days of a month, leap years included', () => {
    expect(daysInMonth('2028-02-01')).toBe(29);
    expect(daysInMonth('2026-02-01')).toBe(28);
    expect(daysInMonth('2100-02-01')).toBe(28);
    expect(daysInMonth('2000-02-01')).toBe(29);
    expect(daysInMonth('2026-11-01')).toBe(30);
    expect(lastDayOfMonth('2028-02-01')).toBe('2028-02-29');
    expect(monthDays('2028-02-01')).toHaveLength(29);
    expect(addMonths('2026-12-01', 1)).toBe('2027-01-01');
    expect(addMonths('2026-01-01', -1)).toBe('2025-12-01');
  });
  it('starts the financial year on 1 July', () => {
    expect(financialYearStart('2026-06-30')).toBe('2025-07-01');
    expect(financialYearStart('2026-07-01')).toBe('2026-07-01');
  });
});

describe('recipientMonthLines', () => {
  it('pays every day of a full month: class rate x 30, base care tariff, hotelling', () => {
    const lines = recipientMonthLines(resident(), RATES, NOV);
    expect(lines.map((l) => [l.paymentType, l.paidCare, l.dailyRate, l.amountDue])).toEqual([
      ['Variable Component', 30, '159.65', '4789.50'],
      ['Base Care Tariff', 30, '147.82', '4434.60'],
      ['Hotelling Supplement', 30, '22.15', '664.50'],
    ]);
    expect(lines[0]).toMatchObject({
      careType: 'Permanent',
      adjustmentMonth: '112026',
      unpaidCare: 0,
      paidLeaveSocial: 0,
      paidLeaveHospital: 0,
      paidLeaveTransition: 0,
      anaccClass: 7,
      firstDay: '2026-11-01',
      lastDay: '2026-11-30',
    });
  });

  it('rounds once per line the way Services Australia does: 159.6456 x 30 = 4789.368 -> $4,789.37 (13 cents less)', () => {
    const [variable] = recipientMonthLines(resident(), RATES, { ...NOV, rounding: 'line' });
    expect(variable.dailyRate).toBe('159.65');
    expect(variable.amountDue).toBe('4789.37');
  });

  it('pays the entry day: entry on the last day of the month is one day, with the initial entry adjustment', () => {
    const lines = recipientMonthLines(resident({ entryDate: '2026-11-30' }), RATES, NOV);
    expect(of(lines, 'Variable Component')[0]).toMatchObject({ paidCare: 1, amountDue: '159.65', firstDay: '2026-11-30' });
    // 5.28 x 295.64 = 1560.9792 -> $1,560.98, once.
    expect(of(lines, 'Initial Entry Adjustment')[0]).toMatchObject({ paidCare: 1, dailyRate: '1560.98', amountDue: '1560.98' });
  });

  it('pays the first day of the month and not the departure day: departure on the 1st pays nothing', () => {
    expect(recipientMonthLines(resident({ departureDate: '2026-11-01' }), RATES, NOV)).toEqual([]);
    const lines = recipientMonthLines(resident({ departureDate: '2026-11-02' }), RATES, NOV);
    expect(of(lines, 'Variable Component')[0]).toMatchObject({ paidCare: 1, firstDay: '2026-11-01', lastDay: '2026-11-01' });
  });

  it('has no lines for zero days (departed before the month, or entering after it)', () => {
    expect(recipientMonthLines(resident({ departureDate: '2026-10-15' }), RATES, NOV)).toEqual([]);
    expect(recipientMonthLines(resident({ entryDate: '2026-12-01' }), RATES, NOV)).toEqual([]);
  });

  it('pays 29 days in February 2028 (leap day 29 Feb included)', () => {
    const lines = recipientMonthLines(resident(), RATES, { month: '2028-02-01' });
    expect(of(lines, 'Variable Component')[0]).toMatchObject({ paidCare: 29, amountDue: '4629.85', lastDay: '2028-02-29' });
    const leapDayEntry = recipientMonthLines(resident({ entryDate: '2028-02-29' }), RATES, { month: '2028-02-01' });
    expect(of(leapDayEntry, 'Variable Component')[0]).toMatchObject({ paidCare: 1, firstDay: '2028-02-29' });
  });

  it('takes a class change on the 1st for the whole month', () => {
    const lines = recipientMonthLines(
      resident({
        classes: [
          { anaccClass: 7, effectiveDate: '2025-10-01' },
          { anaccClass: 9, effectiveDate: '2026-11-01' },
        ],
      }),
      RATES,
      NOV,
    );
    expect(of(lines, 'Variable Component')).toEqual([
      expect.objectContaining({ anaccClass: 9, paidCare: 30, amountDue: '4700.70' }),
    ]);
  });

  it('splits the variable line at a mid-month class change: 13 days of class 7, 17 of class 9', () => {
    const lines = recipientMonthLines(
      resident({
        classes: [
          { anaccClass: 9, effectiveDate: '2026-11-14' },
          { anaccClass: 7, effectiveDate: '2025-10-01' },
        ],
      }),
      RATES,
      NOV,
    );
    expect(of(lines, 'Variable Component').map((l) => [l.anaccClass, l.paidCare, l.dailyRate, l.amountDue])).toEqual([
      [7, 13, '159.65', '2075.45'],
      [9, 17, '156.69', '2663.73'],
    ]);
    expect(of(lines, 'Base Care Tariff')).toHaveLength(1);
  });

  it('splits every AN-ACC line at a mid-month price change', () => {
    const rates = [...RATES, { ...RATES[0], startDate: '2026-11-16', anaccPricePerNwau: '300.00' }];
    const lines = recipientMonthLines(resident(), rates, NOV);
    expect(of(lines, 'Variable Component').map((l) => [l.paidCare, l.dailyRate])).toEqual([
      [15, '159.65'],
      [15, '162.00'],
    ]);
    expect(of(lines, 'Base Care Tariff').map((l) => [l.paidCare, l.dailyRate])).toEqual([
      [15, '147.82'],
      [15, '150.00'],
    ]);
    expect(of(lines, 'Hotelling Supplement')).toHaveLength(1);
  });

  it('pays the 52nd social leave day of the financial year and not the 53rd', () => {
    // 50 days used elsewhere; leave 10-13 Nov (return 14 Nov): days 51 and 52 paid, 53 and 54 unpaid.
    const lines = recipientMonthLines(
      resident({
        socialLeaveDaysElsewhere: 50,
        leaves: [{ type: 'Social', kind: 'Social', startDate: '2026-11-10', returnDate: '2026-11-14' }],
      }),
      RATES,
      NOV,
    );
    expect(of(lines, 'Variable Component')[0]).toMatchObject({
      paidCare: 26,
      paidLeaveSocial: 2,
      unpaidCare: 2,
      amountDue: '4470.20',
    });
    expect(of(lines, 'Base Care Tariff')[0]).toMatchObject({ paidLeaveSocial: 2, unpaidCare: 2 });
  });

  it('resets social leave on 1 July: a leave spanning 30 June and 1 July', () => {
    const leaves = [
      // 1 Mar to 21 Apr 2026: 52 days, the whole entitlement of 2025-26.
      { type: 'Social' as const, kind: 'Social' as const, startDate: '2026-03-01', returnDate: '2026-04-22' },
      { type: 'Social' as const, kind: 'Social' as const, startDate: '2026-06-29', returnDate: '2026-07-03' },
    ];
    const june = recipientMonthLines(resident({ leaves }), RATES, { month: '2026-06-01' });
    expect(of(june, 'Variable Component')[0]).toMatchObject({ paidCare: 28, paidLeaveSocial: 0, unpaidCare: 2 });
    const july = recipientMonthLines(resident({ leaves }), RATES, { month: '2026-07-01' });
    expect(of(july, 'Variable Component')[0]).toMatchObject({ paidCare: 29, paidLeaveSocial: 2, unpaidCare: 0 });
  });

  it('stops the variable component from day 29 of a continuous hospital leave; the base care tariff continues', () => {
    // Leave from 20 Oct (day 1); day 28 is 16 Nov, day 29 is 17 Nov; return 20 Nov.
    const lines = recipientMonthLines(
      resident({ leaves: [{ type: 'Hospital', startDate: '2026-10-20', returnDate: '2026-11-20' }] }),
      RATES,
      NOV,
    );
    expect(of(lines, 'Variable Component')[0]).toMatchObject({ paidCare: 11, paidLeaveHospital: 16, unpaidCare: 3 });
    expect(of(lines, 'Base Care Tariff')[0]).toMatchObject({ paidCare: 11, paidLeaveHospital: 19, unpaidCare: 0 });
  });

  it('pays transition care leave without counting it, and not a leave recorded as not claimable', () => {
    const lines = recipientMonthLines(
      resident({
        socialLeaveDaysElsewhere: 52,
        leaves: [
          { type: 'Social', kind: 'TransitionCare', startDate: '2026-11-02', returnDate: '2026-11-05' },
          { type: 'Social', kind: 'SocialNonClaimable', startDate: '2026-11-10', returnDate: '2026-11-12' },
        ],
      }),
      RATES,
      NOV,
    );
    expect(of(lines, 'Variable Component')[0]).toMatchObject({ paidCare: 25, paidLeaveTransition: 3, unpaidCare: 2 });
  });

  it('leaves pre-entry leave days unpaid', () => {
    const lines = recipientMonthLines(resident({ entryDate: '2026-11-28', preEntryLeaveDate: '2026-11-25' }), RATES, NOV);
    expect(of(lines, 'Variable Component')[0]).toMatchObject({ paidCare: 3, unpaidCare: 3, amountDue: '478.95' });
  });

  it('pays respite up to 63 days in the financial year, without leave columns', () => {
    const lines = recipientMonthLines(
      resident({
        careType: 'Respite',
        entryDate: '2026-11-01',
        classes: [{ anaccClass: 101, effectiveDate: '2026-11-01' }],
        respiteDaysUsedBefore: 60,
      }),
      RATES,
      NOV,
    );
    // 0.405 x 295.64 = 119.7342 -> $119.73.
    expect(of(lines, 'Variable Component')[0]).toMatchObject({
      paidCare: 3,
      unpaidCare: 27,
      dailyRate: '119.73',
      amountDue: '359.19',
      paidLeaveSocial: null,
      paidLeaveHospital: null,
      paidLeaveTransition: null,
    });
    expect(of(lines, 'Initial Entry Adjustment')).toEqual([]);
  });

  it('pays a supplement only when its rate is entered (never invented)', () => {
    const lines = recipientMonthLines(
      resident({
        supplements: [
          { type: 'Oxygen', startDate: '2026-11-03', endDate: null },
          { type: 'EnteralFeeding', bolus: true, startDate: '2026-11-03', endDate: '2026-11-12' },
        ],
      }),
      RATES,
      NOV,
    );
    expect(of(lines, 'Oxygen Supplement')).toEqual([]);
    expect(of(lines, 'Enteral Feeding Supplement Bolus')[0]).toMatchObject({ paidCare: 10, amountDue: '136.40' });
  });

  it('reduces the subsidy by the means-tested care fee (negative line), split at a change', () => {
    const lines = recipientMonthLines(
      resident({
        meansTestedCareFees: [
          { effectiveDate: '2026-07-01', dailyAmount: '10.00' },
          { effectiveDate: '2026-11-16', dailyAmount: '12.50' },
        ],
      }),
      RATES,
      NOV,
    );
    expect(of(lines, 'Means Tested Care Fee Reduction').map((l) => [l.paidCare, l.dailyRate, l.amountDue])).toEqual([
      [15, '-10.00', '-150.00'],
      [15, '-12.50', '-187.50'],
    ]);
  });

  it('makes no AN-ACC line without a price, and none at all before any rate is in force', () => {
    const noPrice = recipientMonthLines(resident(), [{ ...RATES[0], anaccPricePerNwau: null }], NOV);
    expect(noPrice.map((l) => l.paymentType)).toEqual(['Hotelling Supplement']);
    expect(recipientMonthLines(resident(), RATES, { month: '2025-09-01' })).toEqual([]);
  });

  it('summarises a statement: residents by care type, payment types, total', () => {
    const lines = [
      ...recipientMonthLines(resident(), RATES, NOV),
      ...recipientMonthLines(
        resident({
          careRecipientId: 'CR2',
          careType: 'Respite',
          entryDate: '2026-11-01',
          classes: [{ anaccClass: 101, effectiveDate: '2026-11-01' }],
        }),
        RATES,
        NOV,
      ),
    ];
    const s = summariseStatement(lines, { supported: { supported: 1, permanent: 3 } });
    expect(s.residents).toEqual({ permanent: 1, respite: 1, total: 2 });
    expect(s.supportedRatio).toBe('33.33');
    expect(s.dailySubsidies[0]).toEqual({ paymentType: 'Variable Component', paidDays: 60, amount: '8381.40' });
    // 4789.50 + 4434.60 + 664.50 + 3591.90 + 4434.60 + 664.50
    expect(s.totals).toEqual({ totalAmountPaid: '18579.60', lineCount: 6 });
    expect(s.facilityPayments).toEqual([]);
  });
});
