import { ILU_FIGURE_MISSING } from './explain';
import { capitalGain, estimatedRefund, iluFinanceFigures, ingoingContribution, type IluFinanceInput } from './finance';

/** Catalina Village's schedule on an agreed price of $500,000 from 1 Jul 2023, vacated on 1 Oct 2025 (2 years 3 months). */
const catalina: IluFinanceInput = {
  calculationType: 'IngoingUnitCost',
  agreedPrice: '500000.00',
  settlementPrice: null,
  admissionDate: '2023-07-01',
  vacatingDate: '2025-10-01',
  today: '2026-05-01',
  minimumRate: null,
  capitalGainRate: '50',
  capitalLossRate: '50',
  additionalCosts: '2500.00',
  schedule: [
    { effectiveMonth: 36, value: '6' },
    { effectiveMonth: 12, value: '5' },
    { effectiveMonth: 36, value: '4' },
  ],
  ingoingEntries: [
    { effectiveFromDate: '2023-08-01', value: '50000.00' },
    { effectiveFromDate: '2023-07-01', value: '450000.00' },
  ],
  billingIntegrated: false,
  externalIngoingContribution: null,
};

describe('capital gain: (settlement price - agreed price) x the gain rate, or the loss rate when negative', () => {
  test('a gain: settled at $560,000 on $500,000 agreed, 25 % to the resident: 60,000 x 25 % = $15,000.00', () => {
    const r = capitalGain({ ...catalina, settlementPrice: '560000', capitalGainRate: '25' });
    expect(r.value).toBe('15000.00');
    expect(r.inputs).toEqual([
      { label: 'Settlement price', value: '$560,000.00', source: 'Finalise settlement' },
      { label: 'Agreed price', value: '$500,000.00', source: 'Fees and charges' },
      { label: 'Settlement price - agreed price', value: '$60,000.00' },
      { label: 'Resident capital gain rate', value: '25%', source: 'Fees and charges' },
    ]);
  });

  test('a loss: settled at $460,000 on $500,000 agreed, 50 % loss share: -40,000 x 50 % = -$20,000.00 (a loss is negative)', () => {
    const r = capitalGain({ ...catalina, settlementPrice: '460000', capitalGainRate: '25', capitalLossRate: '50' });
    expect(r.value).toBe('-20000.00');
    expect(r.inputs.slice(2)).toEqual([
      { label: 'Capital loss (settlement price - agreed price)', value: '-$40,000.00' },
      { label: 'Resident capital loss rate', value: '50%', source: 'Fees and charges' },
    ]);
  });

  test('a blank rate is 0 %: the operator keeps the whole gain', () => {
    const r = capitalGain({ ...catalina, settlementPrice: '560000', capitalGainRate: null });
    expect(r.value).toBe('0.00');
    expect(r.inputs).toContainEqual({ label: 'Resident capital gain rate', value: '0% (blank)', source: 'Fees and charges' });
  });

  test('settled at the agreed price: $0.00', () => {
    expect(capitalGain({ ...catalina, settlementPrice: '500000' }).value).toBe('0.00');
  });

  test('a share of cents rounds half-up to the cent: 1,000.01 gain x 50 % = 500.005 -> $500.01', () => {
    expect(capitalGain({ ...catalina, settlementPrice: '501000.01' }).value).toBe('500.01');
  });

  test('missing until a settlement price is entered', () => {
    expect(capitalGain(catalina)).toMatchObject({ value: null, missing: ILU_FIGURE_MISSING.settlementPriceForGain });
    expect(capitalGain({ ...catalina, settlementPrice: '', agreedPrice: '1' }).value).toBeNull();
  });
});

describe('ingoing contribution: the sum of the effective-dated entries, or the billing system value', () => {
  test('entries of $450,000 from 1 Jul 2023 and $50,000 from 1 Aug 2023: $500,000.00, listed by date', () => {
    const r = ingoingContribution(catalina);
    expect(r.value).toBe('500000.00');
    expect(r.inputs).toEqual([
      { label: 'Entry from 01 Jul 2023', value: '$450,000.00', effectiveDate: '2023-07-01', source: 'Fees and charges' },
      { label: 'Entry from 01 Aug 2023', value: '$50,000.00', effectiveDate: '2023-08-01', source: 'Fees and charges' },
    ]);
  });

  test('no entries: $0.00, saying there are none', () => {
    const r = ingoingContribution({ ...catalina, ingoingEntries: [] });
    expect(r).toMatchObject({ value: '0.00', inputs: [{ label: 'Ingoing contribution entries', value: 'None' }] });
  });

  test('worked example: a billing-integrated facility takes the value the billing system calculated ($487,250.50), not the entries', () => {
    const r = ingoingContribution({ ...catalina, billingIntegrated: true, externalIngoingContribution: '487250.50' });
    expect(r).toEqual({
      value: '487250.50',
      formula: 'Ingoing contribution = the value calculated by the billing system (billing-integrated facility)',
      inputs: [
        {
          label: 'Ingoing contribution',
          value: '$487,250.50',
          source: 'Calculated by the billing system (billing-integrated facility)',
        },
      ],
    });
  });

  test('billing-integrated, nothing calculated yet: missing, saying the billing system has not sent it', () => {
    const r = ingoingContribution({ ...catalina, billingIntegrated: true, externalIngoingContribution: null });
    expect(r).toMatchObject({
      value: null,
      missing: ILU_FIGURE_MISSING.externalIngoingContribution,
      inputs: [{ label: 'Ingoing contribution', value: 'Not calculated yet' }],
    });
  });
});

