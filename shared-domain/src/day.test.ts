import * as day from './day';
import * as dates from './dates';
import { moment } from './tz';
import { pinClock } from './dates';

// Every value the API sends (date-only values, UTC instants, instants with an offset) and the edges of the formats.
const INPUTS: Array<string | number | Date> = [
  '2026-03-05',
  '2028-02-29',
  '2026-12-31',
  '0099-01-01',
  '2026-03-05T00:00:00Z',
  '2026-03-05T00:00:00.000Z',
  '2026-03-05T11:59:59.999Z',
  '2026-03-05T12:00:00.000Z',
  '2026-03-05T23:59:59.9999Z',
  '2026-03-05T00:00:00+11:00',
  '2026-03-05T00:00:00-0930',
  '2026-03-05T10:00+10',
  '2026-03-05T10:00',
  '2026-03-05T10',
  '2026-03-05 10:00:00',
  '2026-03-05T24:00:00',
  '2026-03-05T10:00:00,5Z',
  '  2026-03-05  ',
  '2026-10-04T02:30:00+11:00',
  Date.UTC(2026, 3, 5, 13, 59),
  new Date(Date.UTC(2026, 9, 3, 15, 59, 59)),
];
const INVALID = [
  '2026-02-29',
  '2026-13-01',
  '2026-03-32',
  '2026-03-05T25:00',
  '2026-03-05T24:01',
  '2026-03-05T10:60',
  'tomorrow',
  '05/03/2026',
  '2026-03-05t10:00:00z',
  '2026-03-05T10:00:00z',
  new Date(NaN),
];

describe('day.ts gives what dates.ts gives', () => {
  test.each(INPUTS.map((v) => [v]))('toDateOnly and formatDate of %p', (value) => {
    expect(day.toDateOnly(value)).toBe(dates.toDateOnly(value));
    expect(day.formatDate(value)).toBe(dates.formatDate(value));
  });
  test.each(INVALID.map((v) => [v]))('%p is invalid for both', (value) => {
    expect(() => dates.toDateOnly(value)).toThrow(RangeError);
    expect(() => day.toDateOnly(value)).toThrow(RangeError);
    expect(day.formatDate(value)).toBe('');
    expect(dates.formatDate(value)).toBe('');
  });
  test('null, undefined and empty', () => {
    expect(day.toDateOnly(null)).toBeNull();
    expect(day.toDateOnly('')).toBeNull();
    expect(day.formatDate(undefined)).toBe('');
    expect(day.formatDate('')).toBe('');
  });
  test('a moment is read by its instant', () => {
    const m = moment.tz('2026-03-05 09:00', 'Australia/Melbourne');
    expect(day.toDateOnly(m)).toBe(dates.toDateOnly(m));
    expect(day.toMelbourneDate(m)).toBe('2026-03-05');
  });
  test('Melbourne day of every hour across both daylight-saving changes and a year end', () => {
    const starts = [Date.UTC(2026, 3, 4, 0), Date.UTC(2026, 9, 3, 0), Date.UTC(2026, 11, 31, 0), Date.UTC(2028, 1, 28, 0)];
    for (const start of starts)
      for (let h = 0; h < 72; h++) {
        const instant = new Date(start + h * 3_600_000 + 30 * 60_000);
        expect(day.toMelbourneDate(instant)).toBe(dates.toMelbourneDate(instant));
      }
    expect(day.toMelbourneDate('2026-03-04T13:00:00Z')).toBe('2026-03-05');
    expect(day.toMelbourneDate('2026-03-04T12:59:59Z')).toBe('2026-03-04');
  });
  test('daysBetween', () => {
    const pairs: Array<[string, string]> = [
      ['2026-03-01', '2026-03-05'],
      ['2026-03-05', '2026-03-01'],
      ['2026-02-28', '2028-02-29'],
      ['2026-10-03', '2026-10-05T23:00:00Z'],
      ['2026-04-04T13:30:00Z', '2026-04-06'],
    ];
    for (const [a, b] of pairs) expect(day.daysBetween(a, b)).toBe(dates.daysBetween(a, b));
    expect(day.daysBetween('2026-03-01', '2026-03-05')).toBe(4);
  });
  test('melbourneToday follows the pinned clock', () => {
    try {
      pinClock('2026-11-29T13:30:00Z');
      expect(day.melbourneToday()).toBe('2026-11-30');
      expect(day.melbourneToday()).toBe(dates.melbourneToday());
    } finally {
      pinClock(null);
    }
    expect(day.melbourneToday('2026-12-31T12:59:59Z')).toBe('2026-12-31');
    expect(day.melbourneToday('2026-12-31T13:00:00Z')).toBe('2027-01-01');
  });
});
