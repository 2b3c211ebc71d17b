import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi } from '../test/render';
import { ResponsiveTable, type ResponsiveColumn, type TableSort } from './ResponsiveTable';

interface Row {
  id: number;
  name: string;
  room: string;
}
const ROWS: Row[] = [
  { id: 1, name: 'Adams, Douglas', room: 'G027' },
  { id: 2, name: 'Burke, Hoa', room: 'S026' },
];
const COLUMNS: ResponsiveColumn<Row>[] = [
  { key: 'name', header: 'Name', primary: true, cell: (r) => <a href={`/viewResident/${r.id}`}>{r.name}</a> },
  { key: 'room', header: 'Room', sortable: true, cell: (r) => r.room },
  { key: 'actions', header: 'Actions', hideLabel: true, cell: (r) => <button type="button">View {r.id}</button> },
];

test('a table with explicit roles (kept when the rows are stacked) and each cell labelled for the stacked rows', () => {
  renderUi(
    <ResponsiveTable
      aria-label="Residents"
      columns={COLUMNS}
      rows={ROWS}
      rowKey={(r) => r.id}
      rowProps={(r) => ({ 'data-testid': `row-${r.id}` })}
    />,
  );
  const table = screen.getByRole('table', { name: 'Residents' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Name', 'Room', 'Actions']);
  const row = screen.getByTestId('row-2');
  expect(row).toHaveAttribute('role', 'row');
  const cells = within(row).getAllByRole('cell');
  expect(cells.map((c) => c.textContent)).toEqual(['Burke, Hoa', 'S026', 'View 2']);
  // The row's title and the actions have no label; the others read "Room: S026" in the stacked layout.
  expect(cells.map((c) => c.getAttribute('data-label'))).toEqual([null, 'Room', null]);
  expect(cells[0]).toHaveAttribute('data-primary');
});

test('a row click (not on its link or button) calls onRowClick', async () => {
  const onRowClick = jest.fn();
  renderUi(<ResponsiveTable aria-label="Residents" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} onRowClick={onRowClick} />);
  await userEvent.click(screen.getByText('G027'));
  expect(onRowClick).toHaveBeenCalledWith(ROWS[0]);
  await userEvent.click(screen.getByRole('button', { name: 'View 2' }));
  expect(onRowClick).toHaveBeenCalledTimes(1);
});

function Sorted() {
  const [sort, setSort] = useState<TableSort | null>(null);
  const rows = sort ? [...ROWS].sort((a, b) => a.room.localeCompare(b.room) * (sort.direction === 'ascending' ? 1 : -1)) : ROWS;
  return (
    <ResponsiveTable
      aria-label="Residents"
      columns={COLUMNS}
      rows={rows}
      rowKey={(r) => r.id}
      sort={sort}
      onSortChange={setSort}
    />
  );
}

test('a sortable header is a button; aria-sort follows; a second press reverses; a "Sort by" select offers the same', async () => {
  renderUi(<Sorted />);
  const header = screen.getByRole('columnheader', { name: /Room/ });
  expect(header).not.toHaveAttribute('aria-sort');
  await userEvent.click(within(header).getByRole('button'));
  expect(header).toHaveAttribute('aria-sort', 'ascending');
  await userEvent.click(within(header).getByRole('button'));
  expect(header).toHaveAttribute('aria-sort', 'descending');
  expect(screen.getAllByRole('row').slice(1)[0]).toHaveTextContent('S026');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'room:ascending');
  expect(header).toHaveAttribute('aria-sort', 'ascending');
  expect(screen.getAllByRole('row').slice(1)[0]).toHaveTextContent('G027');
});

test('narrow="scroll": the table scrolls in its own focusable region', () => {
  renderUi(<ResponsiveTable aria-label="Events" narrow="scroll" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} />);
  const region = screen.getByRole('region', { name: 'Events (scrolls sideways)' });
  expect(region).toHaveAttribute('tabindex', '0');
  expect(within(region).getByRole('table', { name: 'Events' })).toBeInTheDocument();
  expect(screen.getByText('S026').closest('td')).toHaveAttribute('data-label', 'Room');
});
