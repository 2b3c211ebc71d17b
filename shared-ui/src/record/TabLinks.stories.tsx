import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from 'react-router';
import { Box } from '../chakra';
import { TabLinks } from './TabLinks';

const RESIDENT_TABS = [
  { to: '/viewResident/7/timeline', label: 'Timeline', activeOn: ['/viewResident/:residentId'] },
  { to: '/viewResident/7/notes', label: 'Notes' },
  { to: '/viewResident/7/events', label: 'Events' },
  { to: '/viewResident/7/financials/funding', label: 'Funding' },
  { to: '/viewResident/7/financials/false/fees', label: 'Fees' },
  { to: '/viewResident/7/financials/false/transaction', label: 'Transactions' },
];

const meta = {
  title: 'Record/TabLinks',
  component: TabLinks,
  parameters: { initialPath: '/viewResident/7/notes' },
  decorators: [
    (Story, { parameters }) => (
      <MemoryRouter initialEntries={[parameters.initialPath as string]}>
        <Box p="6">
          <Story />
        </Box>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof TabLinks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The resident page's tabs, Notes current. Follow a tab: it becomes the current one. */
export const ResidentTabs: Story = { args: { label: 'Resident tabs', items: RESIDENT_TABS } };

/** The record's own path: the default tab (Timeline) is the current one. */
export const DefaultTab: Story = {
  args: { label: 'Resident tabs', items: RESIDENT_TABS },
  parameters: { initialPath: '/viewResident/7' },
};

/** Without the financial permission: those tabs are left out. */
export const WithoutFinancials: Story = {
  args: {
    label: 'Resident tabs',
    items: RESIDENT_TABS.map((t) => ({ ...t, hidden: t.to.includes('/financials/') })),
  },
};

/** A phone (390 px, try the mobile viewport): the row scrolls sideways and shows the current tab, the last one. */
export const Phone: Story = {
  args: { label: 'Resident tabs', items: RESIDENT_TABS },
  parameters: { initialPath: '/viewResident/7/financials/false/transaction' },
  globals: { viewport: { value: 'mobile1' } },
};
