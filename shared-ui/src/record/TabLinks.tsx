/**
 * A record's tabs as router links (docs/design-system.md "Record pages"): each tab is its own URL, so a tab can be
 * linked to, bookmarked and opened in a new window, and Back goes to the previous tab. A `nav` named by `label` holding
 * a list of links; the current one carries `aria-current="page"` and the brand underline. Every link is a tab stop
 * (keyboard users Tab through them, Enter follows one). The row never wraps and never widens the page: at 390 px it
 * scrolls sideways inside its own box and keeps the current tab in view.
 *
 * Built only from what the 'shared-ui' entry exports (imported by name, never by path), so a remote uses the shell's
 * one copy of Chakra and its provider, as the form kit does.
 */
import { useEffect, useRef } from 'react';
import { Link as RouterLink, matchPath, useLocation, useResolvedPath } from 'react-router';
import { Box, chakra, Link } from 'shared-ui';

export interface TabLinkItem {
  /** Where the tab leads: a path, absolute or relative to the route that renders the tabs (as a router link's). */
  to: string;
  /** The tab's text (its accessible name). */
  label: string;
  /** Left out of the row (e.g. the user lacks the permission the tab's page needs). */
  hidden?: boolean;
  /** Current only on its own path; by default also on the paths under it (.../fees/2026). */
  end?: boolean;
  /**
   * Other paths on which this tab is the current one, as router patterns: the record's own path for the tab it shows
   * by default ('/viewResident/:residentId' for Timeline), an older path that shows the same content.
   */
  activeOn?: readonly string[];
}

export interface TabLinksProps {
  /** The navigation's accessible name ('Resident tabs'). */
  label: string;
  items: readonly TabLinkItem[];
}

/** Whether `pathname` is the tab's path (or, unless `end`, a path under it); case-insensitive, as the router matches. */
export function isTabPath(pathname: string, tabPath: string, end = false): boolean {
  const current = pathname.toLowerCase().replace(/\/+$/, '');
  const tab = tabPath.toLowerCase().replace(/\/+$/, '');
  return current === tab || (!end && current.startsWith(`${tab}/`));
}

function TabLink({ item }: { item: TabLinkItem }) {
  const { pathname } = useLocation();
  const target = useResolvedPath(item.to);
  const current =
    isTabPath(pathname, target.pathname, item.end) ||
    (item.activeOn ?? []).some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
  return (
    <chakra.li flexShrink={0} display="flex">
      <Link
        asChild
        display="flex"
        alignItems="center"
        minH={{ base: '11', lg: '10' }}
        px="3"
        whiteSpace="nowrap"
        borderBottomWidth="2px"
        borderColor="transparent"
        textDecoration="none"
        _hover={{ textDecoration: 'none', bg: 'bg.muted' }}
        // The row scrolls, so a focus ring drawn outside the link would be clipped: draw it inside.
        _focusVisible={{ outlineOffset: '-2px' }}
        css={{ '&[aria-current="page"]': { borderColor: 'brand.solid', fontWeight: 'semibold' } }}
      >
        <RouterLink to={item.to} aria-current={current ? 'page' : undefined}>
          {item.label}
        </RouterLink>
      </Link>
    </chakra.li>
  );
}

export function TabLinks({ label, items }: TabLinksProps) {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the current tab may be past the right edge (Transactions): scroll the row, never the page, to show it.
  useEffect(() => {
    const row = list.current;
    const active = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !active) return;
    const box = row.getBoundingClientRect();
    const tab = active.getBoundingClientRect();
    if (tab.left < box.left) row.scrollLeft += tab.left - box.left;
    else if (tab.right > box.right) row.scrollLeft += tab.right - box.right;
  }, [pathname]);
  return (
    <Box as="nav" aria-label={label} borderBottomWidth="1px" minW="0">
      <chakra.ul
        ref={list}
        display="flex"
        gap="1"
        overflowX="auto"
        overscrollBehaviorX="contain"
        listStyleType="none"
        m="0"
        p="0"
        css={{ scrollbarWidth: 'thin' }}
      >
        {items
          .filter((item) => !item.hidden)
          .map((item) => (
            <TabLink key={item.to} item={item} />
          ))}
      </chakra.ul>
    </Box>
  );
}
