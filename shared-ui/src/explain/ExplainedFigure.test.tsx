import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../test/render';
import { ExplainedFigure } from './ExplainedFigure';

test('the figure opens its explanation: formula, inputs with their dates and sources, result', async () => {
  renderUi(
    <ExplainedFigure
      label="Calculated RAC"
      format={(v) => `$${v}`}
      explained={{
        value: '365000.00',
        formula: 'RAC = 365 x DAC / (MPIR / 100)',
        inputs: [
          {
            label: 'Daily accommodation contribution',
            value: '$76.10',
            effectiveDate: '2025-11-03',
            source: "The resident's fees",
          },
          { label: 'MPIR', value: '7.61%', effectiveDate: '2025-10-01', source: 'Funding - Fees and Charges' },
        ],
      }}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: /Calculated RAC: \$365000\.00/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Calculated RAC' });
  expect(within(dialog).getByText('RAC = 365 x DAC / (MPIR / 100)')).toBeInTheDocument();
  expect(within(dialog).getByText('Funding - Fees and Charges')).toBeInTheDocument();
  expect(within(dialog).getByText('03 Nov 2025')).toBeInTheDocument();
  expect(within(dialog).getAllByText('$365000.00').length).toBeGreaterThan(0);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a figure that cannot be computed says what is missing', async () => {
  renderUi(
    <ExplainedFigure
      label="Calculated RAC"
      explained={{ value: null, formula: 'RAC = 365 x DAC / (MPIR / 100)', inputs: [], missing: 'Ensure MPIR is set' }}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: /Calculated RAC: not computed/ }));
  expect(await screen.findByText('Ensure MPIR is set')).toBeInTheDocument();
});
