import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, reply, server, setSession } from 'shared-auth/testing';
import { LEAD_MESSAGES, TOUR_MESSAGES } from 'shared-domain/leads';
import { toaster } from 'shared-ui';
import { TOUR_TEXT, TourDialog } from './TourDialog';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60000);
const TOUR = 'tour/1';
const SAVE = 'tour/save';
const toasts = () => toaster.getVisibleToasts().map((t) => t.description);

const LEAD = { residentId: 1001, residencyId: 1, firstName: 'Ann', lastName: 'Able' };
const USERS = [
  { id: 5, name: 'Jo Bloggs' },
  { id: 6, name: 'Sam Smith' },
];
const NEW_TOUR = {
  id: null,
  residencyId: 1,
  tourFacilitatorUserId: null,
  isCompleted: false,
  tourDateTime: null,
  tourFacilitatorUsers: USERS,
};
const BOOKED = {
  id: 9,
  residencyId: 1,
  tourFacilitatorUserId: 6,
  tourFacilitatorUserName: 'Sam Smith',
  attendees: 'Daughter',
  isCompleted: false,
  tourDateTime: '2030-05-06 10:15:00',
  tourFacilitatorUsers: USERS,
  version: 2,
};

function setModify(canModify: boolean) {
  setSession({ permissions: { leadsDetails: { canView: true, canModify } } });
}

function renderDialog(props: Partial<React.ComponentProps<typeof TourDialog>> = {}) {
  const onSaved = jest.fn();
  const onCancel = jest.fn();
  renderWithProviders(<TourDialog open lead={LEAD} onSaved={onSaved} onCancel={onCancel} {...props} />);
  return { onSaved, onCancel };
}

beforeEach(() => {
  setModify(true);
});

test('a new tour: default time 12:30 PM, facilitator required, date and time combined on save', async () => {
  server.get(TOUR, NEW_TOUR);
  const save = server.post(SAVE, {
    ...NEW_TOUR,
    id: 11,
    tourFacilitatorUserId: 5,
    tourDateTime: '2030-01-02 12:30:00',
    leadStatus: 'TourBooked',
    leadVersion: 4,
  });
  const { onSaved } = renderDialog();
  const form = await screen.findByRole('form', { name: TOUR_TEXT.bookTitle });
  await waitFor(() => expect(within(form).getByLabelText(/Tour facilitator/)).not.toBeDisabled());
  expect(within(form).getByLabelText(/Tour time/)).toHaveValue('12:30');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText(TOUR_MESSAGES.facilitatorRequired)).toBeInTheDocument();
  expect(within(form).getByText(TOUR_MESSAGES.dateTimeRequired)).toBeInTheDocument();
  expect(server.calls('POST', SAVE)).toHaveLength(0);
  await userEvent.selectOptions(within(form).getByLabelText(/Tour facilitator/), '5');
  fireEvent.change(within(form).getByLabelText(/Tour date/), { target: { value: '2030-01-02' } });
  await userEvent.type(within(form).getByLabelText(/Attendees/), 'Son and daughter');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({
        body: {
          id: null,
          residencyId: 1,
          tourFacilitatorUserId: 5,
          attendees: 'Son and daughter',
          isCompleted: false,
          tourDateTime: '2030-01-02 12:30:00',
        },
      }),
    ),
  );
  expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 11 }));
  expect(toasts()).toContain(LEAD_MESSAGES.tourSaved);
});

test('a past date and time is flagged', async () => {
  server.get(TOUR, NEW_TOUR);
  renderDialog();
  const form = await screen.findByRole('form', { name: TOUR_TEXT.bookTitle });
  expect(within(form).queryByText(TOUR_TEXT.pastTime)).not.toBeInTheDocument();
  fireEvent.change(within(form).getByLabelText(/Tour date/), { target: { value: '2020-01-02' } });
  expect(await within(form).findByText(TOUR_TEXT.pastTime)).toBeInTheDocument();
});

