import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NETWORK_ERROR, renderWithProviders, sequence, server, setSession, testQueryClient } from 'shared-auth/testing';
import { toaster } from 'shared-ui';
import { listRow } from '../record/testData';
import ViewResidents from './ViewResidents';
import ViewDepartedResidents from './ViewDepartedResidents';
import ResidentList from './ResidentList';

configure({ asyncUtilTimeout: 5000 });
// Two pages of 25 and 5 rows render slowly on a busy two-core machine (7 s measured with several test runs beside it).
jest.setTimeout(30000);

const CUTOFF = '2026-11-21T01:00:00.000Z';
const pages = (path: string) => server.calls('GET', path).map((r) => r.query);

test('lists residents 25 at a time with age, date of birth and the display label; loads more with the cut-off', async () => {
  server.get(
    'residents',
    sequence(
      { result: Array.from({ length: 25 }, (_, i) => listRow(i + 1)), totalCount: 30, notIncludingItemsAfter: CUTOFF },
      {
        result: Array.from({ length: 5 }, (_, i) => listRow(i + 26, { displayLabel: 'Respite resident', isOnLeave: i === 0 })),
        totalCount: 30,
        notIncludingItemsAfter: CUTOFF,
      },
    ),
  );
  renderWithProviders(<ViewResidents />);
  expect(await screen.findByText('Last001, First1')).toBeInTheDocument();
  expect(pages('residents')).toEqual([{ skip: 0, take: 25, facilityId: 1 }]);
  const row = screen.getAllByTestId('resident-row')[0];
  expect(within(row).getByText('86')).toBeInTheDocument();
  expect(within(row).getByText('05 Mar 1940')).toBeInTheDocument();
  expect(within(row).getByText('Permanent resident')).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: 'Last001, First1' })).toHaveAttribute('href', '/viewResident/1');
  expect(screen.getByText('30 residents')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(screen.getAllByTestId('resident-row')).toHaveLength(30));
  expect(pages('residents')[1]).toEqual({ skip: 25, take: 25, notIncludingItemsAfter: CUTOFF, facilityId: 1 });
  expect(screen.getAllByText('Respite resident')).toHaveLength(5);
  expect(screen.getByText('On leave')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

test('departed list: departed rows and departure dates', async () => {
  server.get('residents/departed', {
    result: [listRow(1, { displayLabel: 'Departed', departureDateUtc: '2025-06-30' })],
    totalCount: 1,
    notIncludingItemsAfter: CUTOFF,
  });
  renderWithProviders(<ViewDepartedResidents />);
  expect(await screen.findByText('Departed')).toBeInTheDocument();
  expect(pages('residents/departed')).toEqual([expect.objectContaining({ skip: 0 })]);
  expect(screen.getByRole('columnheader', { name: 'Departure date' })).toBeInTheDocument();
  expect(screen.getByText('30 Jun 2025')).toBeInTheDocument();
  expect(screen.getByText('1 resident')).toBeInTheDocument();
});

test('a failed load shows the seed-style message and can be retried', async () => {
  server.get('residents', sequence(NETWORK_ERROR, { result: [listRow(1)], totalCount: 1, notIncludingItemsAfter: CUTOFF }));
  renderWithProviders(<ViewResidents />);
  await waitFor(() =>
    expect(toaster.getVisibleToasts().map((t) => t.description)).toEqual([
      'Unexpected error occurred while loading the residents.',
    ]),
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Last001, First1')).toBeInTheDocument();
});

test("another area's list (independent living): its source, title, other list and cache key; rows open their allocation", async () => {
  setSession({ facility: 4 });
  server.get('allocations/departed-residents', {
    result: [
      listRow(1, {
        displayLabel: 'Departed',
        departureDateUtc: '2025-06-30',
        facilityType: 'IndependentLiving',
        independentLivingAllocationId: 31,
        roomNumber: 'U12',
      }),
    ],
    totalCount: 1,
    notIncludingItemsAfter: CUTOFF,
  });
  renderWithProviders(
    <ResidentList
      departed
      source="allocations/departed-residents"
      title="Departed independent living residents"
      otherList={{ to: '/independentLiving/viewResidents', label: 'Current residents' }}
      queryKey={['ilu', 'allocations', true]}
    />,
  );
  expect(await screen.findByRole('heading', { name: 'Departed independent living residents', level: 1 })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Last001, First1' })).toHaveAttribute(
    'href',
    '/viewIndependentLiving/31/resident/1/true',
  );
  expect(pages('allocations/departed-residents')).toEqual([{ skip: 0, take: 25, facilityId: 4 }]);
  expect(screen.getByRole('link', { name: 'Current residents' })).toHaveAttribute('href', '/independentLiving/viewResidents');
  expect(screen.getByRole('columnheader', { name: 'Unit' })).toBeInTheDocument();
  expect(testQueryClient().getQueryData(['ilu', 'allocations', true])).toBeDefined();
});
