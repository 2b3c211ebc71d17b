/**
 * Contracts of the Medicare events page (funding area): the paged list of a facility's Medicare events with its
 * filters, an event's additional details, the last status fetch, fetching the latest statuses and retrying a failed
 * accommodation balance event. Field names are the seed's where it gives them (eventTypes, responseTypes,
 * selectedResidentIds, fromDate, toDate; id, uniqueEventId, requestType, eventStatus, agedCareProcessingStatus,
 * residentPalliativeStatus, currentResidencyStatus, isCurrentResidency, isResidentTransferred, createdOnUtc).
 */
import { Type, type Static } from '@sinclair/typebox';
import {
  CURRENT_RESIDENCY_STATUSES,
  MEDICARE_EVENT_GROUPS,
  MEDICARE_EVENT_MESSAGES,
  MEDICARE_PROCESSING_STATUSES,
  MEDICARE_REQUEST_TYPES,
} from '../funding/medicare-events';
import { MEDICARE_RESPONSE_STATUSES } from '../labels';
import { DateOnly, Enum, Id, Instant, Nullable, Paged, PagingQuery, Version } from './common';

const RequestTypeField = Enum(MEDICARE_REQUEST_TYPES, {
  messages: {
    enum: 'The request type is not a Medicare request type.',
    type: 'The request type is not a Medicare request type.',
  },
});
const ResponseTypeField = Enum(MEDICARE_RESPONSE_STATUSES, {
  messages: {
    enum: 'The response type is not a Medicare response type.',
    type: 'The response type is not a Medicare response type.',
  },
});

/** GET funding/medicare-events: the filters (each optional; a list field may repeat) and the paging. */
export const MedicareEventsQuery = Type.Composite([
  PagingQuery,
  Type.Object({
    eventTypes: Type.Optional(Type.Array(RequestTypeField, { maxItems: MEDICARE_REQUEST_TYPES.length })),
    responseTypes: Type.Optional(Type.Array(ResponseTypeField, { maxItems: MEDICARE_RESPONSE_STATUSES.length })),
    selectedResidentIds: Type.Optional(Type.Array(Id('resident'), { maxItems: 100 })),
    fromDate: Type.Optional(DateOnly({ messages: { format: 'The from date is not a valid date.' } })),
    toDate: Type.Optional(DateOnly({ messages: { format: 'The to date is not a valid date.' } })),
  }),
]);
export type MedicareEventsQuery = Static<typeof MedicareEventsQuery>;

/** An action of an event row: whether it is shown and, when shown, the refusal its click gives (null: allowed). */
export const MedicareEventAction = Type.Object({ offered: Type.Boolean(), refusal: Nullable(Type.String()) });

/** One row of the events page, newest first. */
export const MedicareEvent = Type.Object({
  id: Type.Integer(),
  uniqueEventId: Type.String(),
  requestType: RequestTypeField,
  eventGroup: Enum(MEDICARE_EVENT_GROUPS),
  eventStatus: ResponseTypeField,
  /** Why Services Australia answered so (a rejection's or hold's reason). */
  statusReason: Nullable(Type.String()),
  agedCareProcessingStatus: Nullable(Enum(MEDICARE_PROCESSING_STATUSES)),
  processingReason: Nullable(Type.String()),
  attempts: Type.Integer(),
  /** 'YYYY-MM-DD', the first of the month a FinaliseClaim or AccommodationBalance event is for. */
  claimMonth: Nullable(Type.String()),
  residentId: Nullable(Type.Integer()),
  residencyId: Nullable(Type.Integer()),
  /** The stay event the Medicare event submitted (a correction or reversal acts on it). */
  residencyEventId: Nullable(Type.Integer()),
  /** The leave of a leave event (its reversal acts on it). */
  leaveId: Nullable(Type.Integer()),
  firstName: Nullable(Type.String()),
  lastName: Nullable(Type.String()),
  residentPalliativeStatus: Type.Boolean(),
  currentResidencyStatus: Nullable(Enum(CURRENT_RESIDENCY_STATUSES)),
  isCurrentResidency: Type.Boolean(),
  isResidentTransferred: Type.Boolean(),
  transferredToFacilityName: Nullable(Type.String()),
  isDeparted: Type.Boolean(),
  isReversed: Type.Boolean(),
  createdOnUtc: Type.String(),
  processedOnUtc: Nullable(Type.String()),
  version: Type.Integer(),
  hasAdditionalDetails: Type.Boolean(),
  reverse: MedicareEventAction,
  correct: MedicareEventAction,
  canRetry: Type.Boolean(),
});
export type MedicareEvent = Static<typeof MedicareEvent>;
export const MedicareEventPage = Paged(MedicareEvent);
export type MedicareEventPage = Static<typeof MedicareEventPage>;

/** GET funding/medicare-event-info?id&requestType */
export const MedicareEventInfoQuery = Type.Object({ id: Id('submission'), requestType: RequestTypeField });
export type MedicareEventInfoQuery = Static<typeof MedicareEventInfoQuery>;

export const MedicareEventDetail = Type.Object({ label: Type.String(), value: Type.String() });
export const MedicareEventInfo = Type.Object({
  id: Type.Integer(),
  uniqueEventId: Type.String(),
  requestType: RequestTypeField,
  eventStatus: ResponseTypeField,
  statusReason: Nullable(Type.String()),
  agedCareProcessingStatus: Nullable(Enum(MEDICARE_PROCESSING_STATUSES)),
  processingReason: Nullable(Type.String()),
  attempts: Type.Integer(),
  retriedOnUtc: Nullable(Type.String()),
  submittedBy: Nullable(Type.String()),
  createdOnUtc: Type.String(),
  processedOnUtc: Nullable(Type.String()),
  /** What was submitted, as the page lists it (label and value, dates 'dd MMM yyyy'). */
  details: Type.Array(MedicareEventDetail),
});
export type MedicareEventInfo = Static<typeof MedicareEventInfo>;

/** GET funding/last-medicare-status-fetch-date */
export const LastMedicareStatusFetch = Type.Object({ lastFetchedOnUtc: Nullable(Type.String()) });
export type LastMedicareStatusFetch = Static<typeof LastMedicareStatusFetch>;

/**
 * POST funding/fetch-medicare-event-status: the last fetch the page showed (null: never), so that two users asking at
 * once do not ask Medicare twice (the second gets a conflict and the page shows the first's answers).
 */
export const FetchMedicareEventStatusBody = Type.Object({ lastFetchedOnUtc: Nullable(Instant()) });
export type FetchMedicareEventStatusBody = Static<typeof FetchMedicareEventStatusBody>;
export const FetchMedicareEventStatusResult = Type.Object({
  lastFetchedOnUtc: Type.String(),
  /** How many of the facility's events got an answer. */
  answered: Type.Integer(),
});
export type FetchMedicareEventStatusResult = Static<typeof FetchMedicareEventStatusResult>;

/** POST funding/accommodation-balance-retry-event: the failed event and the version the page showed. */
export const AccommodationBalanceRetryBody = Type.Object({
  id: Id('submission', { messages: { required: MEDICARE_EVENT_MESSAGES.retryRefused } }),
  version: Version(),
});
export type AccommodationBalanceRetryBody = Static<typeof AccommodationBalanceRetryBody>;
