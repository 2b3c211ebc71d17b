/**
 * The Medicare events page (seed 001 §3 "Medicare event", §4 "Medicare events", §7 Funding): the facility's events
 * newest first with their filters, an event's additional details, the last status fetch, fetching the latest statuses
 * from Medicare (through the gateway) and retrying an accommodation balance event whose processing failed. Which
 * actions a row offers is shared-domain's rule (funding/medicare-events), computed here for each row and read by the
 * page. The writes publish a live change of the facility's Medicare events, so every open page reloads its rows.
 */
import type {
  AccommodationBalanceRetryBody,
  FetchMedicareEventStatusBody,
  FetchMedicareEventStatusResult,
  LastMedicareStatusFetch,
  MedicareEvent,
  MedicareEventInfo,
  MedicareEventInfoQuery,
  MedicareEventPage,
  MedicareEventsQuery,
} from 'shared-domain/contracts/funding-events';
import {
  MEDICARE_EVENT_MESSAGES,
  canRetry,
  correctAction,
  hasAdditionalDetails,
  isMedicareRequestType,
  medicareEventDetails,
  medicareEventGroup,
  reverseAction,
  type CurrentResidencyStatus,
} from 'shared-domain/funding/medicare-events';
import type { ScopedDb } from '../../../db/scoped';
import { HttpError, ModelStateError, conflict, notFound } from '../../../http/errors';
import { pagedAnswer, pagingValues } from '../../../http/paging';
import type { MedicareGateway } from '../../../integrations/medicare/gateway';
import * as repo from './repository';

/**
 * What the events calls need beyond the request's scoped access: the gateway. (Their routes declare the live topic
 * 'medicare-events': the platform tells the open events pages after a success.)
 */
export interface EventsCall {
  s: ScopedDb;
  medicare: MedicareGateway;
}

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** Where an event's person stands now: their latest residency in the organisation (repo.latestResidencies). */
export type LatestResidency = Pick<
  Awaited<ReturnType<typeof repo.latestResidencies>>[number],
  'id' | 'facility_id' | 'is_lead' | 'departure_date_utc' | 'facility_name'
>;
/** An event row as the page query reads it (instants as Date, or as ISO text from a bare driver). */
export type EventFacts = Omit<repo.EventRow, 'created_on_utc' | 'processed_on_utc'> & {
  created_on_utc: Date | string;
  processed_on_utc: Date | string | null;
};

/**
 * A row of the page: the event, where its person stands now, and the actions the rules offer (the benchmark's floor
 * maps its rows with it too).
 */
export function toEvent(facilityId: number, r: EventFacts, latest: LatestResidency | undefined): MedicareEvent {
  if (!isMedicareRequestType(r.request_type)) throw new Error(`Unknown Medicare request type ${r.request_type}`);
  const currentResidencyStatus: CurrentResidencyStatus | null = latest
    ? latest.is_lead
      ? 'Lead'
      : latest.departure_date_utc
        ? 'Departed'
        : 'Current'
    : null;
  const facts = {
    requestType: r.request_type,
    residentPalliativeStatus: r.palliative_status ?? false,
    currentResidencyStatus,
    isCurrentResidency: !latest || latest.id === r.residency_id,
    isResidentTransferred: !!latest && latest.facility_id !== facilityId,
    transferredToFacilityName: latest && latest.facility_id !== facilityId ? latest.facility_name : null,
    isDeparted: r.departure_date_utc !== null && r.departure_date_utc !== undefined,
    isReversed: r.is_reversed ?? false,
    hasStayEvent: r.residency_event_id !== null,
  };
  return {
    id: Number(r.id),
    uniqueEventId: r.unique_event_id,
    eventGroup: medicareEventGroup(r.request_type),
    eventStatus: r.status,
    statusReason: r.status_reason,
    agedCareProcessingStatus: r.processing_status,
    processingReason: r.processing_reason,
    attempts: r.attempts,
    claimMonth: r.claim_month,
    residentId: r.resident_id,
    residencyId: r.residency_id,
    residencyEventId: r.residency_event_id === null ? null : Number(r.residency_event_id),
    leaveId: r.leave_id ?? null,
    firstName: r.first_name ?? null,
    lastName: r.last_name ?? null,
    requestType: facts.requestType,
    residentPalliativeStatus: facts.residentPalliativeStatus,
    currentResidencyStatus: facts.currentResidencyStatus,
    isCurrentResidency: facts.isCurrentResidency,
    isResidentTransferred: facts.isResidentTransferred,
    transferredToFacilityName: facts.transferredToFacilityName,
    isDeparted: facts.isDeparted,
    isReversed: facts.isReversed,
    createdOnUtc: iso(r.created_on_utc)!,
    processedOnUtc: iso(r.processed_on_utc),
    version: r.version,
    hasAdditionalDetails: hasAdditionalDetails(r.request_type, r.status),
    reverse: reverseAction(facts),
    correct: correctAction(facts),
    canRetry: canRetry(r.request_type, r.processing_status),
  };
}

async function withPeople(s: ScopedDb, rows: repo.EventRow[]): Promise<MedicareEvent[]> {
  const people = [...new Set(rows.map((r) => r.resident_id).filter((id): id is number => id !== null))];
  const latest = new Map((await repo.latestResidencies(s, people)).map((l) => [l.resident_id, l]));
  return rows.map((r) => toEvent(s.facilityId, r, r.resident_id === null ? undefined : latest.get(r.resident_id)));
}

/**
 * GET funding/medicare-events: newest first, paged; every resident id is resolved in the facility first (404). One
 * statement per page (repository.eventsPage): the rows, where each person stands now and the count.
 */
