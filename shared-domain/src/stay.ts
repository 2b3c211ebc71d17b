/**
 * Stay rules: leave, departure and vacate, admission corrections, reversals and the event-history edit
 * rules (seed 000 §3-§5, §8; seed 001 §3 "Event history", §4 "Event history edit rules", "Medicare events").
 * Pure functions used by mfe-residents and the API (same rules, same messages). Dates are 'YYYY-MM-DD'.
 */
import { addDays, isDateOnly } from './dates';
import { RESIDENT_EVENT_TYPE_LABELS } from './labels';
import {
  ResidentEventType,
  combineDepartureReason,
  splitDepartureReason,
  leaveTypesFor,
  type DepartureFormReason,
  type DepartureInitiatedBy,
  type DepartureReason,
  type FacilityType,
  type LeaveKind,
  type LeaveType,
} from './enums';
import {
  ADMITTED_BEFORE_NOV_2025,
  EVENT_CANNOT_BE_REVERSED,
  EVENT_HISTORY_LOAD_ERROR,
  MODEL_STATE_DIALOG_TITLES,
  MPIR_NOT_SET,
  SUCCESS_MESSAGES,
} from './messages';

import type { FieldErrors as ModelState } from './model-state';
function add(ms: ModelState, field: string, message: string): void {
  const messages = (ms[field] ??= []);
  if (!messages.includes(message)) messages.push(message);
}

// ---------------------------------------------------------------- messages (seed 000 §8, seed 001 §8)
export const STAY_MESSAGES = {
  leaveAdded: SUCCESS_MESSAGES.leaveAdded,
  leaveUpdated: SUCCESS_MESSAGES.leaveUpdated,
  leaveReversed: SUCCESS_MESSAGES.leaveReversed,
  residentDeparted: SUCCESS_MESSAGES.residentDeparted,
  unitVacated: SUCCESS_MESSAGES.unitVacated,
  departureCorrected: SUCCESS_MESSAGES.departureCorrected,
  admissionCorrected: SUCCESS_MESSAGES.admissionCorrected,
  cannotReverse: EVENT_CANNOT_BE_REVERSED,
  eventHistoryError: EVENT_HISTORY_LOAD_ERROR,
  post01Nov2025: ADMITTED_BEFORE_NOV_2025,
  mpir: MPIR_NOT_SET,
  // 'Unable to edit' dialog (seed 001 §8)
  settlementFinalised: 'Departure cannot be edited. Settlement has been finalised.',
  /** Reversing the departure of a vacated ILU unit's resident once the unit has been let again, sold or taken out of service. */
  unitNoLongerAvailable: 'This departure cannot be reversed: the unit is no longer available to its residents.',
  cannotEdit: 'This event cannot be edited.',
  otherFacility: 'This event cannot be edited as the event did not occur in logged in facility.',
  readmitted: 'This event cannot be edited as this resident has been readmitted.',
  isLead: 'This event cannot be edited as this resident is currently a lead.',
} as const;

export function transferredMessage(facilityName: string): string {
  return `This event cannot be edited as this resident has been transferred to ${facilityName}. To modify this event you must delete the lead in ${facilityName}`;
}

/** Dialog titles for model-state errors (seed 000 §8): messages.ts `MODEL_STATE_DIALOG_TITLES`. */
export const STAY_DIALOG_TITLES = MODEL_STATE_DIALOG_TITLES;

// Field messages (the seed does not show these; the same text is used by the browser and the server).
export const STAY_FIELD_MESSAGES = {
  leaveTypeRequired: 'Please select the leave type.',
  leaveTypeInvalid: 'This leave type is not available for this facility.',
  startDateRequired: 'Please enter the leave start date.',
  startBeforeAdmission: 'Leave cannot start before the admission date.',
  startAfterDeparture: 'Leave cannot start after the departure date.',
  returnMinimum: 'The return date must be after the leave start date.',
  returnDateRequired: 'Please enter the return date.',
  notAdmitted: 'The resident is not admitted.',
  alreadyDeparted: 'The resident has already departed.',
  alreadyOnLeave: 'The resident is already on leave.',
  notOnLeave: 'The resident is not on leave.',
  overlappingLeave: 'This leave overlaps another leave of the resident.',
  departureDateRequired: 'Please enter the departure date.',
  departureBeforeAdmission: 'The departure date cannot be before the admission date.',
  departureBeforeOtherAdmission: "The departure date cannot be before the other resident's admission date.",
  departureReasonRequired: 'Please select the departure reason.',
  initiatedByRequired: 'Please select who initiated the departure.',
  toFacilityRequired: 'Please select the facility the resident moved to.',
  correctionFacilityMismatch: 'The facility must be the facility the resident was admitted to.',
  departureBeforeRespiteReturn: 'The departure date cannot be before the return date of the respite leave.',
  departureAfterLaterAdmission: "The departure date cannot be after the resident's later admission date.",
  admissionDateRequired: 'Please enter the admission date.',
  admissionOnConflict: 'The admission date must be after the effective dates already recorded for the resident.',
  admissionAfterDeparture: 'The admission date cannot be after the departure date.',
  bedRequired: 'Please select a bed.',
  careTypeRequired: 'Please select the care type.',
  expectedDepartureMinimum: 'The expected departure date must be after the admission date.',
  dateInvalid: 'Please enter a valid date.',
  admissionAfterLeave: 'The admission date cannot be after the start of a leave of the resident.',
  transferFacility: 'Please select another facility of the organisation.',
  transferFacilityType: 'The resident can only be transferred to a facility of the same type.',
  transferNotCurrent: 'The resident is not a current resident.',
  transferNotLead: 'The resident is not a lead.',
  transferNotDeparted: 'The resident has not departed.',
  transferOnLeave: 'Return the resident from leave before the transfer.',
} as const;

