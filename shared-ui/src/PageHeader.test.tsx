import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderUi } from '../test/render';
import { ActionBar } from './ActionBar';
import { Badge } from './chakra';
import { PageHeader } from './PageHeader';

test('the title as the h1, the subtitle under it and the actions', () => {
  renderUi(
    <MemoryRouter>
      <PageHeader
        title="Hoa Burke"
        subtitle={<Badge>Permanent resident</Badge>}
        actions={<ActionBar label="Resident actions" primary={{ label: 'Edit', to: '/editResident/7' }} />}
      />
    </MemoryRouter>,
  );
  const h1 = screen.getByRole('heading', { level: 1, name: 'Hoa Burke' });
  const header = screen.getByTestId('page-header');
  expect(header).toContainElement(h1);
  expect(screen.getByText('Permanent resident')).toBeInTheDocument();
  // The title comes first in the reading order, then the actions.
  const link = screen.getByRole('link', { name: 'Edit' });
  expect(h1.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('no subtitle and no actions: only the title', () => {
  renderUi(<PageHeader title="Dashboard" />);
  expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.queryByRole('group')).not.toBeInTheDocument();
});
