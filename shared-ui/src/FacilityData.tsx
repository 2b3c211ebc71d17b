import { HStack, Spinner, Text } from '@chakra-ui/react';
import { LoadFailure } from './LoadFailure';

/** Where a screen's load stands (the screen's query hook answers it; LoadStatus shows the loading and failed states). */
export type LoadState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' };

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
