import { accruedDmf, dmfCalculationDate, dmfUnitPrice, explainedDmfCalculationDate, type AccruedDmfInput } from './dmf';
import { ILU_FIGURE_MISSING } from './explain';
import type { DmfScheduleRow } from './dmf-schedule';

/** Catalina Village: 6 % a year for years 1-3, 5 % for year 4, 4 % a year for years 5-7 (35 % at most). */
const catalina: DmfScheduleRow[] = [
  { effectiveMonth: 36, value: '6' },
  { effectiveMonth: 12, value: '5' },
  { effectiveMonth: 36, value: '4' },
];

const base: AccruedDmfInput = {
  calculationType: 'IngoingUnitCost',
  agreedPrice: '500000.00',
  settlementPrice: null,
  admissionDate: '2023-07-01',
  vacatingDate: null,
  today: '2026-05-01',
  minimumRate: null,
  schedule: catalina,
};

const inputOf = (r: { inputs: Array<{ label: string; value: string }> }, label: string) =>
  r.inputs.find((x) => x.label === label || x.label.startsWith(label))?.value;

describe('the DMF calculation date: the vacating date when vacated, else today', () => {
  test('vacated on 1 Oct 2025 -> 1 Oct 2025; not vacated -> today', () => {
    expect(dmfCalculationDate({ vacatingDate: '2025-10-01', today: '2026-05-01' })).toBe('2025-10-01');
    expect(dmfCalculationDate({ vacatingDate: null, today: '2026-05-01' })).toBe('2026-05-01');
    expect(dmfCalculationDate({ vacatingDate: '2025-10-01T00:00:00.000Z', today: '2026-05-01' })).toBe('2025-10-01');
  });

  test('explained: the vacating date, or today as an estimate', () => {
    expect(explainedDmfCalculationDate({ vacatingDate: null, today: '2026-05-01' })).toMatchObject({
      value: '2026-05-01',
      inputs: [
        { label: 'Vacating date', value: 'Not vacated' },
        { label: 'Today', value: '01 May 2026' },
      ],
    });
    expect(explainedDmfCalculationDate({ vacatingDate: '2025-10-01', today: '2026-05-01' }).inputs).toEqual([
      { label: 'Vacating date', value: '01 Oct 2025', source: 'Departure' },
    ]);
  });
});

describe('the DMF unit price: the agreed price (ingoing unit cost) or the settlement price (outgoing unit cost)', () => {
  test('ingoing unit cost -> the agreed price', () => {
    expect(dmfUnitPrice(base)).toMatchObject({
      value: '500000.00',
      inputs: [
        { label: 'DMF calculation type', value: 'Ingoing unit cost' },
        { label: 'Agreed price', value: '$500,000.00' },
      ],
    });
  });

  test('outgoing unit cost -> the settlement price; missing until it is entered, saying so', () => {
    const outgoing = { ...base, calculationType: 'OutgoingUnitCost' as const };
    expect(dmfUnitPrice(outgoing)).toMatchObject({
      value: null,
      missing: ILU_FIGURE_MISSING.settlementPriceForDmf,
      inputs: [
        { label: 'DMF calculation type', value: 'Outgoing unit cost' },
        { label: 'Settlement price', value: 'Not entered', source: 'Finalise settlement' },
      ],
    });
    expect(dmfUnitPrice({ ...outgoing, settlementPrice: '620000' }).value).toBe('620000.00');
  });

  test('no calculation type or no agreed price: missing', () => {
    expect(dmfUnitPrice({ ...base, calculationType: null }).missing).toBe(ILU_FIGURE_MISSING.calculationType);
    expect(dmfUnitPrice({ ...base, agreedPrice: null }).missing).toBe(ILU_FIGURE_MISSING.agreedPrice);
  });
});

