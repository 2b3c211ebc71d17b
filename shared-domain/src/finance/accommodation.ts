/**
 * Accommodation payment figures (seed 000 §9, seed 001 §9): the calculated refundable accommodation contribution, the
 * balance progress, the date the maximum penalty interest rate applies from, and retention under the Aged Care Act 2025.
 * Pure and decimal; each returns its explanation (finance/explained.ts).
 */
import Decimal from 'decimal.js';
import { addDays, formatDate } from '../dates';
import { formatCurrency, formatPercent } from '../amounts';
import { roundMoney, toDecimal, type DecimalInput } from '../money';
import type { Explained } from './explained';

/** Shown when no MPIR is in force for the date a figure needs one (seed 001 §8). */
export const MPIR_MISSING = 'Ensure MPIR is set in Funding - Fees and Charges with valid dates';

/**
 * Calculated refundable accommodation contribution = 365 x DAC / (MPIR / 100), to the cent. `mpir` is the rate in force
 * (percent) from fees and charges; without one (or a zero rate) the figure cannot be computed.
 */
export function calculatedRac(
  dac: { value: DecimalInput; effectiveDate?: string },
  mpir: { rate: DecimalInput; startDate?: string } | null,
): Explained<Decimal> {
  const formula = 'Refundable accommodation contribution = 365 x daily accommodation contribution / (MPIR / 100)';
  const inputs = [
    {
      label: 'Daily accommodation contribution',
      value: formatCurrency(toDecimal(dac.value).toFixed(2)),
      ...(dac.effectiveDate ? { effectiveDate: dac.effectiveDate } : {}),
      source: "The resident's fees",
    },
  ];
  if (!mpir || toDecimal(mpir.rate).lte(0)) return { value: null, formula, inputs, missing: MPIR_MISSING };
  const rate = toDecimal(mpir.rate);
  inputs.push({
    label: 'Maximum permissible interest rate (MPIR)',
    value: formatPercent(rate.toString()),
    ...(mpir.startDate ? { effectiveDate: mpir.startDate } : {}),
    source: 'Funding - Fees and Charges',
  });
  return { value: roundMoney(toDecimal(dac.value).times(365).div(rate.div(100))), formula, inputs };
}

/** A balance's progress in percent, to 2 decimals, capped at 100 (and never below 0). */
export function progressPercent(paid: DecimalInput, total: DecimalInput): Explained<Decimal> {
  const formula = 'Progress = paid / total x 100, at most 100 %';
  const p = toDecimal(paid);
  const t = toDecimal(total);
  const inputs = [
    { label: 'Paid', value: formatCurrency(p.toFixed(2)) },
    { label: 'Total', value: formatCurrency(t.toFixed(2)) },
  ];
  if (t.lte(0)) return { value: new Decimal(0), formula, inputs };
  const pct = Decimal.max(0, Decimal.min(100, p.div(t).times(100)));
  return { value: pct.toDecimalPlaces(2, Decimal.ROUND_HALF_UP), formula, inputs };
}

/** The maximum penalty interest rate applies from the notice date plus 14 days ('YYYY-MM-DD'). */
export function penaltyInterestFrom(noticeDate: string): string {
  return addDays(noticeDate, 14);
}

/** Retention: 2 % a year of the balance. */
export const RETENTION_RATE_PERCENT = '2';
/** Retention is deducted for at most 60 months from the first payment. */
export const RETENTION_MONTHS = 60;

export interface DepositPayment {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** Paid (positive) or refunded / drawn down (negative). */
  amount: DecimalInput;
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function lastDayOfMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  const days = [31, isLeap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
  return `${month}-${String(days).padStart(2, '0')}`;
}

/** The days of a year (365, or 366 in a leap year) and the last day of a month ('YYYY-MM'): the fees rules use them too. */
export const daysInYear = (year: number): number => (isLeap(year) ? 366 : 365);
export { lastDayOfMonth };

/** The last day retention is charged for: the day before the 60-month anniversary of the first payment. */
export function retentionEndDate(firstPaymentDate: string): string {
  const [y, m, d] = firstPaymentDate.split('-').map(Number);
  const month = `${y + RETENTION_MONTHS / 12}-${String(m).padStart(2, '0')}`;
  // 29 Feb five years on is 28 Feb.
  const day = Math.min(d, Number(lastDayOfMonth(month).slice(8)));
  return addDays(`${month}-${String(day).padStart(2, '0')}`, -1);
}

/**
 * Retention for one month ('YYYY-MM'): for each day of the month from the first payment to the end of the 60 months,
 * the balance held that day (payments on or before it) x 2 % / the days of that day's year (365 or 366), summed and
 * rounded to the cent once.
 */
export function monthlyRetention(payments: readonly DepositPayment[], month: string): Explained<Decimal> {
  const formula =
    'Retention = for each day of the month from the first payment, for at most 60 months: balance that day x 2 % / days in the year (365 or 366), summed';
  const sorted = [...payments].sort((a, b) => a.date.localeCompare(b.date));
  if (!sorted.length) return { value: new Decimal(0), formula, inputs: [{ label: 'Payments', value: 'None' }] };
  const first = sorted[0].date;
  const end = retentionEndDate(first);
  const monthStart = `${month}-01`;
  const from = first > monthStart ? first : monthStart;
  const monthEnd = lastDayOfMonth(month);
  const to = end < monthEnd ? end : monthEnd;
  let total = new Decimal(0);
  let days = 0;
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const balance = sorted.filter((p) => p.date <= day).reduce((s, p) => s.plus(toDecimal(p.amount)), new Decimal(0));
    if (balance.lte(0)) continue;
    const yearDays = isLeap(Number(day.slice(0, 4))) ? 366 : 365;
    total = total.plus(balance.times(RETENTION_RATE_PERCENT).div(100).div(yearDays));
    days++;
  }
  return {
    value: roundMoney(total),
    formula,
    inputs: [
      ...sorted.map((p) => ({ label: 'Payment', value: formatCurrency(toDecimal(p.amount).toFixed(2)), effectiveDate: p.date })),
      { label: 'First payment', value: formatDate(first) },
      { label: 'Retention ends', value: formatDate(end) },
      { label: 'Days charged this month', value: String(days) },
    ],
  };
}
