import type { RuntimeConfig } from 'shared-domain/contracts/platform';
import { signInFirstOr, type SignedOutServices } from './signed-out';

const config = {
  apiBaseUrl: '/api',
  oidc: { authority: 'a', clientId: 'c', scope: 's' },
  remotes: [],
} as unknown as RuntimeConfig;
const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

function services(overrides: Partial<SignedOutServices> = {}): SignedOutServices & { signIn: jest.Mock } {
  return {
    loadRuntimeConfig: async () => config,
    mustSignInFirst: () => true,
    signIn: jest.fn(async () => undefined),
    requestSessionProfile: () => undefined,
    ...overrides,
  } as SignedOutServices & { signIn: jest.Mock };
}

it('without a session: sends the browser to sign-in with the whole address to return to, and starts nothing', async () => {
  const use = services();
  await expect(signInFirstOr(at('/viewResident/5/details', '?tab=notes', '#top'), use)).resolves.toBeNull();
  expect(use.signIn).toHaveBeenCalledWith(config, '/viewResident/5/details?tab=notes#top');
});

it('with a session (or on an anonymous page): starts the shell with the config it loaded', async () => {
  const use = services({ mustSignInFirst: () => false });
  await expect(signInFirstOr(at('/dashboard'), use)).resolves.toEqual({ config });
  expect(use.signIn).not.toHaveBeenCalled();
});

it('with a session: the profile request leaves with the config, before the application loads', async () => {
  const profile = Promise.resolve(null);
  const requestSessionProfile = jest.fn(() => profile);
  const start = await signInFirstOr(
    at('/viewAndEditRooms', '?x=1'),
    services({ mustSignInFirst: () => false, requestSessionProfile }),
  );
  expect(start).toEqual({ config, profile });
  expect(requestSessionProfile).toHaveBeenCalledWith(config, '/viewAndEditRooms');
});

it('without a session: no profile request', async () => {
  const requestSessionProfile = jest.fn(() => undefined);
  await signInFirstOr(at('/dashboard'), services({ requestSessionProfile }));
  expect(requestSessionProfile).not.toHaveBeenCalled();
});

it('asks about the path alone', async () => {
  const mustSignInFirst = jest.fn(() => false);
  await signInFirstOr(at('/leads', '?x=1'), services({ mustSignInFirst }));
  expect(mustSignInFirst).toHaveBeenCalledWith(config, '/leads');
});

it('without the config: the shell starts to say so', async () => {
  const error = new Error('offline');
  const use = services({
    loadRuntimeConfig: async () => {
      throw error;
    },
  });
  await expect(signInFirstOr(at('/dashboard'), use)).resolves.toEqual({ configError: error });
  expect(use.signIn).not.toHaveBeenCalled();
});

it('when the redirect fails: the shell starts, and its sign-in route shows the failure', async () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const use = services({ signIn: jest.fn(async () => Promise.reject(new Error('provider down'))) });
  await expect(signInFirstOr(at('/dashboard'), use)).resolves.toEqual({ config });
  expect(spy).toHaveBeenCalled();
  spy.mockRestore();
});
