/** Worked examples: who changed a record and when, as a conflict and the changed notice say it; a card moved since. */
import { melbourneTimeText } from './day';
import { cardMovedSince } from './leads';
import { CONFLICT_MESSAGE, recordChangedNotice, recordConflictMessage } from './messages';

describe('melbourneTimeText', () => {
  test("the wall-clock time in Melbourne, as people say it, with the date when it is not today's", () => {
    const sameDay = new Date('2026-03-02T05:00:00Z');
    // UTC+11 in March (daylight saving time): 03:41 UTC is 2:41 pm.
    expect(melbourneTimeText('2026-03-02T03:41:00Z', sameDay)).toBe('2:41 pm');
    // Midnight and noon.
    expect(melbourneTimeText('2026-03-01T13:05:00Z', new Date('2026-03-01T14:00:00Z'))).toBe('12:05 am');
    expect(melbourneTimeText('2026-03-02T01:00:00Z', sameDay)).toBe('12:00 pm');
    // UTC+10 in July (standard time): 23:30 UTC on 9 July is 9:30 am on 10 July in Melbourne.
    expect(melbourneTimeText('2026-07-09T23:30:00Z', new Date('2026-07-10T02:00:00Z'))).toBe('9:30 am');
    // Another day: its date follows.
    expect(melbourneTimeText('2026-03-02T03:41:00Z', new Date('2026-03-04T03:41:00Z'))).toBe('2:41 pm on 02 Mar 2026');
  });
});

describe('a conflict and the changed notice name the change', () => {
  const now = new Date('2026-03-02T05:00:00Z');
  const mary = { name: 'Mary Manager', atUtc: '2026-03-02T03:41:00Z' };
  test('a stale write', () => {
    expect(recordConflictMessage(mary, now)).toBe(
      'This record was changed by Mary Manager at 2:41 pm. Reload to see their change.',
    );
    expect(recordConflictMessage(null, now)).toBe(CONFLICT_MESSAGE);
  });
  test('an open form whose record changed', () => {
    expect(recordChangedNotice(mary, now)).toBe('This record was changed by Mary Manager at 2:41 pm. Reload to see the change.');
    expect(recordChangedNotice(null, now)).toBe('This record was changed by someone else. Reload to see the change.');
  });
});

describe('cardMovedSince', () => {
  const card = { status: 'TourBooked', orderNumber: '2.5' };
  test('where the board showed it: not moved (order numbers compare as decimals)', () => {
    expect(cardMovedSince(card, { status: 'TourBooked', orderNumber: '2.5' })).toBe(false);
    expect(cardMovedSince(card, { status: 'TourBooked', orderNumber: '2.50' })).toBe(false);
    expect(cardMovedSince(card, {})).toBe(false);
    expect(cardMovedSince(card, { status: 'TourBooked' })).toBe(false);
  });
  test('another column or another place in it: moved', () => {
    expect(cardMovedSince(card, { status: 'Enquiries', orderNumber: '2.5' })).toBe(true);
    expect(cardMovedSince(card, { status: 'TourBooked', orderNumber: '3' })).toBe(true);
    expect(cardMovedSince({ status: 'TourBooked', orderNumber: null }, { orderNumber: '1' })).toBe(true);
  });
});
