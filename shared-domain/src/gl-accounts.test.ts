import { GL_VALUE_MAX_LENGTH, costCentre, duplicateNameIndexes, glValueError, unmappedAccounts } from './gl-accounts';

describe('GL account mapping (seed 002 §5)', () => {
  it('a value needs a hyphen', () => {
    expect(glValueError('41000')).toBe('hyphen');
    expect(glValueError('')).toBe('required');
    expect(glValueError('100-41000')).toBeNull();
  });
  it('a value is bounded in length', () => {
    expect(glValueError(`100-${'9'.repeat(GL_VALUE_MAX_LENGTH - 4)}`)).toBeNull();
    expect(glValueError(`100-${'9'.repeat(GL_VALUE_MAX_LENGTH - 3)}`)).toBe('maxLength');
  });
  it("the cost centre must be the default account's", () => {
    expect(costCentre(' 100 -41000')).toBe('100');
    expect(glValueError('100-42000', '100-41000')).toBeNull();
    expect(glValueError('200-42000', '100-41000')).toBe('sameCostCentre');
    expect(glValueError('200-42000', null)).toBeNull();
  });
  it('sundry charge type names are unique ignoring case', () => {
    expect(duplicateNameIndexes(['Hairdressing', 'Podiatry', 'hairdressing ', '', 'PODIATRY'])).toEqual([2, 4]);
  });
  it('unmapped accounts are those without a value', () => {
    const rows = [{ mappingValue: '100-1' }, { mappingValue: ' ' }, { mappingValue: null }];
    expect(unmappedAccounts(rows)).toEqual([rows[1], rows[2]]);
  });
});
