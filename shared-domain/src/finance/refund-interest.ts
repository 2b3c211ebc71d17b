/**
 * The legal notice and the interest owed on the refund of a departed resident's deposit (seed 001 §3 "Legal notice",
 * §9 "Maximum penalty interest rate applies at the notice date plus 14 days"; the reference data's
 * base_interest_rate_bir.use: the base interest rate until the refund is due, the maximum penalty interest rate after).
 *
 * The rules, stated once:
 * - Interest is owed by the facility on the deposit it still holds after the resident departed: each day from the day
 *   after the departure to today (or until the deposit is refunded), the balance held that day x the rate that day /
 *   the days of that day's year (365 or 366), added up and rounded to the cent once.
 * - The refund is due 14 days after the legal notice (for a resident who died: the probate or letters of
 *   administration shown to the facility). Before that day the base interest rate applies; from it, the maximum penalty
 *   interest rate in force each day. Without a notice date only the base interest rate applies.
 * - The rates come from Funding - Fees and Charges (the base interest rate of the record in force each day, the maximum
 *   penalty interest rate rows); a day without a rate leaves the figure missing, never guessed.
 */
import Decimal from 'decimal.js';
import { formatCurrency, formatPercent } from '../amounts';
import { addDays, formatDate } from '../dates';
import { roundMoney, toDecimal } from '../money';
import { rateInForceOn } from '../rate-periods';
import { PENALTY_INTEREST_DAYS_AFTER_NOTICE, penaltyInterestStartDate, type InterestRatePeriod } from '../resident-funding';
import type { Explained, ExplainedInput } from './explained';
import { type DepositPayment } from './retention';
import { daysInYear } from '../calendar';

/** A rate in force from a day to a day (inclusive; an open end is still in force), in percent. */
export type RatePeriod = InterestRatePeriod;

const SOURCE = 'Funding - Fees and Charges';

/** The legal notice's maximum penalty interest rate: the rate in force on the notice date plus 14 days, explained. */
export function penaltyInterestRate(noticeDate: string | null, rates: readonly RatePeriod[]): Explained<string> {
  const start = penaltyInterestStartDate(noticeDate);
  const formula = `The maximum penalty interest rate applies from the notice date plus ${PENALTY_INTEREST_DAYS_AFTER_NOTICE} days: the rate in force on that day`;
  const period = rateInForceOn(rates, start);
  const inputs: ExplainedInput[] = [
    { label: 'Notice date', value: noticeDate ? formatDate(noticeDate) : 'Not recorded' },
    ...(start ? [{ label: 'Applies from', value: formatDate(start) }] : []),
    ...(start && period
      ? [
          {
            label: 'Maximum penalty interest rate',
            value: formatPercent(period.rate),
            effectiveDate: period.startDateUtc,
            source: SOURCE,
          },
        ]
      : []),
  ];
  if (!start) return { value: null, formula, inputs, missing: 'No notice date has been recorded.' };
  if (!period) return { value: null, formula, inputs, missing: 'No maximum penalty interest rate is set for that day.' };
  return { value: period.rate, formula, inputs };
}

export interface RefundInterestInput {
  /** The departure date; null while the resident is in care (no interest is owed yet). */
  departureDate: string | null;
  /** The legal notice date, or null when none was recorded. */
  noticeDate: string | null;
  /** Every dated change of the deposit held: payments (+), refunds, drawdowns and retention (-). */
  deposit: readonly DepositPayment[];
  /** The base interest rate of each fees and charges record, over the record's dates. */
  baseInterestRates: readonly RatePeriod[];
  /** The maximum penalty interest rate rows. */
  penaltyRates: readonly RatePeriod[];
  /** The last day counted: today. */
  today: string;
}

interface Stretch {
  from: string;
  to: string;
  days: number;
  balance: Decimal;
  rate: RatePeriod;
  penalty: boolean;
}

const money = (v: Decimal) => formatCurrency(v.toFixed(2));

/**
 * Interest owed on the refund of the deposit (see the rules at the top of this file).
 * Example (worked in the tests): $300,000 held, departed 1 Mar 2026, notice 2 Mar 2026 (refund due 16 Mar), base
 * interest 4.35 %, maximum penalty interest 7.61 %, read on 31 Mar 2026: 14 days (2-15 Mar) x 300,000 x 4.35 % / 365 =
 * $500.55, plus 16 days (16-31 Mar) x 300,000 x 7.61 % / 365 = $1,000.77: $1,501.32.
 */
export function refundInterestOwed(i: RefundInterestInput): Explained<Decimal> {
  const due = penaltyInterestStartDate(i.noticeDate);
  const formula =
    'Interest owed = for each day from the day after the departure: deposit held that day x the rate that day / days in the year (365 or 366), added up (the base interest rate until the refund is due, 14 days after the notice; then the maximum penalty interest rate)';
  const inputs: ExplainedInput[] = [
    { label: 'Departure', value: i.departureDate ? formatDate(i.departureDate) : 'In care' },
    { label: 'Notice date', value: i.noticeDate ? formatDate(i.noticeDate) : 'Not recorded' },
    ...(due ? [{ label: 'Refund due (notice date + 14 days)', value: formatDate(due) }] : []),
  ];
  if (!i.departureDate)
    return { value: null, formula, inputs, missing: 'Interest is owed on the refund once the resident has departed.' };
  const movements = [...i.deposit].sort((a, b) => a.date.localeCompare(b.date));
  const stretches: Stretch[] = [];
  let balance = new Decimal(0);
  let next = 0;
  let total = new Decimal(0);
  for (let day = addDays(i.departureDate, 1); day <= i.today; day = addDays(day, 1)) {
    while (next < movements.length && movements[next].date <= day) balance = balance.plus(toDecimal(movements[next++].amount));
    if (balance.lte(0)) continue;
    const penalty = !!due && day >= due;
    const rate = rateInForceOn(penalty ? i.penaltyRates : i.baseInterestRates, day);
    if (!rate) {
      const what = penalty ? 'maximum penalty interest rate' : 'base interest rate';
      return { value: null, formula, inputs, missing: `Enter the ${what} for ${formatDate(day)} in ${SOURCE}.` };
    }
    total = total.plus(
      balance
        .times(toDecimal(rate.rate))
        .div(100)
        .div(daysInYear(Number(day.slice(0, 4)))),
    );
    const last = stretches.at(-1);
    if (last && last.to === addDays(day, -1) && last.balance.eq(balance) && last.rate === rate && last.penalty === penalty) {
      last.to = day;
      last.days++;
    } else stretches.push({ from: day, to: day, days: 1, balance, rate, penalty });
  }
  if (!i.noticeDate)
    inputs.push({ label: 'Maximum penalty interest', value: 'Applies from 14 days after a notice date is recorded' });
  for (const s of stretches)
    inputs.push({
      label: `${formatDate(s.from)} to ${formatDate(s.to)} (${s.days} ${s.days === 1 ? 'day' : 'days'}): ${money(s.balance)} held at the ${s.penalty ? 'maximum penalty interest rate' : 'base interest rate'}`,
      value: formatPercent(s.rate.rate),
      effectiveDate: s.rate.startDateUtc,
      source: SOURCE,
    });
  if (!stretches.length) inputs.push({ label: 'Deposit held after the departure', value: money(balance) });
  return { value: roundMoney(total), formula, inputs };
}
