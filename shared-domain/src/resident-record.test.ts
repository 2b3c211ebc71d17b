import {
  applyBillPayerChange,
  careIdError,
  hasPostalAddress,
  memberNumberError,
  MESSAGES,
  validateResidentRecord,
} from './resident-record';
import { CC_EMAIL_INVALID_MESSAGE, CC_EMAIL_TOO_LONG_MESSAGE } from './validation';

const address = { street1: '1 Main St', suburb: 'Brighton', state: 'VIC', postCode: '3186' };
const resident = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '1940-01-02',
  sex: 'Female',
  email: 'ada@example.com',
  ...address,
  primaryContact: { firstName: 'Bob', lastName: 'Smith', email: null, street1: null, suburb: null, postCode: null },
  secondaryContact: { firstName: 'Cy', lastName: 'Jones', email: 'cy@example.com', ...address },
};
const detail = {
  ccEmail: 'x@y.com',
  isInvoiceEmail: true,
  isInvoicePost: true,
  isDrawdownDap: true,
  isDrawdownFees: true,
  isDrawdownExtraServices: true,
};

describe('applyBillPayerChange', () => {
  test('unchanged payer keeps the detail', () => {
    expect(applyBillPayerChange('Resident', 'Resident', detail, resident)).toMatchObject(detail);
  });
  test('a new payer without email or address: drawdowns cleared, email and post unticked', () => {
    const d = applyBillPayerChange('Resident', 'PrimaryContact', detail, resident);
    expect(d).toMatchObject({
      isDrawdownDap: false,
      isDrawdownFees: false,
      isDrawdownExtraServices: false,
      isInvoiceEmail: false,
      isInvoicePost: false,
      ccEmail: 'x@y.com',
    });
  });
  test('a new payer with email and address keeps invoicing ticked but still clears drawdowns', () => {
    const d = applyBillPayerChange('PrimaryContact', 'SecondaryContact', detail, resident);
    expect(d).toMatchObject({ isDrawdownDap: false, isDrawdownFees: false, isInvoiceEmail: true, isInvoicePost: true });
  });
  test('a payer contact that does not exist unticks both', () => {
    const d = applyBillPayerChange('Resident', 'SecondaryContact', detail, { ...resident, secondaryContact: null });
    expect(d).toMatchObject({ isInvoiceEmail: false, isInvoicePost: false });
  });
  test('null detail gives the empty detail', () => {
    expect(applyBillPayerChange('Resident', 'PrimaryContact', null, resident)).toMatchObject({
      isInvoiceEmail: false,
      isDrawdownDap: false,
    });
  });
});

describe('field rules', () => {
  test('care IDs at most 10 characters', () => {
    expect(careIdError('1234567890')).toBeNull();
    expect(careIdError('12345678901')).toBe(MESSAGES.careIdTooLong);
    expect(careIdError('')).toBeNull();
    expect(careIdError(null)).toBeNull();
  });
  test('member number required with a Medicare number', () => {
    expect(memberNumberError('2123456789', '')).toBe(MESSAGES.memberNumberRequired);
    expect(memberNumberError('2123456789', '1')).toBeNull();
    expect(memberNumberError('', '')).toBeNull();
    expect(memberNumberError(null, null)).toBeNull();
  });
  test('postal address needs street, suburb and post code', () => {
    expect(hasPostalAddress(address)).toBe(true);
    expect(hasPostalAddress({ ...address, suburb: ' ' })).toBe(false);
    expect(hasPostalAddress(null)).toBe(false);
  });
});

describe('validateResidentRecord', () => {
  test('a valid resident has no errors', () => {
    expect(
      validateResidentRecord({
        ...resident,
        billPayerType: 'Resident',
        billPayerDetail: { ...detail, ccEmail: 'a@b.com, c@d.com' },
      }),
    ).toEqual({});
  });
  test('resident-required fields apply only when not a lead', () => {
    const r = { ...resident, dateOfBirth: null, sex: '' };
    expect(validateResidentRecord(r)).toEqual({ dateOfBirth: [MESSAGES.dateOfBirthRequired], sex: [MESSAGES.sexRequired] });
    expect(validateResidentRecord({ ...r, isLead: true })).toEqual({});
  });
  test('names are always required', () => {
    expect(validateResidentRecord({ ...resident, firstName: ' ', lastName: '' })).toEqual({
      firstName: [MESSAGES.firstNameRequired],
      lastName: [MESSAGES.lastNameRequired],
    });
  });
  test('care ids, member number and emails', () => {
    const e = validateResidentRecord({
      ...resident,
      careRecipientId: 'ABCDEFGHIJK',
      residentialCareId: '12345678901',
      medicareNumber: '2123456789',
      medicareMemberNumber: '',
      email: 'nope',
    });
    expect(e).toEqual({
      careRecipientId: [MESSAGES.careIdTooLong],
      residentialCareId: [MESSAGES.careIdTooLong],
      medicareMemberNumber: [MESSAGES.memberNumberRequired],
      email: [MESSAGES.emailInvalid],
    });
  });
  test('CC emails: invalid or too long', () => {
    expect(
      validateResidentRecord({
        ...resident,
        billPayerDetail: { ccEmail: 'a@b.com;bad', isInvoiceEmail: false, isInvoicePost: false },
      }),
    ).toEqual({ 'billPayerDetail.ccEmail': [CC_EMAIL_INVALID_MESSAGE] });
    const many = Array.from({ length: 12 }, (_, i) => `person${i}@example.com`).join(',');
    expect(
      validateResidentRecord({ ...resident, billPayerDetail: { ccEmail: many, isInvoiceEmail: false, isInvoicePost: false } }),
    ).toEqual({ 'billPayerDetail.ccEmail': [CC_EMAIL_TOO_LONG_MESSAGE] });
  });
  test("post invoicing needs the payer's postal address", () => {
    const e = validateResidentRecord({
      ...resident,
      billPayerType: 'PrimaryContact',
      billPayerDetail: { isInvoiceEmail: false, isInvoicePost: true },
    });
    expect(e).toEqual({ 'billPayerDetail.isInvoicePost': [MESSAGES.postNeedsAddress] });
    expect(
      validateResidentRecord({
        ...resident,
        billPayerType: 'SecondaryContact',
        billPayerDetail: { isInvoiceEmail: false, isInvoicePost: true },
      }),
    ).toEqual({});
  });
  test('bill payer contact must exist; contacts need names; specialised care 1-5', () => {
    const e = validateResidentRecord({
      ...resident,
      primaryContact: null,
      billPayerType: 'PrimaryContact',
      otherContacts: [{ firstName: '', lastName: 'X' }],
      specialisedCareIds: [1, 6],
    });
    expect(e).toEqual({
      billPayerType: [MESSAGES.billPayerContactMissing],
      'otherContacts[0].firstName': [MESSAGES.contactFirstNameRequired],
      specialisedCareIds: [MESSAGES.specialisedCareInvalid],
    });
  });
});
