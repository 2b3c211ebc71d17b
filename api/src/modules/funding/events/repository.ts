/**
 * SQL of the Medicare events page: the facility's Medicare submissions (`medicare_submissions`, scoped to the current
 * facility) with their resident, residency and stay event; where each person stands now (their latest residency in
 * the organisation: the named cross-facility read `personHistory`); the facility's last status fetch.
 */
import { sql } from 'kysely';
import type { MedicareRequestType } from 'shared-domain/funding/medicare-events';
import type { MedicareResponseStatus } from 'shared-domain/labels';
import type { ScopedDb } from '../../../db/scoped';

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
