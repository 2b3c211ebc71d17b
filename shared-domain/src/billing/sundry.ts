/**
 * Sundry charge rules (seed 002 §5 "Sundry charge", §9 GST and totals), pure and decimal, for the sundry screens and
 * the billing API alike; every figure comes with its explanation (finance/explained.ts).
 *
 * - A line's GST = its amount x the GST rate / 100; nothing for a Free line. A gst-inclusive charge makes every line
 *   GST (its amounts already include the tax, so the GST shown is the part of the amount that is tax).
 * - Total = subtotal + GST, except when the charge is gst-inclusive or split evenly: then the total is the subtotal.
 * - Split evenly: the total is shared by the lines, total / number of lines each, in cents; the cents that do not
 *   divide go one each to the first lines, so the shares always add up to the total exactly ($100.00 / 3 = $33.34,
 *   $33.33, $33.33). Description and account are copied to every line.
 * - A blank line description takes the charge's. Removing the last line is ignored.
 */
import Decimal from 'decimal.js';
import { formatCurrency } from '../amounts';
import { roundMoney, toDecimal, type DecimalInput } from '../money';
import type { Explained } from '../finance/explained';

export type GstType = 'Free' | 'GST';

export interface SundryLine {
  gstType: GstType;
  /** The line's amount as typed (blank: not entered yet). */
  amount: DecimalInput | null | '';
  description?: string | null;
  sundryAccountId?: number | null;
}

export interface SundryChargeInput {
  description?: string | null;
  /** The GST rate in percent (10 for 10 %). */
  gstRate: DecimalInput;
  gstInclusive: boolean;
  splitBillEvenly: boolean;
  /** The total to split (split evenly only). */
  total?: DecimalInput | null;
  sundryAccountId?: number | null;
  lines: readonly SundryLine[];
}

const money = (v: Decimal) => formatCurrency(v.toFixed(2));
const amountOf = (line: SundryLine): Decimal | null => {
  if (line.amount === null || line.amount === '' || line.amount === undefined) return null;
  try {
    return toDecimal(line.amount);
  } catch {
    return null;
  }
};

/**
 * The GST of one line: amount x rate / 100 for a GST line, $0.00 for a Free line; rounded to the cent. On a
 * gst-inclusive charge the amount already includes the tax: the GST is the tax part, amount x rate / (100 + rate).
 */
export function lineGst(line: SundryLine, gstRate: DecimalInput, gstInclusive = false): Decimal {
  const amount = amountOf(line);
  if (!amount) return new Decimal(0);
  if (!gstInclusive && line.gstType === 'Free') return new Decimal(0);
  const rate = toDecimal(gstRate);
  return roundMoney(gstInclusive ? amount.times(rate).div(rate.plus(100)) : amount.times(rate).div(100));
}

/**
 * The lines as the rules make them: GST on every line of a gst-inclusive charge, the charge's description on blank
 * ones; split evenly, the charge's description and account on every line.
 */
export function applySundryLineRules(charge: SundryChargeInput): SundryLine[] {
  return charge.lines.map((line) => ({
    ...line,
    gstType: charge.gstInclusive ? 'GST' : line.gstType,
    description: line.description?.trim() && !charge.splitBillEvenly ? line.description : (charge.description ?? ''),
    ...(charge.splitBillEvenly ? { sundryAccountId: charge.sundryAccountId ?? null } : {}),
  }));
}

/** The lines without the one at `index`; the last line cannot be removed (the same lines back). */
export function removeSundryLine<L>(lines: readonly L[], index: number): readonly L[] {
  if (lines.length <= 1) return lines;
  return lines.filter((_, i) => i !== index);
}

/**
 * Split evenly: `total` shared by `count` lines in cents, the cents that do not divide given one each to the first
 * lines, so the shares add up to the total exactly. Examples: $100.00 / 3 -> 33.34, 33.33, 33.33; $0.05 / 2 -> 0.03,
 * 0.02; $1,000.00 / 100 -> 10.00 each.
 */
