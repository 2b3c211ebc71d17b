/**
 * The lead board (seed 001 §7 "Leads": GET leads/dashboard/, leads/dashboard/status/, PUT leads/lead-status and
 * leads/lead-order, GET leads/leads-report-excel). The board is one query per filter whose data is the board's state
 * (boardModel's `BoardState`): a drop writes its result into it at once (optimistic) and the calls follow; a refused call,
 * a lead action or a tour reloads the board from the server (invalidation). Loading more of a column appends a page to it.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient, getJson } from 'shared-auth';
import { fetchFile } from 'shared-auth/downloads';
import type { EnquiryStatus } from 'shared-domain';
import type {
  LeadColumnQuery,
  LeadDashboardQuery,
  LeadFilterQuery,
  LeadCard,
  LeadColumn,
  LeadDashboard,
  LeadOrderChange,
  LeadOrderResult,
  LeadStatusChange,
} from 'shared-domain/contracts/leads';
import type { LeadDashboardFilter } from 'shared-domain/lead-types';
import { LEAD_DASHBOARD_PAGE_SIZE, LEAD_MESSAGES } from 'shared-domain/leads';
import { LEADS_KEY } from '../lead/lead.resource';
import { COLUMNS, appendPage, boardFromDashboard, type BoardState } from './boardModel';

/** Drops empty filter fields ('All', null) so the query carries only what narrows the board. */
export function filterParams(filter: LeadDashboardFilter): LeadFilterQuery {
  const out: LeadFilterQuery = {};
  if (filter.leadCareType && filter.leadCareType !== 'All') out.leadCareType = filter.leadCareType;
  if (filter.locationId != null) out.locationId = filter.locationId;
  if (filter.gender) out.gender = filter.gender;
  if (filter.anaccClass != null) out.anaccClass = filter.anaccClass;
  return out;
}

export const boardKey = (filter: LeadDashboardFilter) => [...LEADS_KEY, 'board', filterParams(filter)] as const;

/**
 * The board for a filter. A reload asks for as many cards per column as the longest column shows (at least a page), so
 * a column the user has extended does not shrink back after an action.
 */
export function useLeadBoard(filter: LeadDashboardFilter) {
  const client = useQueryClient();
  const key = boardKey(filter);
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const shown = client.getQueryData<BoardState>(key);
      const take = Math.max(LEAD_DASHBOARD_PAGE_SIZE, ...COLUMNS.map((c) => shown?.[c.status].cards.length ?? 0));
      return boardFromDashboard(
        await getJson<LeadDashboard>('leads/dashboard/', {
          params: { take, ...filterParams(filter) } satisfies LeadDashboardQuery,
          signal,
        }),
      );
    },
    meta: { errorMessage: LEAD_MESSAGES.loadLeadsError },
  });
}

/** Writes the board's state (a drop's result, a card's new order number) after stopping a reload that would undo it. */
export async function setBoard(
  client: QueryClient,
  filter: LeadDashboardFilter,
  update: (board: BoardState) => BoardState,
): Promise<void> {
  const key = boardKey(filter);
  await client.cancelQueries({ queryKey: key });
  client.setQueryData<BoardState>(key, (board) => (board ? update(board) : board));
}

/** Reloads the board from the server (after a refused call, a cancelled tour dialog, a lead action). */
export function reloadBoard(client: QueryClient, filter: LeadDashboardFilter): Promise<void> {
  return client.invalidateQueries({ queryKey: boardKey(filter) });
}

/** The next page of a column (GET leads/dashboard/status/), appended to the board. */
export async function loadMoreOfColumn(client: QueryClient, filter: LeadDashboardFilter, status: EnquiryStatus): Promise<void> {
  const board = client.getQueryData<BoardState>(boardKey(filter));
  if (!board) return;
  const cur = board[status];
  const params: LeadColumnQuery = {
    status,
    skip: cur.cards.length,
    take: LEAD_DASHBOARD_PAGE_SIZE,
    ...filterParams(filter),
    ...(cur.notIncludingItemsAfter ? { notIncludingItemsAfter: cur.notIncludingItemsAfter } : {}),
  };
  const page = await getJson<LeadColumn>('leads/dashboard/status/', { params });
  await setBoard(client, filter, (b) => appendPage(b, status, page));
}

/**
 * Moves a card to another column: PUT leads/lead-status (the list of another column is the server's to reorder). The
 * answer is the card where the server put it (its column and order number).
 */
export function useChangeLeadStatus() {
  return useMutation({
    mutationFn: async (body: LeadStatusChange) => (await apiClient().put<LeadCard>('leads/lead-status', body)).data,
  });
}

/** The card's position among its neighbours: PUT leads/lead-order answers the card's new order number. */
export function useChangeLeadOrder() {
  return useMutation({
    mutationFn: async (body: LeadOrderChange) => (await apiClient().put<LeadOrderResult>('leads/lead-order', body)).data,
  });
}

/** The leads spreadsheet (GET leads/leads-report-excel, binary) with the board's filter, and the server's file name. */
export async function downloadLeadsReport(filter: LeadDashboardFilter): Promise<{ blob: Blob; fileName: string | null }> {
  return fetchFile('leads/leads-report-excel', filterParams(filter));
}
