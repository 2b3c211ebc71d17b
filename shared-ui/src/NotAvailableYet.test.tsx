import { screen } from '@testing-library/react';
import { renderUi } from '../test/render';
import { NotAvailableYet } from './NotAvailableYet';

test('names the screen and says which area is coming', () => {
  renderUi(<NotAvailableYet title="Statements" area="Billing" />);
  expect(screen.getByRole('heading', { level: 1, name: 'Statements' })).toBeInTheDocument();
  expect(screen.getByText('This screen is not available yet.')).toBeInTheDocument();
  expect(screen.getByText('It belongs to the Billing area and is coming in a later release.')).toBeInTheDocument();
});

test('without an area, says that the screen is coming', () => {
  renderUi(<NotAvailableYet title="Reports" />);
  expect(screen.getByText('It is coming in a later release.')).toBeInTheDocument();
});
