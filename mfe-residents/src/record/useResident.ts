import { useCallback, useEffect, useState } from 'react';
import type { ResidentDetail } from 'shared-domain/resident-types';
import { RECORD_MESSAGES } from 'shared-domain/resident-record';
import { notify } from 'shared-ui';
import { fetchResident } from '../api/record';

export type ResidentState = { status: 'loading' } | { status: 'ready'; resident: ResidentDetail } | { status: 'error'; notFound: boolean };

/** Loads GET residents/{id}; `reload()` fetches it again (after an action changed it). */
export function useResident(residentId: number, facilityId: number | undefined) {
  const [state, setState] = useState<ResidentState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  useEffect(() => {
    if (!Number.isInteger(residentId) || residentId < 1) {
      setState({ status: 'error', notFound: true });
      return undefined;
    }
    if (facilityId === undefined) return undefined;
    const controller = new AbortController();
    fetchResident(residentId, controller.signal)
      .then((resident) => { if (!controller.signal.aborted) setState({ status: 'ready', resident }); })
      .catch((err: { response?: { status?: number } }) => {
        if (controller.signal.aborted) return;
        const nf = err?.response?.status === 404;
        setState({ status: 'error', notFound: nf });
        notify.error(RECORD_MESSAGES.residentLoadError);
      });
    return () => controller.abort();
  }, [residentId, facilityId, attempt]);
  return { state, reload, setState };
}