test('an existing tour: edit, mark completed after confirming (it cannot be undone)', async () => {
  server.get(TOUR, BOOKED);
  const save = server.post(SAVE, { ...BOOKED, isCompleted: true, leadStatus: 'TourCompleted', leadVersion: 5 });
  const { onSaved } = renderDialog();
  const form = await screen.findByRole('form', { name: TOUR_TEXT.editTitle });
  await waitFor(() => expect(within(form).getByLabelText(/Tour date/)).toHaveValue('2030-05-06'));
  expect(within(form).getByLabelText(/Tour time/)).toHaveValue('10:15');
  expect(within(form).getByLabelText(/Tour facilitator/)).toHaveValue('6');
  await userEvent.click(within(form).getByRole('button', { name: TOUR_TEXT.markCompleted }));
  const confirm = await screen.findByRole('alertdialog', { name: TOUR_TEXT.completeConfirmTitle });
  expect(confirm).toHaveTextContent(TOUR_MESSAGES.completedCannotBeUndone);
  await userEvent.click(within(confirm).getByRole('button', { name: TOUR_TEXT.markCompleted }));
  await waitFor(() =>
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({
        body: expect.objectContaining({ id: 9, isCompleted: true, tourDateTime: '2030-05-06 10:15:00', version: 2 }),
      }),
    ),
  );
  expect(onSaved).toHaveBeenCalled();
});

test('a failed completion shows the seed message', async () => {
  server.get(TOUR, BOOKED);
  server.post(SAVE, reply(500, {}));
  renderDialog({ mode: 'complete' });
  const form = await screen.findByRole('form', { name: TOUR_TEXT.completeTitle });
  await waitFor(() => expect(within(form).getByLabelText(/Tour date/)).toHaveValue('2030-05-06'));
  await userEvent.click(within(form).getByRole('button', { name: TOUR_TEXT.markCompleted }));
  const confirm = await screen.findByRole('alertdialog', { name: TOUR_TEXT.completeConfirmTitle });
  await userEvent.click(within(confirm).getByRole('button', { name: TOUR_TEXT.markCompleted }));
  await waitFor(() => expect(toasts()).toContain(LEAD_MESSAGES.tourCompleteError));
});

test('delete asks first, then deletes the tour', async () => {
  server.get(TOUR, BOOKED);
  const remove = server.delete('tour/9', { id: 9, residencyId: 1, leadStatus: 'Enquiries' });
  const { onSaved } = renderDialog();
  const form = await screen.findByRole('form', { name: TOUR_TEXT.editTitle });
  await waitFor(() => expect(within(form).getByLabelText(/Tour date/)).toHaveValue('2030-05-06'));
  await userEvent.click(within(form).getByRole('button', { name: TOUR_TEXT.deleteTour }));
  const confirm = await screen.findByRole('alertdialog', { name: TOUR_TEXT.deleteTour });
  await userEvent.click(within(confirm).getByRole('button', { name: TOUR_TEXT.deleteTour }));
  await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
  expect(onSaved).toHaveBeenCalledWith(null);
});

test('read-only without leadsDetails canModify, and for residents', async () => {
  server.get(TOUR, BOOKED);
  setModify(false);
  const { onCancel } = renderDialog();
  const form = await screen.findByRole('form', { name: TOUR_TEXT.editTitle });
  await waitFor(() => expect(within(form).getByLabelText(/Tour date/)).toHaveValue('2030-05-06'));
  expect(within(form).getByLabelText(/Tour date/)).toBeDisabled();
  expect(within(form).getByText(TOUR_TEXT.readOnly)).toBeInTheDocument();
  expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  expect(within(form).queryByRole('button', { name: TOUR_TEXT.markCompleted })).not.toBeInTheDocument();
  await userEvent.click(within(form).getByRole('button', { name: 'Close' }));
  expect(onCancel).toHaveBeenCalled();
});

test("a resident's tour is read-only even with modify permission; a completed tour says so", async () => {
  server.get(TOUR, { ...BOOKED, isCompleted: true });
  renderDialog({ lead: { ...LEAD, isResident: true } });
  const form = await screen.findByRole('form', { name: TOUR_TEXT.editTitle });
  expect(await within(form).findByText(TOUR_TEXT.completed)).toBeInTheDocument();
  expect(within(form).getByLabelText(/Tour facilitator/)).toBeDisabled();
  expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
});
