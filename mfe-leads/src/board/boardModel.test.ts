import { tourAlreadyBookedMessage, tourAlreadyCompletedMessage } from 'shared-domain/leads';
import {
  COLUMNS,
  appendPage,
  boardFromDashboard,
  draggableId,
  dropIntoColumn,
  moveCard,
  neighbours,
  planDrop,
} from './boardModel';
import { card, dashboard, tour } from './testData';

const a = card({ residencyId: 1, orderNumber: '1' });
const b = card({ residencyId: 2, orderNumber: '2' });
const c = card({ residencyId: 3, orderNumber: '3' });
const booked = card({ residencyId: 4, orderNumber: '1', tourInfo: tour() });
const completed = card({ residencyId: 5, orderNumber: '1', tourInfo: tour({ id: 10, isCompleted: true }) });
const waiting = card({ residencyId: 6, orderNumber: '5' });

function board() {
  return boardFromDashboard(
    dashboard({ Enquiries: [a, b, c], TourBooked: [booked], TourCompleted: [completed], Waiting: [waiting] }, { Enquiries: 7 }),
  );
}
const drop = (cardId: number, from: string, fromIndex: number, to: string | null, toIndex = 0) => ({
  draggableId: `lead-${cardId}`,
  source: { droppableId: from, index: fromIndex },
  destination: to ? { droppableId: to, index: toIndex } : null,
});

test('five columns in the seed order with their titles', () => {
  expect(COLUMNS.map((x) => x.title)).toEqual(['Enquiries', 'Tour booked', 'Tour completed', 'Waiting', 'Confirmed']);
  expect(draggableId(a)).toBe('lead-1');
});

test('a drop outside any column, or on the same place, does nothing', () => {
  expect(planDrop(board(), drop(1, 'Enquiries', 0, null))).toEqual({ kind: 'none' });
  expect(planDrop(board(), drop(1, 'Enquiries', 0, 'Enquiries', 0))).toEqual({ kind: 'none' });
  expect(planDrop(board(), drop(2, 'Enquiries', 0, 'Waiting', 0))).toEqual({ kind: 'none' }); // stale index: not that card
});

test('reorder within a column: new position and the predecessor/successor order numbers', () => {
  const plan = planDrop(board(), drop(1, 'Enquiries', 0, 'Enquiries', 2));
  expect(plan.kind).toBe('reorder');
  if (plan.kind !== 'reorder') return;
  expect(plan.board.Enquiries.cards.map((x) => x.residencyId)).toEqual([2, 3, 1]);
  expect(plan.order).toEqual({
    currentResidencyId: 1,
    status: 'Enquiries',
    predecessorOrderNumber: '3',
    successorOrderNumber: null,
    fromStatus: 'Enquiries',
    fromOrderNumber: '1',
  });
  expect(plan.board.Enquiries.totalCount).toBe(7);

  const up = planDrop(board(), drop(3, 'Enquiries', 2, 'Enquiries', 0));
  expect(up.kind === 'reorder' && up.order).toEqual({
    currentResidencyId: 3,
    status: 'Enquiries',
    predecessorOrderNumber: null,
    successorOrderNumber: '1',
    fromStatus: 'Enquiries',
    fromOrderNumber: '3',
  });
  const middle = planDrop(board(), drop(3, 'Enquiries', 2, 'Enquiries', 1));
  expect(middle.kind === 'reorder' && middle.order).toMatchObject({ predecessorOrderNumber: '1', successorOrderNumber: '2' });
});

test('drag rules (shared-domain): a lead with a tour cannot go back to Enquiries; a completed tour cannot go to Enquiries or Tour booked', () => {
  expect(planDrop(board(), drop(4, 'TourBooked', 0, 'Enquiries'))).toMatchObject({
    kind: 'refused',
    message: tourAlreadyBookedMessage('Enquiries'),
  });
  const refused = planDrop(board(), drop(5, 'TourCompleted', 0, 'TourBooked'));
  expect(refused).toMatchObject({ kind: 'refused', message: tourAlreadyCompletedMessage('TourBooked') });
  expect(refused.kind === 'refused' && refused.message.startsWith('Tour already completed')).toBe(true);
  expect(planDrop(board(), drop(5, 'TourCompleted', 0, 'Enquiries'))).toMatchObject({
    kind: 'refused',
    message: tourAlreadyCompletedMessage('Enquiries'),
  });
});

