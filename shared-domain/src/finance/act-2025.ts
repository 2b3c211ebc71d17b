/**
 * The Aged Care Act 2025 arrangements of a resident entering permanent care on or after 1 Nov 2025 (seed 000 §9, seed 001
 * §9; the reference data's act_2025_resident_contributions and accommodation.rad_retention): the hotelling contribution
 * (at most its daily cap), the non-clinical care contribution (at most its daily cap, stopping at the lifetime cap or
 * after the four-year limit of days paid, both counted across the person's residencies) and the retention of the
 * refundable deposit (monthly and total, for five years of days from the first payment). Pure and decimal; every figure
 * comes with its explanation (finance/explained.ts).
 */
import Decimal from 'decimal.js';
import { formatCurrency } from '../amounts';
import { addDays } from '../dates';
import { parseMoneyInput, roundMoney, toDecimal, type DecimalInput } from '../money';
import type { AccommodationClass } from '../stay';
import { progressPercent } from './accommodation';
import type { Explained, ExplainedInput } from './explained';

/** The Act's start: residents entering on or after this day are on the new arrangements. */
export const ACT_2025_START = '2025-11-01';

/** Who the Act 2025 arrangements are decided for: the residency's dates and class, and the facility's flag. */
export interface Act2025Person {
  admissionDate: string | null;
  accommodationClass: AccommodationClass | null;
  /**
   * The facility's `enableAgedCareAct2025` flag (seed 001 §1 "feature flags change behaviour"): off, the facility
   * shows and computes no Act 2025 arrangements (contributions, retention) whatever the dates and the class.
   */
  act2025Enabled: boolean;
  /** A lead's requested admission date (a lead has no admission date yet). */
  requestedAdmissionDate?: string | null;
  /** Today: a lead enters care no earlier than today, whatever date it asked for. */
  today?: string;
}

/** The day a lead will enter care at the earliest: its requested admission date, not before today. */
function expectedEntry(p: Act2025Person): string | null {
  const requested = p.requestedAdmissionDate ?? null;
  if (!p.today) return requested;
  return requested && requested > p.today ? requested : p.today;
}

/**
 * On the Act 2025 arrangements (facility flag on): accommodation class 'From 1st Nov 2025'; or, class not chosen, entry
 * on or after 1 Nov 2025: the admission date, or for a lead (no admission date) the day it will enter care at the
 * earliest (its requested admission date, not before today). Examples: a lead without a class asking for 1 Dec 2026 is
 * on them; a lead whose class is '1st Jul 2014 to 31 Oct 2025' (a person who was in care before) is not; with the flag
 * off nobody is.
 */
export function isAct2025Resident(p: Act2025Person): boolean {
  if (!p.act2025Enabled) return false;
  if (p.accommodationClass) return p.accommodationClass === 'Post01Nov2025';
  const entry = p.admissionDate ?? expectedEntry(p);
  return !!entry && entry >= ACT_2025_START;
}

/** The caps of the fees and charges record in force (null figures are not set: never invented). */
export interface ContributionCaps {
  hotellingContributionDailyCap: string | null;
  nonClinicalCareContributionDailyCap: string | null;
  nonClinicalCareContributionLifetimeCap: string | null;
  nonClinicalCareContributionTimeLimitDays: number | null;
  /** The fees and charges record's start (the inputs' effective date). */
  startDate?: string;
}

/**
 * The warning at entry of a hotelling or non-clinical care contribution above its daily cap (the fees and charges
 * record in force): the value may be saved (a cap can change), but the fee run charges at most the cap, so the user is
 * told as they type. Null for other types, without a cap, or at or under it.
 * Example: a hotelling contribution of $25.00 with a $22.15 cap -> 'Above the daily cap of $22.15: the fee run charges
 * at most $22.15 a day.'
 */
export function contributionAboveCapWarning(
  type: string,
  values: ReadonlyArray<string | null | undefined>,
  caps: Pick<ContributionCaps, 'hotellingContributionDailyCap' | 'nonClinicalCareContributionDailyCap'> | null,
): string | null {
  const cap =
    type === 'HotellingContributionFee'
      ? caps?.hotellingContributionDailyCap
      : type === 'NonClinicalCareContributionFee'
        ? caps?.nonClinicalCareContributionDailyCap
        : null;
  if (cap === null || cap === undefined) return null;
  const above = values.some((v) => {
    const d = v === null || v === undefined ? null : parseMoneyInput(v);
    return !!d && d.gt(toDecimal(cap));
  });
  const text = formatCurrency(toDecimal(cap).toFixed(2));
  return above ? `Above the daily cap of ${text}: the fee run charges at most ${text} a day.` : null;
}

