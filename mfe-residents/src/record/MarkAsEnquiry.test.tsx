import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers, reply, server, setSession } from 'shared-auth/testing';
import { addDays, melbourneToday } from 'shared-domain';
import { toaster } from 'shared-ui';
import { residentDetail } from './testData';
import MarkAsEnquiry from './MarkAsEnquiry';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);
const MARK = 'residents/7/mark-departed-resident-as-enquiry';

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/markAsEnquiry/:residentId', element: <MarkAsEnquiry /> },
      { path: '/viewLead/:id', element: <span>lead page</span> },
      { path: '/viewResident/:id', element: <span>view</span> },
    ],
    { initialEntries: ['/markAsEnquiry/7'] },
  );
  // A data router: the page's unsaved-changes prompt needs one.
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

beforeEach(() => {
  server.get('residents/7', residentDetail({ isDeparted: true, departureDateUtc: '2026-10-01' }));
});

test('marks a departed resident as an enquiry: payload, toast, lead page', async () => {
  const router = renderPage();
  const date = addDays(melbourneToday(), 5);
  await userEvent.type(await screen.findByLabelText(/Requested admission date/), date);
  await userEvent.selectOptions(screen.getByLabelText(/Care type/), '1');
  const mark = server.post(MARK, { residentId: 7, residencyId: 900 });
  await userEvent.click(screen.getByRole('button', { name: 'Mark as enquiry' }));
  await waitFor(() =>
    expect(mark).toHaveBeenCalledWith(
      expect.objectContaining({
        body: {
          firstName: 'Margaret',
          lastName: 'Hill',
          careType: 1,
          contactFirstName: 'Paul',
          contactLastName: 'Hill',
          contactPhoneNumber: '0400 000 000',
          contactIsResident: false,
          requestedAdmissionDateUtc: date,
        },
      }),
    ),
  );
  await waitFor(() =>
    expect(toaster.getVisibleToasts().map((t) => t.description)).toContain('Resident was marked as an enquiry successfully.'),
  );
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
  expect(server.calls('POST', MARK)).toHaveLength(0);
  await userEvent.clear(screen.getByLabelText(/Requested admission date/));
  await userEvent.click(screen.getByRole('checkbox', { name: 'The resident is the contact' }));
  server.post(MARK, reply(400, { modelState: { mpir: ['Ensure MPIR is set in Funding - Fees and Charges with valid dates'] } }));
  await userEvent.click(screen.getByRole('button', { name: 'Mark as enquiry' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Unable to mark as enquiry.')).toBeInTheDocument();
  expect(within(dialog).getByText('Ensure MPIR is set in Funding - Fees and Charges with valid dates')).toBeInTheDocument();
});

test('mounted by another area (the independent-living page): its person, its Cancel and what follows the mark', async () => {
  setSession({ facility: 4 });
  server.get(
    'residents/8',
    residentDetail({
      id: 8,
      residentId: 8,
      isDeparted: true,
      departureDateUtc: '2026-10-01',
      careType: 2,
      facilityType: 'IndependentLiving',
    }),
  );
  const onMarked = jest.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/markAsIluEnquiry/:enquiryId/:residentId',
        element: <MarkAsEnquiry residentId={8} backTo="/back" onMarked={onMarked} />,
      },
      { path: '/back', element: <span>allocation page</span> },
    ],
    { initialEntries: ['/markAsIluEnquiry/3/8'] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  const care = await screen.findByLabelText(/Care type/);
  expect(
    within(care)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Please select', 'ILU']);
  expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/back');
  const mark = server.post('residents/8/mark-departed-resident-as-enquiry', { residentId: 8, residencyId: 901, enquiryId: 12 });
  await userEvent.click(screen.getByRole('button', { name: 'Mark as enquiry' }));
  await waitFor(() => expect(onMarked).toHaveBeenCalledWith({ residentId: 8, residencyId: 901, enquiryId: 12 }));
  expect(mark).toHaveBeenCalledWith(expect.objectContaining({ body: expect.objectContaining({ careType: 2 }) }));
  expect(toaster.getVisibleToasts().map((t) => t.description)).toContain('Resident was marked as an enquiry successfully.');
  // The mounting area navigates: the residents area does not open the lead page.
  expect(router.state.location.pathname).toBe('/markAsIluEnquiry/3/8');
});
