import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ExportProgressDialog } from './ExportProgress';

const meta = {
  title: 'Feedback/Export progress',
  component: ExportProgressDialog,
  args: {
    open: true,
    title: 'Exporting Movements',
    received: 3_250_000,
    total: null,
    elapsedMs: 7_400,
    rows: 104_230,
    onCancel: () => {},
  },
} satisfies Meta<typeof ExportProgressDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A streamed export: the server sends no length, so the bar is indeterminate. */
export const Streaming: Story = {};
/** A file whose length is known: the bar shows how much has come. */
export const KnownLength: Story = { args: { total: 6_500_000 } };
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
