/** The record history of one record (GET history/{entity}/{id}, paged, newest first; later pages keep the first's cut-off). */
import { useInfiniteQuery } from '@tanstack/react-query';
import { getJson, personKey } from 'shared-auth';
import { nextPageQuery, type NextPageQuery, type PagingQuery } from 'shared-domain/contracts/common';
import type { HistoryEntity, HistoryPage } from 'shared-domain/contracts/history';
import { RECORD_HISTORY_PAGE_SIZE, RECORD_HISTORY_TEXT } from 'shared-domain/record-history';

/**
 * A resident's history sits under shared-auth's `personKey`, so a write on the person anywhere (record, lead, stay)
 * that invalidates the person's queries refreshes it; other records have their own key.
 */
export const historyKey = (entity: HistoryEntity, id: number) =>
  entity === 'resident' ? ([...personKey(id), 'record-history'] as const) : (['record-history', entity, id] as const);

export function useRecordHistory(entity: HistoryEntity, id: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: historyKey(entity, id),
    enabled,
    initialPageParam: { skip: 0 } as NextPageQuery,
    queryFn: ({ pageParam, signal }) =>
      getJson<HistoryPage>(`history/${entity}/${id}`, {
        params: { ...pageParam, take: RECORD_HISTORY_PAGE_SIZE } satisfies PagingQuery,
        signal,
      }),
    getNextPageParam: nextPageQuery,
    meta: { errorMessage: RECORD_HISTORY_TEXT.loadFailed },
  });
}
