import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Box } from './chakra';
import { LoadStatus } from './FacilityData';

const meta = {
  title: 'Feedback/LoadStatus',
  component: LoadStatus,
  args: {
    loadingText: 'Loading dashboard…',
    errorMessage: 'Unexpected error occurred while loading dashboard.',
    onRetry: () => {},
  },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof LoadStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Failed: Story = { args: { state: { status: 'error' } } };
