import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Box, Field } from './chakra';
import { PasswordInput } from './PasswordInput';

const meta = { title: 'Forms/PasswordInput', component: PasswordInput } satisfies Meta<typeof PasswordInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InAField: Story = {
  render: (args) => (
    <Box p="6" maxW="sm">
      <Field.Root>
        <Field.Label>New password</Field.Label>
        <PasswordInput {...args} placeholder="At least 8 characters" />
        <Field.HelperText>Upper- and lower-case letters and a digit.</Field.HelperText>
      </Field.Root>
    </Box>
  ),
};

export const Visible: Story = { args: { defaultVisible: true, defaultValue: 'Demo2026!', 'aria-label': 'Password' } };
