import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { Box, Button, Field, Input, Text } from './chakra';
import { FormDialog } from './FormDialog';

const meta = {
  title: 'Overlays/FormDialog',
  component: FormDialog,
  args: { onSubmit: () => {}, onClose: () => {} },
} satisfies Meta<typeof FormDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const fields = (
  <Field.Root required>
    <Field.Label>Return date</Field.Label>
    <Input type="date" name="returnDate" />
  </Field.Root>
);

export const Open: Story = { args: { open: true, title: 'Return from leave', children: fields } };
export const Busy: Story = {
  args: { open: true, title: 'Transfer resident', submitLabel: 'Transfer', busy: true, children: fields },
};
export const SubmitDisabled: Story = {
  args: {
    open: true,
    title: 'Assign bed',
    submitDisabled: true,
    children: <Text>There are no free beds in this facility.</Text>,
  },
};
export const InformationOnly: Story = {
  args: { open: true, title: 'Legal notice', onSubmit: undefined, children: <Text>No legal notice has been recorded.</Text> },
};

function Interactive() {
  const [open, setOpen] = useState(false);
  return (
    <Box p="6">
      <Button onClick={() => setOpen(true)}>Return from leave</Button>
      <FormDialog open={open} title="Return from leave" onSubmit={() => setOpen(false)} onClose={() => setOpen(false)}>
        {fields}
      </FormDialog>
    </Box>
  );
}
export const Interactively: Story = { args: { open: false, title: '' }, render: () => <Interactive /> };

/** A View dialog whose Edit opens the edit form as a new dialog: the edit form stays open (focus handed back by the
 * view is no reason to close it). */
function ViewThenEdit() {
  const [mode, setMode] = useState<'view' | 'edit' | null>(null);
  return (
    <Box p="6">
      <Button onClick={() => setMode('view')}>View</Button>
      {mode ? (
        <FormDialog
          key={mode}
          open
          title={mode === 'view' ? 'Accommodation type' : 'Edit accommodation type'}
          readOnly={mode === 'view'}
          onSubmit={() => setMode(null)}
          onClose={() => setMode(null)}
        >
          {mode === 'view' ? (
            <Button alignSelf="start" variant="outline" onClick={() => setMode('edit')}>
              Edit
            </Button>
          ) : (
            fields
          )}
        </FormDialog>
      ) : null}
    </Box>
  );
}
export const EditFromView: Story = { args: { open: false, title: '' }, render: () => <ViewThenEdit /> };