const CAPS_SOURCE = 'Funding - Fees and Charges';
const FEES_SOURCE = "The resident's fees";

function capInput(label: string, cap: string | null, caps: ContributionCaps): ExplainedInput {
  return {
    label,
    value: cap === null ? 'Not set' : formatCurrency(toDecimal(cap).toFixed(2)),
    ...(caps.startDate ? { effectiveDate: caps.startDate } : {}),
    source: CAPS_SOURCE,
  };
}

/** A daily amount at most its cap (no cap set: the amount as entered). */
function capped(amount: DecimalInput, cap: string | null): Decimal {
  const a = toDecimal(amount);
  return cap === null ? a : Decimal.min(a, toDecimal(cap));
}

/** Hotelling contribution = the resident's hotelling contribution in force, at most the daily cap. */
export function hotellingContribution(
  entry: { value: DecimalInput; effectiveDate: string } | null,
  caps: ContributionCaps,
): Explained<Decimal> {
  const formula = 'Hotelling contribution = the resident’s daily hotelling contribution, at most the daily cap';
  const inputs: ExplainedInput[] = [
    entry
      ? {
          label: 'Hotelling contribution',
          value: formatCurrency(toDecimal(entry.value).toFixed(2)),
          effectiveDate: entry.effectiveDate,
          source: FEES_SOURCE,
        }
      : { label: 'Hotelling contribution', value: 'None', source: FEES_SOURCE },
    capInput('Hotelling contribution daily cap', caps.hotellingContributionDailyCap, caps),
  ];
  if (!entry) return { value: new Decimal(0), formula, inputs };
  return { value: roundMoney(capped(entry.value, caps.hotellingContributionDailyCap)), formula, inputs };
}

/** One effective-dated daily amount (NCCC entries), oldest first or in any order. */
export interface DailyAmount {
  effectiveDate: string;
  value: DecimalInput;
}

/** What the person has paid of the non-clinical care contribution: amount and days with a contribution. */
export interface NcccPaid {
  amount: Decimal;
  days: number;
}

/**
 * The non-clinical care contribution paid in one residency, from `from` to `to` (inclusive), on top of what was paid
 * before (`before`, the person's earlier residencies): each day the amount in force at most the daily cap; nothing more
 * once the lifetime cap is reached (the last day pays what is left) or once the days paid reach the time limit.
 * Example: 1,459 days paid before, $100 a day: one more day is paid, then the four-year limit stops it.
 */
export function ncccAccrual(
  entries: readonly DailyAmount[],
  p: { from: string; to: string; caps: ContributionCaps; before?: NcccPaid },
): NcccPaid & { capReachedOn: string | null } {
  const sorted = [...entries].sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate));
  const lifetime =
    p.caps.nonClinicalCareContributionLifetimeCap === null ? null : toDecimal(p.caps.nonClinicalCareContributionLifetimeCap);
  const limit = p.caps.nonClinicalCareContributionTimeLimitDays;
  let amount = p.before?.amount ?? new Decimal(0);
  let days = p.before?.days ?? 0;
  let capReachedOn: string | null = null;
  let i = -1;
  const first = sorted[0]?.effectiveDate;
  if (!first) return { amount, days, capReachedOn };
  for (let day = first > p.from ? first : p.from; day <= p.to; day = addDays(day, 1)) {
    while (i + 1 < sorted.length && sorted[i + 1].effectiveDate <= day) i++;
    if (i < 0) continue;
    if ((lifetime && amount.gte(lifetime)) || (limit !== null && days >= limit)) {
      capReachedOn ??= day;
      break;
    }
    let today = capped(sorted[i].value, p.caps.nonClinicalCareContributionDailyCap);
    if (today.lte(0)) continue;
    if (lifetime && amount.plus(today).gt(lifetime)) today = lifetime.minus(amount);
    amount = amount.plus(today);
    days++;
  }
  return { amount: roundMoney(amount), days, capReachedOn };
}

