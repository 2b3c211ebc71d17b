import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, reply, server, setSession } from 'shared-auth/testing';
import type { DashboardInfo } from 'shared-domain/contracts/dashboard';
import { toaster } from 'shared-ui';
import Dashboard from './Dashboard';

const TODAY = '2026-11-21';

function info(over: Partial<DashboardInfo> = {}, ratio = '41.25', threshold = '40'): DashboardInfo {
  return {
    facilityResidencyStatistics: {
      residentOccupancyInfo: { registeredBeds: 87, permanentResidentCount: 61, respiteResidentCount: 9 },
      supportedResidentsInfo: { supportedRatio: ratio, supportThreshold: threshold },
    },
    residentsOnLeave: [
      {
        residentId: 11,
        firstName: 'Alice',
        lastName: 'Hart',
        type: 'Hospital',
        startDateUtc: '2026-11-21T00:00:00Z',
        expectedReturnDateUtc: '2026-11-22T00:00:00Z',
      },
      {
        residentId: 12,
        firstName: 'Bruno',
        lastName: 'Iles',
        type: 'Hospital',
        startDateUtc: '2026-11-16T00:00:00Z',
        expectedReturnDateUtc: '2026-11-20T00:00:00Z',
      },
      {
        residentId: 13,
        firstName: 'Clara',
        lastName: 'Jones',
        type: 'Social',
        startDateUtc: '2026-11-20T00:00:00Z',
        expectedReturnDateUtc: '2026-11-21T00:00:00Z',
      },
      {
        residentId: 14,
        firstName: 'Dan',
        lastName: 'Kerr',
        type: 'Emergency',
        startDateUtc: '2026-11-19T00:00:00Z',
        expectedReturnDateUtc: '2026-12-05T00:00:00Z',
      },
      {
        residentId: 15,
        firstName: 'Eve',
        lastName: 'Lamb',
        type: 'Hospital',
        startDateUtc: '2026-11-20T00:00:00Z',
        expectedReturnDateUtc: null,
      },
    ],
    numberOfDaysToDeviceExpiry: 12,
    ...over,
  };
}

const dashboardCalls = () => server.calls('GET', 'dashboard');

function renderDashboard(today: string | undefined = TODAY) {
  return renderWithProviders(<Dashboard today={today} />);
}

/** The StatCard showing `label`. */
function stat(label: string) {
  return screen.getByText(label).closest('.chakra-stat__root') as HTMLElement;
}

test('renders the figures from the response and the computed vacancy', async () => {
  server.get('dashboard', info());
  renderDashboard();
  await screen.findByText('Registered beds');
  expect(within(stat('Registered beds')).getByText('87')).toBeInTheDocument();
  expect(within(stat('Permanent residents')).getByText('61')).toBeInTheDocument();
  expect(within(stat('Respite residents')).getByText('9')).toBeInTheDocument();
  expect(within(stat('Vacancy')).getByText('17')).toBeInTheDocument(); // 87 - (61 + 9)
  expect(within(stat('Supported residents')).getByText('41.25%')).toBeInTheDocument();
  expect(within(stat('Supported residents')).getByText('Threshold 40%')).toBeInTheDocument();
  expect(screen.getByText('Bayside Gardens')).toBeInTheDocument();
});

test('other figures give other results (nothing is hard-coded)', async () => {
  const data = info();
  data.facilityResidencyStatistics.residentOccupancyInfo = {
    registeredBeds: 120,
    permanentResidentCount: 100,
    respiteResidentCount: 25,
  };
  server.get('dashboard', data);
  renderDashboard();
  await screen.findByText('Registered beds');
  expect(within(stat('Registered beds')).getByText('120')).toBeInTheDocument();
  expect(within(stat('Vacancy')).getByText('-5')).toBeInTheDocument();
});

test.each([
  ['38.75', '41.25', '2.5% below threshold'],
  ['43', '40', '3% above threshold'],
  ['40', '40.00', 'Same as threshold'],
])('supported ratio %s against threshold %s reads "%s"', async (ratio, threshold, text) => {
  server.get('dashboard', info({}, ratio, threshold));
  renderDashboard();
  expect(await screen.findByText(text)).toBeInTheDocument();
});

test('groups residents on leave as Hospital, Social, Emergency with messages relative to today', async () => {
  server.get('dashboard', info());
  renderDashboard();
  const hospital = await screen.findByRole('region', { name: 'Hospital' });
  const social = screen.getByRole('region', { name: 'Social' });
  const emergency = screen.getByRole('region', { name: 'Emergency' });
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Hospital', 'Social', 'Emergency']);

  // Hospital: earliest start first; leave-start and due-back messages.
  const rows = within(hospital).getAllByTestId('leave-row');
  expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(['Bruno Iles', 'Eve Lamb', 'Alice Hart']);
  expect(rows[0]).toHaveTextContent('5 days ago (16 Nov 2026)');
  expect(rows[0]).toHaveTextContent('Due back yesterday');
  expect(rows[1]).toHaveTextContent('Yesterday');
  expect(rows[1]).not.toHaveTextContent('Due back');
  expect(rows[2]).toHaveTextContent('Today');
  expect(rows[2]).toHaveTextContent('Due back tomorrow');
  expect(within(rows[0]).getByRole('link')).toHaveAttribute('href', '/viewResident/12');

  // Social and emergency: due back only (leave start is shown for hospital leave).
  const socialRow = within(social).getByTestId('leave-row');
  expect(socialRow).toHaveTextContent('Clara Jones');
  expect(socialRow).toHaveTextContent('Due back today');
  expect(socialRow).not.toHaveTextContent('Yesterday');
  expect(within(emergency).getByTestId('leave-row')).toHaveTextContent('Due back 05 Dec 2026');
  expect(within(emergency).getByRole('link', { name: 'Dan Kerr' })).toHaveAttribute('href', '/viewResident/14');
});

