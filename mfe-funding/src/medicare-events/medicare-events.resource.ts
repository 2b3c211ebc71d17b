/**
 * The Medicare events page's data (seed 001 §7 Funding): the facility's events (paged, newest first, filtered), an
 * event's additional details, the last status fetch, fetching the latest statuses and retrying a failed
 * accommodation balance event. The live channel's 'medicare-events' topic reloads the events and the last fetch.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getJson, useLiveTopic } from 'shared-auth';
import { DEFAULT_PAGE_SIZE } from 'shared-domain/constants';
import { nextPageQuery, type NextPageQuery } from 'shared-domain/contracts/common';
import type {
  AccommodationBalanceRetryBody,
  FetchMedicareEventStatusBody,
  FetchMedicareEventStatusResult,
  LastMedicareStatusFetch,
  MedicareEvent,
  MedicareEventInfo,
  MedicareEventPage,
  MedicareEventsQuery,
} from 'shared-domain/contracts/funding-events';
import { requestTypesOfGroups, type MedicareEventGroup } from 'shared-domain/funding/medicare-events';
import type { MedicareResponseStatus } from 'shared-domain/labels';
import { withNamedOfflineHint } from 'shared-domain/messages';

export const MEDICARE_EVENTS_TEXT = {
  title: 'Medicare events',
  loading: 'Loading Medicare events...',
  empty: 'There are no Medicare events.',
  loadError: withNamedOfflineHint('Unable to display Medicare events.'),
  detailsLoadError: withNamedOfflineHint('Unable to display the event details.'),
  more: 'Load more',
  fetch: 'Fetch latest statuses',
  lastFetched: 'Last fetched',
  neverFetched: 'Never fetched',
  fetched: 'Statuses updated.',
  retried: 'The accommodation balances were sent again.',
} as const;

/** What the filters hold: event groups (the seed's event types), response types, residents, days. */
export interface EventFilters {
  eventGroups: MedicareEventGroup[];
  responseTypes: MedicareResponseStatus[];
  residents: Array<{ id: number; name: string }>;
  fromDate: string;
  toDate: string;
}
export const NO_FILTERS: EventFilters = { eventGroups: [], responseTypes: [], residents: [], fromDate: '', toDate: '' };

/** The query the filters send (the groups as their request types). */
export function eventsQuery(f: EventFilters): Omit<MedicareEventsQuery, 'skip' | 'take' | 'notIncludingItemsAfter'> {
  return {
    eventTypes: f.eventGroups.length ? requestTypesOfGroups(f.eventGroups) : undefined,
    responseTypes: f.responseTypes.length ? f.responseTypes : undefined,
    selectedResidentIds: f.residents.length ? f.residents.map((r) => r.id) : undefined,
    fromDate: f.fromDate || undefined,
    toDate: f.toDate || undefined,
  };
}

export const medicareEventsKey = ['funding', 'medicare-events'] as const;
const lastFetchKey = ['funding', 'last-medicare-status-fetch-date'] as const;

export function useMedicareEvents(filters: EventFilters) {
  const query = eventsQuery(filters);
  return useInfiniteQuery({
    queryKey: [...medicareEventsKey, 'list', query],
    initialPageParam: { skip: 0 } as NextPageQuery,
    queryFn: ({ pageParam, signal }) =>
      getJson<MedicareEventPage>('funding/medicare-events', {
        params: { ...query, ...pageParam, take: DEFAULT_PAGE_SIZE },
        signal,
      }),
    getNextPageParam: nextPageQuery,
    meta: { errorMessage: MEDICARE_EVENTS_TEXT.loadError },
  });
}

export function useLastStatusFetch() {
  return useQuery({
    queryKey: lastFetchKey,
    queryFn: ({ signal }) => getJson<LastMedicareStatusFetch>('funding/last-medicare-status-fetch-date', { signal }),
  });
}

export function useEventInfo(event: Pick<MedicareEvent, 'id' | 'requestType'> | null) {
  return useQuery({
    queryKey: [...medicareEventsKey, 'info', event?.id, event?.requestType],
    enabled: !!event,
    queryFn: ({ signal }) =>
      getJson<MedicareEventInfo>('funding/medicare-event-info', {
        params: { id: event!.id, requestType: event!.requestType },
        signal,
      }),
  });
}

/** Reloads every list of events and the last fetch (after a write, or when the live channel says they changed). */
export function useReloadEvents() {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({ queryKey: medicareEventsKey }).then(() => client.invalidateQueries({ queryKey: lastFetchKey }));
}

/** The events shown update when Medicare answers (the live channel), without a reload of the page. */
export function useLiveEvents(): void {
  const reload = useReloadEvents();
  useLiveTopic('medicare-events', () => void reload());
}

export function useFetchStatuses() {
  const reload = useReloadEvents();
  return useMutation({
    mutationFn: async (body: FetchMedicareEventStatusBody) =>
      (await apiClient().post<FetchMedicareEventStatusResult>('funding/fetch-medicare-event-status', body)).data,
    onSettled: () => reload(),
  });
}

export function useRetryEvent() {
  const reload = useReloadEvents();
  return useMutation({
    mutationFn: async (body: AccommodationBalanceRetryBody) =>
      (await apiClient().post<MedicareEvent>('funding/accommodation-balance-retry-event', body)).data,
    onSettled: () => reload(),
  });
}
