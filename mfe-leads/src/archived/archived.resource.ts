/** Archived leads (GET leads/archived, paged, newest first; later pages with the first page's `notIncludingItemsAfter`). */
import { useInfiniteQuery } from '@tanstack/react-query';
import { getJson } from 'shared-auth';
import { DEFAULT_PAGE_SIZE } from 'shared-domain';
import { nextPageQuery, type NextPageQuery, type Paged, type PagingQuery } from 'shared-domain/contracts/common';
import type { LeadCard } from 'shared-domain/contracts/leads';
import { LEAD_MESSAGES } from 'shared-domain/leads';
import { LEADS_KEY } from '../lead/lead.resource';

export const archivedLeadsKey = [...LEADS_KEY, 'archived'] as const;

export function useArchivedLeads() {
  return useInfiniteQuery({
    queryKey: archivedLeadsKey,
    initialPageParam: { skip: 0 } as NextPageQuery,
    queryFn: ({ pageParam, signal }) =>
      getJson<Paged<LeadCard>>('leads/archived', {
        params: { ...pageParam, take: DEFAULT_PAGE_SIZE } satisfies PagingQuery,
        signal,
      }),
    getNextPageParam: nextPageQuery,
    meta: { errorMessage: LEAD_MESSAGES.loadLeadsError },
  });
}
