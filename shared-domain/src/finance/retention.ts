/**
 * Retention of the refundable deposit under the Aged Care Act 2025 (seed 000 §9; the reference data's
 * accommodation.rad_retention): 2 % a year of the balance, calculated daily (a year of 365 or 366 days) and deducted
 * monthly, for five years of days from the first payment (to the last day retained, the day before the fifth
 * anniversary; nothing after it). Pure and decimal, each figure explained; the fees tab shows
 * these figures and, at a billing-integrated facility, the fee run posts each month's retention with the same function.
 *
 * The balance a day's retention is calculated on is the deposit paid on or before that day: the payments (a refund is a
 * negative payment), less what was refunded from the lump sum, less the fees drawn down from the deposit. Retention
 * itself does not lower the balance it is calculated on (2 % a year for 5 years is at most 10 % of the deposit).
 * A departed resident's retention stops the day before the departure.
 */
import Decimal from 'decimal.js';
import { formatCurrency } from '../amounts';
import { daysInYear, lastDayOfMonth } from '../calendar';
import { addDays, daysBetween, formatDate } from '../dates';
import { roundMoney, toDecimal, type DecimalInput } from '../money';
import type { Explained, ExplainedInput } from './explained';

/** Retention: 2 % a year of the balance. */
export const RETENTION_RATE_PERCENT = '2';
/**
 * Retention lasts five years of days from the first payment: from the first payment (counted) to the last day retained,
 * the day before the fifth anniversary; nothing is deducted after it. A first payment on the 15th therefore touches 61
 * calendar months (part of the first and part of the anniversary month) but retains five years of days: the count shown
 * is days, never months.
 */
export const RETENTION_YEARS = 5;
/** The same five years in months (the seed's "60 months"). */
export const RETENTION_MONTHS = RETENTION_YEARS * 12;

/** A dated change to the deposit: a payment (positive), a refund or a drawdown (negative). */
export interface DepositPayment {
  /** 'YYYY-MM-DD'. */
  date: string;
  amount: DecimalInput;
}

/** The last day of a month ('YYYY-MM') and the days of a year (365 or 366): the month calendar's. */

const monthOf = (day: string) => day.slice(0, 7);
function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * The last day retained: the day before the fifth anniversary of the first payment. The anniversary of 29 Feb in a
 * common year is 1 Mar, so a first payment on 29 Feb 2028 is retained to 28 Feb 2033 inclusive.
 * Examples: 10 Nov 2025 -> 9 Nov 2030; 15 Jan 2026 -> 14 Jan 2031.
 */
export function retentionEndDate(firstPaymentDate: string): string {
  const [y, m, d] = firstPaymentDate.split('-').map(Number);
  const month = `${y + RETENTION_YEARS}-${String(m).padStart(2, '0')}`;
  const last = Number(lastDayOfMonth(month).slice(8));
  const anniversary = d > last ? `${nextMonth(month)}-01` : `${month}-${String(d).padStart(2, '0')}`;
  return addDays(anniversary, -1);
}

/** The days retention lasts: from the first payment to the last day retained, both counted (1,826 or 1,827). */
export function retentionDays(firstPaymentDate: string): number {
  return daysBetween(firstPaymentDate, retentionEndDate(firstPaymentDate)) + 1;
}

