import {
  pairAndAutoMatch,
  probableCause,
  recipientMonthLines,
  type CauseEvidence,
  type RecipientMonthInput,
  type StatementLine,
  type StatementRatePeriod,
} from '../statements';

const RATES: StatementRatePeriod[] = [
  {
    startDate: '2025-10-01',
    anaccPricePerNwau: '295.64',
    baseCareTariffNwau: '0.5',
    classNwau: { 7: '0.54', 9: '0.53' },
    hotellingSupplement: '22.15',
    oxygenSupplement: '11.00',
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
const NOV = '2026-11-01';
const linesOf = (input: RecipientMonthInput, rounding: 'rate' | 'line' = 'rate', month = NOV) =>
  recipientMonthLines(input, RATES, { month, rounding });
const only = (lines: StatementLine[], type: string) => lines.filter((l) => l.paymentType === type);
const ENTRY_ACCEPTED = { requestType: 'Entry', status: 'Accepted', eventDate: '2025-10-01', processedOn: '2025-10-01' };

describe('pairAndAutoMatch', () => {
  it('pairs lines that agree to the cent on recipient, care type, adjustment month and payment type', () => {
    const expected = linesOf(resident());
    const actual = linesOf(resident(), 'line');
    let n = 0;
    const r = pairAndAutoMatch(expected, actual, () => `g${++n}`);
    // The base care tariff (147.82 exactly) and hotelling agree; the variable line is 13 cents apart.
    expect(r.pairs.map((p) => [p.expected.paymentType, p.groupIdentifier])).toEqual([
      ['Base Care Tariff', 'g1'],
      ['Hotelling Supplement', 'g2'],
    ]);
    expect(r.expected.map((l) => l.amountDue)).toEqual(['4789.50']);
    expect(r.actual.map((l) => l.amountDue)).toEqual(['4789.37']);
  });
  it('pairs each line once, and never across care recipients', () => {
    const a = { careRecipientId: 'A', careType: 'Permanent', adjustmentMonth: '112026', paymentType: 'X', amountDue: '1.00' };
    const r = pairAndAutoMatch([a, a, { ...a, careRecipientId: 'B' }], [{ ...a }], () => 'g');
    expect(r.pairs).toHaveLength(1);
    expect(r.expected).toHaveLength(2);
    expect(r.actual).toHaveLength(0);
  });
});

describe('probableCause', () => {
  const evidence = (over: Partial<CauseEvidence>): CauseEvidence => ({
    side: 'Expected',
    statementMonth: NOV,
    counterparts: [],
    submissions: [ENTRY_ACCEPTED],
    expectedClasses: [{ anaccClass: 7, effectiveDate: '2025-10-01' }],
    assessedClasses: [{ anaccClass: 7, effectiveDate: '2025-10-01' }],
    ...over,
  });

  it('names a rounding difference: the same 30 days at $159.65, 13 cents apart', () => {
    const [e] = only(linesOf(resident()), 'Variable Component');
    const [a] = only(linesOf(resident(), 'line'), 'Variable Component');
    expect(probableCause(e, evidence({ counterparts: [a] }))).toBe('Rounding difference of $0.13');
    expect(probableCause(a, evidence({ side: 'Actual', counterparts: [e] }))).toBe('Rounding difference of $0.13');
  });

  it('names an entry accepted after the month: 12 days paid next month, then the adjustment line', () => {
    const entered = resident({ entryDate: '2026-11-19' });
    const [e] = only(linesOf(entered), 'Variable Component');
    expect(e.paidCare).toBe(12);
    const submissions = [{ requestType: 'Entry', status: 'Accepted', eventDate: '2026-11-19', processedOn: '2026-12-03' }];
    expect(probableCause(e, evidence({ submissions }))).toBe('Entry event accepted on 3 Dec: 12 days paid next month');
    // December's statement carries November's days as an adjustment line (adjustment month 112026).
    const [adjustment] = only(linesOf(entered, 'line'), 'Variable Component');
    expect(probableCause(adjustment, evidence({ side: 'Actual', statementMonth: '2026-12-01', submissions }))).toBe(
      'Entry event accepted on 3 Dec: 12 days of November 2026 paid this month',
    );
  });

  it('names an entry event Services Australia holds', () => {
    const [e] = only(linesOf(resident({ entryDate: '2026-11-19' })), 'Base Care Tariff');
    const submissions = [{ requestType: 'Entry', status: 'Held', eventDate: '2026-11-19', processedOn: '2026-11-20' }];
    expect(probableCause(e, evidence({ submissions }))).toBe(
      'Entry event Held by Services Australia: not paid until it is accepted',
    );
  });

  it('names a departure Services Australia has not accepted (it pays the days after it)', () => {
    const [e] = only(linesOf(resident({ departureDate: '2026-11-21' })), 'Base Care Tariff');
    const [a] = only(linesOf(resident(), 'line'), 'Base Care Tariff');
    const submissions = [
      ENTRY_ACCEPTED,
      { requestType: 'Departure', status: 'BeingProcessed', eventDate: '2026-11-21', processedOn: null },
    ];
    expect(probableCause(a, evidence({ side: 'Actual', counterparts: [e], submissions }))).toBe(
      'Departure event waiting on response: not paid until it is accepted',
    );
  });

  it('names a departure accepted after the month: the days after it adjusted next month', () => {
    const [e] = only(linesOf(resident({ departureDate: '2026-11-21' })), 'Base Care Tariff');
    const [a] = only(linesOf(resident(), 'line'), 'Base Care Tariff');
    const submissions = [
      ENTRY_ACCEPTED,
      { requestType: 'Departure', status: 'Accepted', eventDate: '2026-11-21', processedOn: '2026-12-06' },
    ];
    expect(probableCause(e, evidence({ counterparts: [a], submissions }))).toBe(
      'Departure event accepted on 6 Dec: 10 days adjusted next month',
    );
  });

  it('names an assessed class when the product has no expected class', () => {
    const [a] = only(
      linesOf(resident({ classes: [{ anaccClass: 9, effectiveDate: '2026-11-03' }], entryDate: '2026-11-03' }), 'line'),
      'Variable Component',
    );
    expect(
      probableCause(
        a,
        evidence({
          side: 'Actual',
          submissions: [{ requestType: 'Entry', status: 'Accepted', eventDate: '2026-11-03', processedOn: '2026-11-04' }],
          expectedClasses: [],
          assessedClasses: [{ anaccClass: 9, effectiveDate: '2026-11-03' }],
        }),
      ),
    ).toBe('Class 9 assessed effective 3 Nov: no expected class recorded');
  });

  it('names a reclassification backdated into the month: class 7 to 9 effective 14 Nov', () => {
    const [e] = only(linesOf(resident()), 'Variable Component');
    const actual = only(
      linesOf(
        resident({
          classes: [
            { anaccClass: 7, effectiveDate: '2025-10-01' },
            { anaccClass: 9, effectiveDate: '2026-11-14' },
          ],
        }),
        'line',
      ),
      'Variable Component',
    );
    const assessedClasses = [
      { anaccClass: 7, effectiveDate: '2025-10-01' },
      { anaccClass: 9, effectiveDate: '2026-11-14' },
    ];
    expect(probableCause(e, evidence({ counterparts: actual, assessedClasses }))).toBe(
      'Class changed from 7 to 9 effective 14 Nov',
    );
    expect(
      probableCause(actual[1], evidence({ side: 'Actual', counterparts: [e], siblings: [actual[0]], assessedClasses })),
    ).toBe('Class changed from 7 to 9 effective 14 Nov');
  });

  it('names an assessed class that differs from the expected one since entry', () => {
    const [e] = only(linesOf(resident({ entryDate: '2026-11-03' })), 'Variable Component');
    expect(
      probableCause(
        e,
        evidence({
          submissions: [{ requestType: 'Entry', status: 'Accepted', eventDate: '2026-11-03', processedOn: '2026-11-04' }],
          assessedClasses: [{ anaccClass: 9, effectiveDate: '2026-11-03' }],
        }),
      ),
    ).toBe('Class changed from 7 to 9 effective 3 Nov');
  });

  it('names social leave beyond 52 days that Services Australia counted (leave with a previous provider)', () => {
    const leaves = [{ type: 'Social' as const, kind: 'Social' as const, startDate: '2026-11-10', returnDate: '2026-11-14' }];
    const [e] = only(linesOf(resident({ leaves })), 'Variable Component');
    const [a] = only(linesOf(resident({ leaves, socialLeaveDaysElsewhere: 52 }), 'line'), 'Variable Component');
    expect(a.unpaidCare).toBe(4);
    expect(probableCause(e, evidence({ counterparts: [a], socialLeaveDaysInMonth: 4 }))).toBe(
      'Social leave beyond 52 days: 4 days unpaid',
    );
  });

  it('names hospital leave beyond 28 days counted differently', () => {
    const [e] = only(
      linesOf(resident({ leaves: [{ type: 'Hospital', startDate: '2026-10-20', returnDate: '2026-11-20' }] })),
      'Variable Component',
    );
    const a = { ...e, unpaidCare: 0, paidLeaveHospital: 19, amountDue: '4789.37' };
    expect(probableCause(e, evidence({ counterparts: [a], hospitalLeaveDaysBeyondLimitInMonth: 3 }))).toBe(
      'Hospital leave beyond 28 days: 3 days without the variable component',
    );
  });

  it('names a means-test change: $10.00 to $12.50 a day from the 16th', () => {
    const fees = [{ effectiveDate: '2026-07-01', dailyAmount: '10.00' }];
    const [e] = only(linesOf(resident({ meansTestedCareFees: fees })), 'Means Tested Care Fee Reduction');
    const actual = only(
      linesOf(resident({ meansTestedCareFees: [...fees, { effectiveDate: '2026-11-16', dailyAmount: '12.50' }] }), 'line'),
      'Means Tested Care Fee Reduction',
    );
    const cause = 'Means-tested care fee changed from $10.00 to $12.50 a day';
    expect(probableCause(e, evidence({ counterparts: actual }))).toBe(cause);
    expect(probableCause(actual[0], evidence({ side: 'Actual', counterparts: [e], siblings: [actual[1]] }))).toBe(cause);
  });

  it('names a supplement recorded by the product that is not on the payment statement', () => {
    const supplements = [{ type: 'Oxygen' as const, startDate: '2026-11-03', endDate: null }];
    const [e] = only(linesOf(resident({ supplements })), 'Oxygen Supplement');
    expect(probableCause(e, evidence({ supplements }))).toBe(
      'Oxygen Supplement recorded from 3 Nov: not on the payment statement',
    );
  });

  it('is null when nothing explains the line', () => {
    const [e] = only(linesOf(resident()), 'Base Care Tariff');
    expect(probableCause(e, evidence({}))).toBeNull();
  });
});
