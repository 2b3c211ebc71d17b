import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { NETWORK_ERROR, Providers, reply, server, setSession } from 'shared-auth/testing';
import { ILU_FIELD_MESSAGES as M, ILU_MESSAGES } from 'shared-domain/ilu/messages';
import { toaster } from 'shared-ui';
import CreateEnquiry from './CreateEnquiry';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60000);
const toasts = () => toaster.getVisibleToasts().map((t) => t.description);
const creates = () => server.calls('POST', 'enquiries');

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/independentLiving/createEnquiry', element: <CreateEnquiry /> },
      { path: '/independentLiving/:enquiryId/enquiry/:residentId/*', element: <span>enquiry page</span> },
      { path: '/dashboard', element: <span>dashboard</span> },
    ],
    { initialEntries: ['/independentLiving/createEnquiry'] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const section = (name: string) => screen.getByRole('region', { name });

async function typeProspect1() {
  const p1 = await screen.findByRole('region', { name: 'Prospect 1' });
  await userEvent.type(within(p1).getByLabelText(/^First name/), 'Grace');
  await userEvent.type(within(p1).getByLabelText(/^Last name/), 'Hill');
}

beforeEach(() => {
  setSession({ facility: 4, permissions: { leadsDetails: true } });
  server.get('referenceData/enquiry-sources', [
    { id: 1, name: 'Newspaper' },
    { id: 2, name: 'Website' },
  ]);
});
afterEach(() => act(() => toaster.remove()));

test("prospect 1's names are required: nothing is sent without them", async () => {
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
  const p1 = section('Prospect 1');
  expect(await within(p1).findByText(M.prospectFirstNameRequired)).toBeInTheDocument();
  expect(within(p1).getByText(M.prospectLastNameRequired)).toBeInTheDocument();
  expect(within(section('Prospect 2')).queryByText(M.prospectFirstNameRequired)).not.toBeInTheDocument();
  expect(creates()).toHaveLength(0);
});

test('creates the enquiry: both prospects, a listed and a typed source; the toast and the new enquiry page', async () => {
  const create = server.post('enquiries', { enquiryId: 55, residentIds: [501, 502] });
  const router = renderPage();
  await typeProspect1();
  const p1 = section('Prospect 1');
  await userEvent.type(within(p1).getByLabelText(/^Date of birth/), '1948-04-02');
  await userEvent.type(within(p1).getByLabelText(/^Email/), 'grace@example.com');
  const p2 = section('Prospect 2');
  await userEvent.type(within(p2).getByLabelText(/^First name/), 'Henry');
  await userEvent.type(within(p2).getByLabelText(/^Last name/), 'Hill');
  await userEvent.click(within(section('Contact')).getByRole('radio', { name: 'Prospect 2' }));
  const enquiry = section('Enquiry');
  await userEvent.click(within(enquiry).getByRole('checkbox', { name: 'Website' }));
  // A new source, typed and added with Enter (the form is not submitted).
  await userEvent.type(within(enquiry).getByLabelText('New enquiry source'), 'Letterbox drop{Enter}');
  expect(within(enquiry).getByRole('checkbox', { name: 'Letterbox drop' })).toBeChecked();
  // A typed name the list has chooses that source.
  await userEvent.type(within(enquiry).getByLabelText('New enquiry source'), 'newspaper');
  await userEvent.click(within(enquiry).getByRole('button', { name: 'Add source' }));
  expect(within(enquiry).getByRole('checkbox', { name: 'Newspaper' })).toBeChecked();
  expect(creates()).toHaveLength(0);
  await userEvent.type(within(enquiry).getByLabelText(/^Requested admission date/), '2027-02-01');
  await userEvent.type(within(enquiry).getByLabelText(/^Accessibility requirement/), 'Ground floor');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
  expect(create.mock.calls[0][0].body).toEqual({
    prospect1: { firstName: 'Grace', lastName: 'Hill', dateOfBirth: '1948-04-02', email: 'grace@example.com', phoneNumber: null },
    prospect2: { firstName: 'Henry', lastName: 'Hill', dateOfBirth: null, email: null, phoneNumber: null },
    primaryContact: 'prospect2',
    contactFirstName: null,
    contactLastName: null,
    contactEmail: null,
    contactPhoneNumber: null,
    enquirySources: [
      { id: 2, name: 'Website' },
      { id: 'new_Letterbox drop', name: 'Letterbox drop' },
      { id: 1, name: 'Newspaper' },
    ],
    requestedAdmissionDateUtc: '2027-02-01',
    accessibilityRequirement: 'Ground floor',
  });
  await waitFor(() => expect(router.state.location.pathname).toBe('/independentLiving/55/enquiry/501'));
  expect(toasts()).toContain(ILU_MESSAGES.enquiryCreated);
});

test("the primary contact: the other contact's fields only for other (cleared otherwise); prospect 2 without a name resets", async () => {
  const create = server.post('enquiries', { enquiryId: 55, residentIds: [501] });
  renderPage();
  await typeProspect1();
  const contact = section('Contact');
  await userEvent.click(within(contact).getByRole('radio', { name: 'Prospect 2' }));
  await waitFor(() => expect(within(contact).getByRole('radio', { name: 'Prospect 2' })).not.toBeChecked());
  expect(within(contact).queryByLabelText(/^Contact first name/)).not.toBeInTheDocument();

  await userEvent.click(within(contact).getByRole('radio', { name: 'Other' }));
  await userEvent.type(await within(contact).findByLabelText(/^Contact first name/), 'Paul');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await within(contact).findByText(M.contactLastNameRequired)).toBeInTheDocument();
  expect(creates()).toHaveLength(0);
  await userEvent.type(within(contact).getByLabelText(/^Contact last name/), 'Hill');
  await userEvent.type(within(contact).getByLabelText(/^Contact phone number/), '0400 000 000');

  // Prospect 1 instead: the other contact's fields go, and so do their values.
  await userEvent.click(within(contact).getByRole('radio', { name: 'Prospect 1' }));
  expect(within(contact).queryByLabelText(/^Contact first name/)).not.toBeInTheDocument();
  await userEvent.click(within(contact).getByRole('radio', { name: 'Other' }));
  expect(await within(contact).findByLabelText(/^Contact first name/)).toHaveValue('');
  await userEvent.type(within(contact).getByLabelText(/^Contact first name/), 'Paul');
  await userEvent.type(within(contact).getByLabelText(/^Contact last name/), 'Hill');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
  expect(create.mock.calls[0][0].body).toMatchObject({
    primaryContact: 'other',
    contactFirstName: 'Paul',
    contactLastName: 'Hill',
    contactEmail: null,
    contactPhoneNumber: null,
  });
});