// ---------------------------------------------------------------- leave
export interface DerivedLeaveKindInput {
  facilityType: FacilityType;
  type: LeaveType;
  /** The resident receives transition care (specialised care TCP). */
  isTransitionCare?: boolean;
  /** Whether the leave is claimable from Medicare (asked only for AgeCare social leave; default true). */
  isClaimable?: boolean;
}

/**
 * Seed 000 §4: the leave kind is Social or TransitionCare for social leave; when the leave is not claimable the
 * non-claimable kind is derived (SocialNonClaimable, TransitionNonClaimable). ILU leave is never claimable.
 * Hospital, Emergency and Respite leave carry no kind (null).
 */
export function deriveLeaveKind(input: DerivedLeaveKindInput): LeaveKind | null {
  if (input.type !== 'Social') return null;
  const base: 'Social' | 'TransitionCare' = input.isTransitionCare ? 'TransitionCare' : 'Social';
  const claimable = input.facilityType === 'IndependentLiving' ? false : input.isClaimable !== false;
  if (claimable) return base;
  return base === 'Social' ? 'SocialNonClaimable' : 'TransitionNonClaimable';
}

/** Claimable kinds (the non-claimable ones end with NonClaimable). */
export function isClaimableLeaveKind(kind: LeaveKind | null | undefined): boolean {
  return kind === 'Social' || kind === 'TransitionCare';
}

/** Minimum return (and expected return) date: the day after the start (seed 000 §5). */
export function minimumLeaveReturnDate(startDate: string): string {
  return addDays(startDate, 1);
}

export interface LeaveRequest {
  type?: string | null;
  startDateUtc?: string | null;
  expectedReturnDateUtc?: string | null;
  returnDateUtc?: string | null;
}
export interface LeaveContext {
  facilityType: FacilityType;
  admissionDate: string | null;
  departureDate: string | null;
}

/** Send on leave / edit leave. Empty model state = valid. */
export function validateLeave(req: LeaveRequest, ctx: LeaveContext): ModelState {
  const ms: ModelState = {};
  const M = STAY_FIELD_MESSAGES;
  if (!ctx.admissionDate) add(ms, 'residentId', M.notAdmitted);
  if (!req.type) add(ms, 'type', M.leaveTypeRequired);
  else if (!(leaveTypesFor(ctx.facilityType) as readonly string[]).includes(req.type)) add(ms, 'type', M.leaveTypeInvalid);
  if (!req.startDateUtc) add(ms, 'startDateUtc', M.startDateRequired);
  else if (!isDateOnly(req.startDateUtc)) add(ms, 'startDateUtc', M.dateInvalid);
  else {
    if (ctx.admissionDate && req.startDateUtc < ctx.admissionDate) add(ms, 'startDateUtc', M.startBeforeAdmission);
    if (ctx.departureDate && req.startDateUtc > ctx.departureDate) add(ms, 'startDateUtc', M.startAfterDeparture);
    const min = minimumLeaveReturnDate(req.startDateUtc);
    for (const f of ['expectedReturnDateUtc', 'returnDateUtc'] as const) {
      const v = req[f];
      if (!v) continue;
      if (!isDateOnly(v)) add(ms, f, M.dateInvalid);
      else if (v < min) add(ms, f, M.returnMinimum);
    }
  }
  return ms;
}