export function splitShares(total: DecimalInput, count: number): Decimal[] {
  if (!Number.isInteger(count) || count < 1) return [];
  const cents = roundMoney(total).times(100).toNumber();
  const sign = cents < 0 ? -1 : 1;
  const whole = Math.floor(Math.abs(cents) / count);
  const left = Math.abs(cents) - whole * count;
  return Array.from({ length: count }, (_, i) => new Decimal(sign * (whole + (i < left ? 1 : 0))).div(100));
}

export interface SundryFigures {
  subtotal: Explained<string>;
  gst: Explained<string>;
  total: Explained<string>;
  /** Split evenly: each line's share, in line order. */
  shares: string[] | null;
}

/** The charge's subtotal, GST and total, each explained, and the split shares. */
export function sundryFigures(charge: SundryChargeInput): SundryFigures {
  const lines = applySundryLineRules(charge);
  const rate = toDecimal(charge.gstRate);
  const rateText = `${rate.toString()} %`;
  if (charge.splitBillEvenly) {
    const total = charge.total === null || charge.total === undefined || charge.total === '' ? null : roundMoney(charge.total);
    const shares = total ? splitShares(total, lines.length) : null;
    const inputs = [
      { label: 'Total to split', value: total ? money(total) : 'Not entered' },
      { label: 'Lines', value: String(lines.length) },
    ];
    const formula =
      'Split evenly: each line pays total / number of lines, in cents; the cents left over go one each to the first lines';
    // The shares are what each resident pays (GST is not added to them): a GST line's share includes its tax.
    const gst = shares
      ? shares.reduce(
          (sum, share, i) => sum.plus(lines[i].gstType === 'GST' ? lineGst({ gstType: 'GST', amount: share }, rate, true) : 0),
          new Decimal(0),
        )
      : null;
    return {
      subtotal: {
        value: total ? total.toFixed(2) : null,
        formula,
        inputs,
        missing: total ? undefined : 'Enter the total to split.',
      },
      gst: {
        value: gst ? gst.toFixed(2) : null,
        formula: 'GST included in the shares = each share x GST rate / (100 + GST rate), summed',
        inputs: [{ label: 'GST rate', value: rateText }],
        missing: total ? undefined : 'Enter the total to split.',
      },
      total: {
        value: total ? total.toFixed(2) : null,
        formula: 'Total = subtotal (the shares add up to it; GST is not added when the bill is split evenly)',
        inputs,
        missing: total ? undefined : 'Enter the total to split.',
      },
      shares: shares ? shares.map((s) => s.toFixed(2)) : null,
    };
  }
  const amounts = lines.map(amountOf);
  const subtotal = amounts.reduce<Decimal>((sum, a) => sum.plus(a ?? 0), new Decimal(0));
  const gst = lines.reduce<Decimal>((sum, l) => sum.plus(lineGst(l, rate, charge.gstInclusive)), new Decimal(0));
  const lineInputs = lines.map((l, i) => ({
    label: `Line ${i + 1}${l.description ? `: ${l.description}` : ''}`,
    value: `${amounts[i] ? money(amounts[i]!) : 'Not entered'} (${l.gstType === 'Free' ? 'GST free' : 'GST'})`,
  }));
  const total = charge.gstInclusive ? subtotal : subtotal.plus(gst);
  return {
    subtotal: { value: subtotal.toFixed(2), formula: 'Subtotal = the sum of the lines\u2019 amounts', inputs: lineInputs },
    gst: {
      value: gst.toFixed(2),
      formula: charge.gstInclusive
        ? 'GST = for each line, amount x GST rate / (100 + GST rate) (the amounts include GST), summed'
        : 'GST = for each GST line, amount x GST rate / 100 (nothing for a GST-free line), summed',
      inputs: [{ label: 'GST rate', value: rateText }, ...lineInputs],
    },
    total: {
      value: total.toFixed(2),
      formula: charge.gstInclusive ? 'Total = subtotal (the amounts include GST)' : 'Total = subtotal + GST',
      inputs: [
        { label: 'Subtotal', value: money(subtotal) },
        { label: 'GST', value: money(gst) },
      ],
    },
    shares: null,
  };
}

