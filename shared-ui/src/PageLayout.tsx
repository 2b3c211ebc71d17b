import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader';

export interface PageLayoutProps {
  /** Page title (rendered as the page's h1). */
  title: ReactNode;
  /** Badges or facts under the title (PageHeader's subtitle). */
  subtitle?: ReactNode;
  /** The page's actions (an ActionBar, or buttons and links) shown on the right of the title. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** A screen's frame: the PageHeader (title, subtitle, actions), then the content. */
export function PageLayout({ title, subtitle, actions, children }: PageLayoutProps) {
  return (
    <Box as="section" px={{ base: '3', md: '6' }} py={{ base: '4', md: '5' }} maxW="7xl" mx="auto" width="100%" minW="0">
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      {children}
    </Box>
  );
}
