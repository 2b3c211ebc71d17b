import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Box, Button, Text } from './chakra';
import { StickyActions } from './StickyActions';

const meta = { title: 'Layout/StickyActions', component: StickyActions } satisfies Meta<typeof StickyActions>;
export default meta;

/** A long form's Cancel and Save stay at the bottom of the window while the form scrolls. */
export const LongForm: StoryObj<typeof meta> = {
  args: { label: 'Role actions', children: null },
  render: (args) => (
    <Box p="6">
      {Array.from({ length: 60 }, (_, i) => (
        <Text key={i} mb="2">
          Permission {i + 1}
        </Text>
      ))}
      <StickyActions {...args}>
        <Button variant="outline">Cancel</Button>
        <Button colorPalette="brand">Save</Button>
      </StickyActions>
    </Box>
  ),
};
