import {
  compareMonthYear,
  firstDayOfMonthYear,
  isMonthYear,
  monthYearFromLabel,
  monthYearLabel,
  monthYearOf,
  monthYearParts,
  previousMonthYear,
  statementLayout,
} from './month-year';

describe('statement months (MMYYYY)', () => {
  test('a month 01-12 and a year 1900-2100', () => {
    expect(isMonthYear('112026')).toBe(true);
    expect(isMonthYear('012028')).toBe(true);
    expect(isMonthYear('002026')).toBe(false);
    expect(isMonthYear('132026')).toBe(false);
    expect(isMonthYear('11-2026')).toBe(false);
    expect(isMonthYear('1126')).toBe(false);
    expect(isMonthYear('121899')).toBe(false);
    expect(isMonthYear('122101')).toBe(false);
    expect(isMonthYear(112026)).toBe(false);
  });

  test('from and to the first day the database keeps', () => {
    expect(monthYearOf('2026-03-01')).toBe('032026');
    expect(monthYearOf('2028-02-29')).toBe('022028');
    expect(firstDayOfMonthYear('022028')).toBe('2028-02-01');
    expect(firstDayOfMonthYear('072026')).toBe('2026-07-01');
    expect(firstDayOfMonthYear('132026')).toBeNull();
  });

  test("'MMYYYY' <-> 'November 2026'", () => {
    expect(monthYearLabel('112026')).toBe('November 2026');
    expect(monthYearLabel('012027')).toBe('January 2027');
    expect(monthYearLabel('122025')).toBe('December 2025');
    expect(monthYearLabel('132025')).toBe('132025');
    expect(monthYearFromLabel('November 2026')).toBe('112026');
    expect(monthYearFromLabel('  february 2028 ')).toBe('022028');
    expect(monthYearFromLabel('Smarch 2026')).toBeNull();
    expect(monthYearFromLabel('November')).toBeNull();
    for (const v of ['012026', '062026', '072026', '122026']) expect(monthYearFromLabel(monthYearLabel(v))).toBe(v);
  });

  test('parts, the month before (across a year) and order', () => {
    expect(monthYearParts('072026')).toEqual({ month: 7, year: 2026 });
    expect(previousMonthYear('072026')).toBe('062026');
    expect(previousMonthYear('012027')).toBe('122026');
    expect(compareMonthYear('122026', '012027')).toBeLessThan(0);
    expect(compareMonthYear('012027', '122026')).toBeGreaterThan(0);
    expect(compareMonthYear('062026', '062026')).toBe(0);
  });
});

describe("the statement's layout by month", () => {
  test('before July 2024, from July 2024 (20240701), from October 2025', () => {
    expect(statementLayout('062024')).toBe('BeforeJuly2024');
    expect(statementLayout('072024')).toBe('July2024');
    expect(statementLayout('092025')).toBe('July2024');
    expect(statementLayout('102025')).toBe('October2025');
    expect(statementLayout('112026')).toBe('October2025');
    expect(() => statementLayout('132025')).toThrow(RangeError);
  });
});
