/**
 * Medicare events (the events page of the funding area): the request types the product submits to Services
 * Australia, their groups, the response and processing statuses with the labels the page shows, and which actions an
 * event offers (reverse, correct, retry, additional details). One home for the API (it answers the actions with each
 * row), the gateway simulator and the page. Pure, no contract imported.
 */
import { formatDate } from '../dates';
import { MEDICARE_RESPONSE_STATUS_LABELS, type MedicareResponseStatus } from '../labels';
import { STAY_MESSAGES, isReversibleRequestType, transferredMessage } from '../stay';
import { monthYearLabel, monthYearOf } from './month-year';

// ---------------------------------------------------------------- request types and groups

/**
 * Every request type submitted through the Medicare gateway: the stay's events (entry, departure, leave and their
 * corrections and reversals), ACFI appraisals, and the month's claim finalisation and accommodation balances.
 */
export const MEDICARE_REQUEST_TYPES = [
  'Entry',
  'EntryCorrection',
  'EntryReversal',
  'Departure',
  'DepartureCorrection',
  'DepartureReversal',
  'Leave',
  'LeaveUpdated',
  'LeaveReturned',
  'LeaveReversal',
  'Acfi',
  'FinaliseClaim',
  'AccommodationBalance',
] as const;
export type MedicareRequestType = (typeof MEDICARE_REQUEST_TYPES)[number];

export function isMedicareRequestType(value: string | null | undefined): value is MedicareRequestType {
  return !!value && (MEDICARE_REQUEST_TYPES as readonly string[]).includes(value);
}

/** The event groups of the seed: Admission, Departure, Leave, ACFI, Finalise Claim and Update Balances. */
export const MEDICARE_EVENT_GROUPS = ['Admission', 'Departure', 'Leave', 'ACFI', 'Finalise Claim', 'Update Balances'] as const;
export type MedicareEventGroup = (typeof MEDICARE_EVENT_GROUPS)[number];

const GROUP_OF: Record<MedicareRequestType, MedicareEventGroup> = {
  Entry: 'Admission',
  EntryCorrection: 'Admission',
  EntryReversal: 'Admission',
  Departure: 'Departure',
  DepartureCorrection: 'Departure',
  DepartureReversal: 'Departure',
  Leave: 'Leave',
  LeaveUpdated: 'Leave',
  LeaveReturned: 'Leave',
  LeaveReversal: 'Leave',
  Acfi: 'ACFI',
  FinaliseClaim: 'Finalise Claim',
  AccommodationBalance: 'Update Balances',
};

/** The group of a request type (the events page's "Event" column and its event type filter). */
export function medicareEventGroup(requestType: MedicareRequestType): MedicareEventGroup {
  return GROUP_OF[requestType];
}

/** The request types of the given groups (the event type filter sends groups' request types). */
export function requestTypesOfGroups(groups: readonly MedicareEventGroup[]): MedicareRequestType[] {
  return MEDICARE_REQUEST_TYPES.filter((t) => groups.includes(GROUP_OF[t]));
}

/** How the page names a request type. */
export const MEDICARE_REQUEST_TYPE_LABELS: Readonly<Record<MedicareRequestType, string>> = {
  Entry: 'Entry',
  EntryCorrection: 'Entry correction',
  EntryReversal: 'Entry reversal',
  Departure: 'Departure',
  DepartureCorrection: 'Departure correction',
  DepartureReversal: 'Departure reversal',
  Leave: 'Leave',
  LeaveUpdated: 'Leave updated',
  LeaveReturned: 'Leave returned',
  LeaveReversal: 'Leave reversal',
  Acfi: 'ACFI',
  FinaliseClaim: 'Finalise claim',
  AccommodationBalance: 'Accommodation balance',
};

// ---------------------------------------------------------------- statuses

/** What Services Australia did with an accepted AccommodationBalance event. */
export const MEDICARE_PROCESSING_STATUSES = ['Processing', 'Processed', 'ProcessingFailed'] as const;
export type MedicareProcessingStatus = (typeof MEDICARE_PROCESSING_STATUSES)[number];
export const MEDICARE_PROCESSING_STATUS_LABELS: Readonly<Record<MedicareProcessingStatus, string>> = {
  Processing: 'Processing',
  Processed: 'Processed',
  ProcessingFailed: 'Processing failed',
};

/**
 * The status the page shows: the response type's label (BeingProcessed is 'Waiting on response'), followed by the
 * processing status of an accepted event that Services Australia processes ('Accepted - Processing failed').
 */