test('into Tour booked without a tour opens the booking dialog; into Tour completed without a completed tour the completion dialog', () => {
  const toBooked = planDrop(board(), drop(2, 'Enquiries', 1, 'TourBooked', 1));
  expect(toBooked).toMatchObject({
    kind: 'move',
    from: 'Enquiries',
    to: 'TourBooked',
    tourDialog: 'book',
    statusChange: { residencyId: 2, status: 'TourBooked', fromStatus: 'Enquiries', fromOrderNumber: '2' },
  });
  if (toBooked.kind !== 'move') return;
  expect(toBooked.order).toEqual({
    currentResidencyId: 2,
    status: 'TourBooked',
    predecessorOrderNumber: '1',
    successorOrderNumber: null,
  });
  expect(toBooked.board.Enquiries.cards.map((x) => x.residencyId)).toEqual([1, 3]);
  expect(toBooked.board.Enquiries.totalCount).toBe(6);
  expect(toBooked.board.TourBooked.cards.map((x) => [x.residencyId, x.status])).toEqual([
    [4, 'TourBooked'],
    [2, 'TourBooked'],
  ]);
  expect(toBooked.board.TourBooked.totalCount).toBe(2);

  expect(planDrop(board(), drop(4, 'TourBooked', 0, 'TourCompleted'))).toMatchObject({ kind: 'move', tourDialog: 'complete' });
  expect(planDrop(board(), drop(1, 'Enquiries', 0, 'TourCompleted'))).toMatchObject({ kind: 'move', tourDialog: 'complete' });
});

test('other moves save status and order without a dialog', () => {
  expect(planDrop(board(), drop(5, 'TourCompleted', 0, 'Waiting', 1))).toMatchObject({
    kind: 'move',
    tourDialog: null,
    order: { currentResidencyId: 5, status: 'Waiting', predecessorOrderNumber: '5', successorOrderNumber: null },
  });
  expect(planDrop(board(), drop(1, 'Enquiries', 0, 'Confirmed'))).toMatchObject({
    kind: 'move',
    tourDialog: null,
    order: { predecessorOrderNumber: null, successorOrderNumber: null },
  });
  expect(planDrop(board(), drop(4, 'TourBooked', 0, 'Waiting'))).toMatchObject({ kind: 'move', tourDialog: null });
});

test('helpers: neighbours, moveCard keeps the other columns, appendPage skips cards already shown', () => {
  expect(neighbours([a, b], 1)).toEqual({ predecessorOrderNumber: '1', successorOrderNumber: '2' });
  const moved = moveCard(board(), 'Enquiries', 0, 'Waiting', 0);
  expect(moved.TourBooked.cards.map((x) => x.residencyId)).toEqual([4]);
  expect(moved.Enquiries.totalCount).toBe(6);
  expect(moved.Waiting.cards[0]).toMatchObject({ residencyId: 1, status: 'Waiting' });
  const more = appendPage(board(), 'Enquiries', { result: [c, card({ residencyId: 8, orderNumber: '4' })], totalCount: 7 });
  expect(more.Enquiries.cards.map((x) => x.residencyId)).toEqual([1, 2, 3, 8]);
});

test('dropIntoColumn: the top of another column, planned like a drag (rules and tour dialog included)', () => {
  expect(dropIntoColumn(board(), 2, 'Confirmed')).toEqual(drop(2, 'Enquiries', 1, 'Confirmed', 0));
  expect(planDrop(board(), dropIntoColumn(board(), 2, 'Confirmed')!)).toMatchObject({
    kind: 'move',
    to: 'Confirmed',
    tourDialog: null,
    order: { predecessorOrderNumber: null, successorOrderNumber: null },
  });
  expect(planDrop(board(), dropIntoColumn(board(), 1, 'TourBooked')!)).toMatchObject({ kind: 'move', tourDialog: 'book' });
  expect(planDrop(board(), dropIntoColumn(board(), 5, 'Enquiries')!)).toMatchObject({
    kind: 'refused',
    message: tourAlreadyCompletedMessage('Enquiries'),
  });
  expect(dropIntoColumn(board(), 2, 'Enquiries')).toBeNull();
  expect(dropIntoColumn(board(), 99, 'Waiting')).toBeNull();
});
