import type { FeeEntry } from 'shared-domain/finance/fees';
import {
  emptyFeesResponse,
  labelledMessages,
  liveFigures,
  liveIsAct2025,
  rowsOf,
  toBody,
  toFormValues,
  withRows,
} from './feesForm';

const entries: FeeEntry[] = [
  { id: 1, effectiveDateType: 'SupportLevel', effectiveFromDate: '2026-01-05', value: null, supportLevel: 'Unsupported' },
  { id: 2, effectiveDateType: 'AgreedRoomPrice', effectiveFromDate: '2026-01-05', value: '500000.00', supportLevel: null },
];

test('rowsOf: a type as editor rows, oldest first, money with 2 decimals, ids kept', () => {
  const more: FeeEntry[] = [
    ...entries,
    { effectiveDateType: 'AgreedRoomPrice', effectiveFromDate: '2025-12-01', value: '450000', supportLevel: null },
  ];
  expect(rowsOf(more, 'AgreedRoomPrice')).toEqual([
    { effectiveDate: '2025-12-01', value: '450000.00' },
    { id: 2, effectiveDate: '2026-01-05', value: '500000.00' },
  ]);
  expect(rowsOf(entries, 'SupportLevel')).toEqual([{ id: 1, effectiveDate: '2026-01-05', value: 'Unsupported' }]);
});

test('withRows: the rows replace the type (blank rows dropped, amounts tidied)', () => {
  const next = withRows(entries, 'AgreedRoomPrice', [
    { id: 2, effectiveDate: '2026-01-05', value: '$510,000' },
    { effectiveDate: '', value: '' },
  ]);
  expect(next.filter((e) => e.effectiveDateType === 'AgreedRoomPrice')).toEqual([
    { id: 2, effectiveDateType: 'AgreedRoomPrice', effectiveFromDate: '2026-01-05', value: '510000.00', supportLevel: null },
  ]);
});

test('withRows: a support level set to Supported brings a zero DAC on its date; one already there is not added again', () => {
  const next = withRows(entries, 'SupportLevel', [
    { id: 1, effectiveDate: '2026-01-05', value: 'Unsupported' },
    { effectiveDate: '2026-03-01', value: 'Supported' },
  ]);
  expect(next.filter((e) => e.effectiveDateType === 'DailyAccommodationContribution')).toEqual([
    { effectiveDateType: 'DailyAccommodationContribution', effectiveFromDate: '2026-03-01', value: '0.00', supportLevel: null },
  ]);
  // Unchanged rows bring nothing.
  expect(withRows(entries, 'SupportLevel', rowsOf(entries, 'SupportLevel'))).toHaveLength(entries.length);
});

test('withRows: Supported keeps a DAC the residency has at another date (no zero DAC is added over it)', () => {
  const withDac: FeeEntry[] = [
    ...entries,
    {
      id: 3,
      effectiveDateType: 'DailyAccommodationContribution',
      effectiveFromDate: '2026-01-05',
      value: '60.00',
      supportLevel: null,
    },
  ];
  const next = withRows(withDac, 'SupportLevel', [
    { id: 1, effectiveDate: '2026-01-05', value: 'Unsupported' },
    { effectiveDate: '2026-03-01', value: 'Supported' },
  ]);
  expect(next.filter((e) => e.effectiveDateType === 'DailyAccommodationContribution')).toEqual([withDac[2]]);
});

test('labelledMessages: an entry message says which fee and day it is about', () => {
  expect(
    labelledMessages({ 'effectiveDates[1].value': ['The value cannot be less than 0.'], version: 'Stale.' }, entries),
  ).toEqual(['Agreed room price, 05 Jan 2026: The value cannot be less than 0.', 'Stale.']);
});

test('liveFigures: the Act 2025 contributions follow the form too (the caps and earlier NCCC come with the fees)', () => {
  const today = '2026-03-01';
  const response = emptyFeesResponse(
    42,
    { id: 1, name: 'Bayside Gardens', isBillingIntegrated: false, enableAgedCareAct2025: true },
    today,
  );
  response.financeFees = {
    ...response.financeFees,
    admissionDateUtc: '2026-01-05',
    accommodationClass: 'Post01Nov2025',
    isAct2025: true,
    contributionCaps: {
      hotellingContributionDailyCap: '22.15',
      nonClinicalCareContributionDailyCap: '105.30',
      nonClinicalCareContributionLifetimeCap: '135318.69',
      nonClinicalCareContributionTimeLimitDays: 1460,
    },
    ncccPaidBefore: { amount: '0.00', days: 0 },
  };
  const values = toFormValues(response.financeFees);
  const none = liveFigures(response, values, today);
  const withNccc = liveFigures(
    response,
    {
      ...values,
      effectiveDates: [
        {
          effectiveDateType: 'NonClinicalCareContributionFee',
          effectiveFromDate: '2026-01-05',
          value: '80.00',
          supportLevel: null,
        },
      ],
    },
    today,
  );
  expect(withNccc.nonClinicalCareContribution?.value).not.toEqual(none.nonClinicalCareContribution?.value ?? null);
  expect(withNccc.nonClinicalCareContributionLifetimeProgress?.value).toBeTruthy();
});

test('the accommodation class: from the fees, in the body, and the Act 2025 sections follow it and the facility flag', () => {
  const today = '2026-03-01';
  const facility = { id: 1, name: 'Bayside Gardens', isBillingIntegrated: false, enableAgedCareAct2025: true };
  const response = emptyFeesResponse(42, facility, today);
  response.financeFees = { ...response.financeFees, admissionDateUtc: '2025-09-01', accommodationClass: 'Post01Jul2014' };
  const values = toFormValues(response.financeFees);
  expect(values.accommodationClass).toBe('Post01Jul2014');
  expect(toBody(values, 1).accommodationClass).toBe('Post01Jul2014');
  expect(toBody({ ...values, accommodationClass: '' }, 1).accommodationClass).toBeNull();
  expect(liveIsAct2025(response, values, today)).toBe(false);
  expect(liveIsAct2025(response, { ...values, accommodationClass: 'Post01Nov2025' }, today)).toBe(true);
  const off = { ...response, facility: { ...facility, enableAgedCareAct2025: false } };
  expect(liveIsAct2025(off, { ...values, accommodationClass: 'Post01Nov2025' }, today)).toBe(false);
  // A lead without a class: by its requested admission date, not before today.
  const lead = {
    ...response,
    financeFees: {
      ...response.financeFees,
      admissionDateUtc: null,
      accommodationClass: null,
      requestedAdmissionDateUtc: '2026-04-01',
    },
  };
  expect(liveIsAct2025(lead, toFormValues(lead.financeFees), today)).toBe(true);
});
