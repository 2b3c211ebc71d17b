import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { Box, Button } from './chakra';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: { onConfirm: () => {}, onCancel: () => {} },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: {
    open: true,
    title: 'Delete photo',
    message: 'Do you want to delete the profile photo?',
    confirmLabel: 'Delete',
    destructive: true,
  },
};

function Interactive() {
  const [open, setOpen] = useState(false);
  return (
    <Box p="6">
      <Button onClick={() => setOpen(true)}>Reverse leave</Button>
      <ConfirmDialog
        open={open}
        title="Reverse leave"
        message="Reverse this leave? The resident will be shown as never having left."
        confirmLabel="Reverse"
        onConfirm={() => setOpen(false)}
        onCancel={() => setOpen(false)}
      />
    </Box>
  );
}
export const Interactively: Story = { args: { open: false, title: '', message: '' }, render: () => <Interactive /> };
