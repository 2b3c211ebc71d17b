import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, reply, server, setSession } from 'shared-auth/testing';
import { ACCOMMODATION_MESSAGES as M, ACCOMMODATION_TEXTS } from 'shared-domain/accommodations';
import type { UnitItem } from 'shared-domain/contracts/admin-accommodations';
import { toaster } from 'shared-ui';
import { PICKERS, room } from '../rooms/fixtures';
import { UNIT_FORM_TEXT } from './UnitDialog';
import Units, { UNITS_TEXT } from './Units';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60000);

const toasts = () => toaster.getVisibleToasts().map((t) => t.description);

const unit = (id: number, roomNumber: string, iluStatus: string, briefNotes: string | null): UnitItem => ({
  accommodationId: id,
  roomNumber,
  accommodationName: 'One bedroom unit',
  location: 'Riverside Village',
  price: '475000.00',
  iluStatus,
  briefNotes,
  version: 1,
});
const UNITS = [unit(241, 'U001', 'Occupied', 'Vacating 09 Jan 2027'), unit(270, 'U030', 'Available', 'Contract signed')];
const U001 = room({
  id: 241,
  number: 'U001',
  locationName: 'Riverside Village',
  facilityLocationId: 3,
  accommodationTypeName: 'Single room',
  iluStatus: 'Occupied',
  beds: [],
  outOfServiceDates: [],
  occupants: ['Ada Lovelace'],
});

beforeEach(() => {
  setSession({ facility: 4 });
  server.get('accommodations/units-by-status/:status', ({ params }: { params: Record<string, string> }) =>
    params.status === 'All' ? UNITS : UNITS.filter((u) => u.iluStatus === params.status),
  );
  server.get('accommodations/241', () => U001);
  server.get('accommodations/locationAccommodationTypes', () => PICKERS);
  server.get('accommodations/features', () => ['Balcony']);
});

test('units with price, status and brief note; filtered by status', async () => {
  renderWithProviders(<Units />);
  const table = await screen.findByRole('table', { name: UNITS_TEXT.title });
  const rows = within(table).getAllByTestId('unit-row');
  expect(within(rows[0]).getByText('Vacating 09 Jan 2027')).toBeInTheDocument();
  expect(within(rows[0]).getByText('$475,000.00')).toBeInTheDocument();
  expect(within(rows[1]).getByText('Contract signed')).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText(UNITS_TEXT.status), 'Available');
  await waitFor(() =>
    expect(within(screen.getByRole('table', { name: UNITS_TEXT.title })).getAllByTestId('unit-row')).toHaveLength(1),
  );
  expect(server.calls('GET', 'accommodations/units-by-status/Available')).toHaveLength(1);
});

test('without facilityRooms canModify the unit dialog is read-only', async () => {
  setSession({ facility: 4, permissions: { facilityRooms: { canView: true } } });
  renderWithProviders(<Units />);
  await userEvent.click(await screen.findByRole('button', { name: `${UNITS_TEXT.view}: U001` }));
  const dialog = await screen.findByRole('dialog', { name: `${UNIT_FORM_TEXT.viewTitle} U001` });
  expect(within(dialog).getByLabelText(UNIT_FORM_TEXT.number)).toBeDisabled();
  expect(within(dialog).getByLabelText(UNIT_FORM_TEXT.status)).toBeDisabled();
  expect(within(dialog).getByText(`${UNIT_FORM_TEXT.residents}: Ada Lovelace`)).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: UNIT_FORM_TEXT.edit })).not.toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: UNITS_TEXT.add })).not.toBeInTheDocument();
});

test('with canModify the unit is edited in the dialog: status saved', async () => {
  const edit = server.post('accommodations/edit', () => ({ ...U001, iluStatus: 'OutOfService', version: 4 }));
  renderWithProviders(<Units />);
  await userEvent.click(await screen.findByRole('button', { name: `${UNITS_TEXT.view}: U001` }));
  let dialog = await screen.findByRole('dialog', { name: `${UNIT_FORM_TEXT.viewTitle} U001` });
  await userEvent.click(within(dialog).getByRole('button', { name: UNIT_FORM_TEXT.edit }));
  dialog = await screen.findByRole('dialog', { name: UNIT_FORM_TEXT.editTitle });
  await userEvent.selectOptions(within(dialog).getByLabelText(UNIT_FORM_TEXT.status), 'Out of service');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(edit).toHaveBeenCalledTimes(1));
  expect(edit.mock.calls[0][0].body).toMatchObject({ id: 241, number: 'U001', iluStatus: 'OutOfService', version: 3, beds: [] });
  await waitFor(() => expect(toasts()).toContain(ACCOMMODATION_TEXTS.saved));
});

test("delete: an occupied unit is refused with the seed's message", async () => {
  server.delete('accommodations/:id', reply(400, { modelState: { id: [M.unitOccupied] } }));
  renderWithProviders(<Units />);
  await userEvent.click(await screen.findByRole('button', { name: `${UNITS_TEXT.delete}: U001` }));
  const confirm = await screen.findByRole('alertdialog', { name: UNITS_TEXT.deleteTitle });
  await userEvent.click(within(confirm).getByRole('button', { name: UNITS_TEXT.delete }));
  await waitFor(() => expect(toasts()).toContain(M.unitOccupied));
});
