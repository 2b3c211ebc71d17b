import { SUNDRY_FIELD_MESSAGES as M } from 'shared-domain/billing/messages';
import type { SundryCharge, SundryResident } from 'shared-domain/contracts/billing';
import {
  addLine,
  addResidents,
  chargeSheet,
  draftFigures,
  draftOf,
  draftSheet,
  emptyLine,
  newDraft,
  removeLine,
  saveBody,
  validateDraft,
  type SundryDraft,
} from './sundryModel';

const resident = (residencyId: number, firstName: string, lastName = 'Smith'): SundryResident => ({
  residentId: residencyId + 100,
  residencyId,
  firstName,
  lastName,
  roomNumber: `R${residencyId}`,
  bed: null,
  isChecked: false,
});
const ACCOUNTS = [
  { id: 7, description: 'Hairdressing', mappingValue: '4100' },
  { id: 8, description: 'Pharmacy', mappingValue: '4200' },
];

function draft(over: Partial<SundryDraft> = {}): SundryDraft {
  return { ...newDraft('2026-11-20'), description: 'Hairdressing', sundryAccountId: 7, residents: [emptyLine(7)], ...over };
}
function withResidents(d: SundryDraft, ...rs: SundryResident[]): SundryDraft {
  return { ...d, residents: addResidents(d, rs) };
}

describe('lines', () => {
  test('the residents ticked fill the empty line first, then add a line each; one already listed is not added again', () => {
    const d = draft();
    const one = withResidents(d, resident(1, 'Ann'));
    expect(one.residents).toHaveLength(1);
    expect(one.residents[0]).toMatchObject({ residencyId: 1, residentId: 101, firstName: 'Ann' });
    const three = withResidents(one, resident(1, 'Ann'), resident(2, 'Bob'), resident(3, 'Cy'));
    expect(three.residents.map((l) => l.residencyId)).toEqual([1, 2, 3]);
    // New lines take the charge's account.
    expect(three.residents[2].sundryAccountId).toBe(7);
  });

  test('removing a line; removing the last remaining line is ignored', () => {
    const d = withResidents(draft(), resident(1, 'Ann'), resident(2, 'Bob'));
    const left = removeLine(d.residents, 0);
    expect(left.map((l) => l.residencyId)).toEqual([2]);
    expect(removeLine(left, 0)).toEqual(left);
  });

  test('a line added is empty and keeps a key of its own', () => {
    const d = draft();
    const lines = addLine(d);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ residencyId: 0, amount: '', gstType: 'GST', sundryAccountId: 7 });
    expect(lines[1].key).not.toBe(lines[0].key);
  });
});

describe('validation', () => {
  test('every line needs a resident, an amount and an account unless the bill is split evenly', () => {
    const d = draft({ residents: [emptyLine(null)] });
    expect(validateDraft(d)).toEqual({
      'residents.0.residencyId': M.residentRequired,
      'residents.0.amount': M.amountRequired,
      'residents.0.sundryAccountId': M.sundryAccountRequired,
    });
    const split = { ...d, splitBillEvenly: true, total: '100' };
    expect(validateDraft(split)).toEqual({});
  });

  test('split evenly needs a total above $0.00 and the charge account', () => {
    expect(validateDraft(draft({ splitBillEvenly: true, total: '', sundryAccountId: null }))).toEqual({
      total: M.totalRequired,
      sundryAccountId: M.sundryAccountRequired,
    });
    expect(validateDraft(draft({ splitBillEvenly: true, total: '0' })).total).toBe(M.totalPositive);
    expect(validateDraft(draft({ splitBillEvenly: true, total: '1.234' })).total).toBe(M.amountInvalid);
  });

  test('a description; an amount above $0.00 in dollars and cents; a resident listed once', () => {
    const d = withResidents(draft({ description: ' ' }), resident(1, 'Ann'), resident(2, 'Bob'));
    d.residents[0].amount = '0';
    d.residents[1].amount = 'abc';
    d.residents[1].residencyId = 1;
    expect(validateDraft(d)).toEqual({
      description: M.descriptionRequired,
      'residents.0.amount': M.amountPositive,
      'residents.1.amount': M.amountInvalid,
      'residents.1.residencyId': M.residentListedTwice,
    });
  });
});

