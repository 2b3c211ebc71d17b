/**
 * SQL of the enquiry source report (aged care): the facility's leads and residents (Permanent and Respite residencies)
 * under each of their enquiry sources ('Not recorded' when they have none). Without "admissions only" a residency is
 * in the report when it was created (the enquiry) on a Melbourne day of the range; with it, when it was admitted in the
 * range. By source, then name.
 */
import { sql } from 'kysely';
import type { EnquirySourceReportFilter } from 'shared-domain/contracts/reporting';
import { careTypesOf } from 'shared-domain/reports/filters';
import type { ScopedDb } from '../../../db/scoped';
import { checkDateRange, onMelbourneDays } from '../dates';

export const NO_ENQUIRY_SOURCE = 'Not recorded';

export function enquirySourceQuery(s: ScopedDb, filters: EnquirySourceReportFilter) {
  const { fromDateUtcMidnight: from, toDateUtcMidnight: to } = filters;
  checkDateRange(from, to, 'toDateUtcMidnight');
  let q = s
    .selectFrom('residencies', 'r')
    .innerJoin('residents as p', 'p.id', 'r.resident_id')
    .leftJoin('resident_enquiry_sources as rs', 'rs.resident_id', 'r.resident_id')
    .leftJoin('enquiry_sources as es', 'es.id', 'rs.enquiry_source_id')
    .select([
      'r.id',
      sql<string>`coalesce(es.name, ${NO_ENQUIRY_SOURCE})`.as('source_name'),
      'p.first_name',
      'p.last_name',
      'r.care_type',
      'r.created_on_utc',
      'r.is_lead',
      'r.admission_date_utc',
      'r.departure_date_utc',
    ])
    .where('r.care_type', 'in', careTypesOf(filters.careType));
  q = filters.admissionsOnly
    ? q.where('r.admission_date_utc', '>=', from).where('r.admission_date_utc', '<=', to).where('r.is_lead', '=', false)
    : q.where(onMelbourneDays('r.created_on_utc', from, to));
  return q
    .orderBy(sql`coalesce(es.name, ${NO_ENQUIRY_SOURCE})`)
    .orderBy('p.last_name')
    .orderBy('p.first_name')
    .orderBy('r.id')
    .orderBy('es.id');
}
export type EnquirySourceQueryRow = ReturnType<typeof enquirySourceQuery> extends { execute(): Promise<(infer R)[]> } ? R : never;
