import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi } from '../../test/render';
import { ExportProgressDialog, formatBytes, formatElapsed, useExportProgress, type ExportRun } from './ExportProgress';

/** A page with an Export button whose download the test drives by hand. */
function ExportButton({ rows, onOutcome }: { rows: number | null; onOutcome: (outcome: string) => void }) {
  const exporter = useExportProgress();
  const [message, setMessage] = useState('');
  return (
    <>
      <button
        type="button"
        disabled={exporter.running}
        onClick={() => void exporter.run((run) => download(run), { rows }).then(onOutcome, (e: Error) => setMessage(e.message))}
      >
        Export
      </button>
      <p>{message}</p>
      <ExportProgressDialog title="Exporting Units report" {...exporter.dialog} />
    </>
  );
}

let current: { run: ExportRun; resolve: () => void; reject: (e: Error) => void } | null = null;
function download(run: ExportRun): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    current = { run, resolve, reject };
    run.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  current = null;
});
afterEach(() => jest.useRealTimers());

const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

test('a quick download shows no dialog', async () => {
  const onOutcome = jest.fn();
  renderUi(<ExportButton rows={12} onOutcome={onOutcome} />);
  await user().click(screen.getByRole('button', { name: 'Export' }));
  expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  act(() => jest.advanceTimersByTime(900));
  await act(async () => current!.resolve());
  act(() => jest.advanceTimersByTime(2000));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(onOutcome).toHaveBeenCalledWith('done');
  expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
});

test('after a second the progress shows: rows, bytes received, elapsed time', async () => {
  renderUi(<ExportButton rows={1234} onOutcome={() => undefined} />);
  await user().click(screen.getByRole('button', { name: 'Export' }));
  act(() => jest.advanceTimersByTime(999));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  act(() => current!.run.onProgress(2048, null));
  act(() => jest.advanceTimersByTime(1100));
  const dialog = await screen.findByRole('alertdialog', { name: 'Exporting Units report' });
  const status = within(dialog).getByTestId('export-progress');
  expect(status).toHaveTextContent('Exporting 1,234 rows');
  expect(status).toHaveTextContent('Received 2.0 KB');
  expect(status).toHaveTextContent('Elapsed time 0:02');
  act(() => current!.run.onProgress(3 * 1024 * 1024, 6 * 1024 * 1024));
  expect(status).toHaveTextContent('Received 3.0 MB of 6.0 MB');
  expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  await act(async () => current!.resolve());
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('Cancel aborts the request and closes the dialog; the outcome is cancelled, not an error', async () => {
  const onOutcome = jest.fn();
  renderUi(<ExportButton rows={null} onOutcome={onOutcome} />);
  const u = user();
  await u.click(screen.getByRole('button', { name: 'Export' }));
  act(() => jest.advanceTimersByTime(1500));
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).queryByText(/^Exporting \d/)).not.toBeInTheDocument();
  const signal = current!.run.signal;
  await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(signal.aborted).toBe(true);
  await act(async () => undefined);
  expect(onOutcome).toHaveBeenCalledWith('cancelled');
  // The dialog leaves with Chakra's exit (its presence settles after the state change, a moment later on a busy machine).
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
});

test('a failed download rejects with its error for the page to show', async () => {
  renderUi(<ExportButton rows={3} onOutcome={() => undefined} />);
  await user().click(screen.getByRole('button', { name: 'Export' }));
  await act(async () => current!.reject(new Error('Error occurred while exporting settlements report')));
  expect(screen.getByText('Error occurred while exporting settlements report')).toBeInTheDocument();
});

test('formats bytes and elapsed time', () => {
  expect([0, 512, 1536, 12.34 * 1024 * 1024].map(formatBytes)).toEqual(['0 B', '512 B', '1.5 KB', '12.3 MB']);
  expect([0, 7000, 65_000, 3_723_000].map(formatElapsed)).toEqual(['0:00', '0:07', '1:05', '1:02:03']);
});
