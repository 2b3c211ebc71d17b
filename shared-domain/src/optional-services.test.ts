import {
  OPTIONAL_SERVICE_MESSAGES,
  applyStopDate,
  canAddPeriod,
  normaliseRates,
  oneMonthAfter,
  optionalServiceErrors,
  optionalServiceStatus,
  rateIndexOn,
  rateOn,
  ratesToSave,
  residencyPeriodErrors,
  serviceWindow,
  serviceWindows,
  stopDateError,
  type OptionalServiceInput,
} from './optional-services';

const rates = [
  { startDate: '2026-01-01', value: '10.00' },
  { startDate: '2026-07-01', value: '12.50' },
];

describe('optional service status (seed 002 §4)', () => {
  it('New while being inserted', () => {
    expect(optionalServiceStatus({ isNew: true, rates }, '2026-11-24')).toBe('New');
  });
  it('Scheduled when the latest rate is above zero', () => {
    expect(optionalServiceStatus({ rates }, '2026-11-24')).toBe('Scheduled');
  });
  it('Scheduled when the latest rate starts in the future, even at zero', () => {
    expect(optionalServiceStatus({ rates: [...rates, { startDate: '2026-12-01', value: '0' }] }, '2026-11-24')).toBe('Scheduled');
  });
  it('Stopped when the latest rate is zero and has started', () => {
    expect(optionalServiceStatus({ rates: [...rates, { startDate: '2026-11-01', value: '0.00' }] }, '2026-11-24')).toBe(
      'Stopped',
    );
    expect(optionalServiceStatus({ rates: [] }, '2026-11-24')).toBe('Stopped');
  });
});

describe('stopping a service', () => {
  it('removes later rates, ends the current one and adds a zero rate the next day', () => {
    expect(applyStopDate(rates, '2026-03-31')).toEqual([
      { startDate: '2026-01-01', value: '10.00', endDate: '2026-03-31' },
      { startDate: '2026-04-01', endDate: null, value: '0' },
    ]);
  });
  it('the rate is zero outside the window', () => {
    const stopped = applyStopDate(rates, '2026-08-15');
    expect(rateOn(stopped, '2025-12-31')).toBe('0');
    expect(rateOn(stopped, '2026-08-15')).toBe('12.50');
    expect(rateOn(stopped, '2026-08-16')).toBe('0');
  });
  it('a stop date before the first rate is a dateRange error', () => {
    expect(stopDateError(rates, '2025-12-31')).toBe('dateRange');
    expect(stopDateError(rates, '2026-01-01')).toBeNull();
  });
});

describe('residency service periods (seed 002 §5)', () => {
  const windows = new Map([
    [1, { startDate: '2026-01-01', endDate: '2026-12-31' }],
    [2, { startDate: '2026-03-01' }],
  ]);
  it('a service is required', () => {
    expect(residencyPeriodErrors([{ serviceId: null, startDate: '2026-02-01' }], windows)[0]).toEqual({ serviceId: 'required' });
  });
  it("the start within the service's window", () => {
    expect(residencyPeriodErrors([{ serviceId: 2, startDate: '2026-02-01' }], windows)[0].startDate).toBe(
      'startDateBeforeServiceStartDate',
    );
    expect(residencyPeriodErrors([{ serviceId: 1, startDate: '2027-01-01' }], windows)[0].startDate).toBe(
      'startDateAfterServiceEndDate',
    );
  });
  it("the end not before the start nor after the service's end", () => {
    expect(residencyPeriodErrors([{ serviceId: 1, startDate: '2026-05-01', endDate: '2026-04-30' }], windows)[0].endDate).toBe(
      'invalidDate',
    );
    expect(residencyPeriodErrors([{ serviceId: 1, startDate: '2026-05-01', endDate: '2027-01-01' }], windows)[0].endDate).toBe(
      'endDateAfterServiceEndDate',
    );
  });
  it('overlapping or adjacent periods of one service are refused unless one is stopped', () => {
    const adjacent = [
      { serviceId: 1, startDate: '2026-02-01', endDate: '2026-02-28' },
      { serviceId: 1, startDate: '2026-03-01', endDate: '2026-03-31' },
    ];
    expect(residencyPeriodErrors(adjacent, windows).map((e) => e.startDate)).toEqual(['overlapDate', 'overlapDate']);
    const gap = [adjacent[0], { ...adjacent[1], startDate: '2026-03-02' }];
    expect(residencyPeriodErrors(gap, windows).map((e) => e.startDate)).toEqual([undefined, undefined]);
    expect(residencyPeriodErrors([adjacent[0], { ...adjacent[1], isStopped: true }], windows).map((e) => e.startDate)).toEqual([
      undefined,
      undefined,
    ]);
    const otherService = [adjacent[0], { ...adjacent[1], serviceId: 2 }];
    expect(residencyPeriodErrors(otherService, windows).map((e) => e.startDate)).toEqual([undefined, undefined]);
  });
  it('an open-ended period runs to one month after the latest date', () => {
    const periods = [
      { serviceId: 1, startDate: '2026-02-01' },
      { serviceId: 1, startDate: '2026-04-01', endDate: '2026-04-30' },
    ];
    // The open period ends 30 May (one month after 30 Apr): it overlaps the April period.
    expect(residencyPeriodErrors(periods, windows).map((e) => e.startDate)).toEqual(['overlapDate', 'overlapDate']);
  });
  it('one month after clamps to the month end', () => {
    expect(oneMonthAfter('2026-01-31')).toBe('2026-02-28');
    expect(oneMonthAfter('2028-01-31')).toBe('2028-02-29');
    expect(oneMonthAfter('2026-12-15')).toBe('2027-01-15');
  });
  it('a new row only when every row has a service and a start date', () => {
    expect(canAddPeriod([{ serviceId: 1, startDate: '2026-02-01' }])).toBe(true);
    expect(canAddPeriod([{ serviceId: 1, startDate: null }])).toBe(false);
    expect(canAddPeriod([{ serviceId: 0, startDate: '2026-02-01' }])).toBe(false);
  });
});

