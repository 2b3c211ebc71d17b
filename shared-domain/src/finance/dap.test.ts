import { dapFigure, dapOn, DAP_MESSAGES, type DapInput } from './dap';
import { feeRunCharges, feeRunFlags, type FeeRunInput } from './fee-run';

// MPIR 7.30 % makes the arithmetic plain: $1,000 unpaid costs 1,000 x 0.073 / 365 = $0.20 a day, $400,000 $80.00.
const MPIR = [{ startDateUtc: '2023-01-01', endDateUtc: null, rate: '7.30' }];
const price = { type: 'AgreedRoomPrice', date: '2024-01-31', value: '400000.00' };
const input = (over: Partial<DapInput> = {}): DapInput => ({
  entries: [price],
  mpirRates: MPIR,
  refundedFromLumpSum: '0',
  drawdowns: [],
  ...over,
});
const run = (period: string, dap: DapInput, admissionDate = '2024-01-31'): FeeRunInput => ({
  period,
  admissionDate,
  departureDate: null,
  values: [],
  services: [],
  act2025: null,
  dap,
});
const dapCharge = (i: FeeRunInput) => feeRunCharges(i).find((l) => l.key === 'DailyAccommodationPayment');

describe('worked example: the DAP charged follows the unpaid RAD day by day', () => {
  test('admitted on the last day of January: one day of 400,000 x 7.30 % / 365 = $80.00', () => {
    expect(dapOn(input(), '2024-01-31')).toMatchObject({ kind: 'calculated' });
    const line = dapCharge(run('2024-01', input()))!;
    expect([line.days, line.amount]).toEqual([1, '80.00']);
  });
  test('a leap February: 29 days at $80.00 = $2,320.00 (the leap day is charged; the year still counts 365)', () => {
    const line = dapCharge(run('2024-02', input()))!;
    expect([line.days, line.amount]).toEqual([29, '2320.00']);
    const leapDay = dapOn(input(), '2024-02-29');
    expect(leapDay.kind === 'calculated' ? leapDay.value.toFixed(2) : null).toBe('80.00');
  });
  test('a RAD payment on the first day of the month lowers the DAP from that day: 31 x $60.00', () => {
    const entries = [price, { type: 'RadPaid', date: '2024-03-01', value: '100000.00' }];
    const line = dapCharge(run('2024-03', input({ entries })))!;
    expect([line.days, line.amount]).toEqual([31, '1860.00']);
  });
  test('a drawdown mid-month raises the DAP from the next day: 15 x $60.00 + 16 x $61.00 = $1,876.00', () => {
    const entries = [price, { type: 'RadPaid', date: '2024-02-10', value: '100000.00' }];
    const drawdowns = [{ date: '2024-03-15', amount: '-5000.00' }];
    const i = input({ entries, drawdowns });
    const day = (d: string) => {
      const x = dapOn(i, d);
      return x.kind === 'calculated' ? [x.unpaid.toFixed(2), x.value.toFixed(2)] : x.kind;
    };
    expect(day('2024-03-15')).toEqual(['300000.00', '60.00']);
    expect(day('2024-03-16')).toEqual(['305000.00', '61.00']);
    const line = dapCharge(run('2024-03', i))!;
    expect([line.days, line.amount]).toEqual([31, '1876.00']);
    // Each unpaid amount is its own line of the explanation.
    expect(line.explanation.inputs.map((x) => x.value)).toEqual(['31: 01 Mar 2024 to 31 Mar 2024', '$60.00', '$61.00']);
  });
  test("the month's drawdowns, dated on its last day, raise the next month's DAP: the balance falls, the DAP rises", () => {
    const entries = [price, { type: 'RadPaid', date: '2024-02-10', value: '100000.00' }];
    // March's DAP of $1,860.00 drawn from the RAD on 31 Mar: April's unpaid is 301,860 -> $60.37 a day.
    const drawdowns = [{ date: '2024-03-31', amount: '-1860.00' }];
    expect(dapCharge(run('2024-03', input({ entries, drawdowns })))!.amount).toBe('1860.00');
    const line = dapCharge(run('2024-04', input({ entries, drawdowns })))!;
    expect([line.days, line.amount]).toEqual([30, '1811.10']);
  });
  test('the last day of a month counts; the departure day does not', () => {
    const line = dapCharge({ ...run('2024-04', input()), departureDate: '2024-04-30' })!;
    expect([line.days, line.amount]).toEqual([29, '2320.00']);
  });
});

describe('entered, not needed, not calculable', () => {
  test('a value entered replaces the calculated DAP from its date ($0.00 stops it)', () => {
    const entries = [price, { type: 'DailyAccommodationPayment', date: '2024-04-11', value: '50.00' }];
    // 10 days calculated at $80.00, 20 days entered at $50.00.
    const line = dapCharge(run('2024-04', input({ entries })))!;
    expect([line.days, line.amount]).toEqual([30, '1800.00']);
    const stopped = [price, { type: 'DailyAccommodationPayment', date: '2024-04-01', value: '0.00' }];
    expect(dapCharge(run('2024-04', input({ entries: stopped })))).toBeUndefined();
    expect(dapFigure(input({ entries: stopped }), '2024-04-10')?.formula).toContain('value entered');
  });
  test('no DAP when the price is paid, or the resident is Supported that day', () => {
    expect(dapOn(input({ entries: [price, { type: 'RadPaid', date: '2024-01-31', value: '400000' }] }), '2024-02-01')).toEqual({
      kind: 'none',
    });
    expect(
      dapOn(input({ entries: [price, { type: 'SupportLevel', date: '2024-01-31', value: 'Supported' }] }), '2024-02-01'),
    ).toEqual({ kind: 'none' });
  });
  test('the refund from the lump sum is unpaid again: $10,000 refunded of $400,000 paid -> $2.00 a day', () => {
    const entries = [price, { type: 'RadPaid', date: '2024-01-31', value: '400000' }];
    const figure = dapFigure(input({ entries, refundedFromLumpSum: '10000' }), '2024-02-01');
    expect(figure?.value?.toFixed(2)).toBe('2.00');
    expect(figure?.inputs).toContainEqual({ label: 'Unpaid RAD', value: '$10,000.00' });
  });
  test('needed without an MPIR: flagged on the tab and in the run, and nothing charged', () => {
    const i = input({ mpirRates: [{ startDateUtc: '2024-06-01', endDateUtc: null, rate: '7.30' }] });
    expect(dapFigure(i, '2024-02-01')).toMatchObject({ value: null, missing: DAP_MESSAGES.notCalculated });
    expect(dapCharge(run('2024-02', i))).toBeUndefined();
    expect(feeRunFlags(run('2024-02', i))).toEqual([
      { reason: DAP_MESSAGES.feeRunReason, days: '01 Feb 2024 to 29 Feb 2024 (29 days)' },
    ]);
    expect(feeRunFlags(run('2024-02', input()))).toEqual([]);
  });
});
