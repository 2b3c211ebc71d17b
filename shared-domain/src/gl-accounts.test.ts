import {
  GL_GROUP_INFO,
  GL_MAPPING_GROUPS,
  GL_MESSAGES,
  GL_VALUE_MAX_LENGTH,
  costCentre,
  duplicateNameIndexes,
  glAccountErrors,
  glValueError,
  unmappedAccounts,
  type GlMappingGroup,
} from './gl-accounts';

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

describe('the whole mapping', () => {
  const row = (mappingGroup: GlMappingGroup, mappingType: string, mappingValue: string | null) => ({
    mappingGroup,
    mappingType,
    mappingValue,
  });
  it('the default account is required; other accounts may stay unmapped', () => {
    expect(
      glAccountErrors([row('DefaultAccount', 'Default account', ''), row('FeesAndCharges', 'Daily care fee', null)]),
    ).toEqual([{ mappingValue: GL_MESSAGES.required }, {}]);
  });
  it("mapped accounts need a hyphen and the default account's cost centre", () => {
    const errors = glAccountErrors([
      row('DefaultAccount', 'Default account', '100-1000'),
      row('FeesAndCharges', 'Daily care fee', '1004100'),
      row('ANACCPermanent', 'AN-ACC class 1', '200-4200'),
      row('ANACCRespite', 'AN-ACC respite class 101', '100-4300'),
    ]);
    expect(errors).toEqual([{}, { mappingValue: GL_MESSAGES.hyphen }, { mappingValue: GL_MESSAGES.sameCostCentre }, {}]);
  });
  it('a malformed default account does not mark every other account', () => {
    const errors = glAccountErrors([row('DefaultAccount', 'Default account', '1001000'), row('FeesAndCharges', 'Fee', '200-1')]);
    expect(errors).toEqual([{ mappingValue: GL_MESSAGES.hyphen }, {}]);
  });
  it('sundry charge types are required and unique ignoring case; the later one is marked', () => {
    const errors = glAccountErrors([
      row('DefaultAccount', 'Default account', '100-1000'),
      row('SundryCharges', 'Hairdressing', '100-4500'),
      row('SundryCharges', ' ', null),
      row('FeesAndCharges', 'hairdressing', null),
      row('SundryCharges', 'HAIRDRESSING ', null),
    ]);
    expect(errors).toEqual([{}, {}, { mappingType: GL_MESSAGES.nameRequired }, {}, { mappingType: GL_MESSAGES.duplicateName }]);
  });
  it('every group has its heading; the AN-ACC groups sit under subsidies', () => {
    expect(GL_MAPPING_GROUPS.filter((g) => GL_GROUP_INFO[g].isSubsidy)).toEqual(['ANACCPermanent', 'ANACCRespite']);
    expect(GL_MAPPING_GROUPS.filter((g) => GL_GROUP_INFO[g].userDefined)).toEqual(['SundryCharges']);
  });
});
