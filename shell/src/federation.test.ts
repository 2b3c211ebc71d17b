import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteUnavailableError, initFederation, loadRemoteComponent, preloadRemoteComponent } from './federation';
import { declarationAt, fetchRouteFiles } from './routing/declarations';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoad = loadRemote as jest.Mock;
const mockedRegister = registerRemotes as jest.Mock;

const config = {
  apiBaseUrl: '/api',
  oidc: { authority: 'http://localhost:8080/oidc', clientId: 'c', scope: 'openid' },
  remotes: [
    { name: 'mfe_residents', manifest: '/mfe/mfe-residents/mf-manifest.json', routes: '/mfe/mfe-residents/routes.json' },
    { name: 'mfe_leads', manifest: '/mfe/mfe-leads/mf-manifest.json', routes: '/mfe/mfe-leads/routes.json' },
  ],
  environment: { name: 'Test', simulators: true },
};

beforeEach(() => {
  mockedLoad.mockReset();
  mockedRegister.mockReset();
});

it('registers every remote by its absolute manifest URL', () => {
  initFederation(config, 'http://localhost:8080');
  expect(mockedRegister).toHaveBeenCalledWith([
    { name: 'mfe_residents', entry: 'http://localhost:8080/mfe/mfe-residents/mf-manifest.json' },
    { name: 'mfe_leads', entry: 'http://localhost:8080/mfe/mfe-leads/mf-manifest.json' },
  ]);
});

it('loads <remote>/<expose> and returns its default export', async () => {
  const Screen = () => null;
  mockedLoad.mockResolvedValue({ default: Screen });
  await expect(loadRemoteComponent('mfe_residents', './Dashboard')).resolves.toEqual({ default: Screen });
  expect(mockedLoad).toHaveBeenCalledWith('mfe_residents/Dashboard');
});

it('turns a failure (thrown or the errorLoadRemote marker) into RemoteUnavailableError', async () => {
  mockedLoad.mockRejectedValueOnce(new Error('404'));
  await expect(loadRemoteComponent('mfe_residents', './Dashboard')).rejects.toBeInstanceOf(RemoteUnavailableError);
  mockedLoad.mockResolvedValueOnce({ __remoteUnavailable: true, error: 'gone' });
  await expect(loadRemoteComponent('mfe_residents', './Dashboard')).rejects.toThrow(/gone/);
});

it('registers the remote again (force) before a retry', async () => {
  initFederation(config, 'http://localhost:8080');
  mockedRegister.mockClear();
  mockedLoad.mockResolvedValue({ default: () => null });
  await loadRemoteComponent('mfe_residents', './Dashboard', { retry: true });
  expect(mockedRegister).toHaveBeenCalledWith(
    [{ name: 'mfe_residents', entry: 'http://localhost:8080/mfe/mfe-residents/mf-manifest.json' }],
    { force: true },
  );
});

it('fetches every routes.json and leaves out a remote whose file fails', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const fetchImpl = jest.fn(async (url: string) =>
    url.includes('leads')
      ? new Response('not found', { status: 404 })
      : new Response(
          JSON.stringify({
            remote: 'mfe_residents',
            routes: [{ path: '/viewResidents', title: 'Residents', planned: true }],
            menu: [],
          }),
          { status: 200 },
        ),
  );
  const files = await fetchRouteFiles(config, fetchImpl as unknown as typeof fetch);
  expect(files.map((f) => f.remote)).toEqual(['mfe_residents']);
  expect(fetchImpl).toHaveBeenCalledWith('/mfe/mfe-leads/routes.json', expect.objectContaining({ cache: 'no-cache' }));
  expect(consoleError).toHaveBeenCalled();
  consoleError.mockRestore();
});

it('a preload starts the load at once and hands it to the screen that asks first; later loads are new', async () => {
  const Screen = () => null;
  let resolve: (value: unknown) => void = () => undefined;
  mockedLoad.mockReturnValueOnce(new Promise((r) => (resolve = r))).mockResolvedValue({ default: Screen });
  preloadRemoteComponent('mfe_admin', './Rooms');
  preloadRemoteComponent('mfe_admin', './Rooms');
  expect(mockedLoad).toHaveBeenCalledTimes(1);
  expect(mockedLoad).toHaveBeenCalledWith('mfe_admin/Rooms');
  const taken = loadRemoteComponent('mfe_admin', './Rooms');
  expect(mockedLoad).toHaveBeenCalledTimes(1);
  resolve({ default: Screen });
  await expect(taken).resolves.toEqual({ default: Screen });
  await loadRemoteComponent('mfe_admin', './Rooms');
  expect(mockedLoad).toHaveBeenCalledTimes(2);
});

