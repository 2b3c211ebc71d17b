/**
 * Accommodation payment figures (seed 000 §9, seed 001 §9): the calculated refundable accommodation contribution, the
 * balance progress (retention under the Aged Care Act 2025: ./retention).
 * Pure and decimal; each returns its explanation (finance/explained.ts).
 */
import Decimal from 'decimal.js';
import { formatCurrency, formatPercent } from '../amounts';
// Shown when no MPIR is in force for the date a figure needs one (seed 000 §5): the one constant of messages.ts.
import { MPIR_NOT_SET } from '../messages';
import { roundMoney, toDecimal, type DecimalInput } from '../money';
import type { Explained } from './explained';

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
  if (!mpir || toDecimal(mpir.rate).lte(0)) return { value: null, formula, inputs, missing: MPIR_NOT_SET };
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

// Retention lives in ./retention; these names stay importable from here for the screens that use them.
