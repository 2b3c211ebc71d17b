/**
 * /leads: the lead board (seed 001 §2 "Lead dashboard", §3 "Lead card", §4 drag rules, §8 "Dashboard"). Five columns of
 * cards dragged with @hello-pangea/dnd (mouse, touch and keyboard: focus a card's "Move" handle, Space, arrows, Space);
 * each column loads more on demand; filter; Excel export; card actions. Without leadsDetails canModify nothing drags.
 */
import {
  DragDropContext,
  Draggable,
  Droppable,
  type DragStart,
  type DragUpdate,
  type DropResult,
  type ResponderProvided,
} from '@hello-pangea/dnd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { isCanceled, useLiveTopic, usePermission } from 'shared-auth';
import type { EnquiryStatus } from 'shared-domain';
import type { LeadDashboardFilter } from 'shared-domain/lead-types';
import type { LeadCard } from 'shared-domain/contracts/leads';
import { Badge, Box, Button, FormDialog, Grid, HStack, Heading, LoadStatus, Stack, Text, PageLayout, notify } from 'shared-ui';
import { useLeadActions } from '../actions/useLeadActions';
import { saveBlob } from 'shared-auth/downloads';
import { serverMessages } from '../common/errors';
import { useLeadDashboardFilters } from '../lead/lead.resource';
import { LEAD_MESSAGES } from 'shared-domain/leads';
import { TourDialog } from '../tour/TourDialog';
import {
  boardKey,
  downloadLeadsReport,
  loadMoreOfColumn,
  reloadBoard,
  setBoard,
  useChangeLeadOrder,
  useChangeLeadStatus,
  useLeadBoard,
} from './board.resource';
import {
  COLUMNS,
  draggableId,
  dropIntoColumn,
  emptyBoard,
  fullName,
  planDrop,
  type BoardState,
  type ColumnDef,
  type DragPlan,
  type DropLike,
} from './boardModel';
import { DRAG_INSTRUCTIONS, dropAnnouncement, liftAnnouncement, moveAnnouncement } from './boardAnnouncements';
import { LeadCardView } from './LeadCardView';
import { LeadFilterBar } from './LeadFilterBar';

export const BOARD_TEXT = {
  title: 'Leads',
  createLead: 'Create lead',
  export: 'Export to Excel',
  exportError: 'Unable to download the leads spreadsheet.',
  exportFileName: 'LeadsReport.xlsx',
  loadMore: 'Load more',
  empty: 'No leads',
  tour: 'Tour',
  bookTour: 'Book tour',
  moveTo: 'Move to',
} as const;

type MovePlan = Extract<DragPlan, { kind: 'move' }>;

function updateCard(board: BoardState, status: EnquiryStatus, residencyId: number, patch: Partial<LeadCard>): BoardState {
  return {
    ...board,
    [status]: {
      ...board[status],
      cards: board[status].cards.map((c) => (c.residencyId === residencyId ? { ...c, ...patch } : c)),
    },
  };
}

const EMPTY_BOARD = emptyBoard();
const columnIndex = (status: string | null) => COLUMNS.findIndex((c) => c.status === status);

/**
 * From 1280 px, where the five columns fit side by side, each column scrolls its own cards in a window-high box: the
 * whole board stays on screen, and the cards beside a dragged card with it (a keyboard move needs one whole, see
 * revealColumn). Below 1280 px the board scrolls sideways instead, and dnd follows one scrolling box only, so the
 * columns do not.
 */
const COLUMN_MAX_HEIGHT = { xl: 'max(20rem, calc(100dvh - 16rem))' };

interface ColumnProps {
  col: ColumnDef;
  state: BoardState[EnquiryStatus];
  canDrag: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onActions: (card: LeadCard) => void;
}