/** Return from leave: return date required, at least the day after the start. */
export function validateReturnFromLeave(returnDateUtc: string | null | undefined, leaveStartDate: string): ModelState {
  const ms: ModelState = {};
  if (!returnDateUtc) add(ms, 'returnDateUtc', STAY_FIELD_MESSAGES.returnDateRequired);
  else if (!isDateOnly(returnDateUtc)) add(ms, 'returnDateUtc', STAY_FIELD_MESSAGES.dateInvalid);
  else if (returnDateUtc < minimumLeaveReturnDate(leaveStartDate)) add(ms, 'returnDateUtc', STAY_FIELD_MESSAGES.returnMinimum);
  return ms;
}

/** True when [aStart, aEnd) and [bStart, bEnd) overlap (an open end is infinite). */
export function leavesOverlap(aStart: string, aEnd: string | null, bStart: string, bEnd: string | null): boolean {
  return (bEnd === null || aStart < bEnd) && (aEnd === null || bStart < aEnd);
}

// ---------------------------------------------------------------- departure
export interface DepartureForm {
  departureDateUtc?: string | null;
  departureTimeLocal?: string | null;
  departureReason?: DepartureFormReason | '' | null;
  departureInitiatedBy?: DepartureInitiatedBy | '' | null;
  departureReasonNotes?: string | null;
  toFacilityId?: number | null;
}

/** The form's reason and initiator from a stored reason (seed 000 §3/§4). */
export function departureFormFromStored(stored: DepartureReason | null | undefined): {
  departureReason: DepartureFormReason | '';
  departureInitiatedBy: DepartureInitiatedBy | '';
} {
  if (!stored) return { departureReason: '', departureInitiatedBy: '' };
  const s = splitDepartureReason(stored);
  return { departureReason: s.reason, departureInitiatedBy: s.departureInitiatedBy ?? '' };
}

export function needsInitiatedBy(reason: DepartureFormReason | '' | null | undefined): boolean {
  return reason === 'AnotherAgedCareService' || reason === 'Transfer';
}

/** Departure minimum date: the admission date, or the other resident's admission date when vacating an ILU unit. */
export function minimumDepartureDate(
  admissionDate: string,
  otherResidentAdmissionDate?: string | null,
  isVacating = false,
): string {
  if (isVacating && otherResidentAdmissionDate && otherResidentAdmissionDate > admissionDate) return otherResidentAdmissionDate;
  return admissionDate;
}

export interface DepartureContext {
  admissionDate: string | null;
  isVacating?: boolean;
  otherResidentAdmissionDate?: string | null;
}

export function validateDeparture(form: DepartureForm, ctx: DepartureContext): ModelState {
  const ms: ModelState = {};
  const M = STAY_FIELD_MESSAGES;
  if (!ctx.admissionDate) add(ms, 'residentId', M.notAdmitted);
  if (!form.departureDateUtc) add(ms, 'departureDateUtc', M.departureDateRequired);
  else if (!isDateOnly(form.departureDateUtc)) add(ms, 'departureDateUtc', M.dateInvalid);
  else if (ctx.admissionDate) {
    const min = minimumDepartureDate(ctx.admissionDate, ctx.otherResidentAdmissionDate, ctx.isVacating);
    if (form.departureDateUtc < min) {
      add(ms, 'departureDateUtc', min === ctx.admissionDate ? M.departureBeforeAdmission : M.departureBeforeOtherAdmission);
    }
  }
  if (!form.departureReason) add(ms, 'departureReason', M.departureReasonRequired);
  else if (needsInitiatedBy(form.departureReason) && !form.departureInitiatedBy)
    add(ms, 'departureInitiatedBy', M.initiatedByRequired);
  if (form.departureReason === 'Transfer' && !form.toFacilityId) add(ms, 'toFacilityId', M.toFacilityRequired);
  return ms;
}

/** Recombines the form's reason (valid forms only). */
export function storedDepartureReason(form: DepartureForm): DepartureReason {
  return combineDepartureReason(
    form.departureReason as DepartureFormReason,
    (form.departureInitiatedBy || null) as DepartureInitiatedBy | null,
  );
}

export interface DepartureCorrectionContext extends DepartureContext {
  /** The facility the resident was admitted to after this departure (the destination), if any. */
  admittedAtFacilityId?: number | null;
  /** Return date of a respite leave of the residency (the departure must be on or after it). */
  respiteLeaveReturnDate?: string | null;
  /** A later admission of the resident (the departure must be on or before it). */
  laterAdmissionDate?: string | null;
}

