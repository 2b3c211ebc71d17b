/**
 * The monthly fee run and the resident's account: what a residency is charged for a month from its
 * effective-dated fees and its optional services, which charges its deposit pays (drawdowns), and the balances. Pure and
 * decimal; the API's fee run and the transactions tab both use these functions, and each figure carries its explanation.
 *
 * The rules, stated once:
 * - Days in care of a month: from the admission day (counted) to the day before the departure (the departure day is not
 *   charged), within the month. Leave does not stop the fees.
 * - A daily fee is charged for each day in care at the value in force that day: the latest value whose effective date is
 *   on or before the day (a value set before the admission applies from the admission). No value yet: nothing that day.
 * - A monthly amount (pre-2014 monthly amount fee, a Monthly optional service) is charged per day in care at amount /
 *   days in that month, so a full month charges the amount; the pre-2014 monthly amount stops after the 60th payment
 *   (from the admission, one a whole month: finance/pre2014, as the fees tab counts them); Weekly, Fortnightly and Yearly services likewise at rate / 7,
 *   / 14 and / days in the year. A service's rate is 0 outside its dates and outside the residency's service period.
 * - The Aged Care Act 2025 contributions are charged only to a resident on the Act's arrangements (at a facility with
 *   the Act enabled): the hotelling contribution each day at most its daily cap; the non-clinical care contribution each
 *   day at most its daily cap, and nothing more once the person's lifetime cap or four-year limit of days paid is reached
 *   (counted across the person's residencies, as the fees tab counts it). The caps are those of the fees and charges
 *   record in force on the month's last day.
 * - Each line (one fee type, or one optional service of the residency) is summed exactly and rounded once, half-up to
 *   the cent. Lines of zero are not charged.
 */
import Decimal from 'decimal.js';
import { formatCurrency, formatPercent } from '../amounts';
import { daysInYear, MONTH_NAMES, monthBounds } from '../calendar';
import { addDays, daysBetween, formatDate } from '../dates';
import { RESIDENT_FINANCE_EFFECTIVE_DATE_TYPE_LABELS } from '../labels';
import { roundMoney, sumMoney, toDecimal, type DecimalInput } from '../money';
import { rateOn, type ServiceRate } from '../optional-services';
import type { ContributionCaps, NcccPaid } from './act-2025';
import { DAP_FORMULA, DAP_MESSAGES, dapOn, type DapInput } from './dap';
import type { Explained, ExplainedInput } from './explained';
import type { DrawdownFlag } from './labels';
import { PRE2014_PAYMENTS, pre2014MonthlyAmountDue, pre2014PaymentsMade } from './pre2014';

/** The fees charged per day in care, in the order the account lists them. */
export const DAILY_FEE_TYPES = [
  'BasicDailyCareFee',
  'MeansTestCareFee',
  'DailyAccommodationContribution',
  'DailyAccommodationPayment',
  'Pre2014IncomeTestFee',
  'PrivateDailyCareFee',
  'HotellingContributionFee',
  'NonClinicalCareContributionFee',
] as const;
/** The fees that are monthly amounts. */
export const MONTHLY_FEE_TYPES = ['Pre2014MonthlyAmountFee'] as const;
export type ChargedFeeType = (typeof DAILY_FEE_TYPES)[number] | (typeof MONTHLY_FEE_TYPES)[number];
export const CHARGED_FEE_TYPES: readonly ChargedFeeType[] = [...DAILY_FEE_TYPES, ...MONTHLY_FEE_TYPES];

export const OPTIONAL_SERVICE_FEE_TYPE = 'OptionalService';

export type BillingPeriod = 'Daily' | 'Weekly' | 'Fortnightly' | 'Monthly' | 'Yearly';

