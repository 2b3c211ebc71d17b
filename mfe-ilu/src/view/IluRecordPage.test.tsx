import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers, reply, server, setSession, type TestPermissions } from 'shared-auth/testing';
import { ILU_FIELD_MESSAGES as M, ILU_MESSAGES } from 'shared-domain/ilu/messages';
import type { IluActionsProps } from '../actions/useIluActions';
import type { IluFinanceProps } from '../finance/IluFinance';
import { setRemoteLoader, toaster, type RemoteModuleLoader } from 'shared-ui';
import { allocation, enquiry, HENRY, person } from '../testData';
import ViewAllocation from './ViewAllocation';
import ViewEnquiry from './ViewEnquiry';

// The area's page actions and finance screen are other files' work: stand-ins that show what the page gives them.
jest.mock('../actions/useIluActions', () => ({
  useIluActions: ({ kind, residentId }: IluActionsProps) => ({
    actions: [{ key: 'assignUnit', label: 'Assign unit', onSelect: () => undefined }],
    dialogs: <p data-testid="ilu-action-dialogs">dialogs of {`${kind} ${residentId}`}</p>,
  }),
}));
jest.mock('../finance/IluFinance', () => ({
  __esModule: true,
  default: (p: IluFinanceProps) => <p>{`IluFinance ${p.kind} ${p.enquiryId} ${p.residentId} ${p.viewDepartedMode} ${p.mode}`}</p>,
}));

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60000);
const toasts = () => toaster.getVisibleToasts().map((t) => t.description);

/** mfe-residents' exposed screens, as stand-ins that show what they were given. */
const loader = jest.fn() as jest.MockedFunction<RemoteModuleLoader>;

