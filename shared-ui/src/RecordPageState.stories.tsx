import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RecordPageState } from './RecordPageState';

const meta = { title: 'Layout/RecordPageState', component: RecordPageState } satisfies Meta<typeof RecordPageState>;
export default meta;

const query = (isError: boolean) => ({ error: null, isError, isFetching: !isError, refetch: () => undefined });

export const Loading: StoryObj<typeof meta> = {
  args: { title: 'Resident', record: 'resident', query: query(false), notFound: false },
};
export const NotFound: StoryObj<typeof meta> = { args: { title: 'Lead', record: 'lead', query: query(true), notFound: true } };
export const LoadError: StoryObj<typeof meta> = {
  args: { title: 'Resident', record: 'resident', query: query(true), notFound: false },
};
