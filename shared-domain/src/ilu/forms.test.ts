import { ILU_FIELD_MESSAGES } from './messages';
import {
  iluAdmissionErrors,
  applyPrimaryContactRules,
  contractSignedDateCleared,
  CONTRACT_SIGNED_DATE_CLEARED_ERROR,
  isNewEnquirySourceId,
  newEnquirySourceId,
  newEnquirySourceName,
  settlementMinimumDate,
  type EnquiryContactForm,
} from './forms';

describe('the settlement date minimum: the vacating date, or else the admission date', () => {
  test('vacated -> the vacating date; not vacated -> the admission date; neither -> null', () => {
    expect(settlementMinimumDate('2026-03-10', '2020-01-06')).toBe('2026-03-10');
    expect(settlementMinimumDate(null, '2020-01-06')).toBe('2020-01-06');
    expect(settlementMinimumDate(null, '2020-01-06T00:00:00Z')).toBe('2020-01-06');
    expect(settlementMinimumDate(null, null)).toBeNull();
  });
});

describe('the admission date and time of the admit and correction dialogs', () => {
  const today = '2026-11-29';
  it('requires the date and refuses a day after today, whatever the time', () => {
    expect(iluAdmissionErrors('', '10:00', today)).toEqual({ admissionDate: [ILU_FIELD_MESSAGES.admissionDateRequired] });
    expect(iluAdmissionErrors('2026-11-30', '', today)).toEqual({ admissionDate: [ILU_FIELD_MESSAGES.admissionInFuture] });
  });
  it('takes today and any earlier day (a couple who moved in before their enquiry was entered)', () => {
    expect(iluAdmissionErrors(today, '23:59', today)).toEqual({});
    expect(iluAdmissionErrors('2019-02-28', null, today)).toEqual({});
  });
  it('wants a time, when one is given, as hh:mm', () => {
    expect(iluAdmissionErrors(today, '24:00', today)).toEqual({ admissionTime: [ILU_FIELD_MESSAGES.admissionTimeInvalid] });
    expect(iluAdmissionErrors(today, '9:30', today)).toEqual({ admissionTime: [ILU_FIELD_MESSAGES.admissionTimeInvalid] });
  });
});

describe('the create-enquiry primary contact rules', () => {
  const form: EnquiryContactForm & { prospect1: { firstName: string; lastName: string } } = {
    primaryContact: 'other',
    prospect1: { firstName: 'Ann', lastName: 'Lee' },
    prospect2: { firstName: 'Bo', lastName: 'Lee' },
    contactFirstName: 'Cat',
    contactLastName: 'Lee',
    contactEmail: 'cat@example.com',
    contactPhoneNumber: '0400 000 000',
  };

  test('other: the contact fields are kept (the same form back)', () => {
    expect(applyPrimaryContactRules(form)).toBe(form);
  });

  test('prospect 1 or prospect 2 with a name: the contact fields are cleared, the rest of the form kept', () => {
    for (const primaryContact of ['prospect1', 'prospect2'] as const) {
      expect(applyPrimaryContactRules({ ...form, primaryContact })).toEqual({
        ...form,
        primaryContact,
        contactFirstName: '',
        contactLastName: '',
        contactEmail: '',
        contactPhoneNumber: '',
      });
    }
  });

  test('prospect 2 without a first and last name: the primary contact is reset to not chosen, and the contact cleared', () => {
    for (const prospect2 of [null, { firstName: 'Bo', lastName: '' }, { firstName: ' ', lastName: 'Lee' }, {}]) {
      expect(applyPrimaryContactRules({ ...form, primaryContact: 'prospect2', prospect2 })).toMatchObject({
        primaryContact: '',
        contactFirstName: '',
        contactEmail: '',
      });
    }
  });

  test('a form already following the rules is returned as it is', () => {
    const cleared = applyPrimaryContactRules({ ...form, primaryContact: 'prospect1' });
    expect(applyPrimaryContactRules(cleared)).toBe(cleared);
  });
});

describe('the contract signed date may not be cleared once stored', () => {
  test('stored and cleared -> true (error emptyValue); changed, or never stored -> false', () => {
    expect(contractSignedDateCleared('2026-01-05', null)).toBe(true);
    expect(contractSignedDateCleared('2026-01-05', '')).toBe(true);
    expect(contractSignedDateCleared('2026-01-05', '2026-01-06')).toBe(false);
    expect(contractSignedDateCleared(null, null)).toBe(false);
    expect(contractSignedDateCleared(null, '2026-01-06')).toBe(false);
    expect(CONTRACT_SIGNED_DATE_CLEARED_ERROR).toBe('emptyValue');
  });
});

describe("enquiry sources typed in as new: id 'new_' followed by the name", () => {
  test("'Website' -> 'new_Website', and back", () => {
    expect(newEnquirySourceId('Website')).toBe('new_Website');
    expect(isNewEnquirySourceId('new_Website')).toBe(true);
    expect(newEnquirySourceName('new_Website')).toBe('Website');
  });

  test("a stored source's id is not new", () => {
    expect(isNewEnquirySourceId(12)).toBe(false);
    expect(isNewEnquirySourceId('12')).toBe(false);
    expect(isNewEnquirySourceId(null)).toBe(false);
    expect(newEnquirySourceName(12)).toBeNull();
  });
});
