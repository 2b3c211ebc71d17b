import {
  STAY_MESSAGES,
  deriveLeaveKind,
  eventEditBlock,
  isOnOrBeforeConflict,
  isReversibleRequestType,
  leavesOverlap,
  minimumDepartureDate,
  minimumLeaveReturnDate,
  reversalBlock,
  storedDepartureReason,
  departureFormFromStored,
  transferredMessage,
  validateAdmission,
  validateDeparture,
  validateDepartureCorrection,
  validateLeave,
  validateReturnFromLeave,
  violatesPost01Nov2025,
} from './stay';
import { leaveTypesFor } from './enums';

describe('leave', () => {
  test('types by facility type', () => {
    expect(leaveTypesFor('AgeCare')).toEqual(['Hospital', 'Social', 'Emergency']);
    expect(leaveTypesFor('IndependentLiving')).toEqual(['Hospital', 'Social', 'Respite']);
  });
  test('derived kinds: non-claimable from Social or TransitionCare; ILU never claimable; other types no kind', () => {
    expect(deriveLeaveKind({ facilityType: 'AgeCare', type: 'Social' })).toBe('Social');
    expect(deriveLeaveKind({ facilityType: 'AgeCare', type: 'Social', isClaimable: false })).toBe('SocialNonClaimable');
    expect(deriveLeaveKind({ facilityType: 'AgeCare', type: 'Social', isTransitionCare: true })).toBe('TransitionCare');
    expect(deriveLeaveKind({ facilityType: 'AgeCare', type: 'Social', isTransitionCare: true, isClaimable: false })).toBe(
      'TransitionNonClaimable',
    );
    expect(deriveLeaveKind({ facilityType: 'IndependentLiving', type: 'Social', isClaimable: true })).toBe('SocialNonClaimable');
    expect(deriveLeaveKind({ facilityType: 'AgeCare', type: 'Hospital' })).toBeNull();
  });
  test('return date minimum is the day after start (month and year ends)', () => {
    expect(minimumLeaveReturnDate('2026-01-31')).toBe('2026-02-01');
    expect(minimumLeaveReturnDate('2026-12-31')).toBe('2027-01-01');
    expect(validateReturnFromLeave('2026-03-05', '2026-03-05')).toEqual({
      returnDateUtc: ['The return date must be after the leave start date.'],
    });
    expect(validateReturnFromLeave('2026-03-06', '2026-03-05')).toEqual({});
    expect(validateReturnFromLeave('', '2026-03-05')).toEqual({ returnDateUtc: ['Please enter the return date.'] });
  });
  test('validateLeave', () => {
    const ctx = { facilityType: 'AgeCare' as const, admissionDate: '2026-01-10', departureDate: null };
    expect(validateLeave({ type: 'Hospital', startDateUtc: '2026-02-01', expectedReturnDateUtc: '2026-02-02' }, ctx)).toEqual({});
    expect(validateLeave({ type: 'Respite', startDateUtc: '2026-01-09' }, ctx)).toEqual({
      type: ['This leave type is not available for this facility.'],
      startDateUtc: ['Leave cannot start before the admission date.'],
    });
    expect(validateLeave({}, { ...ctx, admissionDate: null })).toEqual({
      residentId: ['The resident is not admitted.'],
      type: ['Please select the leave type.'],
      startDateUtc: ['Please enter the leave start date.'],
    });
  });
  test('overlap', () => {
    expect(leavesOverlap('2026-02-01', '2026-02-05', '2026-02-05', null)).toBe(false);
    expect(leavesOverlap('2026-02-01', '2026-02-05', '2026-02-04', '2026-02-06')).toBe(true);
    expect(leavesOverlap('2026-02-01', null, '2026-03-01', '2026-03-02')).toBe(true);
  });
});

