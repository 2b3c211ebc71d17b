import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_FACILITIES, renderWithProviders, reply, server, setSession } from 'shared-auth/testing';
import type { IluDashboardInfo, IluEntry } from 'shared-domain/contracts/dashboard';
import { toaster } from 'shared-ui';
import Dashboard from './Dashboard';

const TODAY = '2026-11-21';

function entry(over: Partial<IluEntry>): IluEntry {
  return {
    firstResidentFullName: 'Someone',
    secondResidentFullName: null,
    independentLivingAllocationId: 1,
    firstResidentId: 1,
    depositPaidDateUtc: null,
    tourDateTime: null,
    createdOnUtc: '2026-11-01T00:00:00Z',
    roomNumber: null,
    ...over,
  };
}

function info(): IluDashboardInfo {
  return {
    iluFacilityStatistics: {
      iLuOccupancyInfo: {
        availableAccommodations: [
          { accommodationId: 501, roomNumber: 'U12', accommodationName: 'Two-bedroom villa' },
          { accommodationId: 502, roomNumber: 'U27', accommodationName: 'One-bedroom apartment' },
        ],
        totalUnitCount: 48,
        occupiedUnitCount: 41,
      },
      iluEnquiryInfo: {
        depositPaidAndUnitInfos: [
          entry({
            firstResidentFullName: 'Grace Hill',
            secondResidentFullName: 'Henry Hill',
            independentLivingAllocationId: 71,
            firstResidentId: 301,
            depositPaidDateUtc: '2026-11-10T00:00:00Z',
            roomNumber: 'U05',
          }),
        ],
        iluTour: {
          iluTourCompletedList: [
            entry({
              firstResidentFullName: 'Ivy Moss',
              independentLivingAllocationId: 72,
              firstResidentId: 302,
              tourDateTime: '2026-11-18T03:30:00Z',
            }),
          ],
        },
        enquiryDetails: [
          entry({
            firstResidentFullName: 'Jack Nash',
            independentLivingAllocationId: 73,
            firstResidentId: 303,
            createdOnUtc: '2026-11-19T00:00:00Z',
          }),
          entry({
            firstResidentFullName: 'Kate Orr',
            independentLivingAllocationId: 74,
            firstResidentId: 304,
            createdOnUtc: '2026-11-02T00:00:00Z',
          }),
        ],
        enquiriesThisMonthCount: 13,
        enquiriesOnATourCount: 4,
        enquiriesWithDepositPaidCount: 2,
      },
    },
    residentsOnLeave: [
      {
        residentId: 21,
        firstName: 'Liam',
        lastName: 'Page',
        type: 'Respite',
        startDateUtc: '2026-11-18T00:00:00Z',
        expectedReturnDateUtc: '2026-11-22T00:00:00Z',
      },
      {
        residentId: 22,
        firstName: 'Mia',
        lastName: 'Quinn',
        type: 'Hospital',
        startDateUtc: '2026-11-14T00:00:00Z',
        expectedReturnDateUtc: '2026-11-21T00:00:00Z',
      },
      {
        residentId: 23,
        firstName: 'Noah',
        lastName: 'Reid',
        type: 'Social',
        startDateUtc: '2026-11-20T00:00:00Z',
        expectedReturnDateUtc: '2026-11-30T00:00:00Z',
      },
    ],
  };
}

