import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { useFacility, usePermission } from 'shared-auth';
import { UiProvider, toaster } from 'shared-ui';
import * as api from '../api/record';
import { residentDetail } from '../record/testData';
import ResidentEditor from './ResidentEditor';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(120000);

jest.mock('../api/record', () => ({ fetchResident: jest.fn(), fetchReference: jest.fn(), saveResident: jest.fn() }));
jest.mock('shared-auth', () => ({ useFacility: jest.fn(), usePermission: jest.fn() }));

const m = jest.mocked(api);

function renderEditor() {
  const router = createMemoryRouter(
    [
      { path: '/editResident/:residentId/*', element: <ResidentEditor /> },
      { path: '/viewResident/:residentId/*', element: <span>resident view</span> },
    ],
    { initialEntries: ['/editResident/7'] },
  );
  render(<UiProvider><RouterProvider router={router} /></UiProvider>);
  return router;
}

const toasts = () => toaster.getVisibleToasts().map((t) => t.description);

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useFacility).mockReturnValue({ currentFacility: { id: 1, name: 'Bayside Gardens', facilityType: 'AgeCare' } } as never);
  jest.mocked(usePermission).mockReturnValue({ canView: true, canModify: true, canRemove: false, canAction: false });
  m.fetchResident.mockResolvedValue(residentDetail());
  m.fetchReference.mockImplementation(async (list) => (list === 'relationships' ? [{ id: 1, name: 'Son' }, { id: 2, name: 'Daughter' }] : list === 'countries' ? [{ id: 1, name: 'Australia' }] : [{ id: 1, name: 'My Aged Care' }, { id: 2, name: 'Website' }]));
});
afterEach(() => act(() => toaster.remove()));

test('saves the details: payload with the version, normalised CC emails, then the success toast and the view page', async () => {
  const router = renderEditor();
  const first = await screen.findByLabelText(/First name/);
  await userEvent.clear(first);
  await userEvent.paste('Maggie');
  await userEvent.click(screen.getByLabelText(/CC emails/));
  await userEvent.paste('a@x.com, b@y.com;a@x.com');
  m.saveResident.mockResolvedValue(residentDetail({ firstName: 'Maggie' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(m.saveResident).toHaveBeenCalled());
  const body = m.saveResident.mock.calls[0][0];
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
  expect(m.saveResident).not.toHaveBeenCalled();
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
  expect(m.saveResident).not.toHaveBeenCalled();
});

test("'Debtor ID already exists.' from the server: toast and field error; other model state in the dialog", async () => {
  renderEditor();
  await userEvent.type(await screen.findByLabelText(/Debtor ID/), 'D-1');
  m.saveResident.mockRejectedValueOnce({ response: { status: 400, data: { modelState: { debtor: ['Debtor ID already exists.'] } } } });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(toasts()).toContain('Debtor ID already exists.'));
  expect(await screen.findByText('Debtor ID already exists.', { selector: '.chakra-field__errorText' })).toBeInTheDocument();
  m.saveResident.mockRejectedValueOnce({ response: { status: 400, data: { modelState: { religions: ['Unknown religion.'] } } } });
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
  m.saveResident.mockResolvedValue(residentDetail());
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(m.saveResident).toHaveBeenCalled());
  expect(m.saveResident.mock.calls[0][0].otherContacts).toEqual([expect.objectContaining({ firstName: 'Olive', lastName: 'Other', street1: '9 Elm St', suburb: 'Hampton', relationships: [{ id: 2, name: 'Daughter' }] })]);
});

test('leaving with unsaved changes asks first', async () => {
  const router = renderEditor();
  await userEvent.type(await screen.findByLabelText(/Preferred name/), 'x');
  await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
  expect(await screen.findByText('Do you want to leave this page? Changes you made may not be saved.')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/editResident/7');
});
