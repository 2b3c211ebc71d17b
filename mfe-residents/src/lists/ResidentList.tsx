/**
 * /viewResidents and /viewDepartedResidents (seed 000 §2): residents of the current facility, loaded 25 at a time by
 * infinite scroll (the list kit's PagedList) with a stable `notIncludingItemsAfter`, with age and date of birth and the §4 display labels; the
 * shell hides its footer on these routes (`hideFooter` in routes.json). Exposed as './ResidentList' for the
 * independent-living area's lists (seed 002 §2: GET allocations and allocations/departed-residents), which name their
 * data source, title and other list; each row opens its page (shared-domain's residentPageUrl: an ILU row its
 * allocation).
 */
import { Link as RouterLink } from 'react-router';
import { useFacility } from 'shared-auth';
import { formatDate, residentPageUrl } from 'shared-domain';
import { RECORD_MESSAGES } from 'shared-domain/resident-record';
import { Badge, HStack, Link, PageLayout, ResponsiveTable, Text, type ResponsiveColumn } from 'shared-ui';
import { PagedList } from 'shared-ui/list';
import type { ResidentListProps } from 'shared-domain/contracts/federated-props';
import type { ResidentListRow } from 'shared-domain/contracts/resident-responses';
import { useResidentList } from './lists.resource';

export type { ResidentListProps };

/**
 * The list's columns: a table at md and wider, "label: value" cards on a phone (the name is the card's title). An
 * independent-living facility's residents live in units.
 */
function columns(departed: boolean, unit: boolean): ResponsiveColumn<ResidentListRow>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      primary: true,
      cell: (r) => (
        <Link asChild colorPalette="brand" fontWeight="medium">
          <RouterLink to={residentPageUrl(r)}>
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
      header: unit ? 'Unit' : 'Room',
      cell: (r) => [r.roomNumber, r.bedName && r.bedName !== 'Bed' ? r.bedName : null].filter(Boolean).join(' '),
    },
    { key: 'admission', header: 'Admission date', cell: (r) => formatDate(r.admissionDateUtc) },
    ...(departed
      ? [{ key: 'departure', header: 'Departure date', cell: (r: ResidentListRow) => formatDate(r.departureDateUtc) }]
      : []),
  ];
}

export default function ResidentList({ departed, source, title, otherList, queryKey }: ResidentListProps) {
  const list = useResidentList(departed, source, queryKey);
  const { currentFacility } = useFacility();
  const heading = title ?? (departed ? 'Departed residents' : 'Residents');
  const other =
    otherList ??
    (departed
      ? { to: '/viewResidents', label: 'Current residents' }
      : { to: '/viewDepartedResidents', label: 'Departed residents' });
  return (
    <PageLayout
      title={heading}
      actions={
        <Link asChild colorPalette="brand">
          <RouterLink to={other.to}>{other.label}</RouterLink>
        </Link>
      }
    >
      <PagedList
        query={list}
        infinite
        loadingText="Loading residents..."
        emptyText={departed ? 'There are no departed residents.' : 'There are no residents.'}
        errorMessage={departed ? RECORD_MESSAGES.departedResidentsLoadError : RECORD_MESSAGES.residentsLoadError}
        summary={(total) => (
          <Text color="fg.muted" mb="3" data-testid="resident-count">
            {total} {total === 1 ? 'resident' : 'residents'}
          </Text>
        )}
      >
        {(rows) => (
          <ResponsiveTable
            aria-label={heading}
            variant="outline"
            interactive
            columns={columns(departed, currentFacility?.facilityType === 'IndependentLiving')}
            rows={rows}
            rowKey={(r) => r.id}
            rowProps={() => ({ 'data-testid': 'resident-row' })}
          />
        )}
      </PagedList>
    </PageLayout>
  );
}