/** Correction rules (seed 000 §5). */
export function validateDepartureCorrection(form: DepartureForm, ctx: DepartureCorrectionContext): ModelState {
  const ms = validateDeparture(form, ctx);
  const M = STAY_FIELD_MESSAGES;
  if (ctx.admittedAtFacilityId && form.toFacilityId && form.toFacilityId !== ctx.admittedAtFacilityId) {
    add(ms, 'toFacilityId', M.correctionFacilityMismatch);
  }
  if (form.departureDateUtc && isDateOnly(form.departureDateUtc)) {
    if (ctx.respiteLeaveReturnDate && form.departureDateUtc < ctx.respiteLeaveReturnDate)
      add(ms, 'departureDateUtc', M.departureBeforeRespiteReturn);
    if (ctx.laterAdmissionDate && form.departureDateUtc > ctx.laterAdmissionDate)
      add(ms, 'departureDateUtc', M.departureAfterLaterAdmission);
  }
  return ms;
}

// ---------------------------------------------------------------- admission
export const ACCOMMODATION_CLASSES = ['Pre01Jul2014', 'Post01Jul2014', 'Post01Nov2025'] as const;
export type AccommodationClass = (typeof ACCOMMODATION_CLASSES)[number];
export const ACCOMMODATION_CLASS_LABELS: Record<AccommodationClass, string> = {
  Pre01Jul2014: 'Before 1st Jul 2014',
  Post01Jul2014: '1st Jul 2014 to 31 Oct 2025',
  Post01Nov2025: 'From 1st Nov 2025',
};
/** Aged Care Act 2025 effective date (seed 000 §9). */
export const AGED_CARE_ACT_2025_DATE = '2025-11-01';

export interface AdmissionForm {
  admissionDateUtc?: string | null;
  admissionTimeLocal?: string | null;
  expectedDepartureDateUtc?: string | null;
  careType?: 'Permanent' | 'Respite' | 'ILU' | '' | null;
  preEntryLeaveDateUtc?: string | null;
  bedId?: number | null;
  accommodationClass?: AccommodationClass | '' | null;
  palliativeStatus?: boolean;
  isPrivateResidency?: boolean;
}
export interface AdmissionContext {
  /** A correction of an existing admission (the bed is then optional, the Post01Nov2025 rule does not apply). */
  isCorrection: boolean;
  conflictEffectiveDates?: string[];
  departureDate?: string | null;
  /** Whether an MPIR is set for the agreed room price date (undefined = not checked). */
  mpirSetForAgreedRoomPriceDate?: boolean;
}

/** Admission is invalid if on or before any conflict effective date (seed 000 §5). */
export function isOnOrBeforeConflict(admissionDate: string, conflictEffectiveDates: readonly string[] = []): boolean {
  return conflictEffectiveDates.some((d) => admissionDate <= d);
}

/** The Post01Nov2025 rule: admitted before 2025-11-01 with class Post01Nov2025 (not for a correction or Respite). */
export function violatesPost01Nov2025(form: AdmissionForm, isCorrection: boolean): boolean {
  return (
    !isCorrection &&
    form.careType !== 'Respite' &&
    form.accommodationClass === 'Post01Nov2025' &&
    !!form.admissionDateUtc &&
    form.admissionDateUtc < AGED_CARE_ACT_2025_DATE
  );
}

export function validateAdmission(form: AdmissionForm, ctx: AdmissionContext): ModelState {
  const ms: ModelState = {};
  const M = STAY_FIELD_MESSAGES;
  if (!form.careType) add(ms, 'careType', M.careTypeRequired);
  if (!form.admissionDateUtc) add(ms, 'admissionDateUtc', M.admissionDateRequired);
  else if (!isDateOnly(form.admissionDateUtc)) add(ms, 'admissionDateUtc', M.dateInvalid);
  else {
    if (isOnOrBeforeConflict(form.admissionDateUtc, ctx.conflictEffectiveDates))
      add(ms, 'admissionDateUtc', M.admissionOnConflict);
    if (ctx.departureDate && form.admissionDateUtc > ctx.departureDate) add(ms, 'admissionDateUtc', M.admissionAfterDeparture);
    if (form.expectedDepartureDateUtc) {
      if (!isDateOnly(form.expectedDepartureDateUtc)) add(ms, 'expectedDepartureDateUtc', M.dateInvalid);
      else if (form.expectedDepartureDateUtc < addDays(form.admissionDateUtc, 1))
        add(ms, 'expectedDepartureDateUtc', M.expectedDepartureMinimum);
    }
  }
  if (!ctx.isCorrection && form.careType !== 'ILU' && !form.bedId) add(ms, 'bedId', M.bedRequired);
  if (violatesPost01Nov2025(form, ctx.isCorrection)) add(ms, 'accommodationClass', STAY_MESSAGES.post01Nov2025);
  if (ctx.mpirSetForAgreedRoomPriceDate === false) add(ms, 'mpir', STAY_MESSAGES.mpir);
  return ms;
}

