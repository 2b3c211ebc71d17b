import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePermission } from 'shared-auth';
import { LEAD_MESSAGES, TOUR_MESSAGES } from 'shared-domain/leads';
import { UiProvider, toaster } from 'shared-ui';
import * as api from '../api';
import { TOUR_TEXT, TourDialog } from './TourDialog';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60000);
jest.mock('../api', () => ({ fetchTour: jest.fn(), saveTour: jest.fn(), deleteTour: jest.fn() }));
jest.mock('shared-auth', () => ({ usePermission: jest.fn(), createApiClient: jest.fn() }));
const m = jest.mocked(api);
const toasts = () => toaster.getVisibleToasts().map((t) => t.description);

const LEAD = { residentId: 1001, residencyId: 1, firstName: 'Ann', lastName: 'Able' };
const USERS = [{ id: 5, name: 'Jo Bloggs' }, { id: 6, name: 'Sam Smith' }];
const NEW_TOUR = { id: null, residencyId: 1, tourFacilitatorUserId: null, isCompleted: false, tourDateTime: null, tourFacilitatorUsers: USERS };
const BOOKED = { id: 9, residencyId: 1, tourFacilitatorUserId: 6, tourFacilitatorUserName: 'Sam Smith', attendees: 'Daughter', isCompleted: false, tourDateTime: '2030-05-06 10:15:00', tourFacilitatorUsers: USERS, version: 2 };

function setModify(canModify: boolean) {
  jest.mocked(usePermission).mockReturnValue({ canView: true, canModify, canRemove: false, canAction: false });
}

function renderDialog(props: Partial<React.ComponentProps<typeof TourDialog>> = {}) {
  const onSaved = jest.fn();
  const onCancel = jest.fn();
  render(<UiProvider><TourDialog open lead={LEAD} onSaved={onSaved} onCancel={onCancel} {...props} /></UiProvider>);
  return { onSaved, onCancel };
}

beforeEach(() => {
  jest.resetAllMocks();
  setModify(true);
});
afterEach(() => act(() => toaster.remove()));

test('a new tour: default time 12:30 PM, facilitator required, date and time combined on save', async () => {
  m.fetchTour.mockResolvedValue(NEW_TOUR);
  m.saveTour.mockResolvedValue({ ...NEW_TOUR, id: 11, tourFacilitatorUserId: 5, tourDateTime: '2030-01-02 12:30:00', leadStatus: 'TourBooked', leadVersion: 4 });
  const { onSaved } = renderDialog();
  const form = await screen.findByRole('form', { name: TOUR_TEXT.bookTitle });
  await waitFor(() => expect(within(form).getByLabelText(/Tour facilitator/)).not.toBeDisabled());
  expect(within(form).getByLabelText(/Tour time/)).toHaveValue('12:30');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText(TOUR_MESSAGES.facilitatorRequired)).toBeInTheDocument();
  expect(within(form).getByText(TOUR_MESSAGES.dateTimeRequired)).toBeInTheDocument();
  expect(m.saveTour).not.toHaveBeenCalled();
  await userEvent.selectOptions(within(form).getByLabelText(/Tour facilitator/), '5');
  fireEvent.change(within(form).getByLabelText(/Tour date/), { target: { value: '2030-01-02' } });
  await userEvent.type(within(form).getByLabelText(/Attendees/), 'Son and daughter');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(m.saveTour).toHaveBeenCalledWith({
    id: null, residencyId: 1, tourFacilitatorUserId: 5, attendees: 'Son and daughter', isCompleted: false, tourDateTime: '2030-01-02 12:30:00', version: undefined,
  }));
  expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 11 }));
  expect(toasts()).toContain(LEAD_MESSAGES.tourSaved);
});

test('a past date and time is flagged', async () => {
  m.fetchTour.mockResolvedValue(NEW_TOUR);
  renderDialog();
  const form = await screen.findByRole('form', { name: TOUR_TEXT.bookTitle });
  expect(within(form).queryByText(TOUR_TEXT.pastTime)).not.toBeInTheDocument();
  fireEvent.change(within(form).getByLabelText(/Tour date/), { target: { value: '2020-01-02' } });
  expect(await within(form).findByText(TOUR_TEXT.pastTime)).toBeInTheDocument();
});

