import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, server, setSession } from 'shared-auth/testing';
import UnitsReport from './UnitsReport';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

const DATA = 'reporting/units-report-data';
const queries = () => server.calls('GET', DATA).map((r) => r.query);
const PAGE = { result: [], totalCount: 0, notIncludingItemsAfter: '2026-11-29T01:00:00.000Z' };

beforeEach(() => {
  setSession({ facility: 4 });
  server.get('reporting/units-report-filters', {
    locations: [
      { id: 11, name: 'North wing' },
      { id: 12, name: 'South wing' },
    ],
    accommodationTypes: [{ id: 21, name: 'Two bedroom', numberBeds: 2 }],
  });
  server.get(DATA, PAGE);
});

test('every group "All" at first: every unit of the facility', async () => {
  renderWithProviders(<UnitsReport />);
  await waitFor(() => expect(queries()).toEqual([{ facilityId: 4, skip: 0, take: 25 }]));
  expect(server.calls('GET', 'reporting/units-report-filters')[0].query).toEqual({ facilityId: 4 });
  expect(await screen.findByRole('checkbox', { name: 'North wing' })).toBeDisabled();
});

test('a group unchecked and empty loads nothing; picking one of its items loads the units it keeps', async () => {
  renderWithProviders(<UnitsReport />);
  await waitFor(() => expect(queries()).toHaveLength(1));
  await userEvent.click(screen.getByRole('checkbox', { name: 'All locations' }));
  expect(await screen.findByTestId('report-incomplete')).toHaveTextContent(
    'Choose at least one location, unit type and unit status to load the report.',
  );
  expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  expect(queries()).toHaveLength(1);
  await userEvent.click(screen.getByRole('checkbox', { name: 'South wing' }));
  await waitFor(() => expect(queries()[1]).toEqual({ facilityId: 4, facilityLocations: 12, skip: 0, take: 25 }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'All statuses' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Available' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Out of service' }));
  await waitFor(() =>
    expect(queries().at(-1)).toEqual({
      facilityId: 4,
      facilityLocations: 12,
      unitStatus: ['Available', 'OutOfService'],
      skip: 0,
      take: 25,
    }),
  );
  expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
});

test('the user without an independent living facility is told so', async () => {
  setSession({
    facility: 1,
    facilities: [{ id: 1, name: 'Bayside Gardens', region: 'A', facilityType: 'AgeCare', isBillingIntegratedFacility: false }],
  });
  renderWithProviders(<UnitsReport />);
  expect(await screen.findByText('You have no independent living facility to report on.')).toBeInTheDocument();
  expect(queries()).toEqual([]);
});
