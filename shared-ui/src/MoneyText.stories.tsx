import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MoneyText } from './MoneyText';

const meta = { title: 'Data/MoneyText', component: MoneyText } satisfies Meta<typeof MoneyText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Amount: Story = { args: { value: '1234.5' } };
export const Negative: Story = { args: { value: -42 } };
export const Missing: Story = { args: { value: null, placeholder: 'n/a' } };
