import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test/render';
import { LoadFailure } from './LoadFailure';

test('the message as an alert and Retry beside it', async () => {
  const onRetry = jest.fn();
  renderUi(<LoadFailure message="Unable to display financials." onRetry={onRetry} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Unable to display financials.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('without onRetry it only informs; while retrying the button is busy', () => {
  const { rerender } = renderUi(<LoadFailure message="Could not load." />);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  rerender(<LoadFailure message="Could not load." onRetry={() => {}} retrying />);
  expect(screen.getByRole('button')).toBeDisabled();
});
