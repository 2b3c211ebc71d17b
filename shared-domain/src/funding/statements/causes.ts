/**
 * The probable cause of a variance line that did not match (beyond the seed): a short text naming why the expected
 * and the actual statement differ on it, found from the product's own records given as evidence (the Medicare events
 * it sent and their answers, the expected and the assessed AN-ACC classes, the leave it recorded, the supplements and
 * means-tested care fees it holds) and from the line's own days and rate against its counterpart. Null when nothing
 * explains it: the line is left to the user.
 */
import { formatCurrency } from '../../amounts';
import { toDecimal } from '../../money';
import { PAYMENT_TYPES, SOCIAL_LEAVE_DAYS_PER_FINANCIAL_YEAR, HOSPITAL_LEAVE_FULLY_PAID_DAYS } from './rules';
import { dayNumber, dayOfNumber, daysInMonth, fromMonthYear, lastDayOfMonth, monthFullName, shortDay } from './months';

/** What the cause finder reads of a line. */
export interface CauseLine {
  careRecipientId: string;
  careType: string;
  /** 'MMYYYY'. */
  adjustmentMonth: string;
  paymentType: string;
  paidCare: number;
  unpaidCare: number;
  paidLeaveSocial: number | null;
  paidLeaveHospital: number | null;
  paidLeaveTransition: number | null;
  dailyRate: string | null;
  amountDue: string;
}

/** A Medicare event the product sent for the care recipient, with Services Australia's answer. */
export interface CauseSubmission {
  requestType: string;
  /** Accepted, Rejected, Duplicate, Held, Superseded, BeingProcessed, Error. */
  status: string;
  /** The event's day: the entry, departure or leave start day. */
  eventDate: string | null;
  /** The Melbourne day Services Australia answered, or null while waiting. */
  processedOn: string | null;
}

export interface ClassPeriod {
  anaccClass: number;
  effectiveDate: string;
}

export interface CauseEvidence {
  /** Which statement the line is on. */
  side: 'Expected' | 'Actual';
  /** The statement's month (first day). */
  statementMonth: string;
  /** The other side's remaining lines of the same care recipient, care type, adjustment month and payment type. */
  counterparts: readonly CauseLine[];
  /** The line's own side's other remaining lines of the same key (a change within the month splits a line). */
  siblings?: readonly CauseLine[];
  /** The care recipient's Medicare events. */
  submissions?: readonly CauseSubmission[];
  /** The classes the product expects (expected classification, else the care type's default), effective-dated. */
  expectedClasses?: readonly ClassPeriod[];
  /** The classes Services Australia assessed (classification notices, statement lines), effective-dated. */
  assessedClasses?: readonly ClassPeriod[];
  /** Social leave days the product recorded in the line's month. */
  socialLeaveDaysInMonth?: number;
  /** Hospital leave days of the line's month beyond day 28 of a continuous hospital leave, as the product recorded. */
  hospitalLeaveDaysBeyondLimitInMonth?: number;
  /** Supplements the product recorded. */
  supplements?: ReadonlyArray<{ type: 'Oxygen' | 'EnteralFeeding'; startDate: string; endDate: string | null }>;
}

const EVENT_LABEL: ReadonlyArray<[RegExp, string]> = [
  [/^Entry/, 'Entry'],
  [/^Departure/, 'Departure'],
  [/^Leave/, 'Leave'],
];
const eventLabel = (requestType: string) => EVENT_LABEL.find(([re]) => re.test(requestType))?.[1] ?? requestType;
const isReversal = (s: CauseSubmission) => s.requestType.endsWith('Reversal');

const STATUS_TEXT: Record<string, string> = {
  Held: 'Held by Services Australia',
  Rejected: 'Rejected by Services Australia',
  Duplicate: 'answered Duplicate by Services Australia',
  Superseded: 'Superseded',
  BeingProcessed: 'waiting on response',
  Error: 'in error',
};

const paid = (l: CauseLine) => l.paidCare + (l.paidLeaveSocial ?? 0) + (l.paidLeaveHospital ?? 0) + (l.paidLeaveTransition ?? 0);
const sum = (lines: readonly CauseLine[], f: (l: CauseLine) => number) => lines.reduce((n, l) => n + f(l), 0);
const classText = (n: number) => (n > 100 ? `Respite ${n - 100}` : String(n));
const dayWord = (n: number) => (n === 1 ? '1 day' : `${n} days`);
const supplementLabel: Record<string, string> = {
  [PAYMENT_TYPES.oxygen]: 'Oxygen',
  [PAYMENT_TYPES.enteralBolus]: 'EnteralFeeding',
  [PAYMENT_TYPES.enteralNonBolus]: 'EnteralFeeding',
};

