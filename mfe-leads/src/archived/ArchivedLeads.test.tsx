import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { useFacility, usePermission } from 'shared-auth';
import { LEAD_MESSAGES } from 'shared-domain/leads';
import { UiProvider, toaster } from 'shared-ui';
import * as api from '../api';
import { card } from '../board/testData';
import ArchivedLeads, { ARCHIVED_TEXT } from './ArchivedLeads';

configure({ asyncUtilTimeout: 5000 });
jest.mock('../api', () => ({ fetchArchivedLeads: jest.fn(), sendToLeads: jest.fn() }));
jest.mock('shared-auth', () => ({ useFacility: jest.fn(), usePermission: jest.fn(), createApiClient: jest.fn() }));
const m = jest.mocked(api);

function renderPage() {
  const router = createMemoryRouter([{ path: '/archivedLeads', element: <ArchivedLeads /> }], { initialEntries: ['/archivedLeads'] });
  render(<UiProvider><RouterProvider router={router} /></UiProvider>);
}

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useFacility).mockReturnValue({ currentFacility: { id: 1, name: 'Bayside Gardens', facilityType: 'AgeCare' }, facilities: [], facilityType: 'AgeCare' } as never);
  jest.mocked(usePermission).mockReturnValue({ canView: true, canModify: true, canRemove: false, canAction: false });
  m.fetchArchivedLeads.mockResolvedValue({ result: [card({ residencyId: 1, firstName: 'Ann', lastName: 'Able', isArchived: true }), card({ residencyId: 2, firstName: 'Bob', lastName: 'Baker', isArchived: true })], totalCount: 2 });
});
afterEach(() => act(() => toaster.remove()));

test('lists the archived leads and sends one back to the leads after confirming', async () => {
  m.sendToLeads.mockResolvedValue(undefined);
  renderPage();
  const table = await screen.findByRole('table', { name: ARCHIVED_TEXT.title });
  expect(within(table).getByRole('link', { name: 'Ann Able' })).toHaveAttribute('href', '/viewLead/1001');
  await userEvent.click(within(table).getByRole('button', { name: 'Send to leads: Ann Able' }));
  const confirm = await screen.findByRole('alertdialog', { name: ARCHIVED_TEXT.restore });
  await userEvent.click(within(confirm).getByRole('button', { name: ARCHIVED_TEXT.restore }));
  await waitFor(() => expect(m.sendToLeads).toHaveBeenCalledWith(1001, 3));
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Ann Able' })).not.toBeInTheDocument());
  expect(screen.getByRole('link', { name: 'Bob Baker' })).toBeInTheDocument();
  expect(toaster.getVisibleToasts().map((t) => t.description)).toContain(LEAD_MESSAGES.savedSuccessfully);
});

test('without leadsDetails canModify there is no restore', async () => {
  jest.mocked(usePermission).mockReturnValue({ canView: true, canModify: false, canRemove: false, canAction: false });
  renderPage();
  await screen.findByRole('link', { name: 'Ann Able' });
  expect(screen.queryByRole('button', { name: /Send to leads/ })).not.toBeInTheDocument();
});
