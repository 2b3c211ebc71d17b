import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers, renderWithProviders, reply, server, setSession, type FakeRequest } from 'shared-auth/testing';
import { ACCOMMODATION_MESSAGES as M, ACCOMMODATION_TEXTS, outOfServicePeriodStatus } from 'shared-domain/accommodations';
import { melbourneToday } from 'shared-domain/dates';
import type { AccommodationDetail, AccommodationGroups } from 'shared-domain/contracts/admin-accommodations';
import { UNSAVED_CHANGES_PROMPT } from 'shared-domain/messages';
import { toaster, UNSAVED_CHANGES_TEXT } from 'shared-ui';
import { ADD_TEXT } from './AddAccommodationDialog';
import { PICKERS, room } from './fixtures';
import Rooms, { ROOMS_TEXT } from './Rooms';
import ViewRoom, { ROOM_TEXT } from './ViewRoom';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60000);

async function fill(input: HTMLElement, value: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  if (value) await userEvent.paste(value);
}
const toasts = () => toaster.getVisibleToasts().map((t) => t.description);

const summary = (id: number, roomNumber: string, extra = {}) => ({
  id,
  roomNumber,
  accommodationTypeId: 1,
  accommodationTypeName: 'Single room',
  facilityLocationId: 3,
  iluStatus: null,
  beds: 1,
  occupiedBeds: 0,
  outOfServiceBeds: 0,
  ...extra,
});
const GROUPS: AccommodationGroups = [
  { locationId: 3, locationName: 'Garden Wing', accommodations: [summary(281, 'G901'), summary(1, 'G001', { occupiedBeds: 1 })] },
  { locationId: 1, locationName: 'North Wing', accommodations: [summary(2, 'N001')] },
];

beforeEach(() => {
  server.get('accommodations', () => GROUPS);
  server.get('accommodations/locationAccommodationTypes', () => PICKERS);
  server.get('accommodations/features', () => ['Hoist', 'Garden view']);
});

describe('/viewAndEditRooms', () => {
  test('rooms grouped by location, each number a link to its page', async () => {
    renderWithProviders(<Rooms />);
    const garden = await screen.findByRole('table', { name: 'Garden Wing' });
    expect(within(garden).getByRole('link', { name: 'G901' })).toHaveAttribute('href', '/viewRoom/281');
    expect(screen.getByRole('table', { name: 'North Wing' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'North Wing' })).toBeInTheDocument();
  });

  test('add: a number taken in the location shows on the field; after adding, the next number is offered', async () => {
    const add = server.post(
      'accommodations/add',
      jest
        .fn()
        .mockReturnValueOnce(reply(400, { modelState: { roomNumber: [M.numberExists] } }))
        .mockReturnValueOnce({ id: 300, nextRoomNumber: 'G903' }),
    );
    renderWithProviders(<Rooms />);
    await userEvent.click(await screen.findByRole('button', { name: ROOMS_TEXT.add }));
    const dialog = await screen.findByRole('dialog', { name: ADD_TEXT.roomTitle });
    await fill(within(dialog).getByLabelText(ADD_TEXT.number), 'G901');
    await waitFor(() => expect(within(dialog).getAllByRole('option', { name: 'Garden Wing' }).length).toBe(1));
    await userEvent.selectOptions(within(dialog).getByLabelText(ADD_TEXT.location), 'Garden Wing');
    await userEvent.selectOptions(within(dialog).getByLabelText(ADD_TEXT.type), 'Single room');
    await userEvent.click(within(dialog).getByRole('button', { name: ADD_TEXT.add }));
    expect(await within(dialog).findByText(M.numberExists)).toBeInTheDocument();
    await fill(within(dialog).getByLabelText(ADD_TEXT.number), 'G902');
    await userEvent.click(within(dialog).getByRole('button', { name: ADD_TEXT.add }));
    await waitFor(() => expect(add).toHaveBeenCalledTimes(2));
    expect(add.mock.calls[1][0].body).toEqual({ roomNumber: 'G902', facilityLocationId: 3, accommodationTypeId: 1 });
    await waitFor(() => expect(within(dialog).getByLabelText(ADD_TEXT.number)).toHaveValue('G903'));
    expect(toasts()).toContain(ACCOMMODATION_TEXTS.saved);
  });

  test("delete: a room with residents is refused with the seed's message; other failures say 'Error occurred while deleting room'", async () => {
    const remove = server.delete(
      'accommodations/:id',
      jest
        .fn()
        .mockReturnValueOnce(reply(400, { modelState: { id: [M.roomHasResidents] } }))
        .mockReturnValueOnce(reply(500, { message: 'boom' }))
        .mockReturnValueOnce(reply(204, null)),
    );
    renderWithProviders(<Rooms />);
    await userEvent.click(await screen.findByRole('button', { name: `${ROOMS_TEXT.delete}: G001` }));
    let confirm = await screen.findByRole('alertdialog', { name: ROOMS_TEXT.deleteTitle });
    await userEvent.click(within(confirm).getByRole('button', { name: ROOMS_TEXT.delete }));
    await waitFor(() => expect(toasts()).toContain(M.roomHasResidents));
    await userEvent.click(screen.getByRole('button', { name: `${ROOMS_TEXT.delete}: G901` }));
    confirm = await screen.findByRole('alertdialog', { name: ROOMS_TEXT.deleteTitle });
    await userEvent.click(within(confirm).getByRole('button', { name: ROOMS_TEXT.delete }));
    await waitFor(() => expect(toasts()).toContain(ACCOMMODATION_TEXTS.deleteRoomError));
    // Deleted: the delete says so (not 'Saved successfully.'), and the failures before it are closed.
    await userEvent.click(screen.getByRole('button', { name: `${ROOMS_TEXT.delete}: G901` }));
    confirm = await screen.findByRole('alertdialog', { name: ROOMS_TEXT.deleteTitle });
    await userEvent.click(within(confirm).getByRole('button', { name: ROOMS_TEXT.delete }));
    await waitFor(() => expect(toasts()).toEqual([ACCOMMODATION_TEXTS.roomDeleted]));
    expect(remove.mock.calls.map((c) => (c[0] as FakeRequest).path)).toEqual([
      'accommodations/1',
      'accommodations/281',
      'accommodations/281',
    ]);
  });

  test('without facilityRooms canModify and canRemove: no add, no delete', async () => {
    setSession({ permissions: { facilityRooms: { canView: true } } });
    renderWithProviders(<Rooms />);
    await screen.findByRole('table', { name: 'Garden Wing' });
    expect(screen.queryByRole('button', { name: ROOMS_TEXT.add })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `${ROOMS_TEXT.delete}: G901` })).not.toBeInTheDocument();
  });
});

