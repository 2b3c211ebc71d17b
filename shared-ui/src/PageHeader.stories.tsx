import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from 'react-router';
import { ActionBar } from './ActionBar';
import { Badge, Text } from './chakra';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Record: Story = {
  args: {
    title: 'Hoa Burke',
    subtitle: (
      <>
        <Badge colorPalette="brand">Permanent resident</Badge>
        <Badge colorPalette="orange">On hospital leave</Badge>
        <Text>Bayside Gardens</Text>
      </>
    ),
    actions: (
      <ActionBar
        label="Resident actions"
        primary={{ label: 'Edit', to: '/editResident/7' }}
        actions={[
          { label: 'Return from leave', inline: true },
          { label: 'Depart', inline: true },
          { label: 'Edit leave' },
          { label: 'Transfer' },
        ]}
      />
    ),
  },
};

export const LongTitle: Story = {
  args: { title: 'Mark Bartholomew-Fitzwilliam-Montgomery as an enquiry', subtitle: <Text>Departed 01 Oct 2026</Text> },
};

export const TitleOnly: Story = { args: { title: 'Dashboard' } };
