/**
 * A long export's progress (docs/design-system.md "Exports"): a download that is still running after a second shows a
 * dialog with the bytes received, the time it has taken and the rows being exported, and a Cancel button that aborts
 * it. A quick one shows nothing. The download itself is the caller's (shared-auth/downloads `downloadWithProgress`);
 * this entry only times it, shows it and cancels it, so the funding and leads exports can use it as the reports do.
 * Built only from what the 'shared-ui' entry exports (imported by name), like the kit's other entries.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, DialogFrame, Progress, Stack, Text } from 'shared-ui';

/** How long a download runs before its progress is shown. */
export const PROGRESS_DELAY_MS = 1000;

export interface ExportProgressState {
  /** Bytes received so far. */
  received: number;
  /** The file's length when the server sent one (a streamed export sends none). */
  total: number | null;
  /** Milliseconds since the download started. */
  elapsedMs: number;
  /** How many rows are being exported (the table's total), when known. */
  rows: number | null;
}

/** '0 B', '512 B', '1.5 KB', '12.3 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** '0:07', '1:05', '1:02:03'. */
export function formatElapsed(ms: number): string {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

export interface ExportProgressDialogProps extends ExportProgressState {
  open: boolean;
  /** The dialog's title, e.g. 'Exporting Units report'. */
  title: string;
  onCancel: () => void;
}

export function ExportProgressDialog({ open, title, received, total, elapsedMs, rows, onCancel }: ExportProgressDialogProps) {
  const percent = total ? Math.min(100, Math.round((received / total) * 100)) : null;
  return (
    <DialogFrame
      open={open}
      title={title}
      role="alertdialog"
      // Escape cancels, like the Cancel button; a stray click beside the dialog does not stop a long export.
      onClose={onCancel}
      closeOnInteractOutside={false}
      footer={
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      }
    >
      <Stack gap="3">
        <Progress.Root
          value={percent}
          size="sm"
          colorPalette="brand"
          aria-label="Export progress"
          aria-valuetext={percent === null ? `${formatBytes(received)} received` : `${percent}%`}
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Stack gap="1" role="status" aria-live="polite" data-testid="export-progress">
          {rows !== null ? <Text>{`Exporting ${rows.toLocaleString('en-AU')} ${rows === 1 ? 'row' : 'rows'}`}</Text> : null}
          <Text>{`Received ${formatBytes(received)}${total ? ` of ${formatBytes(total)}` : ''}`}</Text>
          <Text>{`Elapsed time ${formatElapsed(elapsedMs)}`}</Text>
        </Stack>
      </Stack>
    </DialogFrame>
  );
}

/** What the download is given: where to report its bytes and the signal that cancels it. */
export interface ExportRun {
  onProgress: (received: number, total: number | null) => void;
  signal: AbortSignal;
}

export type ExportOutcome = 'done' | 'cancelled';

export interface UseExportProgress {
  /** True while a download runs (an Export button shows it busy). */
  running: boolean;
  /**
   * Runs a download: resolves 'done', or 'cancelled' when the user cancelled it; rejects with its error when it
   * failed (the caller shows its own message).
   */
  run: (download: (run: ExportRun) => Promise<void>, info?: { rows?: number | null }) => Promise<ExportOutcome>;
  /** Props of the ExportProgressDialog to render (without its title). */
  dialog: Omit<ExportProgressDialogProps, 'title'>;
}

const IDLE: ExportProgressState = { received: 0, total: null, elapsedMs: 0, rows: null };

/** Times, shows and cancels one download at a time; the dialog opens once it has run `delayMs`. */
export function useExportProgress({ delayMs = PROGRESS_DELAY_MS }: { delayMs?: number } = {}): UseExportProgress {
  const [running, setRunning] = useState(false);
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<ExportProgressState>(IDLE);
  const controller = useRef<AbortController | null>(null);

  // A page that goes away cancels its download.
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback<UseExportProgress['run']>(
    async (download, info = {}) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      // A monotonic clock: the elapsed time is not the wall clock's (which a test or the user may set).
      const started = performance.now();
      setState({ ...IDLE, rows: info.rows ?? null });
      setRunning(true);
      const show = setTimeout(() => setOpen(true), delayMs);
      const tick = setInterval(() => setState((s) => ({ ...s, elapsedMs: performance.now() - started })), 250);
      try {
        await download({
          signal: abort.signal,
          onProgress: (received, total) => setState((s) => ({ ...s, received, total, elapsedMs: performance.now() - started })),
        });
        return 'done';
      } catch (error) {
        if (abort.signal.aborted) return 'cancelled';
        throw error;
      } finally {
        clearTimeout(show);
        clearInterval(tick);
        if (controller.current === abort) {
          controller.current = null;
          setRunning(false);
          setOpen(false);
        }
      }
    },
    [delayMs],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { running, run, dialog: { open, onCancel: cancel, ...state } };
}
