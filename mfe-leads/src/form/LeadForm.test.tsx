import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers, reply, sequence, server, setSession } from 'shared-auth/testing';
import { DEBTOR_ID_EXISTS, melbourneToday } from 'shared-domain';
import { LEAD_FIELD_MESSAGES, LEAD_MESSAGES, LEAD_OFFLINE_MESSAGE } from 'shared-domain/leads';
import { setRemoteLoader, toaster } from 'shared-ui';
import type { Lead } from 'shared-domain/contracts/leads';
import type { ContactDialogProps } from 'shared-domain/contracts/federated-props';
import CreateLead from './CreateLead';
import EditLead from './EditLead';
import { createLeadErrors } from './LeadForm';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60000);
const creates = () => server.calls('POST', 'leads');
const updates = () => server.calls('PUT', 'leads');
const toasts = () => toaster.getVisibleToasts().map((t) => t.description);
const httpError = (status: number, data: unknown) =>
  Object.assign(new Error(`status ${status}`), { isAxiosError: true, response: { status, data } });

/** A stand-in for mfe-residents' './ContactDialogs' expose. */
function FakeContactDialog({ title, onSave, onCancel }: ContactDialogProps) {
  return (
    <div role="dialog" aria-label={title}>
      <button
        type="button"
        onClick={() =>
          onSave({ firstName: 'Paul', lastName: 'Able', phoneNumber: '0400 000 000', relationships: [{ id: 1, name: 'Son' }] })
        }
      >
        Save contact
      </button>
      <button type="button" onClick={onCancel}>
        Cancel contact
      </button>
    </div>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/createLead', element: <CreateLead /> },
      { path: '/editLead/:residentId/*', element: <EditLead /> },
      { path: '/editLead/:residentId/financials/*', element: <EditLead /> },
      { path: '/viewLead/:residentId/*', element: <span>lead page</span> },
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

const LEAD: Lead = {
  residentId: 7,
  residencyId: 70,
  version: 4,
  residentVersion: 2,
  firstName: 'Ann',
  lastName: 'Able',
  careType: 'Respite',
  entitlementType: 'MCA',
  contactIsResident: true,
  requestedAdmissionDateUtc: '2030-02-01',
  requestedDepartureDateUtc: '2030-02-15',
  createdOnUtc: '2026-01-10T01:00:00Z',
  medicareExpiryYear: 2028,
  enquirySources: [{ id: 2, name: 'Website' }],
  religions: [],
  debtor: 'D-1',
};

beforeEach(() => {
  setSession({
    permissions: { leadsDetails: { canView: true, canModify: true }, leadsFinancials: { canView: true, canModify: true } },
    systemFlags: { enablePrivateResidents: false },
  });
  server.get('referenceData/enquiry-sources', [
    { id: 1, name: 'My Aged Care' },
    { id: 2, name: 'Website' },
  ]);
  server.get('referenceData/countries', [{ id: 1, name: 'Australia' }]);
  server.get('referenceData/relationships', [{ id: 1, name: 'Son' }]);
  server.get('referenceData/religions', [{ id: 1, name: 'Son' }]);
  server.get('leads/lead-dashboard-filters', {
    leadLocations: [{ id: 3, name: 'Garden Wing' }],
    genders: [],
    anaccVariableComponents: [],
  });
  setRemoteLoader(async () => ({ default: FakeContactDialog }));
});
afterEach(() => {
  act(() => toaster.remove());
  setRemoteLoader(null);
});

test('a new lead: Permanent care and entitlement MCA by default; requested admission not before today; created, then the lead page', async () => {
  server.post('leads', { lead: { residentId: 555, residencyId: 556 }, getACCRCommandResult: null, errorMessage: null });
  const router = renderAt('/createLead');
  const form = await screen.findByRole('form', { name: 'Create lead' });
  expect(within(form).getByLabelText(/Care type/)).toHaveValue('Permanent');
  expect(within(form).getByLabelText(/Entitlement type/)).toHaveValue('MCA');
  expect(within(form).getByLabelText(/Requested admission date/)).toHaveAttribute('min', melbourneToday());
  expect(within(form).queryByLabelText(/Requested departure date/)).not.toBeInTheDocument();
  expect(within(form).queryByLabelText(/Private residency/)).not.toBeInTheDocument();
  const years = within(within(form).getByLabelText(/Medicare expiry year/))
    .getAllByRole('option')
    .map((o) => o.textContent);
  const year = Number(melbourneToday().slice(0, 4));
  expect(years).toContain(String(year - 20));
  expect(years).toContain(String(year + 20));
  expect(years).not.toContain(String(year + 21));

  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText(LEAD_FIELD_MESSAGES.firstNameRequired)).toBeInTheDocument();
  expect(within(form).getByText(LEAD_FIELD_MESSAGES.contactFirstNameRequired)).toBeInTheDocument();
  expect(creates()).toHaveLength(0);

  await userEvent.type(within(form).getByLabelText(/^First name/), 'Ann');
  await userEvent.type(within(form).getByLabelText(/^Last name/), 'Able');
  await userEvent.click(within(form).getByRole('checkbox', { name: 'The lead is the contact' }));
  await userEvent.click(within(form).getByRole('checkbox', { name: 'Website' }));
  await userEvent.selectOptions(within(form).getByLabelText(/Medicare expiry year/), String(year + 2));
  await userEvent.click(within(form).getByRole('button', { name: 'Add primary contact' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Save contact' }));
  expect(await within(form).findByText('Paul Able')).toBeInTheDocument();

  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(creates()).toHaveLength(1));
  expect(creates()[0].body).toMatchObject({
    firstName: 'Ann',
    lastName: 'Able',
    careType: 'Permanent',
    entitlementType: 'MCA',
    contactIsResident: true,
    contactFirstName: null,
    medicareExpiryYear: year + 2,
    enquirySources: [{ id: 2 }],
    requestedDepartureDateUtc: null,
    primaryContact: { firstName: 'Paul', lastName: 'Able', relationships: [{ id: 1, name: 'Son' }] },
  });
  await waitFor(() => expect(router.state.location.pathname).toBe('/viewLead/555'));
  expect(toasts()).toContain(LEAD_MESSAGES.created);
});

test('respite: the requested departure must be at least the day after the requested admission', async () => {
  renderAt('/createLead');
  const form = await screen.findByRole('form', { name: 'Create lead' });
  await userEvent.selectOptions(within(form).getByLabelText(/Care type/), 'Respite');
  fireEvent.change(within(form).getByLabelText(/Requested admission date/), { target: { value: '2030-03-10' } });
  const departure = within(form).getByLabelText(/Requested departure date/);
  expect(departure).toHaveAttribute('min', '2030-03-11');
  fireEvent.change(departure, { target: { value: '2030-03-10' } });
  fireEvent.blur(departure);
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText(LEAD_FIELD_MESSAGES.requestedDepartureMinimum)).toBeInTheDocument();
});

test('create-lead failures: mark-as-enquiry refusals, the exception message, offline', async () => {
  expect(
    createLeadErrors(httpError(400, { modelState: { mpir: ['Ensure MPIR is set'], indexNumber: ['Duplicate'] } })).messages,
  ).toEqual(['Unable to mark as enquiry. Ensure MPIR is set', 'Unable to mark as enquiry. Duplicate']);
  expect(createLeadErrors(httpError(500, { exceptionMessage: 'Boom' })).messages).toEqual(['Unable to create lead record. Boom']);
  expect(createLeadErrors(Object.assign(new Error('Network Error'), { isAxiosError: true }))).toEqual({
    messages: [LEAD_OFFLINE_MESSAGE],
    fields: {},
  });
  expect(createLeadErrors(httpError(400, { modelState: { firstName: ['Too long'] } }), ['firstName'])).toEqual({
    messages: [],
    fields: { firstName: 'Too long' },
  });

  server.post('leads', reply(400, { modelState: { mpir: ['Ensure MPIR is set'] } }));
  renderAt('/createLead');
  const form = await screen.findByRole('form', { name: 'Create lead' });
  await userEvent.type(within(form).getByLabelText(/^First name/), 'Ann');
  await userEvent.type(within(form).getByLabelText(/^Last name/), 'Able');
  await userEvent.click(within(form).getByRole('checkbox', { name: 'The lead is the contact' }));
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(toasts()).toContain('Unable to mark as enquiry. Ensure MPIR is set'));
});

test('edit: loads the lead, sends the version, Debtor ID already exists on the field, other failures "Unable to save changes..."', async () => {
  server.get('leads/7', LEAD);
  server.put('leads', sequence(reply(400, { modelState: { debtor: ['Debtor ID already exists.'] } }), reply(500, {}), LEAD));
  const router = renderAt('/editLead/7');
  const form = await screen.findByRole('form', { name: 'Edit lead Ann Able' });
  expect(within(form).getByLabelText(/Care type/)).toHaveValue('Respite');
  expect(within(form).getByLabelText(/Requested departure date/)).toHaveValue('2030-02-15');
  expect(within(form).getByLabelText(/Requested admission date/)).toHaveAttribute('min', '2026-01-10');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText(DEBTOR_ID_EXISTS)).toBeInTheDocument();
  expect(updates()[0].body).toMatchObject({
    residentId: 7,
    residencyId: 70,
    version: 4,
    residentVersion: 2,
    medicareExpiryYear: 2028,
    debtor: 'D-1',
  });

  expect(toasts()).toEqual([DEBTOR_ID_EXISTS]);

  await userEvent.clear(within(form).getByLabelText(/Debtor ID/));
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(toasts()).toContain(LEAD_MESSAGES.unableToSaveChanges));

  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/viewLead/7'));
  expect(toasts()).toContain(LEAD_MESSAGES.savedSuccessfully);
});

test('leaving a changed form asks first (unsaved-changes prompt)', async () => {
  const router = renderAt('/createLead');
  const form = await screen.findByRole('form', { name: 'Create lead' });
  await userEvent.type(within(form).getByLabelText(/^First name/), 'Ann');
  await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByText('Do you want to leave this page? Changes you made may not be saved.')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/createLead');
});

test("the financial routes of the edit page show mfe-residents' financial tabs in edit mode", async () => {
  server.get('leads/7', LEAD);
  const loader = jest.fn(async () => ({
    default: (props: { residentId: number; kind: string; mode: string }) => (
      <p>
        tabs of {props.residentId} as {props.kind} in {props.mode}
      </p>
    ),
  }));
  setRemoteLoader(loader as never);
  renderAt('/editLead/7/financials/funding');
  expect(await screen.findByText('tabs of 7 as lead in edit')).toBeInTheDocument();
  expect(loader).toHaveBeenCalledWith('mfe_residents', './FinancialTabs', { retry: false });
  expect(screen.getByRole('link', { name: 'Fees' })).toHaveAttribute('href', '/editLead/7/financials/false/fees');
});
