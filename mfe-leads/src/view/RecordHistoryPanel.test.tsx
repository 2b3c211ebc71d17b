import { screen } from '@testing-library/react';
import { renderWithProviders, setSession } from 'shared-auth/testing';
import { setRemoteLoader, type RemoteModuleLoader } from 'shared-ui';
import { RecordHistoryPanel } from '../federated';

const loader = jest.fn<ReturnType<RemoteModuleLoader>, Parameters<RemoteModuleLoader>>();

beforeEach(() => {
  loader.mockReset();
  loader.mockImplementation(async () => ({
    default: (p: { entity: string; id: number }) => (
      <p>
        history of {p.entity} {p.id}
      </p>
    ),
  }));
  setRemoteLoader(loader);
});
afterEach(() => setRemoteLoader(null));

test("mounts mfe-admin's record history for the lead", async () => {
  setSession({ permissions: { leadsDetails: { canView: true }, recordHistory: { canView: true } } });
  renderWithProviders(<RecordHistoryPanel residentId={7} />);
  expect(await screen.findByText('history of resident 7')).toBeInTheDocument();
  expect(loader).toHaveBeenCalledWith('mfe_admin', './RecordHistory', expect.anything());
});

test('without recordHistory nothing is loaded', () => {
  setSession({ permissions: { leadsDetails: { canView: true } } });
  const { container } = renderWithProviders(<RecordHistoryPanel residentId={7} />);
  expect(container).toBeEmptyDOMElement();
  expect(loader).not.toHaveBeenCalled();
});
