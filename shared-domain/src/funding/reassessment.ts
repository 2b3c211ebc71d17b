/**
 * Potential AN-ACC reassessments: which residents a facility may ask Services Australia to reassess, and why. Two
 * reasons (PotentialReclassificationReasons), from the Department's reclassification criteria:
 * - Hospitalisation: a hospital stay that started on or after the day the resident's assessed class took effect and
 *   lasted at least two days (the criteria: more than five days, or two or more with a general anaesthetic; the product
 *   does not record the anaesthetic, so a stay of two to five days is listed for the user to check). The resident is
 *   eligible from the day they return, or from the stay's second day while still away.
 * - Time: a class older than its reassessment interval (classes 2 to 8: twelve months; classes 9 to 12: six months;
 *   class 1, palliative, and class 13, the highest, are not reassessed for time), eligible from the day it ends.
 * A resident may have both reasons; the report lists each.
 *
 * The leave rules are the funding area's (`funding/statements/rules`: a Hospital leave is hospital leave whatever its
 * kind).
 */
import { addCalendarMonths } from '../calendar';
import { addDays, daysBetween } from '../dates';
import { PotentialReclassificationReasons, type PotentialReclassificationReason } from '../enums';
import { leaveDayKind, type StatementLeaveKind, type StatementLeaveType } from './statements/rules';

/** The shortest hospital stay (in days, the return day not counted) listed as a reason to reassess. */
export const HOSPITAL_STAY_MIN_DAYS = 2;

/**
 * The classes a reassessment may be asked for by the class's age alone, and after how many months: the Department's
 * criteria give twelve months for classes 2 to 8 and six months for classes 9 to 12.
 */
export const REASSESSMENT_INTERVALS: ReadonlyArray<{ fromClass: number; toClass: number; months: number }> = [
  { fromClass: 2, toClass: 8, months: 12 },
  { fromClass: 9, toClass: 12, months: 6 },
];

/** Months after which a class may be reassessed for its age; null when it is not (class 1, class 13, respite). */
export function reassessmentIntervalMonths(anaccClass: number | null): number | null {
  if (anaccClass === null) return null;
  return REASSESSMENT_INTERVALS.find((i) => anaccClass >= i.fromClass && anaccClass <= i.toClass)?.months ?? null;
}

export const POTENTIAL_REASSESSMENT_LABELS: Readonly<Record<Exclude<PotentialReclassificationReason, 0>, string>> = {
  [PotentialReclassificationReasons.Hospitalisation]: 'Hospitalisation',
  [PotentialReclassificationReasons.Time]: 'Time',
};

export interface ReassessmentLeave {
  type: StatementLeaveType;
  kind?: StatementLeaveKind;
  startDate: string;
  returnDate: string | null;
}

export interface PotentialReassessment {
  reasonId: Exclude<PotentialReclassificationReason, 0>;
  reason: string;
  /** The day the resident became eligible for the reason. */
  eligibleFrom: string;
}

/**
 * The reasons a resident may be reassessed on `today`, given the day their assessed class took effect and their
 * (unreversed) leaves. No class: nothing to reassess (the first assessment is not a reassessment).
 *
 * Examples (today 2026-11-29): class 10 of 2026-03-10 -> Time from 2026-09-10; class 5 of 2026-03-10 -> nothing yet
 * (Time from 2027-03-10); a class of 2026-08-01 with a hospital leave 2026-09-03 to 2026-09-10 -> Hospitalisation
 * from 2026-09-10; a hospital leave before the class counts for nothing (the class already reflects it).
 */
export function potentialReassessments(input: {
  classificationDate: string | null;
  /** The class in force (1-13); null when unknown, which is never reassessed for time. */
  anaccClass: number | null;
  leaves: readonly ReassessmentLeave[];
  today: string;
}): PotentialReassessment[] {
  if (!input.classificationDate) return [];
  const out: PotentialReassessment[] = [];
  const hospital = input.leaves
    .filter((l) => leaveDayKind(l.type, l.kind ?? null).paid === 'hospital')
    .filter((l) => l.startDate >= input.classificationDate! && l.startDate <= input.today)
    .filter((l) => hospitalStayDays(l, input.today) >= HOSPITAL_STAY_MIN_DAYS)
    .sort((a, b) => (a.startDate < b.startDate ? 1 : -1));
  if (hospital.length) {
    const latest = hospital[0];
    const from =
      latest.returnDate && latest.returnDate <= input.today
        ? latest.returnDate
        : addDays(latest.startDate, HOSPITAL_STAY_MIN_DAYS - 1);
    out.push({
      reasonId: PotentialReclassificationReasons.Hospitalisation,
      reason: POTENTIAL_REASSESSMENT_LABELS[PotentialReclassificationReasons.Hospitalisation],
      eligibleFrom: from,
    });
  }
  const months = reassessmentIntervalMonths(input.anaccClass);
  const due = months === null ? null : addCalendarMonths(input.classificationDate, months);
  if (due !== null && due <= input.today) {
    out.push({
      reasonId: PotentialReclassificationReasons.Time,
      reason: POTENTIAL_REASSESSMENT_LABELS[PotentialReclassificationReasons.Time],
      eligibleFrom: due,
    });
  }
  return out;
}

/**
 * The latest class date that is due for a reassessment by time on `today` (every class that took effect on or before
 * it is due): the SQL of the report filters on it, so the list and the rule above agree to the day.
 */
export function latestClassDueByTime(today: string, months: number): string {
  let day = addCalendarMonths(today, -months);
  // A day the earlier month lacks rolls forward, so step back until the rule says due (at most three days).
  while (addCalendarMonths(day, months) > today) day = addDays(day, -1);
  return day;
}

/** A hospital stay's days so far: to its return day (not counted), or to today while still away (today counted). */
export function hospitalStayDays(leave: { startDate: string; returnDate: string | null }, today: string): number {
  return leave.returnDate && leave.returnDate <= today
    ? daysBetween(leave.startDate, leave.returnDate)
    : daysBetween(leave.startDate, today) + 1;
}

/** Whether a reason passes the picker's choice (All keeps every reason). */
export function reasonPicked(reasonId: PotentialReclassificationReason, picked: PotentialReclassificationReason): boolean {
  return picked === PotentialReclassificationReasons.All || picked === reasonId;
}
