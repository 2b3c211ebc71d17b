import { monthRatePeriods, type StatementRateRecords } from '../statements';

const records: StatementRateRecords = {
  careFundingRates: [
    {
      startDate: '2025-10-01',
      anaccPricePerNwau: '295.64',
      baseCareTariffs: [
        { bctCategory: 'Standard MMM 1-4', nwau: '0.5000' },
        { bctCategory: 'Standard MMM 5', nwau: '0.4000' },
      ],
      supplements: [{ name: 'Oxygen', amount: null }],
      classWeights: [{ anaccClass: 7, nwau: '0.5400', isDefault: false }],
    },
    {
      startDate: '2026-11-16',
      anaccPricePerNwau: '300.00',
      baseCareTariffs: [
        { bctCategory: 'Standard MMM 1-4', nwau: '0.5000' },
        { bctCategory: 'Standard MMM 5', nwau: '0.4000' },
      ],
      supplements: [{ name: 'Oxygen', amount: '11.00' }],
      classWeights: [{ anaccClass: 7, nwau: '0.5500', isDefault: true }],
    },
  ],
  accommodationFundingRates: [{ startDate: '2025-09-20', hotellingSupplement: '22.15' }],
  fixedComponents: [
    { startDate: '2020-01-01', endDate: '2026-11-09', bctCategory: 'Standard MMM 1-4' },
    { startDate: '2026-11-10', endDate: null, bctCategory: 'Standard MMM 5' },
  ],
};

describe('monthRatePeriods', () => {
  it('starts a period on the 1st and on each day a record changes, reading each record in force', () => {
    const { periods, defaultClass } = monthRatePeriods(records, '2026-11-01');
    // The class weights change with the record (from 16 Nov); the facility's category from 10 Nov.
    expect(
      periods.map((p) => [p.startDate, p.anaccPricePerNwau, p.classNwau[7], p.baseCareTariffNwau, p.oxygenSupplement]),
    ).toEqual([
      ['2026-11-01', '295.64', '0.5400', '0.5000', null],
      ['2026-11-10', '295.64', '0.5400', '0.4000', null],
      ['2026-11-16', '300.00', '0.5500', '0.4000', '11.00'],
    ]);
    expect(periods[0]).toMatchObject({ hotellingSupplement: '22.15' });
    // The default class is the one in force on the 1st (none marked then).
    expect(defaultClass).toEqual({ Permanent: null, Respite: null });
    expect(monthRatePeriods(records, '2026-12-01').defaultClass.Permanent).toBe(7);
  });
  it('has no base care tariff without the facility category, and no price before any care funding rate', () => {
    const [p] = monthRatePeriods({ ...records, fixedComponents: [] }, '2026-11-01').periods;
    expect(p.baseCareTariffNwau).toBeNull();
    expect(monthRatePeriods(records, '2025-09-01').periods[0].anaccPricePerNwau).toBeNull();
  });
});
