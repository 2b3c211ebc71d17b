import type { IluFeesAndCharges } from 'shared-domain/contracts/ilu';
import { ILU_FIELD_MESSAGES } from 'shared-domain/ilu/messages';
import {
  keptEntryRows,
  keptScheduleRows,
  serverFieldNames,
  toBody,
  toFormValues,
  validateFinance,
  type IluFinanceFormValues,
} from './financeForm';

const FEES = {
  independentLivingAllocationId: 30,
  version: 4,
  isBillingIntegratedFacility: false,
  assignedAccommodationDto: null,
  financialSummaryAndUnitCostsDto: {
    publishedPrice: null,
    responsibleResidentId: null,
    responsibleResident: null,
    responsibleResidencyId: null,
    contractSignedDateUtc: '2025-03-01T00:00:00Z',
    depositPaidDateUtc: null,
    balancePaidDateUtc: null,
    settlementPrice: null,
    settlementDateUtc: null,
    dmfCalculationDateUtc: null,
    dmfUnitPrice: null,
    agreedPrice: '500000',
    residentCapitalGainRate: null,
    residentCapitalLossRate: null,
    additionalCosts: null,
    ingoingContribution: null,
    calculatedIngoingContributionFromTechone: null,
    accruedDmf: null,
    capitalGain: null,
    estimatedRefund: null,
  },
  ingoingContributionEntries: [],
  vacatingDateUtc: null,
  admissionDateUtc: null,
  isSettled: false,
  deferredManagementFeeDto: {
    minimumRate: null,
    dmfUnitCostCalculationType: 'OutgoingUnitCost',
    dmfUnitCostCalculationTypeDescription: 'Outgoing unit cost',
    independentLivingAllocationId: 30,
    deferredManagementFeesSchedule: [
      { effectiveMonth: 12, value: '5', total: '5.00', feeOrderNumber: 2, independentLivingAllocationId: 30 },
      { effectiveMonth: 36, value: '6', total: '18.00', feeOrderNumber: 1, independentLivingAllocationId: 30 },
    ],
  },
  iluResidencyFinanceFees: [],
} satisfies IluFeesAndCharges;

const values = (over: Partial<IluFinanceFormValues> = {}) => ({ ...toFormValues(FEES), ...over });

test('the form from the answer: amounts with cents, dates without time, the schedule in its order', () => {
  const v = toFormValues(FEES);
  expect(v.agreedPrice).toBe('500000.00');
  expect(v.contractSignedDateUtc).toBe('2025-03-01');
  expect(v.deferredManagementFeesSchedule).toEqual([
    { effectiveMonth: '36', value: '6' },
    { effectiveMonth: '12', value: '5' },
  ]);
  expect(
    toFormValues({ ...FEES, deferredManagementFeeDto: { ...FEES.deferredManagementFeeDto, deferredManagementFeesSchedule: [] } })
      .deferredManagementFeesSchedule,
  ).toEqual([{ effectiveMonth: '', value: '' }]);
});

test('the schedule sent: rows with a month and a rate above 0, in order; none kept: the rows as typed', () => {
  const rows = [
    { effectiveMonth: '36', value: '6' },
    { effectiveMonth: '0', value: '5' },
    { effectiveMonth: '12', value: '' },
    { effectiveMonth: '12', value: '5%' },
  ];
  expect(keptScheduleRows(rows)).toEqual([0, 3]);
  expect(toBody(values({ deferredManagementFeesSchedule: rows }), FEES).deferredManagementFeesSchedule).toEqual([
    { effectiveMonth: 36, value: '6' },
    { effectiveMonth: 12, value: '5' },
  ]);
  expect(
    toBody(values({ deferredManagementFeesSchedule: [{ effectiveMonth: '', value: '' }] }), FEES).deferredManagementFeesSchedule,
  ).toEqual([{ effectiveMonth: null, value: null }]);
});

test("the answer's row and entry indices are the rows sent: mapped back to the form's", () => {
  const v = values({
    deferredManagementFeesSchedule: [
      { effectiveMonth: '', value: '' },
      { effectiveMonth: '36', value: '6' },
    ],
    ingoingContributionEntries: [
      { effectiveDate: '', value: '' },
      { effectiveDate: '2025-03-01', value: '1,000' },
    ],
  });
  expect(keptEntryRows(v.ingoingContributionEntries)).toEqual([1]);
  expect(toBody(v, FEES).ingoingContributionEntries).toEqual([{ effectiveFromDate: '2025-03-01', value: '1000.00' }]);
  expect(serverFieldNames(v)).toEqual({
    'deferredManagementFeesSchedule[0].effectiveMonth': 'deferredManagementFeesSchedule.1.effectiveMonth',
    'deferredManagementFeesSchedule[0].value': 'deferredManagementFeesSchedule.1.value',
    'ingoingContributionEntries[0].effectiveFromDate': 'ingoingContributionEntries.1.effectiveDate',
    'ingoingContributionEntries[0].value': 'ingoingContributionEntries.1.value',
  });
});

test('blank amounts and rates are sent as null; the billing system value only where the facility is billing-integrated', () => {
  const body = toBody(values({ agreedPrice: ' ', minimumRate: '', calculatedIngoingContributionFromTechone: '10' }), FEES);
  expect(body.agreedPrice).toBeNull();
  expect(body.minimumRate).toBeNull();
  expect(body).not.toHaveProperty('calculatedIngoingContributionFromTechone');
  expect(
    toBody(values({ calculatedIngoingContributionFromTechone: '10' }), { ...FEES, isBillingIntegratedFacility: true })
      .calculatedIngoingContributionFromTechone,
  ).toBe('10.00');
});

test('a stored contract signed date may change but not be cleared', () => {
  const ctx = { fees: FEES, serviceWindows: new Map() };
  expect(validateFinance(values({ contractSignedDateUtc: '' }), ctx)).toEqual({
    contractSignedDateUtc: [ILU_FIELD_MESSAGES.contractSignedDateEmptyValue],
  });
  expect(validateFinance(values({ contractSignedDateUtc: '2025-03-02' }), ctx)).toEqual({});
});
