import {
  DEFAULT_TOUR_TIME,
  LEAD_COLUMNS,
  LEAD_MESSAGES,
  anaccRate,
  combineTourDateTime,
  compareOrderNumbers,
  createLeadErrorMessages,
  dailyBasicSubsidy,
  defaultTourDateTime,
  instantToTourDateTime,
  isOrderNumber,
  isPastTime,
  isTourDateTime,
  leadColumnTitle,
  leadMove,
  leadMoveRefusal,
  leadStatusLabel,
  moveNeedsTourDialog,
  orderKeyBetween,
  preEntryLeaveDate,
  respiteDuration,
  splitTourDateTime,
  statusAfterTourDeleted,
  statusAfterTourSaved,
  tourDateTimeToInstant,
  unableToTransferMessage,
  validateLead,
  validateTour,
} from './leads';
import { requestedAdmissionMinDate, requestedDepartureMinDate, expectedDepartureMinDate } from './dates';
import { violatesPost01Nov2025 } from './stay';

describe('columns and labels', () => {
  test('five columns in order with the seed titles and dashboard keys', () => {
    expect(LEAD_COLUMNS.map((c) => [c.status, c.key, c.title])).toEqual([
      ['Enquiries', 'enquiries', 'Enquiries'],
      ['TourBooked', 'tourBooked', 'Tour booked'],
      ['TourCompleted', 'tourCompleted', 'Tour completed'],
      ['Waiting', 'waiting', 'Waiting'],
      ['Confirmed', 'confirmed', 'Confirmed'],
    ]);
    expect(leadColumnTitle('TourCompleted')).toBe('Tour completed');
  });
  test('status display labels (seed 001 §4)', () => {
    expect(leadStatusLabel('Enquiries')).toBe('Lead');
    expect(leadStatusLabel('TourBooked')).toBe('Lead');
    expect(leadStatusLabel('TourCompleted')).toBe('Lead');
    expect(leadStatusLabel('Waiting')).toBe('Waitlist');
    expect(leadStatusLabel('Confirmed')).toBe('Confirmed');
    expect(leadStatusLabel(null)).toBe('');
  });
});

describe('drag rules', () => {
  const booked = { isCompleted: false };
  const completed = { isCompleted: true };
  test('a lead with a tour cannot go back to Enquiries', () => {
    expect(leadMoveRefusal(booked, 'Enquiries')).toBe('Tour already booked. The lead cannot be moved to Enquiries.');
    expect(leadMoveRefusal(booked, 'TourBooked')).toBeNull();
    expect(leadMoveRefusal(booked, 'Waiting')).toBeNull();
  });
  test('a completed tour cannot go to Enquiries or Tour booked; message begins "Tour already completed"', () => {
    expect(leadMoveRefusal(completed, 'Enquiries')).toBe('Tour already completed. The lead cannot be moved to Enquiries.');
    expect(leadMoveRefusal(completed, 'TourBooked')).toBe('Tour already completed. The lead cannot be moved to Tour booked.');
    expect(leadMoveRefusal(completed, 'TourCompleted')).toBeNull();
    expect(leadMoveRefusal(completed, 'Confirmed')).toBeNull();
  });
  test('without a tour every move is allowed', () => {
    for (const c of LEAD_COLUMNS) expect(leadMoveRefusal(null, c.status)).toBeNull();
  });
  test('tour dialog: into Tour booked without a tour; into Tour completed without a completed tour', () => {
    expect(moveNeedsTourDialog(null, 'TourBooked')).toBe(true);
    expect(moveNeedsTourDialog(booked, 'TourBooked')).toBe(false);
    expect(moveNeedsTourDialog(null, 'TourCompleted')).toBe(true);
    expect(moveNeedsTourDialog(booked, 'TourCompleted')).toBe(true);
    expect(moveNeedsTourDialog(completed, 'TourCompleted')).toBe(false);
    expect(moveNeedsTourDialog(null, 'Waiting')).toBe(false);
  });
  test('leadMove combines both; within a column always allowed', () => {
    expect(leadMove('Enquiries', 'TourBooked', null)).toEqual({ allowed: true, message: null, needsTourDialog: true });
    expect(leadMove('TourCompleted', 'Enquiries', completed)).toEqual({
      allowed: false,
      message: 'Tour already completed. The lead cannot be moved to Enquiries.',
      needsTourDialog: false,
    });
    expect(leadMove('Enquiries', 'Enquiries', completed)).toEqual({ allowed: true, message: null, needsTourDialog: false });
  });
  test('status after a tour is saved or deleted', () => {
    expect(statusAfterTourSaved('Enquiries', false)).toBe('TourBooked');
    expect(statusAfterTourSaved('Enquiries', true)).toBe('TourCompleted');
    expect(statusAfterTourSaved('TourBooked', true)).toBe('TourCompleted');
    expect(statusAfterTourSaved('TourBooked', false)).toBe('TourBooked');
    expect(statusAfterTourSaved('Waiting', true)).toBe('Waiting');
    expect(statusAfterTourSaved('Confirmed', false)).toBe('Confirmed');
    expect(statusAfterTourDeleted('TourBooked')).toBe('Enquiries');
    expect(statusAfterTourDeleted('Waiting')).toBe('Waiting');
  });
});

