import { addCalendarMonths, daysInMonth, daysInYear, isLeapYear, lastDayOfMonth, MONTH_NAMES, monthBounds } from './calendar';

describe('the month calendar', () => {
  test('leap years: every fourth year, not centuries, every fourth century', () => {
    expect([2024, 2025, 1900, 2000].map(isLeapYear)).toEqual([true, false, false, true]);
    expect([daysInYear(2024), daysInYear(2026)]).toEqual([366, 365]);
  });

  test('the days of a month: February 29 in a leap year, 28 otherwise; April 30; December 31', () => {
    expect([daysInMonth(2024, 2), daysInMonth(2026, 2), daysInMonth(2026, 4), daysInMonth(2026, 12)]).toEqual([29, 28, 30, 31]);
  });

  test("a month's bounds and last day", () => {
    expect(monthBounds('2024-02')).toEqual({ first: '2024-02-01', last: '2024-02-29', days: 29 });
    expect(monthBounds('2026-11')).toEqual({ first: '2026-11-01', last: '2026-11-30', days: 30 });
    expect(lastDayOfMonth('2026-12')).toBe('2026-12-31');
  });

  test('month names, January first', () => {
    expect([MONTH_NAMES[0], MONTH_NAMES[10], MONTH_NAMES.length]).toEqual(['January', 'November', 12]);
  });

  test('monthly anniversaries: a day the target month lacks rolls forward to the first of the next month', () => {
    expect(addCalendarMonths('2023-07-01', 36)).toBe('2026-07-01');
    expect(addCalendarMonths('2026-01-31', 1)).toBe('2026-03-01');
    expect(addCalendarMonths('2024-01-31', 1)).toBe('2024-03-01');
    expect(addCalendarMonths('2024-02-29', 12)).toBe('2025-03-01');
    expect(addCalendarMonths('2024-02-29', 48)).toBe('2028-02-29');
    expect(addCalendarMonths('2025-11-30', 3)).toBe('2026-03-01');
    expect(addCalendarMonths('2025-12-31', -1)).toBe('2025-12-01');
    expect(addCalendarMonths('2025-12-15', 1)).toBe('2026-01-15');
    expect(addCalendarMonths('2026-03-31', 0)).toBe('2026-03-31');
    expect(() => addCalendarMonths('2026-03-31', 1.5)).toThrow(RangeError);
  });
});
