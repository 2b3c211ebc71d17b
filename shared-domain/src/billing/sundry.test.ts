import {
  applySundryLineRules,
  lineGst,
  removeSundryLine,
  splitShares,
  sundryFigures,
  sundryLineFigures,
  type SundryChargeInput,
} from './sundry';

const charge = (over: Partial<SundryChargeInput>): SundryChargeInput => ({
  description: 'Hairdressing',
  gstRate: '10',
  gstInclusive: false,
  splitBillEvenly: false,
  lines: [],
  ...over,
});

describe('GST of a line', () => {
  test('GST line: amount x rate / 100 ($45.00 x 10 % = $4.50); Free line: nothing', () => {
    expect(lineGst({ gstType: 'GST', amount: '45.00' }, '10').toFixed(2)).toBe('4.50');
    expect(lineGst({ gstType: 'Free', amount: '45.00' }, '10').toFixed(2)).toBe('0.00');
  });
  test('rounded to the cent once: $33.35 x 10 % = $3.335 -> $3.34; a blank amount has none', () => {
    expect(lineGst({ gstType: 'GST', amount: '33.35' }, '10').toFixed(2)).toBe('3.34');
    expect(lineGst({ gstType: 'GST', amount: '' }, '10').toFixed(2)).toBe('0.00');
  });
  test('gst-inclusive: the tax part of the amount ($110.00 includes $10.00 of GST), a Free line too', () => {
    expect(lineGst({ gstType: 'GST', amount: '110.00' }, '10', true).toFixed(2)).toBe('10.00');
    expect(lineGst({ gstType: 'Free', amount: '110.00' }, '10', true).toFixed(2)).toBe('10.00');
  });
});

