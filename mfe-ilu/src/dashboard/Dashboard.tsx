/**
 * Independent-living dashboard (seed 000 §2 "Dashboard (independent living)"): available units (total minus occupied),
 * Vacancies (room number and accommodation name), Deposits, Tour completed, Enquiries (with the count labelled
 * 'enquires this month', spelled as the seed), and residents on leave grouped Hospital / Social / Respite.
 * Deposit rows open the allocation; tour and enquiry rows open the enquiry. Loaded through dashboard.resource (reloaded
 * when the facility changes or a stay action invalidates it); the figures are the kit's StatCards, the lists its
 * ResponsiveTables, loading and a failed load with Retry its LoadStatus.
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useFacility } from 'shared-auth';
// shared-domain's modules by path, not its barrel (which brings decimal.js): the dashboard is the first page.
import type {
  IluAvailableAccommodation,
  IluDashboardInfo,
  IluEntry,
  IluResidentOnLeave,
} from 'shared-domain/contracts/dashboard';
import { availableUnits, dueBackMessage, groupResidentsOnLeave, leaveStartMessage } from 'shared-domain/dashboard';
import { formatDateTime } from 'shared-domain/dates';
import { formatDate, melbourneToday } from 'shared-domain/day';
import { ILU_DASHBOARD_LOAD_ERROR } from 'shared-domain/messages';
import {
  Badge,
  Box,
  Card,
  Heading,
  HStack,
  Link,
  LoadStatus,
  PageLayout,
  ResponsiveTable,
  SimpleGrid,
  Stack,
  StatCard,
  Text,
  type LoadState,
  type ResponsiveColumn,
} from 'shared-ui';
import { iluViewPath } from '../paths';
import { useIluDashboard } from './dashboard.resource';

export interface DashboardProps {
  /** Today's date ('YYYY-MM-DD'); defaults to today in Australia/Melbourne. For tests and stories. */
  today?: string;
}

type EntryIds = Pick<IluEntry, 'independentLivingAllocationId' | 'firstResidentId'>;

/** Path of an independent-living allocation (an admitted resident's unit); none before the enquiry has a resident. */
export const allocationPath = (e: EntryIds): string | null =>
  e.firstResidentId === null
    ? null
    : iluViewPath({ kind: 'allocation', enquiryId: e.independentLivingAllocationId, residentId: e.firstResidentId });

/** Path of an independent-living enquiry; none before the enquiry has a resident. */
export const enquiryPath = (e: EntryIds): string | null =>
  e.firstResidentId === null
    ? null
    : iluViewPath({ kind: 'enquiry', enquiryId: e.independentLivingAllocationId, residentId: e.firstResidentId });

export default function Dashboard({ today }: DashboardProps) {
  const { currentFacility } = useFacility();
  const dashboard = useIluDashboard();
  const state: LoadState<IluDashboardInfo> = dashboard.data
    ? { status: 'ready', data: dashboard.data }
    : { status: dashboard.isError && !dashboard.isFetching ? 'error' : 'loading' };

  return (
    <PageLayout title="Dashboard" subtitle={currentFacility?.name}>
      <LoadStatus
        state={state}
        loadingText="Loading dashboard…"
        errorMessage={ILU_DASHBOARD_LOAD_ERROR}
        onRetry={() => void dashboard.refetch()}
      />
      {dashboard.data ? <IluDashboardBody data={dashboard.data} today={today ?? melbourneToday()} /> : null}
    </PageLayout>
  );
}

/** The enquiry's residents as one name ('Grace Hill & Henry Hill'); '-' while it has none. */
function entryName(e: IluEntry): string {
  return [e.firstResidentFullName, e.secondResidentFullName].filter((n): n is string => !!n).join(' & ') || '-';
}

/** The entry's name, linked to `path` when the entry has somewhere to open. */
function nameColumn(path: (e: IluEntry) => string | null): ResponsiveColumn<IluEntry> {
  return {
    key: 'name',
    header: 'Name',
    primary: true,
    cell: (e) => {
      const to = path(e);
      return to ? (
        <Link asChild colorPalette="brand" fontWeight="medium">
          <RouterLink to={to}>{entryName(e)}</RouterLink>
        </Link>
      ) : (
        entryName(e)
      );
    },
  };
}

const VACANCY_COLUMNS: ResponsiveColumn<IluAvailableAccommodation>[] = [
  { key: 'unit', header: 'Unit', primary: true, cell: (a) => a.roomNumber },
  { key: 'accommodation', header: 'Accommodation', cell: (a) => a.accommodationName ?? '-' },
];

const DEPOSIT_COLUMNS: ResponsiveColumn<IluEntry>[] = [
  nameColumn(allocationPath),
  { key: 'unit', header: 'Unit', cell: (e) => e.roomNumber ?? '-' },
  { key: 'depositPaid', header: 'Deposit paid', cell: (e) => formatDate(e.depositPaidDateUtc) || '-' },
];

