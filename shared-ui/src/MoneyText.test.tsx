import { screen } from '@testing-library/react';
import { renderUi } from '../test/render';
import { MoneyText } from './MoneyText';

test('formats as currency with 2 decimals', () => {
  renderUi(<MoneyText value="1234.5" />);
  expect(screen.getByText('$1,234.50')).toBeInTheDocument();
});

test('shows the placeholder without an amount', () => {
  renderUi(<MoneyText value={undefined} placeholder="n/a" />);
  expect(screen.getByText('n/a')).toBeInTheDocument();
});
