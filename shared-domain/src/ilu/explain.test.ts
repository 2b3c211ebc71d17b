import * as ilu from './index';
import { decimalOrNull, explainedMoney } from './explain';

test('a typed amount or rate: blank or not a number is null; $ and thousands separators are read', () => {
  expect([null, undefined, '', 'abc', '5%'].map(decimalOrNull)).toEqual([null, null, null, null, null]);
  expect(decimalOrNull('$1,234.50')?.toString()).toBe('1234.5');
  expect(decimalOrNull(4.25)?.toString()).toBe('4.25');
});

test('an amount figure is rounded half-up to the cent once, as a 2-decimal text; null carries why', () => {
  expect(explainedMoney(decimalOrNull('1.005'), 'f', []).value).toBe('1.01');
  expect(explainedMoney(decimalOrNull('-20000'), 'f', []).value).toBe('-20000.00');
  expect(explainedMoney(null, 'f', [], 'why')).toEqual({ value: null, formula: 'f', inputs: [], missing: 'why' });
});

test('`shared-domain/ilu` exports every rule', () => {
  for (const name of [
    'blankDmfRow',
    'canRemoveDmfRow',
    'normaliseDmfSchedule',
    'dmfRowTotals',
    'dmfSchedulePeriods',
    'dmfUnitPrice',
    'dmfCalculationDate',
    'accruedDmf',
    'capitalGain',
    'ingoingContribution',
    'estimatedRefund',
    'iluFinanceFigures',
    'settlementMinimumDate',
    'applyPrimaryContactRules',
    'contractSignedDateCleared',
    'newEnquirySourceId',
    'isNewEnquirySourceId',
  ]) {
    expect(ilu).toHaveProperty(name);
  }
});
