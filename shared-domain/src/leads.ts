/**
 * Lead rules (seed 001 §3-§5, §8, §9; seed 000 §4-§5, §9): the lead board's columns and drag rules, tours,
 * respite duration, date minimums, pre-entry leave, the create/edit-lead validation, order numbers, the AN-ACC funding
 * estimate arithmetic and the lead messages. Pure functions used by mfe-leads (and mfe-funding: the funding estimate)
 * and by the API's `leads` module (same rules, same messages). Date-only values are 'YYYY-MM-DD'; a tour's date and
 * time is the seed's 'YYYY-MM-DD HH:mm:ss' wall-clock time in Australia/Melbourne.
 */
import Decimal from 'decimal.js';
import { CARE_ID_MAX_LENGTH, DEFAULT_TIME, MEDICARE_TIME_ZONE } from './constants';
import { addDays, daysBetween, formatDate, isDateOnly, medicareExpiryYears, melbourneToday } from './dates';
import { clockNow } from './clock';
import { EnquiryStatus, type AcfiLevel, type CareTypeName } from './enums';
import { ENQUIRY_STATUS_LABELS, LEAD_COLUMN_LABELS } from './labels';
import { OFFLINE_HINT_NAMED } from './messages';
import {
  ADMITTED_BEFORE_NOV_2025,
  DEBTOR_ID_EXISTS,
  MARK_AS_ENQUIRY_ERROR,
  MMM_CLASSIFICATION_LOAD_ERROR,
  MPIR_NOT_SET,
  SUCCESS_MESSAGES,
} from './messages';
import { MESSAGES as RECORD_FIELD_MESSAGES, careIdError, memberNumberError } from './resident-record';
import { STAY_FIELD_MESSAGES } from './stay';
import { moment } from './tz';
import { isValidEmail, INVALID_EMAIL_MESSAGE } from './validation';

// The date minimums and the 1 Nov 2025 accommodation-class rule live with the other date and admission rules; the
// lead screens use them from here too (one definition each).

import type { FieldErrors as ModelState } from './model-state';
function add(ms: ModelState, field: string, message: string | null | undefined): void {
  if (!message) return;
  const messages = (ms[field] ??= []);
  if (!messages.includes(message)) messages.push(message);
}
function blank(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
}

// ---------------------------------------------------------------- messages (seed 001 §8, word for word)

/** Seed 001 §8: the offline message names the product. */
export const LEAD_OFFLINE_MESSAGE = OFFLINE_HINT_NAMED;

export const LEAD_MESSAGES = {
  // create lead
  created: 'Lead was created successfully.',
  /** Prefix of each indexNumber / mpir model-state message when creating a lead (note the trailing space). */
  unableToMarkAsEnquiry: `${MARK_AS_ENQUIRY_ERROR} `,
  /** Prefix of the exceptionMessage when a lead cannot be created (note the trailing space). */
  unableToCreate: 'Unable to create lead record. ',
  offline: LEAD_OFFLINE_MESSAGE,
  // lead edit
  debtorExists: DEBTOR_ID_EXISTS,
  unableToSaveChanges: 'Unable to save changes...',
  // admit and make funded
  cannotBeAdmitted: 'Resident cannot be admitted.',
  makeFundedErrors: 'The following errors occurred when submitting the admit resident event:',
  post01Nov2025: ADMITTED_BEFORE_NOV_2025,
  mpir: MPIR_NOT_SET,
  // transfer
  unableToTransfer: 'Unable to transfer aged care resident.',
  unexpectedSaving: 'Unexpected error occurred while saving',
  leadTransferred: 'Lead transferred',
  residentTransferred: 'Resident transferred',
  // tours
  tourSaveError: 'Unexpected error while saving the tour.',
  tourCompleteError: 'Unexpected error occurred while marking tour complete.',
  tourSaved: 'Tour Saved successfully!',
  // dashboard
  loadLeadsError: 'Unexpected error while loading leads.',
  archiveError: 'Unexpected error occurred while archiving a lead record.',
  orderError: 'Unexpected error occurred while ordering lead list.',
  deleteError: 'Unexpected error occurred while deleting lead.',
  deceasedError: 'Unexpected error occurred while marking lead as deceased.',
  // ACCR
  accrUnavailable: 'Unable to get ACCR from Medicare',
  accrOpenError: 'Unable to open ACCR...',
  // funding estimate
  fundingEstimateSaveError: 'Unexpected error while saving pre-admission funding estimate.',
  anaccClassesLoadError: 'Unexpected error while loading AN-ACC classes.',
  mmmClassificationLoadError: MMM_CLASSIFICATION_LOAD_ERROR,
  fundingEstimateSaved: 'Funding estimate save successfully.',
  // income and assets
  incomeAssetError: 'Unexpected error occurred while updating income asset.',
  incomeAssetUpdated: 'Income Asset updated successfully!',
  savedSuccessfully: SUCCESS_MESSAGES.savedSuccessfully,
} as const;

