/**
 * The product's data-fetching layer: one TanStack Query client, created once by the shell (or a remote's standalone
 * harness) and read by every remote through React context. @tanstack/react-query is a federation singleton, so the
 * shell's QueryClientProvider is the one the remotes' hooks find.
 *
 * What a screen no longer writes itself: loading and error state (the query), the load-error toast (the query's
 * `meta.errorMessage`, shown once per failed load however many components watch it), refresh after an action (a
 * mutation invalidates the keys it changed), cancellation (the query's AbortSignal goes to the API client), retries.
 */
import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { apiClient } from './api';
import { useAuthStore } from './store';

/** What a query may say about itself (read by the client's QueryCache). */
export interface QueryMeta extends Record<string, unknown> {
  /** Toasted when a load fails (after the retries); none: the screen shows the failure itself. */
  errorMessage?: string;
  /** Statuses that are an answer, not a failure worth a toast (e.g. 404 on a record of another facility). */
  quietStatuses?: readonly number[];
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryMeta;
  }
}

interface HttpErrorLike {
  name?: string;
  code?: string;
  response?: { status?: number; data?: unknown };
}

/** The HTTP status of a failed API call (undefined: no answer, or not an HTTP error). */
export function httpStatus(error: unknown): number | undefined {
  return (error as HttpErrorLike | null)?.response?.status;
}

/** A request that was cancelled (the screen went away, or a newer request replaced it): never reported. */
export function isCanceled(error: unknown): boolean {
  const e = error as HttpErrorLike | null;
  return e?.name === 'CanceledError' || e?.name === 'AbortError' || e?.code === 'ERR_CANCELED';
}

/**
 * Whether a failed load is worth trying again: no answer at all (offline, the server restarting) or a 5xx. A 4xx is the
 * server's considered answer (not found, forbidden, bad input) and asking again gives the same one.
 */
export function isRetryable(error: unknown): boolean {
  if (isCanceled(error)) return false;
  const status = httpStatus(error);
  return status === undefined || status >= 500;
}

/** Loads are tried three times in all (network failures and 5xx only), one and two seconds apart. */
export const QUERY_RETRIES = 2;

export interface QueryClientOptions {
  /** Shows a load failure (the shell passes shared-ui's `notify.error`; shared-auth cannot import shared-ui). */
  notifyError?: (message: string) => void;
  /** For tests: no retries, so a failure shows at once. */
  retry?: boolean;
}

/**
 * The product's QueryClient. Defaults chosen for a staff application whose records other people change:
 * - queries are GETs, the only idempotent calls: they are retried (network failure and 5xx only, `isRetryable`);
 *   mutations (POST/PUT/DELETE) are never retried, so an action is never sent twice;
 * - data is stale at once (a screen opened again shows what it had and reloads it), but a window regaining focus does
 *   not reload: a form initialised from a query would be reset under the user's hands;
 * - switching facility or user drops everything cached: no screen may show another facility's records, and the keys
 *   do not carry the facility (the API client adds it to each request).
 */
export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  const { notifyError, retry = true } = options;
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const meta = query.meta;
        if (!meta?.errorMessage || isCanceled(error)) return;
        const status = httpStatus(error);
        if (status !== undefined && meta.quietStatuses?.includes(status)) return;
        notifyError?.(meta.errorMessage);
      },
    }),
    mutationCache: new MutationCache(),
    defaultOptions: {
      queries: {
        retry: retry ? (failureCount, error) => failureCount < QUERY_RETRIES && isRetryable(error) : false,
        refetchOnWindowFocus: false,
        staleTime: 0,
      },
      mutations: { retry: false },
    },
  });
  let scope = scopeOf(useAuthStore.getState());
  const unsubscribe = useAuthStore.subscribe((state) => {
    const next = scopeOf(state);
    if (next === scope) return;
    scope = next;
    // resetQueries cancels loads in flight (their answers belong to the old facility) and reloads what is on screen.
    void client.resetQueries();
  });
  disposers.set(client, unsubscribe);
  return client;
}

const disposers = new WeakMap<QueryClient, () => void>();

/** Forgets a client made by createQueryClient: its cache is cleared and it stops following the session (tests). */
export function disposeQueryClient(client: QueryClient): void {
  disposers.get(client)?.();
  disposers.delete(client);
  client.clear();
}

function scopeOf(state: { currentFacility: { id: number } | null; userProfile: { id: number } | null }): string {
  return `${state.userProfile?.id ?? ''}@${state.currentFacility?.id ?? ''}`;
}

/**
 * The root key of everything shown about one person (resident or lead: the same `residentId`), in whichever area:
 * an action on the person invalidates this prefix and every screen showing them, in any remote, loads again.
 */
export function personKey(residentId: number): readonly ['person', number] {
  return ['person', residentId];
}

/**
 * GET through the shared API client with the query's AbortSignal (a screen that goes away cancels its load).
 * `noFacility`: the calls that are not about the current facility (reference data, the user's facilities).
 */
export async function getJson<T>(
  url: string,
  options: { signal?: AbortSignal; params?: Record<string, unknown>; noFacility?: boolean } = {},
): Promise<T> {
  const { data } = await apiClient({ noFacility: options.noFacility }).get<T>(url, {
    params: options.params,
    signal: options.signal,
  });
  return data;
}

export type { QueryKey };
