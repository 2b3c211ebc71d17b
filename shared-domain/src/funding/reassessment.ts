/**
 * Potential AN-ACC reassessments: which residents a facility may ask Services Australia to reassess, and why. Two
 * reasons (PotentialReclassificationReasons): Hospitalisation, a hospital leave that started on or after the day the
 * resident's assessed class took effect (the stay in hospital may have changed their needs; they are eligible from the
 * day they return, or from the leave's start while still away), and Time, a class older than the reassessment
 * interval (eligible from the day the interval ends). A resident may have both reasons; the report lists each.
 *
 * The leave rules are the funding area's (`funding/statements/rules`: a Hospital leave is hospital leave whatever its
 * kind); the interval is the one constant here.
 */
import { addCalendarMonths } from '../calendar';
import { PotentialReclassificationReasons, type PotentialReclassificationReason } from '../enums';
import { leaveDayKind, type StatementLeaveKind, type StatementLeaveType } from './statements/rules';

/**
 * Months after a class takes effect before a reassessment may be asked for its age alone. Six months is the figure the
 * AN-ACC reassessment guidance gives for a provider's request without a change of circumstances; the product does not
 * hold it as a rate, so it is a constant here.
 */
export const REASSESSMENT_INTERVAL_MONTHS = 6;

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
 * Examples (today 2026-11-29): a class of 2026-03-10 -> Time from 2026-09-10; a class of 2026-08-01 with a hospital
 * leave 2026-09-03 to 2026-09-10 -> Hospitalisation from 2026-09-10; a hospital leave before the class counts for
 * nothing (the class already reflects it).
 */
export function potentialReassessments(input: {
  classificationDate: string | null;
  leaves: readonly ReassessmentLeave[];
  today: string;
}): PotentialReassessment[] {
  if (!input.classificationDate) return [];
  const out: PotentialReassessment[] = [];
  const hospital = input.leaves
    .filter((l) => leaveDayKind(l.type, l.kind ?? null).paid === 'hospital')
    .filter((l) => l.startDate >= input.classificationDate! && l.startDate <= input.today)
    .sort((a, b) => (a.startDate < b.startDate ? 1 : -1));
  if (hospital.length) {
    const latest = hospital[0];
    const from = latest.returnDate && latest.returnDate <= input.today ? latest.returnDate : latest.startDate;
    out.push({
      reasonId: PotentialReclassificationReasons.Hospitalisation,
      reason: POTENTIAL_REASSESSMENT_LABELS[PotentialReclassificationReasons.Hospitalisation],
      eligibleFrom: from,
    });
  }
  const due = addCalendarMonths(input.classificationDate, REASSESSMENT_INTERVAL_MONTHS);
  if (due <= input.today) {
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
export function latestClassDueByTime(today: string): string {
  let day = addCalendarMonths(today, -REASSESSMENT_INTERVAL_MONTHS);
  // A day the earlier month lacks rolls forward, so step back until the rule says due (at most three days).
  while (addCalendarMonths(day, REASSESSMENT_INTERVAL_MONTHS) > today) day = previousDay(day);
  return day;
}

function previousDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** Whether a reason passes the picker's choice (All keeps every reason). */
export function reasonPicked(reasonId: PotentialReclassificationReason, picked: PotentialReclassificationReason): boolean {
  return picked === PotentialReclassificationReasons.All || picked === reasonId;
}
