/**
 * `shared-ui/export`, a long export's progress (docs/design-system.md "Exports"): `useExportProgress` times, shows and
 * cancels a download, `ExportProgressDialog` shows its bytes, elapsed time and rows with a Cancel button. An entry of its
 * own, a federation singleton, loaded only by the screens that export; it imports shared-ui by name, never by path.
 */
export {
  ExportProgressDialog,
  useExportProgress,
  formatBytes,
  formatElapsed,
  PROGRESS_DELAY_MS,
  type ExportOutcome,
  type ExportProgressDialogProps,
  type ExportProgressState,
  type ExportRun,
  type UseExportProgress,
} from './ExportProgress';
