import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers, reply, server, setSession } from 'shared-auth/testing';
import { CONFLICT_MESSAGE } from 'shared-domain';
import { ILU_FIELD_MESSAGES as M, ILU_MESSAGES } from 'shared-domain/ilu/messages';
import { toaster } from 'shared-ui';
import type { IluFinanceProps } from '../finance/IluFinance';
import { allocation, enquiry, HENRY, person } from '../testData';
import EditAllocation from './EditAllocation';
import EditEnquiry from './EditEnquiry';

jest.mock('../finance/IluFinance', () => ({
  __esModule: true,
  default: (p: IluFinanceProps) => <p>{`IluFinance ${p.kind} ${p.enquiryId} ${p.residentId} ${p.viewDepartedMode} ${p.mode}`}</p>,
}));

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60000);
const toasts = () => toaster.getVisibleToasts().map((t) => t.description);
const updates = () => server.calls('PUT', 'enquiries');

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/independentLiving/editEnquiry/:enquiryId/Details/:selectedResidentId/*', element: <EditEnquiry /> },
      { path: '/editIndependentLiving/:enquiryId/resident/:selectedResidentId/:viewDepartedMode/*', element: <EditAllocation /> },
      { path: '/independentLiving/:enquiryId/enquiry/:residentId/*', element: <span>enquiry page</span> },
      {
        path: '/viewIndependentLiving/:enquiryId/resident/:residentId/:viewDepartedMode/*',
        element: <span>allocation page</span>,
      },
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

const region = (name: string) => screen.getByRole('region', { name });

/** Types a text at once (a long text typed key by key is slow on a busy machine, and tests nothing more). */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

beforeEach(() => {
  setSession({ facility: 4, permissions: { leadsDetails: true, leadsFinancials: true, residentsDetails: true } });
  server.get('referenceData/enquiry-sources', [
    { id: 1, name: 'Newspaper' },
    { id: 2, name: 'Website' },
  ]);
});
afterEach(() => act(() => toaster.remove()));

test("edits the enquiry's people and contact: PUT with the version, CC emails by semicolons; 'Enquiry updated successfully!'", async () => {
  server.get(
    'enquiries/3',
    enquiry({
      residents: [person({ debtor: 'D-1' }), HENRY],
      primaryContact: 'other',
      contactFirstName: 'Paul',
      contactLastName: 'Hill',
    }),
  );
  const put = server.put('enquiries', {});
  const router = renderAt('/independentLiving/editEnquiry/3/Details/8');
  const grace = await screen.findByRole('region', { name: 'Grace Hill' });
  expect(within(grace).getByLabelText(/^First name/)).toHaveValue('Grace');
  expect(within(grace).getByLabelText(/^Debtor ID/)).toHaveValue('D-1');
  expect(within(grace).getByRole('checkbox', { name: 'Website' })).toBeChecked();
  await fill(within(grace).getByLabelText(/^CC emails/), 'a@x.au, b@y.au');
  await userEvent.selectOptions(within(grace).getByLabelText(/^Bill payer/), 'PrimaryContact');
  const henry = region('Henry Hill');
  await fill(within(henry).getByLabelText(/^Email/), 'henry@example.com');
  await userEvent.type(within(henry).getByLabelText('New enquiry source'), 'Church{Enter}');
  const contact = region('Contact');
  expect(within(contact).getByLabelText(/^Contact first name/)).toHaveValue('Paul');
  await fill(within(region('Enquiry')).getByLabelText(/^Accessibility requirement/), 'Rails in the bathroom');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
  const body = put.mock.calls[0][0].body;
  expect(body).toMatchObject({
    enquiryId: 3,
    version: 4,
    primaryContact: 'other',
    contactFirstName: 'Paul',
    contactLastName: 'Hill',
    accessibilityRequirement: 'Rails in the bathroom',
  });
  expect(body.residents[0]).toMatchObject({
    residentId: 7,
    ccEmail: 'a@x.au;b@y.au',
    billPayerType: 'PrimaryContact',
    debtor: 'D-1',
  });
  expect(body.residents[1]).toMatchObject({
    residentId: 8,
    email: 'henry@example.com',
    enquirySources: [{ id: 'new_Church', name: 'Church' }],
  });
  await waitFor(() => expect(toasts()).toContain('Enquiry updated successfully!'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/independentLiving/3/enquiry/8'));
});

test("the allocation's edit page: 'Resident updated successfully!' and back to the allocation", async () => {
  server.get('enquiries/3', allocation());
  server.put('enquiries', {});
  const router = renderAt('/editIndependentLiving/3/resident/7/false');
  expect(await screen.findByRole('heading', { name: 'Edit resident: Grace Hill & Henry Hill', level: 1 })).toBeInTheDocument();
  await userEvent.type(within(region('Grace Hill')).getByLabelText(/^Phone number/), '9');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(toasts()).toContain(ILU_MESSAGES.updated('Resident')));
  await waitFor(() => expect(router.state.location.pathname).toBe('/viewIndependentLiving/3/resident/7/false'));
});

test("the primary contact rules: the other contact's fields cleared unless other", async () => {
  server.get('enquiries/3', enquiry({ primaryContact: 'other', contactFirstName: 'Paul', contactLastName: 'Hill' }));
  const put = server.put('enquiries', {});
  renderAt('/independentLiving/editEnquiry/3/Details/7');
  const contact = await screen.findByRole('region', { name: 'Contact' });
  // One person: choosing a second resets the choice.
  expect(within(contact).queryByRole('radio', { name: 'Henry Hill' })).not.toBeInTheDocument();
  await userEvent.click(within(contact).getByRole('radio', { name: 'Grace Hill' }));
  expect(within(contact).queryByLabelText(/^Contact first name/)).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
  expect(put.mock.calls[0][0].body).toMatchObject({ primaryContact: 'prospect1', contactFirstName: null, contactLastName: null });
});

test("'Debtor ID already exists.' on the debtor field when the server names the debtor", async () => {
  server.get('enquiries/3', enquiry({ residents: [person(), HENRY] }));
  server.put('enquiries', reply(400, { modelState: { 'residents[1].debtor': ['Debtor ID D-9 is used by another resident.'] } }));
  renderAt('/independentLiving/editEnquiry/3/Details/7');
  const henry = await screen.findByRole('region', { name: 'Henry Hill' });
  await userEvent.type(within(henry).getByLabelText(/^Debtor ID/), 'D-9');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await within(henry).findByText(ILU_MESSAGES.debtorExists)).toBeInTheDocument();
  await waitFor(() => expect(toasts()).toEqual([ILU_MESSAGES.debtorExists]));
  // The API names no person ('debtor'): the person whose debtor ID was changed.
  server.put('enquiries', reply(400, { modelState: { debtor: ['exists'] } }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(updates()).toHaveLength(2));
  expect(await within(henry).findByText(ILU_MESSAGES.debtorExists)).toBeInTheDocument();
  expect(within(region('Grace Hill')).queryByText(ILU_MESSAGES.debtorExists)).not.toBeInTheDocument();
});

test("other refusals: 'Unexpected error occurred while updating resident/enquiry', the messages under their fields; a stale version", async () => {
  server.get('enquiries/3', enquiry());
  server.put('enquiries', reply(400, { modelState: { 'residents[0].lastName': [M.prospectLastNameRequired] } }));
  renderAt('/independentLiving/editEnquiry/3/Details/7');
  await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
  expect(await within(region('Grace Hill')).findByText(M.prospectLastNameRequired)).toBeInTheDocument();
  await waitFor(() => expect(toasts()).toContain(ILU_MESSAGES.updateError));
  act(() => toaster.remove());
  server.put('enquiries', reply(409, {}));
  await userEvent.type(within(region('Grace Hill')).getByLabelText(/^Last name/), 's');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(toasts()).toContain(CONFLICT_MESSAGE));
  expect(updates()).toHaveLength(2);
});

