/**
 * Pre-2014 arrangements (seed 000 §5, §9; seed 001 §9): a resident in care before 1 July 2014 at low care who continues
 * at Bond level keeps their accommodation bond. The bond's daily amount comes from its interest rate over the days in the
 * year (365 or 366); the bond is drawn by 60 monthly payments in total; the accommodation cost is required. Pure and
 * decimal, each figure explained.
 */
import Decimal from 'decimal.js';
import { formatCurrency, formatPercent } from '../amounts';
import { roundMoney, toDecimal, type DecimalInput } from '../money';
import { daysInYear } from '../calendar';
import type { Explained, ExplainedInput } from './explained';

/** Pre-2014 bonds are drawn by 60 monthly payments in total. */
export const PRE2014_PAYMENTS = 60;

export interface Pre2014Arrangement {
  pre2014Care: boolean;
  pre2014CareLevel: 'Low' | 'High' | null;
  pre2014ContinueCare: boolean;
}

/** At Bond level: pre-2014 care at Low level, continued (the bond labels show and the accommodation cost is required). */
export function isBondLevel(p: Pre2014Arrangement): boolean {
  return p.pre2014Care && p.pre2014CareLevel === 'Low' && p.pre2014ContinueCare;
}

/**
 * The accommodation bond paid, as the fees tab shows it under the bond's own label: the bond amount recorded with the
 * pre-2014 arrangements (a bond is not a RAD: no RAD payment or formula stands behind it).
 * Example: a $285,000.00 bond -> Accommodation bond paid $285,000.00.
 */
export function bondPaid(bond: DecimalInput | null): {
  value: string | null;
  formula: string;
  inputs: ExplainedInput[];
  missing?: string;
} {
  const formula = 'Accommodation bond paid = the bond amount recorded with the pre-2014 arrangements';
  if (bond === null || String(bond).trim() === '')
    return { value: null, formula, inputs: [{ label: 'Bond amount', value: 'None' }], missing: 'Enter the bond amount' };
  const value = toDecimal(bond).toFixed(2);
  return { value, formula, inputs: [{ label: 'Bond amount', value: formatCurrency(value), source: "The resident's fees" }] };
}

/** Whole months from `from` to `to` (a month counts on its day-of-month anniversary), never below 0. */
function wholeMonths(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ty, tm, td] = to.split('-').map(Number);
  const months = (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
  return Math.max(0, months);
}

/** The monthly payments made since the bond started (one a whole month), at most 60. */
export function pre2014PaymentsMade(startDate: string | null, today: string): number {
  if (!startDate || startDate > today) return 0;
  return Math.min(PRE2014_PAYMENTS, wholeMonths(startDate, today));
}

/**
 * Whether the pre-2014 monthly amount is charged on `day`: while fewer than 60 payments are made (the tab's "n of 60"),
 * so the fee run charges it to the day before the 60th payment and never after, as the bond daily amount is $0.00 from
 * the 60th. Example: started 15 Mar 2021 -> charged on 14 Mar 2026 (59 made), not from 15 Mar 2026 (60 made).
 */
export function pre2014MonthlyAmountDue(startDate: string | null, day: string): boolean {
  return pre2014PaymentsMade(startDate, day) < PRE2014_PAYMENTS;
}

/** The payments of the bond on `day`: made so far (one a whole month from `startDate`, at most 60) and in total. */
export function pre2014Payments(startDate: string | null, day: string): { made: number; total: number } {
  return { made: pre2014PaymentsMade(startDate, day), total: PRE2014_PAYMENTS };
}

/**
 * Bond daily amount = bond x interest rate / 100 / days in the year of `day` (365 or 366), to the cent, while payments
 * remain: from the 60th payment on (60 whole months after `startDate`) the bond is drawn and the amount is $0.00.
 * Examples: $300,000 at 5 % in 2026 is 300,000 x 0.05 / 365 = $41.10 a day; started 15 Mar 2021, it is $41.10 on
 * 14 Mar 2026 (59 payments made) and $0.00 from 15 Mar 2026 (the 60th).
 */
export function pre2014BondDailyAmount(
  bond: DecimalInput | null,
  ratePercent: DecimalInput | null,
  day: string,
  startDate: string | null = null,
): Explained<Decimal> {
  const formula =
    'Bond daily amount = bond x interest rate / days in the year (365 or 366), until the 60th payment; nothing after it';
  const days = daysInYear(Number(day.slice(0, 4)));
  const payments = pre2014Payments(startDate, day);
  const inputs = [
    { label: 'Bond', value: bond === null ? 'None' : formatCurrency(toDecimal(bond).toFixed(2)), source: "The resident's fees" },
    { label: 'Interest rate', value: ratePercent === null ? 'None' : formatPercent(toDecimal(ratePercent).toString()) },
    { label: 'Days in the year', value: String(days) },
    { label: 'Payments made', value: `${payments.made} of ${payments.total}` },
  ];
  if (bond === null || ratePercent === null)
    return { value: null, formula, inputs, missing: 'Enter the bond and its interest rate' };
  if (payments.made >= payments.total) return { value: new Decimal(0), formula, inputs };
  return { value: roundMoney(toDecimal(bond).times(toDecimal(ratePercent)).div(100).div(days)), formula, inputs };
}
