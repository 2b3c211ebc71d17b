import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Text } from '@chakra-ui/react';
import { RemoteComponent, setRemoteLoader, type RemoteComponentProps } from './RemoteComponent';

function Example({ label }: { label: string }) {
  return <Text>{label}</Text>;
}

/** A stand-in loader: './Broken' fails, anything else resolves after a short delay. */
setRemoteLoader(
  (_remote, expose) =>
    new Promise((resolve, reject) =>
      setTimeout(() => (expose === './Broken' ? reject(new Error('remote down')) : resolve({ default: Example })), 400),
    ),
);

/** RemoteComponent with the example module's prop (`label`). */
function ExampleRemote(props: RemoteComponentProps<{ label: string }>) {
  return <RemoteComponent<{ label: string }> {...props} />;
}

const meta = {
  title: 'Federation/RemoteComponent',
  component: ExampleRemote,
  args: { remote: 'mfe_residents', expose: './NotesTab', label: 'Content exposed by another remote' },
} satisfies Meta<typeof ExampleRemote>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Unavailable: Story = { args: { expose: './Broken', area: 'Notes' } };
