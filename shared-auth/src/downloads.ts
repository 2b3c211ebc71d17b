/**
 * File downloads from the API (spreadsheet exports, workbooks, statement files): one home for every remote. Its own
 * entry (`shared-auth/downloads`), so a first page that never downloads does not carry it.
 */
// Through the package's own name, not './api': a remote bundles this entry itself (it is not shared) and a relative
// import would give it its own copy of the client, without the shell's session (no token, no facility: 401).
import { apiClient } from 'shared-auth';

/** Starts the browser's download of a blob under a file name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The file name of a content-disposition header ('attachment; filename="PaymentsReport.xlsx"'), or null. */
export function fileNameOf(contentDisposition: unknown): string | null {
  if (typeof contentDisposition !== 'string') return null;
  const m = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(contentDisposition);
  return m ? decodeURIComponent(m[1].trim()) : null;
}

/** A binary answer and the file name the server gave it (null when it gave none). */
export async function fetchFile(path: string, params: object = {}): Promise<{ blob: Blob; fileName: string | null }> {
  const query: Record<string, unknown> = { ...params };
  const res = await apiClient().get<Blob>(path, { params: query, responseType: 'blob' });
  return { blob: res.data, fileName: fileNameOf(res.headers['content-disposition']) };
}

/**
 * Downloads a binary answer and saves it under `fileName`, the name the seed gives the file (or the server's own name,
 * when `preferServerName` and it sends one: the workbooks named by facility and date).
 */
export async function downloadFile(path: string, params: object, fileName: string, preferServerName = false): Promise<void> {
  const file = await fetchFile(path, params);
  saveBlob(file.blob, (preferServerName ? file.fileName : null) ?? fileName);
}

export interface DownloadProgressOptions {
  /** Told the bytes received so far and the file's length when the server sent one (a streamed export sends none). */
  onProgress?: (received: number, total: number | null) => void;
  /** Aborting it cancels the request (the download rejects with a cancelled error: shared-auth `isCanceled`). */
  signal?: AbortSignal;
  /** Save under the server's own file name when it sends one. */
  preferServerName?: boolean;
}

/**
 * Downloads a binary answer as it arrives, telling `onProgress` how much has come, and saves it under `fileName` (a
 * long export: the screen shows its progress and can cancel it through `signal`). Nothing is saved when it is
 * cancelled or fails.
 */
export async function downloadWithProgress(
  path: string,
  params: object,
  fileName: string,
  { onProgress, signal, preferServerName = false }: DownloadProgressOptions = {},
): Promise<void> {
  const query: Record<string, unknown> = { ...params };
  const res = await apiClient().get<Blob>(path, {
    params: query,
    responseType: 'blob',
    signal,
    ...(onProgress ? { onDownloadProgress: onProgress } : {}),
  });
  saveBlob(res.data, (preferServerName ? fileNameOf(res.headers['content-disposition']) : null) ?? fileName);
}
