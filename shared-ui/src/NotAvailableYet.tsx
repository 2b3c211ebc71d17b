import { Badge, Box, Heading, Text, VStack } from '@chakra-ui/react';

export interface NotAvailableYetProps {
  /** The screen's title, e.g. 'Residents'. */
  title: string;
  /** The area the screen belongs to, e.g. 'Residents'. */
  area?: string;
  /** The issue that brings the screen. */
  issue?: number;
}

/** A clear page for a route whose screen comes with a later issue. */
export function NotAvailableYet({ title, area, issue }: NotAvailableYetProps) {
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
          {area ? `It belongs to the ${area} area` : 'It'}
          {issue !== undefined ? ` and is planned for issue ${issue}.` : ' and is planned for a later release.'}
        </Text>
      </VStack>
    </Box>
  );
}
