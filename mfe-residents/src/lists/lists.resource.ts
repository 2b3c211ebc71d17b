/**
 * The resident lists (GET residents, GET residents/departed): pages of DEFAULT_PAGE_SIZE for infinite scroll, every page
 * after the first with the first page's `notIncludingItemsAfter`, so residents admitted meanwhile do not shift the pages.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { getJson } from 'shared-auth';
import { DEFAULT_PAGE_SIZE, type Paged } from 'shared-domain';
import { RECORD_MESSAGES } from 'shared-domain/resident-record';
import type { PagingQuery } from 'shared-domain/contracts/common';
import type { ResidentListRow } from 'shared-domain/contracts/resident-responses';
import { RESIDENT_LISTS_KEY } from '../record/record.resource';

export const residentListKey = (departed: boolean) => [...RESIDENT_LISTS_KEY, departed ? 'departed' : 'current'] as const;

type PageParam = Pick<PagingQuery, 'skip' | 'notIncludingItemsAfter'>;

export function useResidentList(departed: boolean) {
  return useInfiniteQuery({
    queryKey: residentListKey(departed),
    initialPageParam: { skip: 0 } as PageParam,
    queryFn: ({ pageParam, signal }) =>
      getJson<Paged<ResidentListRow>>(departed ? 'residents/departed' : 'residents', {
        params: { ...pageParam, take: DEFAULT_PAGE_SIZE } satisfies PagingQuery,
        signal,
      }),
    getNextPageParam: (last, pages): PageParam | undefined => {
      const loaded = pages.reduce((n, p) => n + p.result.length, 0);
      return loaded < last.totalCount && last.result.length
        ? { skip: loaded, notIncludingItemsAfter: pages[0].notIncludingItemsAfter }
        : undefined;
    },
    meta: { errorMessage: departed ? RECORD_MESSAGES.departedResidentsLoadError : RECORD_MESSAGES.residentsLoadError },
  });
}
