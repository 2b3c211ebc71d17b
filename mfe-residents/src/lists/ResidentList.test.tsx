import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { useFacility } from 'shared-auth';
import { UiProvider, toaster } from 'shared-ui';
import { fetchResidents } from '../api/record';
import { listRow } from '../record/testData';
import ViewResidents from './ViewResidents';
import ViewDepartedResidents from './ViewDepartedResidents';

configure({ asyncUtilTimeout: 5000 });

jest.mock('../api/record', () => ({ fetchResidents: jest.fn() }));
jest.mock('shared-auth', () => ({ useFacility: jest.fn() }));

const mockFetch = jest.mocked(fetchResidents);
const CUTOFF = '2026-11-21T01:00:00.000Z';

function Wrapper({ children }: { children?: ReactNode }) {
  return (
    <UiProvider>
      <footer data-testid="shell-footer">Training manual</footer>
      <MemoryRouter>{children}</MemoryRouter>
    </UiProvider>
  );
}

beforeEach(() => {
  mockFetch.mockReset();
  jest.mocked(useFacility).mockReturnValue({ currentFacility: { id: 1, name: 'Bayside Gardens', facilityType: 'AgeCare' } } as never);
});
afterEach(() => act(() => toaster.remove()));

test('lists residents 25 at a time with age, date of birth and the display label; loads more with the cut-off', async () => {
  mockFetch
    .mockResolvedValueOnce({ result: Array.from({ length: 25 }, (_, i) => listRow(i + 1)), totalCount: 30, notIncludingItemsAfter: CUTOFF })
    .mockResolvedValueOnce({ result: Array.from({ length: 5 }, (_, i) => listRow(i + 26, { displayLabel: 'Respite resident', isOnLeave: i === 0 })), totalCount: 30, notIncludingItemsAfter: CUTOFF });
  render(<ViewResidents />, { wrapper: Wrapper });
  expect(await screen.findByText('Last001, First1')).toBeInTheDocument();
  expect(mockFetch).toHaveBeenCalledWith({ skip: 0, take: 25, notIncludingItemsAfter: undefined }, false);
  const row = screen.getAllByTestId('resident-row')[0];
  expect(within(row).getByText('86')).toBeInTheDocument();
  expect(within(row).getByText('05 Mar 1940')).toBeInTheDocument();
  expect(within(row).getByText('Permanent resident')).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: 'Last001, First1' })).toHaveAttribute('href', '/viewResident/1');
  expect(screen.getByText('30 residents')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(screen.getAllByTestId('resident-row')).toHaveLength(30));
  expect(mockFetch).toHaveBeenLastCalledWith({ skip: 25, take: 25, notIncludingItemsAfter: CUTOFF }, false);
  expect(screen.getAllByText('Respite resident')).toHaveLength(5);
  expect(screen.getByText('On leave')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

test('departed list: departed rows and departure dates', async () => {
  mockFetch.mockResolvedValue({ result: [listRow(1, { displayLabel: 'Departed', departureDateUtc: '2025-06-30' })], totalCount: 1, notIncludingItemsAfter: CUTOFF });
  render(<ViewDepartedResidents />, { wrapper: Wrapper });
  expect(await screen.findByText('Departed')).toBeInTheDocument();
  expect(mockFetch).toHaveBeenCalledWith(expect.objectContaining({ skip: 0 }), true);
  expect(screen.getByRole('columnheader', { name: 'Departure date' })).toBeInTheDocument();
  expect(screen.getByText('30 Jun 2025')).toBeInTheDocument();
  expect(screen.getByText('1 resident')).toBeInTheDocument();
});

test('a failed load shows the seed-style message and can be retried', async () => {
  mockFetch.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ result: [listRow(1)], totalCount: 1, notIncludingItemsAfter: CUTOFF });
  render(<ViewResidents />, { wrapper: Wrapper });
  await waitFor(() => expect(toaster.getVisibleToasts().map((t) => t.description)).toEqual(['Unexpected error occurred while loading the residents.']));
  await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Last001, First1')).toBeInTheDocument();
});
