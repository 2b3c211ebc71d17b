import { Box, Progress } from '@chakra-ui/react';
import { useLoading } from './loading';

export interface LoadingIndicatorProps {
  /** Forces the indicator on (e.g. for a story); otherwise it follows the global loading counter. */
  active?: boolean;
}

/** A thin indeterminate bar fixed at the top of the window, shown while anything is loading (see `startLoading`). */
export function LoadingIndicator({ active }: LoadingIndicatorProps) {
  const loading = useLoading();
  if (!(active ?? loading)) return null;
  return (
    <Box position="fixed" top="0" left="0" right="0" zIndex="toast" pointerEvents="none">
      <Progress.Root value={null} size="xs" colorPalette="brand" translations={{ value: () => 'Loading' }}>
        <Progress.Track borderRadius="0" aria-label="Loading">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}
