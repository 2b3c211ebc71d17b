import { HStack, Spinner, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LoadFailure } from './LoadFailure';
import { notify } from './notify';

export type LoadState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' };

/**
 * Loads a facility's data (e.g. a dashboard): once the facility is known, again whenever it changes, and on `retry()`.
 * An answer that arrives after the facility changed is dropped (the request is aborted). A failure sets
 * `{ status: 'error' }` and toasts `errorMessage`.
 */
export function useFacilityData<T>(
  facilityId: number | null | undefined,
  load: (signal: AbortSignal) => Promise<T>,
  errorMessage: string,
): { state: LoadState<T>; retry: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const latest = useRef({ load, errorMessage });
  latest.current = { load, errorMessage };

  useEffect(() => {
    if (facilityId === undefined || facilityId === null) return undefined;
    const controller = new AbortController();
    setState({ status: 'loading' });
    latest.current
      .load(controller.signal)
      .then((data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setState({ status: 'error' });
        notify.error(latest.current.errorMessage);
      });
    return () => controller.abort();
  }, [facilityId, attempt]);

  return { state, retry };
}

export interface LoadStatusProps {
  state: LoadState<unknown>;
  /** E.g. 'Loading dashboard…'. */
  loadingText: string;
  errorMessage: string;
  onRetry: () => void;
}

/** While loading: a spinner and `loadingText` (role status); on error: the kit's LoadFailure panel (message and Retry). */
export function LoadStatus({ state, loadingText, errorMessage, onRetry }: LoadStatusProps) {
  if (state.status === 'loading') {
    return (
      <HStack gap="3" py="10" justify="center" role="status">
        <Spinner colorPalette="brand" />
        <Text>{loadingText}</Text>
      </HStack>
    );
  }
  if (state.status === 'error') return <LoadFailure message={errorMessage} onRetry={onRetry} />;
  return null;
}
