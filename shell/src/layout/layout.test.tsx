import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { Outlet } from 'react-router';
import { parseSse, readStoredFacility, setSessionClients, setRuntimeConfig, useAuthStore } from 'shared-auth';
import type { ResidentSearchRow } from 'shared-domain/contracts/search-responses';
import { setShellApiClients } from '../api';
import { fakeClient, renderRoutes, signedIn } from '../test/helpers';
import { NARROW_QUERY } from 'shared-ui';
import { AppLayout, Banners, DISMISSED_BANNERS_KEY, Header, SKIP_LINK_TEXT, environmentText } from './AppLayout';
import { FacilitySwitcher } from './FacilitySwitcher';
import { ResidentSearch } from './ResidentSearch';
import { noticeText } from './maintenance';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

function page(element: React.ReactNode): RouteObject[] {
  return [
    {
      element: (
        <>
          {element}
          <Outlet />
        </>
      ),
      children: [{ path: '*', element: <p>page</p> }],
    },
  ].map((r) => r) as RouteObject[];
}

beforeEach(() => {
  signedIn();
  setRuntimeConfig({
    apiBaseUrl: '/api',
    oidc: { authority: 'http://x/oidc', clientId: 'c', scope: 'openid' },
    remotes: [],
    environment: { name: 'Local demo', simulators: true },
  });
});

describe('facility switcher', () => {
  function serve() {
    const calls: string[] = [];
    const client = fakeClient((config) => {
      calls.push(`${config.url}?facilityId=${useAuthStore.getState().currentFacility?.id}`);
      if (config.url === 'featureFlags')
        return {
          status: 200,
          data: {
            systemConfigurationFlags: { enablePrivateResidents: false, disableSendingExtraServiceToMedicare: false },
            currentFacilityFeatureFlags: { enableAgedCareAct2025: true },
          },
        };
      return { status: 200, data: [{ id: 1, isActive: true, isRac: false, isILU: true, message: 'Riverside notice' }] };
    });
    setSessionClients({ noFacility: client, facility: client });
    return calls;
  }

  it('groups facilities by region and sorts them by name', async () => {
    renderRoutes(page(<FacilitySwitcher />), '/dashboard');
    const select = await screen.findByRole('combobox', { name: 'Facility' });
    const groups = [...select.querySelectorAll('optgroup')].map((g) => [
      g.label,
      [...g.querySelectorAll('option')].map((o) => o.textContent),
    ]);
    expect(groups).toEqual([
      ['Metro North', ['Carlton House', 'Elm Park Lodge']],
      ['Metro South', ['Bayside Gardens', 'Riverside Village']],
    ]);
    expect((select as HTMLSelectElement).value).toBe('1');
  });

  it('stores the choice, reloads flags and banners, and reloads the dashboard', async () => {
    const calls = serve();
    const { router } = renderRoutes(
      [
        ...page(
          <>
            <FacilitySwitcher />
            <Banners />
          </>,
        ),
      ],
      '/viewResidents',
    );
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Facility' }), '4');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(readStoredFacility()?.id).toBe(4);
    expect(useAuthStore.getState().currentFacility?.name).toBe('Riverside Village');
    expect(calls.sort()).toEqual(['bannerMessages?facilityId=4', 'featureFlags?facilityId=4']);
    expect(useAuthStore.getState().facilityFlags?.enableAgedCareAct2025).toBe(true);
    expect(await screen.findByText('Riverside notice')).toBeInTheDocument();
  });

  it('goes to viewMedicareStatements when an AgeCare facility is chosen on a statement screen', async () => {
    serve();
    const { router } = renderRoutes(page(<FacilitySwitcher />), '/statementNavigator/viewStatement/102026/summary');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Facility' }), '2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/viewMedicareStatements'));
  });
});

