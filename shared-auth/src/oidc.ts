import type { User, UserManager } from 'oidc-client-ts';
import type { RuntimeConfig } from 'shared-domain/contracts/platform';
import { getRuntimeConfig } from './config';
import {
  EXPIRING_NOTICE_SECONDS,
  RETURN_URL_KEY,
  createUserManager,
  isAnonymousPath,
  isLiveSession,
  readStoredUser,
  redirectToSignIn,
  userStorageKey,
} from './sign-in-redirect';
import { resetAuthStore, useAuthStore, type SessionUser } from './store';

export { ANONYMOUS_PATHS, isAnonymousPath, userManagerSettings, userStorageKey } from './sign-in-redirect';

let managerPromise: Promise<UserManager> | null = null;
let renewTimer: ReturnType<typeof setTimeout> | null = null;

export function toSessionUser(user: Pick<User, 'profile' | 'expires_at'>): SessionUser {
  return { sub: user.profile.sub, name: user.profile.name, email: user.profile.email, expiresAt: user.expires_at };
}

function applyUser(user: User | null): void {
  if (user && !user.expired) useAuthStore.setState({ user: toSessionUser(user), accessToken: user.access_token });
}

function requireConfig(): RuntimeConfig {
  const config = getRuntimeConfig();
  if (!config) throw new Error('shared-auth: runtime config not loaded');
  return config;
}

/**
 * The one OpenID client (the shell, or a remote's standalone harness, creates it; remote screens never sign in). oidc-client-ts is loaded on demand: a page
 * opened with a valid session renders from the stored token, and the client is loaded for sign-in, sign-out, the
 * callback, or shortly before the token expires (it then renews silently and raises the expiry event).
 */
export function getUserManager(): Promise<UserManager> {
  if (!managerPromise) {
    const config = requireConfig();
    managerPromise = createUserManager(config).then((manager) => {
      if (renewTimer) clearTimeout(renewTimer);
      renewTimer = null;
      manager.events.addUserLoaded((user) => applyUser(user));
      manager.events.addUserUnloaded(() => useAuthStore.setState({ user: null, accessToken: null }));
      manager.events.addAccessTokenExpired(() => {
        if (isAnonymousPath(window.location.pathname)) return;
        void signIn();
      });
      return manager;
    });
    managerPromise.catch(() => {
      managerPromise = null;
    });
  }
  return managerPromise;
}

/** For tests. */
export function resetUserManager(): void {
  managerPromise = null;
  if (renewTimer) clearTimeout(renewTimer);
  renewTimer = null;
}

/**
 * The stored session when signed in and not expired: puts its token in the store and arranges for the OpenID client to
 * be loaded before the token expires (silent renew, expiry event). Null when there is no valid session.
 */
export async function loadUser(now = Date.now()): Promise<SessionUser | null> {
  const stored = readStoredUser(requireConfig());
  if (!isLiveSession(stored, now)) return null;
  const user = toSessionUser({ profile: stored.profile as User['profile'], expires_at: stored.expires_at });
  useAuthStore.setState({ user, accessToken: stored.access_token ?? null });
  if (!managerPromise) {
    const wait = Math.max(0, stored.expires_at * 1000 - now - (EXPIRING_NOTICE_SECONDS + 30) * 1000);
    if (renewTimer) clearTimeout(renewTimer);
    renewTimer = setTimeout(() => void getUserManager().then((m) => m.getUser()), wait);
  }
  return user;
}

/** Sends the browser to the sign-in page; after the callback the user returns to `returnUrl`. */
export async function signIn(
  returnUrl = `${window.location.pathname}${window.location.search}${window.location.hash}`,
): Promise<void> {
  await redirectToSignIn(await getUserManager(), returnUrl);
}

/** Completes the sign-in callback (/login); returns where to go next. */
export async function completeSignIn(): Promise<string> {
  const user = await (await getUserManager()).signinRedirectCallback();
  applyUser(user);
  const state = user.state as { returnUrl?: string } | undefined;
  const stored = window.sessionStorage.getItem(RETURN_URL_KEY);
  window.sessionStorage.removeItem(RETURN_URL_KEY);
  const next = state?.returnUrl || stored || '/dashboard';
  return next.startsWith('/') && !next.startsWith('//') && !isAnonymousPath(next.split('?')[0]) ? next : '/dashboard';
}

/** Signs out at the provider; it returns to /logout. */
export async function signOut(): Promise<void> {
  const m = await getUserManager();
  const user = await m.getUser();
  resetAuthStore();
  await m.removeUser();
  await m.signoutRedirect(user?.id_token ? { id_token_hint: user.id_token } : undefined);
}

/** Clears the local session without contacting the provider (/logout landing). */
export async function clearSession(): Promise<void> {
  resetAuthStore();
  if (renewTimer) clearTimeout(renewTimer);
  renewTimer = null;
  const config = getRuntimeConfig();
  if (config) window.sessionStorage.removeItem(userStorageKey(config));
}
