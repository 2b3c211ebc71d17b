import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Box, ResponsiveTable } from 'shared-ui';
import { PagedList, type PagedQuery } from './PagedList';

interface Person {
  id: number;
  name: string;
  room: string;
}

const people: Person[] = Array.from({ length: 6 }, (_, i) => ({ id: i + 1, name: `Resident ${i + 1}`, room: `${101 + i}` }));

function stand(over: Partial<PagedQuery<Person>>): PagedQuery<Person> {
  return {
    data: undefined,
    isError: false,
    isFetching: false,
    hasNextPage: false,
    fetchNextPage: () => {},
    refetch: () => {},
    ...over,
  };
}

const meta = {
  title: 'Lists/PagedList',
  component: PagedList<Person>,
  args: {
    query: stand({}),
    loadingText: 'Loading residents...',
    emptyText: 'There are no residents.',
    errorMessage: 'Unexpected error occurred while loading residents.',
    children: (rows: Person[]) => (
      <ResponsiveTable
        aria-label="Residents"
        rows={rows}
        rowKey={(r) => r.id}
        columns={[
          { key: 'name', header: 'Name', primary: true, cell: (r) => r.name },
          { key: 'room', header: 'Room', cell: (r) => r.room },
        ]}
      />
    ),
  },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PagedList<Person>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { query: stand({ isFetching: true }) } };
export const WithMore: Story = {
  args: { query: stand({ data: { pages: [{ result: people, totalCount: 30 }] }, hasNextPage: true }) },
};
export const Empty: Story = { args: { query: stand({ data: { pages: [{ result: [], totalCount: 0 }] } }) } };
export const Failed: Story = { args: { query: stand({ isError: true }) } };
export const LaterPageFailed: Story = {
  args: {
    query: stand({
      data: { pages: [{ result: people, totalCount: 30 }] },
      isError: true,
      isFetchNextPageError: true,
      hasNextPage: true,
    }),
  },
};
