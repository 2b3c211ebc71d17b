import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { Box, Button, HStack, Text } from './chakra';
import { LoadStatus, useFacilityData } from './FacilityData';

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

/** useFacilityData with a stand-in load: facility 3 fails (then Retry), the others answer after a second. */
function WithHook() {
  const [facilityId, setFacilityId] = useState(1);
  const { state, retry } = useFacilityData(
    facilityId,
    (signal) =>
      new Promise<string>((resolve, reject) => {
        const t = setTimeout(
          () => (facilityId === 3 ? reject(new Error('down')) : resolve(`Figures of facility ${facilityId}`)),
          1000,
        );
        signal.addEventListener('abort', () => clearTimeout(t));
      }),
    'Unexpected error occurred while loading dashboard.',
  );
  return (
    <Box>
      <HStack mb="4">
        {[1, 2, 3].map((id) => (
          <Button key={id} size="sm" variant={id === facilityId ? 'solid' : 'outline'} onClick={() => setFacilityId(id)}>
            Facility {id}
          </Button>
        ))}
      </HStack>
      <LoadStatus
        state={state}
        loadingText="Loading dashboard…"
        errorMessage="Unexpected error occurred while loading dashboard."
        onRetry={retry}
      />
      {state.status === 'ready' ? <Text>{state.data}</Text> : null}
    </Box>
  );
}
export const WithUseFacilityData: Story = { args: { state: { status: 'loading' } }, render: () => <WithHook /> };
