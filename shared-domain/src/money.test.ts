import Decimal from 'decimal.js';
import { fromCents, moneyText, parseMoneyInput, roundMoney, sumMoney, toCents, toDecimal } from './money';
import { formatCurrency, formatPercent } from './amounts';

describe('toDecimal', () => {
  test('accepts string, number and Decimal without float error', () => {
    expect(toDecimal('0.1').plus(toDecimal(0.2)).toString()).toBe('0.3');
    expect(toDecimal('$1,234.50').toString()).toBe('1234.5');
    const d = new Decimal('7.25');
    expect(toDecimal(d)).toBe(d);
    expect(toDecimal(' -12 ').toString()).toBe('-12');
  });
  test('rejects non-numbers', () => {
    expect(() => toDecimal('abc')).toThrow(RangeError);
    expect(() => toDecimal('')).toThrow(RangeError);
    expect(() => toDecimal(Number.NaN)).toThrow(RangeError);
    expect(() => toDecimal(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('moneyText', () => {
  test('a canonical two-decimal text is the answer as it is (PostgreSQL numeric(14,2))', () => {
    for (const v of ['0.00', '12.30', '-12.30', '1234567.89', '-0.05', '0.10']) expect(moneyText(v)).toBe(v);
  });
  test('anything else goes through decimal.js: rounded half-up to two decimals, the same text as toFixed(2)', () => {
    expect(moneyText(12.3)).toBe('12.30');
    expect(moneyText('1.005')).toBe('1.01');
    expect(moneyText('-1.005')).toBe('-1.01');
    expect(moneyText('007.50')).toBe('7.50');
    expect(moneyText('12')).toBe('12.00');
    expect(moneyText('$1,234.5')).toBe('1234.50');
    for (const v of ['-0.00', '0.004', '-0.004', '99.999']) expect(moneyText(v)).toBe(toDecimal(v).toFixed(2));
  });
  test('not a number: refused as toDecimal refuses it', () => {
    expect(() => moneyText('abc')).toThrow(RangeError);
  });
});

describe('roundMoney', () => {
  test.each([
    ['1.005', '1.01'],
    ['-1.005', '-1.01'],
    ['2.344', '2.34'],
    ['2.345', '2.35'],
    [1.005, '1.01'], // 1.005 as a float is 1.00499999..., but it is converted through its string form
    ['100', '100'],
  ])('%s -> %s', (input, expected) => {
    expect(roundMoney(input).toString()).toBe(expected);
  });
});

describe('formatCurrency', () => {
  test.each([
    ['1234.5', '$1,234.50'],
    [1234.5, '$1,234.50'],
    ['-12', '-$12.00'],
    ['0', '$0.00'],
    ['-0.001', '$0.00'],
    ['0.005', '$0.01'],
    ['1234567.891', '$1,234,567.89'],
    ['999.999', '$1,000.00'],
    [new Decimal('42'), '$42.00'],
    ['100', '$100.00'],
  ])('%s -> %s', (input, expected) => {
    expect(formatCurrency(input)).toBe(expected);
  });
  test('empty values', () => {
    expect(formatCurrency(null)).toBe('');
    expect(formatCurrency(undefined)).toBe('');
    expect(formatCurrency('')).toBe('');
  });
});

describe('formatPercent', () => {
  test.each([
    [40, '40%'],
    ['40.00', '40%'],
    [41.5, '41.5%'],
    ['41.50', '41.5%'],
    ['41.25', '41.25%'],
    ['41.256', '41.26%'],
    ['41.254', '41.25%'],
    ['0', '0%'],
    ['-0.001', '0%'],
    ['-2.5', '-2.5%'],
    ['100', '100%'],
  ])('%s -> %s', (input, expected) => {
    expect(formatPercent(input)).toBe(expected);
  });
  test('empty values', () => {
    expect(formatPercent(null)).toBe('');
    expect(formatPercent('')).toBe('');
  });
});

describe('parseMoneyInput', () => {
  test.each([
    ['$1,234.5', '1234.5'],
    ['12', '12'],
    ['12.', '12'],
    ['.5', '0.5'],
    ['-3.25', '-3.25'],
    [' 7.10 ', '7.1'],
  ])('%s -> %s', (input, expected) => {
    expect(parseMoneyInput(input)?.toString()).toBe(expected);
  });
  test.each([[''], ['   '], ['abc'], ['1.234'], ['1.2.3'], ['--1'], [null], [undefined]])('%s -> null', (input) => {
    expect(parseMoneyInput(input)).toBeNull();
  });
});

describe('cents and sums', () => {
  test('toCents and fromCents', () => {
    expect(toCents('12.345')).toBe(1235);
    expect(toCents('0.1')).toBe(10);
    expect(toCents('-0.07')).toBe(-7);
    expect(fromCents(1235).toString()).toBe('12.35');
    expect(() => fromCents(1.5)).toThrow(RangeError);
  });
  test('sumMoney adds exactly', () => {
    expect(sumMoney(['0.1', 0.2, new Decimal('0.3')]).toString()).toBe('0.6');
    expect(sumMoney([]).toString()).toBe('0');
  });
});
