/**
 * The reports on residents' AN-ACC classes and requests (aged care), on the report engine: palliative assessments,
 * potential reassessments, classification history, reassessment requests and care minutes.
 */
import type { FastifyInstance } from 'fastify';
import {
  CARE_MINUTES_REPORT,
  CLASSIFICATION_HISTORY_REPORT,
  PALLIATIVE_ASSESSMENTS_REPORT,
  POTENTIAL_REASSESSMENTS_REPORT,
  REASSESSMENT_REQUESTS_REPORT,
} from 'shared-domain/reports/catalogue';
import { defineReport } from '../../../reporting-engine/report';
import { checkDateRange } from '../dates';
import * as service from './service';

const DATES = { fromDate: '2000-01-01', toDate: '2100-12-31' };

export function registerFundingReports(app: FastifyInstance): void {
  defineReport(app, {
    definition: PALLIATIVE_ASSESSMENTS_REPORT,
    query: (s) => service.palliativeAssessments(s),
    toRow: service.palliativeAssessmentsRow,
    createdColumn: 'r.created_on_utc',
    summary: 'a current resident assessed as palliative (marked palliative, or AN-ACC Class 1), with their class',
    example: {},
  });
  defineReport(app, {
    definition: POTENTIAL_REASSESSMENTS_REPORT,
    query: service.potentialReassessmentsRows,
    toRow: (r) => service.potentialReassessmentsRow(r),
    createdColumn: 'r.created_on_utc',
    summary: 'a current permanent resident who may be reassessed, and why (hospitalisation since their class, or its age)',
    example: { reasonId: '0' },
  });
  defineReport(app, {
    definition: CLASSIFICATION_HISTORY_REPORT,
    query: (s, f) => {
      checkDateRange(f.fromDate, f.toDate, 'toDate');
      return service.classificationHistory(s, f);
    },
    toRow: service.classificationHistoryRow,
    summary: 'an assessed AN-ACC class that took effect in the period, when it ended and its daily rate',
    example: DATES,
  });
  defineReport(app, {
    definition: REASSESSMENT_REQUESTS_REPORT,
    query: (s, f) => {
      checkDateRange(f.fromDate, f.toDate, 'toDate');
      return service.reassessmentRequests(s, f);
    },
    toRow: service.reassessmentRequestsRow,
    createdColumn: 'q.created_on_utc',
    summary: 'an AN-ACC reassessment request made in the period, with its status',
    example: { ...DATES, status: 'All' },
  });
  defineReport(app, {
    definition: CARE_MINUTES_REPORT,
    query: (s, f) => {
      checkDateRange(f.fromDate, f.toDate, 'toDate');
      return service.careMinutes(s, f);
    },
    toRow: service.careMinutesRow,
    summary: "a resident's care minutes over the dates from their AN-ACC class, with the facility's totals",
    example: { fromDate: '2026-01-01', toDate: '2026-01-31' },
  });
}
