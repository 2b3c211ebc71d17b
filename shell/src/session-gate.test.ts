import { configureSessionGate, ensureSession, startSession } from './session-gate';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

it('initialises the session once for every loader that asks', async () => {
  const initialiseSession = jest.fn(async () => ({ errors: [] }));
  configureSessionGate({ loadUser: async () => ({ sub: '1' }), initialiseSession });
  await expect(Promise.all([ensureSession(), ensureSession()])).resolves.toEqual([true, true]);
  expect(initialiseSession).toHaveBeenCalledTimes(1);
});

it('is false without a stored session, and when the API no longer accepts the token', async () => {
  configureSessionGate({ loadUser: async () => null });
  await expect(ensureSession()).resolves.toBe(false);
  const expired = Object.assign(new Error('stale'), { name: 'SessionExpiredError' });
  configureSessionGate({
    loadUser: async () => ({ sub: '1' }),
    initialiseSession: async () => {
      throw expired;
    },
  });
  await expect(ensureSession()).resolves.toBe(false);
});

it('lets other failures reach the error page and tries again next time', async () => {
  const initialiseSession = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ errors: [] });
  configureSessionGate({ loadUser: async () => ({ sub: '1' }), initialiseSession });
  await expect(ensureSession()).rejects.toThrow('offline');
  await expect(ensureSession()).resolves.toBe(true);
});

it('starts at once with the profile the entry requested, which the first session uses alone', async () => {
  const profile = Promise.resolve(null);
  const initialiseSession = jest.fn(async () => ({ errors: [] }));
  configureSessionGate({ loadUser: async () => ({ sub: '1' }), initialiseSession });
  startSession(profile);
  await expect(ensureSession()).resolves.toBe(true);
  expect(initialiseSession).toHaveBeenCalledTimes(1);
  expect(initialiseSession).toHaveBeenCalledWith(profile);
});

it('a session started early that fails is tried again by the loader that asks next', async () => {
  const initialiseSession = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ errors: [] });
  configureSessionGate({ loadUser: async () => ({ sub: '1' }), initialiseSession });
  startSession();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await expect(ensureSession()).resolves.toBe(true);
  expect(initialiseSession).toHaveBeenCalledTimes(2);
  expect(initialiseSession).toHaveBeenLastCalledWith(undefined);
});
