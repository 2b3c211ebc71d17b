import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from 'react-router';
import { ActionBar } from './ActionBar';
import { Box } from './chakra';

const log = (what: string) => () => console.info(what);

const meta = {
  title: 'Layout/ActionBar',
  component: ActionBar,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Box p="6">
          <Story />
        </Box>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof ActionBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The resident page: Edit is primary; the most used stay actions stay buttons at md+; the rest in "More actions". */
export const ResidentPage: Story = {
  args: {
    label: 'Resident actions',
    primary: { label: 'Edit', to: '/editResident/7' },
    actions: [
      { label: 'Send on leave', inline: true, onSelect: log('leave') },
      { label: 'Depart', inline: true, onSelect: log('depart') },
      { label: 'Assign bed', inline: true, onSelect: log('bed') },
      { label: 'Correct admission', onSelect: log('correct') },
      { label: 'Reverse admission', destructive: true, onSelect: log('reverse') },
      { label: 'Transfer', onSelect: log('transfer') },
      { label: 'Make private resident funded', hidden: true },
    ],
  },
};

/** At 390 px (try the mobile viewport): only the primary action and "More actions". */
export const Phone: Story = { ...ResidentPage, globals: { viewport: { value: 'mobile1' } } };

/** A form's bar: Cancel pinned before Save (a submit button, spinning while the form submits). */
export const FormBar: Story = {
  args: {
    label: 'Edit actions',
    primary: { label: 'Save', type: 'submit', loading: false },
    actions: [{ label: 'Cancel', pinned: true, onSelect: log('cancel') }],
  },
};
