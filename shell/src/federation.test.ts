import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteUnavailableError, initFederation, loadRemoteComponent } from './federation';
import { fetchRouteFiles } from './routing/declarations';

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