/** 'Unable to transfer aged care resident. {mpir message}' (seed 001 §8). */
export function unableToTransferMessage(mpirMessage?: string | null): string {
  return mpirMessage ? `${LEAD_MESSAGES.unableToTransfer} ${mpirMessage}` : LEAD_MESSAGES.unableToTransfer;
}

/**
 * The create-lead failure notices of seed 001 §8: model-state errors on indexNumber and mpir give
 * 'Unable to mark as enquiry. ' + each message; an exceptionMessage gives 'Unable to create lead record. ' + the
 * message. Other model-state messages are listed as they are. Empty list when there is nothing to show.
 */
export function createLeadErrorMessages(
  body:
    | { modelState?: Record<string, readonly string[] | string | null | undefined> | null; exceptionMessage?: string | null }
    | null
    | undefined,
): string[] {
  if (!body) return [];
  const out: string[] = [];
  const list = (v: unknown) =>
    (Array.isArray(v) ? v : typeof v === 'string' ? [v] : []).filter((m): m is string => typeof m === 'string' && m !== '');
  for (const [field, messages] of Object.entries(body.modelState ?? {})) {
    for (const m of list(messages))
      out.push(field === 'indexNumber' || field === 'mpir' ? `${LEAD_MESSAGES.unableToMarkAsEnquiry}${m}` : m);
  }
  if (body.exceptionMessage) out.push(`${LEAD_MESSAGES.unableToCreate}${body.exceptionMessage}`);
  return out;
}

// ---------------------------------------------------------------- columns and status labels (seed 001 §2, §4)

/** Lead dashboard page size (seed 001 §9: "a constant, value not shown"; docs/decisions.md). */
export const LEAD_DASHBOARD_PAGE_SIZE = 10;

/** The lead dashboard's columns by key, left to right (a rule's own words: rules do not import the contracts). */
export type LeadColumnKey = 'enquiries' | 'tourBooked' | 'tourCompleted' | 'waiting' | 'confirmed';

export interface LeadColumnDefinition {
  status: EnquiryStatus;
  /** The column's key in GET leads/dashboard/ (the `LeadDashboard` contract's properties). */
  key: LeadColumnKey;
  /** Column heading (seed 001 §2; labels.ts). */
  title: string;
}

/** The five columns, left to right. */
export const LEAD_COLUMNS: readonly LeadColumnDefinition[] = (
  [
    ['Enquiries', 'enquiries'],
    ['TourBooked', 'tourBooked'],
    ['TourCompleted', 'tourCompleted'],
    ['Waiting', 'waiting'],
    ['Confirmed', 'confirmed'],
  ] as const
).map(([status, key]) => ({ status, key, title: LEAD_COLUMN_LABELS[status] }));

export const LEAD_STATUSES: readonly EnquiryStatus[] = LEAD_COLUMNS.map((c) => c.status);

export function isLeadStatus(value: unknown): value is EnquiryStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);
}

/** Column heading of a status: 'Tour booked'. */
export function leadColumnTitle(status: EnquiryStatus): string {
  return LEAD_COLUMNS.find((c) => c.status === status)?.title ?? status;
}

/** How a status is displayed (seed 001 §4: Enquiries, TourBooked and TourCompleted show 'Lead', Waiting 'Waitlist'). */
export function leadStatusLabel(status: EnquiryStatus | null | undefined): string {
  return status ? (ENQUIRY_STATUS_LABELS[status] ?? '') : '';
}

// ---------------------------------------------------------------- drag rules (seed 001 §4)

