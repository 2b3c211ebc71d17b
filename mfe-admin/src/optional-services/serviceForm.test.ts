import { OPTIONAL_SERVICE_MESSAGES as M } from 'shared-domain/optional-services';
import { formField, serverFieldNames, serviceFormErrors, toBody, type ServiceFormValues } from './serviceForm';

const values = (rates: Array<[string, string]>): ServiceFormValues => ({
  typeDescription: 'Pay TV',
  billingPeriod: 'Monthly',
  stopBillingEvent: '',
  stopDate: '',
  rates: rates.map(([effectiveDate, value]) => ({ effectiveDate, value })),
});
const context = { id: null, others: [], requiresStopBillingEvent: false, today: '2026-11-24' };

test('blank rate rows are not sent, and the errors of the rates sent land on their rows in the form', () => {
  const v = values([
    ['', ''],
    ['2026-01-01', '10'],
    ['2026-02-01', '-1'],
  ]);
  expect(toBody(v, null).services[0].ratesList).toEqual([
    { startDate: '2026-01-01', value: '10.00' },
    { startDate: '2026-02-01', value: '-1.00' },
  ]);
  // A value below 0 and a repeated date are the rates editor's own messages (one message per problem), not the rule's.
  expect(serviceFormErrors(v, context)).toEqual({});
  expect(
    serviceFormErrors(
      values([
        ['2026-01-01', '10'],
        ['2026-01-01', '12'],
      ]),
      context,
    ),
  ).toEqual({});
  expect(serverFieldNames(v)['services[0].ratesList[1].value']).toBe('rates.2.value');
  expect(formField('ratesList[0].startDate', [1])).toBe('rates[1].effectiveDate');
  expect(formField('ratesList')).toBe('rates');
});

test('a billing period is required; a stop date before the first rate is the dateRange error', () => {
  const v = { ...values([['2026-01-01', '10']]), billingPeriod: '' as const, stopDate: '2025-12-31' };
  expect(serviceFormErrors(v, context)).toEqual({ billingPeriod: 'Please select the billing period.', stopDate: M.dateRange });
});
