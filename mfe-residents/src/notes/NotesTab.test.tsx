import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NETWORK_ERROR, renderWithProviders, server } from 'shared-auth/testing';
import { toaster } from 'shared-ui';
import type { ResidentNote } from 'shared-domain/contracts/resident-responses';
import NotesTab from './NotesTab';

configure({ asyncUtilTimeout: 5000 });
const CUTOFF = '2026-11-21T00:00:00.000Z';

function note(id: number, over: Partial<ResidentNote> = {}): ResidentNote {
  return {
    id,
    note: `Note ${id}`,
    modifiedOn: '2026-11-20T01:00:00Z',
    isNotePinned: false,
    userFirstName: 'Olivia',
    userLastName: 'Nguyen',
    ...over,
  };
}

function renderTab(hash = '') {
  return renderWithProviders(<NotesTab residentId={7} />, { route: `/viewResident/7/notes${hash}` });
}
const toasts = () => toaster.getVisibleToasts().map((t) => t.description);
const NOTES = 'residents/7/resident-notes';
const noteLoads = () => server.calls('GET', NOTES).map((r) => r.query);

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

test('pages by 10 with the cut-off and highlights the note named in the fragment', async () => {
  server.get(NOTES, ({ query }: { query: { skip: number } }) =>
    query.skip === 0
      ? {
          result: Array.from({ length: 10 }, (_, i) => note(i + 1, { isNotePinned: i === 0 })),
          totalCount: 12,
          notIncludingItemsAfter: CUTOFF,
        }
      : { result: [note(11), note(12)], totalCount: 12, notIncludingItemsAfter: CUTOFF },
  );
  renderTab('#note-3');
  await waitFor(() => expect(screen.getAllByTestId('note')).toHaveLength(10));
  expect(noteLoads()).toEqual([{ skip: 0, take: 10, facilityId: 1 }]);
  expect(screen.getAllByTestId('note')[2]).toHaveAttribute('data-highlighted', 'true');
  expect(within(screen.getAllByTestId('note')[0]).getByText('Pinned')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Show more notes' }));
  await waitFor(() => expect(screen.getAllByTestId('note')).toHaveLength(12));
  expect(noteLoads()[1]).toEqual({ skip: 10, take: 10, notIncludingItemsAfter: CUTOFF, facilityId: 1 });
  expect(screen.queryByRole('button', { name: 'Show more notes' })).not.toBeInTheDocument();
});

test('adds a note (required), toasts and reloads', async () => {
  const saved: ResidentNote[] = [];
  server.get(NOTES, () => ({ result: [...saved], totalCount: saved.length, notIncludingItemsAfter: CUTOFF }));
  const addNote = server.post(NOTES, ({ body }: { body: { note: string } }) => {
    saved.push(note(1, { note: body.note }));
    return saved[0];
  });
  renderTab();
  expect(await screen.findByText('There are no notes.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
  expect(await screen.findByText('Please enter a note.')).toBeInTheDocument();
  expect(addNote).not.toHaveBeenCalled();
  await userEvent.type(screen.getByLabelText('Add a note'), 'Enjoyed the concert');
  await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
  await waitFor(() => expect(addNote).toHaveBeenCalledWith(expect.objectContaining({ body: { note: 'Enjoyed the concert' } })));
  await waitFor(() => expect(toasts()).toContain('Note added successfully.'));
  expect(await screen.findByText('Enjoyed the concert')).toBeInTheDocument();
  expect(screen.getByLabelText('Add a note')).toHaveValue('');
});

test('pin and unpin', async () => {
  server.get(NOTES, { result: [note(1), note(2, { isNotePinned: true })], totalCount: 2, notIncludingItemsAfter: CUTOFF });
  const pin = server.post('residents/note-pin-status/:noteId', note(1, { isNotePinned: true }));
  renderTab();
  await waitFor(() => expect(screen.getAllByTestId('note')).toHaveLength(2));
  await userEvent.click(screen.getByRole('button', { name: 'Pin' }));
  await waitFor(() =>
    expect(pin).toHaveBeenCalledWith(expect.objectContaining({ params: { noteId: '1' }, body: { isNotePinned: true } })),
  );
  await waitFor(() => expect(toasts()).toContain('Note pinned.'));
  await userEvent.click(screen.getByRole('button', { name: 'Unpin' }));
  await waitFor(() =>
    expect(pin).toHaveBeenCalledWith(expect.objectContaining({ params: { noteId: '2' }, body: { isNotePinned: false } })),
  );
  await waitFor(() => expect(toasts()).toContain('Note unpinned.'));
});

test('a failed load shows the notes message', async () => {
  server.get(NOTES, NETWORK_ERROR);
  renderTab();
  await waitFor(() => expect(toasts()).toContain('Unexpected error occurred while loading the notes.'));
});
