import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../test/render';
import { SERVICE_RATES_TEXT as T, ServiceRatesButton, ServiceRatesTable } from './ServiceRates';

const RATES = [
  { startDate: '2025-07-01', endDate: '2025-12-31', value: '4.50' },
  { startDate: '2026-01-01', endDate: '2026-06-30', value: '5.00' },
  { startDate: '2026-07-01', endDate: null, value: '5.50' },
];

test('the rates: AMOUNT and EFFECTIVE DATE (dd MMM yyyy), the rate in force on the day marked latest', () => {
  renderUi(<ServiceRatesTable rates={RATES} label="Rates: Newspapers" today="2026-03-15" />);
  const table = screen.getByRole('table', { name: 'Rates: Newspapers' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual([T.amount, T.effectiveDate]);
  const rows = within(table).getAllByTestId('service-rate-row');
  expect(rows.map((r) => r.textContent)).toEqual(['$4.5001 Jul 2025', '$5.0001 Jan 2026 latest', '$5.5001 Jul 2026']);
  expect(rows[1]).toHaveAttribute('aria-current', 'true');
  expect(rows[0]).not.toHaveAttribute('data-latest');
});

test('the popover: the current rate opens the service rates, and closes', async () => {
  renderUi(<ServiceRatesButton service="Newspapers" rates={RATES} currentRate="5.00" today="2026-03-15" />);
  const button = screen.getByRole('button', { name: 'Rates: Newspapers, $5.00' });
  expect(button).toHaveTextContent('$5.00');
  await userEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Newspapers rates' });
  expect(within(dialog).getByText(T.latest).closest('tr')).toHaveTextContent('$5.00');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
