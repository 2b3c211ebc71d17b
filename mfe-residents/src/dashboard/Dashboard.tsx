/**
 * AgeCare dashboard (seed 000 §2 "Dashboard (AgeCare)"): occupancy figures, vacancy, supported-resident ratio against
 * its threshold, residents on leave grouped Hospital / Social / Emergency, and the device-expiry notice (only with
 * canAction on deviceExpiryNotification). Loaded through dashboard.resource (reloaded when the facility changes or a stay action invalidates it).
 */
import { Link as RouterLink } from 'react-router';
import { useFacility, usePermission } from 'shared-auth';
// shared-domain's modules by path, not its barrel (which brings moment and decimal.js): the dashboard is the first page.
import type { DashboardInfo, ResidentOnLeave } from 'shared-domain/contracts/dashboard';
import { formatPercent } from 'shared-domain/amounts';
import {
  BED_FIGURE_NOTES,
  deviceExpiryMessage,
  dueBackMessage,
  groupResidentsOnLeave,
  leaveStartMessage,
  supportedThresholdText,
  vacancy,
} from 'shared-domain/dashboard';
import { melbourneToday } from 'shared-domain/day';
import { LEAVE_TYPE_LABELS, labelOf } from 'shared-domain/labels';
import { DASHBOARD_LOAD_ERROR } from 'shared-domain/messages';
import {
  Alert,
  Badge,
  Box,
  Card,
  Heading,
  HStack,
  Link,
  LoadStatus,
  PageLayout,
  SimpleGrid,
  Stack,
  StatCard,
  Text,
  type LoadState,
} from 'shared-ui';
import { useDashboard } from './dashboard.resource';

export interface DashboardProps {
  /** Today's date ('YYYY-MM-DD'); defaults to today in Australia/Melbourne. For tests and stories. */
  today?: string;
}

export default function Dashboard({ today }: DashboardProps) {
  const { currentFacility } = useFacility();
  const { canAction: canSeeDeviceExpiry } = usePermission('deviceExpiryNotification');
  const dashboard = useDashboard();
  const state: LoadState<DashboardInfo> = dashboard.data
    ? { status: 'ready', data: dashboard.data }
    : { status: dashboard.isError && !dashboard.isFetching ? 'error' : 'loading' };

  return (
    <PageLayout title="Dashboard">
      {currentFacility ? (
        <Text color="fg.muted" mt="-3" mb="5">
          {currentFacility.name}
        </Text>
      ) : null}
      <LoadStatus
        state={state}
        loadingText="Loading dashboard…"
        errorMessage={DASHBOARD_LOAD_ERROR}
        onRetry={() => void dashboard.refetch()}
      />
      {dashboard.data ? (
        <DashboardBody data={dashboard.data} today={today ?? melbourneToday()} showDeviceExpiry={canSeeDeviceExpiry} />
      ) : null}
    </PageLayout>
  );
}

function DashboardBody({ data, today, showDeviceExpiry }: { data: DashboardInfo; today: string; showDeviceExpiry: boolean }) {
  const { residentOccupancyInfo: occ, supportedResidentsInfo: sup } = data.facilityResidencyStatistics;
  const days = data.numberOfDaysToDeviceExpiry;
  const expiry = showDeviceExpiry && typeof days === 'number' ? deviceExpiryMessage(days) : null;
  const groups = groupResidentsOnLeave(data.residentsOnLeave, 'AgeCare');

  return (
    <Stack gap="6">
      {expiry ? (
        <Alert.Root status={expiry.expired ? 'error' : 'warning'} data-testid="device-expiry">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{expiry.text}</Alert.Title>
          </Alert.Content>
        </Alert.Root>
      ) : null}

      <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="4">
        <StatCard label="Registered beds" value={occ.registeredBeds} helpText={BED_FIGURE_NOTES.registeredBeds} />
        <StatCard label="Permanent residents" value={occ.permanentResidentCount} />
        <StatCard label="Respite residents" value={occ.respiteResidentCount} />
        <StatCard label="Vacancy" value={vacancy(occ.registeredBeds, occ.permanentResidentCount, occ.respiteResidentCount)} />
        <StatCard
          label="Supported residents"
          value={formatPercent(sup.supportedRatio)}
          helpText={
            <>
              <Box as="span" display="block">
                {supportedThresholdText(sup.supportedRatio, sup.supportThreshold)}
              </Box>
              <Box as="span" display="block" color="fg.muted">
                Threshold {formatPercent(sup.supportThreshold)}
              </Box>
            </>
          }
        />
      </SimpleGrid>

      <Box as="section" aria-labelledby="residents-on-leave">
        <Heading as="h2" size="lg" id="residents-on-leave" mb="3">
          Residents on leave
        </Heading>
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
          {groups.map((g) => (
            <LeaveGroupCard key={g.type} type={g.type} residents={g.residents} today={today} />
          ))}
        </SimpleGrid>
      </Box>
    </Stack>
  );
}

function LeaveGroupCard({ type, residents, today }: { type: string; residents: ResidentOnLeave[]; today: string }) {
  const headingId = `leave-${type.toLowerCase()}`;
  return (
    <Card.Root variant="outline" size="sm" as="section" aria-labelledby={headingId}>
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h3" size="md" id={headingId}>
            {labelOf(LEAVE_TYPE_LABELS, type)}
          </Heading>
          <Badge colorPalette="brand" variant="subtle" aria-label={`${residents.length} on ${type.toLowerCase()} leave`}>
            {residents.length}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body pt="2">
        {residents.length === 0 ? (
          <Text color="fg.muted">None</Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
            {residents.map((r) => (
              <Box as="li" key={`${r.residentId}-${r.startDateUtc}`} data-testid="leave-row">
                <Link asChild colorPalette="brand" fontWeight="medium">
                  <RouterLink to={`/viewResident/${r.residentId}`}>
                    {r.firstName} {r.lastName}
                  </RouterLink>
                </Link>
                <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
                  {type === 'Hospital' ? <Text>{leaveStartMessage(r.startDateUtc, today)}</Text> : null}
                  {r.expectedReturnDateUtc ? <Text>{dueBackMessage(r.expectedReturnDateUtc, today)}</Text> : null}
                </HStack>
              </Box>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
