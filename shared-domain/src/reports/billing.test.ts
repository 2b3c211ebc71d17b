import { chargeAmounts, FEE_TYPE_ACCOUNT_KEYS } from './billing';

describe('billing extract rules', () => {
  it("the fees with an account of their own name it; a contribution is the DAP's", () => {
    expect(FEE_TYPE_ACCOUNT_KEYS.BasicDailyCareFee).toBe('BasicDailyFee');
    expect(FEE_TYPE_ACCOUNT_KEYS.DailyAccommodationContribution).toBe('DailyAccommodationPayment');
    expect(FEE_TYPE_ACCOUNT_KEYS.OptionalService).toBeUndefined();
  });
  it('amount ex GST = total - GST; a GST-free charge has no GST; a reversal stays negative', () => {
    expect(chargeAmounts('1853.40', null)).toEqual({ amount: '1853.40', gst: '0.00', total: '1853.40' });
    expect(chargeAmounts('49.50', '4.50')).toEqual({ amount: '45.00', gst: '4.50', total: '49.50' });
    expect(chargeAmounts('-49.50', '-4.50')).toEqual({ amount: '-45.00', gst: '-4.50', total: '-49.50' });
  });
});