const dashboardCalls = () => server.calls('GET', 'ilu-dashboard');
const renderDashboard = () => renderWithProviders(<Dashboard today={TODAY} />);
const section = (name: string) => screen.getByRole('region', { name });
/** The body rows of the table in section `name`, each as its cells' texts. */
const tableRows = (name: string) =>
  within(within(section(name)).getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

// The session's facility is Riverside Village, the test double's independent-living facility.
beforeEach(() => setSession({ facility: 4 }));

test('shows available units as total minus occupied', async () => {
  server.get('ilu-dashboard', info());
  renderDashboard();
  const card = (await screen.findByText('Available units')).closest('.chakra-stat__root') as HTMLElement;
  expect(within(card).getByText('7')).toBeInTheDocument(); // 48 - 41
  expect(within(card).getByText('41 of 48 units occupied')).toBeInTheDocument();
  expect(screen.getByText('Riverside Village')).toBeInTheDocument();
  expect(dashboardCalls()[0].query).toEqual({ facilityId: 4 });
});

test('Vacancies list room number and accommodation name', async () => {
  server.get('ilu-dashboard', info());
  renderDashboard();
  await screen.findByText('Available units');
  expect(tableRows('Vacancies')).toEqual([
    ['U12', 'Two-bedroom villa'],
    ['U27', 'One-bedroom apartment'],
  ]);
});

test('Deposits link to the allocation', async () => {
  server.get('ilu-dashboard', info());
  renderDashboard();
  await screen.findByText('Available units');
  const deposits = section('Deposits');
  const link = within(deposits).getByRole('link', { name: 'Grace Hill & Henry Hill' });
  expect(link).toHaveAttribute('href', '/viewIndependentLiving/71/resident/301/false');
  expect(tableRows('Deposits')).toEqual([['Grace Hill & Henry Hill', 'U05', '10 Nov 2026']]);
});

test('Tour completed and Enquiries link to the enquiry', async () => {
  server.get('ilu-dashboard', info());
  renderDashboard();
  await screen.findByText('Available units');
  const tours = section('Tour completed');
  expect(within(tours).getByRole('link', { name: 'Ivy Moss' })).toHaveAttribute('href', '/independentLiving/72/enquiry/302');
  // 03:30 UTC = 14:30 in Melbourne (AEDT)
  expect(tableRows('Tour completed')).toEqual([['Ivy Moss', '18 Nov 2026 2:30 PM']]);
  const enquiries = section('Enquiries');
  const links = within(enquiries).getAllByRole('link');
  expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
    ['Jack Nash', '/independentLiving/73/enquiry/303'],
    ['Kate Orr', '/independentLiving/74/enquiry/304'],
  ]);
  expect(tableRows('Enquiries')).toEqual([
    ['Jack Nash', '19 Nov 2026'],
    ['Kate Orr', '02 Nov 2026'],
  ]);
});

test('an enquiry without a resident yet is listed without a link, and a unit without a type shows -', async () => {
  const data = info();
  data.iluFacilityStatistics.iluEnquiryInfo.enquiryDetails = [
    entry({ firstResidentFullName: null, firstResidentId: null, independentLivingAllocationId: 75 }),
  ];
  data.iluFacilityStatistics.iLuOccupancyInfo.availableAccommodations = [
    { accommodationId: 503, roomNumber: 'U30', accommodationName: null },
  ];
  server.get('ilu-dashboard', data);
  renderDashboard();
  await screen.findByText('Available units');
  expect(within(section('Enquiries')).queryByRole('link')).not.toBeInTheDocument();
  expect(tableRows('Enquiries')).toEqual([['-', '01 Nov 2026']]);
  expect(tableRows('Vacancies')).toEqual([['U30', '-']]);
});

test("the enquiries count is labelled 'enquires this month' (spelling as the spec)", async () => {
  server.get('ilu-dashboard', info());
  renderDashboard();
  expect(await screen.findByTestId('enquiries-this-month')).toHaveTextContent('13 enquires this month');
  const counts = screen
    .getAllByText(/Deposits paid|Enquiries on a tour/)
    .map((el) => el.closest('.chakra-stat__root')?.textContent);
  expect(counts).toEqual(['Deposits paid2', 'Enquiries on a tour4']);
});

