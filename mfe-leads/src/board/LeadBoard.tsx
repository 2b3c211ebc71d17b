/**
 * /leads: the lead board (seed 001 §2 "Lead dashboard", §3 "Lead card", §4 drag rules, §8 "Dashboard"). Five columns of
 * cards dragged with @hello-pangea/dnd (mouse, touch and keyboard: focus a card's "Move" handle, Space, arrows, Space);
 * each column loads more on demand; filter; Excel export; card actions. Without leadsDetails canModify nothing drags.
 */
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useFacility, usePermission } from 'shared-auth';
import type { EnquiryStatus } from 'shared-domain';
import type { LeadCard, LeadDashboardFilter, LeadDashboardFilters } from 'shared-domain/lead-types';
import { Badge, Box, Button, FormDialog, Grid, HStack, Heading, Spinner, Stack, Text, PageLayout, notify } from 'shared-ui';
import * as api from '../api';
import { useLeadActions, type LeadActionKey } from '../actions/useLeadActions';
import { isCanceled, saveBlob, serverMessages } from '../common/errors';
import { LEAD_DASHBOARD_PAGE_SIZE, LEAD_MESSAGES } from 'shared-domain/leads';
import { TourDialog } from '../tour/TourDialog';
import {
  COLUMNS, appendPage, boardFromDashboard, columnState, draggableId, emptyBoard, planDrop,
  type BoardState, type ColumnDef, type DragPlan, type DropLike,
} from './boardModel';
import { LeadCardView, fullName } from './LeadCardView';
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
} as const;

type MovePlan = Extract<DragPlan, { kind: 'move' }>;

function updateCard(board: BoardState, status: EnquiryStatus, residencyId: number, patch: Partial<LeadCard>): BoardState {
  return { ...board, [status]: { ...board[status], cards: board[status].cards.map((c) => (c.residencyId === residencyId ? { ...c, ...patch } : c)) } };
}

function removeCard(board: BoardState, residencyId: number): BoardState {
  const next = { ...board };
  for (const c of COLUMNS) {
    const col = board[c.status];
    if (col.cards.some((x) => x.residencyId === residencyId)) {
      next[c.status] = { ...col, cards: col.cards.filter((x) => x.residencyId !== residencyId), totalCount: Math.max(0, col.totalCount - 1) };
    }
  }
  return next;
}

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
    <Box as="section" aria-labelledby={headingId} bg="bg.subtle" borderRadius="md" p="2" minW="240px" display="flex" flexDirection="column" data-testid={`column-${col.status}`}>
      <HStack justify="space-between" mb="2" px="1">
        <Heading as="h2" size="sm" id={headingId}>{col.title}</Heading>
        <Badge variant="subtle" aria-label={`${state.totalCount} leads`}>{state.totalCount}</Badge>
      </HStack>
      <Droppable droppableId={col.status}>
        {(provided, snapshot) => (
          <Stack as="ul" role="list" aria-label={col.title} ref={provided.innerRef} {...provided.droppableProps}
            listStyleType="none" gap="2" minH="120px" flex="1" p="1" borderRadius="md" bg={snapshot.isDraggingOver ? 'brand.subtle' : undefined}>
            {state.cards.map((card, index) => (
              <Draggable key={card.residencyId} draggableId={draggableId(card)} index={index} isDragDisabled={!canDrag}>
                {(p) => (
                  <Box as="li" ref={p.innerRef} {...p.draggableProps}>
                    <LeadCardView
                      card={card}
                      handle={canDrag ? (
                        <Box {...p.dragHandleProps} aria-label={`Move ${fullName(card)}`} title="Drag to move"
                          display="flex" alignItems="center" px="1" cursor="grab" color="fg.muted" borderRightWidth="1px"
                          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}>
                          <Text as="span" aria-hidden="true" fontSize="lg" lineHeight="1">⠿</Text>
                        </Box>
                      ) : null}
                      actions={(
                        <Button size="2xs" variant="ghost" aria-label={`Actions for ${fullName(card)}`} onClick={() => onActions(card)}>
                          <Text as="span" aria-hidden="true">⋯</Text>
                        </Button>
                      )}
                    />
                  </Box>
                )}
              </Draggable>
            ))}
            {provided.placeholder}
            {!state.cards.length && !snapshot.isDraggingOver ? <Text as="li" color="fg.muted" fontSize="sm" px="1">{BOARD_TEXT.empty}</Text> : null}
          </Stack>
        )}
      </Droppable>
      <Text fontSize="xs" color="fg.muted" mt="2" px="1">Showing {state.cards.length} of {state.totalCount}</Text>
      {state.cards.length < state.totalCount ? (
        <Button size="xs" variant="outline" mt="1" onClick={onLoadMore} loading={loadingMore}>{BOARD_TEXT.loadMore}</Button>
      ) : null}
    </Box>
  );
}

