import { ILU_FIELD_MESSAGES as M, ILU_MESSAGES } from 'shared-domain/ilu/messages';
import {
  admissionDateAndTime,
  admissionReversalBlock,
  admitErrors,
  admitPayload,
  assignUnitErrors,
  correctionErrors,
  correctionPayload,
  iluActionPlan,
  settlementErrors,
  type IluActionPermissions,
  type IluActionPlanInput,
} from './rules';
import { ANN, ASSIGNED, BOB, allocation, enquiry, person } from './test-fixtures';

const ALL: IluActionPermissions = {
  leadsModify: true,
  residentsModify: true,
  financialsModify: true,
  reverseEvents: true,
  correctEvents: true,
};
const NONE: IluActionPermissions = {
  leadsModify: false,
  residentsModify: false,
  financialsModify: false,
  reverseEvents: false,
  correctEvents: false,
};

const plan = (over: Partial<IluActionPlanInput>) =>
  iluActionPlan({ enquiry: enquiry(), residentId: 11, kind: 'enquiry', viewDepartedMode: false, permissions: ALL, ...over });

describe('iluActionPlan', () => {
  test('an enquiry nobody of which is admitted: assign unit and admit, with leadsDetails.canModify only', () => {
    expect(plan({})).toMatchObject({ assignUnit: true, admit: true, addToUnit: false, settle: false, stayActions: null });
    expect(plan({ permissions: { ...ALL, leadsModify: false } })).toMatchObject({ assignUnit: false, admit: false });
    expect(plan({ permissions: { ...NONE, leadsModify: true } })).toMatchObject({ assignUnit: true, admit: true });
    // Care staff may modify leads but not list the units (facilityRooms) or admit (leadsAdmit): neither dialog is offered.
    expect(plan({ permissions: { ...ALL, unitsView: false } })).toMatchObject({ assignUnit: false, admit: false });
    expect(plan({ permissions: { ...ALL, admit: false } })).toMatchObject({ assignUnit: true, admit: false });
    // Not on the allocation pages.
    expect(plan({ kind: 'allocation' })).toMatchObject({ assignUnit: false, admit: false });
  });

  test('one person admitted, the other not: add to unit (the page kind gives the permission), no assign or admit', () => {
    const partly = enquiry({
      residents: [person({ isAdmitted: true, admissionDateUtc: '2026-11-02T23:00:00Z' }), BOB],
      assignedUnit: ASSIGNED,
      occupiedDate: '2026-11-03',
    });
    expect(plan({ enquiry: partly, kind: 'allocation' })).toMatchObject({ addToUnit: true, assignUnit: false, admit: false });
    expect(plan({ enquiry: partly, kind: 'allocation', permissions: { ...ALL, residentsModify: false } }).addToUnit).toBe(false);
    expect(plan({ enquiry: partly, kind: 'enquiry', residentId: 12 }).addToUnit).toBe(true);
    expect(
      plan({ enquiry: partly, kind: 'enquiry', residentId: 12, permissions: { ...ALL, leadsModify: false } }).addToUnit,
    ).toBe(false);
    // Everyone admitted, or a departed view: nothing to add.
    expect(plan({ enquiry: allocation(), kind: 'allocation' }).addToUnit).toBe(false);
    expect(plan({ enquiry: partly, kind: 'allocation', viewDepartedMode: true }).addToUnit).toBe(false);
  });

  test('finalise settlement: an admitted allocation not settled, with residentsFinancials.canModify (vacated too)', () => {
    expect(plan({ enquiry: allocation(), kind: 'allocation' }).settle).toBe(true);
    expect(
      plan({ enquiry: allocation({ vacatingDateUtc: '2026-11-20' }), kind: 'allocation', viewDepartedMode: true }).settle,
    ).toBe(true);
    expect(plan({ enquiry: allocation({ isSettled: true }), kind: 'allocation' }).settle).toBe(false);
    expect(plan({ enquiry: allocation(), kind: 'allocation', permissions: { ...ALL, financialsModify: false } }).settle).toBe(
      false,
    );
    expect(plan({ enquiry: enquiry(), kind: 'allocation' }).settle).toBe(false);
  });

  test("the page's admitted person: correction and reversal behind the funding permissions, and the stay actions", () => {
    const a = allocation();
    const p = plan({ enquiry: a, kind: 'allocation' });
    expect(p.correctAdmission?.residentId).toBe(11);
    expect(p.reverseAdmission?.residentId).toBe(11);
    expect(p.reverseVacating).toBeNull();
    expect(p.stayActions).toEqual([
      'sendOnLeave',
      'returnFromLeave',
      'editLeave',
      'reverseLeave',
      'depart',
      'vacate',
      'transfer',
      'correctDeparture',
      'reverseDeparture',
    ]);
    const without = plan({ enquiry: a, kind: 'allocation', permissions: { ...ALL, reverseEvents: false, correctEvents: false } });
    expect(without).toMatchObject({ correctAdmission: null, reverseAdmission: null });
    // The enquiry page offers none of them.
    expect(plan({ enquiry: a, kind: 'enquiry' })).toMatchObject({
      correctAdmission: null,
      reverseAdmission: null,
      stayActions: null,
    });
  });

  test("a vacated allocation's departed person: the allocation's departure reversal, not the residents'; settled: neither", () => {
    const departed = {
      isAdmitted: true,
      isDeparted: true,
      admissionDateUtc: '2026-11-02T23:00:00Z',
      departureDateUtc: '2026-11-20',
    };
    const vacated = allocation({
      vacatingDateUtc: '2026-11-20',
      residents: [person(departed), { ...BOB, ...departed }],
    });
    const p = plan({ enquiry: vacated, kind: 'allocation', viewDepartedMode: true });
    expect(p.reverseVacating?.residentId).toBe(11);
    expect(p.stayActions).toContain('correctDeparture');
    expect(p.stayActions).not.toContain('reverseDeparture');
    // A departed person's admission reversal is offered, and refused when chosen.
    expect(p.reverseAdmission?.residentId).toBe(11);
    const settled = plan({ enquiry: { ...vacated, isSettled: true }, kind: 'allocation', viewDepartedMode: true });
    expect(settled.reverseVacating).toBeNull();
    expect(settled.stayActions).not.toContain('correctDeparture');
    expect(
      plan({ enquiry: vacated, kind: 'allocation', permissions: { ...ALL, reverseEvents: false } }).reverseVacating,
    ).toBeNull();
  });
});

