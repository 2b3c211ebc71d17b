import { PAYMENT_TYPES, statementTabs } from './index';

const line = (over: Partial<Parameters<typeof statementTabs>[0][number]> = {}) => ({
  careRecipientId: 'CR1',
  firstName: 'Ada',
  lastName: 'Lane',
  careType: 'Permanent' as const,
  adjustmentMonth: '112026',
  paymentType: PAYMENT_TYPES.baseCareTariff,
  dailyRate: '147.82',
  paidCare: 28,
  paidLeaveSocial: 2,
  paidLeaveHospital: 0,
  paidLeaveTransition: 0,
  amountDue: '4434.60',
  anaccClass: null,
  ...over,
});

describe('statementTabs: the tabs one side of a month keeps', () => {
  test('a worked month: a permanent resident (fixed and variable), a respite stay and an adjustment of October', () => {
    const tabs = statementTabs(
      [
        line(),
        line({ paymentType: PAYMENT_TYPES.variable, dailyRate: '159.65', amountDue: '4789.50', anaccClass: 7 }),
        line({
          careRecipientId: 'CR2',
          firstName: 'Bo',
          lastName: 'Kim',
          careType: 'Respite',
          paymentType: PAYMENT_TYPES.variable,
          dailyRate: '169.70',
          paidCare: 10,
          paidLeaveSocial: null,
          paidLeaveHospital: null,
          paidLeaveTransition: null,
          amountDue: '1697.00',
          anaccClass: 102,
        }),
        // Three days of October paid in November (an adjustment): counted in the total and in adjustments.
        line({ adjustmentMonth: '102026', paidCare: 3, paidLeaveSocial: 0, amountDue: '443.46' }),
      ],
      {
        monthAndYear: '112026',
        facilityName: 'Bayside Gardens',
        supportedDays: { supported: 30, total: 90 },
        supportThreshold: '40.00',
        stays: new Map([['CR1', { entryDate: '2026-03-02', departureDate: null }]]),
        facilityPayments: [{ paymentType: 'AN-ACC', amount: '6486.5' }],
      },
    );
    expect(tabs.summary.layout).toBe('October2025');
    expect(tabs.summary.totals).toEqual({
      totalAmountPaid: '11364.56',
      residentPayments: '11364.56',
      facilityPayments: '6486.50',
      adjustments: '443.46',
    });
    expect(tabs.summary.facilityPayments[0].description).toMatch(/AN-ACC/);
    expect(tabs.residents).toEqual([
      expect.objectContaining({ careRecipientId: 'CR2', careType: 'Respite', anaccClass: 'Respite Class 2', amount: '1697.00' }),
      // Paid days: November's base care tariff days (28 in care + 2 on social leave), not October's adjustment.
      expect.objectContaining({
        careRecipientId: 'CR1',
        entryDate: '2026-03-02',
        anaccClass: 'Class 7',
        paidDays: 30,
        amount: '9667.56',
      }),
    ]);
    // 30 of 90 permanent days supported: 33.33 %, under a 40 % threshold.
    expect(tabs.supportedRatio).toEqual({
      supportedDays: 30,
      totalDays: 90,
      supportedRatio: '33.33',
      supportThreshold: '40.00',
      isAboveThreshold: false,
    });
    // One row per payment type, care type and daily rate: November's and October's base care tariff share a rate.
    expect(tabs.dailySubsidies.map((d) => [d.paymentType, d.careType, d.dailyRate, d.days, d.amount])).toEqual([
      [PAYMENT_TYPES.variable, 'Permanent', '159.65', 30, '4789.50'],
      [PAYMENT_TYPES.variable, 'Respite', '169.70', 10, '1697.00'],
      [PAYMENT_TYPES.baseCareTariff, 'Permanent', '147.82', 33, '4878.06'],
    ]);
  });

  test('no lines: zero totals, no rows, the supported ratio not computable', () => {
    const tabs = statementTabs([], { monthAndYear: '062024', facilityName: 'X', supportedDays: { supported: 0, total: 0 } });
    expect(tabs.summary.layout).toBe('BeforeJuly2024');
    expect(tabs.summary.totals.totalAmountPaid).toBe('0.00');
    expect(tabs.residents).toEqual([]);
    expect(tabs.supportedRatio?.supportedRatio).toBeNull();
    expect(tabs.supportedRatio?.isAboveThreshold).toBeNull();
  });
});
