/**
 * The fees tab's rules and figures (seed 000 §4 "support level drives fees", §5, §9; seed 001 §3 "Finance fees",
 * "Effective-date entry", §5 "Effective-date lists", "RAD/RAC payments", "Other fee amounts", §9): the effective-date
 * lists of every ResidentFinanceEffectiveDateType, the RAD/RAC payments, the support level rules, the pre-2014
 * arrangements, the residency's optional services, and every computed figure with its explanation. The screen runs them
 * while the user edits; the API runs the same functions on save (400 model-state with these keys and messages) and to
 * answer GET. Pure; money is decimal end to end.
 *
 * Billing-integrated facilities (seed 000 §6 "the facility billing-integrated flag changes retention and paid-amount
 * calculations"): two named figures per deposit. "RAD paid" is the payments less refunds from the lump sum; "RAD held"
 * is the RAD paid less the fees drawn down from it and, when the facility bills in the product (whose monthly fee run
 * deducts the Act 2025 retention from the deposit), less the retention deducted so far. When billing happens in another
 * system, that system deducts the retention: the product shows it for information and the held amount does not count
 * it. The same for the RAC.
 * The balances still to pay and the progress count the payments themselves either way: retention does not make the
 * resident owe more.
 */
import Decimal from 'decimal.js';
import { formatCurrency } from '../amounts';
import { addDays, formatDate, isDateOnly } from '../dates';
import type { ResidentFinanceEffectiveDateType, SupportLevel } from '../enums';
import { ADMITTED_BEFORE_NOV_2025, MPIR_NOT_SET, SUCCESS_MESSAGES } from '../messages';
import { INPUT_MESSAGES, validateEffectiveDateRows, type EffectiveDateRow } from '../form-input';
import type { FieldErrors } from '../model-state';
import { parseMoneyInput, roundMoney, toDecimal, type DecimalInput } from '../money';
import { rateInForceOn, type DatedRate } from '../rate-periods';
import { residencyPeriodErrors, type PeriodError, type ServiceWindow } from '../optional-services';
import type { AccommodationClass } from '../stay';
import { calculatedRac, progressPercent } from './accommodation';
import { type DepositPayment } from './retention';
import {
  ACT_2025_START,
  hotellingContribution,
  isAct2025Resident,
  ncccAccrual,
  ncccLifetimeProgress,
  ncccTimeLimitProgress,
  nonClinicalCareContribution,
  type ContributionCaps,
  type NcccPaid,
} from './act-2025';
import { retentionFigures } from './retention';
import { dapFigure, type DapEntry, type DapInput } from './dap';
import type { Explained, ExplainedInput } from './explained';
import { isBondLevel, pre2014BondDailyAmount, pre2014PaymentsMade, type Pre2014Arrangement } from './pre2014';

/**
 * RAD/RAC payments go down to -9,999,999.99 (a refund or correction); other fee amounts from 0 (seed 001 §5, §9), the
 * top-up DAC payments included (they are payments by date, but not RAD/RAC payments).
 */
export const PAYMENT_MINIMUM = '-9999999.99';
export const AMOUNT_MAXIMUM = '99999999.99';

/** Every message of the fees rules (the seed's wording where it has one; the others say what to fix). */
export const FEES_MESSAGES = {
  /** Seed 000 §5: an agreed room price needs the MPIR of its date (key `mpir`, as admission and transfer). */
  mpirMissing: MPIR_NOT_SET,
  /** Seed 001 §5: the admission rule's notice, when the class is set to Post01Nov2025 for an entry before 1 Nov 2025. */
  accommodationClassBeforeAct2025: ADMITTED_BEFORE_NOV_2025,
  accommodationCostRequired: 'Accommodation cost is required for pre-2014 care when continuing care at Bond level.',
  pre2014CareLevelRequired: 'Please select the pre-2014 care level.',
  listEmpty: 'Please enter at least one effective date and value.',
  noneTodayOrEarlier: 'At least one effective date must be today or earlier.',
  /** Reason NonUnique: two rows on the same day. */
  nonUnique: INPUT_MESSAGES.effectiveDateDuplicate,
  /** Reason MultipleAdmissionDate: the first value is based on the admission date; no other may be on or before it. */
  multipleAdmissionDate: (admissionDate: string) =>
    `Only the first value can be dated on or before the admission date (${formatDate(admissionDate)}).`,
  supportLevelRequired: 'Please select the support level.',
  valueRequired: 'Please enter the value.',
  amountMinimum: INPUT_MESSAGES.belowMinimum(0),
  paymentMinimum: INPUT_MESSAGES.belowMinimum('-9,999,999.99'),
  /**
   * An entry's value that is not a number within the save's limits (the contract's own message for the field): the
   * limits differ by type, so the message names each, never one range that a fee amount cannot take.
   */
  valueInvalid:
    'The value must be a number with at most 2 decimal places, not more than 99,999,999.99 and not less than 0 ' +
    '(-9,999,999.99 for a RAD or RAC payment).',
  paymentsSumNegative: 'The payments cannot add up to less than $0.00.',
  paymentDateInFuture: 'The payment date cannot be in the future.',
  /** Refunded from the lump sum is part of the RAD paid: never more than the RAD payments. */
  refundedAboveRadPaid: (radPaid: string) =>
    `The refunded amount from lump sum deposit cannot be more than the RAD paid (${formatCurrency(radPaid)}).`,
  paymentDateBeforeAdmission: (admissionDate: string) =>
    `The payment date cannot be before the admission date (${formatDate(admissionDate)}).`,
  optionalService: {
    required: 'Please select the optional service.',
    startDateRequired: 'Please enter the start date.',
    startDateBeforeServiceStartDate: "The start date cannot be before the service's start date.",
    startDateAfterServiceEndDate: "The start date cannot be after the service's end date.",
    invalidDate: 'The end date cannot be before the start date.',
    endDateAfterServiceEndDate: "The end date cannot be after the service's end date.",
    overlapDate: 'This service already has a period overlapping or next to these dates.',
  } satisfies Record<PeriodError | 'startDateRequired', string>,
  /** Seed 000 §8 / seed 001 §8 successes and errors: a saved fees or funding tab shows 'Saved successfully.'. */
  saved: SUCCESS_MESSAGES.savedSuccessfully,
  displayError: 'Unable to display financials.',
  saveError: 'Unable to save changes.',
} as const;

