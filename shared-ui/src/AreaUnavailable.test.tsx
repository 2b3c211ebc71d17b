import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test/render';
import { AreaUnavailable } from './AreaUnavailable';

test('says the area is unavailable and retries', async () => {
  const onRetry = jest.fn();
  renderUi(<AreaUnavailable area="Residents" onRetry={onRetry} />);
  expect(screen.getByRole('alert')).toHaveTextContent('This area is unavailable');
  expect(screen.getByText(/The Residents area could not be loaded/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
