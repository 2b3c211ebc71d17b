import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { NotAvailableYet } from './NotAvailableYet';

const meta = { title: 'Feedback/NotAvailableYet', component: NotAvailableYet } satisfies Meta<typeof NotAvailableYet>;
export default meta;

export const PlannedScreen: StoryObj<typeof meta> = { args: { title: 'Statements', area: 'Billing' } };
