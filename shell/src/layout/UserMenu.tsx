import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { signOut, useSession } from 'shared-auth';
import { Box, Button, VStack, chakra } from 'shared-ui';
import { AboutDialog } from './AboutDialog';

/**
 * The user's name with About (version, builds, commit, environment: what support asks for) and sign-out; system users
 * also get the mail outbox and the maintenance notice.
 */
export function UserMenu({ onSignOut = signOut }: { onSignOut?: () => Promise<void> }) {
  const { userProfile, isSystemUser } = useSession();
  const [open, setOpen] = useState(false);
  const [about, setAbout] = useState(false);
  const name = userProfile ? `${userProfile.firstName} ${userProfile.lastName}` : '';
  return (
    <Box position="relative">
      <Button
        size="sm"
        variant="outline"
        minH={{ base: '11', lg: '8' }}
        maxW={{ base: '28', md: '48', lg: 'none' }}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        <chakra.span overflow="hidden" textOverflow="ellipsis" whiteSpace="nowrap">
          {name || 'Account'}
        </chakra.span>
      </Button>
      {open ? (
        <Box
          role="menu"
          position="absolute"
          right="0"
          top="100%"
          mt="1"
          zIndex="dropdown"
          bg="bg"
          borderWidth="1px"
          rounded="l2"
          shadow="md"
          p="2"
          minW="48"
        >
          <VStack align="stretch" gap="1">
            {isSystemUser ? (
              <>
                <Button asChild size="sm" variant="ghost" justifyContent="start" role="menuitem" onClick={() => setOpen(false)}>
                  <RouterLink to="/system/outbox">Mail outbox</RouterLink>
                </Button>
                <Button asChild size="sm" variant="ghost" justifyContent="start" role="menuitem" onClick={() => setOpen(false)}>
                  <RouterLink to="/system/maintenance-notice">Maintenance notice</RouterLink>
                </Button>
              </>
            ) : null}
            <Button
              size="sm"
              variant="ghost"
              justifyContent="start"
              role="menuitem"
              onClick={() => {
                setOpen(false);
                setAbout(true);
              }}
            >
              About
            </Button>
            <Button size="sm" variant="ghost" justifyContent="start" role="menuitem" onClick={() => void onSignOut()}>
              Sign out
            </Button>
          </VStack>
        </Box>
      ) : null}
      <AboutDialog open={about} onClose={() => setAbout(false)} />
    </Box>
  );
}