describe('resident search', () => {
  const row = (over: Partial<ResidentSearchRow>): ResidentSearchRow => ({
    id: 1,
    residentId: 5,
    firstName: 'Ada',
    lastName: 'Lovelace',
    preferredName: null,
    dateOfBirth: '1940-01-01',
    careType: 0,
    admissionDateUtc: '2024-01-01T00:00:00Z',
    departureDateUtc: null,
    isLead: false,
    isArchived: false,
    independentLivingAllocationId: null,
    enquiryId: null,
    roomNumber: '12',
    facilityType: 'AgeCare',
    ...over,
  });

  function serve(rows: ResidentSearchRow[]) {
    const seen: { searchStr: string; facilityId: number }[] = [];
    setShellApiClients({
      facility: fakeClient((config) => {
        seen.push({ searchStr: config.params.searchStr, facilityId: useAuthStore.getState().currentFacility!.id });
        return { status: 200, data: rows };
      }),
    });
    return seen;
  }

  it('shows the first 10 rows with name and label; an admitted AgeCare row opens viewResident, a lead viewLead', async () => {
    const rows = [
      row({}),
      row({ id: 2, residentId: 6, firstName: 'Grace', lastName: 'Hopper', admissionDateUtc: null, careType: 1 }),
    ];
    for (let i = 0; i < 12; i += 1) rows.push(row({ id: 10 + i, residentId: 100 + i, firstName: `P${i}` }));
    const seen = serve(rows);
    const { router } = renderRoutes(page(<ResidentSearch />), '/dashboard');
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search residents' }), 'lo');
    const list = await screen.findByRole('listbox', { name: 'Search results' }, { timeout: 3000 });
    expect(within(list).getAllByRole('option')).toHaveLength(10);
    expect(seen.at(-1)).toEqual({ searchStr: 'lo', facilityId: 1 });
    expect(seen).toHaveLength(1); // debounced: one call for two key strokes
    expect(within(list).getAllByText('Permanent resident').length).toBeGreaterThan(0);
    expect(within(list).getByText('Enquiry for Respite care')).toBeInTheDocument();
    await userEvent.click(within(list).getByText(/Grace Hopper/));
    expect(router.state.location.pathname).toBe('/viewLead/6');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search residents' }), 'ada');
    await userEvent.click(await screen.findByText(/Ada Lovelace/, {}, { timeout: 3000 }));
    expect(router.state.location.pathname).toBe('/viewResident/5');
  });

  it('independent-living rows open the allocation when admitted, else the enquiry', async () => {
    signedIn({ facilityId: 4 });
    serve([
      row({ residentId: 7, enquiryId: 70, facilityType: 'IndependentLiving', careType: 2 }),
      row({
        id: 2,
        residentId: 8,
        enquiryId: 80,
        firstName: 'Enid',
        admissionDateUtc: null,
        facilityType: 'IndependentLiving',
        careType: 2,
      }),
    ]);
    const { router } = renderRoutes(page(<ResidentSearch />), '/dashboard');
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search residents' }), 'x');
    await userEvent.click(await screen.findByText(/Enid Lovelace/, {}, { timeout: 3000 }));
    expect(router.state.location.pathname).toBe('/independentLiving/80/enquiry/8');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search residents' }), 'y');
    await userEvent.click(await screen.findByText(/Ada Lovelace/, {}, { timeout: 3000 }));
    expect(router.state.location.pathname).toBe('/viewIndependentLiving/70/resident/7/false');
  });
});