describe('order numbers', () => {
  test('ends and empty column', () => {
    expect(orderKeyBetween(null, null)).toBe('1');
    expect(orderKeyBetween(null, '1')).toBe('0');
    expect(orderKeyBetween(null, '1.5')).toBe('0');
    expect(orderKeyBetween(null, '-2.25')).toBe('-4');
    expect(orderKeyBetween('7', null)).toBe('8');
    expect(orderKeyBetween('7.2', undefined)).toBe('9');
  });
  test('between two: shortest decimal near the midpoint, strictly between', () => {
    expect(orderKeyBetween('1', '2')).toBe('1.5');
    expect(orderKeyBetween('1', '1.5')).toBe('1.3');
    expect(orderKeyBetween('1', '1.1')).toBe('1.05');
    expect(orderKeyBetween('1', '3')).toBe('2');
    expect(orderKeyBetween('-1', '0')).toBe('-0.5');
  });
  test('1,000 inserts after the same card stay strictly ordered and exact (no floats)', () => {
    let upper = '2';
    const keys: string[] = [];
    for (let i = 0; i < 1000; i++) {
      const k = orderKeyBetween('1', upper);
      expect(compareOrderNumbers('1', k)).toBeLessThan(0);
      expect(compareOrderNumbers(k, upper)).toBeLessThan(0);
      expect(isOrderNumber(k)).toBe(true);
      keys.push(k);
      upper = k;
    }
    expect(new Set(keys).size).toBe(1000);
    // about one more digit every three inserts
    expect(keys[999].length).toBeLessThan(320);
  });
  test('alternating inserts between neighbours stay ordered', () => {
    let lo = '0';
    let hi = '1';
    for (let i = 0; i < 300; i++) {
      const k = orderKeyBetween(lo, hi);
      expect(compareOrderNumbers(lo, k)).toBeLessThan(0);
      expect(compareOrderNumbers(k, hi)).toBeLessThan(0);
      if (i % 2) lo = k;
      else hi = k;
    }
  });
  test('no key between equal or reversed neighbours', () => {
    expect(() => orderKeyBetween('2', '2')).toThrow(RangeError);
    expect(() => orderKeyBetween('3', '2')).toThrow(RangeError);
  });
  test('order number format', () => {
    expect(isOrderNumber('12')).toBe(true);
    expect(isOrderNumber('-0.125')).toBe(true);
    expect(isOrderNumber('1e5')).toBe(false);
    expect(isOrderNumber('abc')).toBe(false);
    expect(isOrderNumber(1)).toBe(false);
  });
});

