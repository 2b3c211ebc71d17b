import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Box } from './chakra';
import { LoadFailure } from './LoadFailure';

const meta = {
  title: 'Feedback/LoadFailure',
  component: LoadFailure,
  args: { message: 'Unable to display financials.', onRetry: () => {} },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof LoadFailure>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {};
export const Retrying: Story = { args: { retrying: true } };
export const InformOnly: Story = { args: { onRetry: undefined } };
