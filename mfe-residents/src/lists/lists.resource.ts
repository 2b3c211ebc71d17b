/**
 * The resident lists (GET residents, GET residents/departed): pages of DEFAULT_PAGE_SIZE for infinite scroll, every page
 * after the first with the first page's `notIncludingItemsAfter`, so residents admitted meanwhile do not shift the pages.
 */
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { getJson, useLiveTopic } from 'shared-auth';
import { DEFAULT_PAGE_SIZE } from 'shared-domain';
import { nextPageQuery, type NextPageQuery, type Paged } from 'shared-domain/contracts/common';
import { RECORD_MESSAGES } from 'shared-domain/resident-record';
import type { PagingQuery } from 'shared-domain/contracts/common';
import type { ResidentListRow } from 'shared-domain/contracts/resident-responses';
import { RESIDENT_LISTS_KEY } from '../record/record.resource';

export const residentListKey = (departed: boolean) => [...RESIDENT_LISTS_KEY, departed ? 'departed' : 'current'] as const;

/**
 * A list's rows: the residents area's own (GET residents, residents/departed) by default; another area mounting the
 * list names its `source` and the `queryKey` its own actions reload.
 */
export function useResidentList(departed: boolean, source?: string, queryKey?: readonly unknown[]) {
  const key = queryKey ?? residentListKey(departed);
  const client = useQueryClient();
  // Another user's change (a resident on leave, back, admitted, departed, edited) reloads the pages already shown,
  // in place: the rows on screen stay until the new ones arrive, so the scroll position holds.
  useLiveTopic('residents', () => void client.invalidateQueries({ queryKey: key }));
  return useInfiniteQuery({
    queryKey: key,
    initialPageParam: { skip: 0 } as NextPageQuery,
    queryFn: ({ pageParam, signal }) =>
      getJson<Paged<ResidentListRow>>(source ?? (departed ? 'residents/departed' : 'residents'), {
        params: { ...pageParam, take: DEFAULT_PAGE_SIZE } satisfies PagingQuery,
        signal,
      }),
    getNextPageParam: nextPageQuery,
    meta: { errorMessage: departed ? RECORD_MESSAGES.departedResidentsLoadError : RECORD_MESSAGES.residentsLoadError },
  });
}