/** The fee run's messages (the API's 400 and the run dialog). */
export const FEE_RUN_MESSAGES = {
  periodRequired: 'Select the month to charge.',
  periodFormat: 'The month must be a month and year (YYYY-MM).',
  periodInFuture: 'A fee run cannot charge a month in the future.',
  runCompleted: 'Fee run completed.',
  runFailed: 'Unable to run the fee run.',
  recentRuns: 'Recent fee runs',
  noRuns: 'No fee run has been run at this facility yet.',
  /** Seed 001 §8. */
  balanceLoadError: 'Unexpected error while loading transaction history balance.',
  /** Seed 001 §8. */
  transactionsLoadError: 'Unexpected error while loading transaction history.',
} as const;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The toast of a completed run: how many entries it posted and reversed, and how many residents it could not charge in
 * full. Example: 'Fee run completed: 124 entries posted, 2 reversed. 1 resident was not charged in full (see Recent fee
 * runs).'
 */
export function feeRunCompletedMessage(run: { chargesCreated: number; reversalsCreated: number; flagged: readonly unknown[] }) {
  const flagged = run.flagged.length
    ? ` ${count(run.flagged.length, 'resident was', 'residents were')} not charged in full (see ${FEE_RUN_MESSAGES.recentRuns}).`
    : '';
  return `Fee run completed: ${count(run.chargesCreated, 'entry', 'entries')} posted, ${run.reversalsCreated} reversed.${flagged}`;
}

/** One flagged resident of a run as the run list says it: 'Alice Smith: <reason> (<days>)'. */
export function feeRunFlaggedText(f: { name: string; reason: string; days: string }): string {
  return `${f.name}: ${f.reason} (${f.days})`;
}

/** The warning a finance user sees when the facility's latest fee run failed (it writes nothing; run it again). */
export function feeRunFailedMessage(period: string, error: string | null): string {
  return `The fee run for ${monthHeading(period)} failed and charged nothing${error ? ` (${error})` : ''}. Run it again once the cause is fixed.`;
}

/** The last `count` months up to `today`'s, newest first ('YYYY-MM'): the run dialog's choices. */
export function recentMonths(today: string, count: number): string[] {
  const months = [today.slice(0, 7)];
  while (months.length < count) months.push(previousMonth(`${months[months.length - 1]}-01`));
  return months;
}

const PERIOD_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The fee run's refusal of a month ('YYYY-MM'), or null: a month after the current one (`today`'s) is refused. */
export function feeRunPeriodError(period: string | null | undefined, today: string): string | null {
  if (!period) return FEE_RUN_MESSAGES.periodRequired;
  const m = PERIOD_RE.exec(period);
  if (!m || Number(m[1]) < 1900 || Number(m[1]) > 2100) return FEE_RUN_MESSAGES.periodFormat;
  return period > today.slice(0, 7) ? FEE_RUN_MESSAGES.periodInFuture : null;
}

