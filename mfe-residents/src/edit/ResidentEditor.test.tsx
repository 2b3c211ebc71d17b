import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers, emitLiveChange, reply, server, setSession } from 'shared-auth/testing';
import type { ResidentUpdateBody } from 'shared-domain/contracts/residents';
import { toaster } from 'shared-ui';
import { residentDetail } from '../record/testData';
import ResidentEditor from './ResidentEditor';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(120000);

/** The PUT residents requests (the saves). */
const saves = () => server.calls('PUT', 'residents');
const savedBody = (i = 0) => saves()[i].body as ResidentUpdateBody;

function renderEditor() {
  const router = createMemoryRouter(
    [
      { path: '/editResident/:residentId/*', element: <ResidentEditor /> },
      { path: '/viewResident/:residentId/*', element: <span>resident view</span> },
    ],
    { initialEntries: ['/editResident/7'] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const toasts = () => toaster.getVisibleToasts().map((t) => t.description);

beforeEach(() => {
  setSession({
    permissions: {
      residentsDetails: { canView: true, canModify: true },
      residentsFinancials: { canView: true, canModify: true },
    },
  });
  server.get('residents/7', residentDetail());
  server.get('referenceData/relationships', [
    { id: 1, name: 'Son' },
    { id: 2, name: 'Daughter' },
  ]);
  server.get('referenceData/countries', [{ id: 1, name: 'Australia' }]);
  server.get('referenceData/enquiry-sources', [
    { id: 1, name: 'My Aged Care' },
    { id: 2, name: 'Website' },
  ]);
  server.get('referenceData/religions', [
    { id: 1, name: 'My Aged Care' },
    { id: 2, name: 'Website' },
  ]);
  server.put('residents', residentDetail());
});

test("someone else's save: nothing typed takes it; typed text stays under the changed notice until Reload", async () => {
  renderEditor();
  const last = await screen.findByLabelText(/Last name/);
  // Another user saved the resident (version 4): the form, untouched, shows their values.
  server.get('residents/7', residentDetail({ version: 4, lastName: 'Smythe' }));
  await act(async () => emitLiveChange('residents'));
  await waitFor(() => expect(screen.getByLabelText(/Last name/)).toHaveValue('Smythe'));
  expect(screen.queryByText(/This record was changed by/)).not.toBeInTheDocument();

  // Now the user types, and Mary saves again (version 5).
  await userEvent.clear(screen.getByLabelText(/First name/));
  await userEvent.paste('Typed');
  server.get(
    'residents/7',
    residentDetail({ version: 5, firstName: 'Marge', lastChange: { name: 'Mary Manager', atUtc: '2026-03-02T03:41:00.000Z' } }),
  );
  await act(async () => emitLiveChange('residents'));
  expect(await screen.findByText(/This record was changed by Mary Manager at 2:41 pm/)).toBeInTheDocument();
  expect(screen.getByLabelText(/First name/)).toHaveValue('Typed');
  expect(last).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(screen.getByLabelText(/First name/)).toHaveValue('Marge');
  expect(screen.queryByText(/This record was changed by/)).not.toBeInTheDocument();
});

test('saves the details: payload with the version, normalised CC emails, then the success toast and the view page', async () => {
  const router = renderEditor();
  const first = await screen.findByLabelText(/First name/);
  await userEvent.clear(first);
  await userEvent.paste('Maggie');
  await userEvent.click(screen.getByLabelText(/CC emails/));
  await userEvent.paste('a@x.com, b@y.com;a@x.com');
  server.put('residents', residentDetail({ firstName: 'Maggie' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saves()).toHaveLength(1));
  const body = savedBody();
  expect(body).toMatchObject({ id: 7, version: 3, firstName: 'Maggie', billPayerType: 'Resident', specialisedCareIds: [3] });
  expect(body.billPayerDetail?.ccEmail).toBe('a@x.com;b@y.com');
  expect(body.primaryContact).toMatchObject({ id: 11, firstName: 'Paul', relationships: [{ id: 1, name: 'Son' }] });
  await waitFor(() => expect(toasts()).toContain('Changes have been saved.'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/viewResident/7'));
});

test('changing the bill payer to a contact without email or address unticks email and post invoicing and clears drawdowns', async () => {
  renderEditor();
  const email = await screen.findByRole('checkbox', { name: 'Invoice by email' });
  expect(email).toBeChecked();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Draw down fees from RAD' }));
  expect(screen.getByRole('checkbox', { name: 'Draw down fees from RAD' })).toBeChecked();
  await userEvent.click(screen.getByRole('radio', { name: 'Primary contact' }));
  expect(screen.getByRole('checkbox', { name: 'Invoice by email' })).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Invoice by post' })).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Draw down fees from RAD' })).not.toBeChecked();
  // Post invoicing needs the payer's postal address.
  await userEvent.click(screen.getByRole('checkbox', { name: 'Invoice by post' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Invoice by post cannot be saved without a postal address.')).toBeInTheDocument();
  expect(saves()).toHaveLength(0);
});

test('member number is required with a Medicare number; care IDs at most 10 characters', async () => {
  renderEditor();
  const member = await screen.findByLabelText(/Member number/);
  await userEvent.clear(member);
  const crid = screen.getByLabelText(/Care recipient ID/);
  await userEvent.clear(crid);
  await userEvent.click(crid);
  await userEvent.paste('12345678901');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Member number is required when a Medicare number is entered.')).toBeInTheDocument();
  expect(screen.getByText('Must be 10 characters or fewer.')).toBeInTheDocument();
  expect(saves()).toHaveLength(0);
});

test("'Debtor ID already exists.' from the server: toast and field error; other model state in the dialog", async () => {
  renderEditor();
  await userEvent.type(await screen.findByLabelText(/Debtor ID/), 'D-1');
  server.put('residents', reply(400, { modelState: { debtor: ['Debtor ID already exists.'] } }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(toasts()).toContain('Debtor ID already exists.'));
  expect(await screen.findByText('Debtor ID already exists.', { selector: '.chakra-field__errorText' })).toBeInTheDocument();
  server.put('residents', reply(400, { modelState: { religions: ['Unknown religion.'] } }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Unknown religion.')).toBeInTheDocument();
});

test('add an other contact through the contact dialog (names required) and its address dialog', async () => {
  renderEditor();
  await userEvent.click(await screen.findByRole('button', { name: 'Add other contact' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save contact' }));
  expect(await within(dialog).findByText('Contact first name is required.')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText(/First name/), 'Olive');
  await userEvent.type(within(dialog).getByLabelText(/Last name/), 'Other');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Daughter' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Edit address' }));
  const address = await screen.findByRole('dialog', { name: 'Edit contact address' });
  await userEvent.type(within(address).getByLabelText('Street'), '9 Elm St');
  await userEvent.type(within(address).getByLabelText('Suburb'), 'Hampton');
  await userEvent.click(within(address).getByRole('button', { name: 'Save address' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit contact address' })).not.toBeInTheDocument());
  const contact = screen.getByRole('dialog', { name: 'Add other contact' });
  expect(within(contact).getByText(/9 Elm St, Hampton/)).toBeInTheDocument();
  await userEvent.click(within(contact).getByRole('button', { name: 'Save contact' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByText('Olive Other')).toBeInTheDocument();
  server.put('residents', residentDetail());
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saves()).toHaveLength(1));
  expect(savedBody().otherContacts).toEqual([
    expect.objectContaining({
      firstName: 'Olive',
      lastName: 'Other',
      street1: '9 Elm St',
      suburb: 'Hampton',
      relationships: [{ id: 2, name: 'Daughter' }],
    }),
  ]);
});

test('leaving with unsaved changes asks first', async () => {
  const router = renderEditor();
  await userEvent.type(await screen.findByLabelText(/Preferred name/), 'x');
  await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
  expect(await screen.findByText('Do you want to leave this page? Changes you made may not be saved.')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/editResident/7');
});
