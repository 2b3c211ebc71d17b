import { penaltyInterestRate, refundInterestOwed, type RefundInterestInput } from './refund-interest';

const BIR = [{ startDateUtc: '2025-11-01', endDateUtc: null, rate: '4.35' }];
const PENALTY = [
  { startDateUtc: '2026-01-01', endDateUtc: '2026-03-31', rate: '7.61' },
  { startDateUtc: '2026-04-01', endDateUtc: '2026-06-30', rate: '7.78' },
];
const base: RefundInterestInput = {
  departureDate: '2026-03-01',
  noticeDate: '2026-03-02',
  deposit: [{ date: '2025-12-01', amount: '300000.00' }],
  baseInterestRates: BIR,
  penaltyRates: PENALTY,
  today: '2026-03-31',
};

describe('the maximum penalty interest rate of the legal notice', () => {
  test('applies from the notice date plus 14 days: the rate in force that day', () => {
    const r = penaltyInterestRate('2026-03-20', PENALTY);
    expect(r.value).toBe('7.78');
    expect(r.inputs).toContainEqual({ label: 'Applies from', value: '03 Apr 2026' });
    expect(penaltyInterestRate('2026-03-10', PENALTY).value).toBe('7.61');
  });
  test('says what is missing: no notice date, or no rate that day', () => {
    expect(penaltyInterestRate(null, PENALTY)).toMatchObject({ value: null, missing: 'No notice date has been recorded.' });
    expect(penaltyInterestRate('2026-07-01', PENALTY).missing).toBe('No maximum penalty interest rate is set for that day.');
  });
});

describe('worked example: interest owed on the refund of a departed resident', () => {
  test('$300,000 held, departed 1 Mar 2026, notice 2 Mar: 14 days at 4.35 % ($500.55) + 16 days at 7.61 % ($1,000.77)', () => {
    const r = refundInterestOwed(base);
    expect(r.value?.toFixed(2)).toBe('1501.32');
    expect(r.inputs).toContainEqual({ label: 'Refund due (notice date + 14 days)', value: '16 Mar 2026' });
    expect(r.inputs.map((x) => x.label)).toEqual(
      expect.arrayContaining([
        '02 Mar 2026 to 15 Mar 2026 (14 days): $300,000.00 held at the base interest rate',
        '16 Mar 2026 to 31 Mar 2026 (16 days): $300,000.00 held at the maximum penalty interest rate',
      ]),
    );
  });
  test('the refund on 20 Mar stops the interest: 14 days at 4.35 % + 4 days at 7.61 % = $750.74', () => {
    const r = refundInterestOwed({ ...base, deposit: [...base.deposit, { date: '2026-03-20', amount: '-300000.00' }] });
    // 500.55 + 4 x 62.5479 = 500.548 + 250.192
    expect(r.value?.toFixed(2)).toBe('750.74');
  });
  test('without a notice date only the base interest rate applies', () => {
    const r = refundInterestOwed({ ...base, noticeDate: null });
    // 30 days x 300,000 x 4.35 % / 365 = 1,072.60
    expect(r.value?.toFixed(2)).toBe('1072.60');
  });
  test('nothing is owed while the resident is in care; a missing rate is named, never guessed', () => {
    expect(refundInterestOwed({ ...base, departureDate: null })).toMatchObject({
      value: null,
      missing: 'Interest is owed on the refund once the resident has departed.',
    });
    expect(refundInterestOwed({ ...base, baseInterestRates: [] }).missing).toBe(
      'Enter the base interest rate for 02 Mar 2026 in Funding - Fees and Charges.',
    );
  });
  test('no deposit held: nothing owed', () => {
    expect(refundInterestOwed({ ...base, deposit: [] }).value?.toFixed(2)).toBe('0.00');
  });
});
