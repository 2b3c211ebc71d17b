import type { UserManager } from 'oidc-client-ts';
import type { RuntimeConfig } from 'shared-domain/contracts/platform';
import {
  RETURN_URL_KEY,
  mustSignInFirst,
  redirectToSignIn,
  requestSessionProfile,
  returnTarget,
  userStorageKey,
} from './sign-in-redirect';

const config: RuntimeConfig = {
  apiBaseUrl: '/api',
  oidc: { authority: 'http://localhost:8080/oidc', clientId: 'resident-manager-web', scope: 'openid' },
  remotes: [],
  environment: { name: 'x', simulators: true },
};
const now = Date.UTC(2026, 10, 29, 2, 30);
const store = (user: object) => window.sessionStorage.setItem(userStorageKey(config), JSON.stringify(user));
const live = { access_token: 'tok', expires_at: now / 1000 + 600, profile: { sub: '7' } };

beforeEach(() => window.sessionStorage.clear());

describe('mustSignInFirst: the shell entry goes to sign-in before React loads', () => {
  it('without a stored user, for every page but the anonymous ones', () => {
    for (const path of ['/', '/dashboard', '/viewResident/5/details', '/system/outbox', '/system/maintenance-notice'])
      expect(mustSignInFirst(config, path, now)).toBe(true);
    for (const path of ['/login', '/logout', '/forgotPassword', '/resetPassword', '/resetpassword/x'])
      expect(mustSignInFirst(config, path, now)).toBe(false);
  });

  it('not with a live session; again once its token has expired and cannot be refreshed', () => {
    store(live);
    expect(mustSignInFirst(config, '/dashboard', now)).toBe(false);
    expect(mustSignInFirst(config, '/dashboard', now + 601_000)).toBe(true);
    store({ ...live, refresh_token: 'r' });
    // The full client decides whether a refresh token still renews: the shell starts as before.
    expect(mustSignInFirst(config, '/dashboard', now + 601_000)).toBe(false);
  });

  it('a stored user without a token or a subject, or unreadable, is no session', () => {
    store({ ...live, access_token: undefined });
    expect(mustSignInFirst(config, '/dashboard', now)).toBe(true);
    store({ ...live, profile: {} });
    expect(mustSignInFirst(config, '/dashboard', now)).toBe(true);
    window.sessionStorage.setItem(userStorageKey(config), '{not json');
    expect(mustSignInFirst(config, '/dashboard', now)).toBe(true);
  });

  it('/redirectToLogin always signs in, even with a session', () => {
    store(live);
    expect(mustSignInFirst(config, '/redirectToLogin', now)).toBe(true);
  });
});

describe('redirectToSignIn', () => {
  it('keeps the page to return to (deep links included) beside the OpenID state', async () => {
    const signinRedirect = jest.fn(async () => undefined);
    await redirectToSignIn({ signinRedirect } as unknown as UserManager, '/viewResident/5/details?tab=notes#top');
    expect(signinRedirect).toHaveBeenCalledWith({ state: { returnUrl: '/viewResident/5/details?tab=notes#top' } });
    expect(window.sessionStorage.getItem(RETURN_URL_KEY)).toBe('/viewResident/5/details?tab=notes#top');
  });

  it('returns to the dashboard instead of an anonymous page or /redirectToLogin', () => {
    expect(returnTarget('/redirectToLogin')).toBe('/dashboard');
    expect(returnTarget('/logout?x=1')).toBe('/dashboard');
    expect(returnTarget('/')).toBe('/');
    expect(returnTarget('/leads?facility=2')).toBe('/leads?facility=2');
  });
});

describe("requestSessionProfile: the session's first request leaves with the entry", () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    (globalThis as { fetch: unknown }).fetch = fetchMock;
  });

  it('with a live session: asks for the profile with the stored token and answers the JSON', async () => {
    store(live);
    const profile = { userProfile: { id: 7 }, permissions: [], facilityInfoList: [] };
    fetchMock.mockResolvedValue({ ok: true, json: async () => profile });
    await expect(requestSessionProfile(config, '/viewAndEditRooms', now)).resolves.toEqual(profile);
    expect(fetchMock).toHaveBeenCalledWith('/api/users/facilities-permissions', { headers: { Authorization: 'Bearer tok' } });
  });

  it('refused or failed: null (the session asks again and says why)', async () => {
    store(live);
    fetchMock.mockResolvedValueOnce({ ok: false, status: 401 }).mockRejectedValueOnce(new Error('offline'));
    await expect(requestSessionProfile(config, '/dashboard', now)).resolves.toBeNull();
    await expect(requestSessionProfile(config, '/dashboard', now)).resolves.toBeNull();
  });

  it('nothing without a live session or on an anonymous page', () => {
    expect(requestSessionProfile(config, '/dashboard', now)).toBeUndefined();
    store(live);
    expect(requestSessionProfile(config, '/login', now)).toBeUndefined();
    expect(requestSessionProfile(config, '/dashboard', now + 601_000)).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
