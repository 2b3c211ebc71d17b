/** Loads a lead (GET leads/{id}) for the lead page and the edit form; reload after a change. */
import { useCallback, useEffect, useState } from 'react';
import type { Lead } from 'shared-domain/lead-types';
import { notify } from 'shared-ui';
import * as api from '../api';
import { httpStatus, isCanceled } from './errors';

export type LeadState =
  | { status: 'loading' }
  | { status: 'ready'; lead: Lead }
  | { status: 'error'; notFound: boolean };

export const LEAD_LOAD_ERROR = 'Unexpected error while attempting to get enquiry';

export function useLead(residentId: number, facilityId: number | undefined): { state: LeadState; reload: () => void } {
  const [state, setState] = useState<LeadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!facilityId || !Number.isFinite(residentId)) return undefined;
    const ctrl = new AbortController();
    api.fetchLead(residentId, ctrl.signal)
      .then((lead) => { if (!ctrl.signal.aborted) setState({ status: 'ready', lead }); })
      .catch((err) => {
        if (ctrl.signal.aborted || isCanceled(err)) return;
        const notFound = httpStatus(err) === 404;
        if (!notFound) notify.error(LEAD_LOAD_ERROR);
        setState({ status: 'error', notFound });
      });
    return () => ctrl.abort();
  }, [residentId, facilityId, attempt]);
  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  return { state, reload };
}