/** The days retained up to `day` (inclusive), within the five years: '96 of 1,826'. */
function daysRetained(first: string, day: string): string {
  const end = retentionEndDate(first);
  const upTo = day < end ? day : end;
  const done = upTo < first ? 0 : daysBetween(first, upTo) + 1;
  const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${grouped(done)} of ${grouped(retentionDays(first))}`;
}

const FORMULA =
  'Retention = for each day of the month from the first payment to the last day retained (five years of days: the day before the fifth anniversary): balance that day x 2 % / days in the year (365 or 366), summed';

export interface MonthlyRetentionOptions {
  /** Movements that lower the balance but are not payments (drawdowns, refunded from the lump sum), negative. */
  deductions?: readonly DepositPayment[];
  /** The last day in care (the day before the departure): no retention after it. */
  lastDay?: string | null;
}

/**
 * Retention for one month ('YYYY-MM'): for each day of the month from the first payment to the last day retained (and
 * the last day in care), the balance that day x 2 % / the days of that day's year, summed and rounded to the cent once.
 * The five years run from the first payment (`payments`); `deductions` only lower the balance.
 */
export function monthlyRetention(
  payments: readonly DepositPayment[],
  month: string,
  options: MonthlyRetentionOptions = {},
): Explained<Decimal> {
  const sorted = [...payments].sort((a, b) => a.date.localeCompare(b.date));
  if (!sorted.length) return { value: new Decimal(0), formula: FORMULA, inputs: [{ label: 'Payments', value: 'None' }] };
  const deductions = [...(options.deductions ?? [])].sort((a, b) => a.date.localeCompare(b.date));
  const movements = [...sorted, ...deductions].sort((a, b) => a.date.localeCompare(b.date));
  const first = sorted[0].date;
  const end = retentionEndDate(first);
  const monthStart = `${month}-01`;
  const from = first > monthStart ? first : monthStart;
  const monthEnd = lastDayOfMonth(month);
  let to = end < monthEnd ? end : monthEnd;
  if (options.lastDay && options.lastDay < to) to = options.lastDay;
  let total = new Decimal(0);
  let days = 0;
  // The balance carried into the month (movements before its first day counted), then each day's movements as it comes.
  let balance = new Decimal(0);
  let next = 0;
  while (next < movements.length && movements[next].date < from) balance = balance.plus(toDecimal(movements[next++].amount));
  const carried = balance;
  const during: DepositPayment[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    while (next < movements.length && movements[next].date <= day) {
      during.push(movements[next]);
      balance = balance.plus(toDecimal(movements[next++].amount));
    }
    if (balance.lte(0)) continue;
    total = total.plus(
      balance
        .times(RETENTION_RATE_PERCENT)
        .div(100)
        .div(daysInYear(Number(day.slice(0, 4)))),
    );
    days++;
  }
  const isPayment = new Set<DepositPayment>(sorted);
  return {
    value: roundMoney(total),
    formula: FORMULA,
    inputs: [
      { label: 'First payment', value: formatDate(first) },
      { label: 'Last day retained', value: formatDate(end) },
      ...(from <= to ? [{ label: `Balance on ${formatDate(from)} before that day's movements`, value: money(carried) }] : []),
      ...during.map((p) => ({
        label: isPayment.has(p) ? 'Payment' : 'Deducted from the deposit',
        value: money(p.amount),
        effectiveDate: p.date,
      })),
      ...(options.lastDay ? [{ label: 'Last day in care', value: formatDate(options.lastDay) }] : []),
      { label: 'Days charged this month', value: String(days) },
    ],
  };
}

const money = (v: DecimalInput) => formatCurrency(toDecimal(v).toFixed(2));

/** One deposit's retention: this month's and the total deducted, with its dates. */
export interface DepositRetention {
  monthly: Explained<Decimal>;
  total: Explained<Decimal>;
  startDate: string | null;
  endDate: string | null;
}

export interface RetentionInput {
  /** RAD payments (a refund negative), dated. */
  rad: readonly DepositPayment[];
  /** RAC payments (a refund negative), dated. */
  rac: readonly DepositPayment[];
  /** Fees drawn down from the deposit by the product's fee run (negative), dated: taken from the RAD when there is one. */
  drawdowns: readonly DepositPayment[];
  /** Refunded from the lump sum (undated, positive): taken from the RAD from its first payment. */
  refundedFromLumpSum: DecimalInput;
  /** The day the figures are read: today, or the departure day of a departed resident. */
  day: string;
  /** The departure date of a departed resident (retention stops the day before), else null. */
  departureDate: string | null;
}

export interface RetentionFigures extends DepositRetention {
  rad: DepositRetention;
  rac: DepositRetention;
}

/** What each deposit's retention is calculated on: its payments, and the deductions that lower its balance. */
function depositsOf(i: RetentionInput): {
  rad: DepositPayment[];
  rac: DepositPayment[];
  radDeductions: DepositPayment[];
  racDeductions: DepositPayment[];
} {
  const rad = [...i.rad].sort((a, b) => a.date.localeCompare(b.date));
  const rac = [...i.rac].sort((a, b) => a.date.localeCompare(b.date));
  const refunded = toDecimal(i.refundedFromLumpSum);
  const lumpSum = rad.length && refunded.gt(0) ? [{ date: rad[0].date, amount: refunded.negated() }] : [];
  const drawdownsFromRad = rad.length > 0;
  return {
    rad,
    rac,
    radDeductions: [...lumpSum, ...(drawdownsFromRad ? i.drawdowns : [])],
    racDeductions: drawdownsFromRad ? [] : [...i.drawdowns],
  };
}