export function medicareEventStatusLabel(
  eventStatus: MedicareResponseStatus,
  processingStatus: MedicareProcessingStatus | null,
): string {
  const response = MEDICARE_RESPONSE_STATUS_LABELS[eventStatus] ?? eventStatus;
  return processingStatus ? `${response} - ${MEDICARE_PROCESSING_STATUS_LABELS[processingStatus]}` : response;
}

// ---------------------------------------------------------------- messages

export const MEDICARE_EVENT_MESSAGES = {
  /** The page's failure to update events when the server answered with an error body. */
  updateFailed: 'Unable to update events. Medicare is currently not responding.',
  cannotCorrect: "This event can't be corrected.",
  cannotReverse: "This event can't be reversed.",
  unableToCorrectTitle: 'Unable to correct',
  unableToReverseTitle: 'Unable to reverse',
  /** The retry call's refusal of anything but a failed AccommodationBalance event. */
  retryRefused: 'Only an accommodation balance event that failed processing can be retried.',
  /** medicare-event-info's refusal of an event without additional details. */
  noDetails: 'This event has no additional details.',
  /** medicare-event-info's refusal when the request type named is not the event's. */
  requestTypeMismatch: "The request type is not the event's.",
  dateRange: 'The from date must be on or before the to date.',
} as const;

// ---------------------------------------------------------------- which actions an event offers

/** The request types whose event can be corrected (the admission and departure correction dialogs). */
export const CORRECTABLE_REQUEST_TYPES = ['Entry', 'EntryCorrection', 'Departure', 'DepartureCorrection'] as const;

function isEntry(requestType: MedicareRequestType): boolean {
  return requestType === 'Entry' || requestType === 'EntryCorrection';
}

/** Additional details are shown for entry, departure and leave types, FinaliseClaim and AccommodationBalance, and for ACFI events that are Rejected or Held. */
export function hasAdditionalDetails(requestType: MedicareRequestType, eventStatus: MedicareResponseStatus): boolean {
  const group = medicareEventGroup(requestType);
  if (group === 'ACFI') return eventStatus === 'Rejected' || eventStatus === 'Held';
  return true;
}

/** Retry is offered only for an AccommodationBalance event whose processing failed. */
export function canRetry(requestType: MedicareRequestType, processingStatus: MedicareProcessingStatus | null): boolean {
  return requestType === 'AccommodationBalance' && processingStatus === 'ProcessingFailed';
}

/** Where the person of an event stands now (the seed's currentResidencyStatus). */
export const CURRENT_RESIDENCY_STATUSES = ['Current', 'Departed', 'Lead'] as const;
export type CurrentResidencyStatus = (typeof CURRENT_RESIDENCY_STATUSES)[number];

/** What the action rules read of an event (the events page's row carries these fields). */
export interface MedicareEventFacts {
  requestType: MedicareRequestType;
  /** The resident is palliative on entry (residencies.palliative_status). */
  residentPalliativeStatus: boolean;
  /** The person's latest residency: Lead when they are a lead again. */
  currentResidencyStatus: CurrentResidencyStatus | null;
  /** The event's residency is the person's latest (false: readmitted or transferred since). */
  isCurrentResidency: boolean;
  /** The person's latest residency is in another facility. */
  isResidentTransferred: boolean;
  /** The facility the person was transferred to (for the refusal's message). */
  transferredToFacilityName: string | null;
  /** The event's residency has departed. */
  isDeparted: boolean;
  /** The stay event was reversed since. */
  isReversed: boolean;
  /** The event belongs to a stay event (a reversal or a correction acts on it). */
  hasStayEvent: boolean;
}

/**
 * Whether an action is shown and, when it is, the refusal its click gives instead of the dialog (null: allowed):
 * `{ offered: false }` hides it, `{ offered: true, refusal }` shows the 'Unable to ...' dialog with the message.
 */
export interface EventAction {
  offered: boolean;
  refusal: string | null;
}

/** The refusal for a person readmitted, a lead again or transferred since the event (the event history's messages). */
function personRefusal(e: MedicareEventFacts): string | null {
  if (e.isResidentTransferred) return transferredMessage(e.transferredToFacilityName ?? 'another facility');
  if (e.currentResidencyStatus === 'Lead') return STAY_MESSAGES.isLead;
  if (!e.isCurrentResidency) return STAY_MESSAGES.readmitted;
  return null;
}

