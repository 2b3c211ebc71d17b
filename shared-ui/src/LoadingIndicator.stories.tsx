import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Box, Button, HStack, Text } from './chakra';
import { LoadingIndicator } from './LoadingIndicator';
import { startLoading, stopLoading, useLoadingStore } from './loading';

const meta = { title: 'Feedback/LoadingIndicator', component: LoadingIndicator } satisfies Meta<typeof LoadingIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = { args: { active: true } };

function Counter() {
  const count = useLoadingStore((s) => s.count);
  return (
    <Box p="6">
      <LoadingIndicator />
      <Text mb="3">Requests in flight: {count}</Text>
      <HStack>
        <Button onClick={startLoading}>Start a request</Button>
        <Button variant="outline" onClick={stopLoading}>
          Finish a request
        </Button>
      </HStack>
    </Box>
  );
}
export const DrivenByCounter: Story = { render: () => <Counter /> };
