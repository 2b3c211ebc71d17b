import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test/render';
import { LoadStatus } from './FacilityData';

test('LoadStatus shows the loading text while loading', () => {
  renderUi(
    <LoadStatus state={{ status: 'loading' }} loadingText="Loading figures…" errorMessage="Unable to load." onRetry={() => {}} />,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Loading figures…');
});

test('LoadStatus shows the message with Retry on a failure', async () => {
  const onRetry = jest.fn();
  renderUi(
    <LoadStatus state={{ status: 'error' }} loadingText="Loading figures…" errorMessage="Unable to load." onRetry={onRetry} />,
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Unable to load.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('LoadStatus renders nothing once ready', () => {
  renderUi(<LoadStatus state={{ status: 'ready', data: 1 }} loadingText="Loading…" errorMessage="Failed." onRetry={() => {}} />);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
