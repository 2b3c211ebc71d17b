/**
 * SQL of the Medicare events page: the facility's Medicare submissions (`medicare_submissions`, scoped to the current
 * facility) with their resident, residency and stay event; where each person stands now (their latest residency in
 * the organisation: the named cross-facility read `personHistory`); the facility's last status fetch.
 */
import { sql } from 'kysely';
import type { MedicareRequestType } from 'shared-domain/funding/medicare-events';
import type { MedicareResponseStatus } from 'shared-domain/labels';
import type { ScopedDb } from '../../../db/scoped';
import { memoQuery } from '../../../db/memo';
import { PAGING_TOTAL } from '../../../http/paging';

export interface EventFilter {
  requestTypes: readonly MedicareRequestType[];
  responseTypes: readonly MedicareResponseStatus[];
  residentIds: readonly number[];
  /** Melbourne days, inclusive. */
  fromDate: string | null;
  toDate: string | null;
}

/** The facility's events with what a row shows, filtered; ordered and paged by the caller. */
export function eventsQuery(s: ScopedDb, filter: EventFilter) {
  let q = s
    .selectFrom('medicare_submissions', 'm')
    .leftJoin('residencies as r', 'r.id', 'm.residency_id')
    .leftJoin('residents as p', 'p.id', 'm.resident_id')
    .leftJoin('residency_events as e', 'e.id', 'm.residency_event_id')
    .select([
      'm.id',
      'm.unique_event_id',
      'm.request_type',
      'm.status',
      'm.status_reason',
      'm.processing_status',
      'm.processing_reason',
      'm.attempts',
      'm.claim_month',
      'm.resident_id',
      'm.residency_id',
      'm.residency_event_id',
      'm.created_on_utc',
      'm.processed_on_utc',
      'm.version',
      'p.first_name',
      'p.last_name',
      'r.palliative_status',
      'r.departure_date_utc',
      'e.is_reversed',
      'e.leave_id',
    ]);
  if (filter.requestTypes.length) q = q.where('m.request_type', 'in', [...filter.requestTypes]);
  if (filter.responseTypes.length) q = q.where('m.status', 'in', [...filter.responseTypes]);
  if (filter.residentIds.length) q = q.where('m.resident_id', 'in', [...filter.residentIds]);
  // The days are Melbourne days (Medicare's): an event belongs to the day it was created on in Melbourne.
  const melbourneDay = sql<string>`(m.created_on_utc at time zone 'Australia/Melbourne')::date`;
  if (filter.fromDate) q = q.where(melbourneDay, '>=', sql<string>`${filter.fromDate}::date`);
  if (filter.toDate) q = q.where(melbourneDay, '<=', sql<string>`${filter.toDate}::date`);
  return q;
}
export type EventRow = Awaited<ReturnType<ReturnType<typeof eventsQuery>['execute']>>[number];

/**
 * The page's filters as values a compiled statement takes (db/memo.ts): each list joined by commas (null: no filter,
 * which is the statement's shape), Melbourne days as 'YYYY-MM-DD'.
 */
export interface EventPageArgs {
  requestTypes: string | null;
  responseTypes: string | null;
  residentIds: string | null;
  fromDate: string | null;
  toDate: string | null;
  cutoff: Date;
  skip: number;
  take: number;
}

/** The filters on the facility's events `alias` (the scope narrows them to the facility). */
function filteredEvents(s: ScopedDb, alias: 'm' | 'c', a: EventPageArgs) {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  const day = sql<string>`(${col('created_on_utc')} at time zone 'Australia/Melbourne')::date`;
  let q = s.selectFrom('medicare_submissions', alias).where(sql<boolean>`${col('created_on_utc')} <= ${a.cutoff}`);
  if (a.requestTypes !== null) q = q.where(sql<boolean>`${col('request_type')} = any(string_to_array(${a.requestTypes}, ','))`);
  if (a.responseTypes !== null) q = q.where(sql<boolean>`${col('status')} = any(string_to_array(${a.responseTypes}, ','))`);
  if (a.residentIds !== null)
    q = q.where(sql<boolean>`${col('resident_id')} = any(string_to_array(${a.residentIds}, ',')::int[])`);
  if (a.fromDate !== null) q = q.where(sql<boolean>`${day} >= ${a.fromDate}::date`);
  if (a.toDate !== null) q = q.where(sql<boolean>`${day} <= ${a.toDate}::date`);
  return q;
}

/**
 * GET funding/medicare-events in one statement, compiled once per facility and filter shape and run on a generic plan:
 * the page (newest first; the index medicare_submissions_facility_page_idx walked in its order) with its person, stay
 * event and where the person stands now (their latest residency in the organisation: the named cross-facility read
 * `personHistory`), and the count as an uncorrelated sub-query (once per statement; read from the index alone).
 */