// ---------------------------------------------------------------- entries and their history

/**
 * An effective-dated value as the tab holds it (a stored entry has an id; a new one has none): the save's entry
 * (contracts/finance-fees EffectiveDateEntryBody, the same shape, checked there). `value` is a decimal (money or
 * percent); a SupportLevel entry has `supportLevel` and a null value.
 */
export interface FeeEntry {
  id?: number;
  effectiveDateType: ResidentFinanceEffectiveDateType;
  /** 'YYYY-MM-DD' */
  effectiveFromDate: string;
  value: string | number | null;
  supportLevel: SupportLevel | null;
}

/**
 * The payments: their date is the payment date (PAYMENT DATE in the history), several may share a day and each reaches
 * the resident's account. Only RAD and RAC payments take the refund minimum and the sum rule (seed 001 §5 "RAD/RAC
 * payments"); a top-up DAC is an other fee amount, from 0.
 */
export const PAYMENT_TYPES = ['RadPaid', 'RacPaid', 'TopupDailyAccommodationContribution'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const isPaymentType = (type: string): type is PaymentType => (PAYMENT_TYPES as readonly string[]).includes(type);
/** RAD and RAC payments: from -9,999,999.99 each, the sum at least 0. */
export const isDepositPaymentType = (type: string): type is 'RadPaid' | 'RacPaid' => type === 'RadPaid' || type === 'RacPaid';
/** The least amount of a payment type: -9,999,999.99 for RAD and RAC payments, 0 for a top-up DAC. */
export const paymentMinimum = (type: PaymentType): string => (isDepositPaymentType(type) ? PAYMENT_MINIMUM : '0');

/**
 * How a type's value is read: every fee and payment is money (an amount in dollars: no ResidentFinanceEffectiveDateType
 * is a percentage or a count, decision 31), the support level is one of SupportLevel. The 'percent' and 'integer' kinds
 * are the editor's (seed 000 §5: percentage and currency values parse as decimals, others as integers) for a type that
 * would be one; the screen shows and parses each kind by this function.
 */
export function effectiveDateKind(type: ResidentFinanceEffectiveDateType): 'money' | 'percent' | 'integer' | 'supportLevel' {
  return type === 'SupportLevel' ? 'supportLevel' : 'money';
}

/**
 * The types whose first value applies from the admission date: no other value of the list may be dated on or before
 * it (the admission-date rule). Payments, the support level and the pre-2014 and Act 2025 amounts are not among them.
 */
export const FIRST_BASED_ON_ADMISSION: ReadonlySet<ResidentFinanceEffectiveDateType> = new Set([
  'AgreedRoomPrice',
  'DailyAccommodationContribution',
  'DailyAccommodationPayment',
  'MeansTestCareFee',
  'BasicDailyCareFee',
]);

const newestFirst = <T extends FeeEntry>(a: T, b: T) =>
  b.effectiveFromDate.localeCompare(a.effectiveFromDate) || (b.id ?? Number.MAX_SAFE_INTEGER) - (a.id ?? Number.MAX_SAFE_INTEGER);

/** The entry of a type in force on a day (the latest dated on or before it; on a shared day the latest recorded), or null. */
export function latestOn<T extends FeeEntry>(
  entries: readonly T[],
  type: ResidentFinanceEffectiveDateType,
  day: string,
): T | null {
  return entries.filter((e) => e.effectiveDateType === type && e.effectiveFromDate <= day).sort(newestFirst)[0] ?? null;
}

/** A type's entries newest first, the one in force today flagged `isLatest` (the fee-history popover highlights it). */
export function historyOf<T extends FeeEntry>(
  entries: readonly T[],
  type: ResidentFinanceEffectiveDateType,
  today: string,
): Array<T & { isLatest: boolean }> {
  const latest = latestOn(entries, type, today);
  return entries
    .filter((e) => e.effectiveDateType === type)
    .sort(newestFirst)
    .map((e) => ({ ...e, isLatest: e === latest }));
}

// ---------------------------------------------------------------- list rules

const blank = (v: string | null | undefined) => v === null || v === undefined || v.trim() === '';

function add(errors: FieldErrors, field: string, message: string): void {
  const list = (errors[field] ??= []);
  if (!list.includes(message)) list.push(message);
}

export interface ListContext {
  admissionDate: string | null;
  today: string;
  /** The first value applies from the admission date (the admission-date rule). */
  firstBasedOnAdmission?: boolean;
  /** An empty list is valid (only when configured so). */
  allowEmpty?: boolean;
}

export type AdmissionDateReason = 'NonUnique' | 'MultipleAdmissionDate';

/**
 * The admission-date rule: with the first value based on the admission date, no other date may be on or before it.
 * NonUnique: two rows on the admission date itself; MultipleAdmissionDate: more than one row on or before it.
 */
export function admissionDateReason(rows: readonly EffectiveDateRow[], admissionDate: string | null): AdmissionDateReason | null {
  if (!admissionDate) return null;
  const early = rows.filter((r) => isDateOnly(r.effectiveDate) && r.effectiveDate <= admissionDate);
  if (early.length < 2) return null;
  return early.filter((r) => r.effectiveDate === admissionDate).length > 1 ? 'NonUnique' : 'MultipleAdmissionDate';
}

const SUPPORT_LEVELS: readonly string[] = ['Supported', 'Unsupported', 'Unknown'];

/**
 * The effective-date editor's list rules (seed 001 §5) as field errors keyed `rows[i].effectiveDate`, `rows[i].value`
 * and `rows` (list-level): both date and value or neither; decimals for money and percent, whole numbers otherwise, a
 * support level for SupportLevel; amounts from 0; unique by day; at least one row dated today or earlier; the
 * admission-date rule; an empty list only when allowed. RAD paid, RAC paid and top-up DAC follow the payment rules.
 */
export function validateEffectiveDateList(
  type: ResidentFinanceEffectiveDateType,
  rows: readonly EffectiveDateRow[],
  ctx: ListContext,
): FieldErrors {
  if (isPaymentType(type)) return validatePayments(rows, { ...ctx, minimum: paymentMinimum(type) }, ctx.allowEmpty ?? true);
  const kind = effectiveDateKind(type);
  const errors =
    kind === 'supportLevel'
      ? validateEffectiveDateRows(
          rows.map((r) => ({ ...r, value: blank(r.value) ? '' : '0' })),
          'integer',
        )
      : validateEffectiveDateRows(rows, kind, 'rows', { min: 0, max: AMOUNT_MAXIMUM });
  if (kind === 'supportLevel')
    rows.forEach((r, i) => {
      if (!blank(r.value) && !SUPPORT_LEVELS.includes(r.value))
        add(errors, `rows[${i}].value`, FEES_MESSAGES.supportLevelRequired);
    });
  const valid = rows.filter(
    (r, i) => !blank(r.effectiveDate) && !blank(r.value) && !errors[`rows[${i}].value`] && isDateOnly(r.effectiveDate),
  );
  if (!valid.length) {
    if (!ctx.allowEmpty && !Object.keys(errors).length) add(errors, 'rows', FEES_MESSAGES.listEmpty);
  } else if (!valid.some((r) => r.effectiveDate <= ctx.today)) add(errors, 'rows', FEES_MESSAGES.noneTodayOrEarlier);
  if (ctx.firstBasedOnAdmission && ctx.admissionDate) {
    const admission = ctx.admissionDate;
    if (admissionDateReason(valid, admission) === 'MultipleAdmissionDate') {
      const early = rows
        .map((r, i) => ({ r, i }))
        .filter(({ r }) => valid.includes(r) && r.effectiveDate <= admission)
        .sort((a, b) => a.r.effectiveDate.localeCompare(b.r.effectiveDate));
      for (const { i } of early.slice(1)) add(errors, `rows[${i}].effectiveDate`, FEES_MESSAGES.multipleAdmissionDate(admission));
    }
  }
  return errors;
}

/**
 * The RAD/RAC payment dialog's rules (seed 001 §5): both or neither; each amount from -9,999,999.99 (`minimum`; a top-up
 * DAC's from 0, 'Other fee amounts'); the sum of the valid amounts at least 0; the payment date between the admission
 * date and today. Several payments may share a day.
 * Examples: [+100,000 on 1 Dec, -150,000 on 2 Dec] -> `rows`: the payments cannot add up to less than $0.00; a top-up
 * DAC of -5.00 -> that row: the value cannot be less than 0.
 */
export function validatePayments(
  rows: readonly EffectiveDateRow[],
  ctx: { admissionDate: string | null; today: string; minimum?: string },
  allowEmpty = true,
): FieldErrors {
  const minimum = ctx.minimum ?? PAYMENT_MINIMUM;
  const belowMinimum = minimum === PAYMENT_MINIMUM ? FEES_MESSAGES.paymentMinimum : INPUT_MESSAGES.belowMinimum(minimum);
  const errors: FieldErrors = {};
  let sum = new Decimal(0);
  let any = false;
  rows.forEach((r, i) => {
    const dateKey = `rows[${i}].effectiveDate`;
    const valueKey = `rows[${i}].value`;
    const hasDate = !blank(r.effectiveDate);
    const hasValue = !blank(r.value);
    if (!hasDate && !hasValue) return;
    if (!hasDate) add(errors, dateKey, INPUT_MESSAGES.effectiveDateMissing);
    else if (!isDateOnly(r.effectiveDate)) add(errors, dateKey, INPUT_MESSAGES.dateInvalid);
    else if (r.effectiveDate > ctx.today) add(errors, dateKey, FEES_MESSAGES.paymentDateInFuture);
    else if (ctx.admissionDate && r.effectiveDate < ctx.admissionDate)
      add(errors, dateKey, FEES_MESSAGES.paymentDateBeforeAdmission(ctx.admissionDate));
    if (!hasValue) {
      add(errors, valueKey, INPUT_MESSAGES.effectiveValueMissing);
      return;
    }
    const amount = parseMoneyInput(r.value);
    if (!amount) add(errors, valueKey, INPUT_MESSAGES.moneyInvalid);
    else if (amount.lt(minimum)) add(errors, valueKey, belowMinimum);
    else if (amount.gt(AMOUNT_MAXIMUM)) add(errors, valueKey, INPUT_MESSAGES.aboveMaximum(AMOUNT_MAXIMUM));
    else {
      sum = sum.plus(amount);
      any = true;
    }
  });
  if (any && sum.lt(0)) add(errors, 'rows', FEES_MESSAGES.paymentsSumNegative);
  if (!any && !allowEmpty && !Object.keys(errors).length) add(errors, 'rows', FEES_MESSAGES.listEmpty);
  return errors;
}

// ---------------------------------------------------------------- support level drives fees

/**
 * Seed 000 §4: adding Supported adds a zero DailyAccommodationContribution at the same date if none exists; adding
 * Unsupported adds zero AgreedRoomPrice, HotellingContributionFee and NonClinicalCareContributionFee if none exist.
 * "If none exists" is read per type (decision 31): the zero entry is added, at the support level's date, only when the
 * residency has no entry of that type at all; an amount it already has, at any date, stays in force. Unknown adds
 * nothing. Returns the entries with the additions.
 * Examples: Supported on 5 Jan 2026 with a $60.00 DAC from 10 Nov 2025 adds nothing (the $60.00 stays); Supported on
 * 5 Jan 2026 without any DAC adds $0.00 from 5 Jan 2026; Unsupported with a $550,000 agreed room price adds only the
 * zero hotelling and non-clinical care contributions.
 */
export function applySupportLevel<T extends FeeEntry>(
  entries: readonly T[],
  added: { effectiveFromDate: string; supportLevel: SupportLevel },
): Array<T | FeeEntry> {
  const types: ResidentFinanceEffectiveDateType[] =
    added.supportLevel === 'Supported'
      ? ['DailyAccommodationContribution']
      : added.supportLevel === 'Unsupported'
        ? ['AgreedRoomPrice', 'HotellingContributionFee', 'NonClinicalCareContributionFee']
        : [];
  const out: Array<T | FeeEntry> = [...entries];
  for (const type of types) {
    if (entries.some((e) => e.effectiveDateType === type)) continue;
    out.push({ effectiveDateType: type, effectiveFromDate: added.effectiveFromDate, value: '0.00', supportLevel: null });
  }
  return out;
}

// ---------------------------------------------------------------- figures

/** What the figures need besides the entries (the server reads them; the screen has them from GET). */
export interface FeesFiguresInput {
  entries: readonly FeeEntry[];
  /** The MPIR rows of Funding - Fees and Charges. */
  mpirRates: readonly DatedRate[];
  /** The fees and charges figures in force today (the Act 2025 caps); null when no record covers today. */
  caps: ContributionCaps | null;
  /** The non-clinical care contribution the person paid in earlier residencies (amount, days). */
  ncccBefore: { amount: DecimalInput; days: number };
  pre2014: {
    pre2014Care: boolean;
    pre2014CareLevel: 'Low' | 'High' | null;
    pre2014ContinueCare: boolean;
    bondAmount: DecimalInput | null;
    bondInterestRate: DecimalInput | null;
  };
  refundedAmountFromLumpSumDeposit: DecimalInput;
  /**
   * The fees the product's fee run drew down from the deposit (negative amounts, dated), from the resident's account:
   * they lower the balance retention is calculated on.
   */
  depositDrawdowns: readonly DepositPayment[];
  isBillingIntegrated: boolean;
  /**
   * The facility's `enableAgedCareAct2025` flag (seed 001 §1): off, no Act 2025 figure is computed (contributions,
   * retention), whatever the dates and the class (`isAct2025Resident`, which decides `act` in feesFigures).
   */
  act2025Enabled: boolean;
  admissionDate: string | null;
  departureDate: string | null;
  accommodationClass: AccommodationClass | null;
  /** A lead's requested admission date (the Act 2025 arrangements of a lead without a class go by it). */
  requestedAdmissionDate: string | null;
  today: string;
}

const NO_CAPS: ContributionCaps = {
  hotellingContributionDailyCap: null,
  nonClinicalCareContributionDailyCap: null,
  nonClinicalCareContributionLifetimeCap: null,
  nonClinicalCareContributionTimeLimitDays: null,
};

/** An Explained figure as the contract carries it (money and percentages to 2 decimals). */
export function toFigure(e: Explained<Decimal>): Explained<string> {
  return {
    value: e.value === null ? null : e.value.toFixed(2),
    formula: e.formula,
    inputs: e.inputs,
    ...(e.missing ? { missing: e.missing } : {}),
  };
}

/**
 * The MPIR row in force on a day (start and end inclusive, open end in force), or null: the rates' one rule
 * (rate-rows `rateInForceOn`), on the rows in force the API sends (`ratesInForce`).
 */
export function mpirOn(rates: readonly DatedRate[], day: string): DatedRate | null {
  return rateInForceOn(rates, day);
}

/** The day the fees are read on: today, or the departure day for a departed resident. */
const dayOf = (i: Pick<FeesFiguresInput, 'today' | 'departureDate'>) =>
  i.departureDate && i.departureDate < i.today ? i.departureDate : i.today;

/**
 * The MPIR for the agreed room price: the rate in force on the date of the agreed room price in force (the entry date
 * for most residents: the rate is fixed for the stay in that room), or on the admission date without one. The message
 * shows when a price (or a DAC) needs a rate and none is set.
 */
export function mpirForAgreedRoomPrice(
  i: Pick<FeesFiguresInput, 'entries' | 'mpirRates' | 'admissionDate' | 'today' | 'departureDate'>,
): { rate: DatedRate | null; date: string; message: string | null } {
  const day = dayOf(i);
  const arp = latestOn(i.entries, 'AgreedRoomPrice', day);
  const dac = latestOn(i.entries, 'DailyAccommodationContribution', day);
  const date = arp?.effectiveFromDate ?? i.admissionDate ?? day;
  const rate = mpirOn(i.mpirRates, date);
  const needed = (arp && toDecimal(arp.value ?? 0).gt(0)) || (dac && toDecimal(dac.value ?? 0).gt(0));
  return { rate, date, message: !rate && needed ? MPIR_NOT_SET : null };
}

const money = (v: DecimalInput) => formatCurrency(toDecimal(v).toFixed(2));
const sum = (entries: readonly FeeEntry[]) => entries.reduce((s, e) => s.plus(toDecimal(e.value ?? 0)), new Decimal(0));
const paymentsOf = (entries: readonly FeeEntry[], type: PaymentType, day: string) =>
  entries.filter((e) => e.effectiveDateType === type && e.effectiveFromDate <= day);
const asDeposit = (entries: readonly FeeEntry[]): DepositPayment[] =>
  entries.map((e) => ({ date: e.effectiveFromDate, amount: e.value ?? 0 }));
const entryInput = (label: string, e: FeeEntry | null): ExplainedInput =>
  e
    ? { label, value: money(e.value ?? 0), effectiveDate: e.effectiveFromDate, source: "The resident's fees" }
    : { label, value: 'None', source: "The resident's fees" };

/** Deposit paid = the payments − refunded from the lump sum (what the resident has paid and not had back). */
function depositPaid(label: 'RAD' | 'RAC', payments: readonly FeeEntry[], refunded: Decimal): Explained<Decimal> {
  const formula =
    label === 'RAD' ? 'RAD paid = RAD payments − refunded from the lump sum' : 'RAC paid = RAC payments (refunds negative)';
  const inputs: ExplainedInput[] = [
    ...payments.map((p) => ({ label: `${label} payment`, value: money(p.value ?? 0), effectiveDate: p.effectiveFromDate })),
    { label: `${label} payments`, value: money(sum(payments)) },
  ];
  if (label === 'RAD') inputs.push({ label: 'Refunded from the lump sum', value: money(refunded) });
  return { value: roundMoney(sum(payments).minus(refunded)), formula, inputs };
}

/**
 * Deposit held = deposit paid − fees drawn down from it − retention deducted by the product's billing (billing-integrated
 * facilities; elsewhere the billing system deducts it). Drawdowns come from the RAD when the resident paid one, else from
 * the RAC (the retention rule's order).
 * Example: RAD paid $300,000, $3,100 drawn down, $1,161.64 retention deducted -> RAD held $295,738.36.
 */
function depositHeld(
  label: 'RAD' | 'RAC',
  paid: Explained<Decimal>,
  drawnDown: Decimal,
  retention: Decimal | null,
  isBillingIntegrated: boolean,
): Explained<Decimal> {
  const deducted = isBillingIntegrated && retention ? retention : new Decimal(0);
  const formula = isBillingIntegrated
    ? `${label} held = ${label} paid − fees drawn down from it − retention deducted by Resident Manager's billing`
    : `${label} held = ${label} paid − fees drawn down from it (retention is deducted by the billing system)`;
  const inputs: ExplainedInput[] = [
    { label: `${label} paid`, value: money(paid.value ?? 0) },
    { label: 'Fees drawn down from it', value: money(drawnDown), source: "The resident's account" },
  ];
  if (isBillingIntegrated) inputs.push({ label: 'Retention deducted', value: money(deducted) });
  return {
    value: roundMoney(
      toDecimal(paid.value ?? 0)
        .minus(drawnDown)
        .minus(deducted),
    ),
    formula,
    inputs,
  };
}

/** What RAD remaining, the unsupported progress and the DAP count as paid (the RAD payments net of lump-sum refunds). */
const RAD_TOWARDS_PRICE = 'RAD payments − refunded from the lump sum';

/**
 * The RAD paid towards the agreed room price on `day`: the RAD payments dated on or before it, less what was refunded
 * from the lump sum (the deposit the resident still holds against the price; retention is not counted, it does not make
 * the resident owe more). RAD remaining, the unsupported progress, the DAP on the unpaid part and GET residents/dap's
 * `radPaid` all use this one figure.
 * Example: $300,000 paid, $5,000 refunded -> $295,000 towards a $500,000 price: $205,000 remaining, progress 59 %.
 */
export function radPaidTowardsPrice(entries: readonly FeeEntry[], refunded: DecimalInput, day: string): Decimal {
  return roundMoney(sum(paymentsOf(entries, 'RadPaid', day)).minus(toDecimal(refunded)));
}

function remaining(
  label: string,
  total: Explained<Decimal> | { value: Decimal | null },
  totalLabel: string,
  paid: Decimal,
  paidLabel = 'Payments',
): Explained<Decimal> {
  const formula =
    paidLabel === 'Payments'
      ? `${label} remaining = ${totalLabel} − payments, not below 0`
      : `${label} remaining = ${totalLabel} − (${paidLabel}), not below 0`;
  const inputs = [
    { label: totalLabel, value: total.value === null ? 'None' : money(total.value) },
    { label: paidLabel, value: money(paid) },
  ];
  if (total.value === null) return { value: null, formula, inputs, missing: 'missing' in total ? total.missing : undefined };
  return { value: roundMoney(Decimal.max(0, total.value.minus(paid))), formula, inputs };
}

/** The fees tab's entries as the DAP rule reads them (a support level's value is its level; a stored entry ranks by id). */
export function dapEntriesOf(entries: readonly FeeEntry[]): DapEntry[] {
  return entries.map((e) => ({
    type: e.effectiveDateType,
    date: e.effectiveFromDate,
    value:
      e.effectiveDateType === 'SupportLevel'
        ? (e.supportLevel ?? null)
        : e.value === null || e.value === undefined
          ? null
          : String(e.value),
    ...(e.id === undefined ? {} : { order: e.id }),
  }));
}

/** The DAP rule's input from the fees figures' input (finance/dap). */
export function dapInputOf(
  i: Pick<FeesFiguresInput, 'entries' | 'mpirRates' | 'refundedAmountFromLumpSumDeposit' | 'depositDrawdowns'>,
): DapInput {
  return {
    entries: dapEntriesOf(i.entries),
    mpirRates: i.mpirRates,
    refundedFromLumpSum: i.refundedAmountFromLumpSumDeposit,
    drawdowns: i.depositDrawdowns,
  };
}

/**
 * Every computed figure of the fees tab, explained: the contract's FeesFigures (contracts/finance-fees checks that this
 * function's result is exactly that shape).
 */
export function feesFigures(i: FeesFiguresInput) {
  const day = dayOf(i);
  const act = isAct2025Resident(i);
  const caps = i.caps ?? NO_CAPS;
  const arp = latestOn(i.entries, 'AgreedRoomPrice', day);
  const dac = latestOn(i.entries, 'DailyAccommodationContribution', day);
  const mpir = mpirForAgreedRoomPrice(i);
  const mpirInput = mpir.rate ? { rate: mpir.rate.rate, startDate: mpir.rate.startDateUtc } : null;
  const refunded = toDecimal(i.refundedAmountFromLumpSumDeposit);

  const rad = paymentsOf(i.entries, 'RadPaid', day);
  const rac = paymentsOf(i.entries, 'RacPaid', day);
  const retained = act
    ? retentionFigures({
        rad: asDeposit(rad),
        rac: asDeposit(rac),
        drawdowns: i.depositDrawdowns,
        refundedFromLumpSum: refunded,
        day,
        departureDate: i.departureDate && i.departureDate <= i.today ? i.departureDate : null,
      })
    : null;
  const radRetention = retained ? retained.rad.total.value : null;
  const racRetention = retained ? retained.rac.total.value : null;
  const retention = retained && (rad.length || rac.length) ? retained : null;

  const radPaid = depositPaid('RAD', rad, refunded);
  const racPaid = depositPaid('RAC', rac, new Decimal(0));
  const drawnDown = i.depositDrawdowns
    .filter((d) => d.date <= day)
    .reduce((s, d) => s.minus(toDecimal(d.amount)), new Decimal(0));
  const fromRad = i.entries.some((e) => e.effectiveDateType === 'RadPaid');
  const radHeld = depositHeld('RAD', radPaid, fromRad ? drawnDown : new Decimal(0), radRetention, i.isBillingIntegrated);
  const racHeld = depositHeld('RAC', racPaid, fromRad ? new Decimal(0) : drawnDown, racRetention, i.isBillingIntegrated);
  const arpTotal = { value: arp ? toDecimal(arp.value ?? 0) : null, missing: 'No agreed room price' };
  const radTowardsPrice = radPaidTowardsPrice(i.entries, refunded, day);
  const radRemaining = remaining('RAD', arpTotal, 'Agreed room price', radTowardsPrice, RAD_TOWARDS_PRICE);
  if (arp) radRemaining.inputs[0] = entryInput('Agreed room price', arp);
  const racCalculated: Explained<Decimal> = dac
    ? calculatedRac({ value: dac.value ?? 0, effectiveDate: dac.effectiveFromDate }, mpirInput)
    : {
        value: null,
        formula: 'Refundable accommodation contribution = 365 x daily accommodation contribution / (MPIR / 100)',
        inputs: [entryInput('Daily accommodation contribution', null)],
        missing: 'No daily accommodation contribution',
      };
  const racRemaining = remaining('RAC', racCalculated, 'Calculated RAC', sum(rac));

  const supported = progressPercent(sum(rac), racCalculated.value ?? 0);
  const unsupported = progressPercent(radTowardsPrice, arpTotal.value ?? 0);

  // The DAP the fee run charges today: entered, else calculated on the unpaid RAD (drawdowns included), else flagged.
  const dap = dapFigure(dapInputOf(i), day);

  const ncccEntries = i.entries
    .filter((e) => e.effectiveDateType === 'NonClinicalCareContributionFee')
    .map((e) => ({ effectiveDate: e.effectiveFromDate, value: e.value ?? 0 }));
  const before: NcccPaid = { amount: toDecimal(i.ncccBefore.amount), days: i.ncccBefore.days };
  const paid =
    act && i.admissionDate
      ? ncccAccrual(ncccEntries, { from: i.admissionDate, to: day, caps, before })
      : { ...before, capReachedOn: null };
  const hc = latestOn(i.entries, 'HotellingContributionFee', day);
  const nccc = latestOn(i.entries, 'NonClinicalCareContributionFee', day);
  const pre = i.pre2014;

  return {
    refundableAccommodationDepositPaid: toFigure(radPaid),
    refundableAccommodationDepositHeld: toFigure(radHeld),
    refundableAccommodationDepositRemaining: toFigure(radRemaining),
    refundableAccommodationContributionPaid: toFigure(racPaid),
    refundableAccommodationContributionHeld: toFigure(racHeld),
    refundableAccommodationContributionRemaining: toFigure(racRemaining),
    refundableAccommodationContributionCalculated: toFigure(racCalculated),
    supportedBalanceProgressPercentage: toFigure(supported),
    unsupportedBalanceProgressPercentage: toFigure(unsupported),
    monthlyRetentionFee: retention ? toFigure(retention.monthly) : null,
    totalRetentionFee: retention ? toFigure(retention.total) : null,
    dailyAccommodationPayment: dap ? toFigure(dap) : null,
    hotellingContribution: act
      ? toFigure(hotellingContribution(hc && { value: hc.value ?? 0, effectiveDate: hc.effectiveFromDate }, caps))
      : null,
    nonClinicalCareContribution: act
      ? toFigure(
          nonClinicalCareContribution(nccc && { value: nccc.value ?? 0, effectiveDate: nccc.effectiveFromDate }, caps, paid),
        )
      : null,
    nonClinicalCareContributionLifetimeProgress: act ? toFigure(ncccLifetimeProgress(paid, caps)) : null,
    nonClinicalCareContributionTimeLimitProgress: act ? toFigure(ncccTimeLimitProgress(paid, caps)) : null,
    pre2014BondDailyAmount:
      pre.pre2014Care && pre.bondAmount !== null
        ? toFigure(pre2014BondDailyAmount(pre.bondAmount, pre.bondInterestRate, day, i.admissionDate))
        : null,
    pre2014PaymentsMade: pre.pre2014Care ? pre2014PaymentsMade(i.admissionDate, day) : null,
  };
}

// ---------------------------------------------------------------- legal notice

/**
 * The notice-date calendar's minimum (seed 001 §5): the admission date, or yesterday when the resident was admitted
 * today (a notice received the day before entry is still recorded). The server refuses an earlier date the same way.
 */
export function noticeDateMinimum(admissionDate: string | null, today: string): string | null {
  if (!admissionDate) return null;
  return admissionDate === today ? addDays(today, -1) : admissionDate;
}

// ---------------------------------------------------------------- the whole save

/**
 * What the save's rules read of PUT residents/{id}/finance/fees (contracts/finance-fees SaveFinanceFeesBody carries
 * these fields and more).
 */
export interface FeesSaveInput {
  effectiveDates: readonly FeeEntry[];
  refundedAmountFromLumpSumDeposit: string | number;
  accommodationClass: AccommodationClass | null;
  pre2014: Pre2014Arrangement & { accommodationCost: string | number | null };
  optionalServices: ReadonlyArray<{ optionalServiceId: number; startDate: string; endDate: string | null }>;
}

export interface SaveContext {
  admissionDate: string | null;
  today: string;
  /** The window of each facility service named in the body (start and end of its rates). */
  serviceWindows: ReadonlyMap<number, ServiceWindow>;
  /** The MPIR rows of Funding - Fees and Charges (an agreed room price the save records needs the one of its date). */
  mpirRates: readonly DatedRate[];
  /** The entries as stored before this save (an agreed room price kept as it was is not checked again). */
  stored: readonly FeeEntry[];
  /** The residency's care type and accommodation class as stored (the class rule applies to a class the save sets). */
  careType: string | null;
  storedAccommodationClass: AccommodationClass | null;
}

const sameAmount = (a: DecimalInput | null | undefined, b: DecimalInput | null | undefined) => {
  if (a === null || a === undefined || b === null || b === undefined) return a === b;
  const x = parseMoneyInput(String(a));
  const y = parseMoneyInput(String(b));
  return !!x && !!y && x.eq(y);
};

/**
 * The agreed room prices a save records that need an MPIR and have none (seed 000 §5 "MPIR must be set for the agreed
 * room price date"; the same rule as admission, mark as enquiry and transfer): each AgreedRoomPrice above 0 the save adds,
 * or whose date or amount it changes, needs an MPIR row covering its date. A zero price (the Unsupported rule's) needs
 * none, and a stored price kept as it was is not checked again, so a resident whose price predates the MPIR rows
 * entered can still have other fees saved. Returns the indices of the refused entries.
 * Example: MPIR rows from 1 Oct 2025 to 31 Dec 2025; a new $500,000 price dated 10 Nov 2025 passes, one dated 1 Jan 2026
 * is refused ('Ensure MPIR is set in Funding - Fees and Charges with valid dates').
 */
export function agreedRoomPricesWithoutMpir(
  entries: readonly FeeEntry[],
  ctx: Pick<SaveContext, 'mpirRates' | 'stored'>,
): number[] {
  const out: number[] = [];
  entries.forEach((e, i) => {
    if (e.effectiveDateType !== 'AgreedRoomPrice' || !isDateOnly(e.effectiveFromDate)) return;
    const amount = e.value === null || e.value === undefined ? null : parseMoneyInput(String(e.value));
    if (!amount || amount.lte(0)) return;
    const before = e.id === undefined ? undefined : ctx.stored.find((x) => x.id === e.id);
    if (
      before &&
      before.effectiveDateType === 'AgreedRoomPrice' &&
      before.effectiveFromDate === e.effectiveFromDate &&
      sameAmount(before.value, e.value)
    )
      return;
    if (!mpirOn(ctx.mpirRates, e.effectiveFromDate)) out.push(i);
  });
  return out;
}

/**
 * The accommodation class rule of the fees tab (seed 001 §3 "accommodationClass (Post01Nov2025 or the earlier class)",
 * §5 the admission rule): a class set to Post01Nov2025 ('From 1st Nov 2025') for a residency admitted before
 * 1 Nov 2025 is refused with the admission's notice, Respite excepted as there. A class kept as stored is not checked
 * again (an admission correction may have set it). Null when the class may be saved.
 */
export function accommodationClassError(
  accommodationClass: AccommodationClass | null,
  ctx: Pick<SaveContext, 'admissionDate' | 'careType' | 'storedAccommodationClass'>,
): string | null {
  if (accommodationClass === ctx.storedAccommodationClass) return null;
  if (accommodationClass !== 'Post01Nov2025' || ctx.careType === 'Respite') return null;
  return ctx.admissionDate && ctx.admissionDate < ACT_2025_START ? FEES_MESSAGES.accommodationClassBeforeAct2025 : null;
}

/**
 * Refunded from the lump sum cannot be more than the RAD paid (the sum of the RAD payments the save records): a refund
 * above it would make the RAD paid negative and put a DAP on more than the price. Null when it may be saved.
 * Example: $325,000 paid, $999,999 refunded -> 'The refunded amount from lump sum deposit cannot be more than the RAD
 * paid ($325,000.00).'; $325,000 refunded passes.
 */
export function refundedError(body: Pick<FeesSaveInput, 'effectiveDates' | 'refundedAmountFromLumpSumDeposit'>): string | null {
  const refunded = parseMoneyInput(String(body.refundedAmountFromLumpSumDeposit ?? ''));
  if (!refunded || refunded.lte(0)) return null;
  const paid = body.effectiveDates
    .filter((e) => e.effectiveDateType === 'RadPaid')
    .reduce((s, e) => s.plus(parseMoneyInput(String(e.value ?? '')) ?? 0), new Decimal(0));
  return refunded.gt(paid) ? FEES_MESSAGES.refundedAboveRadPaid(Decimal.max(0, paid).toFixed(2)) : null;
}

const rowOf = (e: FeeEntry): EffectiveDateRow => ({
  effectiveDate: e.effectiveFromDate ?? '',
  value:
    e.effectiveDateType === 'SupportLevel'
      ? (e.supportLevel ?? '')
      : e.value === null || e.value === undefined
        ? ''
        : String(e.value),
});

/**
 * The save's rules (PUT residents/{id}/finance/fees; the screen runs them before submitting). Keys:
 * `effectiveDates[i].effectiveFromDate`, `effectiveDates[i].value` (`.supportLevel` for a support level),
 * `effectiveDates.<type>` for a list's rules, `mpir` (an agreed room price without the MPIR of its date),
 * `accommodationClass`, `pre2014.accommodationCost`, `pre2014.pre2014CareLevel`,
 * `optionalServices[i].optionalServiceId|startDate|endDate`.
 */
export function validateFees(body: FeesSaveInput, ctx: SaveContext): FieldErrors {
  const errors: FieldErrors = {};
  const byType = new Map<ResidentFinanceEffectiveDateType, number[]>();
  body.effectiveDates.forEach((e, i) => {
    if (e.effectiveDateType === 'SupportLevel') {
      if (!e.supportLevel) add(errors, `effectiveDates[${i}].supportLevel`, FEES_MESSAGES.supportLevelRequired);
    } else if (e.value === null || e.value === undefined || String(e.value).trim() === '') {
      add(errors, `effectiveDates[${i}].value`, FEES_MESSAGES.valueRequired);
    }
    byType.set(e.effectiveDateType, [...(byType.get(e.effectiveDateType) ?? []), i]);
  });
  for (const [type, indices] of byType) {
    const rows = indices.map((i) => rowOf(body.effectiveDates[i]));
    const list = validateEffectiveDateList(type, rows, {
      admissionDate: ctx.admissionDate,
      today: ctx.today,
      firstBasedOnAdmission: FIRST_BASED_ON_ADMISSION.has(type),
      allowEmpty: true,
    });
    for (const [key, messages] of Object.entries(list)) {
      const m = /^rows\[(\d+)\]\.(effectiveDate|value)$/.exec(key);
      const target = m
        ? `effectiveDates[${indices[Number(m[1])]}].${m[2] === 'effectiveDate' ? 'effectiveFromDate' : type === 'SupportLevel' ? 'supportLevel' : 'value'}`
        : `effectiveDates.${type}`;
      // An entry without its value or level already says so.
      if (m && m[2] === 'value' && errors[target]) continue;
      for (const message of messages) add(errors, target, message);
    }
  }
  if (agreedRoomPricesWithoutMpir(body.effectiveDates, ctx).length) add(errors, 'mpir', FEES_MESSAGES.mpirMissing);
  const refundError = refundedError(body);
  if (refundError) add(errors, 'refundedAmountFromLumpSumDeposit', refundError);
  const classError = accommodationClassError(body.accommodationClass, ctx);
  if (classError) add(errors, 'accommodationClass', classError);
  const pre = body.pre2014;
  if (pre.pre2014Care && !pre.pre2014CareLevel) add(errors, 'pre2014.pre2014CareLevel', FEES_MESSAGES.pre2014CareLevelRequired);
  if (isBondLevel(pre) && (pre.accommodationCost === null || String(pre.accommodationCost).trim() === ''))
    add(errors, 'pre2014.accommodationCost', FEES_MESSAGES.accommodationCostRequired);
  for (const [key, messages] of Object.entries(optionalServicePeriodErrors(body.optionalServices, ctx.serviceWindows)))
    for (const message of messages) add(errors, key, message);
  return errors;
}

/**
 * The rules of a residency's optional service periods, as the fees tab and the independent-living finance screen save
 * them: a start date, a service, the period inside the service's window, no overlapping or adjacent periods of one
 * service (shared-domain/optional-services `residencyPeriodErrors`). Keys `<prefix>[i].optionalServiceId|startDate|endDate`
 * (`prefix` the list's place in the body: 'optionalServices' on the fees tab, 'residencies[0].optionalServices' on the
 * ILU screen).
 */
export function optionalServicePeriodErrors(
  services: FeesSaveInput['optionalServices'],
  serviceWindows: ReadonlyMap<number, ServiceWindow>,
  prefix = 'optionalServices',
): FieldErrors {
  const errors: FieldErrors = {};
  const periods = services.map((o) => ({
    serviceId: o.optionalServiceId,
    startDate: o.startDate || null,
    endDate: o.endDate,
  }));
  residencyPeriodErrors(periods, serviceWindows).forEach((e, i) => {
    if (!periods[i].startDate) add(errors, `${prefix}[${i}].startDate`, FEES_MESSAGES.optionalService.startDateRequired);
    if (e.serviceId) add(errors, `${prefix}[${i}].optionalServiceId`, FEES_MESSAGES.optionalService[e.serviceId]);
    if (e.startDate) add(errors, `${prefix}[${i}].startDate`, FEES_MESSAGES.optionalService[e.startDate]);
    if (e.endDate) add(errors, `${prefix}[${i}].endDate`, FEES_MESSAGES.optionalService[e.endDate]);
  });
  return errors;
}
