import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider, toaster } from 'shared-ui';
import * as api from './assignBedApi';
import AssignBedAction, { ASSIGN_BED_TEXT, AssignBedDialog, canAssignBed } from './AssignBedDialog';
import { residentDetail } from './testData';

configure({ asyncUtilTimeout: 5000 });

jest.mock('./assignBedApi', () => ({ fetchAvailableBeds: jest.fn(), assignBed: jest.fn() }));
jest.mock('shared-auth', () => ({ createApiClient: jest.fn() }));

const m = jest.mocked(api);

const BEDS: api.AvailableBeds = {
  residentId: 7, residencyId: 70, version: 4, currentBedId: 12, assignedAccommodationAndBed: 'N012',
  locations: [
    { locationId: 1, locationName: 'North Wing', rooms: [{ accommodationId: 30, roomNumber: 'N030', beds: [{ bedId: 31, name: 'Bed', label: 'N030' }] }] },
    { locationId: 3, locationName: 'Garden Wing', rooms: [{ accommodationId: 72, roomNumber: 'G072', beds: [
      { bedId: 81, name: 'Bed A', label: 'G072 Bed A' }, { bedId: 82, name: 'Bed B', label: 'G072 Bed B' },
    ] }] },
  ],
};

function axiosError(status: number, data: unknown) {
  return Object.assign(new Error(`status ${status}`), { isAxiosError: true, response: { status, data } });
}

function renderDialog(onChanged = jest.fn(), onClose = jest.fn()) {
  render(<UiProvider><AssignBedDialog resident={residentDetail()} open onClose={onClose} onChanged={onChanged} /></UiProvider>);
  return { onChanged, onClose };
}

async function dialog() {
  return screen.findByRole('form', { name: ASSIGN_BED_TEXT.title });
}

beforeEach(() => {
  jest.resetAllMocks();
  m.fetchAvailableBeds.mockResolvedValue(BEDS);
});
afterEach(() => act(() => toaster.remove()));

test('canAssignBed: current aged-care residents only', () => {
  expect(canAssignBed(residentDetail())).toBe(true);
  expect(canAssignBed(residentDetail({ isDeparted: true, departureDateUtc: '2026-01-01' }))).toBe(false);
  expect(canAssignBed(residentDetail({ isAdmitted: false, isLead: true }))).toBe(false);
  expect(canAssignBed(residentDetail({ isArchived: true }))).toBe(false);
  expect(canAssignBed(residentDetail({ facilityType: 'IndependentLiving' }))).toBe(false);
});

test('lists the free beds grouped by location, with the current room', async () => {
  renderDialog();
  const form = await dialog();
  const select = await within(form).findByRole('combobox', { name: ASSIGN_BED_TEXT.bedLabel });
  expect(m.fetchAvailableBeds).toHaveBeenCalledWith(7, expect.anything());
  expect(within(form).getByText('N012')).toBeInTheDocument();
  const groups = select.querySelectorAll('optgroup');
  expect([...groups].map((g) => g.getAttribute('label'))).toEqual(['North Wing', 'Garden Wing']);
  expect(within(groups[1] as HTMLElement).getAllByRole('option').map((o) => o.textContent)).toEqual(['G072 Bed A', 'G072 Bed B']);
});

test('requires a bed; saves residencyId, bedId and version, then toasts, closes and reloads', async () => {
  const user = userEvent.setup();
  m.assignBed.mockResolvedValue(residentDetail({ bedId: 81, assignedAccommodationAndBed: 'G072 Bed A' }));
  const { onChanged, onClose } = renderDialog();
  const form = await dialog();
  const select = await within(form).findByRole('combobox', { name: ASSIGN_BED_TEXT.bedLabel });
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText(ASSIGN_BED_TEXT.bedRequired)).toBeInTheDocument();
  expect(m.assignBed).not.toHaveBeenCalled();
  await user.selectOptions(select, '81');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(m.assignBed).toHaveBeenCalledWith(7, { residencyId: 70, bedId: 81, version: 4 }));
  expect(await screen.findByText('Changes have been saved.')).toBeInTheDocument();
  expect(onClose).toHaveBeenCalled();
  expect(onChanged).toHaveBeenCalledTimes(1);
});