/** What the drag rules need to know about the lead's tour (null: the lead has no tour). */
export interface LeadTourState {
  isCompleted: boolean;
}

export function tourAlreadyCompletedMessage(to: EnquiryStatus): string {
  return `Tour already completed. The lead cannot be moved to ${leadColumnTitle(to)}.`;
}
export function tourAlreadyBookedMessage(to: EnquiryStatus): string {
  return `Tour already booked. The lead cannot be moved to ${leadColumnTitle(to)}.`;
}

/**
 * The refusal message of a move into `to`, or null when the move is allowed:
 * - a lead whose tour is completed cannot move to Enquiries or Tour booked ('Tour already completed...');
 * - a lead with a tour cannot move back to Enquiries ('Tour already booked...').
 */
export function leadMoveRefusal(tour: LeadTourState | null | undefined, to: EnquiryStatus): string | null {
  if (tour?.isCompleted && (to === 'Enquiries' || to === 'TourBooked')) return tourAlreadyCompletedMessage(to);
  if (tour && to === 'Enquiries') return tourAlreadyBookedMessage(to);
  return null;
}

/**
 * Whether a move opens the tour dialog: into Tour booked without a tour, or into Tour completed without a tour or with
 * a tour that is not completed. (Cancelling the dialog reverts status and order; both columns refresh.)
 */
export function moveNeedsTourDialog(tour: LeadTourState | null | undefined, to: EnquiryStatus): boolean {
  if (to === 'TourBooked') return !tour;
  if (to === 'TourCompleted') return !tour || !tour.isCompleted;
  return false;
}

export interface LeadMoveDecision {
  allowed: boolean;
  /** The refusal message when not allowed. */
  message: string | null;
  needsTourDialog: boolean;
}

/** The drag rules in one call (within a column: always allowed, no dialog). */
export function leadMove(from: EnquiryStatus, to: EnquiryStatus, tour: LeadTourState | null | undefined): LeadMoveDecision {
  if (from === to) return { allowed: true, message: null, needsTourDialog: false };
  const message = leadMoveRefusal(tour, to);
  return { allowed: !message, message, needsTourDialog: !message && moveNeedsTourDialog(tour, to) };
}

/**
 * Status after a tour is saved: a lead in Enquiries moves to Tour booked; completing the tour moves a lead in
 * Enquiries or Tour booked to Tour completed. Waiting and Confirmed leads keep their status.
 */
export function statusAfterTourSaved(status: EnquiryStatus, tourIsCompleted: boolean): EnquiryStatus {
  if (tourIsCompleted && (status === 'Enquiries' || status === 'TourBooked')) return 'TourCompleted';
  if (status === 'Enquiries') return 'TourBooked';
  return status;
}

/** Status after the (uncompleted) tour is deleted: a lead in Tour booked goes back to Enquiries. */
export function statusAfterTourDeleted(status: EnquiryStatus): EnquiryStatus {
  return status === 'TourBooked' ? 'Enquiries' : status;
}

// ---------------------------------------------------------------- order numbers

/** Order numbers are decimal strings; enough precision that repeated inserts between two cards stay exact. */
const OrderDecimal = Decimal.clone({ precision: 1000, rounding: Decimal.ROUND_HALF_UP });
const ORDER_NUMBER_RE = /^-?\d{1,30}(\.\d{1,1000})?$/;

/** True for an order number the API accepts: a plain decimal ('12', '-3', '1.25'), no exponent. */
export function isOrderNumber(value: unknown): value is string {
  return typeof value === 'string' && ORDER_NUMBER_RE.test(value);
}

/** Compares two order numbers as decimals (negative when a < b). */
export function compareOrderNumbers(a: string, b: string): number {
  return new OrderDecimal(a).comparedTo(new OrderDecimal(b));
}

/** Where a card is on the board: its column and its order number there. */
export interface CardPosition {
  status: string;
  orderNumber: string | null;
}

/**
 * Whether a card is no longer where a move request saw it (another user moved or reordered it since the board was
 * loaded): the request's `from` column or order number differs from the card's now. A request that names no `from`
 * (an older client, a move from a card's menu) is not refused. Order numbers compare as decimals ('2' is '2.0').
 */
