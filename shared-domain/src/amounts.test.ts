import Decimal from 'decimal.js';
import { formatCurrency, formatPercent, percentPointsGap } from './amounts';

/** What the rules computed through decimal.js (money.ts before amounts.ts), the reference for the exact digits. */
function decimalCurrency(value: Decimal): string {
  const d = value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const negative = d.isNegative() && !d.isZero();
  const [int, frac] = d.abs().toFixed(2).split('.');
  return `${negative ? '-' : ''}$${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}
function decimalPercent(value: Decimal): string {
  const d = value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return `${d.isZero() ? '0' : d.toFixed()}%`;
}

const VALUES = [
  '0',
  '-0',
  '0.004',
  '-0.004',
  '0.005',
  '-0.005',
  '1.005',
  '-1.005',
  '2.344',
  '12.345',
  '41.25',
  '41.256',
  '40.10',
  '1234567.891',
  '-1234567.895',
  '.5',
  '5.',
  '+3.125',
  '1e3',
  '1.5e-3',
  '2.5E-2',
  '123456789012345678901234.567',
  '$1,234.50',
  ' 12 ',
  '0.0000001',
  '1e21',
];

describe('amounts: the same texts as decimal.js', () => {
  test.each(VALUES.map((v) => [v]))('%p', (text) => {
    const d = new Decimal(text.replace(/[$,\s]/g, ''));
    expect(formatCurrency(text)).toBe(decimalCurrency(d));
    expect(formatPercent(text)).toBe(decimalPercent(d));
    expect(formatCurrency(d)).toBe(decimalCurrency(d));
    expect(formatPercent(d)).toBe(decimalPercent(d));
  });
  test('numbers through their shortest string', () => {
    for (const n of [0.1 + 0.2, 1.005, -2.675, 1e-7, 123.456, 1e21, -0, 99.995]) {
      const d = new Decimal(String(n));
      expect(formatCurrency(n)).toBe(decimalCurrency(d));
      expect(formatPercent(n)).toBe(decimalPercent(d));
    }
  });
  test('random amounts', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let i = 0; i < 2000; i++) {
      const text = `${next() % 2 ? '-' : ''}${next() % 100000}.${String(next() % 100000).padStart(5, '0')}`;
      expect(formatCurrency(text)).toBe(decimalCurrency(new Decimal(text)));
      expect(formatPercent(text)).toBe(decimalPercent(new Decimal(text)));
    }
  });
  test('empty and invalid', () => {
    expect(formatCurrency(null)).toBe('');
    expect(formatPercent(undefined)).toBe('');
    expect(formatPercent('')).toBe('');
    expect(() => formatCurrency('abc')).toThrow(RangeError);
    expect(() => formatPercent(Number.NaN)).toThrow(RangeError);
    expect(() => formatPercent(Infinity)).toThrow(RangeError);
  });
  test('percentPointsGap rounds the exact difference', () => {
    expect(percentPointsGap('41.25', '38.75')).toEqual({ sign: 1, text: '2.5%' });
    expect(percentPointsGap(40, 43)).toEqual({ sign: -1, text: '3%' });
    expect(percentPointsGap('40', '40.004')).toEqual({ sign: 0, text: '0%' });
    expect(percentPointsGap('40', '40.005')).toEqual({ sign: -1, text: '0.01%' });
    expect(percentPointsGap(0.3, 0.1)).toEqual({ sign: 1, text: '0.2%' });
  });
});
