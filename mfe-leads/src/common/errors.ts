/** Reading API errors (400 `{ modelState }`, 403/404/409 `{ message }`, offline) the same way on every leads screen. */
import { httpStatus, isCanceled } from 'shared-auth';
import { modelStateMessages, modelStateSummary } from 'shared-domain';

interface HttpErrorLike {
  name?: string;
  code?: string;
  response?: { status?: number; data?: unknown };
}

/** No answer at all (offline, server down). */
export function isOffline(err: unknown): boolean {
  const e = err as HttpErrorLike | null;
  return !!e && !e.response && !isCanceled(err);
}

/** The server's own words: every model-state message of a 400, or the `message` of a 403/404/409 body. */
export function serverMessages(err: unknown): string[] {
  const status = httpStatus(err);
  if (status === 400) {
    const ms = modelStateMessages(err);
    if (ms.length) return ms;
  }
  const data = (err as HttpErrorLike | null)?.response?.data as { message?: unknown; exceptionMessage?: unknown } | undefined;
  if (status && status < 500 && typeof data?.message === 'string' && data.message) return [data.message];
  return [];
}

/** Field -> messages joined by commas (a 400's model state). */
export function fieldErrors(err: unknown): Record<string, string> {
  return httpStatus(err) === 400 ? modelStateSummary(err) : {};
}