/** The month before `today`'s ('YYYY-MM'): what the scheduled run on the 1st charges, and the run dialog's default. */
export function previousMonth(today: string): string {
  const [y, m] = today.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** The first and last day of a month 'YYYY-MM', and its length: the month calendar's. */

/** The account's month heading of a date or month: '2026-11-05' or '2026-11' -> 'November 2026'. */
export function monthHeading(date: string): string {
  const [y, m] = date.split('-').map(Number);
  return `${MONTH_NAMES[m - 1]} ${y}`;
}

export interface DaysInCare {
  first: string;
  last: string;
  days: number;
}

/**
 * The days in care of a month: from the admission day (counted) to the day before the departure (not counted), within
 * the month; null when the residency was not in care on any day of it.
 */
export function daysInCare(period: string, admissionDate: string, departureDate: string | null): DaysInCare | null {
  const month = monthBounds(period);
  const first = admissionDate > month.first ? admissionDate : month.first;
  const lastInCare = departureDate ? addDays(departureDate, -1) : month.last;
  const last = lastInCare < month.last ? lastInCare : month.last;
  if (first > last) return null;
  return { first, last, days: daysBetween(first, last) + 1 };
}

export interface EffectiveValue {
  type: string;
  /** Effective from 'YYYY-MM-DD'. */
  date: string;
  /** Decimal string (a support level's value is its level). */
  value: string;
  /** The stored entry's id: on a shared day the later recorded wins. */
  id?: number;
}

export interface ResidencyService {
  /** The residency's service period (residency_optional_services.id). */
  id: number;
  description: string;
  billingPeriod: BillingPeriod;
  startDate: string;
  endDate: string | null;
  rates: readonly ServiceRate[];
}

export interface FeeRunInput {
  /** 'YYYY-MM'. */
  period: string;
  admissionDate: string;
  departureDate: string | null;
  /** The residency's effective-dated values (other types are ignored). */
  values: readonly EffectiveValue[];
  services: readonly ResidencyService[];
  /**
   * The Aged Care Act 2025 contributions' caps and what the person paid of the non-clinical care contribution before
   * this month (every residency); null when the resident is not on the Act's arrangements (no contribution is charged).
   */
  act2025: { caps: ContributionCaps; ncccBefore: NcccPaid } | null;
  /**
   * What the daily accommodation payment needs (finance/dap: the entered DAP, else the one calculated on the unpaid RAD
   * with drawdowns, as the fees tab shows it). Absent: only an entered DAP is charged (callers without the inputs).
   */
  dap?: DapInput;
}

/** A residency the fee run could not charge in full, and why (the run's result lists it). */
export interface FeeRunFlag {
  reason: string;
  /** The days in care concerned, e.g. '01 Nov 2025 to 30 Nov 2025 (30 days)'. */
  days: string;
}

/**
 * What the run cannot charge: the days in care on which a DAP is needed but cannot be calculated (no MPIR covers the
 * agreed room price date). Empty when everything is charged.
 */
export function feeRunFlags(input: FeeRunInput): FeeRunFlag[] {
  const care = daysInCare(input.period, input.admissionDate, input.departureDate);
  if (!care || !input.dap) return [];
  const dap = input.dap;
  const missing = segmentsOf(care, (day) => (dapOn(dap, day).kind === 'missing' ? { value: new Decimal(1) } : null));
  return missing.map((s) => ({ reason: DAP_MESSAGES.feeRunReason, days: range(s) }));
}

const CONTRIBUTIONS = ['HotellingContributionFee', 'NonClinicalCareContributionFee'] as const;

/** The day's contribution at most its cap; for the NCCC also within the lifetime cap and the four-year limit. */
function contributionOn(
  type: (typeof CONTRIBUTIONS)[number],
  act: NonNullable<FeeRunInput['act2025']>,
): (value: Decimal) => { value: Decimal; note?: string } | null {
  const cap = (c: string | null, v: Decimal) => (c === null ? v : Decimal.min(v, toDecimal(c)));
  if (type === 'HotellingContributionFee') return (v) => ({ value: cap(act.caps.hotellingContributionDailyCap, v) });
  const lifetime = act.caps.nonClinicalCareContributionLifetimeCap;
  const limit = act.caps.nonClinicalCareContributionTimeLimitDays;
  let paid = toDecimal(act.ncccBefore.amount);
  let days = act.ncccBefore.days;
  return (v) => {
    let day = cap(act.caps.nonClinicalCareContributionDailyCap, v);
    if (day.lte(0)) return { value: day };
    if ((lifetime !== null && paid.gte(toDecimal(lifetime))) || (limit !== null && days >= limit)) return null;
    if (lifetime !== null && paid.plus(day).gt(toDecimal(lifetime))) day = toDecimal(lifetime).minus(paid);
    paid = paid.plus(day);
    days++;
    return { value: day };
  };
}

export interface ChargeLine {
  /** What the line charges within the residency and month: the fee type, or 'service:{id}'. */
  key: string;
  /** A ChargedFeeType, or OptionalService. */
  feeType: string;
  description: string;
  /** Days charged (days in care with a value). */
  days: number;
  /** Decimal string, to the cent. */
  amount: string;
  explanation: Explained<string>;
}

/** A run of consecutive days at the same value (its effective date, when it comes from an effective-dated list). */
interface Segment {
  from: string;
  to: string;
  days: number;
  value: Decimal;
  effectiveDate?: string;
}

function segmentsOf(care: DaysInCare, valueOn: (day: string) => { value: Decimal; effectiveDate?: string } | null): Segment[] {
  const segments: Segment[] = [];
  for (let day = care.first; day <= care.last; day = addDays(day, 1)) {
    const v = valueOn(day);
    if (!v) continue;
    const last = segments.at(-1);
    if (last && last.to === addDays(day, -1) && last.value.eq(v.value) && last.effectiveDate === v.effectiveDate) {
      last.to = day;
      last.days += 1;
    } else
      segments.push({
        from: day,
        to: day,
        days: 1,
        value: v.value,
        ...(v.effectiveDate ? { effectiveDate: v.effectiveDate } : {}),
      });
  }
  return segments;
}

const range = (s: { from: string; to: string; days: number }) =>
  `${formatDate(s.from)} to ${formatDate(s.to)} (${s.days} ${s.days === 1 ? 'day' : 'days'})`;

function latestOn(values: readonly EffectiveValue[], day: string): EffectiveValue | null {
  let found: EffectiveValue | null = null;
  for (const v of values) if (v.date <= day && (!found || v.date >= found.date)) found = v;
  return found;
}

const daysInYearOf = (day: string) => daysInYear(Number(day.slice(0, 4)));

function serviceDivisor(period: BillingPeriod, day: string, monthDays: number): number {
  switch (period) {
    case 'Daily':
      return 1;
    case 'Weekly':
      return 7;
    case 'Fortnightly':
      return 14;
    case 'Monthly':
      return monthDays;
    case 'Yearly':
      return daysInYearOf(day);
  }
}

const SERVICE_DIVISOR_WORDS: Record<BillingPeriod, string> = {
  Daily: 'the daily rate',
  Weekly: 'the weekly rate / 7',
  Fortnightly: 'the fortnightly rate / 14',
  Monthly: 'the monthly rate / days in the month',
  Yearly: 'the yearly rate / days in the year',
};

function contributionInputs(type: string, act: NonNullable<FeeRunInput['act2025']>): ExplainedInput[] {
  const c = act.caps;
  const capValue = (v: string | null) => (v === null ? 'Not set' : formatCurrency(toDecimal(v).toFixed(2)));
  const source = { ...(c.startDate ? { effectiveDate: c.startDate } : {}), source: 'Funding - Fees and Charges' };
  if (type === 'HotellingContributionFee')
    return [{ label: 'Hotelling contribution daily cap', value: capValue(c.hotellingContributionDailyCap), ...source }];
  return [
    { label: 'Non-clinical care contribution daily cap', value: capValue(c.nonClinicalCareContributionDailyCap), ...source },
    { label: 'Lifetime cap', value: capValue(c.nonClinicalCareContributionLifetimeCap), ...source },
    { label: 'Paid before this month (every residency)', value: formatCurrency(toDecimal(act.ncccBefore.amount).toFixed(2)) },
    {
      label: 'Days paid before this month (every residency)',
      value: `${act.ncccBefore.days} of ${c.nonClinicalCareContributionTimeLimitDays ?? 'not set'}`,
    },
  ];
}

function careInput(care: DaysInCare): ExplainedInput {
  return { label: 'Days in care', value: `${care.days}: ${formatDate(care.first)} to ${formatDate(care.last)}` };
}

/**
 * The charge lines of a residency for a month (see the rules at the top of this file): the daily fees, the monthly
 * amounts and the optional services, each rounded once to the cent; lines of zero are left out.
 */
export function feeRunCharges(input: FeeRunInput): ChargeLine[] {
  const care = daysInCare(input.period, input.admissionDate, input.departureDate);
  if (!care) return [];
  const month = monthBounds(input.period);
  const lines: ChargeLine[] = [];
  const label = (type: string) => RESIDENT_FINANCE_EFFECTIVE_DATE_TYPE_LABELS[type as ChargedFeeType] ?? type;

  for (const type of CHARGED_FEE_TYPES) {
    if (type === 'DailyAccommodationPayment' && input.dap) {
      const line = dapLine(care, input.dap);
      if (line) lines.push(line);
      continue;
    }
    const values = input.values.filter((v) => v.type === type);
    if (!values.length) continue;
    const contribution = (CONTRIBUTIONS as readonly string[]).includes(type);
    if (contribution && !input.act2025) continue;
    const limited = contribution ? contributionOn(type as (typeof CONTRIBUTIONS)[number], input.act2025!) : null;
    const monthly = (MONTHLY_FEE_TYPES as readonly string[]).includes(type);
    // The pre-2014 monthly amount stops after the 60th payment (finance/pre2014, the fees tab's "n of 60").
    const pre2014 = type === 'Pre2014MonthlyAmountFee';
    const segments = segmentsOf(care, (day) => {
      if (pre2014 && !pre2014MonthlyAmountDue(input.admissionDate, day)) return null;
      const v = latestOn(values, day);
      if (!v) return null;
      if (!limited) return { value: toDecimal(v.value), effectiveDate: v.date };
      const charged = limited(toDecimal(v.value));
      return charged ? { value: charged.value, effectiveDate: v.date } : null;
    });
    const exact = sumMoney(segments.map((s) => (monthly ? s.value.times(s.days).div(month.days) : s.value.times(s.days))));
    const amount = roundMoney(exact);
    if (amount.isZero()) continue;
    const days = segments.reduce((n, s) => n + s.days, 0);
    lines.push({
      key: type,
      feeType: type,
      description: label(type),
      days,
      amount: amount.toFixed(2),
      explanation: {
        value: amount.toFixed(2),
        formula: monthly
          ? `Charge = the monthly amount in force each day x days in care / ${month.days} days in the month, rounded to the cent${pre2014 ? ' (until the 60th payment: nothing from the day it is made)' : ''}`
          : contribution
            ? type === 'HotellingContributionFee'
              ? 'Charge = the daily hotelling contribution in force on each day in care, at most the daily cap, added up and rounded to the cent'
              : 'Charge = the daily non-clinical care contribution in force on each day in care, at most the daily cap, until the lifetime cap or the four-year limit of days paid is reached, added up and rounded to the cent'
            : 'Charge = the daily fee in force on each day in care, added up and rounded to the cent',
        inputs: [
          careInput(care),
          ...(pre2014
            ? [
                {
                  label: "Pre-2014 payments made by the month's end",
                  value: `${pre2014PaymentsMade(input.admissionDate, care.last)} of ${PRE2014_PAYMENTS}`,
                },
              ]
            : []),
          ...(contribution ? contributionInputs(type, input.act2025!) : []),
          ...segments.map((s) => ({
            label: `${label(type)}, ${range(s)}`,
            value: formatCurrency(s.value.toFixed(2)),
            ...(s.effectiveDate ? { effectiveDate: s.effectiveDate } : {}),
            source: "The resident's fees",
          })),
        ],
      },
    });
  }

  for (const service of input.services) {
    const segments = segmentsOf(care, (day) => {
      if (day < service.startDate || (service.endDate && day > service.endDate)) return null;
      const rate = toDecimal(rateOn(service.rates, day));
      return rate.isZero() ? null : { value: rate };
    });
    const exact = sumMoney(
      segments.map((s) => {
        // A Yearly rate's divisor can change within a segment only across a year end, which a month never crosses.
        return s.value.times(s.days).div(serviceDivisor(service.billingPeriod, s.from, month.days));
      }),
    );
    const amount = roundMoney(exact);
    if (amount.isZero()) continue;
    lines.push({
      key: `service:${service.id}`,
      feeType: OPTIONAL_SERVICE_FEE_TYPE,
      description: service.description,
      days: segments.reduce((n, s) => n + s.days, 0),
      amount: amount.toFixed(2),
      explanation: {
        value: amount.toFixed(2),
        formula: `Charge = ${SERVICE_DIVISOR_WORDS[service.billingPeriod]} in force on each day in care within the service period, added up and rounded to the cent (a rate is 0 outside its dates)`,
        inputs: [
          careInput(care),
          {
            label: 'Service period',
            value: `${formatDate(service.startDate)} to ${service.endDate ? formatDate(service.endDate) : 'open'}`,
            source: "The resident's optional services",
          },
          ...segments.map((s) => ({
            label: `${service.description} (${service.billingPeriod}), ${range(s)}`,
            value: formatCurrency(s.value.toFixed(2)),
            source: 'Administration - optional services',
          })),
        ],
      },
    });
  }
  return lines;
}

/**
 * The month's daily accommodation payment (finance/dap): each day in care the DAP of that day, entered or calculated on
 * that day's unpaid RAD, added up and rounded to the cent once; null when nothing is charged.
 */
function dapLine(care: DaysInCare, dap: DapInput): ChargeLine | null {
  const label = RESIDENT_FINANCE_EFFECTIVE_DATE_TYPE_LABELS.DailyAccommodationPayment;
  const kinds = new Map<string, string>();
  const segments = segmentsOf(care, (day) => {
    const d = dapOn(dap, day);
    if (d.kind === 'entered') return { value: d.value, effectiveDate: d.effectiveDate };
    if (d.kind !== 'calculated') return null;
    // A calculated day's key: its unpaid RAD and MPIR, so each change of either starts a new segment.
    const key = `calc:${d.unpaid.toFixed(2)}@${d.mpir.rate}`;
    kinds.set(key, `calculated on unpaid RAD ${formatCurrency(d.unpaid.toFixed(2))} at MPIR ${formatPercent(d.mpir.rate)}`);
    return { value: d.value, effectiveDate: key };
  });
  const amount = roundMoney(sumMoney(segments.map((s) => s.value.times(s.days))));
  if (amount.isZero()) return null;
  return {
    key: 'DailyAccommodationPayment',
    feeType: 'DailyAccommodationPayment',
    description: label,
    days: segments.reduce((n, s) => n + s.days, 0),
    amount: amount.toFixed(2),
    explanation: {
      value: amount.toFixed(2),
      formula: `Charge = the daily accommodation payment of each day in care (the value entered, else ${DAP_FORMULA.charAt(0).toLowerCase()}${DAP_FORMULA.slice(1)}), added up and rounded to the cent`,
      inputs: [
        careInput(care),
        ...segments.map((s) => {
          const calculated = s.effectiveDate ? kinds.get(s.effectiveDate) : undefined;
          return calculated
            ? {
                label: `${label}, ${range(s)}, ${calculated}`,
                value: formatCurrency(s.value.toFixed(2)),
                source: "The resident's fees and account",
              }
            : {
                label: `${label} entered, ${range(s)}`,
                value: formatCurrency(s.value.toFixed(2)),
                ...(s.effectiveDate ? { effectiveDate: s.effectiveDate } : {}),
                source: "The resident's fees",
              };
        }),
      ],
    },
  };
}

// ---------------------------------------------------------------- drawdowns

// The drawdown flags of a residency's finance record (a ticked flag: the deposit pays that fee): finance/labels.

/**
 * The fee each drawdown flag draws down. PI (penalty interest) is not charged by the fee run, so it draws nothing here.
 * AC, the accommodation charge, is the daily accommodation payment.
 */
export const DRAWDOWN_FEE_TYPES: Readonly<Record<DrawdownFlag, ChargedFeeType | null>> = {
  dac: 'DailyAccommodationContribution',
  bdf: 'BasicDailyCareFee',
  mtcf: 'MeansTestCareFee',
  ac: 'DailyAccommodationPayment',
  pi: null,
  itf: 'Pre2014IncomeTestFee',
  hc: 'HotellingContributionFee',
  nccc: 'NonClinicalCareContributionFee',
};

export interface DrawdownLine {
  /** The charge line it pays. */
  key: string;
  feeType: string;
  description: string;
  amount: string;
  explanation: Explained<string>;
}

/**
 * The drawdowns of a month: each charge whose fee is flagged is paid from the deposit, in the order of the charges, as
 * far as the deposit available (held before this month's drawdowns) goes; never more than the charge.
 */
export function drawdownLines(
  charges: readonly ChargeLine[],
  flags: Partial<Record<DrawdownFlag, boolean>>,
  depositAvailable: DecimalInput,
): DrawdownLine[] {
  const drawn = new Set(
    (Object.keys(DRAWDOWN_FEE_TYPES) as DrawdownFlag[]).filter((f) => flags[f]).map((f) => DRAWDOWN_FEE_TYPES[f]),
  );
  let remaining = Decimal.max(0, toDecimal(depositAvailable));
  const lines: DrawdownLine[] = [];
  for (const c of charges) {
    if (!drawn.has(c.feeType as ChargedFeeType)) continue;
    const charge = toDecimal(c.amount);
    const amount = Decimal.min(charge, remaining);
    if (amount.lte(0)) continue;
    lines.push({
      key: c.key,
      feeType: c.feeType,
      description: `${c.description} drawn down from the deposit`,
      amount: amount.toFixed(2),
      explanation: {
        value: amount.toFixed(2),
        formula: 'Drawdown = the charge, or the deposit held if less (the fee is ticked to be drawn down)',
        inputs: [
          { label: c.description, value: formatCurrency(charge.toFixed(2)) },
          { label: 'Deposit held before the drawdown', value: formatCurrency(remaining.toFixed(2)) },
        ],
      },
    });
    remaining = remaining.minus(amount);
  }
  return lines;
}

// ---------------------------------------------------------------- balances

/** The account's totals by kind of entry (decimal strings, as the database sums them). */
export interface AccountTotals {
  /** Charges (account +). */
  charges: DecimalInput;
  /** Payments, as positive amounts. */
  payments: DecimalInput;
  /** Drawdowns, as positive amounts. */
  drawdowns: DecimalInput;
  /** Deposits paid less refunds (deposit +). */
  deposits: DecimalInput;
  /** Retention deducted from the deposit (Aged Care Act 2025, billing-integrated facilities), as a positive amount. */
  retention: DecimalInput;
  /** The reversals' effect on the account (signed: reversing a charge is negative). */
  accountReversals: DecimalInput;
  /** The reversals' effect on the deposit (signed). */
  depositReversals: DecimalInput;
}

/** The ledger's sums for one kind of entry (as stored: payments and drawdowns negative on the account). */
export interface KindSums {
  kind: string | null;
  account: DecimalInput;
  deposit: DecimalInput;
}

/** The account's totals from the ledger's sums by kind (a kind without entries counts 0). */
export function accountTotals(sums: readonly KindSums[]): AccountTotals {
  const of = (kind: string) => sums.find((r) => r.kind === kind) ?? { account: '0', deposit: '0' };
  return {
    charges: of('Charge').account,
    payments: toDecimal(of('Payment').account).negated().toFixed(2),
    drawdowns: toDecimal(of('Drawdown').account).negated().toFixed(2),
    deposits: of('Deposit').deposit,
    retention: toDecimal(of('Retention').deposit).negated().toFixed(2),
    accountReversals: of('Reversal').account,
    depositReversals: of('Reversal').deposit,
  };
}

const money = (v: DecimalInput) => formatCurrency(toDecimal(v).toFixed(2));

/** What the resident owes: charges - payments - drawdowns (the deposit paid those charges) + reversals. */
export function accountBalance(t: AccountTotals): Explained<string> {
  const value = toDecimal(t.charges)
    .minus(toDecimal(t.payments))
    .minus(toDecimal(t.drawdowns))
    .plus(toDecimal(t.accountReversals));
  return {
    value: value.toFixed(2),
    formula:
      'Balance = charges - payments - fees drawn down from the deposit + reversals (a reversal cancels the entry it corrects)',
    inputs: [
      { label: 'Charges', value: money(t.charges), source: 'Fee runs' },
      { label: 'Payments', value: money(t.payments) },
      { label: 'Drawn down from the deposit', value: money(t.drawdowns), source: 'Drawdown flags on the fees tab' },
      { label: 'Reversals', value: money(t.accountReversals) },
    ],
  };
}

/**
 * The deposit held (RAD, RAC and top-up payments, kept apart from the account): deposits - drawdowns - retention +
 * reversals.
 */
export function depositBalance(t: AccountTotals): Explained<string> {
  const value = toDecimal(t.deposits)
    .minus(toDecimal(t.drawdowns))
    .minus(toDecimal(t.retention))
    .plus(toDecimal(t.depositReversals));
  return {
    value: value.toFixed(2),
    formula: 'Deposit held = RAD, RAC and top-up payments (refunds negative) - fees drawn down - retention deducted + reversals',
    inputs: [
      { label: 'Deposits paid', value: money(t.deposits), source: 'RAD/RAC payments on the fees tab' },
      { label: 'Drawn down', value: money(t.drawdowns) },
      { label: 'Retention deducted', value: money(t.retention), source: 'Fee runs (Aged Care Act 2025)' },
      { label: 'Reversals', value: money(t.depositReversals) },
    ],
  };
}