/**
 * Reverse: offered for the reversible types (entry, entry correction, departure, departure correction, leave, leave
 * updated, leave returned) with a stay event, hidden for an entry of a resident palliative on entry. Refused with "This
 * event can't be reversed." for an entry of a departed resident or an event reversed already, and with the person's
 * refusal when they were readmitted, are a lead again or were transferred.
 */
export function reverseAction(e: MedicareEventFacts): EventAction {
  if (!isReversibleRequestType(e.requestType) || !e.hasStayEvent) return { offered: false, refusal: null };
  if (isEntry(e.requestType) && e.residentPalliativeStatus) return { offered: false, refusal: null };
  if (e.isReversed || (isEntry(e.requestType) && e.isDeparted))
    return { offered: true, refusal: MEDICARE_EVENT_MESSAGES.cannotReverse };
  return { offered: true, refusal: personRefusal(e) };
}

/**
 * Correct: offered for entry and departure events (and their corrections) with a stay event. Refused with "This event
 * can't be corrected." once the event was reversed, and with the person's refusal as for a reversal.
 */
export function correctAction(e: MedicareEventFacts): EventAction {
  const correctable = (CORRECTABLE_REQUEST_TYPES as readonly string[]).includes(e.requestType);
  if (!correctable || !e.hasStayEvent) return { offered: false, refusal: null };
  if (e.isReversed) return { offered: true, refusal: MEDICARE_EVENT_MESSAGES.cannotCorrect };
  return { offered: true, refusal: personRefusal(e) };
}

// ---------------------------------------------------------------- the residents filter

/** The residents multi-select shows up to this many chosen names, then "+N". */
export const MEDICARE_EVENTS_CHOSEN_SHOWN = 3;

/** The summary of the chosen residents: up to three names, then "+N" for the rest. */
export function chosenSummary(names: readonly string[], shown = MEDICARE_EVENTS_CHOSEN_SHOWN): string {
  if (names.length <= shown) return names.join(', ');
  return `${names.slice(0, shown).join(', ')} +${names.length - shown}`;
}

// ---------------------------------------------------------------- additional details

/** The submitted fields the additional details list, in this order, with their labels (dates are 'YYYY-MM-DD'). */
const DETAIL_FIELDS: ReadonlyArray<{ key: string; label: string; date?: boolean }> = [
  { key: 'careRecipientId', label: 'Care recipient ID' },
  { key: 'firstName', label: 'First name' },
  { key: 'lastName', label: 'Last name' },
  { key: 'dateOfBirth', label: 'Date of birth', date: true },
  { key: 'careType', label: 'Care type' },
  { key: 'admissionDate', label: 'Entry date', date: true },
  { key: 'departureDate', label: 'Departure date', date: true },
  { key: 'departureReason', label: 'Departure reason' },
  { key: 'leaveType', label: 'Leave type' },
  { key: 'leaveStartDate', label: 'Leave start date', date: true },
  { key: 'expectedReturnDate', label: 'Expected return date', date: true },
  { key: 'leaveReturnDate', label: 'Return date', date: true },
  { key: 'originalUniqueEventId', label: 'Original event' },
  { key: 'residentCount', label: 'Residents' },
  { key: 'balanceTotal', label: 'Total balance' },
];

/** 'YYYY-MM-DD' as 'dd MMM yyyy' (the product's date format); anything else as it came. */
function displayDay(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) : value;
}

/** A claim month 'YYYY-MM-01' as its full month name and year ('March 2026'). */
export function claimMonthLabel(claimMonth: string): string {
  return /^\d{4}-\d{2}/.test(claimMonth) ? monthYearLabel(monthYearOf(claimMonth)) : claimMonth;
}

/**
 * The additional details of an event as the page lists them: the claim month of a FinaliseClaim or AccommodationBalance
 * event, then what was submitted (the fields above that the payload has).
 */
export function medicareEventDetails(
  payload: Readonly<Record<string, unknown>>,
  claimMonth: string | null,
): Array<{ label: string; value: string }> {
  const details: Array<{ label: string; value: string }> = [];
  if (claimMonth) details.push({ label: 'Claim month', value: claimMonthLabel(claimMonth) });
  for (const f of DETAIL_FIELDS) {
    const v = payload[f.key];
    if (v === null || v === undefined || v === '') continue;
    const text = String(v);
    details.push({ label: f.label, value: f.date ? displayDay(text) : text });
  }
  return details;
}