describe('/viewRoom/:roomId', () => {
  function renderRoom() {
    const router = createMemoryRouter(
      [
        { path: '/viewRoom/:roomId', element: <ViewRoom /> },
        { path: '/elsewhere', element: <p>Elsewhere</p> },
      ],
      { initialEntries: ['/viewRoom/281'] },
    );
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    return router;
  }

  test('view: number, location, type, beds with occupant, periods; edit adds a period and takes the bed out of service', async () => {
    let current: AccommodationDetail = room();
    server.get('accommodations/281', () => current);
    const edit = server.post('accommodations/edit', () => {
      current = room({ version: 4, beds: [{ ...room().beds[0], isOutOfService: true }] });
      return current;
    });
    renderRoom();
    expect(await screen.findByRole('heading', { name: `${ROOM_TEXT.title} G901` })).toBeInTheDocument();
    const beds = screen.getByRole('table', { name: ROOM_TEXT.beds });
    expect(within(beds).getByText('Ada Lovelace')).toBeInTheDocument();
    const periods = screen.getByRole('table', { name: ROOM_TEXT.periods });
    expect(within(periods).getByText('05 Jan 2026')).toBeInTheDocument();
    // The Status column says where the period stands today (it was always empty).
    const saved = room().outOfServiceDates[0];
    const status = outOfServicePeriodStatus({ ...saved, endDate: saved.endDate ?? null }, melbourneToday());
    expect(within(periods).getByText(status)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: ROOM_TEXT.edit }));
    const bedSelect = await screen.findByLabelText(ROOM_TEXT.bed);
    await waitFor(() => expect(within(bedSelect).getAllByRole('option').length).toBe(2));
    await userEvent.click(screen.getByRole('button', { name: ROOM_TEXT.addPeriod }));
    expect(await screen.findByText(M.periodBedRequired)).toBeInTheDocument();
    await userEvent.selectOptions(bedSelect, 'Bed');
    await fill(screen.getByLabelText(ROOM_TEXT.startDate), '2026-02-01');
    await fill(screen.getByLabelText(ROOM_TEXT.endDate), '2026-02-10');
    await userEvent.click(screen.getByRole('button', { name: ROOM_TEXT.addPeriod }));
    await waitFor(() => expect(screen.getAllByTestId('period-row')).toHaveLength(2));
    await userEvent.click(screen.getByRole('checkbox', { name: `${ROOM_TEXT.outOfService}: Bed` }));
    await userEvent.click(screen.getByRole('button', { name: ROOM_TEXT.save }));
    await waitFor(() => expect(edit).toHaveBeenCalledTimes(1));
    expect(edit.mock.calls[0][0].body).toEqual({
      id: 281,
      number: 'G901',
      facilityLocationId: 3,
      accommodationTypeId: 1,
      features: ['Garden view'],
      beds: [{ id: 271, isOutOfService: true }],
      outOfServiceDates: [{ bedId: 271, startDate: '2026-02-01', endDate: '2026-02-10', isDeleted: false }],
      version: 3,
    });
    await waitFor(() => expect(toasts()).toContain(ACCOMMODATION_TEXTS.saved));
    const after = await screen.findByRole('table', { name: ROOM_TEXT.beds });
    expect(within(after).getByText(ROOM_TEXT.outOfService)).toBeInTheDocument();
  });

  test('edit: a type with more beds shows the new beds; cancelling with changes asks first', async () => {
    server.get('accommodations/281', () => room());
    renderRoom();
    await userEvent.click(await screen.findByRole('button', { name: ROOM_TEXT.edit }));
    const type = await screen.findByLabelText(ROOM_TEXT.type);
    await waitFor(() => expect(within(type).getAllByRole('option', { name: 'Shared room' }).length).toBe(1));
    await userEvent.selectOptions(type, 'Shared room');
    expect(await screen.findByText(`Bed A (${ROOM_TEXT.newBed})`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: ROOM_TEXT.cancel }));
    const leave = await screen.findByRole('alertdialog', { name: UNSAVED_CHANGES_TEXT.title });
    expect(within(leave).getByText(UNSAVED_CHANGES_PROMPT)).toBeInTheDocument();
    await userEvent.click(within(leave).getByRole('button', { name: UNSAVED_CHANGES_TEXT.leave }));
    expect(await screen.findByRole('button', { name: ROOM_TEXT.edit })).toBeInTheDocument();
  });

  test('without facilityRooms canModify: view only', async () => {
    setSession({ permissions: { facilityRooms: { canView: true } } });
    server.get('accommodations/281', () => room());
    renderRoom();
    await screen.findByRole('heading', { name: `${ROOM_TEXT.title} G901` });
    expect(screen.queryByRole('button', { name: ROOM_TEXT.edit })).not.toBeInTheDocument();
  });
});