/** The retention of one deposit read on `day`: this month's, and every month deducted so far. */
function depositRetention(
  payments: readonly DepositPayment[],
  deductions: readonly DepositPayment[],
  day: string,
  departureDate: string | null,
): DepositRetention {
  const lastDay = departureDate ? addDays(departureDate, -1) : null;
  const options = { deductions, lastDay };
  const monthly = monthlyRetention(payments, monthOf(day), options);
  const formula = departureDate
    ? 'Total retention = the retention of each month from the first payment to the departure (and at most to the last day retained, five years of days), each rounded to the cent'
    : 'Total retention = the retention of each whole month from the first payment to the end of last month (and at most to the last day retained, five years of days), each rounded to the cent';
  const first = payments.length ? [...payments].sort((a, b) => a.date.localeCompare(b.date))[0].date : null;
  if (!first) {
    return {
      monthly,
      total: { value: new Decimal(0), formula, inputs: [{ label: 'Payments', value: 'None' }] },
      startDate: null,
      endDate: null,
    };
  }
  const end = retentionEndDate(first);
  // A current resident's month is deducted at its end; a departed resident's last month at the departure.
  const lastMonth = departureDate ? monthOf(lastDay!) : monthOf(day);
  const includeLast = !!departureDate;
  let total = new Decimal(0);
  let deductedTo: string | null = null;
  for (
    let month = monthOf(first);
    (month < lastMonth || (includeLast && month === lastMonth)) && month <= monthOf(end);
    month = nextMonth(month)
  ) {
    total = total.plus(monthlyRetention(payments, month, options).value ?? 0);
    deductedTo = lastDayOfMonth(month);
  }
  // The days of the five years the deducted months cover (to the last day in care for a departed resident).
  const coveredTo = deductedTo && lastDay && lastDay < deductedTo ? lastDay : deductedTo;
  const deducted = deductions.filter((p) => p.date <= day).reduce((sum, p) => sum.plus(toDecimal(p.amount)), new Decimal(0));
  const inputs: ExplainedInput[] = [
    ...payments.map((p) => ({ label: 'Payment', value: money(p.amount), effectiveDate: p.date })),
    ...(deductions.length
      ? [{ label: 'Drawn down or refunded from the deposit so far', value: money(deducted), source: "The resident's account" }]
      : []),
    { label: 'First payment', value: formatDate(first) },
    { label: 'Last day retained', value: formatDate(end) },
    ...(departureDate ? [{ label: 'Departure', value: formatDate(departureDate) }] : []),
    {
      label: 'Days retained so far',
      value: coveredTo ? daysRetained(first, coveredTo) : daysRetained(first, addDays(first, -1)),
    },
  ];
  return { monthly, total: { value: roundMoney(total), formula, inputs }, startDate: first, endDate: end };
}

/** Two deposits' figures added (a resident who paid both a RAD and a RAC), each part listed. */
function added(label: string, a: Explained<Decimal>, b: Explained<Decimal>): Explained<Decimal> {
  return {
    value: roundMoney(toDecimal(a.value ?? 0).plus(toDecimal(b.value ?? 0))),
    formula: `${label} = RAD retention + RAC retention`,
    inputs: [
      { label: 'RAD retention', value: money(a.value ?? 0) },
      { label: 'RAC retention', value: money(b.value ?? 0) },
    ],
  };
}

/**
 * The retention figures of the fees tab: this month's retention and the total deducted so far, for the RAD and the RAC
 * (each from its own first payment) and together.
 * Example (worked in the tests): RAD of $100,000 on 10 Nov 2025 and $300,000 on 20 Dec 2025, read on 15 Feb 2026 ->
 * Nov $115.07, Dec $367.12 (19 days of $100,000 and 12 of $400,000), Jan $679.45: total $1,161.64 over 83 days retained
 * so far; Feb $613.70.
 */
export function retentionFigures(i: RetentionInput): RetentionFigures {
  const d = depositsOf(i);
  const rad = depositRetention(d.rad, d.radDeductions, i.day, i.departureDate);
  const rac = depositRetention(d.rac, d.racDeductions, i.day, i.departureDate);
  const both = d.rad.length > 0 && d.rac.length > 0;
  const only = d.rac.length > 0 && !d.rad.length ? rac : rad;
  return {
    rad,
    rac,
    monthly: both ? added('Retention this month', rad.monthly, rac.monthly) : only.monthly,
    total: both ? added('Total retention', rad.total, rac.total) : only.total,
    startDate: [rad.startDate, rac.startDate].filter((x): x is string => !!x).sort()[0] ?? null,
    endDate:
      [rad.endDate, rac.endDate]
        .filter((x): x is string => !!x)
        .sort()
        .at(-1) ?? null,
  };
}

/**
 * The retention the fee run deducts from a deposit for a month ('YYYY-MM') at a billing-integrated facility: the same
 * monthly retention the fees tab shows, for the RAD and for the RAC.
 */
export function retentionForMonth(
  i: Omit<RetentionInput, 'day'>,
  month: string,
): { rad: Explained<Decimal>; rac: Explained<Decimal> } {
  const d = depositsOf({ ...i, day: lastDayOfMonth(month) });
  const lastDay = i.departureDate ? addDays(i.departureDate, -1) : null;
  return {
    rad: monthlyRetention(d.rad, month, { deductions: d.radDeductions, lastDay }),
    rac: monthlyRetention(d.rac, month, { deductions: d.racDeductions, lastDay }),
  };
}
