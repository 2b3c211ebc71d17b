import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { BackToTop } from './BackToTop';
import { Box, Button, Text } from './chakra';
import { StickyActions } from './StickyActions';

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

/** A long form with its sticky action bar: the button sits above the bar, never over Save. */
export const AboveStickyActions: StoryObj<typeof meta> = {
  args: { threshold: 200 },
  render: (args) => (
    <Box p="6">
      {Array.from({ length: 80 }, (_, i) => (
        <Text key={i} mb="2">
          Permission {i + 1}
        </Text>
      ))}
      <StickyActions label="Role actions">
        <Button variant="outline">Cancel</Button>
        <Button colorPalette="brand">Save</Button>
      </StickyActions>
      <BackToTop {...args} />
    </Box>
  ),
};
