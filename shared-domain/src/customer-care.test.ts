import {
  CUSTOMER_CARE_MESSAGES,
  clinicalSubmittedMessage,
  isClinicalOperationType,
  validateResidentsForClinical,
  type ClinicalResident,
} from './customer-care';

const complete: ClinicalResident = {
  firstName: 'Mary',
  lastName: 'Smith',
  dateOfBirth: '1940-02-03',
  sex: 'Female',
  medicareNumber: '2123 45670 1',
  careRecipientId: 'CR12345678',
};

describe('clinical integration', () => {
  test('the submitted message names the operation as the seed words it', () => {
    expect(clinicalSubmittedMessage('OnboardResidents')).toBe(
      'Request to on-board the residents to clinical has been submitted.',
    );
    expect(clinicalSubmittedMessage('UpdateResidents')).toBe('Request to update the residents to clinical has been submitted.');
  });

  test('operation types', () => {
    expect(isClinicalOperationType('OnboardResidents')).toBe(true);
    expect(isClinicalOperationType('UpdateResidents')).toBe(true);
    expect(isClinicalOperationType('onboardresidents')).toBe(false);
    expect(isClinicalOperationType(undefined)).toBe(false);
  });

  test('complete residents can be sent', () => {
    expect(validateResidentsForClinical([complete, { ...complete, sex: 'Male', medicareNumber: '2123456701' }])).toEqual([]);
  });

  test('no residents: nothing to send', () => {
    expect(validateResidentsForClinical([])).toEqual([{ errorMessage: CUSTOMER_CARE_MESSAGES.noResidents }]);
  });

  test('one message per missing field, named by resident, in order', () => {
    const results = validateResidentsForClinical([
      { ...complete, firstName: 'Ann', lastName: 'Lee', dateOfBirth: null, sex: 'Unknown' },
      complete,
      { ...complete, firstName: 'Bo', lastName: 'Ng', medicareNumber: '12345', careRecipientId: '  ' },
      { ...complete, firstName: 'Cy', lastName: 'Oh', medicareNumber: null, sex: null },
    ]);
    expect(results.map((r) => r.errorMessage)).toEqual([
      'Lee, Ann: the date of birth is missing.',
      'Lee, Ann: the gender is missing.',
      'Ng, Bo: the Medicare number must have 10 digits.',
      'Oh, Cy: the gender is missing.',
      'Oh, Cy: the Medicare number is missing.',
    ]);
  });
});
