import { attacheHeaderLine, attacheLine, chargeAmounts, chargeGlAccount, csvField, type AccountMapping } from './billing';

const mapping: AccountMapping = {
  defaultAccount: '140-1000',
  byKey: new Map([
    ['BasicDailyFee', '140-4100'],
    ['MeansTestedCareFee', '140-4110'],
    ['DailyAccommodationPayment', '140-4120'],
  ]),
};

describe('billing extract rules', () => {
  it("a fee posts to its mapped account, a contribution to the DAP's, anything else to the default account", () => {
    expect(chargeGlAccount({ feeType: 'BasicDailyCareFee' }, mapping)).toBe('140-4100');
    expect(chargeGlAccount({ feeType: 'MeansTestCareFee' }, mapping)).toBe('140-4110');
    expect(chargeGlAccount({ feeType: 'DailyAccommodationContribution' }, mapping)).toBe('140-4120');
    expect(chargeGlAccount({ feeType: 'OptionalService' }, mapping)).toBe('140-1000');
    expect(chargeGlAccount({ feeType: null }, mapping)).toBe('140-1000');
  });
  it("a sundry charge posts to its own account; an unmapped fee's account falls back to the default", () => {
    expect(chargeGlAccount({ feeType: 'Sundry', sundryAccount: '140-4510' }, mapping)).toBe('140-4510');
    expect(chargeGlAccount({ feeType: 'BasicDailyCareFee' }, { defaultAccount: '140-1000', byKey: new Map() })).toBe('140-1000');
    expect(chargeGlAccount({ feeType: 'BasicDailyCareFee' }, { defaultAccount: null, byKey: new Map() })).toBeNull();
  });
  it('amount ex GST = total - GST; a GST-free charge has no GST; a reversal stays negative', () => {
    expect(chargeAmounts('1853.40', null)).toEqual({ amount: '1853.40', gst: '0.00', total: '1853.40' });
    expect(chargeAmounts('49.50', '4.50')).toEqual({ amount: '45.00', gst: '4.50', total: '49.50' });
    expect(chargeAmounts('-49.50', '-4.50')).toEqual({ amount: '-45.00', gst: '-4.50', total: '-49.50' });
  });
});

describe('the Attache file', () => {
  it('has a header row and one CRLF line per charge, dates dd/MM/yyyy', () => {
    expect(attacheHeaderLine()).toBe('Customer code,Date,GL account,Description,Amount ex GST,GST,Total\r\n');
    expect(
      attacheLine({
        debtor: 'D1042',
        date: '2026-10-31',
        glAccount: '140-4100',
        description: 'Basic daily fee, October 2026',
        amount: '1953.90',
        gst: '0.00',
        total: '1953.90',
      }),
    ).toBe('D1042,31/10/2026,140-4100,"Basic daily fee, October 2026",1953.90,0.00,1953.90\r\n');
  });
  it('quotes quotes and neutralises a formula in text, but not a negative amount', () => {
    expect(csvField('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-45.00', { numeric: true })).toBe('-45.00');
    expect(csvField(null)).toBe('');
  });
});
