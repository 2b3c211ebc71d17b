import type { Preview } from '@storybook/react-webpack5';
import { UiProvider } from '../src/UiProvider';

const preview: Preview = {
  decorators: [
    (Story) => (
      <UiProvider>
        <Story />
      </UiProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { date: /Date$/i } },
  },
};

export default preview;
