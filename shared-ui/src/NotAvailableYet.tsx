import { Badge, Box, Heading, Text, VStack } from '@chakra-ui/react';

export interface NotAvailableYetProps {
  /** The screen's title, e.g. 'Residents'. */
  title: string;
  /** The area the screen belongs to, e.g. 'Billing' (an area may be partly built: the page says this screen is coming). */
  area?: string;
}

/** A clear page for a route that is declared (path, guard, menu entry) but whose screen comes in a later release. */
export function NotAvailableYet({ title, area }: NotAvailableYetProps) {
  return (
    <Box as="section" px={{ base: '4', md: '6' }} py="10" maxW="3xl" mx="auto">
      <VStack gap="4" align="start">
        <Badge colorPalette="brand" variant="subtle">
          Not available yet
        </Badge>
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Text>This screen is not available yet.</Text>
        <Text color="fg.muted">
          {area ? `It belongs to the ${area} area and is coming in a later release.` : 'It is coming in a later release.'}
        </Text>
      </VStack>
    </Box>
  );
}
