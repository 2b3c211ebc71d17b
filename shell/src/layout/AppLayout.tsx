import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { NavLink, Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { getRuntimeConfig, useAuthStore, useBanners, useFacility } from 'shared-auth';
import type { RemoteMenuEntry, RuntimeConfig } from 'shared-domain/contracts/platform';
import {
  Alert,
  BackToTop,
  Box,
  CloseButton,
  Drawer,
  Flex,
  Heading,
  IconButton,
  Link,
  LoadingIndicator,
  MenuIcon,
  Portal,
  Stack,
  Text,
  useIsNarrow,
} from 'shared-ui';
import { menuSections, visibleMenu } from '../routing/guards';
import { FacilitySwitcher } from './FacilitySwitcher';
import { Footer } from './Footer';
import { useMaintenanceNotices } from './maintenance';
import { ResidentSearch } from './ResidentSearch';
import { UserMenu } from './UserMenu';

export function environmentText(env: RuntimeConfig['environment'] | undefined): string | null {
  if (!env?.name) return null;
  return env.simulators ? `${env.name} — Medicare, ACCR and clinical systems are simulators` : env.name;
}

/** Session storage key of the banners dismissed in this browser tab's session (banner id + text). */
export const DISMISSED_BANNERS_KEY = 'rm.dismissedBanners';
const dismissListeners = new Set<() => void>();

function readDismissed(): string {
  try {
    return sessionStorage.getItem(DISMISSED_BANNERS_KEY) ?? '[]';
  } catch {
    return '[]';
  }
}

export function bannerKey(id: string | number, text: string): string {
  return `${id}:${text}`;
}

/** Hides a banner for the rest of the session; it comes back if its text changes. */
export function dismissBanner(key: string): void {
  const keys = new Set<string>(JSON.parse(readDismissed()) as string[]);
  keys.add(key);
  try {
    sessionStorage.setItem(DISMISSED_BANNERS_KEY, JSON.stringify([...keys]));
  } catch {
    /* storage unavailable: the banner stays */
  }
  dismissListeners.forEach((l) => l());
}

function useDismissedBanners(): ReadonlySet<string> {
  const raw = useSyncExternalStore(
    (l) => {
      dismissListeners.add(l);
      return () => dismissListeners.delete(l);
    },
    readDismissed,
    () => '[]',
  );
  return new Set(JSON.parse(raw) as string[]);
}

/** A banner with a "Dismiss" button (hidden for the session); thinner on a phone. */
function DismissibleBanner({ id, message }: { id: string; message: string }) {
  return (
    <Alert.Root status="info" borderRadius="0" size="sm" py={{ base: '1', md: '1.5' }} alignItems="center">
      <Alert.Indicator />
      {/* The button follows the text (not the far right): the user menu, open under the header's right end, then
          never lies over it (axe "target-size" checks targets that overlap). */}
      <Alert.Title flex={{ base: '1', lg: '0 1 auto' }} fontSize={{ base: 'xs', md: 'sm' }}>
        {message}
      </Alert.Title>
      <CloseButton size="xs" aria-label="Dismiss" onClick={() => dismissBanner(id)} />
    </Alert.Root>
  );
}

export function Banners() {
  const banners = useBanners();
  const dismissed = useDismissedBanners();
  const shown = banners.filter((b) => !dismissed.has(bannerKey(b.id, b.message)));
  if (shown.length === 0) return null;
  return (
    <Stack gap="0">
      {shown.map((b) => (
        <DismissibleBanner key={b.id} id={bannerKey(b.id, b.message)} message={b.message} />
      ))}
    </Stack>
  );
}

export function Menu({ entries, inDrawer = false }: { entries: readonly RemoteMenuEntry[]; inDrawer?: boolean }) {
  const state = useAuthStore();
  useFacility();
  const sections = menuSections(visibleMenu(entries, state));
  const link = (m: RemoteMenuEntry) => (
    <li key={m.path}>
      <Link
        asChild
        display="flex"
        alignItems="center"
        minH={{ base: '11', lg: '8' }}
        px="2.5"
        borderRadius="md"
        color="fg"
        textDecoration="none"
        _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
        css={{ '&.active': { fontWeight: 'semibold', bg: 'bg.muted' } }}
      >
        <NavLink to={m.path}>{m.label}</NavLink>
      </Link>
    </li>
  );
  return (
    <Box
      as="nav"
      aria-label="Main"
      width={inDrawer ? 'full' : '56'}
      flexShrink={0}
      borderRightWidth={inDrawer ? undefined : '1px'}
      p="3"
    >
      <Stack gap="3">
        {sections.map((section) => (
          <Box as="section" key={section.group ?? ''} aria-label={section.group ?? undefined}>
            {section.group ? (
              <Text
                fontSize="xs"
                fontWeight="semibold"
                textTransform="uppercase"
                letterSpacing="wide"
                color="fg.muted"
                px="2.5"
                mb="1"
              >
                {section.group}
              </Text>
            ) : null}
            <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0">
              {section.entries.map(link)}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

export interface HeaderProps {
  /** Below md: the "Open menu" button's state and action (the navigation is in a drawer). */
  menuOpen?: boolean;
  onOpenMenu?: () => void;
}

export function Header({ menuOpen = false, onOpenMenu }: HeaderProps) {
  const env = environmentText(getRuntimeConfig()?.environment);
  const narrow = useIsNarrow();
  const dismissed = useDismissedBanners();
  const envKey = env ? bannerKey('environment', env) : '';
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg">
      {env && !dismissed.has(envKey) ? (
        <Flex align="center" bg="orange.100" color="orange.900" px={{ base: '2', md: '4' }} gap="2">
          <Text flex="1" fontSize="xs" py={{ base: '0.5', md: '1' }} textAlign="center" data-testid="environment-banner">
            {env}
          </Text>
          <CloseButton size="2xs" aria-label="Dismiss" onClick={() => dismissBanner(envKey)} />
        </Flex>
      ) : null}
      <Flex align="center" columnGap={{ base: '2', md: '3' }} rowGap="2" px={{ base: '2', md: '4' }} py="2" wrap="wrap">
        {narrow && onOpenMenu ? (
          <IconButton
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-haspopup="dialog"
            variant="ghost"
            size="md"
            minW="11"
            minH="11"
            onClick={onOpenMenu}
          >
            <MenuIcon />
          </IconButton>
        ) : null}
        <Heading as="div" size={{ base: 'sm', md: 'md' }} mr={{ base: '0', md: '4' }} whiteSpace="nowrap">
          Resident Manager
        </Heading>
        {narrow ? null : <FacilitySwitcher />}
        <Box flex="1" />
        <ResidentSearch compact={narrow} />
        <UserMenu />
        {narrow ? (
          <Box flexBasis="full" order={2}>
            <FacilitySwitcher />
          </Box>
        ) : null}
      </Flex>
    </Box>
  );
}

/** Below md: the navigation in a drawer from the left (focus kept inside, Escape closes, a navigation closes it). */
function MenuDrawer({ open, onClose, entries }: { open: boolean; onClose: () => void; entries: readonly RemoteMenuEntry[] }) {
  return (
    <Drawer.Root open={open} placement="start" size="xs" onOpenChange={(e) => (e.open ? undefined : onClose())}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content aria-label="Menu">
            <Drawer.Header py="2" px="3" display="flex" alignItems="center" justifyContent="space-between">
              <Drawer.Title fontSize="md">Resident Manager</Drawer.Title>
              <Drawer.CloseTrigger asChild position="static">
                <CloseButton aria-label="Close menu" size="md" minW="11" minH="11" />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body p="0">
              <Menu entries={entries} inDrawer />
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** Header, banners, menu (from the remotes' declarations), the content area, footer, back-to-top, loading bar. */
export function AppLayout({ menu }: { menu: readonly RemoteMenuEntry[] }) {
  const navigation = useNavigation();
  const hideFooter = useMatches().some((m) => (m.handle as { hideFooter?: boolean } | undefined)?.hideFooter === true);
  useMaintenanceNotices();
  const narrow = useIsNarrow();
  const [drawer, setDrawer] = useState(false);
  const { pathname } = useLocation();
  // A navigation (a menu link, a search result) closes the drawer; so does widening the window past md.
  useEffect(() => setDrawer(false), [pathname, narrow]);
  const mainRef = useRef<HTMLElement | null>(null);
  useFocusHeadingOnNavigation(mainRef, pathname);
  return (
    <Flex direction="column" minH="100vh">
      <SkipLink />
      <LoadingIndicator active={navigation.state === 'loading' ? true : undefined} />
      <Header menuOpen={drawer} onOpenMenu={() => setDrawer(true)} />
      <Banners />
      <Flex flex="1" direction="row" minW="0">
        {narrow ? <MenuDrawer open={drawer} onClose={() => setDrawer(false)} entries={menu} /> : <Menu entries={menu} />}
        <Box as="main" id={MAIN_CONTENT_ID} ref={mainRef} tabIndex={-1} flex="1" minW="0" _focus={{ outline: 'none' }}>
          <Outlet />
        </Box>
      </Flex>
      {hideFooter ? null : <Footer />}
      <BackToTop />
    </Flex>
  );
}

/** The main content's id: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';
export const SKIP_LINK_TEXT = 'Skip to main content';

/** The first stop of the page for a keyboard: hidden until focused, it moves focus past the header and the menu. */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(e) => {
        e.preventDefault();
        const main = document.getElementById(MAIN_CONTENT_ID);
        const heading = main?.querySelector<HTMLElement>('h1');
        focusHeading(heading ?? main);
      }}
      position="absolute"
      left="2"
      top="-40"
      zIndex="skipNav"
      bg="bg"
      px="3"
      py="2"
      rounded="l2"
      shadow="md"
      _focus={{ top: '2' }}
    >
      {SKIP_LINK_TEXT}
    </Link>
  );
}

/** Focuses a heading (or the main content) without making it a tab stop of its own. */
function focusHeading(el: HTMLElement | null | undefined): void {
  if (!el) return;
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
}

/**
 * After a navigation, focus goes to the new page's heading (focusOnNavigation.ts). The first page load leaves focus
 * alone, so the code that does it is loaded with the first navigation, not with the first page.
 */
function useFocusHeadingOnNavigation(mainRef: RefObject<HTMLElement | null>, pathname: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    let gone = false;
    let cancel: (() => void) | undefined;
    void import(/* webpackChunkName: "focus-on-navigation" */ './focusOnNavigation').then(({ focusHeadingWhenShown }) => {
      if (!gone && mainRef.current) cancel = focusHeadingWhenShown(mainRef.current, focusHeading);
    });
    return () => {
      gone = true;
      cancel?.();
    };
  }, [pathname, mainRef]);
}