describe('worked example: a front-loaded schedule (Catalina Village) on an agreed price of $500,000 from 1 Jul 2023', () => {
  test('vacated after 2 years 3 months (1 Oct 2025): 823 days, all in row 1 at 6 %: 500,000 x 823 x 6 / 36500 = $67,643.84', () => {
    const r = accruedDmf({ ...base, vacatingDate: '2025-10-01' });
    expect(r.value).toBe('67643.84');
    expect(r.missing).toBeUndefined();
    expect(r.inputs).toEqual([
      { label: 'DMF unit price (ingoing unit cost)', value: '$500,000.00', source: 'Fees and charges' },
      { label: 'Admission date', value: '01 Jul 2023', source: 'Admission' },
      { label: 'DMF calculation date', value: '01 Oct 2025', source: 'Departure' },
      { label: 'Days of occupancy (admission date counted, calculation date not)', value: '823 days' },
      {
        label: 'Row 1: 6% a year for 36 months, 01 Jul 2023 to 30 Jun 2026',
        value: '823 days: $67,643.84',
        effectiveDate: '2023-07-01',
        source: 'Fees and charges: DMF schedule',
      },
      {
        label: 'Row 2: 5% a year for 12 months, 01 Jul 2026 to 30 Jun 2027',
        value: '0 days: $0.00',
        effectiveDate: '2026-07-01',
        source: 'Fees and charges: DMF schedule',
      },
      {
        label: 'Row 3: 4% a year for 36 months, 01 Jul 2027 to 30 Jun 2030',
        value: '0 days: $0.00',
        effectiveDate: '2027-07-01',
        source: 'Fees and charges: DMF schedule',
      },
      { label: 'Accrued on the schedule', value: '$67,643.84' },
      { label: 'Minimum rate', value: 'None', source: 'Fees and charges: DMF schedule' },
      { label: 'Minimum DMF (minimum rate x DMF unit price)', value: '$0.00' },
    ]);
  });

  test('vacated after 5 years 6 months (1 Jan 2029): row 1 capped at 18 % ($90,000), row 2 $25,000, row 3 550 days x 4 % = $30,136.99', () => {
    // Row 1: 1,096 days (29 Feb 2024 inside) x 6 / 36500 = 18.016 % -> at most its 18 % share: $90,000.00
    // Row 2: 365 days x 5 / 36500 = 5 % = $25,000.00
    // Row 3: 1 Jul 2027 to 31 Dec 2028, 550 days: 500,000 x 550 x 4 / 36500 = $30,136.99
    const r = accruedDmf({ ...base, vacatingDate: '2029-01-01' });
    expect(r.value).toBe('145136.99');
    expect(inputOf(r, 'Row 1')).toBe("1,096 days: $90,000.00 (at most the row's 18% share)");
    expect(inputOf(r, 'Row 2')).toBe('365 days: $25,000.00');
    expect(inputOf(r, 'Row 3')).toBe('550 days: $30,136.99');
    expect(inputOf(r, 'Days of occupancy')).toBe('2,011 days');
  });

  test('beyond the last row nothing more accrues: vacated after 8 or after 12 years, 35 % = $175,000.00', () => {
    // 18 % + 5 % + 12 % (row 3: 1,096 days across 29 Feb 2028, capped at its 12 % share)
    expect(accruedDmf({ ...base, vacatingDate: '2031-07-01' }).value).toBe('175000.00');
    expect(accruedDmf({ ...base, vacatingDate: '2035-07-01' }).value).toBe('175000.00');
  });

  test('not vacated: an estimate as at today (1 May 2026: 1,035 days at 6 % = $85,068.49)', () => {
    // 500,000 x 1,035 x 6 / 36500 = 85,068.493
    const r = accruedDmf(base);
    expect(r.value).toBe('85068.49');
    expect(r.inputs).toContainEqual({
      label: 'DMF calculation date',
      value: '01 May 2026',
      source: 'Today (an estimate as at today)',
    });
  });
});

