/**
 * The funding reads of the reporting area's reports (through funding/index.ts): a facility's AN-ACC classification
 * history and its reassessment requests. Each is one statement in the report's order (a unique order, so a page of it
 * is stable); the reporting area pages it for its screen and writes it whole to the export.
 */
import { sql } from 'kysely';
import type { ReassessmentStatus } from 'shared-domain/enums';
import type { ScopedDb } from '../../../db/scoped';

/** The classifications of residencies of these care types that took effect in [fromDate, toDate]. */
export interface ClassificationHistoryFilter {
  fromDate: string;
  toDate: string;
  careTypes: readonly ('Permanent' | 'Respite')[];
}

/**
 * The AN-ACC classes Services Australia assessed for the facility's residents that took effect in the period, each
 * with the day it ended (the day before the residency's next class took effect; none while in force) and its daily rate
 * when it took effect: the class's NWAU x the AN-ACC price of the care funding rate in force that day, to the cent.
 * Ordered by the resident's name, then the effective date.
 */
export function classificationHistoryQuery(s: ScopedDb, filter: ClassificationHistoryFilter) {
  const history = s
    .selectFrom('residencies', 'hr')
    .innerJoin('actual_anacc_classifications as a', 'a.residency_id', 'hr.id')
    .select([
      'a.id',
      'a.residency_id',
      'a.anacc_class',
      'a.effective_date',
      'a.received_on_utc',
      sql<string | null>`(lead(a.effective_date) over (partition by a.residency_id order by a.effective_date, a.id)
        - 1)::text`.as('end_date'),
    ]);
  return s
    .selectFrom('residencies', 'r')
    .innerJoin(history.as('h'), 'h.residency_id', 'r.id')
    .innerJoin('residents as p', 'p.id', 'r.resident_id')
    .select([
      'h.id',
      'h.anacc_class',
      'h.effective_date',
      'h.end_date',
      sql<Date>`h.received_on_utc`.as('created_on_utc'),
      'r.care_type',
      'p.first_name',
      'p.last_name',
      sql<string | null>`(select round(w.nwau * c.anacc_price_per_nwau, 2)::text
        from care_funding_rates c join care_funding_rate_class_weights w on w.care_funding_rate_id = c.id
        where c.organisation_id = ${s.organisationId} and w.anacc_class = h.anacc_class
          and c.id = (select c2.id from care_funding_rates c2 where c2.organisation_id = ${s.organisationId}
            and c2.start_date <= h.effective_date order by c2.start_date desc limit 1))`.as('rate'),
    ])
    .where('h.effective_date', '>=', filter.fromDate)
    .where('h.effective_date', '<=', filter.toDate)
    .where('r.care_type', 'in', [...filter.careTypes])
    .orderBy('p.last_name')
    .orderBy('p.first_name')
    .orderBy('h.effective_date')
    .orderBy('h.id');
}

/** The requests made in [fromDate, toDate] with a status (All: every status). */
export interface ReassessmentRequestsFilter {
  fromDate: string;
  toDate: string;
  status: ReassessmentStatus;
}

/**
 * The facility's AN-ACC reassessment requests made in the period, latest request first: who, when, why, the status,
 * and the day a completed request was completed (the Melbourne day it was last saved as Complete).
 */
export function reassessmentRequestsQuery(s: ScopedDb, filter: ReassessmentRequestsFilter) {
  let q = s
    .selectFrom('anacc_reassessment_requests', 'q')
    .innerJoin('residencies as r', 'r.id', 'q.residency_id')
    .innerJoin('residents as p', 'p.id', 'r.resident_id')
    .select([
      'q.id',
      'q.request_date',
      'q.reason',
      'q.status',
      'q.created_on_utc',
      sql<string | null>`case when q.status = 'Complete'
        then (coalesce(q.updated_on_utc, q.created_on_utc) at time zone 'Australia/Melbourne')::date::text end`.as(
        'completed_date',
      ),
      'p.first_name',
      'p.last_name',
    ])
    .where('q.request_date', '>=', filter.fromDate)
    .where('q.request_date', '<=', filter.toDate);
  if (filter.status !== 'All') q = q.where('q.status', '=', filter.status);
  return q.orderBy('q.request_date', 'desc').orderBy('q.id', 'desc');
}
