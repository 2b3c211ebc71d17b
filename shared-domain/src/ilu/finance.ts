/**
 * The money figures of an independent-living allocation, each explained: the DMF unit price, the DMF schedule's totals,
 * the accrued DMF, the capital gain, the ingoing contribution and the estimated refund, as at the DMF calculation date.
 * One function (`iluFinanceFigures`) computes them all; the finance screen, the fees-and-charges API and the
 * settlements report call it, so a figure and its explanation panel are the same everywhere.
 *
 * - Capital gain = (settlement price - agreed price) x the resident capital gain rate percent when positive, or x the
 *   resident capital loss rate percent when negative (a loss is negative); missing until a settlement price is entered.
 *   A blank rate is 0 % (the operator keeps the whole gain or bears the whole loss).
 * - Ingoing contribution = the sum of its effective-dated entries; in a billing-integrated facility, the value the billing
 *   system calculated (missing until it has sent one).
 * - Estimated refund = ingoing contribution - accrued DMF - additional costs + capital gain, from the figures rounded to
 *   the cent (so the explanation adds up); the capital gain counts as $0.00 while no settlement price is entered, and
 *   blank additional costs as $0.00.
 */
import Decimal from 'decimal.js';
import { formatPercent } from '../amounts';
import { formatDate, toDateOnly } from '../dates';
import type { Explained, ExplainedInput } from '../finance/explained';
import { toDecimal } from '../money';
import { accruedDmf, dmfUnitPrice, explainedDmfCalculationDate, type AccruedDmfInput } from './dmf';
import { dmfRowTotals } from './dmf-schedule';
import { decimalOrNull, explainedMoney, ILU_FIGURE_MISSING, ILU_SOURCES, shownMoney as money, type DecimalText } from './explain';

export interface CapitalGainInput {
  agreedPrice: DecimalText;
  settlementPrice: DecimalText;
  /** The resident's share of a gain, in percent (blank: 0 %). */
  capitalGainRate: DecimalText;
  /** The resident's share of a loss, in percent (blank: 0 %). */
  capitalLossRate: DecimalText;
}

const CAPITAL_GAIN_FORMULA =
  'Capital gain = (settlement price - agreed price) x the resident capital gain rate when positive, or x the resident capital loss rate when negative (a loss is negative)';

/**
 * The resident's capital gain (negative: a loss), explained; missing until a settlement price is entered.
 * Example: agreed $500,000, settled $460,000, loss rate 50 % -> (460,000 - 500,000) x 50 % = -$20,000.00.
 */
export function capitalGain(i: CapitalGainInput): Explained<string> {
  const settlement = decimalOrNull(i.settlementPrice);
  const agreed = decimalOrNull(i.agreedPrice);
  const priceInputs: ExplainedInput[] = [
    { label: 'Settlement price', value: settlement ? money(settlement) : 'Not entered', source: ILU_SOURCES.settlement },
    { label: 'Agreed price', value: agreed ? money(agreed) : 'Not entered', source: ILU_SOURCES.fees },
  ];
  if (!settlement) return explainedMoney(null, CAPITAL_GAIN_FORMULA, priceInputs, ILU_FIGURE_MISSING.settlementPriceForGain);
  if (!agreed) return explainedMoney(null, CAPITAL_GAIN_FORMULA, priceInputs, ILU_FIGURE_MISSING.agreedPrice);
  const difference = settlement.minus(agreed);
  const isLoss = difference.isNegative();
  const rate = decimalOrNull(isLoss ? i.capitalLossRate : i.capitalGainRate);
  const inputs: ExplainedInput[] = [
    ...priceInputs,
    {
      label: isLoss ? 'Capital loss (settlement price - agreed price)' : 'Settlement price - agreed price',
      value: money(difference),
    },
    {
      label: isLoss ? 'Resident capital loss rate' : 'Resident capital gain rate',
      value: rate ? formatPercent(rate.toString()) : '0% (blank)',
      source: ILU_SOURCES.fees,
    },
  ];
  return explainedMoney(difference.times(rate ?? 0).div(100), CAPITAL_GAIN_FORMULA, inputs);
}

/** One effective-dated ingoing contribution entry. */
export interface IngoingContributionEntry {
  /** 'YYYY-MM-DD'. */
  effectiveFromDate: string;
  value: DecimalText;
}

export interface IngoingContributionInput {
  ingoingEntries: readonly IngoingContributionEntry[];
  /** A billing-integrated facility: the billing system calculates the ingoing contribution. */
  billingIntegrated: boolean;
  /** The value the billing system calculated (billing-integrated facilities), null until it has sent one. */
  externalIngoingContribution: DecimalText;
}

