import {
  RATE_ROW_MESSAGES as M,
  derivedEndDates,
  duplicateStart,
  rateOnDay,
  rateRowErrors,
  maxRowStart,
  removeRateRow,
  withFollowingStarts,
  type RateRow,
} from './rate-rows';

// MPIR by quarter, 2024 (../shared/reference-data: confirmed secondary sources).
const mpir: RateRow[] = [
  { startDate: '2024-01-01', endDate: '2024-03-31', rate: '8.38' },
  { startDate: '2024-04-01', endDate: '2024-06-30', rate: '8.34' },
  { startDate: '2024-07-01', endDate: '2024-09-30', rate: '8.36' },
];

describe('fees rate lists (MPIR, maximum penalty interest)', () => {
  test('quarterly MPIR rows are valid', () => {
    expect(rateRowErrors(mpir)).toEqual([{}, {}, {}]);
  });

  test('start, end and rate are each required; the rate is a percent with at most 2 decimals', () => {
    expect(rateRowErrors([{ startDate: '', endDate: '', rate: ' ' }])).toEqual([
      { startDate: M.startRequired, endDate: M.endRequired, rate: M.rateRequired },
    ]);
    expect(rateRowErrors([{ ...mpir[0], rate: '8.385' }])[0].rate).toBe(M.rateInvalid);
    expect(rateRowErrors([{ ...mpir[0], rate: '-1' }])[0].rate).toBe(M.rateInvalid);
  });

  test('a start after its end is refused', () => {
    expect(rateRowErrors([{ startDate: '2025-05-01', endDate: '2025-04-30', rate: '8' }])[0].startDate).toBe(M.startAfterEnd);
  });

  test("each end must be before the next row's end", () => {
    const rows = [mpir[0], { ...mpir[1], endDate: '2024-03-31' }];
    expect(rateRowErrors(rows)[0].endDate).toBe(M.endNotBeforeNext);
  });

  test('no start after 31 Oct 2025 (the fees maximum start date)', () => {
    expect(rateRowErrors([{ startDate: '2025-11-01', endDate: '2025-12-31', rate: '7.61' }])[0].startDate).toBe(
      M.startAfterMaximum,
    );
    expect(rateRowErrors([{ startDate: '2025-10-31', endDate: '2025-12-31', rate: '7.61' }])[0]).toEqual({});
    // a record starting on or after 1 Nov 2025 (the Act 2025) has no maximum: 2026's MPIR can be entered
    expect(
      rateRowErrors([{ startDate: '2026-01-01', endDate: '2026-03-31', rate: '7.5' }], { recordStart: '2025-11-01' })[0],
    ).toEqual({});
    expect(maxRowStart('2025-09-20')).toBe('2025-10-31');
    expect(maxRowStart('2026-01-01')).toBeNull();
  });

  test('the next start is the previous end plus one day', () => {
    const edited = withFollowingStarts([{ ...mpir[0], endDate: '2024-02-29' }, mpir[1]]);
    expect(edited[1].startDate).toBe('2024-03-01');
    expect(withFollowingStarts([{ ...mpir[0], endDate: '' }, mpir[1]])[1].startDate).toBe('2024-04-01');
  });

  test('the first row cannot be removed and one row is always kept; removing a middle row re-chains the starts', () => {
    expect(removeRateRow(mpir, 0)).toEqual(mpir);
    expect(removeRateRow([mpir[0]], 0)).toEqual([mpir[0]]);
    const left = removeRateRow(mpir, 1);
    expect(left).toHaveLength(2);
    expect(left[1]).toEqual({ startDate: '2024-04-01', endDate: '2024-09-30', rate: '8.36' });
  });

  test('the rate in force on a day', () => {
    expect(rateOnDay(mpir, '2024-05-15')?.rate).toBe('8.34');
    expect(rateOnDay(mpir, '2024-09-30')?.rate).toBe('8.36');
    expect(rateOnDay(mpir, '2024-10-01')).toBeNull();
  });
});

describe('schedules: a record ends one second before the next later start', () => {
  test('derived end dates, the latest open', () => {
    expect(derivedEndDates(['2025-07-01T00:00:00Z', '2024-07-01T00:00:00Z', '2025-11-01T00:00:00Z'])).toEqual([
      '2025-10-31T23:59:59Z',
      '2025-06-30T23:59:59Z',
      null,
    ]);
  });

  test('a duplicate start is refused, but a record keeps its own start when edited', () => {
    const starts = ['2024-07-01T00:00:00Z', '2025-07-01T00:00:00Z'];
    expect(duplicateStart(starts, '2025-07-01T00:00:00.000Z')).toBe(true);
    expect(duplicateStart(starts, '2025-07-01T00:00:00Z', 1)).toBe(false);
    expect(duplicateStart(starts, '2025-11-01T00:00:00Z')).toBe(false);
  });
});
