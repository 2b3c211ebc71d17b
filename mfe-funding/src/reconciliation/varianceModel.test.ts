import { line, recipient, variance } from '../statements/statementFixtures';
import { addNote, applyLineChanges, matchValues, monthLines, recipientSections, selectedAdjustments } from './varianceModel';

const e1 = line({ id: 1, medicareStatementType: 1, amountDue: '300.00' });
const a1 = line({ id: 2, medicareStatementType: 2, amountDue: '290.50' });
const carried = line({ id: 3, medicareStatementType: 2, adjustmentMonth: '102026', isCarriedOver: true, action: 'CarryOver' });
const r1 = recipient('CR001', ['Ann', 'Able'], [e1, a1], { actual: [carried] });
const respite = recipient(
  'CR009',
  ['Rose', 'Rest'],
  [line({ id: 4, careType: 'Respite', careRecipientId: 'CR009', action: 'Accept' })],
);
const month = variance([respite], [r1]);

test('every line of the month, carried over ones included', () => {
  expect(monthLines(month).map((l) => l.id)).toEqual([4, 1, 2, 3]);
});

test('the filter keeps the recipients with lines under it, the respite list first', () => {
  expect(recipientSections(month, 5).map((s) => `${s.careType} ${s.recipient.careRecipientId}`)).toEqual([
    'Respite CR009',
    'Permanent CR001',
  ]);
  // Not actioned: the respite recipient's only line is accepted; the carried over line is actioned too.
  const notActioned = recipientSections(month, 0);
  expect(notActioned.map((s) => s.recipient.careRecipientId)).toEqual(['CR001']);
  expect(notActioned[0].recipient.actualCarriedOver).toEqual([]);
});

test("an action's answer changes only its lines; the other recipients stay the same objects", () => {
  const next = applyLineChanges(month, [
    { id: 1, version: 2, action: 'Match', groupIdentifier: 'g1' },
    { id: 2, version: 2, action: 'MatchAccept', groupIdentifier: 'g1' },
  ]);
  const lines = monthLines(next);
  expect(lines.find((l) => l.id === 1)).toMatchObject({ action: 'Match', version: 2, groupIdentifier: 'g1' });
  expect(lines.find((l) => l.id === 2)).toMatchObject({ action: 'MatchAccept', version: 2 });
  expect(next.respitePaymentVariance[0]).toBe(month.respitePaymentVariance[0]);
  expect(next.permanentPaymentVariance[0]).not.toBe(month.permanentPaymentVariance[0]);
  // The carried over months of the changed recipient were not touched either.
  expect(next.permanentPaymentVariance[0].actualCarriedOver).toBe(r1.actualCarriedOver);
});

test('a note is added to its line', () => {
  const entry = {
    id: 7,
    note: 'Late entry',
    entryDateTime: '2026-12-03T00:00:00Z',
    firstName: 'O',
    lastName: 'N',
    isCarringOver: false,
  };
  expect(monthLines(addNote(month, 3, entry)).find((l) => l.id === 3)?.notes).toEqual([entry]);
});

test('the selected adjustments carry each line as the contract names it', () => {
  expect(selectedAdjustments([carried], 'Undo')).toEqual([
    {
      id: 3,
      version: 1,
      careRecipientId: 'CR001',
      medicareStatementType: 2,
      careType: 'Permanent',
      adjustmentAmount: '300.00',
      action: 'Undo',
      originalAdjustmentMonth: '102026',
      firstName: 'Ann',
      lastName: 'Able',
      isCarriedOver: true,
      groupIdentifier: null,
    },
  ]);
});

test('the match values: each side of the selection and expected minus actual', () => {
  expect(matchValues([e1, a1])).toEqual({ expected: '300.00', actual: '290.50', variance: '9.50' });
  expect(matchValues([a1])).toEqual({ expected: '0.00', actual: '290.50', variance: '-290.50' });
});
