/**
 * One care recipient's payment lines for the days of one month (seed 001 §3 "Payment line"): the product's expected
 * statement and the Services Australia simulator's statement are both made of these, from their own records. Each day
 * of the month is paid (in care, or on paid social, hospital or transition leave) or unpaid, per payment type; days of
 * one payment type at one daily rate make one line, so a class or price change within the month splits a line.
 *
 * Day rules (rules.ts): the entry day is paid, the departure day is not; a leave day runs from the leave's start day
 * to the day before its return; pre-entry leave days are unpaid; social leave beyond 52 days in the financial year
 * (resetting 1 July) is unpaid; from day 29 of a continuous hospital leave the variable component is unpaid while the
 * base care tariff and the supplements continue; respite days beyond 63 in the financial year are unpaid, and a respite
 * resident's leave days are unpaid. A rate that is not entered (null) makes no line: nothing is invented.
 */
import Decimal from 'decimal.js';
import { roundMoney, toDecimal, type DecimalInput } from '../../money';
import { dayNumber, dayOfNumber, daysInMonth, financialYearStart, toMonthYear } from './months';
import {
  HOSPITAL_LEAVE_FULLY_PAID_DAYS,
  INITIAL_ENTRY_ADJUSTMENT_NWAU,
  PAYMENT_TYPES,
  PAYMENT_TYPE_ORDER,
  RESPITE_DAYS_PER_FINANCIAL_YEAR,
  SOCIAL_LEAVE_DAYS_PER_FINANCIAL_YEAR,
  leaveDayKind,
  type StatementCareType,
  type StatementLeaveKind,
  type StatementLeaveType,
} from './rules';

/** What one care recipient's lines are computed from (the product's records, or what Services Australia accepted). */
export interface RecipientMonthInput {
  careRecipientId: string;
  residencyId?: number | null;
  firstName: string;
  lastName: string;
  careType: StatementCareType;
  /** The entry day (paid). */
  entryDate: string;
  /** The departure day (not paid), or null while in care. */
  departureDate: string | null;
  /** The first day of pre-entry leave (days from it to the day before entry are unpaid), or null. */
  preEntryLeaveDate?: string | null;
  /** The AN-ACC class periods: the class in force on a day is the latest effective on or before it (the earliest
   *  applies to days before any). Empty: no variable component. */
  classes: ReadonlyArray<{ anaccClass: number; effectiveDate: string }>;
  /** Every leave of the stay (reversed leaves left out): the financial year's social leave is counted from them. */
  leaves: ReadonlyArray<{
    type: StatementLeaveType;
    kind?: StatementLeaveKind;
    startDate: string;
    /** The return day (in care), or null while on leave. */
    returnDate: string | null;
  }>;
  /** Social leave days of the month's financial year taken with another provider (counted against the 52 days). */
  socialLeaveDaysElsewhere?: number;
  /** Respite days of the month's financial year used before this stay (counted against the 63 days). */
  respiteDaysUsedBefore?: number;
  /** Supplement periods (end day included; null: continuing). */
  supplements?: ReadonlyArray<{
    type: 'Oxygen' | 'EnteralFeeding';
    bolus?: boolean | null;
    startDate: string;
    endDate: string | null;
  }>;
  /** The means-tested care fee per day by effective date (permanent care): the subsidy is reduced by it. */
  meansTestedCareFees?: ReadonlyArray<{ effectiveDate: string; dailyAmount: DecimalInput | null }>;
}

/** The rates from a day until the next period starts (null: not entered). */
export interface StatementRatePeriod {
  startDate: string;
  anaccPricePerNwau: DecimalInput | null;
  /** The facility's base care tariff NWAU (its category in the care funding rate). */
  baseCareTariffNwau: DecimalInput | null;
  /** The NWAU of each AN-ACC class in force. */
  classNwau: Readonly<Record<number, DecimalInput>>;
  hotellingSupplement?: DecimalInput | null;
  oxygenSupplement?: DecimalInput | null;
  enteralFeedingBolus?: DecimalInput | null;
  enteralFeedingNonBolus?: DecimalInput | null;
}