it('a failed preload reaches the screen that takes it; Retry loads anew', async () => {
  mockedLoad.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: () => null });
  preloadRemoteComponent('mfe_admin', './Users');
  await expect(loadRemoteComponent('mfe_admin', './Users')).rejects.toBeInstanceOf(RemoteUnavailableError);
  await expect(loadRemoteComponent('mfe_admin', './Users', { retry: true })).resolves.toBeDefined();
});

it('uses the routes the runtime config carries; fetches only the remotes it lacks', async () => {
  const fetchImpl = jest.fn(
    async () =>
      new Response(JSON.stringify({ remote: 'mfe_leads', routes: [{ path: '/leads', title: 'Leads', expose: './Leads' }] }), {
        status: 200,
      }),
  );
  const carried = {
    ...config,
    remotes: [
      { ...config.remotes[0], routesFile: { remote: 'mfe_residents', routes: [{ path: '/viewResidents', title: 'Residents' }] } },
      { ...config.remotes[1], routesFile: { remote: 'mfe_leads', routes: 'not a list' } },
    ],
  };
  const files = await fetchRouteFiles(carried, fetchImpl as unknown as typeof fetch);
  expect(files.map((f) => [f.remote, f.routes.map((r) => r.path), f.menu])).toEqual([
    ['mfe_residents', ['/viewResidents'], []],
    ['mfe_leads', ['/leads'], []],
  ]);
  expect(fetchImpl).toHaveBeenCalledTimes(1);
  expect(fetchImpl).toHaveBeenCalledWith('/mfe/mfe-leads/routes.json', expect.anything());
});

it('names the declaration at a route path, for the facility chosen last', () => {
  const files = [
    {
      remote: 'mfe_residents',
      routes: [
        { path: '/dashboard', title: 'Dashboard', facilityType: 'AgeCare' as const, expose: './Dashboard' },
        { path: '/viewResident/:residentId/*', title: 'Resident', expose: './ViewResident' },
      ],
      menu: [],
    },
    {
      remote: 'mfe_ilu',
      routes: [{ path: '/dashboard', title: 'Dashboard', facilityType: 'IndependentLiving' as const, expose: './Dashboard' }],
      menu: [],
    },
  ];
  const ilu = { id: 2, name: 'Village', facilityType: 'IndependentLiving' } as Parameters<typeof declarationAt>[2];
  expect(declarationAt(files, '/viewResident/:residentId/*', null)).toMatchObject({
    remote: 'mfe_residents',
    expose: './ViewResident',
  });
  expect(declarationAt(files, '/dashboard', ilu)).toMatchObject({ remote: 'mfe_ilu' });
  expect(declarationAt(files, '/dashboard', null)).toBeNull();
  expect(declarationAt(files, '*', null)).toBeNull();
  expect(declarationAt(files, undefined, null)).toBeNull();
});

it('a retry tries twice, so an entry the browser answers from a failed earlier response does not fail it', async () => {
  initFederation(config, 'http://localhost:8080');
  mockedRegister.mockClear();
  mockedLoad.mockRejectedValueOnce(new Error('RUNTIME-008')).mockResolvedValueOnce({ default: () => null });
  await expect(loadRemoteComponent('mfe_leads', './Leads', { retry: true })).resolves.toBeDefined();
  expect(mockedLoad).toHaveBeenCalledTimes(2);
  expect(mockedRegister).toHaveBeenCalledTimes(2);
  // Still down: both attempts fail, and the area shows its panel.
  mockedLoad.mockReset().mockRejectedValue(new Error('RUNTIME-008'));
  await expect(loadRemoteComponent('mfe_leads', './Leads', { retry: true })).rejects.toBeInstanceOf(RemoteUnavailableError);
  expect(mockedLoad).toHaveBeenCalledTimes(2);
});