/** One line's figures: what it is charged before GST, its GST, and what the resident's account is charged (explained). */
export interface SundryLineFigures {
  /** The amount (split evenly: the line's share), to the cent; null while not entered. */
  amount: string | null;
  gst: string;
  /** What the resident's account is charged: amount + GST, or the amount itself when gst-inclusive or split evenly. */
  total: Explained<string>;
}

/**
 * Each line's figures, in line order (the rules applied first: GST on every line of a gst-inclusive charge). Split
 * evenly, a line's amount is its share of the total (`splitShares`) and its GST the tax part of that share when it is a
 * GST line. The line totals always add up to the charge's total (`sundryFigures(charge).total`).
 * Examples at 10 %: $45.00 GST -> GST $4.50, total $49.50; $45.00 Free -> $45.00; gst-inclusive $110.00 -> GST $10.00,
 * total $110.00; split evenly $100.00 between 3 GST lines -> 33.34 (GST 3.03), 33.33 (GST 3.03), 33.33 (GST 3.03).
 */
export function sundryLineFigures(charge: SundryChargeInput): SundryLineFigures[] {
  const lines = applySundryLineRules(charge);
  const rate = toDecimal(charge.gstRate);
  const rateInput = { label: 'GST rate', value: `${rate.toString()} %` };
  if (charge.splitBillEvenly) {
    const total = charge.total === null || charge.total === undefined || charge.total === '' ? null : roundMoney(charge.total);
    const shares = total ? splitShares(total, lines.length) : null;
    return lines.map((line, i) => {
      const share = shares ? shares[i] : null;
      const gst = share && line.gstType === 'GST' ? lineGst({ gstType: 'GST', amount: share }, rate, true) : new Decimal(0);
      return {
        amount: share ? share.toFixed(2) : null,
        gst: gst.toFixed(2),
        total: {
          value: share ? share.toFixed(2) : null,
          formula:
            'Line total = the line\u2019s share of the total split evenly (total / number of lines, in cents; the cents left over go one each to the first lines); GST is included in the share',
          inputs: [
            { label: 'Total to split', value: total ? money(total) : 'Not entered' },
            { label: 'Lines', value: String(lines.length) },
            { label: 'Line', value: String(i + 1) },
            ...(line.gstType === 'GST' ? [rateInput, { label: 'GST included', value: money(gst) }] : []),
          ],
          missing: share ? undefined : 'Enter the total to split.',
        },
      };
    });
  }
  return lines.map((line) => {
    const amount = amountOf(line);
    const gst = lineGst(line, rate, charge.gstInclusive);
    const rounded = amount ? roundMoney(amount) : null;
    const total = rounded ? (charge.gstInclusive ? rounded : rounded.plus(gst)) : null;
    const inputs = [
      { label: 'Amount', value: rounded ? money(rounded) : 'Not entered' },
      { label: 'GST', value: `${money(gst)} (${line.gstType === 'Free' ? 'GST free' : `${rate.toString()} %`})` },
    ];
    return {
      amount: rounded ? rounded.toFixed(2) : null,
      gst: gst.toFixed(2),
      total: {
        value: total ? total.toFixed(2) : null,
        formula: charge.gstInclusive
          ? 'Line total = amount (the amount includes GST: amount x GST rate / (100 + GST rate) of it is tax)'
          : line.gstType === 'Free'
            ? 'Line total = amount (GST free)'
            : 'Line total = amount + GST (amount x GST rate / 100)',
        inputs,
        missing: rounded ? undefined : 'Enter the amount.',
      },
    };
  });
}