// ---------------------------------------------------------------- events, reversals, edit rules
/** Event type codes: seed 000's ResidentEventType plus the leave events the event history shows. */
export const STAY_EVENT_TYPES = {
  ...ResidentEventType,
  LeaveAdded: 101,
  LeaveUpdated: 102,
  LeaveReturned: 103,
} as const;
export type StayEventType = (typeof STAY_EVENT_TYPES)[keyof typeof STAY_EVENT_TYPES];

/** The event history's event names: the resident events' labels and the leave events'. */
export const STAY_EVENT_LABELS: Record<number, string> = {
  ...RESIDENT_EVENT_TYPE_LABELS,
  101: 'Leave',
  102: 'Leave updated',
  103: 'Returned from leave',
};

/** Medicare request type submitted for an event type. */
export function medicareRequestTypeFor(eventType: number): string | null {
  switch (eventType) {
    case 5:
      return 'Entry';
    case 22:
      return 'EntryCorrection';
    case 23:
      return 'EntryReversal';
    case 6:
      return 'Departure';
    case 24:
      return 'DepartureCorrection';
    case 25:
      return 'DepartureReversal';
    case 101:
      return 'Leave';
    case 102:
      return 'LeaveUpdated';
    case 103:
      return 'LeaveReturned';
    case 26:
      return 'LeaveReversal';
    case 21:
      return 'Acfi';
    default:
      return null;
  }
}

/** Reversible request types (seed 001 §4): entry, entry correction, departure, departure correction, leave, leave updated, leave returned. */
export const REVERSIBLE_REQUEST_TYPES = [
  'Entry',
  'EntryCorrection',
  'Departure',
  'DepartureCorrection',
  'Leave',
  'LeaveUpdated',
  'LeaveReturned',
] as const;
export function isReversibleRequestType(requestType: string | null | undefined): boolean {
  return !!requestType && (REVERSIBLE_REQUEST_TYPES as readonly string[]).includes(requestType);
}

export function isAdmissionEvent(eventType: number): boolean {
  return eventType === 5 || eventType === 22;
}
export function isDepartureEvent(eventType: number): boolean {
  return eventType === 6 || eventType === 24;
}

/** Reversal refusal: an entry of a departed resident cannot be reversed. Null = allowed. */
export function reversalBlock(eventType: number, opts: { isDeparted: boolean; isReversed: boolean }): string | null {
  if (opts.isReversed) return STAY_MESSAGES.cannotReverse;
  if (!isReversibleRequestType(medicareRequestTypeFor(eventType))) return STAY_MESSAGES.cannotReverse;
  if (isAdmissionEvent(eventType) && opts.isDeparted) return STAY_MESSAGES.cannotReverse;
  return null;
}

/**
 * What the event-history edit rules read of an event and of the person's latest residency (the event-history answer,
 * contracts/stay-responses, carries these fields; the rules import no contract).
 */
export interface EditableEvent {
  eventType: number;
  facilityId: number;
  residencyId: number;
  isReversed?: boolean;
  independentLivingAllocationWasSettled: boolean;
}
export interface LatestResidencyOfEvent {
  id: number;
  facilityId: number;
  facilityName: string;
  isLead: boolean;
}

/**
 * The event-history edit rules (seed 001 §4): returns the 'Unable to edit' message, or null when the event can be
 * edited (corrected or reversed). Order: reversed / not editable, another facility, lead, transferred, readmitted,
 * settled ILU departure.
 */
export function eventEditBlock(
  event: EditableEvent,
  ctx: {
    currentFacilityId: number;
    latestResidency: LatestResidencyOfEvent | null;
  },
): string | null {
  const editable = isAdmissionEvent(event.eventType) || isDepartureEvent(event.eventType);
  if (!editable || event.isReversed) return STAY_MESSAGES.cannotEdit;
  if (event.facilityId !== ctx.currentFacilityId) return STAY_MESSAGES.otherFacility;
  const latest = ctx.latestResidency;
  if (latest && latest.id !== event.residencyId) {
    if (latest.facilityId !== ctx.currentFacilityId) return transferredMessage(latest.facilityName);
    if (latest.isLead) return STAY_MESSAGES.isLead;
    return STAY_MESSAGES.readmitted;
  }
  if (latest && latest.isLead) return STAY_MESSAGES.isLead;
  if (isDepartureEvent(event.eventType) && event.independentLivingAllocationWasSettled) return STAY_MESSAGES.settlementFinalised;
  return null;
}
