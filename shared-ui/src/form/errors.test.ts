import { validateResidentRecord } from 'shared-domain/resident-record';
import { validateLeave } from 'shared-domain/stay';
import { formPath, splitModelState, toFormErrors, validateWith } from './errors';

test("the server's paths as formik's", () => {
  expect(formPath('otherContacts[0].firstName')).toBe('otherContacts.0.firstName');
  expect(formPath('billPayerDetail.ccEmail')).toBe('billPayerDetail.ccEmail');
});

test("shared-domain field errors as formik errors: nested, a field's messages joined as modelStateSummary does", () => {
  expect(
    toFormErrors({
      firstName: ['First name is required.'],
      'billPayerDetail.ccEmail': ['Please provide a valid email address.'],
      'otherContacts[1].lastName': ['Contact last name is required.'],
      startDateUtc: ['Leave cannot start before the admission date.', 'Leave cannot start after the departure date.'],
      empty: [],
    }),
  ).toEqual({
    firstName: 'First name is required.',
    billPayerDetail: { ccEmail: 'Please provide a valid email address.' },
    otherContacts: [undefined, { lastName: 'Contact last name is required.' }],
    startDateUtc: 'Leave cannot start before the admission date., Leave cannot start after the departure date.',
  });
  expect(toFormErrors(null)).toEqual({});
});

test('validateWith runs the rule the API runs', () => {
  const validate = validateWith((v: { type: string; startDateUtc: string }) =>
    validateLeave(v, { facilityType: 'AgeCare', admissionDate: '2026-01-10', departureDate: null }),
  );
  expect(validate({ type: '', startDateUtc: '2026-01-09' })).toEqual({
    type: 'Please select the leave type.',
    startDateUtc: 'Leave cannot start before the admission date.',
  });
  expect(validate({ type: 'Hospital', startDateUtc: '2026-02-01' })).toEqual({});
});

test("a 400's model state: the form's fields (renamed, nested, any case) and the rest", () => {
  const values = { date: '', billPayerDetail: { ccEmail: '' }, debtor: '', dateOfBirth: '' };
  const split = splitModelState(
    {
      tourDateTime: ['Please enter a valid tour date and time.'],
      'billPayerDetail.ccEmail': ['Please provide a valid email address.'],
      DateOfBirth: ['Date of birth is required.'],
      debtor: ['taken'],
      residentId: ['The resident is already on leave.', 'The resident is not admitted.'],
      mpir: ['Ensure MPIR is set in Funding - Fees and Charges with valid dates'],
    },
    values,
    { fieldNames: { tourDateTime: 'date' }, fieldMessages: { debtor: 'Debtor ID already exists.' } },
  );
  expect(split.fields).toEqual({
    date: 'Please enter a valid tour date and time.',
    billPayerDetail: { ccEmail: 'Please provide a valid email address.' },
    dateOfBirth: 'Date of birth is required.',
    debtor: 'Debtor ID already exists.',
  });
  expect(split.fieldPaths).toEqual(['date', 'billPayerDetail.ccEmail', 'dateOfBirth', 'debtor']);
  expect(split.rest).toEqual([
    'The resident is already on leave., The resident is not admitted.',
    'Ensure MPIR is set in Funding - Fees and Charges with valid dates',
  ]);
});

test('a nested rule (the resident record) through validateWith: each message at its path', () => {
  const validate = validateWith(validateResidentRecord);
  expect(validate({ firstName: 'Ann', lastName: 'Able', isLead: true })).toEqual({});
  expect(
    validate({ firstName: '', lastName: 'Able', isLead: true, otherContacts: [{ firstName: 'Olive', lastName: '' }] }),
  ).toEqual({
    firstName: 'First name is required.',
    otherContacts: [{ lastName: 'Contact last name is required.' }],
  });
});
