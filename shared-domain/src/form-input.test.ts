import {
  INPUT_MESSAGES,
  effectiveDateRowsPayload,
  integerInputError,
  moneyInputError,
  normaliseMoneyInput,
  normalisePercentInput,
  parseIntegerInput,
  parsePercentInput,
  percentInputError,
  toEffectiveDateRow,
  validateEffectiveDateRows,
} from './form-input';

describe('typed numbers', () => {
  test('money: dollars and cents, never more than 2 decimals', () => {
    expect(moneyInputError('$1,234.50')).toBeNull();
    expect(moneyInputError('12.345')).toBe(INPUT_MESSAGES.moneyInvalid);
    expect(moneyInputError('twelve')).toBe(INPUT_MESSAGES.moneyInvalid);
    expect(moneyInputError('')).toBeNull();
    expect(moneyInputError('-1', { min: 0 })).toBe('The value cannot be less than 0.');
    expect(moneyInputError('100.01', { max: '100' })).toBe('The value cannot be more than 100.');
    expect(normaliseMoneyInput('1234.5')).toBe('1234.50');
    expect(normaliseMoneyInput('$1,234')).toBe('1234.00');
    expect(normaliseMoneyInput(' abc ')).toBe('abc');
  });

  test('percent: 0, 1 or 2 decimals, a % sign allowed', () => {
    expect(parsePercentInput('41.25%')!.toFixed()).toBe('41.25');
    expect(parsePercentInput('41.256')).toBeNull();
    expect(percentInputError('7.611')).toBe(INPUT_MESSAGES.percentInvalid);
    expect(percentInputError('101', { max: 100 })).toBe('The value cannot be more than 100.');
    expect(normalisePercentInput('40.00')).toBe('40');
    expect(normalisePercentInput('41.50%')).toBe('41.5');
  });

  test('integer: whole numbers only', () => {
    expect(parseIntegerInput(' 1,200 ')).toBe(1200);
    expect(parseIntegerInput('1.5')).toBeNull();
    expect(integerInputError('1.5')).toBe(INPUT_MESSAGES.integerInvalid);
    expect(integerInputError('9', { min: 1, max: 7 })).toBe('The value cannot be more than 7.');
    expect(integerInputError('')).toBeNull();
  });
});

describe('effective-date editor rows (seed 000 §5)', () => {
  test('a duplicate effective date marks every row that has it', () => {
    const errors = validateEffectiveDateRows(
      [
        { effectiveDate: '2026-07-01', value: '12.50' },
        { effectiveDate: '2026-08-01', value: '13' },
        { effectiveDate: '2026-07-01', value: '14' },
      ],
      'money',
      'meansTestedCareFee',
    );
    expect(errors).toEqual({
      'meansTestedCareFee[0].effectiveDate': [INPUT_MESSAGES.effectiveDateDuplicate],
      'meansTestedCareFee[2].effectiveDate': [INPUT_MESSAGES.effectiveDateDuplicate],
    });
  });

  test('each row needs both a date and a value, or neither; values parse by their kind', () => {
    expect(
      validateEffectiveDateRows(
        [
          { effectiveDate: '', value: '' },
          { effectiveDate: '2026-07-01', value: '' },
          { effectiveDate: '', value: '3' },
          { effectiveDate: '2026-09-01', value: '2.5' },
        ],
        'integer',
      ),
    ).toEqual({
      'rows[1].value': [INPUT_MESSAGES.effectiveValueMissing],
      'rows[2].effectiveDate': [INPUT_MESSAGES.effectiveDateMissing],
      'rows[3].value': [INPUT_MESSAGES.integerInvalid],
    });
    expect(validateEffectiveDateRows([{ effectiveDate: '2026-02-30', value: '2.5' }], 'percent')).toEqual({
      'rows[0].effectiveDate': [INPUT_MESSAGES.dateInvalid],
    });
  });

  test('the payload: decimals as strings, integers as numbers, empty rows dropped, ordered by date', () => {
    expect(
      effectiveDateRowsPayload(
        [
          { effectiveDate: '2026-09-01', value: '$1,200.5' },
          { effectiveDate: '', value: '' },
          { effectiveDate: '2026-07-01', value: '12' },
        ],
        'money',
      ),
    ).toEqual([
      { effectiveDate: '2026-07-01', value: '12.00' },
      { effectiveDate: '2026-09-01', value: '1200.50' },
    ]);
    expect(effectiveDateRowsPayload([{ effectiveDate: '2026-07-01', value: '41.50' }], 'percent')).toEqual([
      { effectiveDate: '2026-07-01', value: '41.5' },
    ]);
    expect(effectiveDateRowsPayload([{ effectiveDate: '2026-07-01', value: '3' }], 'integer')).toEqual([
      { effectiveDate: '2026-07-01', value: 3 },
    ]);
    expect(toEffectiveDateRow({ effectiveDate: '2026-07-01T00:00:00Z', value: '12.5' }, 'money')).toEqual({
      effectiveDate: '2026-07-01',
      value: '12.50',
    });
  });
});