describe('the line rules', () => {
  test('gst-inclusive makes every line GST; a blank description takes the charge one', () => {
    const lines = applySundryLineRules(
      charge({
        gstInclusive: true,
        lines: [
          { gstType: 'Free', amount: '20', description: ' ' },
          { gstType: 'GST', amount: '30', description: 'Cut and colour' },
        ],
      }),
    );
    expect(lines.map((l) => [l.gstType, l.description])).toEqual([
      ['GST', 'Hairdressing'],
      ['GST', 'Cut and colour'],
    ]);
  });
  test("split evenly copies the charge's account and description to every line", () => {
    const lines = applySundryLineRules(
      charge({
        splitBillEvenly: true,
        sundryAccountId: 7,
        lines: [{ gstType: 'GST', amount: null, sundryAccountId: 3, description: 'Own words' }],
      }),
    );
    expect(lines[0].sundryAccountId).toBe(7);
    expect(lines[0].description).toBe('Hairdressing');
  });
  test('removing the last line is ignored; another line goes', () => {
    const one = [{ gstType: 'GST' as const, amount: '1' }];
    expect(removeSundryLine(one, 0)).toBe(one);
    expect(removeSundryLine(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });
});

describe('split evenly: the shares add up to the total exactly', () => {
  test('$100.00 / 3 -> $33.34, $33.33, $33.33 (the odd cent to the first line)', () => {
    expect(splitShares('100.00', 3).map((s) => s.toFixed(2))).toEqual(['33.34', '33.33', '33.33']);
  });
  test('$0.05 / 2 -> $0.03, $0.02; one line takes it all; $1,000.00 / 100 residents -> $10.00 each', () => {
    expect(splitShares('0.05', 2).map((s) => s.toFixed(2))).toEqual(['0.03', '0.02']);
    expect(splitShares('45.50', 1).map((s) => s.toFixed(2))).toEqual(['45.50']);
    const hundred = splitShares('1000.00', 100);
    expect(hundred).toHaveLength(100);
    expect(new Set(hundred.map((s) => s.toFixed(2)))).toEqual(new Set(['10.00']));
  });
  test('$1,000.01 / 100: one resident pays $10.01, 99 pay $10.00, summing to $1,000.01', () => {
    const shares = splitShares('1000.01', 100);
    expect(shares[0].toFixed(2)).toBe('10.01');
    expect(shares.slice(1).every((s) => s.toFixed(2) === '10.00')).toBe(true);
    expect(shares.reduce((a, b) => a.plus(b)).toFixed(2)).toBe('1000.01');
  });
  test('no lines: no shares', () => {
    expect(splitShares('10', 0)).toEqual([]);
  });
});

describe('the charge figures, explained', () => {
  test('GST and Free lines: subtotal $80.00, GST $5.00 (on $50.00), total $85.00', () => {
    const f = sundryFigures(
      charge({
        lines: [
          { gstType: 'GST', amount: '50.00' },
          { gstType: 'Free', amount: '30.00' },
        ],
      }),
    );
    expect([f.subtotal.value, f.gst.value, f.total.value]).toEqual(['80.00', '5.00', '85.00']);
    expect(f.total.formula).toBe('Total = subtotal + GST');
    expect(f.total.inputs).toEqual([
      { label: 'Subtotal', value: '$80.00' },
      { label: 'GST', value: '$5.00' },
    ]);
  });
  test('gst-inclusive: the total is the subtotal ($110.00), of which $10.00 is GST', () => {
    const f = sundryFigures(charge({ gstInclusive: true, lines: [{ gstType: 'Free', amount: '110.00' }] }));
    expect([f.subtotal.value, f.gst.value, f.total.value]).toEqual(['110.00', '10.00', '110.00']);
  });
  test('split evenly: $100.00 over three GST lines, the total is the subtotal, each share includes its GST', () => {
    const f = sundryFigures(
      charge({
        splitBillEvenly: true,
        total: '100.00',
        lines: [
          { gstType: 'GST', amount: null },
          { gstType: 'GST', amount: null },
          { gstType: 'GST', amount: null },
        ],
      }),
    );
    expect(f.shares).toEqual(['33.34', '33.33', '33.33']);
    expect([f.subtotal.value, f.total.value]).toEqual(['100.00', '100.00']);
    // 33.34 x 10 / 110 = 3.03; 33.33 x 10 / 110 = 3.03 (twice)
    expect(f.gst.value).toBe('9.09');
  });
  test('split evenly without a total: nothing to compute yet, and why', () => {
    const f = sundryFigures(charge({ splitBillEvenly: true, lines: [{ gstType: 'GST', amount: null }] }));
    expect(f.total.value).toBeNull();
    expect(f.total.missing).toBe('Enter the total to split.');
  });
});

describe("each line's figures (what the resident's account is charged)", () => {
  test('GST line: amount + GST ($45.00 + $4.50 = $49.50); Free line: the amount; explained', () => {
    const [gst, free] = sundryLineFigures(
      charge({
        lines: [
          { gstType: 'GST', amount: '45.00' },
          { gstType: 'Free', amount: '12.5' },
        ],
      }),
    );
    expect([gst.amount, gst.gst, gst.total.value]).toEqual(['45.00', '4.50', '49.50']);
    expect(gst.total.formula).toContain('amount + GST');
    expect([free.amount, free.gst, free.total.value]).toEqual(['12.50', '0.00', '12.50']);
  });
  test('gst-inclusive: the total is the amount ($110.00, of which $10.00 GST), a Free line made GST', () => {
    const [line] = sundryLineFigures(charge({ gstInclusive: true, lines: [{ gstType: 'Free', amount: '110' }] }));
    expect([line.amount, line.gst, line.total.value]).toEqual(['110.00', '10.00', '110.00']);
  });
  test('split evenly: $100.00 / 3 GST lines -> 33.34, 33.33, 33.33, each with its GST part; the totals add up', () => {
    const lines = sundryLineFigures(
      charge({
        splitBillEvenly: true,
        total: '100',
        lines: [
          { gstType: 'GST', amount: null },
          { gstType: 'GST', amount: null },
          { gstType: 'Free', amount: null },
        ],
      }),
    );
    expect(lines.map((l) => l.total.value)).toEqual(['33.34', '33.33', '33.33']);
    expect(lines.map((l) => l.gst)).toEqual(['3.03', '3.03', '0.00']);
  });
  test('split evenly between a hundred residents: $1,234.56 -> 56 lines of 12.35 and 44 of 12.34, adding up exactly', () => {
    const lines = sundryLineFigures(
      charge({
        splitBillEvenly: true,
        total: '1234.56',
        lines: Array.from({ length: 100 }, () => ({ gstType: 'Free' as const, amount: null })),
      }),
    );
    expect(lines.filter((l) => l.total.value === '12.35')).toHaveLength(56);
    expect(lines.filter((l) => l.total.value === '12.34')).toHaveLength(44);
    const sum = lines.reduce((s, l) => s + Math.round(Number(l.total.value) * 100), 0);
    expect(sum).toBe(123456);
  });
  test('one line without an amount: no total, and why', () => {
    const [line] = sundryLineFigures(charge({ lines: [{ gstType: 'GST', amount: '' }] }));
    expect(line.total.value).toBeNull();
    expect(line.total.missing).toBe('Enter the amount.');
  });
});
