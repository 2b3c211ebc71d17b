import { screen } from '@testing-library/react';
import { renderUi } from '../test/render';
import { NotAvailableYet } from './NotAvailableYet';

test('names the screen, its area and the issue that brings it', () => {
  renderUi(<NotAvailableYet title="Residents" area="Residents" issue={3} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Residents' })).toBeInTheDocument();
  expect(screen.getByText('This screen is not available yet.')).toBeInTheDocument();
  expect(screen.getByText('It belongs to the Residents area and is planned for issue 3.')).toBeInTheDocument();
});

test('works without area and issue', () => {
  renderUi(<NotAvailableYet title="Reports" />);
  expect(screen.getByText('It and is planned for a later release.')).toBeInTheDocument();
});
