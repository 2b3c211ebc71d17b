import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { BackToTop } from './BackToTop';
import { Box, Text } from './chakra';

const meta = { title: 'Layout/BackToTop', component: BackToTop } satisfies Meta<typeof BackToTop>;
export default meta;

export const ScrollDown: StoryObj<typeof meta> = {
  args: { threshold: 200 },
  render: (args) => (
    <Box p="6">
      {Array.from({ length: 80 }, (_, i) => (
        <Text key={i} mb="2">
          Row {i + 1}: scroll down and the button appears at the bottom right.
        </Text>
      ))}
      <BackToTop {...args} />
    </Box>
  ),
};