export async function events(s: ScopedDb, q: MedicareEventsQuery): Promise<MedicareEventPage> {
  if (q.fromDate && q.toDate && q.fromDate > q.toDate) throw ModelStateError.field('fromDate', MEDICARE_EVENT_MESSAGES.dateRange);
  const residentIds = [...new Set(q.selectedResidentIds ?? [])];
  for (const id of residentIds) await s.resolve.resident(id);
  const joined = (values: readonly (string | number)[] | undefined) => (values?.length ? values.join(',') : null);
  const args: repo.EventPageArgs = {
    ...pagingValues(q),
    requestTypes: joined(q.eventTypes),
    responseTypes: joined(q.responseTypes),
    residentIds: joined(residentIds),
    fromDate: q.fromDate ?? null,
    toDate: q.toDate ?? null,
  };
  const rows = await repo.eventsPage(s, args);
  return pagedAnswer(
    rows,
    async () => (await repo.eventsCount(s, args))[0],
    (r) =>
      toEvent(
        s.facilityId,
        r,
        r.latest_id === null
          ? undefined
          : {
              id: r.latest_id,
              facility_id: r.latest_facility_id!,
              is_lead: r.latest_is_lead!,
              departure_date_utc: r.latest_departure_date_utc ?? null,
              facility_name: r.latest_facility_name!,
            },
      ),
    args.cutoff,
  );
}

/**
 * GET funding/medicare-event-info: what was submitted and what Medicare answered, for the events the seed gives
 * additional details (entry, departure and leave types, FinaliseClaim, AccommodationBalance; ACFI when Rejected or
 * Held); 400 for any other, or when the request type named is not the event's.
 */
export async function eventInfo(s: ScopedDb, q: MedicareEventInfoQuery): Promise<MedicareEventInfo> {
  const r = await repo.eventSubmission(s, q.id);
  if (!r || !isMedicareRequestType(r.request_type)) throw notFound();
  if (r.request_type !== q.requestType) throw ModelStateError.field('requestType', MEDICARE_EVENT_MESSAGES.requestTypeMismatch);
  if (!hasAdditionalDetails(r.request_type, r.status)) throw ModelStateError.field('id', MEDICARE_EVENT_MESSAGES.noDetails);
  const payload: unknown = typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload;
  return {
    id: Number(r.id),
    uniqueEventId: r.unique_event_id,
    requestType: r.request_type,
    eventStatus: r.status,
    statusReason: r.status_reason,
    agedCareProcessingStatus: r.processing_status,
    processingReason: r.processing_reason,
    attempts: r.attempts,
    retriedOnUtc: iso(r.retried_on_utc),
    submittedBy: r.first_name ? `${r.first_name} ${r.last_name ?? ''}`.trim() : null,
    createdOnUtc: iso(r.created_on_utc)!,
    processedOnUtc: iso(r.processed_on_utc),
    details: medicareEventDetails((payload ?? {}) as Record<string, unknown>, r.claim_month),
  };
}

export async function lastStatusFetch(s: ScopedDb): Promise<LastMedicareStatusFetch> {
  return { lastFetchedOnUtc: iso(await repo.lastStatusFetch(s)) };
}

/**
 * POST funding/fetch-medicare-event-status: asks Medicare (the gateway) for the answers to the facility's events now
 * and records when. The fetch the page last showed must still be the last (409 otherwise: someone fetched meanwhile,
 * and the page shows their answers). A gateway that fails answers 503 with a message, nothing recorded.
 */
export async function fetchStatuses(
  { s, medicare }: EventsCall,
  body: FetchMedicareEventStatusBody,
): Promise<FetchMedicareEventStatusResult> {
  const now = new Date();
  const expected = body.lastFetchedOnUtc ? new Date(body.lastFetchedOnUtc) : null;
  const answered = await s.transaction(async (t) => {
    if (!(await repo.recordStatusFetch(t, expected, now))) throw conflict();
    let n: number;
    try {
      n = await medicare.processPending(t, { minAgeMs: 0, now });
    } catch (err) {
      if (err instanceof HttpError) throw err;
      throw new HttpError(503, 'Medicare is currently not responding.');
    }
    await t.audit('fetchStatuses', 'medicareEvents', null, { answered: n });
    return n;
  });
  return { lastFetchedOnUtc: now.toISOString(), answered };
}

/**
 * POST funding/accommodation-balance-retry-event: submits a failed AccommodationBalance event again (attempts + 1,
 * Processing until Medicare answers). The version read must be current (409); any other event is refused (400).
 */
export async function retryAccommodationBalance(
  { s, medicare }: EventsCall,
  body: AccommodationBalanceRetryBody,
): Promise<MedicareEvent> {
  const row = await s.transaction(async (t) => {
    const before = await repo.eventById(t, body.id);
    if (!before || !isMedicareRequestType(before.request_type)) throw notFound();
    if (before.version !== body.version) throw conflict();
    if (!canRetry(before.request_type, before.processing_status))
      throw ModelStateError.field('id', MEDICARE_EVENT_MESSAGES.retryRefused);
    if (!(await medicare.retryProcessing(t, body.id))) throw conflict();
    await t.auditChanges(
      'retry',
      'medicareEvent',
      body.id,
      { processingStatus: before.processing_status, attempts: before.attempts },
      { processingStatus: 'Processing', attempts: before.attempts + 1 },
    );
    return (await repo.eventById(t, body.id))!;
  });
  return (await withPeople(s, [row]))[0];
}
