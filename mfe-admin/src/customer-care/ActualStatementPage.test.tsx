import { screen, within } from '@testing-library/react';
import { renderWithProviders, server, setSession } from 'shared-auth/testing';
import type { ActualStatementProps } from 'shared-domain/contracts/federated-props';
import { setRemoteLoader, type RemoteModuleLoader } from 'shared-ui';
import ActualStatementPage, { STATEMENT_PAGE_TEXT } from './ActualStatementPage';

const FACILITIES = [
  {
    id: 1,
    name: 'Bayside Gardens',
    regionId: 1,
    region: 'Metro South',
    facilityType: 'AgeCare',
    isBillingIntegratedFacility: false,
  },
  {
    id: 4,
    name: 'Riverside Village',
    regionId: 1,
    region: 'Metro South',
    facilityType: 'IndependentLiving',
    isBillingIntegratedFacility: false,
  },
];

/** mfe-funding's exposed form, as a stand-in that shows the facilities it was given. */
const loader = jest.fn() as jest.MockedFunction<RemoteModuleLoader>;

beforeEach(() => {
  loader.mockReset();
  loader.mockImplementation(async () => ({
    default: ({ facilities }: ActualStatementProps) => <p>statement form for {facilities.map((f) => f.name).join(', ')}</p>,
  }));
  setRemoteLoader(loader);
  server.get('facilities/all-organisation-facilities', FACILITIES);
});
afterEach(() => setRemoteLoader(null));

test("mounts mfe-funding's form under the customer-care links, with the organisation's facilities", async () => {
  setSession({ userProfile: { isSystemUser: true } });
  renderWithProviders(<ActualStatementPage />, { route: '/customerCare/downloadUploadActualStatement' });
  expect(screen.getByRole('heading', { name: STATEMENT_PAGE_TEXT.title, level: 1 })).toBeInTheDocument();
  const links = screen.getByRole('navigation', { name: 'Customer care' });
  expect(within(links).getByRole('link', { name: STATEMENT_PAGE_TEXT.title })).toHaveAttribute('aria-current', 'page');
  expect(await screen.findByText('statement form for Bayside Gardens, Riverside Village')).toBeInTheDocument();
  expect(loader).toHaveBeenCalledWith('mfe_funding', './ActualStatement', { retry: false });
});

test('for system users only: anyone else is told so and loads nothing', () => {
  setSession({ userProfile: { isSystemUser: false } });
  renderWithProviders(<ActualStatementPage />, { route: '/customerCare/downloadUploadActualStatement' });
  expect(screen.getByText(STATEMENT_PAGE_TEXT.systemOnly)).toBeInTheDocument();
  expect(loader).not.toHaveBeenCalled();
  expect(server.calls('GET', 'facilities/all-organisation-facilities')).toHaveLength(0);
});
