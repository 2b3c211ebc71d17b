import { ageFromDateOfBirth } from './residents';
import { residentDisplayLabel, residentPageUrl, residentSearchTarget } from './resident-labels';

describe('residentDisplayLabel (AgeCare)', () => {
  test.each([
    [{ careType: 0, admissionDateUtc: '2025-01-01T00:00:00Z' }, 'Permanent resident'],
    [{ careType: 1, admissionDateUtc: '2025-01-01T00:00:00Z', departureDateUtc: null }, 'Respite resident'],
    [{ careType: 'Respite', admissionDateUtc: '2025-01-01' }, 'Respite resident'],
    [{ careType: 0, isArchived: true }, 'Archived lead'],
    [{ careType: 0, admissionDateUtc: '2025-01-01', departureDateUtc: '2025-06-01' }, 'Departed'],
    [{ careType: 0, admissionDateUtc: '2025-01-01', isDeparted: true }, 'Departed'],
    [{ careType: 0, admissionDateUtc: '2025-01-01', departureDateUtc: '2025-06-01', isArchived: true }, 'Departed'],
    [{ careType: 0 }, 'Enquiry for Permanent care'],
    [{ careType: 1, admissionDateUtc: null }, 'Enquiry for Respite care'],
  ])('%j -> %s', (resident, label) => {
    expect(residentDisplayLabel(resident, 'AgeCare')).toBe(label);
  });
});

describe('residentDisplayLabel (IndependentLiving)', () => {
  test.each([
    [{ careType: 2, admissionDateUtc: '2025-01-01' }, 'Resident'],
    [{ careType: 2, admissionDateUtc: '2025-01-01', departureDateUtc: '2025-02-01' }, 'Departed'],
    [{ careType: 2 }, 'Enquiry'],
    [{ careType: 2, isArchived: true }, 'Enquiry'],
  ])('%j -> %s', (resident, label) => {
    expect(residentDisplayLabel(resident, 'IndependentLiving')).toBe(label);
  });
});

describe('residentSearchTarget', () => {
  test('AgeCare: viewResident when admitted, else viewLead', () => {
    expect(residentSearchTarget({ residentId: 42, admissionDateUtc: '2025-01-01T00:00:00Z' }, 'AgeCare')).toBe(
      '/viewResident/42',
    );
    expect(residentSearchTarget({ residentId: 43, admissionDateUtc: null }, 'AgeCare')).toBe('/viewLead/43');
    expect(residentSearchTarget({ residentId: 44 })).toBe('/viewLead/44');
  });
  test('IndependentLiving: allocation when admitted, else enquiry', () => {
    expect(residentSearchTarget({ residentId: 7, enquiryId: 3, admissionDateUtc: '2025-01-01' }, 'IndependentLiving')).toBe(
      '/viewIndependentLiving/3/resident/7/false',
    );
    expect(residentSearchTarget({ residentId: 8, enquiryId: 4, admissionDateUtc: null }, 'IndependentLiving')).toBe(
      '/independentLiving/4/enquiry/8',
    );
  });
  test('departed ILU rows open in departed mode', () => {
    expect(
      residentSearchTarget(
        { residentId: 7, enquiryId: 3, admissionDateUtc: '2025-01-01', departureDateUtc: '2025-05-01' },
        'IndependentLiving',
      ),
    ).toBe('/viewIndependentLiving/3/resident/7/true');
  });
  test("uses the row's facility type when none is given", () => {
    expect(residentSearchTarget({ residentId: 9, enquiryId: 5, facilityType: 'IndependentLiving' })).toBe(
      '/independentLiving/5/enquiry/9',
    );
    expect(residentSearchTarget({ residentId: 9, enquiryId: 5, facilityType: 'IndependentLiving' }, 'AgeCare')).toBe(
      '/viewLead/9',
    );
  });
  test('an ILU row without an enquiry id is an error', () => {
    expect(() => residentSearchTarget({ residentId: 9 }, 'IndependentLiving')).toThrow(/enquiryId/);
  });
});

describe('residentPageUrl', () => {
  test('a row without an allocation opens the resident page', () => {
    expect(residentPageUrl({ residentId: 42, admissionDateUtc: '2025-01-01' })).toBe('/viewResident/42');
    expect(residentPageUrl({ residentId: 42, independentLivingAllocationId: null, departureDateUtc: '2025-05-01' })).toBe(
      '/viewResident/42',
    );
  });
  test('an ILU row opens its allocation (departed mode once departed), or its enquiry before admission', () => {
    expect(residentPageUrl({ residentId: 7, independentLivingAllocationId: 3, admissionDateUtc: '2025-01-01' })).toBe(
      '/viewIndependentLiving/3/resident/7/false',
    );
    expect(
      residentPageUrl({
        residentId: 7,
        independentLivingAllocationId: 3,
        admissionDateUtc: '2025-01-01',
        departureDateUtc: '2025-05-01',
      }),
    ).toBe('/viewIndependentLiving/3/resident/7/true');
    expect(residentPageUrl({ residentId: 8, independentLivingAllocationId: 4, admissionDateUtc: null })).toBe(
      '/independentLiving/4/enquiry/8',
    );
  });
});

describe('ageFromDateOfBirth', () => {
  test.each([
    ['1940-03-05', '2026-03-05', 86],
    ['1940-03-06', '2026-03-05', 85],
    ['1940-03-04', '2026-03-05', 86],
    ['1940-12-31', '2026-01-01', 85],
    ['1940-02-29', '2026-02-28', 86],
    ['1940-02-29', '2026-02-27', 85],
    ['1940-03-05T00:00:00Z', '2026-03-05', 86],
  ])('born %s, on %s -> %i', (dob, today, age) => {
    expect(ageFromDateOfBirth(dob, today)).toBe(age);
  });
  test('no date of birth', () => {
    expect(ageFromDateOfBirth(null, '2026-03-05')).toBeNull();
    expect(ageFromDateOfBirth('', '2026-03-05')).toBeNull();
  });
});