/** The class of a day from effective-dated periods (the earliest applies before any). */
function classOn(periods: readonly ClassPeriod[], day: string): ClassPeriod | null {
  const sorted = [...periods].sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate));
  let hit: ClassPeriod | null = null;
  for (const p of sorted) if (p.effectiveDate <= day) hit = p;
  return hit;
}

/** The events of a kind in the month (their day in it), latest sent last. */
function eventsOf(ev: CauseEvidence, label: string, monthFirst: string): CauseSubmission[] {
  const last = lastDayOfMonth(monthFirst);
  return (ev.submissions ?? []).filter(
    (s) => eventLabel(s.requestType) === label && !isReversal(s) && !!s.eventDate && s.eventDate <= last,
  );
}

/** "Entry event accepted on 3 Dec" when the event was answered after the month; its status when not accepted. */
function eventCause(ev: CauseEvidence, label: string, monthFirst: string, days: number, inMonthOnly: boolean): string | null {
  const events = eventsOf(ev, label, monthFirst).filter((s) => !inMonthOnly || (s.eventDate ?? '') >= monthFirst);
  if (!events.length) return null;
  const accepted = events.filter((s) => s.status === 'Accepted');
  const monthEnd = lastDayOfMonth(monthFirst);
  const late = accepted.find((s) => s.processedOn && s.processedOn > monthEnd);
  const statementIsLater = ev.statementMonth > monthFirst;
  if (late?.processedOn) {
    const paid = label === 'Entry' ? 'paid' : 'adjusted';
    return statementIsLater
      ? `${label} event accepted on ${shortDay(late.processedOn)}: ${dayWord(days)} of ${monthFullName(monthFirst)} ${paid} this month`
      : `${label} event accepted on ${shortDay(late.processedOn)}: ${dayWord(days)} ${paid} next month`;
  }
  if (accepted.length) return null;
  const latest = events[events.length - 1];
  const status = STATUS_TEXT[latest.status] ?? latest.status;
  return `${label} event ${status}: not paid until it is accepted`;
}

/** The first day of the month where the assessed class differs from the expected one, with both classes. */
function classChange(ev: CauseEvidence, monthFirst: string): string | null {
  const assessed = ev.assessedClasses ?? [];
  const expected = ev.expectedClasses ?? [];
  if (!assessed.length) return null;
  const start = dayNumber(monthFirst);
  for (let d = start; d < start + daysInMonth(monthFirst); d++) {
    const day = dayOfNumber(d);
    const a = classOn(assessed, day);
    if (!a) continue;
    const before = classOn(
      assessed.filter((p) => p.effectiveDate < a.effectiveDate),
      day,
    );
    const e = classOn(expected, day) ?? [...expected].sort((x, y) => x.effectiveDate.localeCompare(y.effectiveDate))[0];
    if (!e && !before)
      return `Class ${classText(a.anaccClass)} assessed effective ${shortDay(a.effectiveDate)}: no expected class recorded`;
    // The class Services Australia paid before: its earlier assessment, else the class the product expected.
    const from = before && before.anaccClass !== a.anaccClass && a.effectiveDate >= monthFirst ? before : e;
    if (from && from.anaccClass !== a.anaccClass)
      return `Class changed from ${classText(from.anaccClass)} to ${classText(a.anaccClass)} effective ${shortDay(a.effectiveDate)}`;
  }
  return null;
}

/**
 * The probable cause of a remaining variance line, or null. The checks, in order: a rounding difference (same days,
 * same daily rate); an event answered after the month or not accepted (entry, departure, leave); a different AN-ACC
 * class; social leave beyond 52 days or hospital leave beyond 28 days counted differently; a means-test change; a
 * supplement on one side only.
 */
