/**
 * Money and percentages (seed 000 §9: currency shows $ with 2 decimals; percent shows 0, 1 or 2 decimals as needed).
 * All arithmetic goes through decimal.js (the texts through amounts.ts, exact decimal digits); numbers are converted
 * through their shortest string form, never computed on.
 */
import Decimal from 'decimal.js';

export type DecimalInput = string | number | Decimal;

/**
 * Converts to a Decimal. Strings may carry '$', ',' and spaces ('$1,234.50'). Throws on anything that is not a number
 * (including NaN and Infinity).
 */
export function toDecimal(value: DecimalInput): Decimal {
  if (Decimal.isDecimal(value)) return value as Decimal;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
    return new Decimal(String(value));
  }
  const s = String(value).replace(/[$,\s]/g, '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(s)) throw new RangeError(`Not a number: ${String(value)}`);
  return new Decimal(s);
}

/** A canonical amount text with exactly two decimals: no leading zeros, no negative zero. */
const TWO_DECIMALS = /^(?:-?(?:[1-9]\d*)\.\d\d|-?0\.(?:0[1-9]|[1-9]\d)|0\.00)$/;

/**
 * An amount as the contracts carry it, with exactly 2 decimals, rounded half-up: 12.3 -> '12.30', '1.005' -> '1.01'.
 * A text already in that form (what PostgreSQL gives for a numeric(14,2) column, e.g. '-12.30') is the answer as it is,
 * without building a Decimal: an account page writes fifty of them.
 */
export function moneyText(value: DecimalInput): string {
  if (typeof value === 'string' && TWO_DECIMALS.test(value)) return value;
  return toDecimal(value).toFixed(2);
}

/** Rounds half away from zero to cents: 1.005 -> 1.01, -1.005 -> -1.01, 2.344 -> 2.34. */
export function roundMoney(value: DecimalInput): Decimal {
  return toDecimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

// The texts: exact decimal digits without decimal.js (amounts.ts), so the first page can show them without loading it.

/**
 * Parses what a user typed into a money input: '$1,234.5' -> Decimal 1234.50. Empty input gives null; text that is not
 * a number, or has more than 2 decimals, gives null as well, so a form can show it as invalid.
 */
export function parseMoneyInput(input: string | null | undefined): Decimal | null {
  if (input === null || input === undefined) return null;
  const s = input.replace(/[$,\s]/g, '');
  if (s === '') return null;
  const m = /^(-)?(\d+)(?:\.(\d{0,2}))?$|^(-)?\.(\d{1,2})$/.exec(s);
  if (!m) return null;
  return new Decimal(s.endsWith('.') ? s.slice(0, -1) : s).toDecimalPlaces(2);
}

/** Integer cents of an amount (rounded half-up): '12.345' -> 1235. */
export function toCents(value: DecimalInput): number {
  return roundMoney(value).times(100).toNumber();
}

/** Amount of integer cents as a Decimal: 1235 -> 12.35. */
export function fromCents(cents: number): Decimal {
  if (!Number.isInteger(cents)) throw new RangeError(`Cents must be an integer, got ${cents}`);
  return new Decimal(cents).dividedBy(100);
}

/** Sum of amounts as a Decimal (empty list gives 0). */
export function sumMoney(values: readonly DecimalInput[]): Decimal {
  return values.reduce<Decimal>((acc, v) => acc.plus(toDecimal(v)), new Decimal(0));
}

/** Supported threshold difference = supportThreshold - supportedRatio (percentages, decimal arithmetic; dashboard.ts). */
export function supportedThresholdDifference(supportThreshold: DecimalInput, supportedRatio: DecimalInput): Decimal {
  return toDecimal(supportThreshold).minus(toDecimal(supportedRatio));
}
