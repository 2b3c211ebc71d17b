/**
 * The daily accommodation payment charged (seed 000 §9, seed 001 §9; docs/decisions.md "The DAP charged"): one rule for
 * the fees tab's figure, the monthly fee run's charge and GET residents/dap.
 *
 * - A value entered on the fees tab (DailyAccommodationPayment in force that day) is what is charged, whatever it is
 *   ($0.00 included: an entered zero stops the DAP).
 * - Without one, the DAP is calculated when the arrangement needs one: an agreed room price above 0 is in force, the
 *   support level that day is not Supported, and part of the price is unpaid. Then
 *   DAP = unpaid RAD x MPIR / 100 / 365 (365 even in a leap year), to the cent, for each day, with the MPIR in force on
 *   the agreed room price's date (fixed for the stay in that room).
 * - Unpaid RAD = agreed room price − (RAD payments dated on or before the day − refunded from the lump sum − fees drawn
 *   down from the RAD before the day), never below 0. A drawdown pays the fees up to its own date (the fee run draws a
 *   month's fees on its last day), so it raises the DAP from the next day: the balance falls, the DAP rises. Retention is
 *   not counted: it never makes the resident owe more.
 * - A DAP that is needed but cannot be calculated (no MPIR covers the agreed room price's date) is `missing`: the fees
 *   tab flags it and the fee run lists the resident in its result and charges no DAP for those days, never silently.
 * Pure and decimal.
 */
import Decimal from 'decimal.js';
import { formatCurrency, formatPercent } from '../amounts';
import { formatDate } from '../dates';
import { MPIR_NOT_SET } from '../messages';
import { rateInForceOn, type DatedRate } from '../rate-periods';
import { roundMoney, toDecimal, type DecimalInput } from '../money';
import type { Explained, ExplainedInput } from './explained';
import type { DepositPayment } from './retention';

/** An effective-dated value as both callers hold it: the support level's value is its level. */
export interface DapEntry {
  type: string;
  /** Effective from 'YYYY-MM-DD' (a payment's date). */
  date: string;
  value: string | null;
  /** Breaks a tie on the same day: the later recorded wins (a stored entry's id; a new one ranks last). */
  order?: number;
}

export interface DapInput {
  /** The residency's AgreedRoomPrice, RadPaid, DailyAccommodationPayment and SupportLevel entries (others ignored). */
  entries: readonly DapEntry[];
  /** The MPIR rows of Funding - Fees and Charges. */
  mpirRates: readonly DatedRate[];
  /** Refunded from the lump sum (undated, positive). */
  refundedFromLumpSum: DecimalInput;
  /** Fees drawn down from the deposit (negative, dated; a reversed drawdown positive): from the RAD when there is one. */
  drawdowns: readonly DepositPayment[];
}

export const DAP_MESSAGES = {
  /** The fees tab's flag and the fee run's reason, for a DAP needed without an MPIR. */
  notCalculated: `The daily accommodation payment cannot be calculated: ${MPIR_NOT_SET}. The fee run charges no DAP until it is set.`,
  feeRunReason: 'Daily accommodation payment not charged: no MPIR covers the agreed room price date.',
  notEntered: 'Not entered: the calculated DAP is charged',
} as const;

export type DapOfDay =
  /** No DAP that day (no agreed room price, the price paid, Supported). */
  | { kind: 'none' }
  | { kind: 'entered'; value: Decimal; effectiveDate: string }
  | { kind: 'calculated'; value: Decimal; unpaid: Decimal; price: Decimal; priceDate: string; mpir: DatedRate }
  /** Needed (part of the price unpaid) but no MPIR covers the price's date. */
  | { kind: 'missing'; unpaid: Decimal; price: Decimal; priceDate: string };

function latest(entries: readonly DapEntry[], type: string, day: string): DapEntry | null {
  let found: DapEntry | null = null;
  for (const e of entries) {
    if (e.type !== type || e.date > day) continue;
    if (
      !found ||
      e.date > found.date ||
      (e.date === found.date && (e.order ?? Number.MAX_SAFE_INTEGER) >= (found.order ?? Number.MAX_SAFE_INTEGER))
    )
      found = e;
  }
  return found;
}

const amount = (v: string | null) => toDecimal(v === null || v.trim() === '' ? 0 : v);