export const eventsPage = memoQuery(
  'funding.medicare-events',
  (s, a: EventPageArgs) => {
    const latest = s
      .crossFacility('personHistory')
      .selectFrom('residencies as x')
      .innerJoin('facilities as xf', 'xf.id', 'x.facility_id')
      .select([
        'x.id as latest_id',
        'x.facility_id as latest_facility_id',
        'x.is_lead as latest_is_lead',
        'x.departure_date_utc as latest_departure_date_utc',
        'xf.name as latest_facility_name',
      ])
      .where(sql<boolean>`x.resident_id = m.resident_id`)
      .where('xf.organisation_id', '=', s.organisationId)
      .where('x.is_archived', '=', sql.lit(false))
      .orderBy('x.id', 'desc')
      .limit(sql.lit(1))
      .as('l');
    const total = filteredEvents(s, 'c', a).select(sql<number>`count(*)::int`.as('n'));
    // The page's events first (the index walked in its order, `skip + take` entries), then only its rows joined.
    const page = filteredEvents(s, 'm', a)
      .select([
        'm.id',
        'm.unique_event_id',
        'm.request_type',
        'm.status',
        'm.status_reason',
        'm.processing_status',
        'm.processing_reason',
        'm.attempts',
        'm.claim_month',
        'm.resident_id',
        'm.residency_id',
        'm.residency_event_id',
        'm.created_on_utc',
        'm.processed_on_utc',
        'm.version',
      ])
      .orderBy('m.created_on_utc', 'desc')
      .orderBy('m.id', 'desc')
      .offset(a.skip)
      .limit(sql.lit(a.take))
      .as('m');
    // The page's rows are the facility's (scoped above); their residency, person and stay event are looked up by id.
    return s
      .crossFacility('personHistory')
      .selectFrom(page)
      .leftJoin('residencies as r', 'r.id', 'm.residency_id')
      .leftJoin('residents as p', 'p.id', 'm.resident_id')
      .leftJoin('residency_events as e', 'e.id', 'm.residency_event_id')
      .leftJoinLateral(latest, (j) => j.onTrue())
      .selectAll('m')
      .select([
        'p.first_name',
        'p.last_name',
        'r.palliative_status',
        'r.departure_date_utc',
        'e.is_reversed',
        'e.leave_id',
        'l.latest_id',
        'l.latest_facility_id',
        'l.latest_is_lead',
        'l.latest_departure_date_utc',
        'l.latest_facility_name',
        sql<number>`(${total})`.as(PAGING_TOTAL),
      ])
      .orderBy('m.created_on_utc', 'desc')
      .orderBy('m.id', 'desc');
  },
  { shape: ['take'], genericPlan: true },
);

/** The count of a page without rows (past the end, or nothing to list). */
export const eventsCount = memoQuery(
  'funding.medicare-events-count',
  (s, a: EventPageArgs) => filteredEvents(s, 'c', a).select(sql<number>`count(*)::int`.as('count')),
  { genericPlan: true },
);

/** One event of the facility (undefined for another facility's id). */
export function eventById(s: ScopedDb, id: number) {
  return eventsQuery(s, { requestTypes: [], responseTypes: [], residentIds: [], fromDate: null, toDate: null })
    .where('m.id', '=', id)
    .executeTakeFirst();
}

/** The payload and who submitted an event of the facility (its additional details). */
export function eventSubmission(s: ScopedDb, id: number) {
  return s
    .selectFrom('medicare_submissions', 'm')
    .leftJoin('users as u', 'u.id', 'm.created_by_user_id')
    .select([
      'm.id',
      'm.unique_event_id',
      'm.request_type',
      'm.status',
      'm.status_reason',
      'm.processing_status',
      'm.processing_reason',
      'm.attempts',
      'm.retried_on_utc',
      'm.claim_month',
      'm.payload',
      'm.created_on_utc',
      'm.processed_on_utc',
      'u.first_name',
      'u.last_name',
    ])
    .where('m.id', '=', id)
    .executeTakeFirst();
}

/**
 * The latest residency (not archived) of each of these people in the organisation, with its facility's name: whether
 * an event's person was readmitted, is a lead again or was transferred since.
 */
export async function latestResidencies(s: ScopedDb, residentIds: readonly number[]) {
  if (!residentIds.length) return [];
  return s
    .crossFacility('personHistory')
    .selectFrom('residencies as r')
    .innerJoin('facilities as f', 'f.id', 'r.facility_id')
    .select(['r.resident_id', 'r.id', 'r.facility_id', 'r.is_lead', 'r.departure_date_utc', 'f.name as facility_name'])
    .distinctOn('r.resident_id')
    .where('r.resident_id', 'in', [...residentIds])
    .where('f.organisation_id', '=', s.organisationId)
    .where('r.is_archived', '=', false)
    .orderBy('r.resident_id')
    .orderBy('r.id', 'desc')
    .execute();
}

/** When the facility last asked Medicare for its events' statuses. */
export async function lastStatusFetch(s: ScopedDb): Promise<Date | null> {
  const row = await s
    .selectFromOrganisation('facilities', 'f')
    .select('f.medicare_status_fetched_on_utc')
    .where('f.id', '=', s.facilityId)
    .executeTakeFirst();
  return row?.medicare_status_fetched_on_utc ?? null;
}

/**
 * Records a status fetch at `now` if the last one is still `expected` (false: someone fetched meanwhile). The
 * facility row is the organisation's: written through its scoped access, narrowed to the current facility.
 */
export async function recordStatusFetch(s: ScopedDb, expected: Date | null, now: Date): Promise<boolean> {
  let q = s.organisation().updateTable('facilities').set({ medicare_status_fetched_on_utc: now }).where('id', '=', s.facilityId);
  q =
    expected === null
      ? q.where('medicare_status_fetched_on_utc', 'is', null)
      : q.where('medicare_status_fetched_on_utc', '=', expected);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows ?? 0) > 0;
}
