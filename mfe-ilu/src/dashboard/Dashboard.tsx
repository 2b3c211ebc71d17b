/**
 * Independent-living dashboard (seed 000 §2 "Dashboard (independent living)"): available units (total minus occupied),
 * Vacancies (room number and accommodation name), Deposits, Tour completed, Enquiries (with the count labelled
 * 'enquires this month', spelled as the seed), and residents on leave grouped Hospital / Social / Respite.
 * Deposit rows open the allocation; tour and enquiry rows open the enquiry. Reloads when the current facility changes.
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useFacility } from 'shared-auth';
import {
  ILU_DASHBOARD_LOAD_ERROR,
  availableUnits,
  dueBackMessage,
  formatDate,
  formatDateTime,
  groupResidentsOnLeave,
  leaveStartMessage,
  melbourneToday,
  type IluDashboardInfo,
  type IluEntry,
  type IluResidentOnLeave,
} from 'shared-domain';
import {
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
  useFacilityData,
} from 'shared-ui';
import { fetchIluDashboard } from './api';

export interface DashboardProps {
  /** Today's date ('YYYY-MM-DD'); defaults to today in Australia/Melbourne. For tests and stories. */
  today?: string;
}

/** Path of an independent-living allocation (an admitted resident's unit). */
export const allocationPath = (e: Pick<IluEntry, 'independentLivingAllocationId' | 'firstResidentId'>): string =>
  `/viewIndependentLiving/${e.independentLivingAllocationId}/resident/${e.firstResidentId}/false`;

/** Path of an independent-living enquiry. */
export const enquiryPath = (e: Pick<IluEntry, 'independentLivingAllocationId' | 'firstResidentId'>): string =>
  `/independentLiving/${e.independentLivingAllocationId}/enquiry/${e.firstResidentId}`;

export default function Dashboard({ today }: DashboardProps) {
  const { currentFacility } = useFacility();
  const { state, retry } = useFacilityData(currentFacility?.id, fetchIluDashboard, ILU_DASHBOARD_LOAD_ERROR);

  return (
    <PageLayout title="Dashboard">
      {currentFacility ? (
        <Text color="fg.muted" mt="-3" mb="5">
          {currentFacility.name}
        </Text>
      ) : null}
      <LoadStatus state={state} loadingText="Loading dashboard…" errorMessage={ILU_DASHBOARD_LOAD_ERROR} onRetry={retry} />
      {state.status === 'ready' ? <IluDashboardBody data={state.data} today={today ?? melbourneToday()} /> : null}
    </PageLayout>
  );
}

function entryName(e: IluEntry): string {
  return e.secondResidentFullName ? `${e.firstResidentFullName} & ${e.secondResidentFullName}` : e.firstResidentFullName;
}

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
          {occ.availableAccommodations.map((a) => (
            <Row key={a.accommodationId}>
              <Text fontWeight="medium">{a.roomNumber}</Text>
              <Text fontSize="sm" color="fg.muted">
                {a.accommodationName}
              </Text>
            </Row>
          ))}
        </Section>

        <Section title="Deposits" count={enq.depositPaidAndUnitInfos.length}>
          {enq.depositPaidAndUnitInfos.map((e) => (
            <Row key={`${e.independentLivingAllocationId}-${e.firstResidentId}`}>
              <EntryLink to={allocationPath(e)}>{entryName(e)}</EntryLink>
              <Meta
                items={[
                  e.roomNumber ? `Unit ${e.roomNumber}` : null,
                  e.depositPaidDateUtc ? `Deposit paid ${formatDate(e.depositPaidDateUtc)}` : null,
                ]}
              />
            </Row>
          ))}
        </Section>

        <Section title="Tour completed" count={enq.iluTour.iluTourCompletedList.length}>
          {enq.iluTour.iluTourCompletedList.map((e) => (
            <Row key={`${e.independentLivingAllocationId}-${e.firstResidentId}`}>
              <EntryLink to={enquiryPath(e)}>{entryName(e)}</EntryLink>
              <Meta items={[e.tourDateTime ? `Toured ${formatDateTime(e.tourDateTime)}` : null]} />
            </Row>
          ))}
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
          {enq.enquiryDetails.map((e) => (
            <Row key={`${e.independentLivingAllocationId}-${e.firstResidentId}`}>
              <EntryLink to={enquiryPath(e)}>{entryName(e)}</EntryLink>
              <Meta items={[e.createdOnUtc ? `Enquired ${formatDate(e.createdOnUtc)}` : null]} />
            </Row>
          ))}
        </Section>
      </SimpleGrid>

      <Box as="section" aria-labelledby="residents-on-leave">
        <Heading as="h2" size="lg" id="residents-on-leave" mb="3">
          Residents on leave
        </Heading>
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
          {leaveGroups.map((g) => (
            <Section key={g.type} title={g.type} count={g.residents.length} level={3}>
              {g.residents.map((r: IluResidentOnLeave) => (
                <Row key={`${r.residentId}-${r.startDateUtc}`} testId="leave-row">
                  <Text fontWeight="medium">
                    {r.firstName} {r.lastName}
                  </Text>
                  <Meta
                    items={[
                      g.type === 'Hospital' ? leaveStartMessage(r.startDateUtc, today) : null,
                      r.expectedReturnDateUtc ? dueBackMessage(r.expectedReturnDateUtc, today) : null,
                    ]}
                  />
                </Row>
              ))}
            </Section>
          ))}
        </SimpleGrid>
      </Box>
    </Stack>
  );
}

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
  children?: ReactNode;
}) {
  const id = `ilu-${title.toLowerCase().replace(/\s+/g, '-')}`;
  const items = Array.isArray(children) ? children : children ? [children] : [];
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
      <Card.Body pt="2">
        {items.length === 0 ? (
          <Text color="fg.muted">None</Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
            {children}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function Row({ children, testId = 'row' }: { children?: ReactNode; testId?: string }) {
  return (
    <Box as="li" data-testid={testId}>
      {children}
    </Box>
  );
}

function EntryLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <Link asChild colorPalette="brand" fontWeight="medium">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

function Meta({ items }: { items: (string | null | undefined)[] }) {
  const shown = items.filter((i): i is string => !!i);
  if (shown.length === 0) return null;
  return (
    <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
      {shown.map((t) => (
        <Text key={t}>{t}</Text>
      ))}
    </HStack>
  );
}