describe('worked example: the minimum rate above what the schedule accrued', () => {
  test('10 % minimum, vacated after one year of 5 % a year: 400,000 x 365 x 5 / 36500 = $20,000 < 10 % x 400,000 = $40,000 -> $40,000.00', () => {
    const r = accruedDmf({
      ...base,
      agreedPrice: '400000',
      admissionDate: '2025-03-01',
      vacatingDate: '2026-03-01',
      minimumRate: '10',
      schedule: [{ effectiveMonth: 24, value: 5 }],
    });
    expect(r.value).toBe('40000.00');
    expect(inputOf(r, 'Accrued on the schedule')).toBe('$20,000.00');
    expect(inputOf(r, 'Minimum rate')).toBe('10%');
    expect(inputOf(r, 'Minimum DMF')).toBe('$40,000.00');
  });

  test('the schedule above the minimum: the schedule is taken (2 years of 6 % = 12 % > 10 %)', () => {
    const r = accruedDmf({
      ...base,
      agreedPrice: '400000',
      admissionDate: '2025-03-01',
      vacatingDate: '2027-03-01',
      minimumRate: '10',
      schedule: [{ effectiveMonth: 36, value: 6 }],
    });
    // 730 days x 6 / 36500 = 12 % of 400,000
    expect(r.value).toBe('48000.00');
  });
});

describe('the anniversary day and the leap day', () => {
  const oneRow = { ...base, agreedPrice: '100000', schedule: [{ effectiveMonth: 12, value: 6 }] };

  test('vacated exactly one year after the admission, no 29 Feb: 365 days x 6 / 36500 = 6 % = $6,000.00', () => {
    expect(accruedDmf({ ...oneRow, admissionDate: '2025-03-01', vacatingDate: '2026-03-01' }).value).toBe('6000.00');
  });

  test('exactly one year across 29 Feb 2024: 366 days would give 100,000 x 366 x 6 / 36500 = $6,016.44; capped at the 6 % share: $6,000.00', () => {
    const r = accruedDmf({ ...oneRow, admissionDate: '2023-07-01', vacatingDate: '2024-07-01' });
    expect(r.value).toBe('6000.00');
    expect(inputOf(r, 'Row 1')).toBe("366 days: $6,000.00 (at most the row's 6% share)");
  });

  test('a month with the leap day: 1 Feb to 1 Mar 2024 is 29 days: 365,000 x 29 x 6 / 36500 = $1,740.00', () => {
    expect(accruedDmf({ ...oneRow, agreedPrice: '365000', admissionDate: '2024-02-01', vacatingDate: '2024-03-01' }).value).toBe(
      '1740.00',
    );
  });

  test('admitted on 29 Feb 2024: row 1 runs to 28 Feb 2025 (366 days, capped at 6 %), row 2 from 1 Mar 2025', () => {
    // Row 1: $6,000.00 (capped); row 2: 1 Mar to 31 Aug 2025, 184 days x 100,000 x 5 / 36500 = $2,520.55
    const r = accruedDmf({
      ...oneRow,
      admissionDate: '2024-02-29',
      vacatingDate: '2025-09-01',
      schedule: [
        { effectiveMonth: 12, value: 6 },
        { effectiveMonth: 12, value: 5 },
      ],
    });
    expect(r.value).toBe('8520.55');
    expect(r.inputs.map((x) => x.label).filter((l) => l.startsWith('Row'))).toEqual([
      'Row 1: 6% a year for 12 months, 29 Feb 2024 to 28 Feb 2025',
      'Row 2: 5% a year for 12 months, 01 Mar 2025 to 28 Feb 2026',
    ]);
  });
});

