import { monthlyRetention, retentionFigures, retentionForMonth, type RetentionInput } from './retention';

const base: RetentionInput = {
  rad: [],
  rac: [],
  drawdowns: [],
  refundedFromLumpSum: '0',
  day: '2026-02-15',
  departureDate: null,
};

describe('worked example: a RAD by instalments after 1 Nov 2025, retention deducted monthly', () => {
  // $100,000 on 10 Nov 2025 and $300,000 on 20 Dec 2025.
  const rad = [
    { date: '2025-11-10', amount: '100000.00' },
    { date: '2025-12-20', amount: '300000.00' },
  ];
  test('Nov 21 days x 100,000 x 2 % / 365 = 115.07; Dec 19 x 100,000 + 12 x 400,000 = 356.16; Jan 31 x 400,000 = 679.45', () => {
    expect(monthlyRetention(rad, '2025-11').value?.toFixed(2)).toBe('115.07');
    // 19 x 5.4794... + 12 x 21.9178... = 104.11 + 263.01
    expect(monthlyRetention(rad, '2025-12').value?.toFixed(2)).toBe('367.12');
    expect(monthlyRetention(rad, '2026-01').value?.toFixed(2)).toBe('679.45');
  });
  test('read on 15 Feb 2026: the total is the whole months deducted (Nov-Jan), this month is February', () => {
    const r = retentionFigures({ ...base, rad });
    expect(r.total.value?.toFixed(2)).toBe('1161.64');
    // 28 x 400,000 x 2 % / 365
    expect(r.monthly.value?.toFixed(2)).toBe('613.70');
    expect(r.total.inputs).toContainEqual({ label: 'Months deducted', value: '3' });
    expect(r.startDate).toBe('2025-11-10');
    expect(r.endDate).toBe('2030-11-09');
  });
  test('fees drawn down from the deposit lower the balance: $10,000 drawn on 31 Jan 2026 -> Jan $679.45 - 1 day of $10,000 ($0.55)', () => {
    const r = retentionForMonth({ ...base, rad, drawdowns: [{ date: '2026-01-31', amount: '-10000.00' }] }, '2026-01');
    expect(r.rad.value?.toFixed(2)).toBe('678.90');
    expect(r.rac.value?.toFixed(2)).toBe('0.00');
  });
  test('refunded from the lump sum lowers the balance from the first payment', () => {
    const r = retentionForMonth({ ...base, rad, refundedFromLumpSum: '50000' }, '2025-11');
    // 21 x 50,000 x 2 % / 365 = 57.53
    expect(r.rad.value?.toFixed(2)).toBe('57.53');
  });
  test('a departed resident: retention stops the day before the departure, and that month is deducted', () => {
    const r = retentionFigures({ ...base, rad, day: '2026-01-16', departureDate: '2026-01-16' });
    // Jan: 15 days x 400,000 x 2 % / 365 = 328.77; total Nov + Dec + Jan(15 days)
    expect(r.monthly.value?.toFixed(2)).toBe('328.77');
    expect(r.total.value?.toFixed(2)).toBe('810.96');
    expect(r.total.inputs).toContainEqual({ label: 'Months deducted', value: '3' });
  });
});

describe('a RAD and a RAC: each from its own first payment, added', () => {
  test('RAD $100,000 from 1 Dec 2025 and RAC $36,500 from 1 Jan 2026, read 10 Feb 2026', () => {
    const r = retentionFigures({
      ...base,
      day: '2026-02-10',
      rad: [{ date: '2025-12-01', amount: '100000' }],
      rac: [{ date: '2026-01-01', amount: '36500' }],
    });
    // RAD: Dec 169.86 + Jan 169.86; RAC: Jan 31 x 36,500 x 2 % / 365 = 62.00
    expect(r.rad.total.value?.toFixed(2)).toBe('339.72');
    expect(r.rac.total.value?.toFixed(2)).toBe('62.00');
    expect(r.total.value?.toFixed(2)).toBe('401.72');
    expect(r.total.formula).toBe('Total retention = RAD retention + RAC retention');
  });
});
