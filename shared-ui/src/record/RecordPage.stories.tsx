import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from 'react-router';
import { ActionBar } from '../ActionBar';
import { Badge, Card, Text } from '../chakra';
import { RecordPage } from './RecordPage';

const log = (what: string) => () => console.info(what);

const meta = {
  title: 'Record/RecordPage',
  component: RecordPage,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/viewResident/7/notes']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof RecordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A resident's page: name, badges and facility, the actions, the details, the tabs and the current tab's content. */
export const Resident: Story = {
  args: {
    title: 'Ann Able',
    subtitle: (
      <>
        <Badge colorPalette="brand">Permanent</Badge>
        <Badge colorPalette="orange">On hospital leave</Badge>
        <Text color="fg.muted">Bayside Gardens</Text>
      </>
    ),
    actions: (
      <ActionBar
        label="Resident actions"
        primary={{ label: 'Edit', to: '/editResident/7' }}
        actions={[
          { label: 'Return from leave', inline: true, onSelect: log('return') },
          { label: 'Transfer', onSelect: log('transfer') },
        ]}
      />
    ),
    summary: (
      <Card.Root>
        <Card.Body>
          <Text>Details, contacts, bill payer...</Text>
        </Card.Body>
      </Card.Root>
    ),
    tabs: {
      label: 'Resident tabs',
      items: [
        { to: '/viewResident/7/timeline', label: 'Timeline', activeOn: ['/viewResident/:residentId'] },
        { to: '/viewResident/7/notes', label: 'Notes' },
        { to: '/viewResident/7/events', label: 'Events' },
        { to: '/viewResident/7/financials/funding', label: 'Funding' },
      ],
    },
    children: <Text>The notes tab.</Text>,
  },
};

/** An edit page of the financial tabs: a link back to the record under the title, the tabs, then the form. */
export const FinancialsEdit: Story = {
  args: {
    title: 'Edit Ann Able',
    subtitle: <Text color="brand.fg">Back to resident</Text>,
    tabs: {
      label: 'Financial tabs',
      items: [
        { to: '/editResident/7/financials/funding', label: 'Funding' },
        { to: '/editResident/7/financials/false/fees', label: 'Fees' },
      ],
    },
    children: <Text>The funding form.</Text>,
  },
};
