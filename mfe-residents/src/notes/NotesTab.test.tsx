import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { UiProvider, toaster } from 'shared-ui';
import type { ResidentNote } from 'shared-domain/resident-types';
import * as api from '../api/record';
import NotesTab from './NotesTab';

configure({ asyncUtilTimeout: 5000 });
jest.mock('../api/record', () => ({ fetchNotes: jest.fn(), addNote: jest.fn(), setNotePinned: jest.fn() }));
const m = jest.mocked(api);
const CUTOFF = '2026-11-21T00:00:00.000Z';

function note(id: number, over: Partial<ResidentNote> = {}): ResidentNote {
  return { id, note: `Note ${id}`, modifiedOn: '2026-11-20T01:00:00Z', isNotePinned: false, userFirstName: 'Olivia', userLastName: 'Nguyen', ...over };
}

function renderTab(hash = '') {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[`/viewResident/7/notes${hash}`]}><NotesTab residentId={7} /></MemoryRouter>
    </UiProvider>,
  );
}
const toasts = () => toaster.getVisibleToasts().map((t) => t.description);

beforeEach(() => { jest.resetAllMocks(); Element.prototype.scrollIntoView = jest.fn(); });
afterEach(() => act(() => toaster.remove()));

test('pages by 10 with the cut-off and highlights the note named in the fragment', async () => {
  m.fetchNotes
    .mockResolvedValueOnce({ result: Array.from({ length: 10 }, (_, i) => note(i + 1, { isNotePinned: i === 0 })), totalCount: 12, notIncludingItemsAfter: CUTOFF })
    .mockResolvedValueOnce({ result: [note(11), note(12)], totalCount: 12, notIncludingItemsAfter: CUTOFF });
  renderTab('#note-3');
  await waitFor(() => expect(screen.getAllByTestId('note')).toHaveLength(10));
  expect(m.fetchNotes).toHaveBeenCalledWith(7, { skip: 0, take: 10, notIncludingItemsAfter: undefined });
  expect(screen.getAllByTestId('note')[2]).toHaveAttribute('data-highlighted', 'true');
  expect(within(screen.getAllByTestId('note')[0]).getByText('Pinned')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Show more notes' }));
  await waitFor(() => expect(screen.getAllByTestId('note')).toHaveLength(12));
  expect(m.fetchNotes).toHaveBeenLastCalledWith(7, { skip: 10, take: 10, notIncludingItemsAfter: CUTOFF });
  expect(screen.queryByRole('button', { name: 'Show more notes' })).not.toBeInTheDocument();
});

test('adds a note (required), toasts and reloads', async () => {
  m.fetchNotes.mockResolvedValueOnce({ result: [], totalCount: 0, notIncludingItemsAfter: CUTOFF })
    .mockResolvedValueOnce({ result: [note(1, { note: 'Enjoyed the concert' })], totalCount: 1, notIncludingItemsAfter: CUTOFF });
  m.addNote.mockResolvedValue(note(1, { note: 'Enjoyed the concert' }));
  renderTab();
  expect(await screen.findByText('There are no notes.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
  expect(await screen.findByText('Please enter a note.')).toBeInTheDocument();
  expect(m.addNote).not.toHaveBeenCalled();
  await userEvent.type(screen.getByLabelText('Add a note'), 'Enjoyed the concert');
  await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
  await waitFor(() => expect(m.addNote).toHaveBeenCalledWith(7, 'Enjoyed the concert'));
  await waitFor(() => expect(toasts()).toContain('Note added successfully.'));
  expect(await screen.findByText('Enjoyed the concert')).toBeInTheDocument();
  expect(screen.getByLabelText('Add a note')).toHaveValue('');
});

test('pin and unpin', async () => {
  m.fetchNotes.mockResolvedValue({ result: [note(1), note(2, { isNotePinned: true })], totalCount: 2, notIncludingItemsAfter: CUTOFF });
  m.setNotePinned.mockResolvedValue(note(1, { isNotePinned: true }));
  renderTab();
  await waitFor(() => expect(screen.getAllByTestId('note')).toHaveLength(2));
  await userEvent.click(screen.getByRole('button', { name: 'Pin' }));
  await waitFor(() => expect(m.setNotePinned).toHaveBeenCalledWith(1, true));
  await waitFor(() => expect(toasts()).toContain('Note pinned.'));
  await userEvent.click(screen.getByRole('button', { name: 'Unpin' }));
  await waitFor(() => expect(m.setNotePinned).toHaveBeenCalledWith(2, false));
  await waitFor(() => expect(toasts()).toContain('Note unpinned.'));
});

test('a failed load shows the notes message', async () => {
  m.fetchNotes.mockRejectedValue(new Error('offline'));
  renderTab();
  await waitFor(() => expect(toasts()).toContain('Unexpected error occurred while loading the notes.'));
});
