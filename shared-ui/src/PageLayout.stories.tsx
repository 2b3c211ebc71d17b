import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button, Text } from './chakra';
import { PageLayout } from './PageLayout';

const meta = { title: 'Layout/PageLayout', component: PageLayout } satisfies Meta<typeof PageLayout>;
export default meta;

export const WithActions: StoryObj<typeof meta> = {
  args: {
    title: 'Residents',
    actions: (
      <>
        <Button variant="outline">Departed residents</Button>
        <Button colorPalette="brand">Add enquiry</Button>
      </>
    ),
    children: <Text>Page content goes here.</Text>,
  },
};

export const TitleOnly: StoryObj<typeof meta> = { args: { title: 'Dashboard', children: <Text>Figures.</Text> } };