test('leave groups are Hospital, Social and Respite with their messages', async () => {
  server.get('ilu-dashboard', info());
  renderDashboard();
  await screen.findByText('Available units');
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Hospital', 'Social', 'Respite']);
  const hospital = within(section('Hospital')).getByTestId('leave-row');
  expect(hospital).toHaveTextContent('Mia Quinn');
  expect(hospital).toHaveTextContent('7 days ago (14 Nov 2026)');
  expect(hospital).toHaveTextContent('Due back today');
  const social = within(section('Social')).getByTestId('leave-row');
  expect(social).toHaveTextContent('Noah Reid');
  expect(social).toHaveTextContent('Due back 30 Nov 2026');
  expect(social).not.toHaveTextContent('Yesterday');
  const respite = within(section('Respite')).getByTestId('leave-row');
  expect(respite).toHaveTextContent('Liam Page');
  expect(respite).toHaveTextContent('Due back tomorrow');
});

test('empty sections say None', async () => {
  const data = info();
  data.iluFacilityStatistics.iluEnquiryInfo.enquiryDetails = [];
  data.residentsOnLeave = [];
  server.get('ilu-dashboard', data);
  renderDashboard();
  await screen.findByText('Available units');
  expect(within(section('Enquiries')).getByText('None')).toBeInTheDocument();
  expect(within(section('Respite')).getByText('None')).toBeInTheDocument();
});

test('shows a loading state until the figures arrive', async () => {
  let resolve!: (d: IluDashboardInfo) => void;
  server.get('ilu-dashboard', () => new Promise((r) => (resolve = r)));
  renderDashboard();
  expect(screen.getByRole('status')).toHaveTextContent('Loading dashboard');
  await waitFor(() => expect(dashboardCalls()).toHaveLength(1));
  await act(async () => resolve(info()));
  expect(await screen.findByText('Available units')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('on failure shows the ILU message inline and as a toast, and can retry', async () => {
  server.get('ilu-dashboard', reply(500));
  renderDashboard();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Unexpected error occurred while loading residents to view.');
  await waitFor(() => expect(screen.getAllByText('Unexpected error occurred while loading residents to view.')).toHaveLength(2));
  expect(toaster.getVisibleToasts().map((t) => t.description)).toEqual([
    'Unexpected error occurred while loading residents to view.',
  ]);

  server.get('ilu-dashboard', info());
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Available units')).toBeInTheDocument();
  expect(dashboardCalls()).toHaveLength(2);
});

test('reloads when the current facility changes', async () => {
  const lakeside = {
    id: 5,
    name: 'Lakeside Village',
    region: 'Metro South',
    facilityType: 'IndependentLiving' as const,
    isBillingIntegratedFacility: false,
  };
  const facilities = [...TEST_FACILITIES, lakeside];
  act(() => setSession({ facilities, facility: 4 }));
  server.get('ilu-dashboard', info());
  const { rerender } = renderDashboard();
  await screen.findByText('41 of 48 units occupied');

  const other = info();
  other.iluFacilityStatistics.iLuOccupancyInfo.totalUnitCount = 60;
  server.get('ilu-dashboard', other);
  act(() => setSession({ facilities, facility: 5 }));
  expect(await screen.findByText('41 of 60 units occupied')).toBeInTheDocument();
  expect(screen.getByText('Lakeside Village')).toBeInTheDocument();
  expect(dashboardCalls().map((c) => c.query)).toEqual([{ facilityId: 4 }, { facilityId: 5 }]);

  // Same facility again: no extra call.
  rerender(<Dashboard today={TODAY} />);
  expect(dashboardCalls()).toHaveLength(2);
});

test('a switch to an aged-care facility does not ask for the village dashboard there', async () => {
  server.get('ilu-dashboard', info());
  renderDashboard();
  await screen.findByText('41 of 48 units occupied');
  // The shell swaps this screen for the aged-care dashboard once it re-renders; the reset of the queries on screen
  // comes first and must not load this one for an aged-care facility (the API would answer 404).
  act(() => setSession({ facility: 1 }));
  await act(() => new Promise((r) => setTimeout(r, 50)));
  expect(dashboardCalls()).toHaveLength(1);
});
