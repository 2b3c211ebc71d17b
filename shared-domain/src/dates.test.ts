import {
  addDays,
  parseClockInstant,
  pinClock,
  compareDates,
  dateOnlyToUtcIso,
  dayAfter,
  daysBetween,
  departureMinDate,
  expectedDepartureMinDate,
  formatDate,
  formatDateTime,
  isDateOnly,
  leaveReturnMinDate,
  medicareExpiryYears,
  melbourneToday,
  requestedAdmissionMinDate,
  requestedDepartureMinDate,
  snapToUtcMidnight,
  snapToUtcMidnightIso,
  supplementEndMinDate,
  toDateOnly,
  toMelbourneDate,
} from './dates';
import { clockNow, isClockPinned, latestNow } from './clock';
import { hasTimeZone } from './tz';

describe('snapToUtcMidnight', () => {
  test.each([
    ['2026-03-05T00:00:00.000Z', '2026-03-05T00:00:00.000Z'],
    ['2026-03-05T11:59:59.999Z', '2026-03-05T00:00:00.000Z'],
    ['2026-03-05T12:00:00.000Z', '2026-03-06T00:00:00.000Z'],
    ['2026-03-05T23:59:59Z', '2026-03-06T00:00:00.000Z'],
    // midnight in Melbourne (UTC+11 in March) is 13:00 UTC the previous day -> the Melbourne date
    ['2026-03-05T00:00:00+11:00', '2026-03-05T00:00:00.000Z'],
    // midnight in Perth (UTC+8) is 16:00 UTC the previous day -> the Perth date
    ['2026-07-05T00:00:00+08:00', '2026-07-05T00:00:00.000Z'],
    ['2026-12-31T18:00:00Z', '2027-01-01T00:00:00.000Z'],
    ['2028-02-28T12:00:00Z', '2028-02-29T00:00:00.000Z'],
    ['2026-03-05', '2026-03-05T00:00:00.000Z'],
  ])('%s -> %s', (input, expected) => {
    expect(snapToUtcMidnightIso(input)).toBe(expected);
  });

  test('accepts Date and epoch milliseconds', () => {
    expect(snapToUtcMidnight(new Date(Date.UTC(2026, 2, 5, 13, 0))).toISOString()).toBe('2026-03-06T00:00:00.000Z');
    expect(snapToUtcMidnight(Date.UTC(2026, 2, 5, 9, 30)).toISOString()).toBe('2026-03-05T00:00:00.000Z');
  });

  test('rejects invalid input', () => {
    expect(() => snapToUtcMidnight('not a date')).toThrow(RangeError);
    expect(() => snapToUtcMidnight('2026-02-30')).toThrow(RangeError);
  });
});