test('an existing tour: edit, mark completed after confirming (it cannot be undone)', async () => {
  m.fetchTour.mockResolvedValue(BOOKED);
  m.saveTour.mockResolvedValue({ ...BOOKED, isCompleted: true, leadStatus: 'TourCompleted', leadVersion: 5 });
  const { onSaved } = renderDialog();
  const form = await screen.findByRole('form', { name: TOUR_TEXT.editTitle });
  await waitFor(() => expect(within(form).getByLabelText(/Tour date/)).toHaveValue('2030-05-06'));
  expect(within(form).getByLabelText(/Tour time/)).toHaveValue('10:15');
  expect(within(form).getByLabelText(/Tour facilitator/)).toHaveValue('6');
  await userEvent.click(within(form).getByRole('button', { name: TOUR_TEXT.markCompleted }));
  const confirm = await screen.findByRole('alertdialog', { name: TOUR_TEXT.completeConfirmTitle });
  expect(confirm).toHaveTextContent(TOUR_MESSAGES.completedCannotBeUndone);
  await userEvent.click(within(confirm).getByRole('button', { name: TOUR_TEXT.markCompleted }));
  await waitFor(() => expect(m.saveTour).toHaveBeenCalledWith(expect.objectContaining({ id: 9, isCompleted: true, tourDateTime: '2030-05-06 10:15:00', version: 2 })));
  expect(onSaved).toHaveBeenCalled();
});

test('a failed completion shows the seed message', async () => {
  m.fetchTour.mockResolvedValue(BOOKED);
  m.saveTour.mockRejectedValue(Object.assign(new Error('500'), { response: { status: 500, data: {} } }));
  renderDialog({ mode: 'complete' });
  const form = await screen.findByRole('form', { name: TOUR_TEXT.completeTitle });
  await waitFor(() => expect(within(form).getByLabelText(/Tour date/)).toHaveValue('2030-05-06'));
  await userEvent.click(within(form).getByRole('button', { name: TOUR_TEXT.markCompleted }));
  const confirm = await screen.findByRole('alertdialog', { name: TOUR_TEXT.completeConfirmTitle });
  await userEvent.click(within(confirm).getByRole('button', { name: TOUR_TEXT.markCompleted }));
  await waitFor(() => expect(toasts()).toContain(LEAD_MESSAGES.tourCompleteError));
});

test('delete asks first, then deletes the tour', async () => {
  m.fetchTour.mockResolvedValue(BOOKED);
  m.deleteTour.mockResolvedValue({ id: 9, residencyId: 1, leadStatus: 'Enquiries' });
  const { onSaved } = renderDialog();
  const form = await screen.findByRole('form', { name: TOUR_TEXT.editTitle });
  await waitFor(() => expect(within(form).getByLabelText(/Tour date/)).toHaveValue('2030-05-06'));
  await userEvent.click(within(form).getByRole('button', { name: TOUR_TEXT.deleteTour }));
  const confirm = await screen.findByRole('alertdialog', { name: TOUR_TEXT.deleteTour });
  await userEvent.click(within(confirm).getByRole('button', { name: TOUR_TEXT.deleteTour }));
  await waitFor(() => expect(m.deleteTour).toHaveBeenCalledWith(9));
  expect(onSaved).toHaveBeenCalledWith(null);
});

test('read-only without leadsDetails canModify, and for residents', async () => {
  m.fetchTour.mockResolvedValue(BOOKED);
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

test('a resident\'s tour is read-only even with modify permission; a completed tour says so', async () => {
  m.fetchTour.mockResolvedValue({ ...BOOKED, isCompleted: true });
  renderDialog({ lead: { ...LEAD, isResident: true } });
  const form = await screen.findByRole('form', { name: TOUR_TEXT.editTitle });
  expect(await within(form).findByText(TOUR_TEXT.completed)).toBeInTheDocument();
  expect(within(form).getByLabelText(/Tour facilitator/)).toBeDisabled();
  expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
});