test("admissionReversalBlock: a departed person's admission cannot be reversed (the seed's words)", () => {
  expect(admissionReversalBlock({ isDeparted: true })).toBe('This event cannot be reversed.');
  expect(admissionReversalBlock({ isDeparted: false })).toBeNull();
});

test('settlementErrors: both required; the date not before the minimum, named in dd MMM yyyy', () => {
  expect(settlementErrors({ settlementDate: '', settlementPrice: '' }, '2026-11-20')).toEqual({
    settlementDate: [M.settlementDateRequired],
    settlementPrice: [M.settlementPriceRequired],
  });
  expect(settlementErrors({ settlementDate: '2026-11-19', settlementPrice: '1' }, '2026-11-20')).toEqual({
    settlementDate: ['The settlement date cannot be before 20 Nov 2026.'],
  });
  expect(settlementErrors({ settlementDate: '2026-11-20', settlementPrice: '1' }, '2026-11-20')).toEqual({});
});

test('assignUnitErrors: a unit and a price', () => {
  expect(assignUnitErrors({ status: 'Available', accommodationId: '', price: ' ' })).toEqual({
    accommodationId: [M.unitRequired],
    price: [M.priceRequired],
  });
  expect(assignUnitErrors({ status: 'All', accommodationId: '31', price: '1.00' })).toEqual({});
});