const TOUR_COLUMNS: ResponsiveColumn<IluEntry>[] = [
  nameColumn(enquiryPath),
  { key: 'toured', header: 'Toured', cell: (e) => formatDateTime(e.tourDateTime) || '-' },
];

const ENQUIRY_COLUMNS: ResponsiveColumn<IluEntry>[] = [
  nameColumn(enquiryPath),
  { key: 'enquired', header: 'Enquired', cell: (e) => formatDate(e.createdOnUtc) || '-' },
];

const entryKey = (e: IluEntry) => `${e.independentLivingAllocationId}-${e.firstResidentId ?? ''}`;

function IluDashboardBody({ data, today }: { data: IluDashboardInfo; today: string }) {
  const occ = data.iluFacilityStatistics.iLuOccupancyInfo;
  const enq = data.iluFacilityStatistics.iluEnquiryInfo;
  const leaveGroups = groupResidentsOnLeave(data.residentsOnLeave, 'IndependentLiving');

  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <StatCard
          label="Available units"
          value={availableUnits(occ.totalUnitCount, occ.occupiedUnitCount)}
          helpText={`${occ.occupiedUnitCount} of ${occ.totalUnitCount} units occupied`}
        />
        <StatCard label="Deposits paid" value={enq.enquiriesWithDepositPaidCount} />
        <StatCard label="Enquiries on a tour" value={enq.enquiriesOnATourCount} />
      </SimpleGrid>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Section title="Vacancies" count={occ.availableAccommodations.length}>
          <ResponsiveTable
            aria-label="Vacancies"
            columns={VACANCY_COLUMNS}
            rows={occ.availableAccommodations}
            rowKey={(a) => a.accommodationId}
          />
        </Section>
        <Section title="Deposits" count={enq.depositPaidAndUnitInfos.length}>
          <ResponsiveTable aria-label="Deposits" columns={DEPOSIT_COLUMNS} rows={enq.depositPaidAndUnitInfos} rowKey={entryKey} />
        </Section>
        <Section title="Tour completed" count={enq.iluTour.iluTourCompletedList.length}>
          <ResponsiveTable
            aria-label="Tour completed"
            columns={TOUR_COLUMNS}
            rows={enq.iluTour.iluTourCompletedList}
            rowKey={entryKey}
          />
        </Section>
        <Section
          title="Enquiries"
          count={enq.enquiryDetails.length}
          extra={
            <Text fontSize="sm" color="fg.muted" data-testid="enquiries-this-month">
              {enq.enquiriesThisMonthCount} enquires this month
            </Text>
          }
        >
          <ResponsiveTable aria-label="Enquiries" columns={ENQUIRY_COLUMNS} rows={enq.enquiryDetails} rowKey={entryKey} />
        </Section>
      </SimpleGrid>

      <Box as="section" aria-labelledby="residents-on-leave">
        <Heading as="h2" size="lg" id="residents-on-leave" mb="3">
          Residents on leave
        </Heading>
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
          {leaveGroups.map((g) => (
            <Section key={g.type} title={g.type} count={g.residents.length} level={3}>
              <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
                {g.residents.map((r: IluResidentOnLeave) => (
                  <Box as="li" key={`${r.residentId}-${r.startDateUtc}`} data-testid="leave-row">
                    <Text fontWeight="medium">
                      {r.firstName} {r.lastName}
                    </Text>
                    <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
                      {g.type === 'Hospital' ? <Text>{leaveStartMessage(r.startDateUtc, today)}</Text> : null}
                      {r.expectedReturnDateUtc ? <Text>{dueBackMessage(r.expectedReturnDateUtc, today)}</Text> : null}
                    </HStack>
                  </Box>
                ))}
              </Stack>
            </Section>
          ))}
        </SimpleGrid>
      </Box>
    </Stack>
  );
}

/** A titled card with its count; 'None' instead of the content when the count is 0. */
function Section({
  title,
  count,
  extra,
  level = 2,
  children,
}: {
  title: string;
  count: number;
  extra?: ReactNode;
  level?: 2 | 3;
  children: ReactNode;
}) {
  const id = `ilu-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Card.Root variant="outline" size="sm" as="section" aria-labelledby={id}>
      <Card.Header>
        <HStack justify="space-between">
          <Heading as={level === 2 ? 'h2' : 'h3'} size="md" id={id}>
            {title}
          </Heading>
          <Badge colorPalette="brand" variant="subtle">
            {count}
          </Badge>
        </HStack>
        {extra}
      </Card.Header>
      <Card.Body pt="2">{count === 0 ? <Text color="fg.muted">None</Text> : children}</Card.Body>
    </Card.Root>
  );
}
