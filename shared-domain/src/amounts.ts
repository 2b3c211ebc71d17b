/**
 * Money and percentage texts (seed 000 §9: currency shows $ with 2 decimals; percent shows 0, 1 or 2 decimals as
 * needed), computed exactly on decimal digits (BigInt) without decimal.js, so the first page (the dashboard's figures,
 * shared-ui's MoneyText) does not load it. money.ts re-exports `formatCurrency` and `formatPercent` from here.
 */

/** A number, a numeric string ('$1,234.50' allowed) or a decimal object (a decimal.js Decimal: read by its string). */
export type AmountInput = string | number | { toString(): string };

/** value = units / 10^scale */
interface Exact {
  units: bigint;
  scale: number;
}

const TEN = BigInt(10);
const pow10 = (n: number) => TEN ** BigInt(n);

/** The exact decimal value of an input; RangeError on anything that is not a finite number (money.ts `toDecimal`). */
function exact(value: AmountInput): Exact {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.replace(/[$,\s]/g, '');
  } else {
    text = String(value);
  }
  const m = /^([-+])?(?:(\d+)\.?(\d*)|\.(\d+))(?:e([-+]?\d+))?$/i.exec(text);
  if (!m) throw new RangeError(`Not a number: ${String(value)}`);
  const whole = m[2] ?? '';
  const fraction = m[3] ?? m[4] ?? '';
  const exponent = m[5] ? Number(m[5]) : 0;
  let units = BigInt(`${whole}${fraction}` || '0');
  let scale = fraction.length - exponent;
  if (scale < 0) {
    units *= pow10(-scale);
    scale = 0;
  }
  return { units: m[1] === '-' ? -units : units, scale };
}

/** Rounds to 2 decimals, half away from zero (decimal.js ROUND_HALF_UP): the value in hundredths. */
function hundredths({ units, scale }: Exact): bigint {
  if (scale <= 2) return units * pow10(2 - scale);
  const divisor = pow10(scale - 2);
  const negative = units < BigInt(0);
  const magnitude = negative ? -units : units;
  let q = magnitude / divisor;
  if ((magnitude % divisor) * BigInt(2) >= divisor) q += BigInt(1);
  return negative ? -q : q;
}

function minus(a: Exact, b: Exact): Exact {
  const scale = Math.max(a.scale, b.scale);
  return { units: a.units * pow10(scale - a.scale) - b.units * pow10(scale - b.scale), scale };
}

/** Integer and 2-digit fraction of a magnitude in hundredths. */
function split(h: bigint): [string, string] {
  const digits = (h < BigInt(0) ? -h : h).toString().padStart(3, '0');
  return [digits.slice(0, -2), digits.slice(-2)];
}

/**
 * '$1,234.50' with 2 decimals (rounded half-up); negatives as '-$12.00'. Null, undefined and '' give ''.
 * A value that rounds to zero is '$0.00' (never '-$0.00').
 */
export function formatCurrency(value: AmountInput | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const h = hundredths(exact(value));
  const [int, frac] = split(h);
  return `${h < BigInt(0) ? '-' : ''}$${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}

/** Hundredths as a percentage text: 0, 1 or 2 decimals as needed, '%' appended; zero is '0%'. */
function percentText(h: bigint): string {
  if (h === BigInt(0)) return '0%';
  const [int, frac] = split(h);
  const decimals = frac.replace(/0+$/, '');
  return `${h < BigInt(0) ? '-' : ''}${int}${decimals ? `.${decimals}` : ''}%`;
}

/**
 * A percentage with 0, 1 or 2 decimals as needed (rounded half-up to 2): 40 -> '40%', 41.5 -> '41.5%',
 * '41.25' -> '41.25%', 41.256 -> '41.26%'. The value is already a percentage (41.25 means 41.25%).
 * Null, undefined and '' give ''.
 */
export function formatPercent(value: AmountInput | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return percentText(hundredths(exact(value)));
}

/**
 * `a - b` rounded half-up to 2 decimals, as a sign and a percentage text of its magnitude: (41.25, 38.75) ->
 * { sign: 1, text: '2.5%' }; a difference that rounds to zero -> { sign: 0, text: '0%' }.
 */
export function percentPointsGap(a: AmountInput, b: AmountInput): { sign: -1 | 0 | 1; text: string } {
  const h = hundredths(minus(exact(a), exact(b)));
  const sign = h === BigInt(0) ? 0 : h > BigInt(0) ? 1 : -1;
  return { sign, text: percentText(h < BigInt(0) ? -h : h) };
}