describe('the facility services list', () => {
  const ctx = { requiresStopBillingEvent: false, today: '2026-11-24' };
  const service = (typeDescription: string, extra: Partial<OptionalServiceInput> = {}): OptionalServiceInput => ({
    typeDescription,
    ratesList: rates,
    ...extra,
  });
  it('rates are effective-dated: each ends the day before the next starts', () => {
    expect(normaliseRates([rates[1], rates[0]])).toEqual([
      { startDate: '2026-01-01', endDate: '2026-06-30', value: '10.00' },
      { startDate: '2026-07-01', endDate: null, value: '12.50' },
    ]);
  });
  it('the window ends the day before a final zero rate', () => {
    expect(serviceWindow(rates)).toEqual({ startDate: '2026-01-01', endDate: null });
    expect(serviceWindow(applyStopDate(rates, '2026-08-15'))).toEqual({ startDate: '2026-01-01', endDate: '2026-08-15' });
  });
  it('saving with a stop date stops the rates; saving again is the same', () => {
    const once = ratesToSave({ ratesList: rates, stopDate: '2026-03-31' });
    expect(once).toEqual([
      { startDate: '2026-01-01', endDate: '2026-03-31', value: '10.00' },
      { startDate: '2026-04-01', endDate: null, value: '0' },
    ]);
    expect(ratesToSave({ ratesList: once, stopDate: '2026-03-31' })).toEqual(once);
  });
  it('the current rate is marked by its index', () => {
    const list = normaliseRates(rates);
    expect(rateIndexOn(list, '2026-11-24')).toBe(1);
    expect(rateIndexOn(list, '2026-02-01')).toBe(0);
    expect(rateIndexOn(list, '2025-02-01')).toBe(-1);
  });
  it('charge types are unique ignoring case, among services that are not stopped', () => {
    const errors = optionalServiceErrors(
      [
        service('Newspapers'),
        service('newspapers '),
        service('Hairdressing', { stopDate: '2026-03-31' }),
        service('HAIRDRESSING'),
      ],
      ctx,
    );
    expect(errors).toEqual([{}, { typeDescription: OPTIONAL_SERVICE_MESSAGES.chargeTypeDuplicate }, {}, {}]);
  });
  it('a stop date before the first rate is refused (dateRange)', () => {
    expect(optionalServiceErrors([service('Newspapers', { stopDate: '2025-12-31' })], ctx)).toEqual([
      { stopDate: OPTIONAL_SERVICE_MESSAGES.dateRange },
    ]);
  });
  it('rates: at least one, no two on the same day, none below zero', () => {
    const errors = optionalServiceErrors(
      [
        service('A', { ratesList: [] }),
        service('B', {
          ratesList: [
            { startDate: '2026-01-01', value: '1' },
            { startDate: '2026-01-01', value: '-2' },
          ],
        }),
      ],
      ctx,
    );
    expect(errors).toEqual([
      { ratesList: OPTIONAL_SERVICE_MESSAGES.ratesRequired },
      {
        'ratesList[1].startDate': OPTIONAL_SERVICE_MESSAGES.rateDuplicate,
        'ratesList[1].value': OPTIONAL_SERVICE_MESSAGES.rateNegative,
      },
    ]);
  });
  it('independent living needs a stop billing event', () => {
    const ilu = { ...ctx, requiresStopBillingEvent: true };
    expect(optionalServiceErrors([service('Meals')], ilu)).toEqual([
      { stopBillingEvent: OPTIONAL_SERVICE_MESSAGES.stopBillingEventRequired },
    ]);
    expect(optionalServiceErrors([service('Meals', { stopBillingEvent: 'Settlement' })], ilu)).toEqual([{}]);
  });
});

describe('serviceWindows', () => {
  it('maps each offered service to its window; a service without a start has none', () => {
    const windows = serviceWindows([
      { id: 1, startDate: '2026-01-01', endDate: null },
      { id: 2, startDate: '2025-07-01', endDate: '2026-06-30' },
      { id: 3, startDate: null, endDate: null },
    ]);
    expect([...windows.entries()]).toEqual([
      [1, { startDate: '2026-01-01', endDate: null }],
      [2, { startDate: '2025-07-01', endDate: '2026-06-30' }],
    ]);
  });
});