export interface RecipientMonthOptions {
  /** The month's first day ('2026-11-01'). */
  month: string;
  /** 'rate' (default): the daily rate is rounded to the cent, then multiplied by the paid days (the product's way).
   *  'line': NWAU x price x days is rounded once per line (Services Australia's way), a few cents apart. */
  rounding?: 'rate' | 'line';
}

/** A payment line (seed 001 §3 "Payment line" fields), plus the days it covers and the AN-ACC class of a variable line. */
export interface StatementLine {
  careRecipientId: string;
  residencyId: number | null;
  firstName: string;
  lastName: string;
  careType: StatementCareType;
  /** The month the days belong to, 'MMYYYY' (an earlier month than the statement's for an adjustment). */
  adjustmentMonth: string;
  paymentType: string;
  paidCare: number;
  unpaidCare: number;
  /** Permanent care only (null for respite). */
  paidLeaveSocial: number | null;
  paidLeaveHospital: number | null;
  paidLeaveTransition: number | null;
  /** The daily rate to the cent ('159.65'; negative for a reduction). */
  dailyRate: string | null;
  /** The amount of the line to the cent. */
  amountDue: string;
  /** The AN-ACC class of a variable component line (its last day's), else null. */
  anaccClass: number | null;
  firstDay: string;
  lastDay: string;
}

type DayStatus = 'care' | 'social' | 'hospital' | 'transition' | 'unpaid';

interface Group {
  paymentType: string;
  exact: Decimal;
  anaccClass: number | null;
  care: number;
  unpaid: number;
  social: number;
  hospital: number;
  transition: number;
  first: number;
  last: number;
}

const present = (v: DecimalInput | null | undefined): v is DecimalInput =>
  v !== null && v !== undefined && String(v).trim() !== '';

/** The latest entry effective on or before the day (the earliest entry when none is yet). */
function inForce<T extends { at: number }>(sorted: readonly T[], day: number, backApply: boolean): T | null {
  let hit: T | null = null;
  for (const e of sorted) {
    if (e.at <= day) hit = e;
    else break;
  }
  return hit ?? (backApply ? (sorted[0] ?? null) : null);
}

/** Two-decimal text, never negative zero. */
const cents = (v: Decimal) => (v.isZero() ? '0.00' : v.toFixed(2));

/** Days of [a, b) that are also in [c, d). */
const overlap = (a: number, b: number, c: number, d: number) => Math.max(0, Math.min(b, d) - Math.max(a, c));

/**
 * The payment lines of one care recipient for the days of one month, in payment type order. No lines when no day of
 * the month is in care (or on pre-entry leave).
 */
