import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SimpleGrid } from './chakra';
import { StatCard } from './StatCard';

const meta = { title: 'Data/StatCard', component: StatCard } satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHelpText: Story = { args: { label: 'Supported residents', value: '41.25%', helpText: '1.25% above threshold' } };

export const Grid: Story = {
  args: { label: '', value: '' },
  render: () => (
    <SimpleGrid columns={{ base: 1, md: 4 }} gap="4" p="6">
      <StatCard label="Registered beds" value={120} />
      <StatCard label="Permanent residents" value={98} />
      <StatCard label="Respite residents" value={6} />
      <StatCard label="Vacancy" value={16} />
    </SimpleGrid>
  ),
};