export function cardMovedSince(now: CardPosition, from: Partial<CardPosition>): boolean {
  if (from.status !== undefined && from.status !== now.status) return true;
  if (from.orderNumber === undefined || from.orderNumber === null) return false;
  if (now.orderNumber === null || !isOrderNumber(from.orderNumber) || !isOrderNumber(now.orderNumber)) return true;
  return compareOrderNumbers(now.orderNumber, from.orderNumber) !== 0;
}

/**
 * The order number of a card placed between its predecessor and successor (larger is lower on the board):
 * - neither (an empty column): '1';
 * - only a successor (top of the column): floor(successor) - 1;
 * - only a predecessor (bottom of the column): ceil(predecessor) + 1;
 * - both: the shortest decimal strictly between them, nearest their midpoint ('1' and '2' give '1.5', '1' and '1.5'
 *   give '1.3'), so repeated inserts at one place add a digit about every third insert, never renumber the column.
 * Throws RangeError when predecessor >= successor (no key lies between).
 */
export function orderKeyBetween(predecessor: string | null | undefined, successor: string | null | undefined): string {
  const a = blank(predecessor) ? null : new OrderDecimal(predecessor as string);
  const b = blank(successor) ? null : new OrderDecimal(successor as string);
  if (!a && !b) return '1';
  if (!a) return b!.floor().minus(1).toFixed();
  if (!b) return a.ceil().plus(1).toFixed();
  if (a.gte(b)) throw new RangeError(`No order number lies between ${a.toFixed()} and ${b.toFixed()}`);
  const mid = a.plus(b).div(2);
  for (let places = 0; ; places++) {
    const c = mid.toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
    if (c.gt(a) && c.lt(b)) return c.toFixed();
  }
}

// ---------------------------------------------------------------- respite duration, pre-entry leave (seed 000 §9, 001 §5)

/** 'N day(s)' from admission to (expected) departure when positive, otherwise '-' (also when a date is missing). */
export function respiteDuration(admissionDate: string | null | undefined, departureDate: string | null | undefined): string {
  if (!admissionDate || !departureDate || !isDateOnly(admissionDate.slice(0, 10)) || !isDateOnly(departureDate.slice(0, 10)))
    return '-';
  const days = daysBetween(admissionDate.slice(0, 10), departureDate.slice(0, 10));
  return days > 0 ? `${days} day(s)` : '-';
}

/**
 * Pre-entry leave days allowed before an admission: the reference data's leave rule (reference-data
 * au-aged-care-rates.json leave_rules.pre_entry_leave_days = 7, Aged Care Act 1997 s42-2).
 */
export const PRE_ENTRY_LEAVE_MAX_DAYS = 7;

/** Pre-entry leave date = admission date minus the number of pre-entry days, Permanent care only; else null. */
export function preEntryLeaveDate(
  admissionDate: string | null | undefined,
  days: number | null | undefined,
  careType: CareTypeName | string | null | undefined,
): string | null {
  if (careType !== 'Permanent' || !admissionDate || !days || days <= 0 || !Number.isInteger(days)) return null;
  return addDays(admissionDate.slice(0, 10), -days);
}

// ---------------------------------------------------------------- tours (seed 001 §3 "Tour", §5)

/** Default tour time (seed 001 §9: 12:30 PM). */
export const DEFAULT_TOUR_TIME = DEFAULT_TIME;
const TOUR_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export const TOUR_MESSAGES = {
  facilitatorRequired: 'Please select the tour facilitator.',
  facilitatorInvalid: 'The tour facilitator must be a user of this facility.',
  dateTimeRequired: 'Please enter the tour date and time.',
  dateTimeInvalid: 'Please enter a valid tour date and time.',
  attendeesTooLong: 'Attendees must be 500 characters or fewer.',
  completedCannotBeUndone: 'Marking the tour completed cannot be undone.',
  completedCannotBeDeleted: 'A completed tour cannot be deleted.',
  notALead: 'Tours can only be booked for a lead.',
  alreadyHasTour: 'The lead already has a tour.',
} as const;
export const TOUR_ATTENDEES_MAX_LENGTH = 500;