export function recipientMonthLines(
  input: RecipientMonthInput,
  rates: readonly StatementRatePeriod[],
  options: RecipientMonthOptions,
): StatementLine[] {
  const monthStart = dayNumber(options.month);
  const monthEnd = monthStart + daysInMonth(options.month); // exclusive
  const entry = dayNumber(input.entryDate);
  const departure = input.departureDate ? dayNumber(input.departureDate) : Number.POSITIVE_INFINITY;
  const preEntry = input.preEntryLeaveDate ? dayNumber(input.preEntryLeaveDate) : null;
  const fyStart = dayNumber(financialYearStart(options.month));
  const permanent = input.careType === 'Permanent';

  const periods = [...rates].map((r) => ({ at: dayNumber(r.startDate), r })).sort((a, b) => a.at - b.at);
  const classes = [...input.classes]
    .map((c) => ({ at: dayNumber(c.effectiveDate), anaccClass: c.anaccClass }))
    .sort((a, b) => a.at - b.at);
  const fees = [...(input.meansTestedCareFees ?? [])]
    .map((f) => ({ at: dayNumber(f.effectiveDate), amount: f.dailyAmount }))
    .sort((a, b) => a.at - b.at);
  const leaves = input.leaves
    .map((l) => ({
      start: dayNumber(l.startDate),
      end: Math.min(l.returnDate ? dayNumber(l.returnDate) : Number.POSITIVE_INFINITY, departure),
      ...leaveDayKind(l.type, l.kind),
    }))
    .filter((l) => l.end > l.start)
    .sort((a, b) => a.start - b.start);
  const supplements = (input.supplements ?? []).map((s) => ({
    start: dayNumber(s.startDate),
    end: s.endDate ? dayNumber(s.endDate) : Number.POSITIVE_INFINITY,
    type: s.type,
    bolus: !!s.bolus,
  }));

  // What the financial year used before the month: social leave days counted against the 52, respite days in care.
  let socialUsed = input.socialLeaveDaysElsewhere ?? 0;
  for (const l of leaves) {
    if (l.countsAgainstSocialLeave) socialUsed += overlap(l.start, l.end, Math.max(fyStart, entry), monthStart);
  }
  let respiteUsed = input.respiteDaysUsedBefore ?? 0;
  if (!permanent) {
    respiteUsed += overlap(entry, departure, fyStart, monthStart);
    for (const l of leaves) respiteUsed -= overlap(l.start, l.end, Math.max(fyStart, entry), monthStart);
  }

  const groups = new Map<string, Group>();
  const exactCache = new Map<string, Decimal>();
  const add = (
    paymentType: string,
    status: DayStatus,
    day: number,
    rate: { nwau: DecimalInput; price: DecimalInput } | { amount: DecimalInput; negate?: boolean },
    anaccClass: number | null = null,
  ) => {
    const cacheKey =
      'nwau' in rate ? `n${String(rate.nwau)}x${String(rate.price)}` : `a${rate.negate ? '-' : ''}${String(rate.amount)}`;
    let exact = exactCache.get(cacheKey);
    if (!exact) {
      exact =
        'nwau' in rate ? toDecimal(rate.nwau).times(toDecimal(rate.price)) : toDecimal(rate.amount).times(rate.negate ? -1 : 1);
      exactCache.set(cacheKey, exact);
    }
    const key = `${paymentType}|${exact.toString()}`;
    let g = groups.get(key);
    if (!g) {
      g = { paymentType, exact, anaccClass, care: 0, unpaid: 0, social: 0, hospital: 0, transition: 0, first: day, last: day };
      groups.set(key, g);
    }
    g[status === 'care' ? 'care' : status]++;
    g.last = day;
    if (anaccClass !== null) g.anaccClass = anaccClass;
  };

  for (let day = monthStart; day < monthEnd; day++) {
    const period = inForce(periods, day, false)?.r;
    const onPreEntryLeave = preEntry !== null && day >= preEntry && day < entry;
    if (!onPreEntryLeave && (day < entry || day >= departure)) continue;

    // The day's status for the subsidy (base care tariff, supplements) and for the variable component.
    let status: DayStatus = 'care';
    let variableStatus: DayStatus = 'care';
    if (onPreEntryLeave) {
      status = variableStatus = 'unpaid';
    } else {
      const leave = leaves.find((l) => l.start <= day && day < l.end);
      if (!permanent) {
        if (leave) status = 'unpaid';
        else status = ++respiteUsed > RESPITE_DAYS_PER_FINANCIAL_YEAR ? 'unpaid' : 'care';
        variableStatus = status;
      } else if (leave) {
        if (leave.paid === 'hospital') {
          status = 'hospital';
          variableStatus = day - leave.start + 1 > HOSPITAL_LEAVE_FULLY_PAID_DAYS ? 'unpaid' : 'hospital';
        } else if (leave.countsAgainstSocialLeave) {
          // The financial year's count resets on 1 July: a day before the month's year cannot be in the month.
          status = ++socialUsed > SOCIAL_LEAVE_DAYS_PER_FINANCIAL_YEAR ? 'unpaid' : 'social';
          variableStatus = status;
        } else {
          status = variableStatus = leave.paid === 'unpaid' ? 'unpaid' : leave.paid;
        }
      }
    }
    if (!period) continue;

    const price = present(period.anaccPricePerNwau) ? period.anaccPricePerNwau : null;
    const cls = inForce(classes, day, true);
    const classNwau = cls ? period.classNwau[cls.anaccClass] : undefined;
    if (price !== null && cls && present(classNwau))
      add(PAYMENT_TYPES.variable, variableStatus, day, { nwau: classNwau, price }, cls.anaccClass);
    if (price !== null && present(period.baseCareTariffNwau))
      add(PAYMENT_TYPES.baseCareTariff, status, day, { nwau: period.baseCareTariffNwau, price });
    if (permanent && day === entry && price !== null)
      add(PAYMENT_TYPES.initialEntry, 'care', day, { nwau: INITIAL_ENTRY_ADJUSTMENT_NWAU, price });
    if (present(period.hotellingSupplement)) add(PAYMENT_TYPES.hotelling, status, day, { amount: period.hotellingSupplement });
    if (onPreEntryLeave) continue;
    for (const s of supplements) {
      if (day < s.start || day > s.end) continue;
      const type =
        s.type === 'Oxygen' ? PAYMENT_TYPES.oxygen : s.bolus ? PAYMENT_TYPES.enteralBolus : PAYMENT_TYPES.enteralNonBolus;
      const amount =
        s.type === 'Oxygen' ? period.oxygenSupplement : s.bolus ? period.enteralFeedingBolus : period.enteralFeedingNonBolus;
      if (present(amount)) add(type, status, day, { amount });
    }
    if (permanent) {
      const fee = inForce(fees, day, false)?.amount;
      if (present(fee) && !toDecimal(fee).isZero())
        add(PAYMENT_TYPES.meansTestReduction, status, day, { amount: fee, negate: true });
    }
  }

  const adjustmentMonth = toMonthYear(options.month);
  const lineRounding = options.rounding === 'line';
  return [...groups.values()]
    .sort((a, b) => PAYMENT_TYPE_ORDER.indexOf(a.paymentType) - PAYMENT_TYPE_ORDER.indexOf(b.paymentType) || a.first - b.first)
    .map((g) => {
      const paidDays = g.care + g.social + g.hospital + g.transition;
      const rate = roundMoney(g.exact);
      const amount = lineRounding ? roundMoney(g.exact.times(paidDays)) : rate.times(paidDays);
      return {
        careRecipientId: input.careRecipientId,
        residencyId: input.residencyId ?? null,
        firstName: input.firstName,
        lastName: input.lastName,
        careType: input.careType,
        adjustmentMonth,
        paymentType: g.paymentType,
        paidCare: g.care,
        unpaidCare: g.unpaid,
        paidLeaveSocial: permanent ? g.social : null,
        paidLeaveHospital: permanent ? g.hospital : null,
        paidLeaveTransition: permanent ? g.transition : null,
        dailyRate: cents(rate),
        amountDue: cents(amount),
        anaccClass: g.paymentType === PAYMENT_TYPES.variable ? g.anaccClass : null,
        firstDay: dayOfNumber(g.first),
        lastDay: dayOfNumber(g.last),
      };
    });
}