test("the server's field messages under their fields; otherwise 'Unexpected error occurred while saving enquiry'", async () => {
  server.post('enquiries', reply(400, { modelState: { 'prospect1.lastName': ['Last name is too long.'] } }));
  const router = renderPage();
  await typeProspect1();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await within(section('Prospect 1')).findByText('Last name is too long.')).toBeInTheDocument();
  expect(toasts()).not.toContain(ILU_MESSAGES.enquirySaveError);

  server.post('enquiries', reply(500, { message: 'boom' }));
  await userEvent.type(within(section('Prospect 1')).getByLabelText(/^Last name/), 's');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(toasts()).toContain(ILU_MESSAGES.enquirySaveError));
  expect(router.state.location.pathname).toBe('/independentLiving/createEnquiry');
});

test("the enquiry sources that cannot be loaded: 'Unable to display enquiry sources...'", async () => {
  server.get('referenceData/enquiry-sources', NETWORK_ERROR);
  renderPage();
  await waitFor(() => expect(toasts()).toContain(ILU_MESSAGES.enquirySourcesError));
  expect(ILU_MESSAGES.enquirySourcesError).toBe(
    'Unable to display enquiry sources. Either your computer is offline, or the product is having problems of its own.',
  );
  // A source can still be typed in.
  await userEvent.type(screen.getByLabelText('New enquiry source'), 'Walk-in{Enter}');
  expect(screen.getByRole('checkbox', { name: 'Walk-in' })).toBeChecked();
});

test('leaving a changed form asks first (unsaved-changes prompt)', async () => {
  const router = renderPage();
  await typeProspect1();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByText('Do you want to leave this page? Changes you made may not be saved.')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/independentLiving/createEnquiry');
  await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
});

test('works by keyboard: the fields in order, a choice with Space, Save with Enter', async () => {
  const create = server.post('enquiries', { enquiryId: 55, residentIds: [501] });
  const router = renderPage();
  const first = within(await screen.findByRole('region', { name: 'Prospect 1' })).getByLabelText(/^First name/);
  act(() => first.focus());
  await userEvent.keyboard('Grace');
  await userEvent.tab();
  await userEvent.keyboard('Hill');
  expect(within(section('Prospect 1')).getByLabelText(/^Last name/)).toHaveValue('Hill');
  act(() => within(section('Contact')).getByRole('radio', { name: 'Prospect 1' }).focus());
  await userEvent.keyboard(' ');
  expect(within(section('Contact')).getByRole('radio', { name: 'Prospect 1' })).toBeChecked();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(router.state.location.pathname).toBe('/independentLiving/55/enquiry/501'));
});
