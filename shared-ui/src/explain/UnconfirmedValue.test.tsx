import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../test/render';
import { UNCONFIRMED_TEXT, UnconfirmedValue } from './UnconfirmedValue';

test('a warning badge named after its figure that opens what is missing and where to enter it', async () => {
  renderUi(<UnconfirmedValue of="NWAU 0.5000" help="Enter the published figure in Funding - Care funding rates." />);
  const badge = screen.getByRole('button', { name: 'Unconfirmed: NWAU 0.5000' });
  expect(badge).toHaveTextContent(UNCONFIRMED_TEXT.label);
  await userEvent.click(badge);
  const dialog = await screen.findByRole('dialog', { name: UNCONFIRMED_TEXT.title });
  expect(dialog).toHaveTextContent('Enter the published figure in Funding - Care funding rates.');
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
