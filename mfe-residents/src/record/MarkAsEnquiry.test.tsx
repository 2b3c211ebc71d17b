import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { useFacility } from 'shared-auth';
import { addDays, melbourneToday } from 'shared-domain';
import { UiProvider, toaster } from 'shared-ui';
import * as api from '../api/record';
import { residentDetail } from './testData';
import MarkAsEnquiry from './MarkAsEnquiry';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);
jest.mock('../api/record', () => ({ fetchResident: jest.fn(), markAsEnquiry: jest.fn() }));
jest.mock('shared-auth', () => ({ useFacility: jest.fn() }));
const m = jest.mocked(api);

function renderPage() {
  const router = createMemoryRouter(
    [{ path: '/markAsEnquiry/:residentId', element: <MarkAsEnquiry /> }, { path: '/viewLead/:id', element: <span>lead page</span> }, { path: '/viewResident/:id', element: <span>view</span> }],
    { initialEntries: ['/markAsEnquiry/7'] },
  );
  render(<UiProvider><RouterProvider router={router} /></UiProvider>);
  return router;
}

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useFacility).mockReturnValue({ currentFacility: { id: 1, name: 'Bayside Gardens', facilityType: 'AgeCare' } } as never);
  m.fetchResident.mockResolvedValue(residentDetail({ isDeparted: true, departureDateUtc: '2026-10-01' }));
});
afterEach(() => act(() => toaster.remove()));

test('marks a departed resident as an enquiry: payload, toast, lead page', async () => {
  const router = renderPage();
  const date = addDays(melbourneToday(), 5);
  await userEvent.type(await screen.findByLabelText(/Requested admission date/), date);
  await userEvent.selectOptions(screen.getByLabelText(/Care type/), '1');
  m.markAsEnquiry.mockResolvedValue({ residentId: 7, residencyId: 900 });
  await userEvent.click(screen.getByRole('button', { name: 'Mark as enquiry' }));
  await waitFor(() => expect(m.markAsEnquiry).toHaveBeenCalledWith(7, {
    firstName: 'Margaret', lastName: 'Hill', careType: 1, contactFirstName: 'Paul', contactLastName: 'Hill',
    contactPhoneNumber: '0400 000 000', contactIsResident: false, requestedAdmissionDateUtc: date,
  }));
  await waitFor(() => expect(toaster.getVisibleToasts().map((t) => t.description)).toContain('Resident was marked as an enquiry successfully.'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/viewLead/7'));
});

test('rules: contact names unless the resident is the contact; requested admission not before today; server errors listed', async () => {
  renderPage();
  const first = await screen.findByLabelText(/Contact first name/);
  await userEvent.clear(first);
  await userEvent.type(screen.getByLabelText(/Requested admission date/), addDays(melbourneToday(), -1));
  await userEvent.click(screen.getByRole('button', { name: 'Mark as enquiry' }));
  expect(await screen.findByText('Contact first and last names are required.')).toBeInTheDocument();
  expect(screen.getByText('Requested admission date cannot be before today.')).toBeInTheDocument();
  expect(m.markAsEnquiry).not.toHaveBeenCalled();
  await userEvent.clear(screen.getByLabelText(/Requested admission date/));
  await userEvent.click(screen.getByRole('checkbox', { name: 'The resident is the contact' }));
  m.markAsEnquiry.mockRejectedValue({ response: { status: 400, data: { modelState: { mpir: ['Ensure MPIR is set in Funding - Fees and Charges with valid dates'] } } } });
  await userEvent.click(screen.getByRole('button', { name: 'Mark as enquiry' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Unable to mark as enquiry.')).toBeInTheDocument();
  expect(within(dialog).getByText('Ensure MPIR is set in Funding - Fees and Charges with valid dates')).toBeInTheDocument();
});