describe('respite duration, dates, pre-entry leave, accommodation class', () => {
  test("'N day(s)' when positive, otherwise '-'", () => {
    expect(respiteDuration('2026-03-01', '2026-03-15')).toBe('14 day(s)');
    expect(respiteDuration('2026-03-01', '2026-03-02')).toBe('1 day(s)');
    expect(respiteDuration('2026-03-01', '2026-03-01')).toBe('-');
    expect(respiteDuration('2026-03-05', '2026-03-01')).toBe('-');
    expect(respiteDuration('2026-03-01', null)).toBe('-');
    expect(respiteDuration('2026-03-01T00:00:00.000Z', '2026-03-04T00:00:00.000Z')).toBe('3 day(s)');
  });
  test('date minimums', () => {
    expect(requestedDepartureMinDate('2026-02-28')).toBe('2026-03-01');
    expect(expectedDepartureMinDate('2026-12-31')).toBe('2027-01-01');
    // created 10 pm UTC on 4 March = 5 March in Melbourne
    expect(requestedAdmissionMinDate('2026-03-04T22:00:00Z')).toBe('2026-03-05');
  });
  test('pre-entry leave: admission minus days, Permanent only', () => {
    expect(preEntryLeaveDate('2026-03-10', 3, 'Permanent')).toBe('2026-03-07');
    expect(preEntryLeaveDate('2026-03-01', 7, 'Permanent')).toBe('2026-02-22');
    expect(preEntryLeaveDate('2026-03-10', 3, 'Respite')).toBeNull();
    expect(preEntryLeaveDate('2026-03-10', 0, 'Permanent')).toBeNull();
    expect(preEntryLeaveDate(null, 3, 'Permanent')).toBeNull();
  });
  test('the 1 Nov 2025 accommodation class rule is the stay rule', () => {
    expect(
      violatesPost01Nov2025(
        { admissionDateUtc: '2025-10-31', careType: 'Permanent', accommodationClass: 'Post01Nov2025' },
        false,
      ),
    ).toBe(true);
    expect(
      violatesPost01Nov2025(
        { admissionDateUtc: '2025-11-01', careType: 'Permanent', accommodationClass: 'Post01Nov2025' },
        false,
      ),
    ).toBe(false);
  });
});

describe('tours', () => {
  test('date and time combined; default 12:30 PM', () => {
    expect(DEFAULT_TOUR_TIME).toBe('12:30 PM');
    expect(combineTourDateTime('2026-03-05')).toBe('2026-03-05 12:30:00');
    expect(combineTourDateTime('2026-03-05', '2:05 pm')).toBe('2026-03-05 14:05:00');
    expect(combineTourDateTime('2026-03-05', '12:00 AM')).toBe('2026-03-05 00:00:00');
    expect(combineTourDateTime('2026-03-05', '09:15')).toBe('2026-03-05 09:15:00');
    expect(combineTourDateTime('2026-03-05', '13:00 PM')).toBeNull();
    expect(combineTourDateTime('2026-02-30', '10:00')).toBeNull();
    expect(splitTourDateTime('2026-03-05 14:05:00')).toEqual({ date: '2026-03-05', time: '2:05 PM' });
  });
  test('Melbourne wall clock <-> instant (daylight saving)', () => {
    // AEDT (UTC+11) in March, AEST (UTC+10) in June
    expect(tourDateTimeToInstant('2026-03-05 12:30:00').toISOString()).toBe('2026-03-05T01:30:00.000Z');
    expect(tourDateTimeToInstant('2026-06-05 12:30:00').toISOString()).toBe('2026-06-05T02:30:00.000Z');
    expect(instantToTourDateTime('2026-06-05T02:30:00.000Z')).toBe('2026-06-05 12:30:00');
    expect(isTourDateTime('2026-06-05T12:30')).toBe(true);
    expect(isTourDateTime('05/06/2026 12:30')).toBe(false);
  });
  test('isPastTime and the default', () => {
    const now = new Date('2026-03-05T01:00:00Z'); // 12:00 in Melbourne
    expect(isPastTime('2026-03-05 11:59:00', now)).toBe(true);
    expect(isPastTime('2026-03-05 12:30:00', now)).toBe(false);
    expect(isPastTime(null, now)).toBe(false);
    expect(defaultTourDateTime(now)).toBe('2026-03-05 12:30:00');
  });
  test('validation: facilitator required, valid date and time, completion cannot be undone', () => {
    expect(validateTour({ tourFacilitatorUserId: 3, tourDateTime: '2026-03-05 12:30:00' })).toEqual({});
    expect(validateTour({ tourFacilitatorUserId: null, tourDateTime: '' })).toEqual({
      tourFacilitatorUserId: ['Please select the tour facilitator.'],
      tourDateTime: ['Please enter the tour date and time.'],
    });
    expect(validateTour({ tourFacilitatorUserId: 3, tourDateTime: 'tomorrow' })).toEqual({
      tourDateTime: ['Please enter a valid tour date and time.'],
    });
    expect(
      validateTour({ tourFacilitatorUserId: 3, tourDateTime: '2026-03-05 12:30:00', isCompleted: false }, { isCompleted: true }),
    ).toEqual({
      isCompleted: ['Marking the tour completed cannot be undone.'],
    });
    expect(
      validateTour({ tourFacilitatorUserId: 3, tourDateTime: '2026-03-05 12:30:00', attendees: 'x'.repeat(501) }).attendees,
    ).toBeDefined();
  });
});

