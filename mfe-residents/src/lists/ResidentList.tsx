/**
 * /viewResidents and /viewDepartedResidents (seed 000 §2): residents of the current facility, loaded 25 at a time by
 * infinite scroll with a stable `notIncludingItemsAfter`, with age and date of birth and the §4 display labels; the
 * shell hides its footer on these routes (`hideFooter` in routes.json).
 */
import { useCallback, useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDate } from 'shared-domain';
import { Badge, Box, Button, HStack, Link, PageLayout, ResponsiveTable, Spinner, Text, type ResponsiveColumn } from 'shared-ui';
import type { ResidentListRow } from 'shared-domain/contracts/resident-responses';
import { useResidentList } from './lists.resource';

export interface ResidentListProps {
  departed: boolean;
}

/** The list's columns: a table at md and wider, "label: value" cards on a phone (the name is the card's title). */
function columns(departed: boolean): ResponsiveColumn<ResidentListRow>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      primary: true,
      cell: (r) => (
        <Link asChild colorPalette="brand" fontWeight="medium">
          <RouterLink to={`/viewResident/${r.residentId}`}>
            {r.lastName}, {r.firstName}
            {r.preferredName ? ` (${r.preferredName})` : ''}
          </RouterLink>
        </Link>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (r) => (
        <HStack gap="2" wrap="wrap">
          <Text>{r.displayLabel}</Text>
          {r.isOnLeave ? <Badge colorPalette="orange">On leave</Badge> : null}
        </HStack>
      ),
    },
    { key: 'age', header: 'Age', cell: (r) => r.age ?? '' },
    { key: 'dob', header: 'Date of birth', cell: (r) => formatDate(r.dateOfBirth) },
    {
      key: 'room',
      header: 'Room',
      cell: (r) => [r.roomNumber, r.bedName && r.bedName !== 'Bed' ? r.bedName : null].filter(Boolean).join(' '),
    },
    { key: 'admission', header: 'Admission date', cell: (r) => formatDate(r.admissionDateUtc) },
    ...(departed
      ? [{ key: 'departure', header: 'Departure date', cell: (r: ResidentListRow) => formatDate(r.departureDateUtc) }]
      : []),
  ];
}

export function ResidentList({ departed }: ResidentListProps) {
  const list = useResidentList(departed);
  const sentinel = useRef<HTMLDivElement | null>(null);
  const rows = list.data?.pages.flatMap((p) => p.result) ?? [];
  const total = list.data?.pages[0]?.totalCount ?? null;
  const failed = list.isError && !list.isFetching;
  const loading = list.isFetching;
  const { hasNextPage, isFetching, fetchNextPage } = list;

  // After a failure the next page loads only on Retry, not on every scroll.
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetching && !failed) void fetchNextPage();
  }, [hasNextPage, isFetching, failed, fetchNextPage]);

  // Infinite scroll: load the next page when the sentinel under the table comes into view.
  useEffect(() => {
    const el = sentinel.current;
    if (!el || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadMore();
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [loadMore, rows.length]);

  const retry = () => void (list.data ? fetchNextPage() : list.refetch());
  const state = { rows, total, loading, failed };
  const more = !!hasNextPage;
  const title = departed ? 'Departed residents' : 'Residents';
  return (
    <PageLayout
      title={title}
      actions={
        <Link asChild colorPalette="brand">
          <RouterLink to={departed ? '/viewResidents' : '/viewDepartedResidents'}>
            {departed ? 'Current residents' : 'Departed residents'}
          </RouterLink>
        </Link>
      }
    >
      {state.total !== null ? (
        <Text color="fg.muted" mb="3" data-testid="resident-count">
          {state.total} {state.total === 1 ? 'resident' : 'residents'}
        </Text>
      ) : null}
      <ResponsiveTable
        aria-label={title}
        variant="outline"
        interactive
        columns={columns(departed)}
        rows={state.rows}
        rowKey={(r) => r.id}
        rowProps={() => ({ 'data-testid': 'resident-row' })}
      />
      {state.total === 0 ? (
        <Text py="6" textAlign="center" color="fg.muted">
          {departed ? 'There are no departed residents.' : 'There are no residents.'}
        </Text>
      ) : null}
      <Box ref={sentinel} h="1px" />
      {state.loading ? (
        <HStack py="4" justify="center" role="status">
          <Spinner size="sm" />
          <Text>Loading residents...</Text>
        </HStack>
      ) : null}
      {!state.loading && (more || state.failed) ? (
        <HStack py="4" justify="center">
          <Button variant="outline" size="sm" onClick={state.failed ? retry : loadMore}>
            {state.failed ? 'Retry' : 'Load more'}
          </Button>
        </HStack>
      ) : null}
    </PageLayout>
  );
}

export function ViewResidents() {
  return <ResidentList departed={false} />;
}
export function ViewDepartedResidents() {
  return <ResidentList departed />;
}
export default ViewResidents;
