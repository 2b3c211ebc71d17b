import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { useFacility } from 'shared-auth';
import type { IluDashboardInfo, IluEntry } from 'shared-domain';
import { UiProvider, toaster } from 'shared-ui';
import { fetchIluDashboard } from './api';
import Dashboard from './Dashboard';

jest.mock('./api', () => ({ fetchIluDashboard: jest.fn() }));
jest.mock('shared-auth', () => ({ useFacility: jest.fn(), usePermission: jest.fn() }));

const mockFetch = jest.mocked(fetchIluDashboard);
const mockFacility = jest.mocked(useFacility);

const TODAY = '2026-11-21';

function facility(id: number, name: string) {
  return { id, name, region: 'Metro South', facilityType: 'IndependentLiving' as const, isBillingIntegratedFacility: false };
}

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

function Wrapper({ children }: { children?: ReactNode }) {
  return (
    <UiProvider>
      <MemoryRouter>{children}</MemoryRouter>
    </UiProvider>
  );
}

const renderDashboard = () => render(<Dashboard today={TODAY} />, { wrapper: Wrapper });
const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  mockFetch.mockReset();
  mockFacility.mockReturnValue({
    facilities: [],
    currentFacility: facility(4, 'Riverside Village'),
    facilityType: 'IndependentLiving',
  } as never);
});
afterEach(() => act(() => toaster.remove()));

test('shows available units as total minus occupied', async () => {
  mockFetch.mockResolvedValue(info());
  renderDashboard();
  const card = (await screen.findByText('Available units')).closest('.chakra-stat__root') as HTMLElement;
  expect(within(card).getByText('7')).toBeInTheDocument(); // 48 - 41
  expect(within(card).getByText('41 of 48 units occupied')).toBeInTheDocument();
  expect(screen.getByText('Riverside Village')).toBeInTheDocument();
});

test('Vacancies list room number and accommodation name', async () => {
  mockFetch.mockResolvedValue(info());
  renderDashboard();
  await screen.findByText('Available units');
  const rows = within(section('Vacancies')).getAllByTestId('row');
  expect(rows).toHaveLength(2);
  expect(rows[0]).toHaveTextContent('U12');
  expect(rows[0]).toHaveTextContent('Two-bedroom villa');
  expect(rows[1]).toHaveTextContent('U27');
  expect(rows[1]).toHaveTextContent('One-bedroom apartment');
});

test('Deposits link to the allocation', async () => {
  mockFetch.mockResolvedValue(info());
  renderDashboard();
  await screen.findByText('Available units');
  const deposits = section('Deposits');
  const link = within(deposits).getByRole('link', { name: 'Grace Hill & Henry Hill' });
  expect(link).toHaveAttribute('href', '/viewIndependentLiving/71/resident/301/false');
  expect(deposits).toHaveTextContent('Unit U05');
  expect(deposits).toHaveTextContent('Deposit paid 10 Nov 2026');
});

test('Tour completed and Enquiries link to the enquiry', async () => {
  mockFetch.mockResolvedValue(info());
  renderDashboard();
  await screen.findByText('Available units');
  const tours = section('Tour completed');
  expect(within(tours).getByRole('link', { name: 'Ivy Moss' })).toHaveAttribute('href', '/independentLiving/72/enquiry/302');
  expect(tours).toHaveTextContent('Toured 18 Nov 2026 2:30 PM'); // 03:30 UTC = 14:30 in Melbourne (AEDT)
  const enquiries = section('Enquiries');
  const links = within(enquiries).getAllByRole('link');
  expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
    ['Jack Nash', '/independentLiving/73/enquiry/303'],
    ['Kate Orr', '/independentLiving/74/enquiry/304'],
  ]);
  expect(enquiries).toHaveTextContent('Enquired 19 Nov 2026');
});

test("the enquiries count is labelled 'enquires this month' (spelling as the spec)", async () => {
  mockFetch.mockResolvedValue(info());
  renderDashboard();
  expect(await screen.findByTestId('enquiries-this-month')).toHaveTextContent('13 enquires this month');
  const counts = screen
    .getAllByText(/Deposits paid|Enquiries on a tour/)
    .map((el) => el.closest('.chakra-stat__root')?.textContent);
  expect(counts).toEqual(['Deposits paid2', 'Enquiries on a tour4']);
});

test('leave groups are Hospital, Social and Respite with their messages', async () => {
  mockFetch.mockResolvedValue(info());
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
  mockFetch.mockResolvedValue(data);
  renderDashboard();
  await screen.findByText('Available units');
  expect(within(section('Enquiries')).getByText('None')).toBeInTheDocument();
  expect(within(section('Respite')).getByText('None')).toBeInTheDocument();
});

test('on failure shows the ILU message inline and as a toast, and can retry', async () => {
  mockFetch.mockRejectedValueOnce(new Error('boom'));
  renderDashboard();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Unexpected error occurred while loading residents to view.');
  expect(toaster.getVisibleToasts().map((t) => t.description)).toEqual([
    'Unexpected error occurred while loading residents to view.',
  ]);
  mockFetch.mockResolvedValueOnce(info());
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Available units')).toBeInTheDocument();
});

test('reloads when the current facility changes', async () => {
  mockFetch.mockResolvedValueOnce(info());
  const { rerender } = renderDashboard();
  await screen.findByText('Available units');
  const other = info();
  other.iluFacilityStatistics.iLuOccupancyInfo.totalUnitCount = 60;
  mockFetch.mockResolvedValueOnce(other);
  mockFacility.mockReturnValue({
    facilities: [],
    currentFacility: facility(5, 'Lakeside Village'),
    facilityType: 'IndependentLiving',
  } as never);
  rerender(<Dashboard today={TODAY} />);
  expect(await screen.findByText('41 of 60 units occupied')).toBeInTheDocument();
  expect(mockFetch).toHaveBeenCalledTimes(2);
});
