import { screen } from '@testing-library/react';
import { renderUi } from '../test/render';
import { Button } from './chakra';
import { PageLayout } from './PageLayout';

test('renders the title as h1, the actions and the content', () => {
  renderUi(
    <PageLayout title="Residents" actions={<Button>Add</Button>}>
      <p>content</p>
    </PageLayout>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Residents' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  expect(screen.getByText('content')).toBeInTheDocument();
});