test("the rules before saving: each person's names", async () => {
  server.get('enquiries/3', enquiry());
  renderAt('/independentLiving/editEnquiry/3/Details/7');
  const grace = await screen.findByRole('region', { name: 'Grace Hill' });
  await userEvent.clear(within(grace).getByLabelText(/^First name/));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await within(grace).findByText(M.prospectFirstNameRequired)).toBeInTheDocument();
  expect(updates()).toHaveLength(0);
});

test('the finance child shows the finance screen in edit mode; its tab only with the financials permission', async () => {
  server.get('enquiries/3', allocation());
  setSession({ facility: 4, permissions: { residentsDetails: true, residentsFinancials: true } });
  renderAt('/editIndependentLiving/3/resident/8/true/finance');
  expect(await screen.findByText('IluFinance allocation 3 8 true edit')).toBeInTheDocument();
  const tabs = screen.getByRole('navigation', { name: 'Edit tabs' });
  expect(within(tabs).getByRole('link', { name: 'Finance' })).toHaveAttribute('aria-current', 'page');
  expect(within(tabs).getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/editIndependentLiving/3/resident/8/true');
  act(() => setSession({ facility: 4, permissions: { residentsDetails: true } }));
  await waitFor(() => expect(within(tabs).queryByRole('link', { name: 'Finance' })).not.toBeInTheDocument());
  expect(screen.queryByText(/IluFinance/)).not.toBeInTheDocument();
});

test('leaving a changed form asks first (unsaved-changes prompt)', async () => {
  server.get('enquiries/3', enquiry());
  const router = renderAt('/independentLiving/editEnquiry/3/Details/7');
  await userEvent.type(within(await screen.findByRole('region', { name: 'Grace Hill' })).getByLabelText(/^Last name/), 's');
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByText('Do you want to leave this page? Changes you made may not be saved.')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/independentLiving/editEnquiry/3/Details/7');
});

test('an unchanged form leaves without asking', async () => {
  server.get('enquiries/3', enquiry({ primaryContact: 'prospect1', contactFirstName: null }));
  const router = renderAt('/independentLiving/editEnquiry/3/Details/7');
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/independentLiving/3/enquiry/7'));
});