describe('departure', () => {
  test('reason split and recombine', () => {
    expect(storedDepartureReason({ departureReason: 'Transfer', departureInitiatedBy: 'Resident' })).toBe(
      'AnotherOrganisationFacilityServiceByResident',
    );
    expect(storedDepartureReason({ departureReason: 'AnotherAgedCareService', departureInitiatedBy: 'Provider' })).toBe(
      'AnotherAgedCareServiceByProvider',
    );
    expect(storedDepartureReason({ departureReason: 'Deceased' })).toBe('Deceased');
    expect(departureFormFromStored('AnotherOrganisationFacilityServiceByProvider')).toEqual({
      departureReason: 'Transfer',
      departureInitiatedBy: 'Provider',
    });
    expect(departureFormFromStored('Hospital')).toEqual({ departureReason: 'Hospital', departureInitiatedBy: '' });
    expect(departureFormFromStored(null)).toEqual({ departureReason: '', departureInitiatedBy: '' });
  });
  test("minimum date: admission, or the other resident's admission when vacating", () => {
    expect(minimumDepartureDate('2026-01-10')).toBe('2026-01-10');
    expect(minimumDepartureDate('2026-01-10', '2026-02-01', true)).toBe('2026-02-01');
    expect(minimumDepartureDate('2026-01-10', '2026-02-01', false)).toBe('2026-01-10');
    expect(
      validateDeparture({ departureDateUtc: '2026-01-09', departureReason: 'Deceased' }, { admissionDate: '2026-01-10' }),
    ).toEqual({ departureDateUtc: ['The departure date cannot be before the admission date.'] });
    expect(
      validateDeparture({ departureDateUtc: '2026-01-10', departureReason: 'Deceased' }, { admissionDate: '2026-01-10' }),
    ).toEqual({});
    expect(
      validateDeparture(
        { departureDateUtc: '2026-01-20', departureReason: 'Deceased' },
        { admissionDate: '2026-01-10', isVacating: true, otherResidentAdmissionDate: '2026-02-01' },
      ),
    ).toEqual({ departureDateUtc: ["The departure date cannot be before the other resident's admission date."] });
    expect(
      validateDeparture({ departureDateUtc: '2026-01-20', departureReason: 'Transfer' }, { admissionDate: '2026-01-10' }),
    ).toEqual({
      departureInitiatedBy: ['Please select who initiated the departure.'],
      toFacilityId: ['Please select the facility the resident moved to.'],
    });
  });
  test('correction rules', () => {
    const base = { admissionDate: '2026-01-10' };
    expect(
      validateDepartureCorrection(
        { departureDateUtc: '2026-03-01', departureReason: 'Transfer', departureInitiatedBy: 'Provider', toFacilityId: 3 },
        { ...base, admittedAtFacilityId: 2 },
      ),
    ).toEqual({ toFacilityId: ['The facility must be the facility the resident was admitted to.'] });
    expect(
      validateDepartureCorrection(
        { departureDateUtc: '2026-03-01', departureReason: 'Other' },
        { ...base, respiteLeaveReturnDate: '2026-03-02' },
      ),
    ).toEqual({ departureDateUtc: ['The departure date cannot be before the return date of the respite leave.'] });
    expect(
      validateDepartureCorrection(
        { departureDateUtc: '2026-03-02', departureReason: 'Other' },
        { ...base, respiteLeaveReturnDate: '2026-03-02', laterAdmissionDate: '2026-03-02' },
      ),
    ).toEqual({});
    expect(
      validateDepartureCorrection(
        { departureDateUtc: '2026-03-03', departureReason: 'Other' },
        { ...base, laterAdmissionDate: '2026-03-02' },
      ),
    ).toEqual({ departureDateUtc: ["The departure date cannot be after the resident's later admission date."] });
  });
});

describe('admission', () => {
  test('conflict effective dates: on or before any is invalid', () => {
    expect(isOnOrBeforeConflict('2026-01-10', ['2026-01-10'])).toBe(true);
    expect(isOnOrBeforeConflict('2026-01-11', ['2026-01-10', '2025-05-01'])).toBe(false);
  });
  test('Post01Nov2025 rule: not for corrections or Respite', () => {
    const form = {
      admissionDateUtc: '2025-10-31',
      careType: 'Permanent' as const,
      accommodationClass: 'Post01Nov2025' as const,
      bedId: 1,
    };
    expect(violatesPost01Nov2025(form, false)).toBe(true);
    expect(violatesPost01Nov2025({ ...form, admissionDateUtc: '2025-11-01' }, false)).toBe(false);
    expect(violatesPost01Nov2025(form, true)).toBe(false);
    expect(violatesPost01Nov2025({ ...form, careType: 'Respite' }, false)).toBe(false);
    expect(validateAdmission(form, { isCorrection: false })).toEqual({ accommodationClass: [STAY_MESSAGES.post01Nov2025] });
    expect(STAY_MESSAGES.post01Nov2025).toBe(
      'Resident is admitted before 1st Nov-2025, please select accommodation class "1st Jul 2014 to 31 Oct 2025"',
    );
  });
  test('bed needed unless correction; MPIR message; expected departure minimum', () => {
    expect(validateAdmission({ admissionDateUtc: '2026-01-10', careType: 'Permanent' }, { isCorrection: false })).toEqual({
      bedId: ['Please select a bed.'],
    });
    expect(validateAdmission({ admissionDateUtc: '2026-01-10', careType: 'Permanent' }, { isCorrection: true })).toEqual({});
    expect(
      validateAdmission(
        { admissionDateUtc: '2026-01-10', careType: 'Permanent' },
        { isCorrection: true, mpirSetForAgreedRoomPriceDate: false },
      ),
    ).toEqual({ mpir: ['Ensure MPIR is set in Funding - Fees and Charges with valid dates'] });
    expect(
      validateAdmission(
        { admissionDateUtc: '2026-01-10', careType: 'Respite', expectedDepartureDateUtc: '2026-01-10' },
        { isCorrection: true },
      ),
    ).toEqual({ expectedDepartureDateUtc: ['The expected departure date must be after the admission date.'] });
  });
});

