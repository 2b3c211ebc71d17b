import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test/render';
import { LoadStatus, useFacilityData } from './FacilityData';
import { notify } from './notify';

function Probe({ facilityId, load }: { facilityId: number | null | undefined; load: (signal: AbortSignal) => Promise<string> }) {
  const { state, retry } = useFacilityData(facilityId, load, 'Unable to load.');
  return (
    <>
      <LoadStatus state={state} loadingText="Loading figures…" errorMessage="Unable to load." onRetry={retry} />
      {state.status === 'ready' ? <p data-testid="data">{state.data}</p> : null}
    </>
  );
}

afterEach(() => jest.restoreAllMocks());

test('waits for the facility, then loads and shows the data', async () => {
  const load = jest.fn(async () => 'figures of 1');
  const { rerender } = renderUi(<Probe facilityId={undefined} load={load} />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading figures…');
  expect(load).not.toHaveBeenCalled();
  rerender(<Probe facilityId={1} load={load} />);
  expect(await screen.findByTestId('data')).toHaveTextContent('figures of 1');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('reloads when the facility changes and drops the older answer', async () => {
  let resolveFirst: (v: string) => void = () => {};
  const signals: AbortSignal[] = [];
  const load = jest.fn((signal: AbortSignal) => {
    signals.push(signal);
    return signals.length === 1
      ? new Promise<string>((r) => {
          resolveFirst = r;
        })
      : Promise.resolve('figures of 2');
  });
  const { rerender } = renderUi(<Probe facilityId={1} load={load} />);
  rerender(<Probe facilityId={2} load={load} />);
  expect(await screen.findByTestId('data')).toHaveTextContent('figures of 2');
  expect(signals[0].aborted).toBe(true);
  await act(async () => resolveFirst('figures of 1'));
  expect(screen.getByTestId('data')).toHaveTextContent('figures of 2');
});

test('a failure shows the message with Retry and toasts it; Retry loads again', async () => {
  const toast = jest.spyOn(notify, 'error').mockImplementation(() => undefined as never);
  const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('figures');
  renderUi(<Probe facilityId={1} load={load} />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Unable to load.');
  expect(toast).toHaveBeenCalledWith('Unable to load.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(screen.getByTestId('data')).toHaveTextContent('figures'));
  expect(load).toHaveBeenCalledTimes(2);
});

test('LoadStatus renders nothing once ready', () => {
  renderUi(<LoadStatus state={{ status: 'ready', data: 1 }} loadingText="Loading…" errorMessage="Failed." onRetry={() => {}} />);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
