import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useMemo, useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { Box, Button, HStack, Text } from './chakra';
import { UnsavedChangesPrompt } from './UnsavedChangesPrompt';

function Form() {
  const [dirty, setDirty] = useState(true);
  return (
    <Box p="6">
      <Text mb="3">Form is {dirty ? 'dirty' : 'clean'}.</Text>
      <HStack mb="3">
        <Button onClick={() => setDirty(!dirty)}>{dirty ? 'Save' : 'Edit'}</Button>
        <Link to="/elsewhere">Leave this page</Link>
      </HStack>
      <UnsavedChangesPrompt when={dirty} />
    </Box>
  );
}

function Demo() {
  const router = useMemo(
    () =>
      createMemoryRouter(
        [
          { path: '/', element: <Form /> },
          {
            path: '/elsewhere',
            element: (
              <Box p="6">
                <Link to="/">Back to the form</Link>
              </Box>
            ),
          },
        ],
        { initialEntries: ['/'] },
      ),
    [],
  );
  return <RouterProvider router={router} />;
}

const meta = { title: 'Forms/UnsavedChangesPrompt', component: Demo } satisfies Meta<typeof Demo>;
export default meta;

export const DirtyForm: StoryObj<typeof meta> = {};