test('messages follow the clock (default today is today in Melbourne)', async () => {
  jest.useFakeTimers({
    now: new Date('2026-11-20T22:00:00Z'),
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'queueMicrotask',
      'nextTick',
      'setImmediate',
      'clearImmediate',
      'performance',
    ],
  });
  try {
    // 22:00 UTC on 20 Nov is 09:00 on 21 Nov in Melbourne.
    server.get('dashboard', info({ residentsOnLeave: [info().residentsOnLeave[2]] }));
    renderDashboard(undefined);
    const row = await screen.findByTestId('leave-row');
    expect(row).toHaveTextContent('Due back today');
  } finally {
    jest.useRealTimers();
  }
});

test('an empty group says None', async () => {
  server.get('dashboard', info({ residentsOnLeave: [] }));
  renderDashboard();
  const hospital = await screen.findByRole('region', { name: 'Hospital' });
  expect(within(hospital).getByText('None')).toBeInTheDocument();
});

describe('device-expiry notice', () => {
  test('shows the days to expiry with canAction on deviceExpiryNotification', async () => {
    server.get('dashboard', info());
    renderDashboard();
    expect(await screen.findByTestId('device-expiry')).toHaveTextContent('Device activation expires in 12 days.');
  });

  test('shows the expired state', async () => {
    server.get('dashboard', info({ numberOfDaysToDeviceExpiry: -3 }));
    renderDashboard();
    expect(await screen.findByTestId('device-expiry')).toHaveTextContent('Device activation has expired.');
  });

  test('is hidden without the permission even when the value is present', async () => {
    setSession({ permissions: { deviceExpiryNotification: { canView: true } } });
    server.get('dashboard', info({ numberOfDaysToDeviceExpiry: 5 }));
    renderDashboard();
    await screen.findByText('Registered beds');
    expect(screen.queryByTestId('device-expiry')).not.toBeInTheDocument();
    expect(screen.queryByText(/Device activation/)).not.toBeInTheDocument();
  });

  test('is hidden when the value is absent', async () => {
    server.get('dashboard', info({ numberOfDaysToDeviceExpiry: null }));
    renderDashboard();
    await screen.findByText('Registered beds');
    expect(screen.queryByTestId('device-expiry')).not.toBeInTheDocument();
  });
});

test('shows a loading state until the figures arrive', async () => {
  let resolve!: (d: DashboardInfo) => void;
  server.get('dashboard', () => new Promise((r) => (resolve = r)));
  renderDashboard();
  expect(screen.getByRole('status')).toHaveTextContent('Loading dashboard');
  await waitFor(() => expect(dashboardCalls()).toHaveLength(1));
  await act(async () => resolve(info()));
  expect(await screen.findByText('Registered beds')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('on failure shows the error inline and as a toast, and can retry', async () => {
  server.get('dashboard', reply(500));
  renderDashboard();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Unexpected error occurred while loading dashboard.');
  await waitFor(() => expect(screen.getAllByText('Unexpected error occurred while loading dashboard.')).toHaveLength(2));
  expect(toaster.getVisibleToasts().map((t) => t.description)).toEqual(['Unexpected error occurred while loading dashboard.']);

  server.get('dashboard', info());
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Registered beds')).toBeInTheDocument();
  expect(dashboardCalls()).toHaveLength(2);
});

test('reloads when the current facility changes', async () => {
  server.get('dashboard', info());
  const { rerender } = renderDashboard();
  await screen.findByText('Registered beds');
  expect(within(stat('Registered beds')).getByText('87')).toBeInTheDocument();
  expect(dashboardCalls()).toHaveLength(1);
  expect(dashboardCalls()[0].query).toEqual({ facilityId: 1 });

  const other = info();
  other.facilityResidencyStatistics.residentOccupancyInfo.registeredBeds = 64;
  server.get('dashboard', other);
  act(() => setSession({ facility: 2 }));
  expect(await screen.findByText('64')).toBeInTheDocument();
  expect(screen.getByText('Carlton House')).toBeInTheDocument();
  expect(dashboardCalls()).toHaveLength(2);
  expect(dashboardCalls()[1].query).toEqual({ facilityId: 2 });

  // Same facility again: no extra call.
  rerender(<Dashboard today={TODAY} />);
  expect(dashboardCalls()).toHaveLength(2);
});

test('a switch to an independent-living village does not ask for the aged-care dashboard there', async () => {
  server.get('dashboard', info());
  renderDashboard();
  await screen.findByText('Registered beds');
  expect(dashboardCalls()).toHaveLength(1);

  // The shell swaps this screen for the village's dashboard once it re-renders; the reset of the queries on screen
  // comes first and must not load this one for the village (the API would answer 404).
  act(() => setSession({ facility: 4 }));
  await act(() => new Promise((r) => setTimeout(r, 50)));
  expect(dashboardCalls()).toHaveLength(1);
});