describe('create and edit lead', () => {
  const ctx = { createdOn: '2026-03-05', now: new Date('2026-03-05T00:00:00Z') };
  const valid = { firstName: 'Joan', lastName: 'Smith', careType: 'Permanent', contactIsResident: true };
  test('a minimal lead is valid', () => {
    expect(validateLead(valid, ctx)).toEqual({});
  });
  test('names, care type and contact names', () => {
    expect(validateLead({ careType: 'ILU', contactIsResident: false }, ctx)).toEqual({
      firstName: ['First name is required.'],
      lastName: ['Last name is required.'],
      careType: ['Care type must be Permanent or Respite.'],
      contactFirstName: ['Contact first name is required.'],
      contactLastName: ['Contact last name is required.'],
    });
    expect(validateLead({ ...valid, careType: '' }, ctx)).toEqual({ careType: ['Please select the care type.'] });
  });
  test('dates: requested admission from the creation day, requested departure from the day after', () => {
    expect(validateLead({ ...valid, requestedAdmissionDateUtc: '2026-03-04' }, ctx)).toEqual({
      requestedAdmissionDateUtc: ['The requested admission date cannot be before 05 Mar 2026.'],
    });
    expect(
      validateLead({ ...valid, requestedAdmissionDateUtc: '2026-03-05', requestedDepartureDateUtc: '2026-03-05' }, ctx),
    ).toEqual({
      requestedDepartureDateUtc: ['The requested departure date must be after the requested admission date.'],
    });
    expect(
      validateLead({ ...valid, requestedAdmissionDateUtc: '2026-03-05', requestedDepartureDateUtc: '2026-03-06' }, ctx),
    ).toEqual({});
    expect(validateLead({ ...valid, careType: 'Respite', preEntryLeaveDateUtc: '2026-03-01' }, ctx)).toEqual({
      preEntryLeaveDateUtc: ['Pre-entry leave applies to Permanent care only.'],
    });
  });
  test('email, care recipient ID, Medicare number and expiry year', () => {
    expect(
      validateLead(
        { ...valid, email: 'nope', careRecipientId: '12345678901', medicareNumber: '2123456701', medicareExpiryYear: 2047 },
        ctx,
      ),
    ).toEqual({
      email: ['Please provide a valid email address.'],
      careRecipientId: ['Must be 10 characters or fewer.'],
      medicareMemberNumber: ['Member number is required when a Medicare number is entered.'],
      medicareExpiryYear: ['Please select a Medicare expiry year from the list.'],
    });
    expect(validateLead({ ...valid, medicareExpiryYear: 2046 }, ctx)).toEqual({});
    expect(validateLead({ ...valid, respiteCareLevel: 'High' }, ctx)).toEqual({
      respiteCareLevel: ['Respite care level applies to Respite care only.'],
    });
  });
  test('create-lead failure notices (seed 001 §8)', () => {
    expect(
      createLeadErrorMessages({
        modelState: { indexNumber: ['Bad index.'], mpir: ['No MPIR.'], firstName: ['First name is required.'] },
      }),
    ).toEqual(['Unable to mark as enquiry. Bad index.', 'Unable to mark as enquiry. No MPIR.', 'First name is required.']);
    expect(createLeadErrorMessages({ exceptionMessage: 'Boom' })).toEqual(['Unable to create lead record. Boom']);
    expect(LEAD_MESSAGES.offline).toBe('Either your computer is offline, or Resident Manager is having problems of its own.');
    expect(unableToTransferMessage('Ensure MPIR is set')).toBe('Unable to transfer aged care resident. Ensure MPIR is set');
  });
});

describe('funding estimate arithmetic (reference-data rates at $295.64)', () => {
  test('rate = NWAU x price, to the cent', () => {
    expect(anaccRate('0.73', '295.64')).toBe('215.82');
    expect(anaccRate('0.21', '295.64')).toBe('62.08');
    expect(anaccRate('0.405', '295.64')).toBe('119.73');
    expect(anaccRate('0.714', '295.64')).toBe('211.09');
  });
  test('daily basic subsidy = base care tariff + variable rate', () => {
    expect(dailyBasicSubsidy('147.82', '215.82')).toBe('363.64');
    expect(dailyBasicSubsidy(anaccRate('0.5', '295.64'), anaccRate('0.21', '295.64'))).toBe('209.90');
  });
});