describe('event history edit rules (seed 001 §4)', () => {
  const latest = { id: 10, facilityId: 1, facilityName: 'Bayside Gardens', isLead: false };
  const ev = { eventType: 5, facilityId: 1, residencyId: 10, isReversed: false, independentLivingAllocationWasSettled: false };
  const ctx = { currentFacilityId: 1, latestResidency: latest };
  test('editable admission', () => expect(eventEditBlock(ev, ctx)).toBeNull());
  test('reversed or not an admission/departure', () => {
    expect(eventEditBlock({ ...ev, isReversed: true }, ctx)).toBe('This event cannot be edited.');
    expect(eventEditBlock({ ...ev, eventType: 101 }, ctx)).toBe('This event cannot be edited.');
  });
  test('another facility', () =>
    expect(eventEditBlock({ ...ev, facilityId: 2 }, ctx)).toBe(
      'This event cannot be edited as the event did not occur in logged in facility.',
    ));
  test('readmitted, lead, transferred', () => {
    expect(eventEditBlock(ev, { ...ctx, latestResidency: { ...latest, id: 11 } })).toBe(
      'This event cannot be edited as this resident has been readmitted.',
    );
    expect(eventEditBlock(ev, { ...ctx, latestResidency: { ...latest, id: 11, isLead: true } })).toBe(
      'This event cannot be edited as this resident is currently a lead.',
    );
    expect(eventEditBlock(ev, { ...ctx, latestResidency: { ...latest, isLead: true } })).toBe(
      'This event cannot be edited as this resident is currently a lead.',
    );
    expect(
      eventEditBlock(ev, { ...ctx, latestResidency: { id: 11, facilityId: 3, facilityName: 'Elm Park Lodge', isLead: true } }),
    ).toBe(
      'This event cannot be edited as this resident has been transferred to Elm Park Lodge. To modify this event you must delete the lead in Elm Park Lodge',
    );
    expect(transferredMessage('X')).toBe(
      'This event cannot be edited as this resident has been transferred to X. To modify this event you must delete the lead in X',
    );
  });
  test('settled ILU departure', () => {
    expect(eventEditBlock({ ...ev, eventType: 6, independentLivingAllocationWasSettled: true }, ctx)).toBe(
      'Departure cannot be edited. Settlement has been finalised.',
    );
  });
  test('reversible types; an entry of a departed resident cannot be reversed', () => {
    for (const t of ['Entry', 'EntryCorrection', 'Departure', 'DepartureCorrection', 'Leave', 'LeaveUpdated', 'LeaveReturned'])
      expect(isReversibleRequestType(t)).toBe(true);
    for (const t of ['EntryReversal', 'DepartureReversal', 'LeaveReversal', 'Acfi', null])
      expect(isReversibleRequestType(t)).toBe(false);
    expect(reversalBlock(5, { isDeparted: true, isReversed: false })).toBe('This event cannot be reversed.');
    expect(reversalBlock(5, { isDeparted: false, isReversed: false })).toBeNull();
    expect(reversalBlock(6, { isDeparted: true, isReversed: false })).toBeNull();
    expect(reversalBlock(23, { isDeparted: false, isReversed: false })).toBe('This event cannot be reversed.');
  });
});
