import { Box, Button, Heading, Text, VStack } from '@chakra-ui/react';
import { AREA_UNAVAILABLE } from 'shared-domain/messages';

export interface AreaUnavailableProps {
  /** Called by the Retry button (e.g. reset the error boundary and load the remote again). */
  onRetry: () => void;
  /** Optional name of the area, e.g. 'Residents'. */
  area?: string;
}

/** Shown inside an area whose code failed to load or threw; the rest of the product keeps working. */
export function AreaUnavailable({ onRetry, area }: AreaUnavailableProps) {
  return (
    <Box role="alert" borderWidth="1px" borderColor="border" bg="bg.subtle" rounded="l3" p="8" my="6" mx="auto" maxW="xl">
      <VStack gap="3" textAlign="center">
        <Heading as="h2" size="lg">
          {AREA_UNAVAILABLE}
        </Heading>
        <Text color="fg.muted">
          {area ? `The ${area} area` : 'This part of Resident Manager'} could not be loaded just now. The rest of the product
          keeps working; try again in a moment.
        </Text>
        <Button colorPalette="brand" onClick={onRetry}>
          Retry
        </Button>
      </VStack>
    </Box>
  );
}
