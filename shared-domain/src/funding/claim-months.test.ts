import { endedClaimMonths, lastDayOfMonthYear } from './claim-months';

describe('endedClaimMonths', () => {
  test('the months before the current one, newest first', () => {
    expect(endedClaimMonths('2026-12-01', 3)).toEqual(['112026', '102026', '092026']);
  });
  test('the last day of a month still has that month open: it is not offered', () => {
    expect(endedClaimMonths('2026-11-30', 1)).toEqual(['102026']);
  });
  test('in January the list starts in December of the year before', () => {
    expect(endedClaimMonths('2027-01-01', 2)).toEqual(['122026', '112026']);
  });
  test('across a financial year boundary (1 July)', () => {
    expect(endedClaimMonths('2026-07-01', 2)).toEqual(['062026', '052026']);
  });
  test('zero months asked: none', () => {
    expect(endedClaimMonths('2026-07-01', 0)).toEqual([]);
  });
});

describe('lastDayOfMonthYear', () => {
  test('a leap February ends on the 29th', () => {
    expect(lastDayOfMonthYear('022028')).toBe('2028-02-29');
  });
  test('an ordinary February on the 28th, December on the 31st, June on the 30th', () => {
    expect(lastDayOfMonthYear('022026')).toBe('2026-02-28');
    expect(lastDayOfMonthYear('122026')).toBe('2026-12-31');
    expect(lastDayOfMonthYear('062026')).toBe('2026-06-30');
  });
  test('not a month: null', () => {
    expect(lastDayOfMonthYear('132026')).toBeNull();
  });
});
