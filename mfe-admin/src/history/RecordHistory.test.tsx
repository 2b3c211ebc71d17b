import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, server, setSession, type FakeRequest } from 'shared-auth/testing';
import type { HistoryEntry } from 'shared-domain/contracts/history';
import { RECORD_HISTORY_TEXT as T } from 'shared-domain/record-history';
import RecordHistory from './RecordHistory';

configure({ asyncUtilTimeout: 5000 });

function entry(id: number, over: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    id,
    at: `2026-03-0${(id % 9) + 1}T01:00:00Z`,
    who: 'Margaret Nguyen',
    action: 'update',
    changes: [],
    ...over,
  };
}

beforeEach(() => {
  setSession({ permissions: { recordHistory: { canView: true } } });
});

test('hidden (not rendered) without recordHistory canView, and nothing is asked of the API', async () => {
  setSession({ permissions: { residentsDetails: true } });
  const history = server.get('history/resident/:id', { result: [], totalCount: 0, notIncludingItemsAfter: 'x' });
  const { container } = renderWithProviders(<RecordHistory entity="resident" id={7} />);
  expect(container).toBeEmptyDOMElement();
  expect(screen.queryByRole('heading', { name: T.title })).not.toBeInTheDocument();
  expect(history).not.toHaveBeenCalled();
});

test('collapsed until opened; then one line per field changed, newest first, and "Show more" pages on', async () => {
  const first = [
    entry(3, {
      action: 'leads.update',
      changes: [
        { field: 'preferredName', old: null, new: 'Peggy' },
        { field: 'street1', old: '1 Bay St', new: '12 History Lane' },
      ],
    }),
    entry(2, { action: 'add-note', who: 'System' }),
  ];
  const calls = server.get('history/resident/:id', ({ query }: FakeRequest) =>
    query.skip === 2
      ? { result: [entry(1, { action: 'set-deceased' })], totalCount: 3, notIncludingItemsAfter: '2026-03-10T00:00:00.000Z' }
      : { result: first, totalCount: 3, notIncludingItemsAfter: '2026-03-10T00:00:00.000Z' },
  );
  renderWithProviders(<RecordHistory entity="resident" id={7} />);
  expect(screen.getByRole('heading', { name: T.title })).toBeInTheDocument();
  expect(calls).not.toHaveBeenCalled();
  const toggle = screen.getByRole('button', { name: T.show });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  expect(screen.getByRole('button', { name: T.hide })).toHaveAttribute('aria-expanded', 'true');

  const table = await screen.findByRole('table', { name: T.title });
  const lines = within(table).getAllByTestId('history-line');
  expect(lines).toHaveLength(3);
  expect(lines[0]).toHaveTextContent('Preferred name');
  expect(lines[0]).toHaveTextContent('Peggy');
  expect(lines[1]).toHaveTextContent('Street1');
  expect(lines[1]).toHaveTextContent('1 Bay St');
  expect(lines[1]).toHaveTextContent('12 History Lane');
  expect(lines[2]).toHaveTextContent('Add note');
  expect(lines[2]).toHaveTextContent('System');
  expect(calls).toHaveBeenCalledWith(
    expect.objectContaining({ params: { id: '7' }, query: expect.objectContaining({ skip: 0, take: 25 }) }),
  );

  await userEvent.click(screen.getByRole('button', { name: T.more }));
  await waitFor(() => expect(within(table).getAllByTestId('history-line')).toHaveLength(4));
  expect(within(table).getAllByTestId('history-line')[3]).toHaveTextContent('Set deceased');
  expect(calls).toHaveBeenLastCalledWith(
    expect.objectContaining({ query: expect.objectContaining({ skip: 2, notIncludingItemsAfter: '2026-03-10T00:00:00.000Z' }) }),
  );
  expect(screen.queryByRole('button', { name: T.more })).not.toBeInTheDocument();
});

test('a record without history says so', async () => {
  server.get('history/role/:id', { result: [], totalCount: 0, notIncludingItemsAfter: '2026-03-10T00:00:00.000Z' });
  renderWithProviders(<RecordHistory entity="role" id={2} />);
  await userEvent.click(screen.getByRole('button', { name: T.show }));
  expect(await screen.findByText(T.empty)).toBeInTheDocument();
});
