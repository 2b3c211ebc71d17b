import {
  MEDICARE_EVENT_MESSAGES,
  MEDICARE_REQUEST_TYPES,
  canRetry,
  claimMonthLabel,
  medicareEventDetails,
  chosenSummary,
  correctAction,
  hasAdditionalDetails,
  medicareEventGroup,
  medicareEventStatusLabel,
  requestTypesOfGroups,
  reverseAction,
  type MedicareEventFacts,
} from './medicare-events';
import { STAY_MESSAGES, transferredMessage } from '../stay';

const base: MedicareEventFacts = {
  requestType: 'Entry',
  residentPalliativeStatus: false,
  currentResidencyStatus: 'Current',
  isCurrentResidency: true,
  isResidentTransferred: false,
  transferredToFacilityName: null,
  isDeparted: false,
  isReversed: false,
  hasStayEvent: true,
};

describe('event groups', () => {
  test('every request type has one of the six groups', () => {
    expect(MEDICARE_REQUEST_TYPES.map(medicareEventGroup)).toEqual([
      'Admission',
      'Admission',
      'Admission',
      'Departure',
      'Departure',
      'Departure',
      'Leave',
      'Leave',
      'Leave',
      'Leave',
      'ACFI',
      'Finalise Claim',
      'Update Balances',
    ]);
  });
  test('the request types of chosen groups', () => {
    expect(requestTypesOfGroups(['Finalise Claim', 'Update Balances'])).toEqual(['FinaliseClaim', 'AccommodationBalance']);
    expect(requestTypesOfGroups(['Departure'])).toEqual(['Departure', 'DepartureCorrection', 'DepartureReversal']);
    expect(requestTypesOfGroups([])).toEqual([]);
  });
});

describe('status labels', () => {
  test('BeingProcessed is shown as Waiting on response', () => {
    expect(medicareEventStatusLabel('BeingProcessed', null)).toBe('Waiting on response');
    expect(medicareEventStatusLabel('Rejected', null)).toBe('Rejected');
  });
  test('an accepted balance shows its processing', () => {
    expect(medicareEventStatusLabel('Accepted', 'ProcessingFailed')).toBe('Accepted - Processing failed');
    expect(medicareEventStatusLabel('Accepted', 'Processed')).toBe('Accepted - Processed');
  });
});

describe('additional details and retry', () => {
  test('entry, departure, leave, finalise claim and balances have details; ACFI only when Rejected or Held', () => {
    for (const t of ['Entry', 'DepartureCorrection', 'LeaveReturned', 'FinaliseClaim', 'AccommodationBalance'] as const)
      expect(hasAdditionalDetails(t, 'Accepted')).toBe(true);
    expect(hasAdditionalDetails('Acfi', 'Accepted')).toBe(false);
    expect(hasAdditionalDetails('Acfi', 'BeingProcessed')).toBe(false);
    expect(hasAdditionalDetails('Acfi', 'Rejected')).toBe(true);
    expect(hasAdditionalDetails('Acfi', 'Held')).toBe(true);
  });
  test('retry only for a failed accommodation balance', () => {
    expect(canRetry('AccommodationBalance', 'ProcessingFailed')).toBe(true);
    expect(canRetry('AccommodationBalance', 'Processing')).toBe(false);
    expect(canRetry('AccommodationBalance', 'Processed')).toBe(false);
    expect(canRetry('AccommodationBalance', null)).toBe(false);
    expect(canRetry('FinaliseClaim', 'ProcessingFailed')).toBe(false);
  });
});