function BoardColumn({ col, state, canDrag, loadingMore, onLoadMore, onActions }: ColumnProps) {
  const headingId = `lead-column-${col.status}`;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="bg.subtle"
      borderRadius="md"
      p="1.5"
      minW="0"
      display="flex"
      flexDirection="column"
      data-testid={`column-${col.status}`}
    >
      <HStack justify="space-between" mb="2" px="1">
        <Heading as="h2" size="sm" id={headingId}>
          {col.title}
        </Heading>
        <Badge variant="subtle" aria-label={`${state.totalCount} leads`}>
          {state.totalCount}
        </Badge>
      </HStack>
      <Droppable droppableId={col.status}>
        {(provided, snapshot) => (
          <Stack
            as="ul"
            role="list"
            aria-label={col.title}
            ref={provided.innerRef}
            {...provided.droppableProps}
            listStyleType="none"
            gap="2"
            minH="120px"
            flex="1"
            maxH={COLUMN_MAX_HEIGHT}
            overflowY={{ xl: 'auto' }}
            p="1"
            borderRadius="md"
            bg={snapshot.isDraggingOver ? 'brand.subtle' : undefined}
          >
            {state.cards.map((card, index) => (
              <Draggable key={card.residencyId} draggableId={draggableId(card)} index={index} isDragDisabled={!canDrag}>
                {(p) => (
                  <Box as="li" ref={p.innerRef} {...p.draggableProps}>
                    <LeadCardView
                      card={card}
                      handle={
                        canDrag ? (
                          <Box
                            {...p.dragHandleProps}
                            aria-label={`Move ${fullName(card)}`}
                            title="Drag to move"
                            display="flex"
                            alignItems="center"
                            px="0.5"
                            cursor="grab"
                            color="fg.muted"
                            borderRightWidth="1px"
                            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
                          >
                            <Text as="span" aria-hidden="true" fontSize="lg" lineHeight="1">
                              ⠿
                            </Text>
                          </Box>
                        ) : null
                      }
                      actions={
                        <Button
                          size="2xs"
                          variant="ghost"
                          aria-label={`Actions for ${fullName(card)}`}
                          onClick={() => onActions(card)}
                        >
                          <Text as="span" aria-hidden="true">
                            ⋯
                          </Text>
                        </Button>
                      }
                    />
                  </Box>
                )}
              </Draggable>
            ))}
            {provided.placeholder}
            {!state.cards.length && !snapshot.isDraggingOver ? (
              <Text as="li" color="fg.muted" fontSize="sm" px="1">
                {BOARD_TEXT.empty}
              </Text>
            ) : null}
          </Stack>
        )}
      </Droppable>
      <Text fontSize="xs" color="fg.muted" mt="2" px="1">
        Showing {state.cards.length} of {state.totalCount}
      </Text>
      {state.cards.length < state.totalCount ? (
        <Button size="xs" variant="outline" mt="1" onClick={onLoadMore} loading={loadingMore}>
          {BOARD_TEXT.loadMore}
        </Button>
      ) : null}
    </Box>
  );
}