function renderAt(path: string) {
  const view = '/viewIndependentLiving/:enquiryId/resident/:residentId/:viewDepartedMode';
  const enq = '/independentLiving/:enquiryId/enquiry/:residentId';
  const router = createMemoryRouter(
    [
      // As routes.json declares them: the financial tabs are routes of their own with the same screen.
      { path: `${view}/*`, element: <ViewAllocation /> },
      { path: `${view}/transactions/*`, element: <ViewAllocation /> },
      { path: `${view}/finance/*`, element: <ViewAllocation /> },
      { path: `${enq}/*`, element: <ViewEnquiry /> },
      { path: `${enq}/transactions/*`, element: <ViewEnquiry /> },
      { path: `${enq}/finance/*`, element: <ViewEnquiry /> },
      { path: '/independentLiving/editEnquiry/:enquiryId/Details/:selectedResidentId/*', element: <span>edit enquiry</span> },
      { path: '/dashboard', element: <span>dashboard</span> },
      { path: '/markAsIluEnquiry/:enquiryId/:residentId', element: <span>mark as enquiry</span> },
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

const ENQUIRY_PERMISSIONS: TestPermissions = {
  leadsDetails: true,
  leadsFinancials: { canView: true },
  leadsDeleteLeads: { canRemove: true },
};
const ALLOCATION_PERMISSIONS: TestPermissions = {
  residentsDetails: true,
  residentsFinancials: { canView: true },
  residentsMarkDepartedAsEnquiry: { canAction: true },
};

beforeEach(() => {
  loader.mockReset();
  loader.mockImplementation(async (_remote, expose) => ({
    default: (props: { residentId?: number; resident?: { residentId: number }; kind?: string; tab?: string }) => (
      <p>
        {expose} of {props.residentId ?? props.resident?.residentId}
        {props.kind ? ` as ${props.kind}` : ''}
        {props.tab ? ` at ${props.tab}` : ''}
      </p>
    ),
  }));
  setRemoteLoader(loader);
  setSession({ facility: 4, permissions: ENQUIRY_PERMISSIONS });
});
afterEach(() => {
  act(() => toaster.remove());
  setRemoteLoader(null);
});

async function moreActions() {
  await userEvent.click(await screen.findByRole('button', { name: 'More actions' }));
  return screen.getByRole('menu', { name: 'More actions' });
}

test("the enquiry page: the person, the enquiry's details, its actions and the residents area's tabs", async () => {
  const get = server.get('enquiries/3', enquiry({ accessibilityRequirement: 'Ground floor, no steps.' }));
  renderAt('/independentLiving/3/enquiry/7');
  expect(await screen.findByRole('heading', { name: 'Grace Hill', level: 1 })).toBeInTheDocument();
  expect(get.mock.calls[0][0].query).toMatchObject({ viewDepartedMode: 'false', residentId: 7 });
  expect(screen.getByTestId('display-label')).toHaveTextContent('Enquiry');
  expect(screen.getByText('No unit assigned.')).toBeInTheDocument();
  const details = screen.getByRole('region', { name: 'Details' });
  expect(details).toHaveTextContent('02 Apr 1948');
  expect(details).toHaveTextContent('Website');
  expect(screen.getByRole('region', { name: 'Accessibility requirement' })).toHaveTextContent('Ground floor, no steps.');
  const bar = screen.getByRole('group', { name: 'Enquiry actions' });
  expect(within(bar).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/independentLiving/editEnquiry/3/Details/7');
  const menu = await moreActions();
  for (const name of ['Add resident', 'Transfer enquiry', 'Delete enquiry', 'Assign unit'])
    expect(within(menu).getByRole('menuitem', { name })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.getByTestId('ilu-action-dialogs')).toHaveTextContent('dialogs of enquiry 7');

  // The page's own address shows the notes; each tab is an address under the page.
  expect(await screen.findByText('./NotesTab of 7')).toBeInTheDocument();
  const tabs = screen.getByRole('navigation', { name: 'Enquiry tabs' });
  expect(within(tabs).getByRole('link', { name: 'Notes' })).toHaveAttribute('aria-current', 'page');
  await userEvent.click(within(tabs).getByRole('link', { name: 'Timeline' }));
  expect(await screen.findByText('./TimelineTab of 7')).toBeInTheDocument();
  await userEvent.click(within(tabs).getByRole('link', { name: 'Events' }));
  expect(await screen.findByText('./EventHistoryTab of 7')).toBeInTheDocument();
  expect(within(tabs).getByRole('link', { name: 'Transactions' })).toHaveAttribute(
    'href',
    '/independentLiving/3/enquiry/7/transactions/7',
  );
  await userEvent.click(within(tabs).getByRole('link', { name: 'Transactions' }));
  expect(await screen.findByText('./FinancialTabs of 7 as lead at transaction')).toBeInTheDocument();
  await userEvent.click(within(tabs).getByRole('link', { name: 'Finance' }));
  expect(await screen.findByText('IluFinance enquiry 3 7 false view')).toBeInTheDocument();
  for (const expose of ['./NotesTab', './TimelineTab', './EventHistoryTab', './FinancialTabs'])
    expect(loader).toHaveBeenCalledWith('mfe_residents', expose, { retry: false });
});

test('the allocation page: the unit with its brief note and status, the occupied and settled facts, the notes', async () => {
  setSession({ facility: 4, permissions: ALLOCATION_PERMISSIONS });
  server.get(
    'enquiries/3',
    allocation({ isSettled: true, settlementDateUtc: '2027-03-01', settlementPrice: '700000.00', vacatingDateUtc: '2027-01-31' }),
  );
  renderAt('/viewIndependentLiving/3/resident/8/true/finance');
  expect(await screen.findByRole('heading', { name: 'Henry Hill', level: 1 })).toBeInTheDocument();
  expect(server.calls('GET', 'enquiries/3')[0].query).toMatchObject({ viewDepartedMode: 'true', residentId: 8 });
  const unit = screen.getByRole('region', { name: 'Unit' });
  expect(within(unit).getByTestId('assigned-unit')).toHaveTextContent('U12 · Two bedroom · North wing');
  expect(within(within(unit).getByTestId('assigned-unit')).getByText('Occupied')).toBeInTheDocument();
  expect(within(unit).getByTestId('unit-brief-note')).toHaveTextContent('Balance paid');
  expect(unit).toHaveTextContent('$650,000.00');
  expect(unit).toHaveTextContent('02 Nov 2026');
  expect(unit).toHaveTextContent('31 Jan 2027');
  expect(within(unit).getByTestId('settled')).toHaveTextContent('Settled 01 Mar 2027, $700,000.00');
  expect(screen.getByRole('region', { name: 'Notes' })).toHaveTextContent('Keys collected.');
  expect(screen.getByText('IluFinance allocation 3 8 true view')).toBeInTheDocument();
  // The other person of the allocation, by their own page.
  const people = screen.getByRole('navigation', { name: 'People of this enquiry' });
  expect(within(people).getByRole('link', { name: 'Grace Hill' })).toHaveAttribute(
    'href',
    '/viewIndependentLiving/3/resident/7/false',
  );
  const bar = screen.getByRole('group', { name: 'Allocation actions' });
  expect(within(bar).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/editIndependentLiving/3/resident/8/true');
  // An allocation is neither transferred nor deleted here, and has its two people already.
  const menu = await moreActions();
  for (const name of ['Add resident', 'Transfer enquiry', 'Delete enquiry', 'Mark as enquiry'])
    expect(within(menu).queryByRole('menuitem', { name })).not.toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  const tabs = screen.getByRole('navigation', { name: 'Allocation tabs' });
  expect(within(tabs).getByRole('link', { name: 'Finance' })).toHaveAttribute('aria-current', 'page');
  await userEvent.click(within(tabs).getByRole('link', { name: 'Transactions' }));
  expect(await screen.findByText('./FinancialTabs of 8 as resident at transaction')).toBeInTheDocument();
});

test('switching person: the path names the person shown', async () => {
  server.get('enquiries/3', enquiry({ residents: [person(), HENRY] }));
  const router = renderAt('/independentLiving/3/enquiry/7/timeline');
  const people = await screen.findByRole('navigation', { name: 'People of this enquiry' });
  expect(within(people).getByText('Grace Hill')).toHaveAttribute('aria-current', 'page');
  await userEvent.click(within(people).getByRole('link', { name: 'Henry Hill' }));
  expect(await screen.findByRole('heading', { name: 'Henry Hill', level: 1 })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/independentLiving/3/enquiry/8');
  expect(server.calls('GET', 'enquiries/3').at(-1)?.query).toMatchObject({ residentId: 8 });
  // Two people: no third.
  const menu = await moreActions();
  expect(within(menu).queryByRole('menuitem', { name: 'Add resident' })).not.toBeInTheDocument();
});

test('permissions: no financial tabs without the financials permission; view only has no Edit or enquiry actions', async () => {
  setSession({ facility: 4, permissions: { leadsDetails: { canView: true } } });
  server.get('enquiries/3', enquiry());
  renderAt('/independentLiving/3/enquiry/7/transactions/7');
  const tabs = await screen.findByRole('navigation', { name: 'Enquiry tabs' });
  expect(within(tabs).queryByRole('link', { name: 'Transactions' })).not.toBeInTheDocument();
  expect(within(tabs).queryByRole('link', { name: 'Finance' })).not.toBeInTheDocument();
  expect(within(tabs).getByRole('link', { name: 'Timeline' })).toBeInTheDocument();
  // The address of a tab the user may not see shows the notes.
  expect(await screen.findByText('./NotesTab of 7')).toBeInTheDocument();
  expect(loader).not.toHaveBeenCalledWith('mfe_residents', './FinancialTabs', expect.anything());
  const bar = screen.getByRole('group', { name: 'Enquiry actions' });
  expect(within(bar).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  const menu = await moreActions();
  expect(within(menu).queryByRole('menuitem', { name: 'Delete enquiry' })).not.toBeInTheDocument();
  expect(within(menu).queryByRole('menuitem', { name: 'Transfer enquiry' })).not.toBeInTheDocument();
});

test("the allocation's timeline and events need residentsDetails canView, its transactions and finance residentsFinancials", async () => {
  setSession({ facility: 4, permissions: { residentsDetails: { canView: true } } });
  server.get('enquiries/3', allocation());
  renderAt('/viewIndependentLiving/3/resident/7/false');
  const tabs = await screen.findByRole('navigation', { name: 'Allocation tabs' });
  expect(
    within(tabs)
      .getAllByRole('link')
      .map((l) => l.textContent),
  ).toEqual(['Notes', 'Timeline', 'Events']);
  // The enquiry permissions do not open the allocation's tabs.
  act(() => setSession({ facility: 4, permissions: { leadsDetails: true, leadsFinancials: true } }));
  await waitFor(() =>
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Notes']),
  );
});

test('a departed resident of the allocation can be marked as a new enquiry', async () => {
  setSession({ facility: 4, permissions: ALLOCATION_PERMISSIONS });
  const departed = { isDeparted: true, departureDateUtc: '2027-01-31', displayLabel: 'Departed' };
  const a = allocation();
  server.get('enquiries/3', { ...a, residents: [{ ...a.residents[0], ...departed }, a.residents[1]] });
  const router = renderAt('/viewIndependentLiving/3/resident/7/true');
  const menu = await moreActions();
  await userEvent.click(within(menu).getByRole('menuitem', { name: 'Mark as enquiry' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/markAsIluEnquiry/3/7'));
});

test("delete enquiry needs the leads area's delete permission", async () => {
  setSession({ facility: 4, permissions: { leadsDetails: true } });
  server.get('enquiries/3', enquiry());
  renderAt('/independentLiving/3/enquiry/7');
  const menu = await moreActions();
  expect(within(menu).getByRole('menuitem', { name: 'Transfer enquiry' })).toBeInTheDocument();
  expect(within(menu).queryByRole('menuitem', { name: 'Delete enquiry' })).not.toBeInTheDocument();
});

test('delete enquiry: asked first, DELETE with the version, then the dashboard', async () => {
  server.get('enquiries/3', enquiry());
  const remove = server.delete('enquiries/3');
  const router = renderAt('/independentLiving/3/enquiry/7');
  const menu = await moreActions();
  await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete enquiry' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete enquiry' });
  expect(dialog).toHaveTextContent('Do you want to delete this enquiry? This cannot be undone.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete enquiry' }));
  await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
  expect(remove.mock.calls[0][0].query).toMatchObject({ version: 4 });
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
});

test('delete enquiry that is stale: the conflict message, and the page stays', async () => {
  server.get('enquiries/3', enquiry());
  server.delete('enquiries/3', reply(409, { message: 'Someone else changed this enquiry. Reload it and try again.' }));
  const router = renderAt('/independentLiving/3/enquiry/7');
  await userEvent.click(within(await moreActions()).getByRole('menuitem', { name: 'Delete enquiry' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete enquiry' }));
  await waitFor(() => expect(toasts()).toContain('Someone else changed this enquiry. Reload it and try again.'));
  expect(router.state.location.pathname).toBe('/independentLiving/3/enquiry/7');
});

test('add resident: the second person with the enquiry version; the page reloads', async () => {
  server.get('enquiries/3', enquiry());
  const add = server.post('enquiries/add-resident', { result: 8 });
  renderAt('/independentLiving/3/enquiry/7');
  await userEvent.click(within(await moreActions()).getByRole('menuitem', { name: 'Add resident' }));
  const form = await screen.findByRole('form', { name: 'Add resident' });
  await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
  expect(await within(form).findByText(M.prospectFirstNameRequired)).toBeInTheDocument();
  await userEvent.type(within(form).getByLabelText(/^First name/), 'Henry');
  await userEvent.type(within(form).getByLabelText(/^Last name/), 'Hill');
  await userEvent.type(within(form).getByLabelText(/^Phone number/), '0400 333 444');
  await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
  expect(add.mock.calls[0][0].body).toEqual({
    enquiryId: 3,
    version: 4,
    prospect: { firstName: 'Henry', lastName: 'Hill', dateOfBirth: null, email: null, phoneNumber: '0400 333 444' },
  });
  await waitFor(() => expect(screen.queryByRole('form', { name: 'Add resident' })).not.toBeInTheDocument());
  await waitFor(() => expect(server.calls('GET', 'enquiries/3')).toHaveLength(2));
});

test("transfer enquiry: the organisation's other facilities, the people chosen; 'Enquiry transferred'", async () => {
  server.get('enquiries/3', enquiry({ residents: [person(), HENRY] }));
  const facilities = server.get('facilities/all-organisation-facilities', [
    {
      id: 1,
      name: 'Bayside Gardens',
      regionId: 1,
      region: 'Metro South',
      facilityType: 'AgeCare',
      isBillingIntegratedFacility: true,
    },
    {
      id: 5,
      name: 'Hillside Village',
      regionId: 1,
      region: 'Metro South',
      facilityType: 'IndependentLiving',
      isBillingIntegratedFacility: false,
    },
  ]);
  const transfer = server.post('enquiries/transfer-enquiry', { facilityId: 5, residentIds: [8] });
  const router = renderAt('/independentLiving/3/enquiry/7');
  await userEvent.click(within(await moreActions()).getByRole('menuitem', { name: 'Transfer enquiry' }));
  const form = await screen.findByRole('form', { name: 'Transfer enquiry' });
  expect(facilities.mock.calls[0][0].query).toMatchObject({ excludeCurrentlyLoggedInFacility: 'true' });
  const select = within(form).getByLabelText(/Transfer to facility/);
  await waitFor(() =>
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Please select', 'Bayside Gardens (Aged care)', 'Hillside Village (Independent living)']),
  );
  await userEvent.click(within(form).getByRole('checkbox', { name: 'Grace Hill' }));
  await userEvent.click(within(form).getByRole('checkbox', { name: 'Henry Hill' }));
  await userEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
  expect(await within(form).findByText(M.transferFacilityRequired)).toBeInTheDocument();
  expect(within(form).getByText(M.transferResidentsRequired)).toBeInTheDocument();
  await userEvent.selectOptions(select, '5');
  await userEvent.click(within(form).getByRole('checkbox', { name: 'Henry Hill' }));
  await userEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
  await waitFor(() => expect(transfer).toHaveBeenCalledTimes(1));
  expect(transfer.mock.calls[0][0].body).toEqual({
    enquiryId: 3,
    version: 4,
    transferType: 'Lead',
    residentIds: [8],
    toFacilityId: 5,
  });
  await waitFor(() => expect(toasts()).toContain(ILU_MESSAGES.enquiryTransferred));
  // Grace stays: her page.
  await waitFor(() => expect(router.state.location.pathname).toBe('/independentLiving/3/enquiry/7'));
});

test("transfer failure: 'Unexpected error occurred while saving'", async () => {
  server.get('enquiries/3', enquiry());
  server.get('facilities/all-organisation-facilities', [
    {
      id: 1,
      name: 'Bayside Gardens',
      regionId: 1,
      region: 'Metro South',
      facilityType: 'AgeCare',
      isBillingIntegratedFacility: true,
    },
  ]);
  server.post('enquiries/transfer-enquiry', reply(500));
  renderAt('/independentLiving/3/enquiry/7');
  await userEvent.click(within(await moreActions()).getByRole('menuitem', { name: 'Transfer enquiry' }));
  const form = await screen.findByRole('form', { name: 'Transfer enquiry' });
  await waitFor(() => expect(within(form).getAllByRole('option')).toHaveLength(2));
  await userEvent.selectOptions(within(form).getByLabelText(/Transfer to facility/), '1');
  await userEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
  await waitFor(() => expect(toasts()).toContain(ILU_MESSAGES.transferError));
});

test("a failed load: 'Unexpected error occurred while viewing enquiry' and Retry", async () => {
  server.get('enquiries/3', reply(500));
  renderAt('/independentLiving/3/enquiry/7');
  await waitFor(() => expect(toasts()).toContain(ILU_MESSAGES.viewError));
  expect(await screen.findByText('The enquiry could not be loaded.')).toBeInTheDocument();
  server.get('enquiries/3', enquiry());
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Grace Hill', level: 1 })).toBeInTheDocument();
});

test("not found: another facility's enquiry (404)", async () => {
  server.get('enquiries/3', reply(404, { message: 'Not found' }));
  renderAt('/independentLiving/3/enquiry/7');
  expect(await screen.findByText('The enquiry was not found in this facility.')).toBeInTheDocument();
  expect(toasts()).not.toContain(ILU_MESSAGES.viewError);
});

test('not found: a person who is not of the enquiry', async () => {
  server.get('enquiries/3', enquiry());
  renderAt('/independentLiving/3/enquiry/99');
  expect(await screen.findByText('The enquiry was not found in this facility.')).toBeInTheDocument();
});