describe('worked example: every figure of Catalina Village, vacated after 2 years 3 months', () => {
  test('no settlement price yet: refund = 500,000 - 67,643.84 - 2,500 + 0 (capital gain counted as $0.00) = $429,856.16', () => {
    const f = iluFinanceFigures(catalina);
    expect(f.dmfUnitPrice.value).toBe('500000.00');
    expect(f.rowTotals).toEqual(['18.00', '23.00', '35.00']);
    expect(f.accruedDmf.value).toBe('67643.84');
    expect(f.capitalGain.value).toBeNull();
    expect(f.ingoingContribution.value).toBe('500000.00');
    expect(f.calculationDate.value).toBe('2025-10-01');
    expect(f.estimatedRefund).toEqual({
      value: '429856.16',
      formula: 'Estimated refund = ingoing contribution - accrued DMF - additional costs + capital gain',
      inputs: [
        { label: 'As at (the DMF calculation date)', value: '01 Oct 2025' },
        { label: 'Ingoing contribution', value: '$500,000.00' },
        { label: 'Accrued DMF', value: '$67,643.84' },
        { label: 'Additional costs', value: '$2,500.00', source: 'Fees and charges' },
        { label: 'Capital gain (no settlement price yet: counted as $0.00)', value: '$0.00' },
      ],
    });
  });

  test('settled at $560,000 with a 50 % gain share: + 30,000 -> $459,856.16 (the DMF stays on the agreed price)', () => {
    const f = iluFinanceFigures({ ...catalina, settlementPrice: '560000.00' });
    expect(f.capitalGain.value).toBe('30000.00');
    expect(f.accruedDmf.value).toBe('67643.84');
    expect(f.estimatedRefund.value).toBe('459856.16');
    expect(f.estimatedRefund.inputs).toContainEqual({ label: 'Capital gain', value: '$30,000.00' });
  });

  test('settled at $460,000 with a 50 % loss share: - 20,000 -> $409,856.16', () => {
    expect(iluFinanceFigures({ ...catalina, settlementPrice: '460000.00' }).estimatedRefund.value).toBe('409856.16');
  });

  test('blank additional costs count as $0.00: 500,000 - 67,643.84 = $432,356.16', () => {
    const f = iluFinanceFigures({ ...catalina, additionalCosts: null });
    expect(f.estimatedRefund.value).toBe('432356.16');
    expect(f.estimatedRefund.inputs).toContainEqual({ label: 'Additional costs (blank: counted as $0.00)', value: '$0.00' });
  });

  test('outgoing unit cost without a settlement price: the DMF and the refund are missing, saying the settlement price is needed', () => {
    const f = iluFinanceFigures({ ...catalina, calculationType: 'OutgoingUnitCost' });
    expect(f.dmfUnitPrice.missing).toBe(ILU_FIGURE_MISSING.settlementPriceForDmf);
    expect(f.accruedDmf.missing).toBe(ILU_FIGURE_MISSING.settlementPriceForDmf);
    expect(f.estimatedRefund).toMatchObject({ value: null, missing: ILU_FIGURE_MISSING.settlementPriceForDmf });
    expect(f.estimatedRefund.inputs).toContainEqual({ label: 'Accrued DMF', value: 'Not known' });
  });

  test('outgoing unit cost settled at $620,000 (50 % gain share): DMF 620,000 x 823 x 6 / 36500 = 83,878.36; refund 500,000 - 83,878.36 - 2,500 + 60,000 = $473,621.64', () => {
    const f = iluFinanceFigures({ ...catalina, calculationType: 'OutgoingUnitCost', settlementPrice: '620000' });
    expect(f.dmfUnitPrice.value).toBe('620000.00');
    expect(f.accruedDmf.value).toBe('83878.36');
    expect(f.capitalGain.value).toBe('60000.00');
    expect(f.estimatedRefund.value).toBe('473621.64');
  });

  test('billing-integrated without the billing system value: the refund is missing for the same reason', () => {
    const f = iluFinanceFigures({ ...catalina, billingIntegrated: true });
    expect(f.estimatedRefund.missing).toBe(ILU_FIGURE_MISSING.externalIngoingContribution);
  });

  test('not vacated: every figure is an estimate as at today', () => {
    const f = iluFinanceFigures({ ...catalina, vacatingDate: null });
    expect(f.calculationDate.value).toBe('2026-05-01');
    // 1,035 days at 6 %: 85,068.49; 500,000 - 85,068.49 - 2,500 = 412,431.51
    expect(f.estimatedRefund.value).toBe('412431.51');
  });
});

test('the estimated refund from figures already explained (the settlements report)', () => {
  const figure = (value: string | null) => ({ value, formula: '', inputs: [] });
  expect(
    estimatedRefund({
      ingoingContribution: figure('300000.00'),
      accruedDmf: figure('45000.00'),
      capitalGain: figure('-1000.00'),
      additionalCosts: '',
    }).value,
  ).toBe('254000.00');
});
