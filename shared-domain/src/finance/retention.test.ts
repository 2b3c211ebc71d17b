import {
  monthlyRetention,
  retentionDays,
  retentionEndDate,
  retentionFigures,
  retentionForMonth,
  type RetentionInput,
} from './retention';

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
  test('Nov 21 days x 100,000 x 2 % / 365 = 115.07; Dec 19 x 100,000 + 12 x 400,000 = 367.12; Jan 31 x 400,000 = 679.45', () => {
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
    // Nov (21 days) + Dec (31) + Jan (31) of the five years' 1,826 days.
    expect(r.total.inputs).toContainEqual({ label: 'Days retained so far', value: '83 of 1,826' });
    expect(r.total.inputs).toContainEqual({ label: 'Last day retained', value: '09 Nov 2030' });
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
    // Nov (21) + Dec (31) + 1-15 Jan (15).
    expect(r.total.inputs).toContainEqual({ label: 'Days retained so far', value: '67 of 1,826' });
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

describe('worked example: five years of days from a first payment on the 15th', () => {
  // $365,000 from 15 Jan 2026: $20.00 a day in a common year (365,000 x 2 % / 365).
  const rad = [{ date: '2026-01-15', amount: '365000' }];
  test('the last day retained is 14 Jan 2031, the day before the fifth anniversary: 1,826 days', () => {
    expect(retentionEndDate('2026-01-15')).toBe('2031-01-14');
    expect(retentionDays('2026-01-15')).toBe(1826);
  });
  test('the first month counts from the 15th (17 days), the anniversary month to the 14th (14 days), nothing after', () => {
    expect(monthlyRetention(rad, '2026-01').value?.toFixed(2)).toBe('340.00');
    expect(monthlyRetention(rad, '2031-01').value?.toFixed(2)).toBe('280.00');
    expect(monthlyRetention(rad, '2031-02').value?.toFixed(2)).toBe('0.00');
  });
  test('61 calendar months touched, five years of days retained: the count shown is 1,826 of 1,826', () => {
    const r = retentionFigures({ ...base, rad, day: '2031-03-10' });
    expect(r.total.inputs).toContainEqual({ label: 'Days retained so far', value: '1,826 of 1,826' });
    expect(r.total.inputs).toContainEqual({ label: 'Last day retained', value: '14 Jan 2031' });
    expect(r.endDate).toBe('2031-01-14');
    // Nothing is retained after the last day.
    expect(r.monthly.value?.toFixed(2)).toBe('0.00');
  });
  test('a first payment on a leap day: the anniversary in a common year is 1 Mar, so 28 Feb 2033 is retained', () => {
    expect(retentionEndDate('2028-02-29')).toBe('2033-02-28');
    expect(retentionDays('2028-02-29')).toBe(1827);
    const leap = [{ date: '2028-02-29', amount: '365000' }];
    expect(monthlyRetention(leap, '2033-02').value?.toFixed(2)).toBe('560.00');
    expect(monthlyRetention(leap, '2033-03').value?.toFixed(2)).toBe('0.00');
  });
});
