import { MPIR_NOT_SET } from '../messages';
import { calculatedRac, progressPercent } from './accommodation';
import { monthlyRetention, retentionEndDate } from './retention';

describe('calculated refundable accommodation contribution = 365 x DAC / (MPIR / 100)', () => {
  test('a DAC of $60.00 at the Oct-Dec 2025 MPIR of 7.61 % is $287,779.24', () => {
    // 365 x 60 / 0.0761 = 287,779.237... -> $287,779.24
    const r = calculatedRac({ value: '60.00', effectiveDate: '2025-11-10' }, { rate: '7.61', startDate: '2025-10-01' });
    expect(r.value?.toFixed(2)).toBe('287779.24');
    expect(r.inputs.map((i) => i.label)).toEqual([
      'Daily accommodation contribution',
      'Maximum permissible interest rate (MPIR)',
    ]);
    expect(r.inputs[1]).toMatchObject({ value: '7.61%', effectiveDate: '2025-10-01' });
  });

  test('rounds half up to the cent: DAC $1.00 at 3 % is 12,166.666... -> $12,166.67', () => {
    expect(calculatedRac({ value: 1 }, { rate: 3 }).value?.toFixed(2)).toBe('12166.67');
  });

  test('without an MPIR in force (or a zero rate) the figure is missing, with the seed message', () => {
    for (const mpir of [null, { rate: '0' }]) {
      const r = calculatedRac({ value: '60' }, mpir);
      expect(r.value).toBeNull();
      expect(r.missing).toBe(MPIR_NOT_SET);
    }
  });
});

describe('progress', () => {
  test('paid over total, to 2 decimals', () => {
    expect(progressPercent('125000', '550000').value?.toFixed(2)).toBe('22.73');
  });
  test('capped at 100 and never below 0; nothing to pay is 0', () => {
    expect(progressPercent('600000', '550000').value?.toFixed(2)).toBe('100.00');
    expect(progressPercent('-10', '100').value?.toFixed(2)).toBe('0.00');
    expect(progressPercent('10', '0').value?.toFixed(2)).toBe('0.00');
  });
});

describe('retention: 2 % a year of the balance, daily, for five years of days from the first payment', () => {
  const rad = [{ date: '2025-11-10', amount: '500000.00' }];

  test('the first month counts from the payment day: 21 days of $500,000 in Nov 2025 = $575.34', () => {
    // 500,000 x 0.02 / 365 = 27.3972... a day; x 21 = 575.342...
    const r = monthlyRetention(rad, '2025-11');
    expect(r.value?.toFixed(2)).toBe('575.34');
    expect(r.inputs.find((i) => i.label === 'Days charged this month')?.value).toBe('21');
  });

  test('a full month: 31 days in Dec 2025 = $849.32', () => {
    expect(monthlyRetention(rad, '2025-12').value?.toFixed(2)).toBe('849.32');
  });

  test('paid by instalments: a second $100,000 on 16 Dec 2025 raises the balance from that day ($936.99)', () => {
    // 15 days x 500,000 + 16 days x 600,000, each x 0.02 / 365: 410.96 + 526.03
    const r = monthlyRetention([...rad, { date: '2025-12-16', amount: '100000' }], '2025-12');
    expect(r.value?.toFixed(2)).toBe('936.99');
  });

  test('a leap year divides by 366: Feb 2028 = 29 x 500,000 x 0.02 / 366 = $792.35', () => {
    expect(monthlyRetention(rad, '2028-02').value?.toFixed(2)).toBe('792.35');
  });

  test('the last day retained is the day before the fifth anniversary: 9 days in Nov 2030, nothing after', () => {
    expect(retentionEndDate('2025-11-10')).toBe('2030-11-09');
    expect(monthlyRetention(rad, '2030-11').value?.toFixed(2)).toBe('246.58');
    expect(monthlyRetention(rad, '2030-12').value?.toFixed(2)).toBe('0.00');
  });

  test('nothing before the first payment, and nothing without payments', () => {
    expect(monthlyRetention(rad, '2025-10').value?.toFixed(2)).toBe('0.00');
    expect(monthlyRetention([], '2025-12').value?.toFixed(2)).toBe('0.00');
  });

  test('a first payment on 29 Feb: the anniversary in a common year is 1 Mar, so the last day retained is 28 Feb', () => {
    expect(retentionEndDate('2028-02-29')).toBe('2033-02-28');
  });
});
