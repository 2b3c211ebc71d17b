/** Archived leads (GET leads/archived, paged, newest first; later pages with the first page's `notIncludingItemsAfter`). */
import { useInfiniteQuery } from '@tanstack/react-query';
import { getJson } from 'shared-auth';
import { DEFAULT_PAGE_SIZE, type Paged } from 'shared-domain';
import type { PagingQuery } from 'shared-domain/contracts/common';
import type { LeadCard } from 'shared-domain/contracts/leads';
import { LEAD_MESSAGES } from 'shared-domain/leads';
import { LEADS_KEY } from '../lead/lead.resource';

export const archivedLeadsKey = [...LEADS_KEY, 'archived'] as const;

type PageParam = Pick<PagingQuery, 'skip' | 'notIncludingItemsAfter'>;

export function useArchivedLeads() {
  return useInfiniteQuery({
    queryKey: archivedLeadsKey,
    initialPageParam: { skip: 0 } as PageParam,
    queryFn: ({ pageParam, signal }) =>
      getJson<Paged<LeadCard>>('leads/archived', {
        params: { ...pageParam, take: DEFAULT_PAGE_SIZE } satisfies PagingQuery,
        signal,
      }),
    getNextPageParam: (last, pages): PageParam | undefined => {
      const loaded = pages.reduce((n, p) => n + p.result.length, 0);
      return loaded < last.totalCount && last.result.length
        ? { skip: loaded, notIncludingItemsAfter: pages[0].notIncludingItemsAfter }
        : undefined;
    },
    meta: { errorMessage: LEAD_MESSAGES.loadLeadsError },
  });
}
