import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { clearSession, completeSignIn, signIn } from 'shared-auth';
import { SIGN_IN_ERROR } from 'shared-domain/messages';
import { Box, Button, Heading, Link, Text, VStack } from 'shared-ui';

function Centered({ children }: { children: React.ReactNode }) {
  return (
    <Box maxW="md" mx="auto" mt="20" p="8" borderWidth="1px" rounded="l3" bg="bg">
      <VStack gap="4" align="stretch">
        <Heading as="h1" size="xl">
          Resident Manager
        </Heading>
        {children}
      </VStack>
    </Box>
  );
}

/** /redirectToLogin forces sign-in. */
export function RedirectToLogin() {
  useEffect(() => {
    void signIn('/dashboard');
  }, []);
  return (
    <Centered>
      <Text>Redirecting to sign in…</Text>
    </Centered>
  );
}

/** /login: the sign-in callback. */
export function LoginCallback({ complete = completeSignIn }: { complete?: () => Promise<string> }) {
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    complete()
      .then((next) => navigate(next, { replace: true }))
      .catch((error) => {
        console.error('[shell] sign-in callback failed', error);
        setFailed(true);
      });
  }, [complete, navigate]);
  if (!failed)
    return (
      <Centered>
        <Text>Signing in…</Text>
      </Centered>
    );
  return (
    <Centered>
      <Text role="alert" color="fg.error">
        {SIGN_IN_ERROR}
      </Text>
      <Button colorPalette="brand" onClick={() => void signIn('/dashboard')}>
        Sign in again
      </Button>
    </Centered>
  );
}

/** /logout: where the provider returns after sign-out. Clears the local session and offers to sign in again. */
export function LoggedOut({ message }: { message?: string }) {
  useEffect(() => {
    if (!message) void clearSession();
  }, [message]);
  return (
    <Centered>
      {message ? (
        <Text role="alert" color="fg.error">
          {message}
        </Text>
      ) : (
        <Text>You have signed out.</Text>
      )}
      <Button colorPalette="brand" onClick={() => void signIn('/dashboard')}>
        Sign in
      </Button>
      <Link href="/forgotPassword">Forgot password?</Link>
    </Centered>
  );
}

export { Centered };