/** The parts of the unpaid RAD on a day (see the rules at the top of this file). */
export function unpaidRad(
  i: Omit<DapInput, 'mpirRates'>,
  price: DecimalInput,
  day: string,
): { payments: Decimal; refunded: Decimal; drawnDown: Decimal; unpaid: Decimal } {
  const rad = i.entries.filter((e) => e.type === 'RadPaid');
  const payments = rad.filter((e) => e.date <= day).reduce((s, e) => s.plus(amount(e.value)), new Decimal(0));
  const refunded = toDecimal(i.refundedFromLumpSum);
  // Drawdowns come from the RAD when the resident pays one (the retention rule's order), and count from the next day.
  const drawnDown = rad.length
    ? i.drawdowns.filter((d) => d.date < day).reduce((s, d) => s.minus(toDecimal(d.amount)), new Decimal(0))
    : new Decimal(0);
  const unpaid = Decimal.max(0, toDecimal(price).minus(payments.minus(refunded).minus(drawnDown)));
  return { payments, refunded, drawnDown, unpaid: roundMoney(unpaid) };
}

/** The DAP of one day: entered, calculated, missing (needed without an MPIR) or none. */
export function dapOn(i: DapInput, day: string): DapOfDay {
  const entered = latest(i.entries, 'DailyAccommodationPayment', day);
  if (entered && entered.value !== null && entered.value.trim() !== '')
    return { kind: 'entered', value: roundMoney(amount(entered.value)), effectiveDate: entered.date };
  const arp = latest(i.entries, 'AgreedRoomPrice', day);
  if (!arp || amount(arp.value).lte(0)) return { kind: 'none' };
  if (latest(i.entries, 'SupportLevel', day)?.value === 'Supported') return { kind: 'none' };
  const price = amount(arp.value);
  const { unpaid } = unpaidRad(i, price, day);
  if (unpaid.lte(0)) return { kind: 'none' };
  const mpir = rateInForceOn(i.mpirRates, arp.date);
  if (!mpir || toDecimal(mpir.rate).lte(0)) return { kind: 'missing', unpaid, price, priceDate: arp.date };
  const value = roundMoney(unpaid.times(toDecimal(mpir.rate)).div(100).div(365));
  return { kind: 'calculated', value, unpaid, price, priceDate: arp.date, mpir };
}

const money = (v: DecimalInput) => formatCurrency(toDecimal(v).toFixed(2));

export const DAP_FORMULA =
  'Daily accommodation payment = unpaid RAD x MPIR / 365 (365 even in a leap year), to the cent; unpaid RAD = agreed room price − (RAD payments − refunded from the lump sum − fees drawn down from the RAD before the day)';
const ENTERED_FORMULA =
  'Daily accommodation payment charged = the value entered on the fees tab (it replaces the calculated DAP)';

/**
 * The fees tab's figure: the DAP the fee run charges on `day`, explained (entered, or calculated with its unpaid RAD and
 * MPIR), or the flag when it cannot be calculated; null when no DAP applies.
 * Example: price $550,000 from 1 Jun 2023 at MPIR 7.46 %, $350,000 paid, $10,000 drawn down -> unpaid $210,000:
 * 210,000 x 0.0746 / 365 = $42.92 a day.
 */
export function dapFigure(i: DapInput, day: string): Explained<Decimal> | null {
  const d = dapOn(i, day);
  if (d.kind === 'none') return null;
  if (d.kind === 'entered')
    return {
      value: d.value,
      formula: ENTERED_FORMULA,
      inputs: [
        {
          label: 'Daily accommodation payment entered',
          value: money(d.value),
          effectiveDate: d.effectiveDate,
          source: "The resident's fees",
        },
      ],
    };
  const parts = unpaidRad(i, d.price, day);
  const inputs: ExplainedInput[] = [
    { label: 'Agreed room price', value: money(d.price), effectiveDate: d.priceDate, source: "The resident's fees" },
    { label: 'RAD payments', value: money(parts.payments), source: "The resident's fees" },
    { label: 'Refunded from the lump sum', value: money(parts.refunded) },
    {
      label: `Fees drawn down from the RAD before ${formatDate(day)}`,
      value: money(parts.drawnDown),
      source: "The resident's account",
    },
    { label: 'Unpaid RAD', value: money(d.unpaid) },
  ];
  if (d.kind === 'missing') return { value: null, formula: DAP_FORMULA, inputs, missing: DAP_MESSAGES.notCalculated };
  inputs.push({
    label: 'Maximum permissible interest rate (MPIR) on the agreed room price date',
    value: formatPercent(toDecimal(d.mpir.rate).toString()),
    effectiveDate: d.mpir.startDateUtc,
    source: 'Funding - Fees and Charges',
  });
  return { value: d.value, formula: DAP_FORMULA, inputs };
}
