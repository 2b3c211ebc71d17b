/** /facilities (facilityDetails canAction): the organisation's facilities the user may use, grouped by region, by name. */
import { groupFacilitiesByRegion } from 'shared-auth';
import { FACILITY_MESSAGES } from 'shared-domain/admin-users';
import type { OrganisationFacility } from 'shared-domain/contracts/admin-users';
import { Box, Heading, PageLayout, ResponsiveTable, Stack, Text } from 'shared-ui';
import { ListState } from '../rooms/ListState';
import { useOrganisationFacilities } from './facilities.resource';

export const FACILITIES_TEXT = {
  title: 'Facilities',
  loading: 'Loading facilities...',
  empty: 'There are no facilities.',
  ageCare: 'Aged care',
  independentLiving: 'Independent living',
  yes: 'Yes',
  no: 'No',
} as const;

const typeText = (f: OrganisationFacility) =>
  f.facilityType === 'IndependentLiving' ? FACILITIES_TEXT.independentLiving : FACILITIES_TEXT.ageCare;

export default function Facilities() {
  const list = useOrganisationFacilities();
  const facilities = list.data ?? [];
  // The shell's own grouping (by region, facilities by name), with the API's facilities.
  const byId = new Map(facilities.map((f) => [f.id, f]));
  const groups = groupFacilitiesByRegion(facilities.map((f) => ({ ...f, region: f.region ?? '' })));
  return (
    <PageLayout title={FACILITIES_TEXT.title}>
      {/* Loading, or the load failure with Retry (the toast alone left an empty page). */}
      <ListState query={list} loadingText={FACILITIES_TEXT.loading} errorText={FACILITY_MESSAGES.loadError} />
      {list.isSuccess && !facilities.length ? <Text color="fg.muted">{FACILITIES_TEXT.empty}</Text> : null}
      <Stack gap="6">
        {groups.map((g) => {
          const region = g.region || FACILITY_MESSAGES.noRegion;
          const rows = g.facilities.map((f) => byId.get(f.id)!);
          return (
            <Box as="section" key={region} aria-label={region}>
              <Heading as="h2" size="md" mb="2">
                {region}
              </Heading>
              <ResponsiveTable
                aria-label={region}
                rows={rows}
                rowKey={(f) => f.id}
                columns={[
                  { key: 'name', header: 'Name', primary: true, cell: (f) => f.name },
                  { key: 'type', header: 'Type', cell: typeText },
                  {
                    key: 'billing',
                    header: 'Billing integrated',
                    cell: (f) => (f.isBillingIntegratedFacility ? FACILITIES_TEXT.yes : FACILITIES_TEXT.no),
                  },
                ]}
              />
            </Box>
          );
        })}
      </Stack>
    </PageLayout>
  );
}
