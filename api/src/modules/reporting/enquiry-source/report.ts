/** The enquiry source report (aged care): one row a lead or resident under one of their enquiry sources. */
import type { FastifyInstance } from 'fastify';
import type { EnquirySourceReportRow } from 'shared-domain/contracts/reporting';
import { toMelbourneDate } from 'shared-domain/dates';
import { ENQUIRY_SOURCE_REPORT } from 'shared-domain/reports/catalogue';
import { defineReport } from '../../../reporting-engine/report';
import { enquirySourceQuery, type EnquirySourceQueryRow } from './repository';

/** Where the person stands: a lead, admitted, or departed. */
function statusOf(r: EnquirySourceQueryRow): string {
  if (r.is_lead || !r.admission_date_utc) return 'Lead';
  return r.departure_date_utc ? 'Departed' : 'Admitted';
}

export function toEnquirySourceRow(r: EnquirySourceQueryRow): EnquirySourceReportRow {
  return {
    id: r.id,
    enquirySource: r.source_name,
    firstName: r.first_name,
    lastName: r.last_name,
    careType: r.care_type,
    enquiryDate: toMelbourneDate(r.created_on_utc),
    status: statusOf(r),
    admissionDate: r.admission_date_utc,
  };
}

export function registerEnquirySourceReport(app: FastifyInstance): void {
  defineReport(app, {
    definition: ENQUIRY_SOURCE_REPORT,
    query: enquirySourceQuery,
    toRow: toEnquirySourceRow,
    createdColumn: 'r.created_on_utc',
    summary: 'a lead or resident enquiring (or admitted) over the dates, under one of their enquiry sources',
    example: { fromDateUtcMidnight: '2000-01-01', toDateUtcMidnight: '2100-12-31', careType: 'Both' },
  });
}