/** The paid days of a line: in care and on paid leave. */
export function paidDays(
  line: Pick<StatementLine, 'paidCare' | 'paidLeaveSocial' | 'paidLeaveHospital' | 'paidLeaveTransition'>,
): number {
  return line.paidCare + (line.paidLeaveSocial ?? 0) + (line.paidLeaveHospital ?? 0) + (line.paidLeaveTransition ?? 0);
}

/**
 * The leave days of a month the cause finder reads: social leave days counted against the entitlement, and hospital
 * leave days beyond day 28 of a continuous hospital leave (within the stay).
 */
export function leaveDaysInMonth(
  input: Pick<RecipientMonthInput, 'leaves' | 'departureDate' | 'entryDate'>,
  month: string,
): { social: number; hospitalBeyondLimit: number } {
  const monthStart = dayNumber(month);
  const monthEnd = monthStart + daysInMonth(month);
  const departure = input.departureDate ? dayNumber(input.departureDate) : Number.POSITIVE_INFINITY;
  const entry = dayNumber(input.entryDate);
  let social = 0;
  let hospitalBeyondLimit = 0;
  for (const l of input.leaves) {
    const start = dayNumber(l.startDate);
    const end = Math.min(l.returnDate ? dayNumber(l.returnDate) : Number.POSITIVE_INFINITY, departure);
    const kind = leaveDayKind(l.type, l.kind);
    if (kind.countsAgainstSocialLeave) social += overlap(Math.max(start, entry), end, monthStart, monthEnd);
    if (kind.paid === 'hospital')
      hospitalBeyondLimit += overlap(start + HOSPITAL_LEAVE_FULLY_PAID_DAYS, end, monthStart, monthEnd);
  }
  return { social, hospitalBeyondLimit };
}