test('a refused bed (400 modelState.bedId) shows the message on the field and keeps the dialog open', async () => {
  const user = userEvent.setup();
  m.assignBed.mockRejectedValue(axiosError(400, { modelState: { bedId: ['The bed is occupied by another resident.'] } }));
  const { onChanged, onClose } = renderDialog();
  const form = await dialog();
  await user.selectOptions(await within(form).findByRole('combobox', { name: ASSIGN_BED_TEXT.bedLabel }), '31');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText('The bed is occupied by another resident.')).toBeInTheDocument();
  expect(onChanged).not.toHaveBeenCalled();
  expect(onClose).not.toHaveBeenCalled();
});

test('other model-state errors are listed; a stale version (409) shows the server message', async () => {
  const user = userEvent.setup();
  m.assignBed.mockRejectedValueOnce(axiosError(400, { modelState: { residencyId: ['Only a current resident of this facility can be assigned a bed.'] } }));
  m.assignBed.mockRejectedValueOnce(axiosError(409, { message: 'The record was changed by someone else. Reload it and try again.' }));
  const { onChanged } = renderDialog();
  const form = await dialog();
  await user.selectOptions(await within(form).findByRole('combobox', { name: ASSIGN_BED_TEXT.bedLabel }), '82');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText('Only a current resident of this facility can be assigned a bed.')).toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The record was changed by someone else. Reload it and try again.')).toBeInTheDocument();
  expect(onChanged).not.toHaveBeenCalled();
});

test('an unexpected failure shows "Unable to save changes." with the offline hint', async () => {
  const user = userEvent.setup();
  m.assignBed.mockRejectedValue(axiosError(500, { message: 'An unexpected error occurred.' }));
  renderDialog();
  const form = await dialog();
  await user.selectOptions(await within(form).findByRole('combobox', { name: ASSIGN_BED_TEXT.bedLabel }), '82');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(/^Unable to save changes\./)).toBeInTheDocument();
});

test('no free beds: a notice and Save disabled; a load failure shows the error', async () => {
  m.fetchAvailableBeds.mockResolvedValueOnce({ ...BEDS, locations: [] });
  const { unmount } = render(<UiProvider><AssignBedDialog resident={residentDetail()} open onClose={jest.fn()} onChanged={jest.fn()} /></UiProvider>);
  const form = await dialog();
  expect(await within(form).findByText(ASSIGN_BED_TEXT.noFreeBeds)).toBeInTheDocument();
  expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
  unmount();
  m.fetchAvailableBeds.mockRejectedValueOnce(axiosError(500, {}));
  renderDialog();
  expect(await within(await dialog()).findByText(ASSIGN_BED_TEXT.loadError)).toBeInTheDocument();
});

test('the action button opens the dialog', async () => {
  const user = userEvent.setup();
  render(<UiProvider><AssignBedAction resident={residentDetail()} onChanged={jest.fn()} /></UiProvider>);
  expect(m.fetchAvailableBeds).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Assign bed' }));
  expect(await dialog()).toBeInTheDocument();
  expect(m.fetchAvailableBeds).toHaveBeenCalledTimes(1);
});

test('the shared form dialog: Save disabled while the beds load, Cancel and the corner Close button close it', async () => {
  const user = userEvent.setup();
  let resolve: (b: api.AvailableBeds) => void = () => {};
  m.fetchAvailableBeds.mockReturnValueOnce(new Promise((r) => { resolve = r; }));
  const { onClose } = renderDialog();
  const form = await dialog();
  expect(within(form).getByRole('status')).toHaveTextContent('Loading beds...');
  expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
  await act(async () => resolve(BEDS));
  await within(form).findByRole('combobox', { name: ASSIGN_BED_TEXT.bedLabel });
  expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled();
  await user.click(within(form).getByRole('button', { name: 'Cancel' }));
  const corner = within(screen.getByRole('dialog', { name: ASSIGN_BED_TEXT.title })).getAllByRole('button', { name: 'Close' });
  await user.click(corner[0]);
  expect(onClose).toHaveBeenCalledTimes(2);
});
