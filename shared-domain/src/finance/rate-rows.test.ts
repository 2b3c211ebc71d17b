import {
  RATE_ROW_MESSAGES as M,
  derivedEndDates,
  duplicateStart,
  rateRowErrors,
  ratesInForce,
  maxRowStart,
  removeRateRow,
  withFollowingStarts,
  type RateRow,
} from './rate-rows';
import { rateInForceOn } from '../rate-periods';

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

  test('a rate is a percent: 100 is the most (150 is refused saying so)', () => {
    expect(rateRowErrors([{ ...mpir[0], rate: '100' }])[0]).toEqual({});
    expect(rateRowErrors([{ ...mpir[0], rate: '100.01' }])[0].rate).toBe(M.rateAboveMaximum);
    expect(rateRowErrors([{ ...mpir[0], rate: '150' }])[0].rate).toBe(M.rateAboveMaximum);
    expect(rateRowErrors([{ ...mpir[0], rate: '0' }])[0]).toEqual({});
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

  test("each row starts the day after the previous row's end: a gap or an overlap is refused on the later row", () => {
    // 30 Sep 2024 -> 1 Apr 2025 skips two quarters (the reference data leaves Oct 2024 - Mar 2025 unconfirmed).
    const gap = [mpir[2], { startDate: '2025-04-01', endDate: '2025-06-30', rate: '8.17' }];
    expect(rateRowErrors(gap)).toEqual([{}, { startDate: M.startNotAfterPrevious }]);
    // 1 Sep 2024 starts inside the previous row (1 Jul - 30 Sep 2024).
    const overlap = [mpir[2], { startDate: '2024-09-01', endDate: '2024-12-31', rate: '8.40' }];
    expect(rateRowErrors(overlap)[1].startDate).toBe(M.startNotAfterPrevious);
    // Leap day: 29 Feb 2024 is followed by 1 Mar 2024.
    expect(
      rateRowErrors([
        { startDate: '2024-01-01', endDate: '2024-02-29', rate: '8.38' },
        { startDate: '2024-03-01', endDate: '2024-03-31', rate: '8.38' },
      ]),
    ).toEqual([{}, {}]);
    // What the screen sets (withFollowingStarts) always passes.
    expect(rateRowErrors(withFollowingStarts(gap))).toEqual([{}, {}]);
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

  test('the rate in force on a day (one row list)', () => {
    const rates = ratesInForce([{ startDate: '2024-03-20', rows: mpir }]);
    expect(rateInForceOn(rates, '2024-05-15')?.rate).toBe('8.34');
    expect(rateInForceOn(rates, '2024-09-30')?.rate).toBe('8.36');
    expect(rateInForceOn(rates, '2024-10-01')).toBeNull();
  });
});

describe('the rates in force across records (the one rule of the MPIR of a day)', () => {
  test('a later-starting record wins on the days its rows cover; the earlier row keeps the days left to it', () => {
    const records = [
      { startDate: '2024-03-20', rows: mpir },
      // A correction entered in a later record: 1 Aug - 30 Sep 2024 at 8.40 %.
      { startDate: '2024-09-20', rows: [{ startDate: '2024-08-01', endDate: '2024-09-30', rate: '8.40' }] },
    ];
    expect(ratesInForce(records)).toEqual([
      { startDateUtc: '2024-01-01', endDateUtc: '2024-03-31', rate: '8.38' },
      { startDateUtc: '2024-04-01', endDateUtc: '2024-06-30', rate: '8.34' },
      { startDateUtc: '2024-07-01', endDateUtc: '2024-07-31', rate: '8.36' },
      { startDateUtc: '2024-08-01', endDateUtc: '2024-09-30', rate: '8.40' },
    ]);
  });

  test('the record decides, not the row start: a later record with an earlier-starting row still wins', () => {
    // The older record's row starts later (1 Jan 2026) than the newer record's (1 Oct 2025), yet the newer record wins.
    const records = [
      { startDate: '2025-09-20', rows: [{ startDate: '2026-01-01', endDate: '2026-03-31', rate: '7.50' }] },
      { startDate: '2025-11-01', rows: [{ startDate: '2025-10-01', endDate: '2026-06-30', rate: '7.00' }] },
    ];
    const rates = ratesInForce(records);
    expect(rates).toEqual([{ startDateUtc: '2025-10-01', endDateUtc: '2026-06-30', rate: '7.00' }]);
    expect(rateInForceOn(rates, '2026-02-01')?.rate).toBe('7.00');
  });

  test('a correction in the middle of an older row splits it; a gap stays a gap', () => {
    const records = [
      { startDate: '2024-03-20', rows: [{ startDate: '2024-07-01', endDate: '2024-12-31', rate: '8.36' }] },
      { startDate: '2024-10-20', rows: [{ startDate: '2024-10-01', endDate: '2024-10-31', rate: '8.40' }] },
      { startDate: '2025-03-20', rows: [{ startDate: '2025-04-01', endDate: '2025-06-30', rate: '8.17' }] },
    ];
    const rates = ratesInForce(records);
    expect(rates.map((r) => [r.startDateUtc, r.endDateUtc, r.rate])).toEqual([
      ['2024-07-01', '2024-09-30', '8.36'],
      ['2024-10-01', '2024-10-31', '8.40'],
      ['2024-11-01', '2024-12-31', '8.36'],
      ['2025-04-01', '2025-06-30', '8.17'],
    ]);
    expect(rateInForceOn(rates, '2025-02-01')).toBeNull();
  });

  test('incomplete rows (no start, no end, start after end) are in force nowhere', () => {
    expect(
      ratesInForce([
        {
          startDate: '2025-09-20',
          rows: [
            { startDate: '', endDate: '2025-12-31', rate: '7.61' },
            { startDate: '2025-10-01', endDate: '', rate: '7.61' },
            { startDate: '2025-12-01', endDate: '2025-11-30', rate: '7.61' },
          ],
        },
      ]),
    ).toEqual([]);
  });

  test('an open end is in force from its start on; on overlapping rows the latest start wins', () => {
    const rates = [
      { startDateUtc: '2025-10-01', endDateUtc: null, rate: '7.61' },
      { startDateUtc: '2025-07-01', endDateUtc: '2025-12-31', rate: '7.00' },
    ];
    expect(rateInForceOn(rates, '2030-01-01')?.rate).toBe('7.61');
    expect(rateInForceOn(rates, '2025-11-01')?.rate).toBe('7.61');
    expect(rateInForceOn(rates, '2025-08-01')?.rate).toBe('7.00');
    expect(rateInForceOn(rates, '2025-06-30')).toBeNull();
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
