import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MessageDialog } from './MessageDialog';

const meta = { title: 'Overlays/MessageDialog', component: MessageDialog, args: { onClose: () => {} } } satisfies Meta<
  typeof MessageDialog
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ModelStateErrors: Story = {
  args: {
    open: true,
    title: 'Send resident leave',
    messages: ['Leave start date overlaps an existing leave.', 'Expected return date must be after the start date.'],
  },
};

export const OneMessage: Story = {
  args: { open: true, title: 'Depart resident', messages: ['Departure date cannot be before the admission date.'] },
};