describe('the first and the last day', () => {
  test('calculation date = admission date: no day of occupancy, $0.00 accrued', () => {
    const r = accruedDmf({ ...base, vacatingDate: '2023-07-01' });
    expect(r.value).toBe('0.00');
    expect(inputOf(r, 'Days of occupancy')).toBe('0 days');
  });

  test('one day of occupancy: 500,000 x 1 x 6 / 36500 = $82.19', () => {
    expect(accruedDmf({ ...base, vacatingDate: '2023-07-02' }).value).toBe('82.19');
  });

  test('an admission after today (an estimate before the admission): $0.00, or the minimum', () => {
    expect(accruedDmf({ ...base, admissionDate: '2026-06-01' }).value).toBe('0.00');
    expect(accruedDmf({ ...base, admissionDate: '2026-06-01', minimumRate: '10' }).value).toBe('50000.00');
  });

  test('rounded to the cent once, at the end: $1.24, although the rows shown round to $0.42 + $0.41 + $0.42', () => {
    // $1,000 at 0.5 % a year, three rows of one month from 1 Mar 2026, vacated 1 Jun 2026:
    // Mar 31 days x 1,000 x 0.5 / 36500 = 0.4247, capped at its share 1,000 x 0.5 % x 1/12 = 0.41667
    // Apr 30 days = 0.41096; May 31 days, capped = 0.41667; sum 1.24429 -> $1.24
    const schedule = Array.from({ length: 3 }, () => ({ effectiveMonth: 1, value: '0.5' }));
    const r = accruedDmf({ ...base, agreedPrice: '1000', schedule, admissionDate: '2026-03-01', vacatingDate: '2026-06-01' });
    expect(r.value).toBe('1.24');
    expect(['Row 1', 'Row 2', 'Row 3'].map((row) => inputOf(r, row))).toEqual([
      "31 days: $0.42 (at most the row's 0.04% share)",
      '30 days: $0.41',
      "31 days: $0.42 (at most the row's 0.04% share)",
    ]);
  });
});

describe('rows that do not count are ignored, as on save', () => {
  test('a row at month 0 and a blank row between Catalina rows 1 and 2 change nothing', () => {
    const withBlanks = [
      catalina[0],
      { effectiveMonth: 0, value: '5' },
      { effectiveMonth: null, value: null },
      catalina[1],
      catalina[2],
    ];
    expect(accruedDmf({ ...base, schedule: withBlanks, vacatingDate: '2029-01-01' }).value).toBe('145136.99');
  });

  test('no row with a month and a rate: $0.00 accrued (or the minimum), saying so', () => {
    const r = accruedDmf({ ...base, schedule: [{ effectiveMonth: null, value: null }], vacatingDate: '2025-10-01' });
    expect(r.value).toBe('0.00');
    expect(r.inputs).toContainEqual({
      label: 'DMF schedule',
      value: 'No rows with a month and a rate',
      source: 'Fees and charges: DMF schedule',
    });
  });
});

describe('worked example: outgoing unit cost (the DMF on the settlement price)', () => {
  const outgoing: AccruedDmfInput = { ...base, calculationType: 'OutgoingUnitCost', vacatingDate: '2025-10-01' };

  test('missing until the settlement price is entered, saying what is missing', () => {
    const r = accruedDmf(outgoing);
    expect(r).toMatchObject({ value: null, missing: ILU_FIGURE_MISSING.settlementPriceForDmf });
    expect(r.inputs).toContainEqual({ label: 'Settlement price', value: 'Not entered', source: 'Finalise settlement' });
  });

  test('settled at $620,000: 620,000 x 823 x 6 / 36500 = $83,878.36', () => {
    const r = accruedDmf({ ...outgoing, settlementPrice: '620000.00' });
    expect(r.value).toBe('83878.36');
    expect(r.inputs[0]).toEqual({
      label: 'DMF unit price (outgoing unit cost)',
      value: '$620,000.00',
      source: 'Finalise settlement',
    });
  });
});

test('not admitted yet: the accrued DMF is missing', () => {
  expect(accruedDmf({ ...base, admissionDate: null })).toMatchObject({
    value: null,
    missing: ILU_FIGURE_MISSING.admissionDate,
    inputs: [
      { label: 'DMF unit price (ingoing unit cost)', value: '$500,000.00' },
      { label: 'Admission date', value: 'Not admitted' },
    ],
  });
});
