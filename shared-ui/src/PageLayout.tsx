import { Box, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageLayoutProps {
  /** Page title (rendered as the page's h1). */
  title: ReactNode;
  /** Buttons or links shown on the right of the title. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** A screen's frame: title row with optional actions, then the content. */
export function PageLayout({ title, actions, children }: PageLayoutProps) {
  return (
    <Box as="section" px={{ base: '4', md: '6' }} py="5" maxW="7xl" mx="auto" width="100%">
      <Flex align="center" justify="space-between" gap="4" wrap="wrap" mb="5">
        <Heading as="h1" size="xl" color="fg">
          {title}
        </Heading>
        {actions ? (
          <Flex gap="2" wrap="wrap">
            {actions}
          </Flex>
        ) : null}
      </Flex>
      {children}
    </Box>
  );
}