describe('admit', () => {
  const ctx = { createdOnUtc: '2026-10-01T03:00:00Z', today: '2026-11-29' };
  const values = {
    accommodationId: '31',
    responsibleResidencyId: '110',
    price: '450,000',
    admissionDate: '2026-11-03',
    admissionTime: '10:00',
    people: [
      { residentId: 11, name: 'Ann Able', dateOfBirth: '1948-05-02' },
      { residentId: 12, name: 'Bob Able', dateOfBirth: '' },
    ],
  };

  test('admitErrors: a unit, the responsible resident, a price and an admission date between the enquiry and today', () => {
    expect(admitErrors(values, ctx)).toEqual({});
    expect(
      admitErrors({ ...values, accommodationId: '', responsibleResidencyId: '', price: '', admissionDate: '' }, ctx),
    ).toEqual({
      accommodationId: [M.unitRequired],
      responsibleResidencyId: [M.responsibleResidentRequired],
      price: [M.priceRequired],
      admissionDate: [M.admissionDateRequired],
    });
    // Before the enquiry was created: allowed (a couple who moved in before their enquiry was entered).
    expect(admitErrors({ ...values, admissionDate: '2026-09-30' }, ctx)).toEqual({});
    expect(admitErrors({ ...values, admissionDate: '2026-11-30' }, ctx)).toEqual({ admissionDate: [M.admissionInFuture] });
    expect(admitErrors({ ...values, admissionTime: '25:00' }, ctx)).toEqual({ admissionTime: [M.admissionTimeInvalid] });
  });

  test('admitPayload: the seed fields, the price as a decimal with cents, blank dates of birth as null', () => {
    expect(admitPayload({ enquiryId: 5, version: 7 }, values)).toEqual({
      accommodationId: 31,
      iluAllocationId: 5,
      admissionDate: '2026-11-03',
      admissionTimeLocal: '10:00',
      responsibleResidencyId: 110,
      price: '450000.00',
      residentDetails: [
        { residentId: 11, dateOfBirth: '1948-05-02' },
        { residentId: 12, dateOfBirth: null },
      ],
      version: 7,
    });
    expect(admitPayload({ enquiryId: 5, version: 7 }, { ...values, admissionTime: '' })).not.toHaveProperty('admissionTimeLocal');
  });
});

describe('admission correction', () => {
  test('the stored admission as the Melbourne date and time; a date alone keeps the default time', () => {
    expect(admissionDateAndTime('2026-11-02T23:00:00Z')).toEqual({ date: '2026-11-03', time: '10:00' });
    expect(admissionDateAndTime('2026-11-03')).toEqual({ date: '2026-11-03', time: '12:30' });
    expect(admissionDateAndTime(null)).toEqual({ date: '', time: '12:30' });
  });

  test('correctionErrors and correctionPayload', () => {
    const ctx = { createdOnUtc: '2026-10-01T03:00:00Z', today: '2026-11-29' };
    expect(correctionErrors({ admissionDate: '', admissionTime: '10:00' }, ctx)).toEqual({
      admissionDate: [M.admissionDateRequired],
    });
    expect(correctionErrors({ admissionDate: '2026-12-01', admissionTime: '' }, ctx)).toEqual({
      admissionDate: [M.admissionInFuture],
    });
    expect(
      correctionPayload({ enquiryId: 5, version: 7 }, ANN.residentId, { admissionDate: '2026-11-04', admissionTime: '09:15' }),
    ).toEqual({
      iluAllocationId: 5,
      residentId: 11,
      admissionDate: '2026-11-04',
      admissionTimeLocal: '09:15',
      version: 7,
    });
  });
});

test("the actions' texts are the seed's, word for word (the dialogs' tests use these constants)", () => {
  expect(ILU_MESSAGES).toMatchObject({
    unitsLoadError: 'Unexpected error while loading units.',
    unitEventsLoadError: 'Unexpected error while loading unit events.',
    assignUnitError: 'Unexpected error occurred while assigning unit.',
    unitAssigned: 'Unit assigned successfully!',
    cannotAdmit: 'Resident cannot be admitted.',
    cannotCorrectAdmission: 'Admission cannot be corrected.',
    admitError: 'Unexpected error while admitting to independent living unit.',
    admissionCorrected: 'Admission correction successful.',
    eventCannotBeReversed: 'This event cannot be reversed.',
    settlementTitle: 'Finalise settlement',
    settlementError: 'Unexpected error occurred while finalising settlement',
    settlementFinalised: 'Settlement finalised',
  });
});
