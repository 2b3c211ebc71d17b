import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { Badge, Box, Button, HStack, Link, Text } from './chakra';
import { ResponsiveTable, type ResponsiveColumn, type TableSort } from './ResponsiveTable';

interface Resident {
  id: number;
  name: string;
  status: string;
  onLeave: boolean;
  age: number;
  room: string;
}
const ROWS: Resident[] = [
  { id: 1, name: 'Adams, Douglas', status: 'Permanent resident', onLeave: false, age: 82, room: 'G027' },
  { id: 2, name: 'Burke, Hoa', status: 'Permanent resident', onLeave: true, age: 87, room: 'S026' },
  { id: 3, name: 'Field, Patrick (Pat)', status: 'Respite resident', onLeave: false, age: 76, room: 'G042' },
];
const COLUMNS: ResponsiveColumn<Resident>[] = [
  { key: 'name', header: 'Name', primary: true, sortable: true, cell: (r) => <Link href={`#${r.id}`}>{r.name}</Link> },
  {
    key: 'status',
    header: 'Status',
    cell: (r) => (
      <HStack gap="2" wrap="wrap">
        <Text>{r.status}</Text>
        {r.onLeave ? <Badge colorPalette="orange">On leave</Badge> : null}
      </HStack>
    ),
  },
  { key: 'age', header: 'Age', sortable: true, cell: (r) => r.age },
  { key: 'room', header: 'Room', cell: (r) => r.room },
  {
    key: 'actions',
    header: 'Actions',
    hideLabel: true,
    cell: (r) => (
      <Button size="xs" variant="outline" aria-label={`View ${r.name}`}>
        View
      </Button>
    ),
  },
];

function Demo({ narrow }: { narrow?: 'stack' | 'scroll' }) {
  const [sort, setSort] = useState<TableSort | null>(null);
  const rows = sort
    ? [...ROWS].sort((a, b) => {
        const k = sort.key as 'name' | 'age';
        const d = a[k] < b[k] ? -1 : a[k] > b[k] ? 1 : 0;
        return sort.direction === 'ascending' ? d : -d;
      })
    : ROWS;
  return (
    <Box p="4">
      <ResponsiveTable
        aria-label="Residents"
        variant="outline"
        narrow={narrow}
        columns={COLUMNS}
        rows={rows}
        rowKey={(r) => r.id}
        sort={sort}
        onSortChange={setSort}
      />
    </Box>
  );
}

const meta = { title: 'Data/ResponsiveTable', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A table at md and wider; stacked "label: value" cards below md (try the mobile viewport). */
export const Stacked: Story = { args: {} };
export const StackedOnAPhone: Story = { args: {}, globals: { viewport: { value: 'mobile1' } } };
/** The table keeps its columns and scrolls sideways inside its own box below md. */
export const Scroll: Story = { args: { narrow: 'scroll' }, globals: { viewport: { value: 'mobile1' } } };