describe('figures and the body', () => {
  test('split $100.00 between three residents: $33.34, $33.33, $33.33; no amounts sent, the total is', () => {
    const d = withResidents(draft({ splitBillEvenly: true, total: '100' }), resident(1, 'A'), resident(2, 'B'), resident(3, 'C'));
    const figures = draftFigures(d, '10');
    expect(figures.shares).toEqual(['33.34', '33.33', '33.33']);
    expect(figures.total.value).toBe('100.00');
    const body = saveBody(d);
    expect(body.total).toBe('100.00');
    expect(body.residents.map((l) => [l.residencyId, l.amount, l.sundryAccountId])).toEqual([
      [1, null, 7],
      [2, null, 7],
      [3, null, 7],
    ]);
    const sheet = draftSheet(d, '10', ACCOUNTS);
    expect(sheet.lines.map((l) => [l.resident, l.amount, l.lineTotal.value, l.account])).toEqual([
      ['A Smith', '33.34', '33.34', 'Hairdressing'],
      ['B Smith', '33.33', '33.33', 'Hairdressing'],
      ['C Smith', '33.33', '33.33', 'Hairdressing'],
    ]);
  });

  test('GST inclusive makes every line GST and the total is the subtotal; otherwise GST is added on GST lines', () => {
    const d = withResidents(draft(), resident(1, 'A'), resident(2, 'B'));
    d.residents[0].amount = '110';
    d.residents[1].amount = '50';
    d.residents[1].gstType = 'Free';
    const exclusive = draftFigures(d, '10');
    expect([exclusive.subtotal.value, exclusive.gst.value, exclusive.total.value]).toEqual(['160.00', '11.00', '171.00']);
    const sheet = draftSheet(d, '10', ACCOUNTS);
    expect(sheet.lines.map((l) => [l.gstType, l.gst, l.lineTotal.value])).toEqual([
      ['GST', '11.00', '121.00'],
      ['Free', '0.00', '50.00'],
    ]);
    const inclusive = { ...d, gstInclusive: true };
    const figures = draftFigures(inclusive, '10');
    expect([figures.subtotal.value, figures.gst.value, figures.total.value]).toEqual(['160.00', '14.55', '160.00']);
    expect(saveBody(inclusive).residents.map((l) => l.gstType)).toEqual(['GST', 'GST']);
    expect(draftSheet(inclusive, '10', ACCOUNTS).lines.map((l) => [l.gstType, l.gst, l.lineTotal.value])).toEqual([
      ['GST', '10.00', '110.00'],
      ['GST', '4.55', '50.00'],
    ]);
  });

  test('a blank line description shows the charge description; the body sends it blank (the server fills it)', () => {
    const d = withResidents(draft(), resident(1, 'A'));
    d.residents[0].amount = '25.5';
    expect(draftSheet(d, '10', ACCOUNTS).lines[0].description).toBe('Hairdressing');
    expect(saveBody(d).residents[0]).toEqual({
      residencyId: 1,
      gstType: 'GST',
      amount: '25.50',
      description: null,
      sundryAccountId: 7,
    });
    expect(saveBody(d)).not.toHaveProperty('version');
  });
});

describe('a saved charge', () => {
  const charge: SundryCharge = {
    id: 5,
    version: 3,
    description: 'Newspaper',
    draft: false,
    gstRate: '10.00',
    gstInclusive: false,
    splitBillEvenly: true,
    total: '10.00',
    sundryAccountId: 8,
    invoiceDateUtc: '2026-10-31',
    modifiedOnUtc: '2026-11-01T00:00:00Z',
    modifiedByName: 'Olivia Nguyen',
    postedDateUtc: '2026-11-02T01:00:00Z',
    postedByName: 'Olivia Nguyen',
    residents: [1, 2].map((n) => ({
      id: n,
      residentId: 100 + n,
      residencyId: n,
      firstName: `R${n}`,
      lastName: 'Smith',
      gstType: 'GST' as const,
      amount: '5.00',
      gst: '0.45',
      lineTotal: '5.00',
      description: 'Newspaper',
      sundryAccountId: 8,
      sundryAccountDescription: 'Pharmacy',
      postedSundryAccountDescription: 'Newsagent',
    })),
  };

  test('edited: the total to split, no line amounts (the server shares it), the version kept', () => {
    const d = draftOf({ ...charge, draft: true, postedDateUtc: null });
    expect(d).toMatchObject({ id: 5, version: 3, total: '10.00', splitBillEvenly: true, isDirty: false });
    expect(d.residents.map((l) => l.amount)).toEqual(['', '']);
    expect(saveBody(d)).toMatchObject({ id: 5, version: 3 });
  });

  test('viewed posted: the posted account on each line and the posted date', () => {
    const sheet = chargeSheet(charge);
    expect(sheet.postedDateUtc).toBe('2026-11-02T01:00:00Z');
    expect(sheet.lines.map((l) => l.account)).toEqual(['Newsagent', 'Newsagent']);
    expect(sheet.figures.shares).toEqual(['5.00', '5.00']);
  });
});
