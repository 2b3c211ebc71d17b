import { NavLink, Outlet, useMatches, useNavigation } from 'react-router';
import { getRuntimeConfig, useAuthStore, useBanners, useFacility } from 'shared-auth';
import type { RemoteMenuEntry, RuntimeConfig } from 'shared-domain';
import { Alert, BackToTop, Box, Flex, Heading, LoadingIndicator, Stack, Text } from 'shared-ui';
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

export function Banners() {
  const banners = useBanners();
  if (banners.length === 0) return null;
  return (
    <Stack gap="0">
      {banners.map((b) => (
        <Alert.Root key={b.id} status="info" borderRadius="0">
          <Alert.Indicator />
          <Alert.Title>{b.message}</Alert.Title>
        </Alert.Root>
      ))}
    </Stack>
  );
}

export function Menu({ entries }: { entries: readonly RemoteMenuEntry[] }) {
  const state = useAuthStore();
  useFacility();
  const sections = menuSections(visibleMenu(entries, state));
  const link = (m: RemoteMenuEntry) => (
    <li key={m.path}>
      <NavLink
        to={m.path}
        style={({ isActive }) => ({
          display: 'block',
          padding: '5px 10px',
          borderRadius: 6,
          fontWeight: isActive ? 600 : 400,
          background: isActive ? 'var(--chakra-colors-bg-muted)' : undefined,
        })}
      >
        {m.label}
      </NavLink>
    </li>
  );
  return (
    <Box as="nav" aria-label="Main" width={{ base: 'full', md: '56' }} flexShrink={0} borderRightWidth={{ md: '1px' }} p="3">
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

export function Header() {
  const env = environmentText(getRuntimeConfig()?.environment);
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg">
      {env ? (
        <Text fontSize="xs" px="4" py="1" bg="orange.100" color="orange.900" textAlign="center" data-testid="environment-banner">
          {env}
        </Text>
      ) : null}
      <Flex align="center" gap="3" px="4" py="2" wrap="wrap">
        <Heading as="div" size="md" mr="4">
          Resident Manager
        </Heading>
        <FacilitySwitcher />
        <Box flex="1" />
        <ResidentSearch />
        <UserMenu />
      </Flex>
    </Box>
  );
}

/** Header, banners, menu (from the remotes' declarations), the content area, footer, back-to-top, loading bar. */
export function AppLayout({ menu }: { menu: readonly RemoteMenuEntry[] }) {
  const navigation = useNavigation();
  const hideFooter = useMatches().some((m) => (m.handle as { hideFooter?: boolean } | undefined)?.hideFooter === true);
  useMaintenanceNotices();
  return (
    <Flex direction="column" minH="100vh">
      <LoadingIndicator active={navigation.state === 'loading' ? true : undefined} />
      <Header />
      <Banners />
      <Flex flex="1" direction={{ base: 'column', md: 'row' }}>
        <Menu entries={menu} />
        <Box as="main" flex="1" minW="0">
          <Outlet />
        </Box>
      </Flex>
      {hideFooter ? null : <Footer />}
      <BackToTop />
    </Flex>
  );
}
