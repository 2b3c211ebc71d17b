import { SUCCESS_MESSAGES, CONFLICT_MESSAGE } from './messages';
import {
  MARK_AS_ENQUIRY_MESSAGES,
  MESSAGES,
  NOTE_MESSAGES,
  validateContact,
  validateMarkAsEnquiry,
  validateNote,
} from './resident-record';

test('a contact: names required, a valid email', () => {
  expect(validateContact({ firstName: ' ', lastName: 'Able', email: 'not-an-email' })).toEqual({
    firstName: [MESSAGES.contactFirstNameRequired],
    email: [MESSAGES.emailInvalid],
  });
  expect(validateContact({ firstName: 'Paul', lastName: 'Able' })).toEqual({});
});

test('a note: required once trimmed, at most 4000 characters', () => {
  expect(validateNote('   ')).toEqual({ note: [NOTE_MESSAGES.required] });
  expect(validateNote('x'.repeat(4001))).toEqual({ note: ['The note must be 4000 characters or fewer.'] });
  expect(validateNote(' Enjoyed the concert ')).toEqual({});
});

test('mark as enquiry: care type by facility, contact names unless the resident is the contact, not before today', () => {
  const ok = {
    firstName: 'Margaret',
    lastName: 'Hill',
    careType: 'Permanent',
    contactFirstName: 'Paul',
    contactLastName: 'Hill',
  };
  const ctx = { today: '2026-11-23', facilityType: 'AgeCare' };
  expect(validateMarkAsEnquiry(ok, ctx)).toEqual({});
  expect(validateMarkAsEnquiry({ ...ok, careType: 'ILU' }, ctx)).toEqual({
    careType: [MARK_AS_ENQUIRY_MESSAGES.careTypeInvalid],
  });
  expect(validateMarkAsEnquiry({ ...ok, careType: 'ILU' }, { ...ctx, facilityType: 'IndependentLiving' })).toEqual({});
  expect(validateMarkAsEnquiry({ ...ok, contactFirstName: '', requestedAdmissionDateUtc: '2026-11-22' }, ctx)).toEqual({
    contactFirstName: ['Contact first and last names are required.'],
    requestedAdmissionDateUtc: ['Requested admission date cannot be before today.'],
  });
  expect(
    validateMarkAsEnquiry({ ...ok, contactFirstName: '', contactIsResident: true, requestedAdmissionDateUtc: '2026-11-23' }, ctx),
  ).toEqual({});
});

test('the success and conflict messages the form kit shows', () => {
  expect(SUCCESS_MESSAGES.eventReversed).toBe('Event reversed.');
  expect(CONFLICT_MESSAGE).toBe('The record was changed by someone else. Reload it and try again.');
});
