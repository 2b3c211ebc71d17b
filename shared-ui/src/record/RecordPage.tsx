/**
 * A record's page (a resident, a lead, their financial tabs): the PageLayout header (the name as h1, badges and facts
 * under it, the ActionBar), the record's summary, the tab links and the current tab's content, then what belongs to the
 * whole record (its change history). One frame, so every record page has its tabs in the same place and the same form.
 * Built from the 'shared-ui' entry by name, as TabLinks.
 */
import type { ReactNode } from 'react';
import { Box, PageLayout } from 'shared-ui';
import { TabLinks, type TabLinksProps } from './TabLinks';

export interface RecordPageProps {
  /** The record's name (the page's h1). */
  title: ReactNode;
  /** Badges and facts under the title (status, facility). */
  subtitle?: ReactNode;
  /** The page's actions, usually an ActionBar. */
  actions?: ReactNode;
  /** The record's own details, above the tabs. */
  summary?: ReactNode;
  /** The tab links (TabLinks' props); without them the content follows the summary. */
  tabs?: TabLinksProps;
  /** The current tab's content. */
  children?: ReactNode;
  /** After the content: a panel about the whole record (its change history), the page's dialogs. */
  footer?: ReactNode;
}

export function RecordPage({ title, subtitle, actions, summary, tabs, children, footer }: RecordPageProps) {
  return (
    <PageLayout title={title} subtitle={subtitle} actions={actions}>
      {summary}
      <Box mt={summary ? '6' : undefined}>
        {tabs ? <TabLinks {...tabs} /> : null}
        <Box pt={tabs ? '4' : undefined} minW="0">
          {children}
        </Box>
      </Box>
      {footer}
    </PageLayout>
  );
}
