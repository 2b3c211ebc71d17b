import {
  isAnonymousPath,
  loadUser,
  resetAuthStore,
  resetUserManager,
  setRuntimeConfig,
  useAuthStore,
  userManagerSettings,
  userStorageKey,
} from './index';

it('uses code + PKCE with silent renew, the 55 s timeout and session storage', () => {
  const s = userManagerSettings(
    {
      apiBaseUrl: '/api',
      oidc: { authority: 'http://localhost:8080/oidc', clientId: 'resident-manager-web', scope: 'openid profile email api' },
      remotes: [],
      environment: { name: 'x', simulators: true },
    },
    'http://localhost:8080',
  );
  expect(s.response_type).toBe('code');
  expect(s.redirect_uri).toBe('http://localhost:8080/login');
  expect(s.post_logout_redirect_uri).toBe('http://localhost:8080/logout');
  expect(s.silent_redirect_uri).toBe('http://localhost:8080/silent-renew.html');
  expect(s.automaticSilentRenew).toBe(true);
  expect(s.silentRequestTimeoutInSeconds).toBe(55);
});

it('does not send the user to sign-in from forgot/reset password', () => {
  expect(isAnonymousPath('/forgotPassword')).toBe(true);
  expect(isAnonymousPath('/resetPassword')).toBe(true);
  expect(isAnonymousPath('/dashboard')).toBe(false);
});

describe('stored session', () => {
  const config = {
    apiBaseUrl: '/api',
    oidc: { authority: 'http://localhost:8080/oidc', clientId: 'resident-manager-web', scope: 'openid' },
    remotes: [],
    environment: { name: 'x', simulators: true },
  };
  beforeEach(() => {
    setRuntimeConfig(config);
    resetUserManager();
    resetAuthStore();
    window.sessionStorage.clear();
  });

  it('reads the user oidc-client-ts stored and puts its token in the store', async () => {
    const now = Date.now();
    window.sessionStorage.setItem(
      userStorageKey(config),
      JSON.stringify({ access_token: 'tok', expires_at: Math.floor(now / 1000) + 3600, profile: { sub: '7', name: 'Mia' } }),
    );
    expect(userStorageKey(config)).toBe('oidc.user:http://localhost:8080/oidc:resident-manager-web');
    const user = await loadUser(now);
    expect(user?.sub).toBe('7');
    expect(useAuthStore.getState().accessToken).toBe('tok');
    resetUserManager();
  });

  it('treats a missing or expired session as signed out', async () => {
    expect(await loadUser()).toBeNull();
    window.sessionStorage.setItem(
      userStorageKey(config),
      JSON.stringify({ access_token: 'tok', expires_at: 10, profile: { sub: '7' } }),
    );
    expect(await loadUser()).toBeNull();
    expect(useAuthStore.getState().accessToken).toBeNull();
  });
});
