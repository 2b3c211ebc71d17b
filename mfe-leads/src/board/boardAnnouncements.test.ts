import { tourAlreadyBookedMessage, tourAlreadyCompletedMessage } from 'shared-domain/leads';
import { DRAG_INSTRUCTIONS, dropAnnouncement, liftAnnouncement, moveAnnouncement } from './boardAnnouncements';
import { boardFromDashboard } from './boardModel';
import { card, dashboard, tour } from './testData';

const ann = card({ residencyId: 1, firstName: 'Ann', lastName: 'Able', orderNumber: '1' });
const bob = card({ residencyId: 2, firstName: 'Bob', lastName: 'Baker', orderNumber: '2' });
const cat = card({ residencyId: 3, firstName: 'Cat', lastName: 'Cole', orderNumber: '1', tourInfo: tour() });
const dot = card({ residencyId: 4, firstName: 'Dot', lastName: 'Dunn', orderNumber: '1', tourInfo: tour({ isCompleted: true }) });

/** Enquiries shows 2 of its 7 leads; Tour completed holds 6 (one shown). */
const board = boardFromDashboard(
  dashboard({ Enquiries: [ann, bob], TourBooked: [cat], TourCompleted: [dot] }, { Enquiries: 7, TourCompleted: 6 }),
);
const at = (droppableId: string, index: number) => ({ droppableId, index });
const drag = (id: number, from: [string, number], to?: [string, number] | null, reason?: 'DROP' | 'CANCEL') => ({
  draggableId: `lead-${id}`,
  source: at(...from),
  destination: to ? at(...to) : to,
  reason,
});

/** No status id of a column ("TourCompleted", "list TourBooked") in what is said. */
function saysOnlyLabels(text: string) {
  expect(text).not.toMatch(/TourBooked|TourCompleted|\blist\b/);
}

test('the usage instructions name the columns by their headings, left to right', () => {
  expect(DRAG_INSTRUCTIONS).toContain('Enquiries, Tour booked, Tour completed, Waiting, Confirmed');
  expect(DRAG_INSTRUCTIONS).toMatch(/space/i);
  expect(DRAG_INSTRUCTIONS).toContain('Escape');
  saysOnlyLabels(DRAG_INSTRUCTIONS);
});

test('lifting says the lead, its column and its position among all the leads of the column', () => {
  const text = liftAnnouncement(board, drag(2, ['Enquiries', 1]));
  expect(text).toMatch(/^Lifted Bob Baker from Enquiries, position 2 of 7\./);
});

test('moving says the column by its heading and the position, counting the card in the column it enters', () => {
  const across = moveAnnouncement(board, drag(1, ['Enquiries', 0], ['TourCompleted', 1]));
  expect(across).toBe('Moved to Tour completed, position 2 of 7.');
  saysOnlyLabels(across);
  expect(moveAnnouncement(board, drag(1, ['Enquiries', 0], ['TourBooked', 0]))).toBe('Moved to Tour booked, position 1 of 2.');
  expect(moveAnnouncement(board, drag(1, ['Enquiries', 0], ['Confirmed', 0]))).toBe('Moved to Confirmed, position 1 of 1.');
  expect(moveAnnouncement(board, drag(1, ['Enquiries', 0], ['Enquiries', 1]))).toBe('Moved to Enquiries, position 2 of 7.');
  expect(moveAnnouncement(board, drag(1, ['Enquiries', 0], null))).toBe(
    'Ann Able is not over a column. Dropping it here leaves it where it was.',
  );
});

test('moving over a column the drag rules refuse says the refusal before the drop', () => {
  expect(moveAnnouncement(board, drag(3, ['TourBooked', 0], ['Enquiries', 0]))).toBe(
    `Moved to Enquiries, position 1 of 8. ${tourAlreadyBookedMessage('Enquiries')}`,
  );
  expect(moveAnnouncement(board, drag(4, ['TourCompleted', 0], ['TourBooked', 1]))).toBe(
    `Moved to Tour booked, position 2 of 2. ${tourAlreadyCompletedMessage('TourBooked')}`,
  );
});

test('dropping says where the lead now is; a refused drop says the same message the board shows', () => {
  expect(dropAnnouncement(board, drag(1, ['Enquiries', 0], ['Waiting', 0], 'DROP'))).toBe(
    'Dropped Ann Able in Waiting, position 1 of 1.',
  );
  expect(dropAnnouncement(board, drag(1, ['Enquiries', 0], ['Enquiries', 1], 'DROP'))).toBe(
    'Dropped Ann Able in Enquiries, position 2 of 7.',
  );
  expect(dropAnnouncement(board, drag(4, ['TourCompleted', 0], ['Enquiries', 0], 'DROP'))).toBe(
    tourAlreadyCompletedMessage('Enquiries'),
  );
  expect(dropAnnouncement(board, drag(1, ['Enquiries', 0], ['Enquiries', 0], 'DROP'))).toBe(
    'Ann Able was dropped where it was: Enquiries, position 1 of 7.',
  );
});

test('Escape, or a drop outside the columns, says the lead is back where it was', () => {
  expect(dropAnnouncement(board, drag(2, ['Enquiries', 1], null, 'CANCEL'))).toBe(
    'Move cancelled. Bob Baker is back in Enquiries, position 2 of 7.',
  );
  expect(dropAnnouncement(board, drag(2, ['Enquiries', 1], null, 'DROP'))).toBe(
    'Bob Baker was not dropped on a column and is back in Enquiries, position 2 of 7.',
  );
});