/**
 * Non-clinical care contribution for a day = the resident's NCCC in force, at most the daily cap; nothing once the
 * lifetime cap or the four-year limit is reached (`paid`: what the person has accrued to date, every residency
 * counted: the days in care with a contribution up to today, whether or not a fee run has charged them yet).
 */
export function nonClinicalCareContribution(
  entry: { value: DecimalInput; effectiveDate: string } | null,
  caps: ContributionCaps,
  paid: NcccPaid,
): Explained<Decimal> {
  const formula =
    'Non-clinical care contribution = the resident’s daily contribution, at most the daily cap; nothing once the contribution accrued to date reaches the lifetime cap or its days the four-year limit';
  const inputs: ExplainedInput[] = [
    entry
      ? {
          label: 'Non-clinical care contribution',
          value: formatCurrency(toDecimal(entry.value).toFixed(2)),
          effectiveDate: entry.effectiveDate,
          source: FEES_SOURCE,
        }
      : { label: 'Non-clinical care contribution', value: 'None', source: FEES_SOURCE },
    capInput('Daily cap', caps.nonClinicalCareContributionDailyCap, caps),
    capInput('Lifetime cap', caps.nonClinicalCareContributionLifetimeCap, caps),
    { label: 'Accrued to date (every residency)', value: formatCurrency(paid.amount.toFixed(2)) },
    {
      label: 'Days accrued to date (every residency)',
      value: `${paid.days} of ${caps.nonClinicalCareContributionTimeLimitDays ?? 'not set'}`,
    },
  ];
  if (!entry) return { value: new Decimal(0), formula, inputs };
  const lifetime = caps.nonClinicalCareContributionLifetimeCap;
  const limit = caps.nonClinicalCareContributionTimeLimitDays;
  if ((lifetime !== null && paid.amount.gte(toDecimal(lifetime))) || (limit !== null && paid.days >= limit)) {
    return { value: new Decimal(0), formula, inputs };
  }
  let value = capped(entry.value, caps.nonClinicalCareContributionDailyCap);
  if (lifetime !== null) value = Decimal.min(value, toDecimal(lifetime).minus(paid.amount));
  return { value: roundMoney(value), formula, inputs };
}

/** NCCC paid against the lifetime cap, in percent (capped at 100); null when the cap is not set. */
export function ncccLifetimeProgress(paid: NcccPaid, caps: ContributionCaps): Explained<Decimal> {
  const cap = caps.nonClinicalCareContributionLifetimeCap;
  const base = progressPercent(paid.amount, cap ?? 0);
  const formula =
    'Lifetime progress = non-clinical care contribution accrued to date (every residency) / lifetime cap x 100, at most 100 %';
  const inputs = [
    { label: 'Accrued to date (every residency)', value: formatCurrency(paid.amount.toFixed(2)) },
    capInput('Lifetime cap', cap, caps),
  ];
  if (cap === null) return { value: null, formula, inputs, missing: 'Set the lifetime cap in Funding - Fees and Charges' };
  return { ...base, formula, inputs };
}

/** NCCC days paid against the four-year limit (1,460 days), in percent (capped at 100); null when the limit is not set. */
export function ncccTimeLimitProgress(paid: NcccPaid, caps: ContributionCaps): Explained<Decimal> {
  const limit = caps.nonClinicalCareContributionTimeLimitDays;
  const formula =
    'Time limit progress = days with a non-clinical care contribution (every residency) / day limit x 100, at most 100 %';
  const inputs: ExplainedInput[] = [
    { label: 'Days accrued to date (every residency)', value: String(paid.days) },
    {
      label: 'Day limit',
      value: limit === null ? 'Not set' : String(limit),
      ...(caps.startDate ? { effectiveDate: caps.startDate } : {}),
      source: CAPS_SOURCE,
    },
  ];
  if (limit === null || limit <= 0)
    return { value: null, formula, inputs, missing: 'Set the day limit in Funding - Fees and Charges' };
  const pct = Decimal.min(100, new Decimal(paid.days).div(limit).times(100)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return { value: pct, formula, inputs };
}

// ---------------------------------------------------------------- retention

// The retention of the refundable deposit (./retention): importable from here with the other Act 2025 figures.
