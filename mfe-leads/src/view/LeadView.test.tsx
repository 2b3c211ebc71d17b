import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers, TEST_FACILITIES, reply, sequence, server, setSession, type TestPermissions } from 'shared-auth/testing';
import type { Lead } from 'shared-domain/contracts/leads';
import { LEAD_MESSAGES } from 'shared-domain/leads';
import { setRemoteLoader, toaster, type RemoteModuleLoader } from 'shared-ui';
import LeadView from './LeadView';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60000);
const toasts = () => toaster.getVisibleToasts().map((t) => t.description);

const LEAD: Lead = {
  residentId: 7,
  residencyId: 70,
  version: 4,
  firstName: 'Ann',
  lastName: 'Able',
  careType: 'Respite',
  status: 'Waiting',
  isArchived: false,
  createdOnUtc: '2026-01-10T01:00:00Z',
  tourInfo: { id: 9, tourDateTime: '2026-03-10 12:30:00', isCompleted: true, tourFacilitatorUserName: 'Jo Bloggs' },
};

/** mfe-residents' exposed tabs, as stand-ins that show what they were given. */
const loader = jest.fn() as jest.MockedFunction<RemoteModuleLoader>;

function setPermissions(permissions: TestPermissions) {
  setSession({ permissions, systemFlags: { enablePrivateResidents: false } });
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      // As the shell declares them (routes.json): the financial tabs are their own route with the same screen.
      { path: '/viewLead/:residentId/*', element: <LeadView /> },
      { path: '/viewLead/:residentId/financials/*', element: <LeadView /> },
      { path: '/leads', element: <span>board</span> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

beforeEach(() => {
  loader.mockReset();
  loader.mockImplementation(async (_remote, expose) => ({
    default: (props: { residentId?: number; resident?: { residentId: number } }) => (
      <p>
        {expose} of {props.residentId ?? props.resident?.residentId}
      </p>
    ),
  }));
  setRemoteLoader(loader);
  setPermissions({
    leadsDetails: { canView: true, canModify: true },
    leadsAdmit: { canAction: true },
    leadsFinancials: { canView: true },
  });
  server.get('leads/7', LEAD);
  server.get('leads/lead-dashboard-filters', { leadLocations: [], genders: [], anaccVariableComponents: [] });
});
afterEach(() => {
  act(() => toaster.remove());
  setRemoteLoader(null);
});

test("the lead page: label, status, tour, the actions bar and the residents area's tabs through federation", async () => {
  renderAt('/viewLead/7');
  expect(await screen.findByRole('heading', { name: 'Ann Able', level: 1 })).toBeInTheDocument();
  expect(screen.getByTestId('display-label')).toHaveTextContent('Enquiry for Respite care');
  expect(screen.getByText('Waitlist')).toBeInTheDocument();
  expect(screen.getByTestId('lead-tour')).toHaveTextContent('Completed 10 Mar 2026 12:30 PM with Jo Bloggs');
  const bar = screen.getByRole('group', { name: 'Lead actions' });
  // Edit is the primary action; Tour and Admit stay buttons; the others are in "More actions".
  for (const name of ['Edit', 'Tour', 'Admit'])
    expect(within(bar).getByRole(name === 'Edit' ? 'link' : 'button', { name })).toBeInTheDocument();
  await userEvent.click(within(bar).getByRole('button', { name: 'More actions' }));
  const menu = screen.getByRole('menu', { name: 'More actions' });
  for (const name of ['View ACCR', 'Funding estimate', 'Archive', 'Transfer'])
    expect(within(menu).getByRole('menuitem', { name })).toBeInTheDocument();
  expect(within(menu).queryByRole('menuitem', { name: 'Delete lead' })).not.toBeInTheDocument();
  expect(within(menu).queryByRole('menuitem', { name: 'Mark as prospect' })).not.toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(await screen.findByText('./TimelineTab of 7')).toBeInTheDocument();
  const tabs = screen.getByRole('navigation', { name: 'Lead tabs' });
  await userEvent.click(within(tabs).getByRole('link', { name: 'Notes' }));
  expect(await screen.findByText('./NotesTab of 7')).toBeInTheDocument();
  await userEvent.click(within(tabs).getByRole('link', { name: 'Events' }));
  expect(await screen.findByText('./EventHistoryTab of 7')).toBeInTheDocument();
  expect(loader).toHaveBeenCalledWith('mfe_residents', './EventHistoryTab', { retry: false });
  await userEvent.click(within(tabs).getByRole('link', { name: 'Funding' }));
  expect(await screen.findByText('./FinancialTabs of 7')).toBeInTheDocument();
  expect(loader).toHaveBeenCalledWith('mfe_residents', './FinancialTabs', { retry: false });
});

test("Funding estimate opens mfe-funding's dialog for the lead, through federation", async () => {
  renderAt('/viewLead/7');
  const bar = await screen.findByRole('group', { name: 'Lead actions' });
  expect(screen.queryByText('./FundingEstimateDialog of 7')).not.toBeInTheDocument();
  await userEvent.click(within(bar).getByRole('button', { name: 'More actions' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Funding estimate' }));
  expect(await screen.findByText('./FundingEstimateDialog of 7')).toBeInTheDocument();
  expect(loader).toHaveBeenCalledWith('mfe_funding', './FundingEstimateDialog', { retry: false });
});

test('a tab whose remote fails shows "This area is unavailable" in its place only', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  loader.mockRejectedValue(new Error('mfe_residents is down'));
  renderAt('/viewLead/7/notes');
  expect(await screen.findByRole('alert')).toHaveTextContent('This area is unavailable');
  expect(screen.getByRole('heading', { name: 'Ann Able', level: 1 })).toBeInTheDocument();
});

test('view only: no edit, admit or lead actions; no financial tabs without leadsFinancials', async () => {
  setPermissions({ leadsDetails: { canView: true } });
  renderAt('/viewLead/7');
  const bar = await screen.findByRole('group', { name: 'Lead actions' });
  expect(within(bar).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  expect(within(bar).queryByRole('button', { name: 'Admit' })).not.toBeInTheDocument();
  await userEvent.click(within(bar).getByRole('button', { name: 'More actions' }));
  expect(screen.getByRole('menuitem', { name: 'View ACCR' })).toBeInTheDocument();
  expect(screen.queryByRole('menuitem', { name: 'Archive' })).not.toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(
    within(screen.getByRole('navigation', { name: 'Lead tabs' })).queryByRole('link', { name: 'Funding' }),
  ).not.toBeInTheDocument();
});

test("ACCR: the record, or the 'Unable to get ACCR from Medicare' dialog with the reason", async () => {
  server.get(
    'accr/7',
    sequence(reply(400, { modelState: { careRecipientId: ['No client record was found for care recipient ID 123.'] } }), {
      residentId: 7,
      careRecipientId: '5000000001',
      firstName: 'Ann',
      lastName: 'Able',
      dateOfBirth: '1940-01-02',
      sex: 'Female',
      medicareNumber: null,
      approvals: [{ careType: 'Residential respite care', approvedFrom: '2026-01-01', approvedTo: null, status: 'Approved' }],
      anaccClass: 101,
      anaccClassText: 'Class 101',
      assessmentDate: '2026-01-01',
      source: 'ACCR simulator',
      retrievedOnUtc: '2026-03-05T00:00:00Z',
    }),
  );
  renderAt('/viewLead/7');
  await userEvent.click(await screen.findByRole('button', { name: 'More actions' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'View ACCR' }));
  const dialog = await screen.findByRole('dialog', { name: LEAD_MESSAGES.accrUnavailable });
  expect(dialog).toHaveTextContent('No client record was found for care recipient ID 123.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

  const update = server.put('residents/UpdateFromAccr/7', {
    accr: {},
    updatedFields: ['careRecipientId'],
    version: 5,
    residentVersion: 2,
  });
  await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'View ACCR' }));
  const record = await screen.findByRole('form', { name: 'ACCR client record' });
  expect(await within(record).findByText('5000000001')).toBeInTheDocument();
  await userEvent.click(within(record).getByRole('button', { name: 'Update lead from ACCR' }));
  await waitFor(() => expect(update).toHaveBeenCalledWith(expect.objectContaining({ body: { version: 4 } })));
  // The lead reloads with what ACCR changed.
  await waitFor(() => expect(server.calls('GET', 'leads/7')).toHaveLength(2));
});

test('transfer: a facility of the same type; "Lead transferred" and back to the board', async () => {
  setSession({
    permissions: {
      leadsDetails: { canView: true, canModify: true },
      leadsAdmit: { canAction: true },
      leadsFinancials: { canView: true },
    },
    facilities: TEST_FACILITIES.filter((f) => f.id !== 3),
  });
  const transfer = server.post('residents/7/transfer');
  const router = renderAt('/viewLead/7');
  await userEvent.click(await screen.findByRole('button', { name: 'More actions' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Transfer' }));
  const form = await screen.findByRole('form', { name: 'Transfer lead' });
  const select = within(form).getByLabelText(/Transfer to facility/);
  expect(
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Please select', 'Carlton House']);
  await userEvent.selectOptions(select, '2');
  await userEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
  await waitFor(() =>
    expect(transfer).toHaveBeenCalledWith(
      expect.objectContaining({
        body: { facilityId: 2, transferType: 'Lead', version: 4, toFacilityId: 2 },
      }),
    ),
  );
  expect(toasts()).toContain(LEAD_MESSAGES.leadTransferred);
  await waitFor(() => expect(router.state.location.pathname).toBe('/leads'));
});