export default function LeadBoard() {
  const { currentFacility } = useFacility();
  const details = usePermission('leadsDetails');
  const [filter, setFilter] = useState<LeadDashboardFilter>({ leadCareType: 'All' });
  const [filters, setFilters] = useState<LeadDashboardFilters | null>(null);
  const [board, setBoardState] = useState<BoardState>(emptyBoard);
  const boardRef = useRef(board);
  const setBoard = useCallback((next: BoardState | ((b: BoardState) => BoardState)) => {
    const value = typeof next === 'function' ? next(boardRef.current) : next;
    boardRef.current = value;
    setBoardState(value);
  }, []);
  const [loadState, setLoadState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [loadingMore, setLoadingMore] = useState<EnquiryStatus | null>(null);
  const [tourDrop, setTourDrop] = useState<{ plan: MovePlan; previous: BoardState } | null>(null);
  const [tourCard, setTourCard] = useState<LeadCard | null>(null);
  // The card menu's "Tour" closes the menu and opens the tour dialog. A dialog mounted already open while the menu is
  // still closing is dismissed at once (focus is still in the menu: "outside" it), so mount it closed, open it next.
  const [tourCardOpen, setTourCardOpen] = useState(false);
  useEffect(() => { setTourCardOpen(!!tourCard); }, [tourCard]);
  const [actionCard, setActionCard] = useState<LeadCard | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const facilityId = currentFacility?.id;

  const load = useCallback(async (signal?: AbortSignal) => {
    setLoadState('loading');
    try {
      const d = await api.fetchDashboard(filter, LEAD_DASHBOARD_PAGE_SIZE, signal);
      if (signal?.aborted) return;
      setBoard(boardFromDashboard(d));
      setLoadState('ready');
    } catch (err) {
      if (signal?.aborted || isCanceled(err)) return;
      setLoadState('error');
      notify.error(LEAD_MESSAGES.loadLeadsError);
    }
  }, [filter, setBoard]);

  useEffect(() => {
    if (!facilityId) return undefined;
    const ctrl = new AbortController();
    void load(ctrl.signal);
    return () => ctrl.abort();
  }, [facilityId, load]);

  useEffect(() => {
    if (!facilityId) return undefined;
    const ctrl = new AbortController();
    api.fetchDashboardFilters(ctrl.signal).then((f) => { if (!ctrl.signal.aborted) setFilters(f); }).catch(() => undefined);
    return () => ctrl.abort();
  }, [facilityId]);

  /** Reloads columns from the server (as many cards as they show, at least one page). */
  const refreshColumns = useCallback(async (statuses: EnquiryStatus[]) => {
    await Promise.all([...new Set(statuses)].map(async (status) => {
      try {
        const take = Math.max(boardRef.current[status].cards.length, LEAD_DASHBOARD_PAGE_SIZE);
        const col = await api.fetchColumn(status, filter, { skip: 0, take });
        setBoard((b) => ({ ...b, [status]: columnState(col) }));
      } catch (err) {
        if (!isCanceled(err)) notify.error(LEAD_MESSAGES.loadLeadsError);
      }
    }));
  }, [filter, setBoard]);

  async function loadMore(status: EnquiryStatus) {
    setLoadingMore(status);
    try {
      const cur = boardRef.current[status];
      const page = await api.fetchColumn(status, filter, { skip: cur.cards.length, take: LEAD_DASHBOARD_PAGE_SIZE, notIncludingItemsAfter: cur.notIncludingItemsAfter });
      setBoard((b) => appendPage(b, status, page));
    } catch (err) {
      if (!isCanceled(err)) notify.error(LEAD_MESSAGES.loadLeadsError);
    } finally {
      setLoadingMore(null);
    }
  }

  /** Saves a move to another column: the status, then the position among its new neighbours. */
  async function saveMove(plan: MovePlan) {
    try {
      await api.changeLeadStatus(plan.statusChange);
      const { result } = await api.changeLeadOrder(plan.order);
      setBoard((b) => updateCard(b, plan.to, plan.card.residencyId, { orderNumber: result, status: plan.to }));
    } catch (err) {
      const messages = serverMessages(err);
      notify.error(messages.length ? messages.join(' ') : LEAD_MESSAGES.orderError);
      await refreshColumns([plan.from, plan.to]);
    }
  }

  function onDragEnd(result: DropResult | DropLike) {
    const plan = planDrop(boardRef.current, result);
    switch (plan.kind) {
      case 'none':
        return;
      case 'refused':
        notify.error(plan.message);
        return;
      case 'reorder': {
        setBoard(plan.board);
        api.changeLeadOrder(plan.order)
          .then(({ result: orderNumber }) => setBoard((b) => updateCard(b, plan.status, plan.card.residencyId, { orderNumber })))
          .catch((err) => {
            const messages = serverMessages(err);
            notify.error(messages.length ? messages.join(' ') : LEAD_MESSAGES.orderError);
            void refreshColumns([plan.status]);
          });
        return;
      }
      case 'move': {
        const previous = boardRef.current;
        setBoard(plan.board);
        if (plan.tourDialog) setTourDrop({ plan, previous });
        else void saveMove(plan);
        return;
      }
    }
  }

  async function onDropTourSaved(tour: { isCompleted: boolean } | null) {
    const drop = tourDrop;
    setTourDrop(null);
    if (!drop) return;
    const { plan, previous } = drop;
    const satisfied = tour && (plan.to !== 'TourCompleted' || tour.isCompleted);
    if (satisfied) await saveMove(plan);
    else setBoard(previous);
    await refreshColumns([plan.from, plan.to]);
  }

  async function onDropTourCancelled() {
    const drop = tourDrop;
    setTourDrop(null);
    if (!drop) return;
    // Nothing was saved: put the card back where it was, then reload both columns from the server.
    setBoard(drop.previous);
    await refreshColumns([drop.plan.from, drop.plan.to]);
  }

  async function exportExcel() {
    setExporting(true);
    try {
      const { blob, fileName } = await api.downloadLeadsReport(filter);
      saveBlob(blob, fileName ?? BOARD_TEXT.exportFileName);
    } catch {
      notify.error(BOARD_TEXT.exportError);
    } finally {
      setExporting(false);
    }
  }

  const columnOfCard = (card: LeadCard): EnquiryStatus =>
    COLUMNS.find((c) => boardRef.current[c.status].cards.some((x) => x.residencyId === card.residencyId))?.status ?? card.status;

  const { actions, dialogs } = useLeadActions(actionCard, {
    locations: filters?.leadLocations ?? [],
    onChanged: () => { if (actionCard) void refreshColumns([columnOfCard(actionCard)]); },
    onRemoved: (_key: LeadActionKey) => { if (actionCard) setBoard((b) => removeCard(b, actionCard.residencyId)); },
  });

  const canDrag = details.canModify;
  return (
    <PageLayout
      title={BOARD_TEXT.title}
      actions={(
        <HStack gap="2">
          {details.canModify ? <Button asChild size="sm" colorPalette="brand"><RouterLink to="/createLead">{BOARD_TEXT.createLead}</RouterLink></Button> : null}
          <Button size="sm" variant="outline" onClick={() => void exportExcel()} loading={exporting}>{BOARD_TEXT.export}</Button>
        </HStack>
      )}
    >
      <LeadFilterBar filter={filter} filters={filters} onChange={setFilter} />
      {loadState === 'loading' ? <HStack role="status" mb="2"><Spinner size="sm" /><Text>Loading leads...</Text></HStack> : null}
      {loadState === 'error' ? (
        <HStack role="alert" mb="2"><Text color="fg.error">{LEAD_MESSAGES.loadLeadsError}</Text><Button size="xs" onClick={() => void load()}>Retry</Button></HStack>
      ) : null}
      <DragDropContext onDragEnd={onDragEnd}>
        <Grid templateColumns="repeat(5, minmax(240px, 1fr))" gap="3" overflowX="auto" pb="2" aria-busy={loadState === 'loading'}>
          {COLUMNS.map((col) => (
            <BoardColumn key={col.status} col={col} state={board[col.status]} canDrag={canDrag}
              loadingMore={loadingMore === col.status} onLoadMore={() => void loadMore(col.status)}
              onActions={(card) => { setActionCard(card); setMenuOpen(true); }} />
          ))}
        </Grid>
      </DragDropContext>

      <FormDialog open={menuOpen && !!actionCard} title={actionCard ? `Actions for ${fullName(actionCard)}` : 'Actions'} onClose={() => setMenuOpen(false)}>
        <Stack gap="2" role="group" aria-label="Lead actions">
          {actionCard ? (
            <Button variant="outline" justifyContent="start" onClick={() => { setMenuOpen(false); setTourCard(actionCard); }}>
              {actionCard.tourInfo ? BOARD_TEXT.tour : BOARD_TEXT.bookTour}
            </Button>
          ) : null}
          {actions.map((a) => (
            <Button key={a.key} variant="outline" justifyContent="start" colorPalette={a.destructive ? 'red' : undefined}
              onClick={() => { setMenuOpen(false); a.onSelect(); }}>{a.label}</Button>
          ))}
        </Stack>
      </FormDialog>
      {dialogs}

      {tourDrop ? (
        <TourDialog open lead={tourDrop.plan.card} mode={tourDrop.plan.tourDialog ?? 'book'}
          onSaved={(t) => void onDropTourSaved(t)} onCancel={() => void onDropTourCancelled()} />
      ) : null}
      {tourCard ? (
        <TourDialog open={tourCardOpen} lead={tourCard}
          onSaved={() => { setTourCard(null); void refreshColumns(COLUMNS.map((c) => c.status)); }}
          onCancel={() => setTourCard(null)} />
      ) : null}
    </PageLayout>
  );
}
