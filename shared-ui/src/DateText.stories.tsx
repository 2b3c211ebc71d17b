import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { DateText } from './DateText';

const meta = { title: 'Data/DateText', component: DateText } satisfies Meta<typeof DateText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DateOnly: Story = { args: { value: '2026-03-05' } };
export const UtcInstant: Story = { args: { value: '2026-11-21T00:00:00Z' } };
export const Missing: Story = { args: { value: null, placeholder: '-' } };
