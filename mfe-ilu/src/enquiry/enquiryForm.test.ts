import { ILU_FIELD_MESSAGES as M } from 'shared-domain/ilu/messages';
import { enquiry, HENRY, person } from '../testData';
import {
  createEnquiryBody,
  createFormContactRules,
  editEnquiryValues,
  editFormContactRules,
  emptyCreateValues,
  enquirySourceRefs,
  updateEnquiryBody,
  validateCreateEnquiry,
  validateEditEnquiry,
  type CreateEnquiryValues,
} from './enquiryForm';

const SOURCES = [
  { id: 1, name: 'Newspaper' },
  { id: 2, name: 'Website' },
];

function filled(over: Partial<CreateEnquiryValues> = {}): CreateEnquiryValues {
  const v = emptyCreateValues();
  return { ...v, prospect1: { ...v.prospect1, firstName: ' Grace ', lastName: 'Hill' }, ...over };
}

describe('the primary contact rules', () => {
  test('the other contact is kept for other only and cleared otherwise', () => {
    const other = filled({ primaryContact: 'other', contactFirstName: 'Paul', contactLastName: 'Hill', contactEmail: 'p@x.au' });
    expect(createFormContactRules(other)).toBe(other);
    expect(createFormContactRules({ ...other, primaryContact: 'prospect1' })).toMatchObject({
      primaryContact: 'prospect1',
      contactFirstName: '',
      contactLastName: '',
      contactEmail: '',
      contactPhoneNumber: '',
    });
  });

  test('prospect 2 without a name resets the choice; with one it stays', () => {
    const chosen = filled({ primaryContact: 'prospect2' });
    expect(createFormContactRules(chosen).primaryContact).toBe('');
    const named = { ...chosen, prospect2: { ...chosen.prospect2, firstName: 'Henry', lastName: 'Hill' } };
    expect(createFormContactRules(named)).toBe(named);
  });

  test("on the details form prospect 2 is the enquiry's second person", () => {
    const one = editEnquiryValues(enquiry({ primaryContact: 'prospect1' }));
    expect(editFormContactRules({ ...one, primaryContact: 'prospect2' }).primaryContact).toBe('');
    const two = editEnquiryValues(enquiry({ residents: [person(), HENRY] }));
    const chosen = { ...two, primaryContact: 'prospect2' as const };
    expect(editFormContactRules(chosen)).toBe(chosen);
  });
});

describe('rules', () => {
  test("prospect 1's names are required; prospect 2's once anything of them is typed", () => {
    expect(validateCreateEnquiry(emptyCreateValues())).toEqual({
      'prospect1.firstName': M.prospectFirstNameRequired,
      'prospect1.lastName': M.prospectLastNameRequired,
    });
    const v = filled();
    expect(validateCreateEnquiry(v)).toEqual({});
    expect(validateCreateEnquiry({ ...v, prospect2: { ...v.prospect2, email: 'henry' } })).toEqual({
      'prospect2.firstName': M.prospectFirstNameRequired,
      'prospect2.lastName': M.prospectLastNameRequired,
      'prospect2.email': M.emailInvalid,
    });
  });

  test("the other contact's names when the primary contact is other", () => {
    expect(validateCreateEnquiry(filled({ primaryContact: 'other' }))).toEqual({
      contactFirstName: M.contactFirstNameRequired,
      contactLastName: M.contactLastNameRequired,
    });
  });

  test('CC emails must be addresses', () => {
    const v = editEnquiryValues(enquiry());
    v.residents[0].ccEmail = 'a@x.au, nope';
    expect(validateEditEnquiry(v)).toEqual({ 'residents.0.ccEmail': 'Please provide a valid email address.' });
  });
});

describe('payloads', () => {
  test('POST enquiries: trimmed names, no prospect 2 when none typed, the contact only for other, typed sources as new_', () => {
    const body = createEnquiryBody(
      filled({
        primaryContact: 'prospect1',
        enquirySources: [2, 'new_Letterbox drop'],
        requestedAdmissionDateUtc: '2027-02-01',
        accessibilityRequirement: '  ',
      }),
      SOURCES,
    );
    expect(body).toEqual({
      prospect1: { firstName: 'Grace', lastName: 'Hill', dateOfBirth: null, email: null, phoneNumber: null },
      prospect2: null,
      primaryContact: 'prospect1',
      contactFirstName: null,
      contactLastName: null,
      contactEmail: null,
      contactPhoneNumber: null,
      enquirySources: [
        { id: 2, name: 'Website' },
        { id: 'new_Letterbox drop', name: 'Letterbox drop' },
      ],
      requestedAdmissionDateUtc: '2027-02-01',
      accessibilityRequirement: null,
    });
  });

  test('a chosen source the list no longer has is left out', () => {
    expect(enquirySourceRefs([9, 1], SOURCES)).toEqual([{ id: 1, name: 'Newspaper' }]);
  });

  test('PUT enquiries: the version, each person, CC emails separated by semicolons', () => {
    const e = enquiry({ residents: [person({ debtor: 'D-1', billPayerDetail: { ccEmail: 'a@x.au' } }), HENRY] });
    const v = editEnquiryValues(e);
    v.residents[0].ccEmail = 'a@x.au, b@y.au';
    v.residents[1].enquirySources = [1];
    const body = updateEnquiryBody(e, v, SOURCES);
    expect(body).toMatchObject({ enquiryId: 3, version: 4, primaryContact: 'prospect1', contactFirstName: null });
    expect(body.residents[0]).toEqual({
      residentId: 7,
      firstName: 'Grace',
      lastName: 'Hill',
      dateOfBirth: '1948-04-02',
      email: 'grace@example.com',
      phoneNumber: '0400 111 222',
      requestedAdmissionDateUtc: '2027-01-15',
      enquirySources: [{ id: 2, name: 'Website' }],
      billPayerType: 'Resident',
      ccEmail: 'a@x.au;b@y.au',
      debtor: 'D-1',
    });
    expect(body.residents[1]).toMatchObject({ residentId: 8, enquirySources: [{ id: 1, name: 'Newspaper' }], ccEmail: null });
  });
});
