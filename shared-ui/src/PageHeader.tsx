import { Box, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** The page's title (its h1). */
  title: ReactNode;
  /** Under the title: badges, a facility name, a count... (wraps). */
  subtitle?: ReactNode;
  /** The page's actions, usually an ActionBar (right of the title at md and wider, under it on a phone). */
  actions?: ReactNode;
}

/**
 * A page's header: h1, a line of badges or facts under it and the page's actions. Long titles break anywhere rather
 * than widen the page; at 390 px the actions go under the title.
 */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <Flex
      data-testid="page-header"
      wrap="wrap"
      align="flex-start"
      justify="space-between"
      columnGap="4"
      rowGap="3"
      mb={{ base: '4', md: '5' }}
    >
      <Box flex="1 1 16rem" minW="0">
        <Heading as="h1" size={{ base: 'lg', md: 'xl' }} color="fg" overflowWrap="anywhere">
          {title}
        </Heading>
        {subtitle ? (
          <Flex mt="1.5" gap="2" wrap="wrap" align="center" color="fg.muted">
            {subtitle}
          </Flex>
        ) : null}
      </Box>
      {actions ? (
        <Box flex="0 1 auto" maxW="full" minW="0" display="flex" flexWrap="wrap" gap="2" alignItems="center">
          {actions}
        </Box>
      ) : null}
    </Flex>
  );
}
