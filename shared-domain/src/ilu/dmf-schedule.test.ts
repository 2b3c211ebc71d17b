import {
  blankDmfRow,
  canRemoveDmfRow,
  dmfRowTotals,
  dmfSchedulePeriods,
  isCompleteDmfRow,
  normaliseDmfSchedule,
  type DmfScheduleRow,
} from './dmf-schedule';

/** Catalina Village: 6 % a year for years 1-3, 5 % for year 4, 4 % a year for years 5-7 (35 % at most). */
const catalina: DmfScheduleRow[] = [
  { effectiveMonth: 36, value: 6 },
  { effectiveMonth: 12, value: '5' },
  { effectiveMonth: 36, value: '4.00' },
];

describe('the DMF schedule total column: rate x months / 12 plus the nearest earlier total', () => {
  test('Catalina Village: 6 x 36/12 = 18; 18 + 5 x 12/12 = 23; 23 + 4 x 36/12 = 35 (its 35 % maximum)', () => {
    expect(dmfRowTotals(catalina)).toEqual(['18.00', '23.00', '35.00']);
  });

  test('a row at month 0 or with a blank month or rate is blank and adds nothing to the rows after it', () => {
    const rows: DmfScheduleRow[] = [
      { effectiveMonth: 36, value: 6 },
      { effectiveMonth: 0, value: 5 },
      { effectiveMonth: 12, value: null },
      { effectiveMonth: null, value: '3' },
      { effectiveMonth: 12, value: '' },
      { effectiveMonth: 12, value: 0 },
      { effectiveMonth: 12, value: 5 },
    ];
    // 18; blank x5; 18 + 5 x 12/12 = 23
    expect(dmfRowTotals(rows)).toEqual(['18.00', null, null, null, null, null, '23.00']);
  });

  test('a part of a year: 5 % a year for 7 months = 2.916... -> 2.92; totals run on the exact shares', () => {
    // 2.91666 + 2.91666 = 5.8333 -> 5.83 (not 2.92 + 2.92 = 5.84)
    expect(
      dmfRowTotals([
        { effectiveMonth: 7, value: 5 },
        { effectiveMonth: 7, value: 5 },
      ]),
    ).toEqual(['2.92', '5.83']);
  });

  test('text that is not a number, a negative rate or a part of a month is a row that does not count', () => {
    expect(isCompleteDmfRow({ effectiveMonth: 12, value: 'abc' })).toBe(false);
    expect(isCompleteDmfRow({ effectiveMonth: 12, value: -1 })).toBe(false);
    expect(isCompleteDmfRow({ effectiveMonth: 1.5, value: 5 })).toBe(false);
    expect(isCompleteDmfRow({ effectiveMonth: 1, value: '0.5' })).toBe(true);
  });
});

describe('the schedule as saved: rows with a month above 0 and a rate above 0, renumbered from 1', () => {
  test('(36, 6), (0, 5), (12, blank), (12, 5) -> (36, 6) #1, (12, 5) #2, keeping what else the rows carry', () => {
    const rows = [
      { effectiveMonth: 36, value: '6', id: 10 },
      { effectiveMonth: 0, value: '5', id: 11 },
      { effectiveMonth: 12, value: null, id: 12 },
      { effectiveMonth: 12, value: '5', id: 13 },
    ];
    expect(normaliseDmfSchedule(rows)).toEqual([
      { effectiveMonth: 36, value: '6', id: 10, feeOrderNumber: 1 },
      { effectiveMonth: 12, value: '5', id: 13, feeOrderNumber: 2 },
    ]);
  });

  test('the editor keeps at least one row; a new row is blank', () => {
    expect(canRemoveDmfRow([blankDmfRow()])).toBe(false);
    expect(canRemoveDmfRow([blankDmfRow(), blankDmfRow()])).toBe(true);
    expect(blankDmfRow()).toEqual({ effectiveMonth: null, value: null });
  });
});

describe("each row's period: calendar months from the admission date, one row after another", () => {
  test('Catalina Village from 1 Jul 2023: 1 Jul 2023 - 30 Jun 2026, 1 Jul 2026 - 30 Jun 2027, 1 Jul 2027 - 30 Jun 2030', () => {
    expect(dmfSchedulePeriods(catalina, '2023-07-01')).toEqual([
      { feeOrderNumber: 1, effectiveMonth: 36, value: '6', start: '2023-07-01', end: '2026-07-01', lastDay: '2026-06-30' },
      { feeOrderNumber: 2, effectiveMonth: 12, value: '5', start: '2026-07-01', end: '2027-07-01', lastDay: '2027-06-30' },
      { feeOrderNumber: 3, effectiveMonth: 36, value: '4', start: '2027-07-01', end: '2030-07-01', lastDay: '2030-06-30' },
    ]);
  });

  test('rows that do not count have no period: the next row starts where the last counted one ended', () => {
    const periods = dmfSchedulePeriods(
      [
        { effectiveMonth: 12, value: 6 },
        { effectiveMonth: 0, value: 5 },
        { effectiveMonth: 24, value: null },
        { effectiveMonth: 12, value: 5 },
      ],
      '2025-01-15',
    );
    expect(periods.map((p) => [p.start, p.lastDay])).toEqual([
      ['2025-01-15', '2026-01-14'],
      ['2026-01-15', '2027-01-14'],
    ]);
  });

  test('an admission on the 31st: every start counted from the admission date, a missing day rolls to the 1st', () => {
    const monthly = Array.from({ length: 4 }, () => ({ effectiveMonth: 1, value: 5 }));
    // 31 Jan + 1 month: no 31 Feb -> 1 Mar; + 2: 31 Mar; + 3: no 31 Apr -> 1 May; + 4: 31 May
    expect(dmfSchedulePeriods(monthly, '2026-01-31').map((p) => [p.start, p.end])).toEqual([
      ['2026-01-31', '2026-03-01'],
      ['2026-03-01', '2026-03-31'],
      ['2026-03-31', '2026-05-01'],
      ['2026-05-01', '2026-05-31'],
    ]);
  });

  test('an admission on 29 Feb 2024: the first anniversary is 1 Mar 2025, the fourth 29 Feb 2028', () => {
    const yearly = Array.from({ length: 4 }, () => ({ effectiveMonth: 12, value: 5 }));
    expect(dmfSchedulePeriods(yearly, '2024-02-29').map((p) => p.end)).toEqual([
      '2025-03-01',
      '2026-03-01',
      '2027-03-01',
      '2028-02-29',
    ]);
  });

  test('an admission date sent as a UTC-midnight instant is read as its date', () => {
    expect(dmfSchedulePeriods(catalina, '2023-07-01T00:00:00.000Z')[0].start).toBe('2023-07-01');
  });
});
