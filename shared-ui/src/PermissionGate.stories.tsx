import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { setMockPermissions } from '../.storybook/shared-auth-mock';
import { Box, Text } from './chakra';
import { PermissionGate } from './PermissionGate';

const meta = {
  title: 'Access/PermissionGate',
  component: PermissionGate,
  args: {
    name: 'deviceExpiryNotification',
    flag: 'canAction',
    children: <Text>Device activation expires in 12 days.</Text>,
    fallback: <Text color="fg.muted">(hidden: no canAction on deviceExpiryNotification)</Text>,
  },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PermissionGate>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Granted: Story = {
  beforeEach: () => setMockPermissions({ deviceExpiryNotification: { canView: true, canAction: true } }),
};

export const Denied: Story = {
  beforeEach: () => setMockPermissions({}),
};
