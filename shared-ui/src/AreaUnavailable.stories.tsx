import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AreaUnavailable } from './AreaUnavailable';

const meta = { title: 'Feedback/AreaUnavailable', component: AreaUnavailable, args: { onRetry: () => {} } } satisfies Meta<
  typeof AreaUnavailable
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NamedArea: Story = { args: { area: 'Residents' } };
export const Generic: Story = {};