describe('header', () => {
  it('shows the product name, the environment banner and the user menu (system items for system users)', async () => {
    signedIn({ isSystemUser: true });
    renderRoutes(page(<Header />), '/dashboard');
    expect(await screen.findByText('Resident Manager')).toBeInTheDocument();
    expect(screen.getByTestId('environment-banner')).toHaveTextContent(
      'Local demo — Medicare, ACCR and clinical systems are simulators',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mia Manager' }));
    expect(screen.getByRole('menuitem', { name: 'Mail outbox' })).toHaveAttribute('href', '/system/outbox');
    expect(screen.getByRole('menuitem', { name: 'Maintenance notice' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    // The standalone harnesses sign in themselves: no token to copy out of the shell.
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual([
      'Mail outbox',
      'Maintenance notice',
      'About',
      'Sign out',
    ]);
  });

  it('hides the system items from other users', async () => {
    renderRoutes(page(<Header />), '/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Mia Manager' }));
    expect(screen.queryByRole('menuitem', { name: 'Mail outbox' })).not.toBeInTheDocument();
  });

  it('names simulators only when they are in use', () => {
    expect(environmentText({ name: 'Production', simulators: false })).toBe('Production');
  });
});

describe('maintenance notice stream', () => {
  it('parses server-sent events across chunks', () => {
    const first = parseSse(': connected\n\nevent: maintenance-notice\ndata: {"message":"Down at 5"');
    expect(first.events).toEqual([]);
    const second = parseSse(`${first.rest}}\n\n`);
    expect(second.events).toEqual([{ event: 'maintenance-notice', data: '{"message":"Down at 5"}' }]);
    expect(noticeText(second.events[0].data)).toContain('Your work may not have been saved');
  });
});

describe('responsive layout', () => {
  const original = window.matchMedia;
  function setNarrow(narrow: boolean) {
    window.matchMedia = ((query: string) => ({
      matches: narrow && query === NARROW_QUERY,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
  }
  afterEach(() => {
    window.matchMedia = original;
    sessionStorage.clear();
  });

  const menu = [
    { path: '/dashboard', label: 'Dashboard', order: 1 },
    { path: '/viewResidents', label: 'Residents', order: 2 },
  ];
  function layout(path = '/dashboard') {
    return renderRoutes([{ element: <AppLayout menu={menu} />, children: [{ path: '*', element: <p>page content</p> }] }], path);
  }

  it('below md: "Open menu" opens the navigation in a drawer; a navigation closes it; Escape closes it', async () => {
    setNarrow(true);
    const { router } = layout();
    await screen.findByText('page content');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    const open = screen.getByRole('button', { name: 'Open menu' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const drawer = await screen.findByRole('dialog');
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Residents' }));
    expect(router.state.location.pathname).toBe('/viewResidents');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('below md: the search is an icon button that opens the field; the facility switcher stays', async () => {
    setNarrow(true);
    layout();
    await screen.findByText('page content');
    expect(screen.getByRole('combobox', { name: 'Facility' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Search residents' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Search residents' }));
    expect(screen.getByRole('searchbox', { name: 'Search residents' })).toHaveFocus();
  });

  it('the first tab stop skips to the main content; after a navigation focus is on the new page heading', async () => {
    const { router } = renderRoutes(
      [
        {
          element: <AppLayout menu={menu} />,
          children: [
            { path: '/dashboard', element: <h1>Dashboard</h1> },
            { path: '/viewResidents', element: <h1>Residents</h1> },
          ],
        },
      ],
      '/dashboard',
    );
    await screen.findByRole('heading', { name: 'Dashboard' });
    // The first page load leaves focus alone.
    expect(document.body).toHaveFocus();
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: SKIP_LINK_TEXT });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Residents' }));
    expect(router.state.location.pathname).toBe('/viewResidents');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Residents' })).toHaveFocus());
  });

  it('at md and wider: the menu is beside the content, no menu button', async () => {
    layout();
    await screen.findByText('page content');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search residents' })).toBeInTheDocument();
  });

  it('banners can be dismissed for the session (by id and text); a changed text shows again', async () => {
    useAuthStore.setState({
      banners: [
        { id: 1, isActive: true, isRac: true, isILU: true, message: 'Claims close on the 5th.' },
        { id: 2, isActive: true, isRac: true, isILU: true, message: 'Maintenance on Sunday.' },
      ],
    } as never);
    const { unmount } = renderRoutes(page(<Banners />), '/dashboard');
    expect(await screen.findByText('Claims close on the 5th.')).toBeInTheDocument();
    const dismiss = screen.getAllByRole('button', { name: 'Dismiss' });
    expect(dismiss).toHaveLength(2);
    await userEvent.click(dismiss[0]);
    expect(screen.queryByText('Claims close on the 5th.')).not.toBeInTheDocument();
    expect(screen.getByText('Maintenance on Sunday.')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(DISMISSED_BANNERS_KEY)!)).toEqual(['1:Claims close on the 5th.']);
    unmount();
    renderRoutes(page(<Banners />), '/dashboard');
    expect(await screen.findByText('Maintenance on Sunday.')).toBeInTheDocument();
    expect(screen.queryByText('Claims close on the 5th.')).not.toBeInTheDocument();
    act(() =>
      useAuthStore.setState({
        banners: [{ id: 1, isActive: true, isRac: true, isILU: true, message: 'Claims close on the 6th.' }],
      } as never),
    );
    expect(await screen.findByText('Claims close on the 6th.')).toBeInTheDocument();
  });

  it('the environment banner can be dismissed for the session', async () => {
    renderRoutes(page(<Header />), '/dashboard');
    expect(await screen.findByTestId('environment-banner')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('environment-banner')).not.toBeInTheDocument();
  });
});
