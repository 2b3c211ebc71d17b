import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test/render';
import { RemoteComponent, getRemoteLoader, setRemoteLoader, type RemoteModuleLoader } from './RemoteComponent';

function Greeting({ name, onHello }: { name: string; onHello?: () => void }) {
  return (
    <button type="button" onClick={onHello}>
      Hello {name}
    </button>
  );
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  setRemoteLoader(null);
  consoleError.mockRestore();
});

test('loads the exposed module through the registered loader and passes the other props on', async () => {
  const loader = jest.fn<ReturnType<RemoteModuleLoader>, Parameters<RemoteModuleLoader>>(async () => ({ default: Greeting }));
  setRemoteLoader(loader);
  expect(getRemoteLoader()).toBe(loader);
  const onHello = jest.fn();
  renderUi(
    <RemoteComponent<{ name: string; onHello: () => void }>
      remote="mfe_residents"
      expose="./NotesTab"
      name="Ada"
      onHello={onHello}
    />,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Hello Ada' }));
  expect(onHello).toHaveBeenCalled();
  expect(loader).toHaveBeenCalledWith('mfe_residents', './NotesTab', { retry: false });
});

test('shows the fallback while loading', async () => {
  let resolve!: (m: { default: typeof Greeting }) => void;
  setRemoteLoader(
    () =>
      new Promise((r) => {
        resolve = r;
      }),
  );
  renderUi(<RemoteComponent remote="mfe_residents" expose="./TimelineTab" fallback={<p>Loading the timeline</p>} name="Bo" />);
  expect(screen.getByText('Loading the timeline')).toBeInTheDocument();
  resolve({ default: Greeting });
  expect(await screen.findByRole('button', { name: 'Hello Bo' })).toBeInTheDocument();
});

test('a load failure shows AreaUnavailable; Retry loads again with retry: true', async () => {
  const loader: jest.MockedFunction<RemoteModuleLoader> = jest
    .fn()
    .mockRejectedValueOnce(new Error('remote down'))
    .mockResolvedValueOnce({ default: Greeting });
  setRemoteLoader(loader);
  renderUi(<RemoteComponent remote="mfe_residents" expose="./EventHistoryTab" area="Events" name="Cy" />);
  expect(await screen.findByRole('alert')).toHaveTextContent('This area is unavailable');
  expect(screen.getByText(/The Events area could not be loaded/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('button', { name: 'Hello Cy' })).toBeInTheDocument();
  expect(loader).toHaveBeenLastCalledWith('mfe_residents', './EventHistoryTab', { retry: true });
});

test('without a registered loader the area is unavailable; registering one and retrying renders it', async () => {
  renderUi(<RemoteComponent remote="mfe_residents" expose="./ContactDialogs" name="Di" />);
  expect(await screen.findByRole('alert')).toHaveTextContent('This area is unavailable');
  setRemoteLoader(async () => ({ default: Greeting }));
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('button', { name: 'Hello Di' })).toBeInTheDocument();
});

test('a render error of the loaded module is caught in its area only', async () => {
  function Broken(): never {
    throw new Error('boom');
  }
  setRemoteLoader(async () => ({ default: Broken }));
  renderUi(
    <>
      <p>Rest of the page</p>
      <RemoteComponent remote="mfe_residents" expose="./NotesTab" />
    </>,
  );
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This area is unavailable'));
  expect(screen.getByText('Rest of the page')).toBeInTheDocument();
});

test('a module loaded once is not loaded again for another mount', async () => {
  const loader = jest.fn(async () => ({ default: Greeting }));
  setRemoteLoader(loader);
  const { unmount } = renderUi(<RemoteComponent remote="mfe_residents" expose="./NotesTab" name="E" />);
  await screen.findByRole('button', { name: 'Hello E' });
  unmount();
  renderUi(<RemoteComponent remote="mfe_residents" expose="./NotesTab" name="F" />);
  await screen.findByRole('button', { name: 'Hello F' });
  expect(loader).toHaveBeenCalledTimes(1);
});
