import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../test/render';
import { FigureLine, ValueLine } from './FigureLine';

test('a figure on its line: the label, the amount that opens its explanation', async () => {
  renderUi(
    <FigureLine
      label="Accrued DMF"
      testId="figure-accrued"
      figure={{ value: '1234.5', formula: 'Accrued DMF = ...', inputs: [{ label: 'DMF unit price', value: '$500,000.00' }] }}
    />,
  );
  const line = screen.getByTestId('figure-accrued');
  expect(line).toHaveTextContent('Accrued DMF');
  await userEvent.click(within(line).getByRole('button', { name: /Accrued DMF: \$1,234\.50/ }));
  expect(within(await screen.findByRole('dialog', { name: 'Accrued DMF' })).getByText('$500,000.00')).toBeInTheDocument();
});

test('a figure that cannot be computed says why under it (as a warning when flagged); none that does not apply', () => {
  const { rerender } = renderUi(
    <FigureLine
      label="Capital gain"
      testId="figure-gain"
      flagMissing
      figure={{ value: null, formula: 'Capital gain = ...', inputs: [], missing: 'No settlement price yet.' }}
    />,
  );
  expect(screen.getByTestId('figure-gain-flag')).toHaveTextContent('No settlement price yet.');
  rerender(<FigureLine label="Capital gain" testId="figure-gain" figure={null} />);
  expect(screen.queryByTestId('figure-gain')).toBeNull();
});

test('a labelled value with what goes with it', () => {
  renderUi(
    <ValueLine label="Agreed price" extra={<button type="button">History</button>} testId="line">
      $500,000.00
    </ValueLine>,
  );
  expect(screen.getByTestId('line')).toHaveTextContent('Agreed price$500,000.00History');
});
