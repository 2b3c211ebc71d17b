/**
 * The lead board's state and what a drop means (pure, no React): the five columns of seed 001 §2 "Lead dashboard", and
 * `planDrop`, the onDragEnd handler's logic: refuse by the drag rules (shared-domain), reorder within a column, or move
 * to another column (status + order), opening the tour dialog when the target column needs a tour (seed 001 §4).
 */
import type { EnquiryStatus } from 'shared-domain';
import type { LeadCard, LeadColumn, LeadDashboard, LeadOrderChange, LeadStatusChange } from 'shared-domain/contracts/leads';
import { LEAD_COLUMNS, isLeadStatus, leadMove, type LeadColumnDefinition } from 'shared-domain/leads';

export type ColumnDef = LeadColumnDefinition;
/** The board's columns, left to right (shared-domain). */
export const COLUMNS = LEAD_COLUMNS;

export interface ColumnState {
  cards: LeadCard[];
  totalCount: number;
  notIncludingItemsAfter?: string;
}
export type BoardState = Record<EnquiryStatus, ColumnState>;

export function emptyBoard(): BoardState {
  const b = {} as BoardState;
  for (const c of COLUMNS) b[c.status] = { cards: [], totalCount: 0 };
  return b;
}

export function columnState(col: LeadColumn | undefined): ColumnState {
  return { cards: col?.result ?? [], totalCount: col?.totalCount ?? 0, notIncludingItemsAfter: col?.notIncludingItemsAfter };
}

/** The board from GET leads/dashboard/. */
export function boardFromDashboard(d: LeadDashboard): BoardState {
  const b = {} as BoardState;
  for (const c of COLUMNS) b[c.status] = columnState(d[c.key]);
  return b;
}

/** Appends a page of a column (load more), skipping cards already shown. */
export function appendPage(board: BoardState, status: EnquiryStatus, page: LeadColumn): BoardState {
  const cur = board[status];
  const seen = new Set(cur.cards.map((c) => c.residencyId));
  return {
    ...board,
    [status]: {
      cards: [...cur.cards, ...page.result.filter((c) => !seen.has(c.residencyId))],
      totalCount: page.totalCount,
      notIncludingItemsAfter: cur.notIncludingItemsAfter ?? page.notIncludingItemsAfter,
    },
  };
}

/** 'Ann Able': how a lead is named on its card, in the board's dialogs and announcements. */
export const fullName = (c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`.trim();

export const draggableId = (card: Pick<LeadCard, 'residencyId'>) => `lead-${card.residencyId}`;

/** The subset of @hello-pangea/dnd's DropResult the plan needs. */
export interface DropLike {
  draggableId: string;
  source: { droppableId: string; index: number };
  destination?: { droppableId: string; index: number } | null;
}

export type TourDialogMode = 'book' | 'complete';

export type DragPlan =
  | { kind: 'none' }
  | { kind: 'refused'; card: LeadCard; message: string }
  | { kind: 'reorder'; card: LeadCard; status: EnquiryStatus; board: BoardState; order: LeadOrderChange }
  | {
      kind: 'move';
      card: LeadCard;
      from: EnquiryStatus;
      to: EnquiryStatus;
      board: BoardState;
      statusChange: LeadStatusChange;
      order: LeadOrderChange;
      /** The tour dialog to open first: the move is saved only once the tour is (cancel reverts it). */
      tourDialog: TourDialogMode | null;
    };

/**
 * Where a card dropped at `index` of a column (the card itself already removed) sits: the order numbers of the cards
 * above and below it (null at either end).
 */
export function neighbours(
  cards: readonly LeadCard[],
  index: number,
): { predecessorOrderNumber: string | null; successorOrderNumber: string | null } {
  return {
    predecessorOrderNumber: index > 0 ? (cards[index - 1]?.orderNumber ?? null) : null,
    successorOrderNumber: cards[index]?.orderNumber ?? null,
  };
}

/** The board with one card moved (pure); the card takes the target status. */
export function moveCard(
  board: BoardState,
  from: EnquiryStatus,
  fromIndex: number,
  to: EnquiryStatus,
  toIndex: number,
): BoardState {
  const source = [...board[from].cards];
  const [card] = source.splice(fromIndex, 1);
  if (!card) return board;
  if (from === to) {
    source.splice(toIndex, 0, card);
    return { ...board, [from]: { ...board[from], cards: source } };
  }
  const target = [...board[to].cards];
  target.splice(toIndex, 0, { ...card, status: to });
  return {
    ...board,
    [from]: { ...board[from], cards: source, totalCount: Math.max(0, board[from].totalCount - 1) },
    [to]: { ...board[to], cards: target, totalCount: board[to].totalCount + 1 },
  };
}

/**
 * The drop that puts a card at the top of another column: the card menu's "Move to ..." buttons, the way to move a
 * lead without dragging (one click or key press; dragging is not the only way, WCAG 2.2 "Dragging movements"). Null
 * when the card is not on the board or already in that column.
 */
export function dropIntoColumn(board: BoardState, residencyId: number, to: EnquiryStatus): DropLike | null {
  for (const c of COLUMNS) {
    const index = board[c.status].cards.findIndex((card) => card.residencyId === residencyId);
    if (index < 0) continue;
    if (c.status === to) return null;
    return {
      draggableId: draggableId({ residencyId }),
      source: { droppableId: c.status, index },
      destination: { droppableId: to, index: 0 },
    };
  }
  return null;
}

/** What a drop means (the onDragEnd handler's logic). */
export function planDrop(board: BoardState, drop: DropLike): DragPlan {
  const { source, destination } = drop;
  if (!destination || !isLeadStatus(source.droppableId) || !isLeadStatus(destination.droppableId)) return { kind: 'none' };
  const from = source.droppableId;
  const to = destination.droppableId;
  if (from === to && source.index === destination.index) return { kind: 'none' };
  const card = board[from].cards[source.index];
  if (!card || draggableId(card) !== drop.draggableId) return { kind: 'none' };

  if (from === to) {
    const next = moveCard(board, from, source.index, to, destination.index);
    const others = next[to].cards.filter((c) => c.residencyId !== card.residencyId);
    return {
      kind: 'reorder',
      card,
      status: to,
      board: next,
      order: {
        currentResidencyId: card.residencyId,
        status: to,
        ...neighbours(others, destination.index),
        // Where the card was on this board: the server refuses the move (409) if another user moved it since.
        fromStatus: from,
        fromOrderNumber: card.orderNumber,
      },
    };
  }

  const decision = leadMove(from, to, card.tourInfo);
  if (!decision.allowed) return { kind: 'refused', card, message: decision.message ?? '' };
  const next = moveCard(board, from, source.index, to, destination.index);
  const others = next[to].cards.filter((c) => c.residencyId !== card.residencyId);
  const order: LeadOrderChange = { currentResidencyId: card.residencyId, status: to, ...neighbours(others, destination.index) };
  const tourDialog: TourDialogMode | null = decision.needsTourDialog ? (to === 'TourCompleted' ? 'complete' : 'book') : null;
  return {
    kind: 'move',
    card,
    from,
    to,
    board: next,
    order,
    tourDialog,
    // Where the card was on this board (checked by the server). The order call that follows names where the status
    // change put it (LeadBoard's saveMove).
    statusChange: { residencyId: card.residencyId, status: to, fromStatus: from, fromOrderNumber: card.orderNumber },
  };
}
