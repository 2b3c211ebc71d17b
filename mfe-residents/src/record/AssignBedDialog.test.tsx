import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, renderWithProviders, reply, sequence, server } from 'shared-auth/testing';
import AssignBedAction, { ASSIGN_BED_TEXT, AssignBedDialog, canAssignBed } from './AssignBedDialog';
import type { AvailableBeds } from './record.resource';
import { residentDetail } from './testData';

configure({ asyncUtilTimeout: 5000 });

const BEDS: AvailableBeds = {
  residentId: 7,
  residencyId: 70,
  version: 4,
  currentBedId: 12,
  assignedAccommodationAndBed: 'N012',
  locations: [
    {
      locationId: 1,
      locationName: 'North Wing',
      rooms: [{ accommodationId: 30, roomNumber: 'N030', beds: [{ bedId: 31, name: 'Bed', label: 'N030' }] }],
    },
    {
      locationId: 3,
      locationName: 'Garden Wing',
      rooms: [
        {
          accommodationId: 72,
          roomNumber: 'G072',
          beds: [
            { bedId: 81, name: 'Bed A', label: 'G072 Bed A' },
            { bedId: 82, name: 'Bed B', label: 'G072 Bed B' },
          ],
        },
      ],
    },
  ],
};

const BEDS_PATH = 'residents/7/available-beds';
const ASSIGN_PATH = 'residents/7/assign-bed';
const bedLoads = () => server.calls('GET', BEDS_PATH);

function renderDialog(onClose = jest.fn()) {
  renderWithProviders(<AssignBedDialog resident={residentDetail()} open onClose={onClose} />);
  return { onClose };
}

async function dialog() {
  return screen.findByRole('form', { name: ASSIGN_BED_TEXT.title });
}

beforeEach(() => {
  server.get(BEDS_PATH, BEDS);
});

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
  expect(bedLoads()).toHaveLength(1);
  expect(within(form).getByText('N012')).toBeInTheDocument();
  const groups = select.querySelectorAll('optgroup');
  expect([...groups].map((g) => g.getAttribute('label'))).toEqual(['North Wing', 'Garden Wing']);
  expect(
    within(groups[1] as HTMLElement)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['G072 Bed A', 'G072 Bed B']);
});

test('requires a bed; saves residencyId, bedId and version, then toasts, closes and reloads the resident', async () => {
  const user = userEvent.setup();
  const assign = server.put(ASSIGN_PATH, residentDetail({ bedId: 81, assignedAccommodationAndBed: 'G072 Bed A' }));
  const { onClose } = renderDialog();
  const form = await dialog();
  const select = await within(form).findByRole('combobox', { name: ASSIGN_BED_TEXT.bedLabel });
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText(ASSIGN_BED_TEXT.bedRequired)).toBeInTheDocument();
  expect(assign).not.toHaveBeenCalled();
  await user.selectOptions(select, '81');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(assign).toHaveBeenCalledWith(expect.objectContaining({ body: { residencyId: 70, bedId: 81, version: 4 } })),
  );
  expect(await screen.findByText('Changes have been saved.')).toBeInTheDocument();
  expect(onClose).toHaveBeenCalled();
  // The assignment invalidated what is shown about the person: the free beds (on screen here) load again.
  await waitFor(() => expect(bedLoads()).toHaveLength(2));
});

test('a refused bed (400 modelState.bedId) shows the message on the field and keeps the dialog open', async () => {
  const user = userEvent.setup();
  server.put(ASSIGN_PATH, reply(400, { modelState: { bedId: ['The bed is occupied by another resident.'] } }));
  const { onClose } = renderDialog();
  const form = await dialog();
  await user.selectOptions(await within(form).findByRole('combobox', { name: ASSIGN_BED_TEXT.bedLabel }), '31');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText('The bed is occupied by another resident.')).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
  expect(bedLoads()).toHaveLength(1);
});

test('other model-state errors are listed; a stale version (409) shows the server message', async () => {
  const user = userEvent.setup();
  server.put(
    ASSIGN_PATH,
    sequence(
      reply(400, { modelState: { residencyId: ['Only a current resident of this facility can be assigned a bed.'] } }),
      reply(409, { message: 'The record was changed by someone else. Reload it and try again.' }),
    ),
  );
  const { onClose } = renderDialog();
  const form = await dialog();
  await user.selectOptions(await within(form).findByRole('combobox', { name: ASSIGN_BED_TEXT.bedLabel }), '82');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText('Only a current resident of this facility can be assigned a bed.')).toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The record was changed by someone else. Reload it and try again.')).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
});

test('an unexpected failure shows "Unable to save changes." with the offline hint', async () => {
  const user = userEvent.setup();
  server.put(ASSIGN_PATH, reply(500, { message: 'An unexpected error occurred.' }));
  renderDialog();
  const form = await dialog();
  await user.selectOptions(await within(form).findByRole('combobox', { name: ASSIGN_BED_TEXT.bedLabel }), '82');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(/^Unable to save changes\./)).toBeInTheDocument();
});

test('no free beds: a notice and Save disabled; a load failure shows the error', async () => {
  server.get(BEDS_PATH, { ...BEDS, locations: [] });
  const { unmount } = renderWithProviders(<AssignBedDialog resident={residentDetail()} open onClose={jest.fn()} />);
  const form = await dialog();
  expect(await within(form).findByText(ASSIGN_BED_TEXT.noFreeBeds)).toBeInTheDocument();
  expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
  unmount();
  server.get(BEDS_PATH, reply(500, {}));
  renderDialog();
  expect(await within(await dialog()).findByText(ASSIGN_BED_TEXT.loadError)).toBeInTheDocument();
});

test('the action button opens the dialog', async () => {
  const user = userEvent.setup();
  renderWithProviders(<AssignBedAction resident={residentDetail()} />);
  expect(bedLoads()).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Assign bed' }));
  expect(await dialog()).toBeInTheDocument();
  await waitFor(() => expect(bedLoads()).toHaveLength(1));
});

test('the shared form dialog: Save disabled while the beds load, Cancel and the corner Close button close it', async () => {
  const user = userEvent.setup();
  const beds = deferred<AvailableBeds>();
  server.get(BEDS_PATH, beds.handler);
  const { onClose } = renderDialog();
  const form = await dialog();
  expect(within(form).getByRole('status')).toHaveTextContent('Loading beds...');
  expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
  await act(async () => beds.resolve(BEDS));
  await within(form).findByRole('combobox', { name: ASSIGN_BED_TEXT.bedLabel });
  expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled();
  await user.click(within(form).getByRole('button', { name: 'Cancel' }));
  const corner = within(screen.getByRole('dialog', { name: ASSIGN_BED_TEXT.title })).getAllByRole('button', { name: 'Close' });
  await user.click(corner[0]);
  expect(onClose).toHaveBeenCalledTimes(2);
});
