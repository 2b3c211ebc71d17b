/**
 * shared-ui's RemoteComponent through the loader the shell registers at start-up (bootstrap: setRemoteLoader with
 * loadRemoteComponent): one remote mounting another remote's exposed module goes through the shell's federation runtime.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotesTabProps, TimelineTabProps } from 'shared-domain/contracts/federated-props';
import { RemoteComponent, UiProvider, setRemoteLoader } from 'shared-ui';
import { initFederation, loadRemoteComponent } from './federation';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoad = loadRemote as jest.Mock;
const mockedRegister = registerRemotes as jest.Mock;

const config = {
  apiBaseUrl: '/api',
  oidc: { authority: 'http://localhost:8080/oidc', clientId: 'c', scope: 'openid' },
  remotes: [{ name: 'mfe_residents', manifest: '/mfe/mfe-residents/mf-manifest.json', routes: '/mfe/mfe-residents/routes.json' }],
  environment: { name: 'Test', simulators: true },
};

function NotesTab({ residentId }: { residentId: number }) {
  return <p>Notes of {residentId}</p>;
}

beforeEach(() => {
  mockedLoad.mockReset();
  mockedRegister.mockReset();
  initFederation(config, 'http://localhost:8080');
  setRemoteLoader(loadRemoteComponent);
});
afterEach(() => setRemoteLoader(null));

it("renders another remote's exposed module with the given props", async () => {
  mockedLoad.mockResolvedValue({ default: NotesTab });
  render(
    <UiProvider>
      <RemoteComponent<NotesTabProps> remote="mfe_residents" expose="./NotesTab" residentId={7} />
    </UiProvider>,
  );
  expect(await screen.findByText('Notes of 7')).toBeInTheDocument();
  expect(mockedLoad).toHaveBeenCalledWith('mfe_residents/NotesTab');
});

it('a remote that fails shows AreaUnavailable; Retry registers the remote again (force) and loads it', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockedLoad
    .mockResolvedValueOnce({ __remoteUnavailable: true, error: 'manifest 404' })
    .mockResolvedValueOnce({ default: NotesTab });
  render(
    <UiProvider>
      <RemoteComponent<TimelineTabProps> remote="mfe_residents" expose="./TimelineTab" area="Timeline" residentId={8} />
    </UiProvider>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('This area is unavailable');
  mockedRegister.mockClear();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Notes of 8')).toBeInTheDocument();
  expect(mockedRegister).toHaveBeenCalledWith(
    [{ name: 'mfe_residents', entry: 'http://localhost:8080/mfe/mfe-residents/mf-manifest.json' }],
    { force: true },
  );
  consoleError.mockRestore();
});