/** Parses a time as typed: '12:30 PM', '2:05 pm', '14:05', '14:05:30'. Null when it is not a time. */
function parseTime(time: string): { h: number; m: number; s: number } | null {
  const t = time.trim();
  let m = /^(\d{1,2}):(\d{2})\s*([AaPp][Mm])$/.exec(t);
  if (m) {
    let h = Number(m[1]);
    const min = Number(m[2]);
    if (h < 1 || h > 12 || min > 59) return null;
    const pm = m[3].toUpperCase() === 'PM';
    if (h === 12) h = pm ? 12 : 0;
    else if (pm) h += 12;
    return { h, m: min, s: 0 };
  }
  m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(t);
  if (m) {
    const h = Number(m[1]);
    const min = Number(m[2]);
    const s = Number(m[3] ?? 0);
    if (h > 23 || min > 59 || s > 59) return null;
    return { h, m: min, s };
  }
  return null;
}

/** Combines a date ('YYYY-MM-DD') and a time ('12:30 PM' by default) into the seed's 'YYYY-MM-DD HH:mm:ss'; null when invalid. */
export function combineTourDateTime(
  date: string | null | undefined,
  time: string | null | undefined = DEFAULT_TOUR_TIME,
): string | null {
  if (!date || !isDateOnly(date.slice(0, 10))) return null;
  const t = parseTime(time || DEFAULT_TOUR_TIME);
  if (!t) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.slice(0, 10)} ${pad(t.h)}:${pad(t.m)}:${pad(t.s)}`;
}

/** Splits 'YYYY-MM-DD HH:mm:ss' into its date and its time as the picker shows it ('12:30 PM'); null when invalid. */
export function splitTourDateTime(tourDateTime: string | null | undefined): { date: string; time: string } | null {
  const m = parseTourDateTime(tourDateTime);
  return m ? { date: m.format('YYYY-MM-DD'), time: m.format('h:mm A') } : null;
}

/** 'YYYY-MM-DD HH:mm:ss' (or with 'T', seconds optional) as a Melbourne wall-clock moment; null when invalid. */
function parseTourDateTime(value: string | null | undefined) {
  if (!value) return null;
  const s = value.trim().replace('T', ' ');
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(s)) return null;
  const m = moment.tz(s.length === 16 ? `${s}:00` : s, TOUR_FORMAT, true, MEDICARE_TIME_ZONE);
  return m.isValid() ? m : null;
}

/** True for a valid 'YYYY-MM-DD HH:mm:ss' tour date and time. */
export function isTourDateTime(value: unknown): value is string {
  return typeof value === 'string' && parseTourDateTime(value) !== null;
}

/** The instant of a tour's Melbourne wall-clock date and time; throws RangeError when invalid. */
export function tourDateTimeToInstant(tourDateTime: string): Date {
  const m = parseTourDateTime(tourDateTime);
  if (!m) throw new RangeError(`Invalid tour date and time: ${tourDateTime}`);
  return m.toDate();
}

/** An instant as the tour's 'YYYY-MM-DD HH:mm:ss' in Australia/Melbourne. */
export function instantToTourDateTime(instant: Date | string): string {
  return moment.utc(instant).tz(MEDICARE_TIME_ZONE).format(TOUR_FORMAT);
}

/** The isPastTime flag of the tour form: the tour's date and time is before now. */
export function isPastTime(tourDateTime: string | null | undefined, now: Date = clockNow()): boolean {
  const m = parseTourDateTime(tourDateTime);
  return !!m && m.valueOf() < now.getTime();
}

/** A new tour's default date and time: today (Melbourne) at 12:30 PM. */
export function defaultTourDateTime(now: Date = clockNow()): string {
  return combineTourDateTime(melbourneToday(now), DEFAULT_TOUR_TIME)!;
}

export interface TourForm {
  tourFacilitatorUserId?: number | null;
  tourDateTime?: string | null;
  attendees?: string | null;
  isCompleted?: boolean;
}

/**
 * Tour form rules: facilitator required, a valid date and time, attendees at most 500 characters; a completed tour
 * cannot be marked not completed again (`existing` is the saved tour, if any). Empty model state = valid.
 */
export function validateTour(form: TourForm, existing?: { isCompleted: boolean } | null): ModelState {
  const ms: ModelState = {};
  if (!form.tourFacilitatorUserId) add(ms, 'tourFacilitatorUserId', TOUR_MESSAGES.facilitatorRequired);
  if (blank(form.tourDateTime)) add(ms, 'tourDateTime', TOUR_MESSAGES.dateTimeRequired);
  else if (!isTourDateTime(form.tourDateTime)) add(ms, 'tourDateTime', TOUR_MESSAGES.dateTimeInvalid);
  if (form.attendees && form.attendees.length > TOUR_ATTENDEES_MAX_LENGTH) add(ms, 'attendees', TOUR_MESSAGES.attendeesTooLong);
  if (existing?.isCompleted && form.isCompleted === false) add(ms, 'isCompleted', TOUR_MESSAGES.completedCannotBeUndone);
  return ms;
}

// ---------------------------------------------------------------- create / edit lead (seed 001 §3, §5, §8; seed 000 §5)

export const DEFAULT_LEAD_CARE_TYPE: CareTypeName = 'Permanent';
export const DEFAULT_ENTITLEMENT_TYPE = 'MCA';
export const LEAD_ACFI_LEVELS: readonly AcfiLevel[] = ['Default', 'Nil', 'Low', 'Medium', 'High'];

export const LEAD_FIELD_MESSAGES = {
  firstNameRequired: RECORD_FIELD_MESSAGES.firstNameRequired,
  lastNameRequired: RECORD_FIELD_MESSAGES.lastNameRequired,
  careTypeRequired: STAY_FIELD_MESSAGES.careTypeRequired,
  careTypeInvalid: 'Care type must be Permanent or Respite.',
  contactFirstNameRequired: RECORD_FIELD_MESSAGES.contactFirstNameRequired,
  contactLastNameRequired: RECORD_FIELD_MESSAGES.contactLastNameRequired,
  emailInvalid: INVALID_EMAIL_MESSAGE,
  careIdTooLong: RECORD_FIELD_MESSAGES.careIdTooLong,
  memberNumberRequired: RECORD_FIELD_MESSAGES.memberNumberRequired,
  dateInvalid: STAY_FIELD_MESSAGES.dateInvalid,
  requestedAdmissionMinimum: (min: string) => `The requested admission date cannot be before ${formatDate(min)}.`,
  requestedDepartureMinimum: 'The requested departure date must be after the requested admission date.',
  preEntryLeavePermanentOnly: 'Pre-entry leave applies to Permanent care only.',
  preEntryLeaveBeforeAdmission: 'The pre-entry leave date must be before the admission date.',
  preEntryLeaveDays: `Pre-entry leave must be between 1 and ${PRE_ENTRY_LEAVE_MAX_DAYS} days.`,
  medicareExpiryYearInvalid: 'Please select a Medicare expiry year from the list.',
  respiteCareLevelRespiteOnly: 'Respite care level applies to Respite care only.',
  locationInvalid: 'Please select a location of this facility.',
  notALead: 'The resident is not a lead of this facility.',
  archived: 'The lead is archived. Send it back to the leads first.',
  notArchived: 'The lead is not archived.',
  notDeparted: 'The lead has no departure in this facility to go back to.',
  hasMedicareEvents: 'The lead has Medicare events and cannot be deleted.',
  privateResidentsDisabled: 'Private residents are not enabled.',
  expectedDepartureRespiteOnly: 'An expected departure date applies to Respite care only.',
} as const;

export interface LeadFormInput {
  firstName?: string | null;
  lastName?: string | null;
  careType?: string | null;
  contactIsResident?: boolean | null;
  contactFirstName?: string | null;
  contactLastName?: string | null;
  email?: string | null;
  careRecipientId?: string | null;
  medicareNumber?: string | null;
  medicareMemberNumber?: string | null;
  medicareExpiryYear?: number | null;
  dateOfBirth?: string | null;
  requestedAdmissionDateUtc?: string | null;
  requestedDepartureDateUtc?: string | null;
  preEntryLeaveDateUtc?: string | null;
  respiteCareLevel?: string | null;
}

export interface LeadFormContext {
  /** The day the lead was created (a new lead: today in Melbourne): requested admission cannot be before it. */
  createdOn: string;
  /** "Now" for the Medicare expiry year list (default: the current time). */
  now?: Date;
}

/**
 * Create-lead and lead-edit rules, as model state (field -> messages); empty when valid. Names required; care type
 * Permanent or Respite; contact names unless the resident is the contact; valid email; care recipient ID at most 10
 * characters; Medicare member number with a Medicare number; Medicare expiry year from the list (20 years either side);
 * requested admission not before the creation day; requested departure at least the day after requested admission;
 * pre-entry leave for Permanent care only; respite care level for Respite only.
 */
export function validateLead(lead: LeadFormInput, ctx: LeadFormContext): ModelState {
  const ms: ModelState = {};
  const M = LEAD_FIELD_MESSAGES;
  if (blank(lead.firstName)) add(ms, 'firstName', M.firstNameRequired);
  if (blank(lead.lastName)) add(ms, 'lastName', M.lastNameRequired);
  if (blank(lead.careType)) add(ms, 'careType', M.careTypeRequired);
  else if (lead.careType !== 'Permanent' && lead.careType !== 'Respite') add(ms, 'careType', M.careTypeInvalid);
  if (!lead.contactIsResident) {
    if (blank(lead.contactFirstName)) add(ms, 'contactFirstName', M.contactFirstNameRequired);
    if (blank(lead.contactLastName)) add(ms, 'contactLastName', M.contactLastNameRequired);
  }
  if (!blank(lead.email) && !isValidEmail(lead.email)) add(ms, 'email', M.emailInvalid);
  add(ms, 'careRecipientId', careIdError(lead.careRecipientId));
  add(ms, 'medicareMemberNumber', memberNumberError(lead.medicareNumber, lead.medicareMemberNumber));
  if (
    lead.medicareExpiryYear !== null &&
    lead.medicareExpiryYear !== undefined &&
    !medicareExpiryYears(ctx.now).includes(lead.medicareExpiryYear)
  ) {
    add(ms, 'medicareExpiryYear', M.medicareExpiryYearInvalid);
  }
  if (!blank(lead.dateOfBirth) && !isDateOnly(lead.dateOfBirth)) add(ms, 'dateOfBirth', M.dateInvalid);
  const requested = lead.requestedAdmissionDateUtc;
  if (!blank(requested)) {
    if (!isDateOnly(requested)) add(ms, 'requestedAdmissionDateUtc', M.dateInvalid);
    else if (requested! < ctx.createdOn) add(ms, 'requestedAdmissionDateUtc', M.requestedAdmissionMinimum(ctx.createdOn));
  }
  const departure = lead.requestedDepartureDateUtc;
  if (!blank(departure)) {
    if (!isDateOnly(departure)) add(ms, 'requestedDepartureDateUtc', M.dateInvalid);
    else if (isDateOnly(requested) && departure! < addDays(requested!, 1))
      add(ms, 'requestedDepartureDateUtc', M.requestedDepartureMinimum);
  }
  if (!blank(lead.preEntryLeaveDateUtc)) {
    if (!isDateOnly(lead.preEntryLeaveDateUtc)) add(ms, 'preEntryLeaveDateUtc', M.dateInvalid);
    else if (lead.careType !== 'Permanent') add(ms, 'preEntryLeaveDateUtc', M.preEntryLeavePermanentOnly);
  }
  if (lead.respiteCareLevel && lead.respiteCareLevel !== 'Unknown' && lead.careType !== 'Respite') {
    add(ms, 'respiteCareLevel', M.respiteCareLevelRespiteOnly);
  }
  return ms;
}

/** Care recipient ID maximum length (seed 001 §9), for the lead form. */
export const LEAD_CARE_ID_MAX_LENGTH = CARE_ID_MAX_LENGTH;

// ---------------------------------------------------------------- funding estimate (seed 000 §9, seed 001 §3)

/** Money of the funding estimate: decimal strings with 2 decimals, rounded half up. */
function money(value: Decimal.Value): string {
  return new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** AN-ACC daily rate of a class or of the base care tariff: NWAU x AN-ACC price per NWAU, to the cent (0.73 x 295.64 = 215.82). */
export function anaccRate(nwau: Decimal.Value, pricePerNwau: Decimal.Value): string {
  return money(new Decimal(nwau).times(new Decimal(pricePerNwau)));
}

/** Daily basic subsidy = fixed component base care tariff + variable component rate (seed 000 §9). */
export function dailyBasicSubsidy(baseCareTariff: Decimal.Value, variableRate: Decimal.Value): string {
  return money(new Decimal(baseCareTariff).plus(new Decimal(variableRate)));
}