describe('reverse', () => {
  test('offered for the reversible types only', () => {
    for (const t of [
      'Entry',
      'EntryCorrection',
      'Departure',
      'DepartureCorrection',
      'Leave',
      'LeaveUpdated',
      'LeaveReturned',
    ] as const)
      expect(reverseAction({ ...base, requestType: t })).toEqual({ offered: true, refusal: null });
    for (const t of [
      'EntryReversal',
      'DepartureReversal',
      'LeaveReversal',
      'Acfi',
      'FinaliseClaim',
      'AccommodationBalance',
    ] as const)
      expect(reverseAction({ ...base, requestType: t }).offered).toBe(false);
  });
  test('hidden for a palliative-on-entry entry event, not for its departure', () => {
    expect(reverseAction({ ...base, residentPalliativeStatus: true }).offered).toBe(false);
    expect(reverseAction({ ...base, requestType: 'EntryCorrection', residentPalliativeStatus: true }).offered).toBe(false);
    expect(reverseAction({ ...base, requestType: 'Departure', residentPalliativeStatus: true }).offered).toBe(true);
  });
  test("an entry of a departed resident can't be reversed; their departure can", () => {
    expect(reverseAction({ ...base, isDeparted: true })).toEqual({ offered: true, refusal: "This event can't be reversed." });
    expect(reverseAction({ ...base, requestType: 'Departure', isDeparted: true }).refusal).toBeNull();
  });
  test('a reversed event, a readmitted, lead or transferred person are refused', () => {
    expect(reverseAction({ ...base, isReversed: true }).refusal).toBe(MEDICARE_EVENT_MESSAGES.cannotReverse);
    expect(reverseAction({ ...base, isCurrentResidency: false }).refusal).toBe(STAY_MESSAGES.readmitted);
    expect(reverseAction({ ...base, isCurrentResidency: false, currentResidencyStatus: 'Lead' }).refusal).toBe(
      STAY_MESSAGES.isLead,
    );
    expect(
      reverseAction({
        ...base,
        isCurrentResidency: false,
        isResidentTransferred: true,
        transferredToFacilityName: 'Carlton House',
      }).refusal,
    ).toBe(transferredMessage('Carlton House'));
  });
  test('no stay event, nothing to reverse', () => {
    expect(reverseAction({ ...base, hasStayEvent: false }).offered).toBe(false);
  });
});

describe('correct', () => {
  test('offered for entry and departure events and their corrections', () => {
    for (const t of ['Entry', 'EntryCorrection', 'Departure', 'DepartureCorrection'] as const)
      expect(correctAction({ ...base, requestType: t })).toEqual({ offered: true, refusal: null });
    for (const t of ['Leave', 'EntryReversal', 'Acfi', 'AccommodationBalance'] as const)
      expect(correctAction({ ...base, requestType: t }).offered).toBe(false);
  });
  test("a reversed event can't be corrected; a readmitted person is refused", () => {
    expect(correctAction({ ...base, isReversed: true }).refusal).toBe("This event can't be corrected.");
    expect(correctAction({ ...base, isCurrentResidency: false }).refusal).toBe(STAY_MESSAGES.readmitted);
  });
});

describe('chosen residents', () => {
  test('up to three names, then +N', () => {
    expect(chosenSummary([])).toBe('');
    expect(chosenSummary(['Ann Lee', 'Bo Chen', 'Cy Day'])).toBe('Ann Lee, Bo Chen, Cy Day');
    expect(chosenSummary(['Ann Lee', 'Bo Chen', 'Cy Day', 'Di Fox', 'Ed Gu'])).toBe('Ann Lee, Bo Chen, Cy Day +2');
  });
});

describe('additional details', () => {
  test('the claim month, then the submitted fields in order, dates as dd MMM yyyy', () => {
    expect(
      medicareEventDetails(
        {
          lastName: 'Lee',
          firstName: 'Ann',
          admissionDate: '2028-02-29',
          careType: 'Permanent',
          acfiXml: '<acfi/>',
          departureDate: null,
        },
        null,
      ),
    ).toEqual([
      { label: 'First name', value: 'Ann' },
      { label: 'Last name', value: 'Lee' },
      { label: 'Care type', value: 'Permanent' },
      { label: 'Entry date', value: '29 Feb 2028' },
    ]);
    expect(medicareEventDetails({ residentCount: 12 }, '2025-07-01')).toEqual([
      { label: 'Claim month', value: 'July 2025' },
      { label: 'Residents', value: '12' },
    ]);
  });
  test('claim month label', () => {
    expect(claimMonthLabel('2026-12-01')).toBe('December 2026');
  });
});