export default function LeadBoard() {
  const details = usePermission('leadsDetails');
  const client = useQueryClient();
  const [filter, setFilter] = useState<LeadDashboardFilter>({ leadCareType: 'All' });
  const filters = useLeadDashboardFilters().data ?? null;
  const query = useLeadBoard(filter);
  const board = query.data ?? EMPTY_BOARD;
  const loadState: 'ready' | 'error' | 'loading' = query.data
    ? 'ready'
    : query.isError && !query.isFetching
      ? 'error'
      : 'loading';
  // Busy while any load is in flight, a reload of cached data included: what is shown may be about to change.
  const changeLeadStatus = useChangeLeadStatus();
  const changeLeadOrder = useChangeLeadOrder();
  /** The board as it is now (a drop is planned against the latest state, not the one of the last render). */
  const current = () => client.getQueryData<BoardState>(boardKey(filter)) ?? board;
  const write = (update: BoardState | ((b: BoardState) => BoardState)) =>
    setBoard(client, filter, typeof update === 'function' ? update : () => update);
  const reload = () => reloadBoard(client, filter);
  // Another user's change (a card moved, added, edited, removed) reloads the board: the server's order is the one
  // order every board shows. Never under a card being dragged or a drop waiting for its tour dialog: that reload
  // follows once the drop is over (catchUp).
  const dragging = useRef(false);
  const tourPending = useRef(false);
  const missedChange = useRef(false);
  useLiveTopic('lead-board', () => {
    if (dragging.current || tourPending.current) missedChange.current = true;
    else void reload();
  });
  function catchUp() {
    if (dragging.current || tourPending.current || !missedChange.current) return;
    missedChange.current = false;
    void reload();
  }
  const [loadingMore, setLoadingMore] = useState<EnquiryStatus | null>(null);
  const [tourDrop, setTourDrop] = useState<{ plan: MovePlan; previous: BoardState } | null>(null);
  const [tourCard, setTourCard] = useState<LeadCard | null>(null);
  // The card menu's "Tour" closes the menu and opens the tour dialog. A dialog mounted already open while the menu is
  // still closing is dismissed at once (focus is still in the menu: "outside" it), so mount it closed, open it next.
  const [tourCardOpen, setTourCardOpen] = useState(false);
  useEffect(() => {
    setTourCardOpen(!!tourCard);
  }, [tourCard]);
  const [actionCard, setActionCard] = useState<LeadCard | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  // The card menu's "Move to ...": planned and saved as a drop once the menu has closed (like the menu's "Tour": a tour
  // dialog opened while the menu is still closing would be dismissed at once).
  const [menuMove, setMenuMove] = useState<DropLike | null>(null);
  useEffect(() => {
    if (!menuMove || menuOpen) return;
    setMenuMove(null);
    onDragEnd(menuMove);
    // onDragEnd plans against the board in the query cache (current()), not against this render's: no need to re-run.
  }, [menuMove, menuOpen]); // eslint-disable-line react-hooks/exhaustive-deps
  const [exporting, setExporting] = useState(false);
  const boardBox = useRef<HTMLDivElement>(null);
  /** The column the dragged card was last over (the board scrolls on in the direction it goes). */
  const draggedOver = useRef<string | null>(null);

  async function loadMore(status: EnquiryStatus) {
    setLoadingMore(status);
    try {
      await loadMoreOfColumn(client, filter, status);
    } catch (err) {
      if (!isCanceled(err)) notify.error(LEAD_MESSAGES.loadLeadsError);
    } finally {
      setLoadingMore(null);
    }
  }

  /** A refused status or order: the server's words (or the order message), then the board as the server has it. */
  function refused(err: unknown) {
    const messages = serverMessages(err);
    notify.error(messages.length ? messages.join(' ') : LEAD_MESSAGES.orderError);
    return reload();
  }

  /** Saves a move to another column: the status, then the position among its new neighbours. */
  async function saveMove(plan: MovePlan) {
    try {
      const moved = await changeLeadStatus.mutateAsync(plan.statusChange);
      // The position is checked against where the status change put the card (the server's answer).
      const { result } = await changeLeadOrder.mutateAsync({
        ...plan.order,
        fromStatus: moved?.status ?? plan.to,
        fromOrderNumber: moved?.orderNumber,
      });
      await write((b) => updateCard(b, plan.to, plan.card.residencyId, { orderNumber: result, status: plan.to }));
    } catch (err) {
      await refused(err);
    }
  }

  function onDragEnd(result: DropResult | DropLike) {
    const plan = planDrop(current(), result);
    switch (plan.kind) {
      case 'none':
        return;
      case 'refused':
        notify.error(plan.message);
        return;
      case 'reorder': {
        void write(plan.board);
        changeLeadOrder
          .mutateAsync(plan.order)
          .then(({ result: orderNumber }) => write((b) => updateCard(b, plan.status, plan.card.residencyId, { orderNumber })))
          .catch(refused);
        return;
      }
      case 'move': {
        const previous = current();
        void write(plan.board);
        if (plan.tourDialog) {
          tourPending.current = true;
          setTourDrop({ plan, previous });
        } else void saveMove(plan);
        return;
      }
    }
  }

  // What a screen reader hears during a drag: the columns by their headings and the position in the column.
  function onDragStart(start: DragStart, provided: ResponderProvided) {
    dragging.current = true;
    provided.announce(liftAnnouncement(current(), start));
    draggedOver.current = start.source.droppableId;
    const i = columnIndex(start.source.droppableId);
    revealColumn((COLUMNS[i + 1] ?? COLUMNS[i - 1])?.status, start.draggableId);
  }
  function onDragUpdate(update: DragUpdate, provided: ResponderProvided) {
    provided.announce(moveAnnouncement(current(), update));
    const over = update.destination?.droppableId;
    if (over && over !== draggedOver.current) {
      // Onwards in the direction the card goes: the column after the one it is now over.
      const i = columnIndex(over);
      revealColumn((COLUMNS[i + Math.sign(i - columnIndex(draggedOver.current))] ?? COLUMNS[i]).status, update.draggableId);
    }
    if (over) draggedOver.current = over;
  }
  function onDrop(result: DropResult, provided: ResponderProvided) {
    provided.announce(dropAnnouncement(current(), result));
    dragging.current = false;
    onDragEnd(result);
    catchUp();
  }

  /**
   * Keeps the keyboard able to move a card on into the column beside it: @hello-pangea/dnd moves a card with the arrow
   * keys only into a column one of whose cards is fully on screen, and scrolls neither the board sideways nor the page
   * for it. So a lifted card brings the column beside it, and a card moved into another column the next one the same
   * way, into view: the board scrolls sideways (a screen narrower than the five columns) to show that column whole, and
   * the page scrolls the least it can to show whole the card of that column level with the dragged one.
   */
  function revealColumn(status: string | undefined, dragged: string) {
    const box = boardBox.current;
    const target = status && box?.querySelector(`[data-rfd-droppable-id="${status}"]`);
    if (!box || !target) return;
    const b = box.getBoundingClientRect();
    const t = target.getBoundingClientRect();
    if (t.left < b.left) box.scrollLeft -= b.left - t.left;
    else if (t.right > b.right) box.scrollLeft += t.right - b.right;

    const card = box.querySelector(`[data-rfd-draggable-id="${dragged}"]`)?.getBoundingClientRect();
    if (!card) return;
    const middle = (r: DOMRect) => (r.top + r.bottom) / 2;
    const level = [...target.querySelectorAll(':scope > [data-rfd-draggable-id]')]
      .map((e) => e.getBoundingClientRect())
      .sort((x, y) => Math.abs(middle(x) - middle(card)) - Math.abs(middle(y) - middle(card)))[0];
    if (!level || level.height > window.innerHeight) return;
    if (level.top < 0) window.scrollBy(0, level.top);
    else if (level.bottom > window.innerHeight) window.scrollBy(0, level.bottom - window.innerHeight);
  }

  async function onDropTourSaved(tour: { isCompleted: boolean } | null) {
    const drop = tourDrop;
    setTourDrop(null);
    tourPending.current = false;
    missedChange.current = false;
    if (!drop) return;
    const { plan, previous } = drop;
    const satisfied = tour && (plan.to !== 'TourCompleted' || tour.isCompleted);
    // Saving the tour already moved the card (its status follows the tour): the move is not checked against where
    // the board showed it.
    if (satisfied) await saveMove({ ...plan, statusChange: { residencyId: plan.card.residencyId, status: plan.to } });
    else await write(previous);
    await reload();
  }

  async function onDropTourCancelled() {
    const drop = tourDrop;
    setTourDrop(null);
    tourPending.current = false;
    missedChange.current = false;
    if (!drop) return;
    // Nothing was saved: put the card back where it was, then reload both columns from the server.
    await write(drop.previous);
    await reload();
  }

  async function exportExcel() {
    setExporting(true);
    try {
      const { blob, fileName } = await downloadLeadsReport(filter);
      saveBlob(blob, fileName ?? BOARD_TEXT.exportFileName);
    } catch {
      notify.error(BOARD_TEXT.exportError);
    } finally {
      setExporting(false);
    }
  }

  // The card menu's actions reload the board themselves (their mutations invalidate the lists of leads).
  const { actions, dialogs } = useLeadActions(actionCard, { locations: filters?.leadLocations ?? [] });

  const canDrag = details.canModify;
  return (
    <PageLayout
      title={BOARD_TEXT.title}
      actions={
        <HStack gap="2">
          {details.canModify ? (
            <Button asChild size="sm" colorPalette="brand">
              <RouterLink to="/createLead">{BOARD_TEXT.createLead}</RouterLink>
            </Button>
          ) : null}
          <Button size="sm" variant="outline" onClick={() => void exportExcel()} loading={exporting}>
            {BOARD_TEXT.export}
          </Button>
        </HStack>
      }
    >
      <LeadFilterBar filter={filter} filters={filters} onChange={setFilter} />
      {/* The board's columns stay on screen while it loads or fails (a drop's reload keeps them); the kit's status above
          them says which, with Retry on a failure. */}
      <LoadStatus
        state={loadState === 'ready' ? { status: 'ready', data: board } : { status: loadState }}
        loadingText="Loading leads..."
        errorMessage={LEAD_MESSAGES.loadLeadsError}
        onRetry={() => void query.refetch()}
      />
      <DragDropContext
        onDragStart={onDragStart}
        onDragUpdate={onDragUpdate}
        onDragEnd={onDrop}
        dragHandleUsageInstructions={DRAG_INSTRUCTIONS}
      >
        {/* Five columns side by side in the page's width at 1280 px; narrower screens scroll the board sideways. */}
        <Grid
          ref={boardBox}
          templateColumns="repeat(5, minmax(168px, 1fr))"
          gap="2"
          overflowX={{ base: 'auto', xl: 'visible' }}
          pb="2"
          aria-busy={loadState === 'loading' || query.isFetching}
        >
          {COLUMNS.map((col) => (
            <BoardColumn
              key={col.status}
              col={col}
              state={board[col.status]}
              canDrag={canDrag}
              loadingMore={loadingMore === col.status}
              onLoadMore={() => void loadMore(col.status)}
              onActions={(card) => {
                setActionCard(card);
                setMenuOpen(true);
              }}
            />
          ))}
        </Grid>
      </DragDropContext>

      <FormDialog
        open={menuOpen && !!actionCard}
        title={actionCard ? `Actions for ${fullName(actionCard)}` : 'Actions'}
        onClose={() => setMenuOpen(false)}
      >
        <Stack gap="2" role="group" aria-label="Lead actions">
          {actionCard ? (
            <Button
              variant="outline"
              justifyContent="start"
              onClick={() => {
                setMenuOpen(false);
                setTourCard(actionCard);
              }}
            >
              {actionCard.tourInfo ? BOARD_TEXT.tour : BOARD_TEXT.bookTour}
            </Button>
          ) : null}
          {actionCard && canDrag
            ? COLUMNS.filter((c) => c.status !== actionCard.status).map((c) => (
                <Button
                  key={c.status}
                  variant="outline"
                  justifyContent="start"
                  onClick={() => {
                    setMenuOpen(false);
                    setMenuMove(dropIntoColumn(current(), actionCard.residencyId, c.status));
                  }}
                >
                  {BOARD_TEXT.moveTo} {c.title}
                </Button>
              ))
            : null}
          {actions.map((a) => (
            <Button
              key={a.key}
              variant="outline"
              justifyContent="start"
              colorPalette={a.destructive ? 'red' : undefined}
              onClick={() => {
                setMenuOpen(false);
                a.onSelect();
              }}
            >
              {a.label}
            </Button>
          ))}
        </Stack>
      </FormDialog>
      {dialogs}

      {tourDrop ? (
        <TourDialog
          open
          lead={tourDrop.plan.card}
          mode={tourDrop.plan.tourDialog ?? 'book'}
          onSaved={(t) => void onDropTourSaved(t)}
          onCancel={() => void onDropTourCancelled()}
        />
      ) : null}
      {tourCard ? (
        <TourDialog open={tourCardOpen} lead={tourCard} onSaved={() => setTourCard(null)} onCancel={() => setTourCard(null)} />
      ) : null}
    </PageLayout>
  );
}