describe('date-only values', () => {
  test('toDateOnly', () => {
    expect(toDateOnly('2026-03-05')).toBe('2026-03-05');
    expect(toDateOnly('2026-03-05T00:00:00Z')).toBe('2026-03-05');
    expect(toDateOnly('2026-03-05T00:00:00')).toBe('2026-03-05');
    expect(toDateOnly('2026-03-05T23:00:00Z')).toBe('2026-03-05');
    expect(toDateOnly(new Date(Date.UTC(2026, 0, 31)))).toBe('2026-01-31');
    expect(toDateOnly(null)).toBeNull();
    expect(toDateOnly(undefined)).toBeNull();
    expect(() => toDateOnly('31/01/2026')).toThrow(RangeError);
  });

  test('isDateOnly', () => {
    expect(isDateOnly('2026-03-05')).toBe(true);
    expect(isDateOnly('2026-02-29')).toBe(false);
    expect(isDateOnly('2028-02-29')).toBe(true);
    expect(isDateOnly('2026-03-05T00:00:00Z')).toBe(false);
    expect(isDateOnly(20260305)).toBe(false);
  });

  test('dateOnlyToUtcIso', () => {
    expect(dateOnlyToUtcIso('2026-03-05')).toBe('2026-03-05T00:00:00.000Z');
  });

  test('daysBetween, addDays, dayAfter, compareDates', () => {
    expect(daysBetween('2026-03-01', '2026-03-05')).toBe(4);
    expect(daysBetween('2026-03-05', '2026-03-01')).toBe(-4);
    expect(daysBetween('2026-03-05', '2026-03-05T00:00:00Z')).toBe(0);
    // across the Melbourne daylight-saving change (5 Apr 2026) days are still whole
    expect(daysBetween('2026-04-01', '2026-04-10')).toBe(9);
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(29);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(() => addDays('2026-03-01', 1.5)).toThrow(RangeError);
    expect(dayAfter('2026-03-05T00:00:00Z')).toBe('2026-03-06');
    expect(compareDates('2026-03-05', '2026-03-06')).toBeLessThan(0);
    expect(compareDates('2026-03-06', '2026-03-05')).toBeGreaterThan(0);
    expect(compareDates('2026-03-06', '2026-03-06T00:00:00Z')).toBe(0);
  });

  test('minimum dates', () => {
    expect(leaveReturnMinDate('2026-03-05')).toBe('2026-03-06');
    expect(expectedDepartureMinDate('2026-03-31T00:00:00Z')).toBe('2026-04-01');
    expect(requestedDepartureMinDate('2026-02-28')).toBe('2026-03-01');
    expect(supplementEndMinDate('2026-06-30')).toBe('2026-07-01');
    expect(departureMinDate('2026-03-05T00:00:00Z')).toBe('2026-03-05');
    // created 22:00 UTC on 4 Mar = 09:00 on 5 Mar in Melbourne
    expect(requestedAdmissionMinDate('2026-03-04T22:00:00Z')).toBe('2026-03-05');
  });
});

