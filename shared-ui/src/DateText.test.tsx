import { screen } from '@testing-library/react';
import { renderUi } from '../test/render';
import { DateText } from './DateText';

test('formats as DD MMM YYYY in a time element', () => {
  renderUi(<DateText value="2026-03-05T00:00:00Z" />);
  const el = screen.getByText('05 Mar 2026');
  expect(el.tagName).toBe('TIME');
  expect(el).toHaveAttribute('datetime', '2026-03-05');
});

test('shows the placeholder without a date', () => {
  renderUi(<DateText value={null} placeholder="-" />);
  expect(screen.getByText('-')).toBeInTheDocument();
});