/** The ingoing contribution, explained: the entries' sum, or the billing system's value (billing-integrated). */
export function ingoingContribution(i: IngoingContributionInput): Explained<string> {
  if (i.billingIntegrated) {
    const external = decimalOrNull(i.externalIngoingContribution);
    return explainedMoney(
      external,
      'Ingoing contribution = the value calculated by the billing system (billing-integrated facility)',
      [
        {
          label: 'Ingoing contribution',
          value: external ? money(external) : 'Not calculated yet',
          source: ILU_SOURCES.billingSystem,
        },
      ],
      ILU_FIGURE_MISSING.externalIngoingContribution,
    );
  }
  const entries = [...i.ingoingEntries].sort((a, b) => a.effectiveFromDate.localeCompare(b.effectiveFromDate));
  const values = entries.map((e) => decimalOrNull(e.value));
  const inputs: ExplainedInput[] = entries.length
    ? entries.map((e, k) => ({
        label: `Entry from ${formatDate(e.effectiveFromDate)}`,
        value: values[k] ? money(values[k]) : 'Blank',
        effectiveDate: toDateOnly(e.effectiveFromDate),
        source: ILU_SOURCES.fees,
      }))
    : [{ label: 'Ingoing contribution entries', value: 'None', source: ILU_SOURCES.fees }];
  return explainedMoney(
    values.reduce<Decimal>((sum, v) => sum.plus(v ?? 0), new Decimal(0)),
    'Ingoing contribution = the sum of its effective-dated entries',
    inputs,
  );
}

const REFUND_FORMULA = 'Estimated refund = ingoing contribution - accrued DMF - additional costs + capital gain';

/**
 * The estimated refund from the figures already computed (each explained): ingoing contribution - accrued DMF -
 * additional costs + capital gain. Missing while the ingoing contribution or the accrued DMF is; the capital gain counts
 * as $0.00 while it is missing (no settlement price yet), and blank additional costs as $0.00.
 */
export function estimatedRefund(parts: {
  ingoingContribution: Explained<string>;
  accruedDmf: Explained<string>;
  capitalGain: Explained<string>;
  additionalCosts: DecimalText;
  /** The DMF calculation date the refund is estimated at ('YYYY-MM-DD'), shown with the inputs. */
  calculationDate?: string | null;
}): Explained<string> {
  const additional = decimalOrNull(parts.additionalCosts);
  const gain = parts.capitalGain.value;
  const known = (f: Explained<string>) => (f.value === null ? 'Not known' : money(f.value));
  const inputs: ExplainedInput[] = [
    ...(parts.calculationDate ? [{ label: 'As at (the DMF calculation date)', value: formatDate(parts.calculationDate) }] : []),
    { label: 'Ingoing contribution', value: known(parts.ingoingContribution) },
    { label: 'Accrued DMF', value: known(parts.accruedDmf) },
    additional
      ? { label: 'Additional costs', value: money(additional), source: ILU_SOURCES.fees }
      : { label: 'Additional costs (blank: counted as $0.00)', value: money(0) },
    gain === null
      ? { label: 'Capital gain (no settlement price yet: counted as $0.00)', value: money(0) }
      : { label: 'Capital gain', value: money(gain) },
  ];
  const missing = [parts.ingoingContribution, parts.accruedDmf].find((f) => f.value === null);
  if (missing) return explainedMoney(null, REFUND_FORMULA, inputs, missing.missing);
  return explainedMoney(
    toDecimal(parts.ingoingContribution.value as string)
      .minus(toDecimal(parts.accruedDmf.value as string))
      .minus(additional ?? 0)
      .plus(gain ?? 0),
    REFUND_FORMULA,
    inputs,
  );
}

/** Everything the ILU money figures are computed from (money and rates as decimal texts, blank as null). */
export interface IluFinanceInput extends AccruedDmfInput, CapitalGainInput, IngoingContributionInput {
  /** Costs deducted from the refund (refurbishment, selling costs...); blank: none. */
  additionalCosts: DecimalText;
}

/** Every ILU money figure, explained; amounts as 2-decimal texts, the calculation date as 'YYYY-MM-DD'. */
export interface IluFinanceFigures {
  dmfUnitPrice: Explained<string>;
  /** The DMF schedule's total column, one per row as given, in percent (2 decimals); null for a row that does not count. */
  rowTotals: Array<string | null>;
  accruedDmf: Explained<string>;
  capitalGain: Explained<string>;
  ingoingContribution: Explained<string>;
  estimatedRefund: Explained<string>;
  calculationDate: Explained<string>;
}

/**
 * The ILU money figures of an allocation as at its DMF calculation date (the vacating date, else today).
 * Example (worked in the tests): Catalina Village's schedule, agreed price $500,000 from 1 Jul 2023, vacated on 1 Oct
 * 2025, ingoing contribution $500,000, additional costs $2,500, no settlement price yet -> accrued DMF $67,643.84, capital
 * gain counted as $0.00, estimated refund 500,000 - 67,643.84 - 2,500 = $429,856.16.
 */
export function iluFinanceFigures(input: IluFinanceInput): IluFinanceFigures {
  const accrued = accruedDmf(input);
  const gain = capitalGain(input);
  const ingoing = ingoingContribution(input);
  const calculationDate = explainedDmfCalculationDate(input);
  return {
    dmfUnitPrice: dmfUnitPrice(input),
    rowTotals: dmfRowTotals(input.schedule),
    accruedDmf: accrued,
    capitalGain: gain,
    ingoingContribution: ingoing,
    estimatedRefund: estimatedRefund({
      ingoingContribution: ingoing,
      accruedDmf: accrued,
      capitalGain: gain,
      additionalCosts: input.additionalCosts,
      calculationDate: calculationDate.value,
    }),
    calculationDate,
  };
}
