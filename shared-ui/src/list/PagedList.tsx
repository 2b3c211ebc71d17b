/**
 * The kit's one paged list (docs/design-system.md "Lists"): the rows of an infinite query's pages, a loading line while
 * a page loads, the empty text once the first page says there is nothing, the kit's LoadFailure panel with Retry when
 * a page fails, and "Load more" (or infinite scroll) while the server has more. A screen gives the query, its texts and
 * how the rows are drawn (a ResponsiveTable, month sections...); it writes no paging, empty or error handling itself.
 */
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Box, HStack, Button, LoadFailure, Spinner, Text } from 'shared-ui';

/** One page as the API sends it (shared-domain's `Paged<T>` and the finance pages have this shape). */
export interface ListPage<TRow> {
  result: readonly TRow[];
  totalCount: number;
}

/** The part of TanStack Query's `useInfiniteQuery` result the list reads. */
export interface PagedQuery<TRow> {
  data: { pages: readonly ListPage<TRow>[] } | undefined;
  isError: boolean;
  isFetching: boolean;
  hasNextPage: boolean;
  /** The failure was a later page's (TanStack Query sets it): Retry asks for that page, not the whole list. */
  isFetchNextPageError?: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/**
 * The rows of the loaded pages in order; with `rowKey`, a row that comes twice (the list changed between two pages:
 * a lead archived while paging) is shown once.
 */
export function pagedRows<TRow>(
  data: PagedQuery<TRow>['data'],
  rowKey?: (row: TRow) => string | number,
): { rows: TRow[]; total: number | null } {
  const all = data?.pages.flatMap((p) => p.result) ?? [];
  let rows: TRow[] = all;
  if (rowKey) {
    const seen = new Set<string | number>();
    rows = all.filter((r) => {
      const key = rowKey(r);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }
  return { rows, total: data?.pages[0]?.totalCount ?? null };
}

export interface PagedListProps<TRow> {
  query: PagedQuery<TRow>;
  /** Shown while a page loads, e.g. 'Loading residents...'. */
  loadingText: string;
  /** Shown when the first page says there are no rows, e.g. 'There are no residents.'. */
  emptyText: string;
  /** The LoadFailure panel's message when a page could not be loaded (Retry loads that page again). */
  errorMessage: string;
  /** The button that loads the next page. */
  moreLabel?: string;
  /** Also load the next page when the end of the list scrolls into view (the button stays for keyboard users). */
  infinite?: boolean;
  /** Rows with the same key are shown once. */
  rowKey?: (row: TRow) => string | number;
  /** Above the rows once the first page is in, e.g. '12 residents'. */
  summary?: (total: number) => ReactNode;
  /** Draws the rows (called only when there are some). */
  children: (rows: TRow[], total: number) => ReactNode;
}

export function PagedList<TRow>({
  query,
  loadingText,
  emptyText,
  errorMessage,
  moreLabel = 'Load more',
  infinite = false,
  rowKey,
  summary,
  children,
}: PagedListProps<TRow>) {
  const { rows, total } = useMemo(() => pagedRows(query.data, rowKey), [query.data, rowKey]);
  const { hasNextPage, isFetching, fetchNextPage, refetch } = query;
  const failed = query.isError && !isFetching;
  const sentinel = useRef<HTMLDivElement | null>(null);

  // After a failure the next page loads only on Retry, not on every scroll.
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetching && !failed) void fetchNextPage();
  }, [hasNextPage, isFetching, failed, fetchNextPage]);

  useEffect(() => {
    const el = sentinel.current;
    if (!infinite || !el || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadMore();
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [infinite, loadMore, rows.length]);

  // A failed later page is asked for again; a failed first page (or a failed reload) loads the list again.
  const retry = () => void (query.isFetchNextPageError ? fetchNextPage() : refetch());

  return (
    <Box minW="0">
      {total !== null && summary ? summary(total) : null}
      {rows.length && total !== null ? children(rows, total) : null}
      {total === 0 && !rows.length && !isFetching ? (
        <Text py="4" color="fg.muted" data-testid="list-empty">
          {emptyText}
        </Text>
      ) : null}
      {infinite ? <Box ref={sentinel} h="1px" /> : null}
      {isFetching ? (
        <HStack py="4" gap="2" justify="center" role="status">
          <Spinner size="sm" />
          <Text>{loadingText}</Text>
        </HStack>
      ) : null}
      {failed ? (
        <Box mt="3">
          <LoadFailure message={errorMessage} onRetry={retry} />
        </Box>
      ) : null}
      {!isFetching && !failed && hasNextPage ? (
        <HStack py="3" justify="center">
          <Button variant="outline" size="sm" minH={{ base: '11', lg: '8' }} onClick={loadMore}>
            {moreLabel}
          </Button>
        </HStack>
      ) : null}
    </Box>
  );
}
