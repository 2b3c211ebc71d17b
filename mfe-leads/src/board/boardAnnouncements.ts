/**
 * What the lead board says to a screen reader while a card is dragged (pure, no React): @hello-pangea/dnd's default
 * messages name the lists by their ids ("list TourCompleted"); these name the columns by the headings the user sees
 * (shared-domain's column labels) and give the position in the column ("Moved to Tour completed, position 2 of 7").
 * A drop the drag rules refuse says the rule's message, the same words the board shows.
 */
import type { EnquiryStatus } from 'shared-domain';
import type { LeadCard } from 'shared-domain/contracts/leads';
import { isLeadStatus, leadColumnTitle, leadMove } from 'shared-domain/leads';
import { COLUMNS, draggableId, fullName, planDrop, type BoardState, type DropLike } from './boardModel';

/** Read out when a card's drag handle takes the focus (DragDropContext's dragHandleUsageInstructions). */
export const DRAG_INSTRUCTIONS =
  `Press space to lift the lead. Move it with the arrow keys: left and right between the columns ` +
  `${COLUMNS.map((c) => c.title).join(', ')}; up and down to change its position in a column. ` +
  `Press space again to drop it, or Escape to cancel.`;

interface Place {
  droppableId: string;
  index: number;
}
/** The parts of @hello-pangea/dnd's DragStart, DragUpdate and DropResult the announcements read. */
export interface DragLike {
  draggableId: string;
  source: Place;
  destination?: Place | null;
  /** 'CANCEL' when the user pressed Escape (DropResult only). */
  reason?: 'DROP' | 'CANCEL';
}

function cardOf(board: BoardState, id: string): LeadCard | null {
  for (const c of COLUMNS) {
    const found = board[c.status].cards.find((card) => draggableId(card) === id);
    if (found) return found;
  }
  return null;
}

const nameOf = (board: BoardState, id: string) => {
  const card = cardOf(board, id);
  return card ? fullName(card) : 'The lead';
};

/** How many leads a column holds (all of them, not only the loaded page), counting the dragged card when it comes in. */
function columnSize(board: BoardState, status: EnquiryStatus, arriving: boolean): number {
  const { cards, totalCount } = board[status];
  return Math.max(totalCount, cards.length) + (arriving ? 1 : 0);
}

/** 'Tour completed, position 2 of 7'. */
function placeText(board: BoardState, from: EnquiryStatus, place: Place): string {
  if (!isLeadStatus(place.droppableId)) return place.droppableId;
  const to = place.droppableId;
  return `${leadColumnTitle(to)}, position ${place.index + 1} of ${columnSize(board, to, to !== from)}`;
}

/** onDragStart: 'Lifted Ann Able from Enquiries, position 1 of 7. ...' */
export function liftAnnouncement(board: BoardState, start: DragLike): string {
  const from = start.source.droppableId;
  const where = isLeadStatus(from) ? placeText(board, from, start.source) : from;
  return `Lifted ${nameOf(board, start.draggableId)} from ${where}. Use the arrow keys to move it, space to drop it, Escape to cancel.`;
}

/**
 * onDragUpdate: 'Moved to Tour completed, position 2 of 7.', followed by the drag rule's message when a drop there
 * would be refused.
 */
export function moveAnnouncement(board: BoardState, update: DragLike): string {
  const { source, destination } = update;
  if (!destination) return `${nameOf(board, update.draggableId)} is not over a column. Dropping it here leaves it where it was.`;
  if (!isLeadStatus(source.droppableId) || !isLeadStatus(destination.droppableId)) return `Moved to ${destination.droppableId}.`;
  const moved = `Moved to ${placeText(board, source.droppableId, destination)}.`;
  const card = cardOf(board, update.draggableId);
  const decision = card ? leadMove(source.droppableId, destination.droppableId, card.tourInfo) : null;
  return decision && !decision.allowed && decision.message ? `${moved} ${decision.message}` : moved;
}

/** onDragEnd: where the card ended up, the refusal message of a refused drop, or that the move was cancelled. */
export function dropAnnouncement(board: BoardState, result: DragLike): string {
  const name = nameOf(board, result.draggableId);
  const from = result.source.droppableId;
  const home = isLeadStatus(from) ? placeText(board, from, result.source) : from;
  if (result.reason === 'CANCEL') return `Move cancelled. ${name} is back in ${home}.`;
  if (!result.destination) return `${name} was not dropped on a column and is back in ${home}.`;
  const plan = planDrop(board, result as DropLike);
  if (plan.kind === 'refused') return plan.message;
  if (plan.kind === 'none') return `${name} was dropped where it was: ${home}.`;
  return `Dropped ${name} in ${isLeadStatus(from) ? placeText(board, from, result.destination) : result.destination.droppableId}.`;
}
