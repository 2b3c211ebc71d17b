import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button, HStack } from './chakra';
import { notify } from './notify';

function NotifyDemo() {
  return (
    <HStack p="6" gap="3" wrap="wrap">
      <Button colorPalette="green" onClick={() => notify.success('Changes have been saved.')}>
        Success
      </Button>
      <Button colorPalette="red" onClick={() => notify.error('Unexpected error occurred while loading dashboard.')}>
        Error
      </Button>
      <Button variant="outline" onClick={() => notify.info('Leave added.')}>
        Info
      </Button>
      <Button
        variant="outline"
        onClick={() =>
          notify.error('Unable to save changes. Either your computer is offline, or the product is having problems of its own.', {
            extended: true,
          })
        }
      >
        Extended (9 s)
      </Button>
    </HStack>
  );
}

const meta = {
  title: 'Feedback/notify',
  component: NotifyDemo,
  parameters: { docs: { description: { component: 'Click the same button twice: the message is shown once (de-duplicated).' } } },
} satisfies Meta<typeof NotifyDemo>;
export default meta;

export const Toasts: StoryObj<typeof meta> = {};

/** An error, then a success: the success closes the error (it was about the attempt that has since worked). */
export const SuccessClosesErrors: StoryObj<typeof meta> = {
  render: () => (
    <HStack p="6" gap="3">
      <Button colorPalette="red" onClick={() => notify.error('Unexpected error while saving the role.')}>
        Failed save
      </Button>
      <Button colorPalette="green" onClick={() => notify.success('Saved successfully.')}>
        Save that worked
      </Button>
    </HStack>
  ),
};