describe('Melbourne dates', () => {
  test('toMelbourneDate and melbourneToday follow Australia/Melbourne, with daylight saving', () => {
    // AEDT (UTC+11): 13:00 UTC is midnight next day
    expect(toMelbourneDate('2026-01-15T12:59:59Z')).toBe('2026-01-15');
    expect(toMelbourneDate('2026-01-15T13:00:00Z')).toBe('2026-01-16');
    // AEST (UTC+10): 14:00 UTC is midnight next day
    expect(toMelbourneDate('2026-07-15T13:59:59Z')).toBe('2026-07-15');
    expect(toMelbourneDate('2026-07-15T14:00:00Z')).toBe('2026-07-16');
    expect(melbourneToday(new Date('2026-07-15T14:00:00Z'))).toBe('2026-07-16');
    expect(melbourneToday()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('medicareExpiryYears runs 20 years either side of the Melbourne year', () => {
    const years = medicareExpiryYears(new Date('2026-06-01T00:00:00Z'));
    expect(years).toHaveLength(41);
    expect(years[0]).toBe(2006);
    expect(years[40]).toBe(2046);
    expect(years).toContain(2026);
    // 31 Dec 2026 14:00 UTC is already 1 Jan 2027 in Melbourne
    expect(medicareExpiryYears(new Date('2026-12-31T14:00:00Z'))[20]).toBe(2027);
  });
});

describe('formatting', () => {
  test('formatDate', () => {
    expect(formatDate('2026-03-05')).toBe('05 Mar 2026');
    expect(formatDate('2026-03-05T00:00:00Z')).toBe('05 Mar 2026');
    expect(formatDate('2026-12-25T00:00:00.000Z')).toBe('25 Dec 2026');
    expect(formatDate(new Date(Date.UTC(2026, 8, 1)))).toBe('01 Sep 2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('garbage')).toBe('');
  });

  test('formatDate of an instant in a time zone', () => {
    expect(formatDate('2026-03-04T22:00:00Z')).toBe('04 Mar 2026');
    expect(formatDate('2026-03-04T22:00:00Z', 'Australia/Melbourne')).toBe('05 Mar 2026');
    expect(formatDate('2026-03-05T00:00:00Z', 'Australia/Melbourne')).toBe('05 Mar 2026');
    expect(formatDate('2026-03-05', 'Australia/Melbourne')).toBe('05 Mar 2026');
    expect(formatDate(null, 'Australia/Melbourne')).toBe('');
  });

  test('formatDateTime shows instants in Melbourne time and wall-clock strings as written', () => {
    expect(formatDateTime('2026-03-04T23:30:00Z')).toBe('05 Mar 2026 10:30 AM');
    expect(formatDateTime('2026-07-04T02:05:00Z')).toBe('04 Jul 2026 12:05 PM');
    expect(formatDateTime('2026-03-05 14:00:00')).toBe('05 Mar 2026 2:00 PM');
    expect(formatDateTime('2026-03-04T23:30:00Z', 'UTC')).toBe('04 Mar 2026 11:30 PM');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('nope')).toBe('');
  });
});

describe('bundled time zones', () => {
  test('Australian zones and UTC are loaded without the world data', () => {
    for (const z of [
      'Australia/Melbourne',
      'Australia/Sydney',
      'Australia/Perth',
      'Australia/Brisbane',
      'UTC',
      'Australia/Victoria',
    ]) {
      expect(hasTimeZone(z)).toBe(true);
    }
    expect(hasTimeZone('Europe/London')).toBe(false);
    // Brisbane has no daylight saving: 14:00 UTC on 15 Jan is midnight
    expect(formatDateTime('2026-01-15T14:00:00Z', 'Australia/Brisbane')).toBe('16 Jan 2026 12:00 AM');
    expect(formatDateTime('2026-01-15T14:00:00Z', 'Australia/Perth')).toBe('15 Jan 2026 10:00 PM');
  });
});

describe('the clock', () => {
  afterEach(() => pinClock(null));

  test('real time by default; pinned, it stands still and drives melbourneToday and medicareExpiryYears', () => {
    pinClock(null);
    expect(isClockPinned()).toBe(false);
    expect(Math.abs(clockNow().getTime() - Date.now())).toBeLessThan(1000);
    // Monday 30 Nov 2026 00:30 in Melbourne (AEDT) is still Sunday 29 Nov in UTC
    pinClock('2026-11-29T13:30:00Z');
    expect(isClockPinned()).toBe(true);
    expect(clockNow().toISOString()).toBe('2026-11-29T13:30:00.000Z');
    expect(clockNow().toISOString()).toBe('2026-11-29T13:30:00.000Z');
    expect(melbourneToday()).toBe('2026-11-30');
    // 31 Dec 2026 23:59 in Melbourne: the expiry years already follow 2026, not 2027; one minute later 2027
    pinClock('2026-12-31T12:59:00Z');
    expect(medicareExpiryYears()[20]).toBe(2026);
    pinClock('2026-12-31T13:00:00Z');
    expect(medicareExpiryYears()[20]).toBe(2027);
    expect(melbourneToday()).toBe('2027-01-01');
    // a leap day
    pinClock('2028-02-28T14:00:00Z');
    expect(melbourneToday()).toBe('2028-02-29');
    expect(addDays(melbourneToday(), 1)).toBe('2028-03-01');
    // an explicit instant still wins over the clock
    expect(melbourneToday(new Date('2026-07-15T14:00:00Z'))).toBe('2026-07-16');
    pinClock(undefined);
    expect(isClockPinned()).toBe(false);
  });

  test('latestNow: never before the real time, never before the pinned instant', () => {
    pinClock('2000-01-01T00:00:00Z');
    expect(Math.abs(latestNow().getTime() - Date.now())).toBeLessThan(1000);
    pinClock('2999-01-01T00:00:00Z');
    expect(latestNow().toISOString()).toBe('2999-01-01T00:00:00.000Z');
  });

  test('parseClockInstant takes instants with an offset only', () => {
    expect(parseClockInstant('2026-11-30T00:30:00+11:00').toISOString()).toBe('2026-11-29T13:30:00.000Z');
    expect(parseClockInstant('2028-02-29T10:00Z').toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(parseClockInstant(new Date('2026-01-01T00:00:00Z')).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    for (const bad of ['2026-11-30', '2026-11-30T00:30:00', '2027-02-29T10:00:00Z', 'now', '']) {
      expect(() => parseClockInstant(bad)).toThrow(RangeError);
    }
    expect(() => pinClock('yesterday')).toThrow(RangeError);
  });
});
