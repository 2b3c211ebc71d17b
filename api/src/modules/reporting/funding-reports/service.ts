/**
 * The reports on residents' AN-ACC classes and requests: palliative assessments, potential reassessments,
 * classification history, reassessment requests and care minutes. Each is one statement (funding-reports/repository
 * or the funding area's own reads) and a row mapper; the potential reassessments' rule is shared-domain's
 * (funding/reassessment: the reasons, the interval and the day a resident became eligible).
 */
import type {
  CareMinutesFilter,
  CareMinutesRow,
  ClassificationHistoryFilter,
  ClassificationHistoryRow,
  PalliativeAssessmentsRow,
  PotentialReassessmentsFilter,
  PotentialReassessmentsRow,
  ReassessmentRequestsFilter,
  ReassessmentRequestsRow,
} from 'shared-domain/contracts/reporting';
import { melbourneToday } from 'shared-domain/dates';
import {
  HOSPITAL_STAY_MIN_DAYS,
  REASSESSMENT_INTERVALS,
  latestClassDueByTime,
  potentialReassessments,
} from 'shared-domain/funding/reassessment';
import { anaccClassText } from 'shared-domain/resident-funding';
import { careTypesOf, potentialReassessmentReasonOf, reassessmentStatusOf } from 'shared-domain/reports/filters';
import type { ScopedDb } from '../../../db/scoped';
import { classificationHistoryQuery, reassessmentRequestsQuery } from '../../funding/index';
import { bedLabel } from '../../residents/index';
import * as repo from './repository';

type RowOf<F extends (...args: never[]) => { execute(): Promise<unknown[]> }> = Awaited<
  ReturnType<ReturnType<F>['execute']>
>[number];
const room = (r: { room_number: string | null; bed_name: string | null }) =>
  r.room_number ? bedLabel(r.room_number, r.bed_name) : null;

// ---------------------------------------------------------------- palliative assessments

export function palliativeAssessments(s: ScopedDb) {
  return repo.palliativeAssessmentsQuery(s, melbourneToday());
}
export function palliativeAssessmentsRow(r: RowOf<typeof palliativeAssessments>): PalliativeAssessmentsRow {
  return {
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    room: room(r),
    admissionDate: r.admission_date_utc,
    palliativeStatus: r.palliative_status,
    anaccClass: anaccClassText(r.anacc_class),
    classificationDate: r.effective_date,
  };
}

// ---------------------------------------------------------------- potential reassessments

export function potentialReassessmentsRows(s: ScopedDb, filter: PotentialReassessmentsFilter) {
  const today = melbourneToday();
  return repo.potentialReassessmentsQuery(s, {
    today,
    // Per interval, the latest class date due by time today: the SQL and the rule agree to the day.
    dueByTime: REASSESSMENT_INTERVALS.map((i) => ({ ...i, latest: latestClassDueByTime(today, i.months) })),
    hospitalStayMinDays: HOSPITAL_STAY_MIN_DAYS,
    reasonId: potentialReassessmentReasonOf(filter.reasonId),
  });
}
/** The row of one reason, its eligibility day by the rule (the statement chose the reasons by the same rule). */
export function potentialReassessmentsRow(
  r: RowOf<typeof potentialReassessmentsRows>,
  today = melbourneToday(),
): PotentialReassessmentsRow {
  const reasons = potentialReassessments({
    classificationDate: r.effective_date,
    anaccClass: r.anacc_class,
    leaves: r.leave_start_date ? [{ type: 'Hospital', startDate: r.leave_start_date, returnDate: r.leave_return_date }] : [],
    today,
  });
  const mine = reasons.find((x) => x.reasonId === r.reason_id);
  return {
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    room: room(r),
    anaccClass: anaccClassText(r.anacc_class),
    classificationDate: r.effective_date,
    reason: mine?.reason ?? (r.reason_id === 2 ? 'Hospitalisation' : 'Time'),
    eligibleFrom: mine?.eligibleFrom ?? null,
  };
}

// ---------------------------------------------------------------- classification history

export function classificationHistory(s: ScopedDb, filter: ClassificationHistoryFilter) {
  return classificationHistoryQuery(s, {
    fromDate: filter.fromDate,
    toDate: filter.toDate,
    careTypes: careTypesOf(filter.careType),
  });
}
export function classificationHistoryRow(r: RowOf<typeof classificationHistory>): ClassificationHistoryRow {
  return {
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    careType: r.care_type,
    anaccClass: anaccClassText(r.anacc_class) ?? String(r.anacc_class),
    effectiveDate: r.effective_date,
    endDate: r.end_date,
    rate: r.rate,
  };
}

// ---------------------------------------------------------------- reassessment requests

export function reassessmentRequests(s: ScopedDb, filter: ReassessmentRequestsFilter) {
  return reassessmentRequestsQuery(s, {
    fromDate: filter.fromDate,
    toDate: filter.toDate,
    status: reassessmentStatusOf(filter.status),
  });
}
export function reassessmentRequestsRow(r: RowOf<typeof reassessmentRequests>): ReassessmentRequestsRow {
  return {
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    requestDate: r.request_date,
    reason: r.reason,
    status: r.status,
    completedDate: r.completed_date,
  };
}

// ---------------------------------------------------------------- care minutes

export function careMinutes(s: ScopedDb, filter: CareMinutesFilter) {
  return repo.careMinutesQuery(s, { fromDate: filter.fromDate, toDate: filter.toDate });
}
export function careMinutesRow(r: RowOf<typeof careMinutes>): CareMinutesRow {
  return {
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    anaccClass: anaccClassText(r.anacc_class),
    days: r.days,
    careMinutesPerDay: r.care_minutes,
    rnMinutesPerDay: r.rn_minutes,
    careMinutesTarget: r.care_target,
    rnMinutesTarget: r.rn_target,
    facilityDays: r.facility_days,
    facilityCareMinutesTarget: r.facility_care_target,
    facilityRnMinutesTarget: r.facility_rn_target,
  };
}
