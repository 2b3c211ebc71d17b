import { Alert, Button } from '@chakra-ui/react';

export interface LoadFailureProps {
  /** What failed, in the seed's words (e.g. 'Unable to display financials.'). */
  message: string;
  /** Loads again; without it the panel only informs (nothing a second attempt could change). */
  onRetry?: () => void;
  /** A retry is under way: the button shows its spinner and is not pressed twice. */
  retrying?: boolean;
  /** The button's text. */
  retryLabel?: string;
  'data-testid'?: string;
}

/**
 * The kit's one load-failure panel: the message (role alert) and a Retry button beside it. Every screen, tab and list
 * whose data could not be loaded shows this, so a failure looks and recovers alike everywhere (LoadStatus, the list
 * kit's PagedList and the resident record's finance tabs use it).
 */
export function LoadFailure({ message, onRetry, retrying = false, retryLabel = 'Retry', ...rest }: LoadFailureProps) {
  return (
    <Alert.Root status="error" role="alert" data-testid={rest['data-testid']}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      {onRetry ? (
        <Button size="sm" variant="outline" minH={{ base: '11', lg: '8' }} loading={retrying} onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </Alert.Root>
  );
}
