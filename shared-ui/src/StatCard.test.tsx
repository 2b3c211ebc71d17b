import { screen } from '@testing-library/react';
import { renderUi } from '../test/render';
import { StatCard } from './StatCard';

test('shows label, value and help text', () => {
  renderUi(<StatCard label="Supported ratio" value="41.25%" helpText="1.25% above threshold" />);
  expect(screen.getByText('Supported ratio')).toBeInTheDocument();
  expect(screen.getByText('41.25%')).toBeInTheDocument();
  expect(screen.getByText('1.25% above threshold')).toBeInTheDocument();
});

test('help text is optional', () => {
  renderUi(<StatCard label="Registered beds" value={120} />);
  expect(screen.getByText('120')).toBeInTheDocument();
});

test('a definition list of dt/dd only: the help text is a dd (axe "definition-list")', () => {
  renderUi(<StatCard label="Supported ratio" value="41.25%" helpText="1.25% above threshold" />);
  const dl = screen.getByText('Supported ratio').closest('dl')!;
  expect([...dl.children].map((c) => c.tagName)).toEqual(['DT', 'DD', 'DD']);
});