export function probableCause(line: CauseLine, ev: CauseEvidence): string | null {
  const monthFirst = fromMonthYear(line.adjustmentMonth);
  if (!monthFirst) return null;
  const others = ev.counterparts;
  const amount = toDecimal(line.amountDue);
  const otherAmount = others.reduce((t, l) => t.plus(toDecimal(l.amountDue)), toDecimal(0));
  const difference = amount.minus(otherAmount).abs();

  // Rounding: the same days at the same daily rate, a few cents apart (half a cent a day at most).
  if (
    others.length === 1 &&
    others[0].dailyRate === line.dailyRate &&
    paid(others[0]) === paid(line) &&
    others[0].unpaidCare === line.unpaidCare &&
    !difference.isZero() &&
    difference.lte(toDecimal(paid(line) + 1).times('0.005'))
  ) {
    return `Rounding difference of ${formatCurrency(difference.toFixed(2))}`;
  }

  const expectedSide = ev.side === 'Expected';
  const linePaid = paid(line);
  const otherPaid = sum(others, paid);
  // Days the expected side pays that the actual does not (or the reverse).
  const expectedPaysMore = expectedSide ? linePaid > otherPaid : otherPaid > linePaid;
  const actualPaysMore = expectedSide ? otherPaid > linePaid : linePaid > otherPaid;
  const dayDifference = Math.abs(linePaid - otherPaid);
  const isAdjustment = monthFirst < ev.statementMonth;

  if (isAdjustment || expectedPaysMore) {
    // Entry: the days of a stay Services Australia did not know of when it paid the month.
    const entry = eventCause(ev, 'Entry', monthFirst, isAdjustment ? Math.abs(linePaid) || dayDifference : dayDifference, false);
    if (entry) return entry;
  }
  if (isAdjustment || actualPaysMore) {
    const departure = eventCause(ev, 'Departure', monthFirst, dayDifference || Math.abs(linePaid), true);
    if (departure) return departure;
  }

  if (line.paymentType === PAYMENT_TYPES.variable) {
    const cls = classChange(ev, monthFirst);
    if (cls) return cls;
  }

  const unpaidDifference = Math.abs(line.unpaidCare - sum(others, (l) => l.unpaidCare));
  if (unpaidDifference > 0 && (ev.socialLeaveDaysInMonth ?? 0) > 0 && actualPaysMore === false) {
    return `Social leave beyond ${SOCIAL_LEAVE_DAYS_PER_FINANCIAL_YEAR} days: ${dayWord(unpaidDifference)} unpaid`;
  }
  if (line.paymentType === PAYMENT_TYPES.variable && unpaidDifference > 0 && (ev.hospitalLeaveDaysBeyondLimitInMonth ?? 0) > 0) {
    return `Hospital leave beyond ${HOSPITAL_LEAVE_FULLY_PAID_DAYS} days: ${dayWord(unpaidDifference)} without the variable component`;
  }

  if (line.paymentType === PAYMENT_TYPES.meansTestReduction) {
    // The daily fees each side charged: the fee Services Australia applied that the product did not record.
    const mine = [line, ...(ev.siblings ?? [])];
    const [expectedLines, actualLines] = expectedSide ? [mine, others] : [others, mine];
    const rates = (lines: readonly CauseLine[]) => [...new Set(lines.flatMap((l) => (l.dailyRate ? [l.dailyRate] : [])))];
    const recorded = rates(expectedLines);
    const assessed = rates(actualLines);
    const fee = (r: string) => formatCurrency(toDecimal(r).abs().toFixed(2));
    const added = assessed.filter((r) => !recorded.includes(r));
    const dropped = recorded.filter((r) => !assessed.includes(r));
    if (added.length && recorded.length)
      return `Means-tested care fee changed from ${fee(dropped[0] ?? recorded[0])} to ${fee(added[0])} a day`;
    if (added.length) return `Means-tested care fee of ${fee(added[0])} a day is not recorded`;
    if (dropped.length && !assessed.length)
      return `Means-tested care fee of ${fee(dropped[0])} a day is not on the payment statement`;
  }

  const supplementType = supplementLabel[line.paymentType];
  if (supplementType && !others.length) {
    const recorded = (ev.supplements ?? []).find((s) => s.type === supplementType);
    if (expectedSide && recorded)
      return `${line.paymentType} recorded from ${shortDay(recorded.startDate)}: not on the payment statement`;
    if (!expectedSide && !recorded) return `${line.paymentType} paid but not recorded`;
  }
  return null;
}
