// The OpenID client's settings and the sign-in redirect, with nothing else: no store, no React. The shell's entry
// imports this module directly (`shared-auth/sign-in`, bundled into its first chunk, not the federation singleton) to
// decide whether there is a session and, when there is none, to send the browser to sign-in before React loads.
// The singleton's oidc.ts builds on the same functions, so both paths store and read the session the same way.
import type { UserManager, UserManagerSettings } from 'oidc-client-ts';
import type { FacilitiesPermissionsResponse } from 'shared-domain/contracts/shell';
import type { RuntimeConfig } from 'shared-domain/contracts/platform';
import { SILENT_RENEW_TIMEOUT_SECONDS } from 'shared-domain/constants';

export { loadRuntimeConfig } from './config';

/** Paths where an expired token must not send the user to sign-in. */
export const ANONYMOUS_PATHS = ['/forgotPassword', '/resetPassword', '/logout', '/login'];
/** The page that forces a sign-in (links "Back to sign in"); the user lands on the dashboard after it. */
export const REDIRECT_TO_LOGIN_PATH = '/redirectToLogin';
/** Where the user returns after sign-in, kept beside the OpenID state (the provider also hands it back in the state). */
export const RETURN_URL_KEY = 'rm.returnUrl';
/** oidc-client-ts warns this long before expiry (its default) and then renews silently. */
export const EXPIRING_NOTICE_SECONDS = 60;

export function isAnonymousPath(pathname: string): boolean {
  const p = pathname.toLowerCase();
  return ANONYMOUS_PATHS.some((a) => p === a.toLowerCase() || p.startsWith(`${a.toLowerCase()}/`));
}

/** The OpenID client settings: authorization code + PKCE, silent renew in an iframe with the 55 s timeout. */
export function userManagerSettings(config: RuntimeConfig, origin = window.location.origin): UserManagerSettings {
  return {
    authority: config.oidc.authority,
    client_id: config.oidc.clientId,
    scope: config.oidc.scope,
    response_type: 'code',
    redirect_uri: `${origin}/login`,
    post_logout_redirect_uri: `${origin}/logout`,
    silent_redirect_uri: `${origin}/silent-renew.html`,
    automaticSilentRenew: true,
    silentRequestTimeoutInSeconds: SILENT_RENEW_TIMEOUT_SECONDS,
    accessTokenExpiringNotificationTimeInSeconds: EXPIRING_NOTICE_SECONDS,
    loadUserInfo: false,
  };
}

/** Where oidc-client-ts keeps the signed-in user (its default key, in session storage). */
export function userStorageKey(config: RuntimeConfig): string {
  return `oidc.user:${config.oidc.authority}:${config.oidc.clientId}`;
}

/** The part of oidc-client-ts's stored user the product reads. */
export interface StoredUser {
  access_token?: string;
  refresh_token?: string;
  expires_at?: number;
  profile?: { sub: string; name?: string; email?: string };
}

export function readStoredUser(config: RuntimeConfig, storage: Storage = window.sessionStorage): StoredUser | null {
  try {
    return JSON.parse(storage.getItem(userStorageKey(config)) ?? 'null') as StoredUser | null;
  } catch {
    return null;
  }
}

/** A stored user whose access token has not expired. */
export function isLiveSession(stored: StoredUser | null, now = Date.now()): stored is StoredUser & { expires_at: number } {
  return !!stored?.access_token && !!stored.expires_at && !!stored.profile?.sub && stored.expires_at * 1000 > now;
}

/**
 * True when the page must go to sign-in before anything else: /redirectToLogin, or any page but the anonymous ones
 * when there is no session. A stored user whose token expired but holds a refresh token is left to the shell (as is
 * every page with a session): only the full client can tell whether it still renews.
 */
export function mustSignInFirst(config: RuntimeConfig, pathname: string, now = Date.now(), storage?: Storage): boolean {
  if (pathname.toLowerCase() === REDIRECT_TO_LOGIN_PATH.toLowerCase()) return true;
  if (isAnonymousPath(pathname)) return false;
  const stored = readStoredUser(config, storage);
  return !isLiveSession(stored, now) && !stored?.refresh_token;
}

/**
 * The first request of a page that has a session: the user's profile, permissions and facilities
 * (`users/facilities-permissions`), sent with the stored token as soon as the runtime config is known, so that the session
 * does not wait for the application's code to load. Undefined on an anonymous page or without a live session; resolves
 * null when the answer is not a 200 (the session then asks again through the API client, which says why).
 */
export function requestSessionProfile(
  config: RuntimeConfig,
  pathname: string,
  now = Date.now(),
  storage?: Storage,
): Promise<FacilitiesPermissionsResponse | null> | undefined {
  const stored = readStoredUser(config, storage);
  if (isAnonymousPath(pathname) || !isLiveSession(stored, now)) return undefined;
  const url = `${config.apiBaseUrl.replace(/\/+$/, '')}/users/facilities-permissions`;
  return fetch(url, { headers: { Authorization: `Bearer ${stored.access_token}` } })
    .then((res) => (res.ok ? (res.json() as Promise<FacilitiesPermissionsResponse>) : null))
    .catch(() => null);
}

/** The one OpenID client's construction (oidc-client-ts is its own chunk, loaded here on demand). */
export async function createUserManager(config: RuntimeConfig): Promise<UserManager> {
  const { UserManager, WebStorageStateStore } = await import(/* webpackChunkName: "oidc" */ 'oidc-client-ts');
  return new UserManager({
    ...userManagerSettings(config),
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
  });
}

/** Where to return after signing in from `returnUrl`: the dashboard instead of an anonymous page or /redirectToLogin. */
export function returnTarget(returnUrl: string): string {
  const path = returnUrl.split('?')[0];
  return isAnonymousPath(path) || path.toLowerCase().startsWith(REDIRECT_TO_LOGIN_PATH.toLowerCase()) ? '/dashboard' : returnUrl;
}

/** Sends the browser to the provider's sign-in page; after the callback (/login) the user returns to `returnUrl`. */
export async function redirectToSignIn(manager: UserManager, returnUrl: string): Promise<void> {
  const target = returnTarget(returnUrl);
  window.sessionStorage.setItem(RETURN_URL_KEY, target);
  await manager.signinRedirect({ state: { returnUrl: target } });
}
