import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from 'shared-auth';
import { notify } from 'shared-ui';
import type { RuntimeConfig } from 'shared-domain/contracts/platform';
import { buildRoutes } from './buildRoutes';
import { KEPT_ROUTES_KEY_PREFIX, fetchRouteFiles } from './declarations';
import { NO_PERMISSION_MESSAGE, menuSections, passesGuard, selectDeclaration, visibleMenu } from './guards';
import { facilities, renderRoutes, routeFiles, signedIn } from '../test/helpers';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const Residents = () => <p>AgeCare dashboard screen</p>;
const Ilu = () => <p>ILU dashboard screen</p>;
const okLoader = jest.fn(async (remote: string) => ({ default: remote === 'mfe_ilu' ? Ilu : Residents }));
const options = { loader: okLoader, ensureSession: async () => true, signIn: jest.fn(async () => undefined) };

beforeEach(() => {
  okLoader.mockClear();
  signedIn();
});

describe('guards', () => {
  it('checks permission flag, feature flag and system user', () => {
    const ctx = { ...useAuthStore.getState() };
    expect(passesGuard({ permission: { name: 'residentsDetails', flag: 'canView' } }, ctx)).toBe(true);
    expect(passesGuard({ permission: { name: 'residentsDetails', flag: 'canModify' } }, ctx)).toBe(false);
    expect(passesGuard({ featureFlag: 'enableAgedCareAct2025' }, ctx)).toBe(false);
    expect(
      passesGuard({ featureFlag: 'enableAgedCareAct2025' }, { ...ctx, facilityFlags: { enableAgedCareAct2025: true } }),
    ).toBe(true);
    expect(passesGuard({ systemUserOnly: true }, ctx)).toBe(false);
    expect(passesGuard({ systemUserOnly: true }, { ...ctx, userProfile: { ...ctx.userProfile!, isSystemUser: true } })).toBe(
      true,
    );
  });

  it('picks the declaration of the current facility type', () => {
    const decls = [
      { path: '/dashboard', facilityType: 'AgeCare' as const, remote: 'a' },
      { path: '/dashboard', facilityType: 'IndependentLiving' as const, remote: 'b' },
    ];
    expect(selectDeclaration(decls, { currentFacility: facilities[0] })?.remote).toBe('a');
    expect(selectDeclaration(decls, { currentFacility: facilities[3] })?.remote).toBe('b');
  });

  it('filters the menu by permission and facility type, in order', () => {
    const menu = routeFiles.flatMap((f) => f.menu);
    expect(visibleMenu(menu, useAuthStore.getState()).map((m) => m.label)).toEqual(['Dashboard', 'Residents']);
    signedIn({ facilityId: 4 });
    expect(visibleMenu(menu, useAuthStore.getState()).map((m) => m.label)).toEqual(['Dashboard']);
  });
});

describe('route table', () => {
  it('/dashboard renders the AgeCare dashboard for an AgeCare facility', async () => {
    renderRoutes(buildRoutes(routeFiles, options), '/dashboard');
    expect(await screen.findByText('AgeCare dashboard screen')).toBeInTheDocument();
    expect(okLoader).toHaveBeenCalledWith('mfe_residents', './Dashboard', { retry: false });
    // The build is in the user menu's About, not under the page.
    expect(screen.queryByText(/test-build/)).not.toBeInTheDocument();
  });

  it('/dashboard renders the independent-living dashboard for an IndependentLiving facility', async () => {
    signedIn({ facilityId: 4 });
    renderRoutes(buildRoutes(routeFiles, options), '/dashboard');
    expect(await screen.findByText('ILU dashboard screen')).toBeInTheDocument();
    expect(okLoader).toHaveBeenCalledWith('mfe_ilu', './Dashboard', { retry: false });
    expect(okLoader).not.toHaveBeenCalledWith('mfe_residents', expect.anything(), expect.anything());
  });

  it('sends unknown paths and / to /dashboard', async () => {
    const { router } = renderRoutes(buildRoutes(routeFiles, options), '/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('AgeCare dashboard screen')).toBeInTheDocument();
    act(() => void router.navigate('/'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows the not-available-yet page of a planned route under its real path', async () => {
    const { router } = renderRoutes(buildRoutes(routeFiles, options), '/viewResident/12/notes');
    expect(await screen.findByRole('heading', { name: 'Resident' })).toBeInTheDocument();
    expect(screen.getByText('This screen is not available yet.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/viewResident/12/notes');
  });

  it('rejects a navigation whose guard fails: back to /dashboard with a toast', async () => {
    const error = jest.spyOn(notify, 'error');
    const { router } = renderRoutes(buildRoutes(routeFiles, options), '/dashboard');
    await screen.findByText('AgeCare dashboard screen');
    await act(async () => {
      await router.navigate('/editResident/5');
    });
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(error).toHaveBeenCalledWith(NO_PERMISSION_MESSAGE);
    await act(async () => {
      await router.navigate('/statementNavigator');
    });
    expect(router.state.location.pathname).toBe('/dashboard');
    await act(async () => {
      await router.navigate('/reporting/flagged');
    });
    expect(router.state.location.pathname).toBe('/dashboard');
    await act(async () => {
      await router.navigate('/customerCare/tools');
    });
    expect(router.state.location.pathname).toBe('/dashboard');
    await act(async () => {
      await router.navigate('/viewResidents');
    });
    expect(router.state.location.pathname).toBe('/viewResidents');
    error.mockRestore();
  });

  it('refuses a screen of the other kind of facility in words, as any other refused route', async () => {
    const error = jest.spyOn(notify, 'error');
    const files = [
      ...routeFiles,
      {
        remote: 'mfe_admin',
        routes: [{ path: '/viewAndEditUnits', facilityType: 'IndependentLiving' as const, title: 'Units' }],
        menu: [],
      },
    ];
    const { router } = renderRoutes(buildRoutes(files, options), '/dashboard');
    await screen.findByText('AgeCare dashboard screen');
    await act(async () => {
      await router.navigate('/viewAndEditUnits');
    });
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(error).toHaveBeenCalledWith(NO_PERMISSION_MESSAGE);
    error.mockClear();
    // A path nobody declares goes to the dashboard without a word.
    await act(async () => {
      await router.navigate('/noSuchScreen');
    });
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('lets a system user through a systemUserOnly route', async () => {
    signedIn({ isSystemUser: true });
    const { router } = renderRoutes(buildRoutes(routeFiles, options), '/customerCare/tools');
    expect(await screen.findByRole('heading', { name: 'Tools' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/customerCare/tools');
  });

  it('sends a user without a session to sign-in, keeping the return URL', async () => {
    const signIn = jest.fn(async () => undefined);
    renderRoutes(buildRoutes(routeFiles, { ...options, ensureSession: async () => false, signIn }), '/viewResidents?x=1');
    await waitFor(() => expect(signIn).toHaveBeenCalledWith('/viewResidents?x=1'));
  });

  it('builds the menu from the declarations', async () => {
    renderRoutes(buildRoutes(routeFiles, options), '/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Dashboard', 'Residents']);
  });
});

describe('a remote that fails', () => {
  it('shows "This area is unavailable" in the content area only; Retry loads the remote again', async () => {
    let fail = true;
    const loader = jest.fn(async () => {
      if (fail) throw new Error('remoteEntry.js 404');
      return { default: Residents };
    });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes(buildRoutes(routeFiles, { ...options, loader }), '/dashboard');
    expect(await screen.findByText('This area is unavailable')).toBeInTheDocument();
    // The header, menu and footer still work.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByText('Resident Manager')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Training manual' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('AgeCare dashboard screen')).toBeInTheDocument();
    expect(loader).toHaveBeenLastCalledWith('mfe_residents', './Dashboard', { retry: true });
    consoleError.mockRestore();
  });

  it('shows the panel when the remote throws while rendering', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes(buildRoutes(routeFiles, { ...options, loader: async () => ({ default: Broken }) }), '/dashboard');
    expect(await screen.findByText('This area is unavailable')).toBeInTheDocument();
    consoleError.mockRestore();
  });
});

describe('a remote that is down when the shell starts', () => {
  const LeadBoard = () => <p>Lead board screen</p>;
  const leadsRoutes = {
    remote: 'mfe_leads',
    routes: [{ path: '/leads', title: 'Leads', expose: './LeadBoard' }],
    menu: [{ label: 'Leads', path: '/leads', order: 30 }],
  };
  const remote = (extra: Partial<RuntimeConfig['remotes'][number]> = {}) => ({
    name: 'mfe_leads',
    manifest: '/mfe/mfe-leads/mf-manifest.json',
    routes: '/mfe/mfe-leads/routes.json',
    ...extra,
  });
  const configOf = (...remotes: RuntimeConfig['remotes']): RuntimeConfig => ({
    apiBaseUrl: '/api',
    oidc: { authority: 'http://localhost:8080/oidc', clientId: 'c', scope: 'openid' },
    remotes,
    environment: { name: 'Test', simulators: true },
  });
  const notFound = jest.fn(async () => new Response('{"message":"Not found."}', { status: 404 }));
  const served = (doc: unknown) => jest.fn(async () => new Response(JSON.stringify(doc), { status: 200 }));
  let leadsUp = false;
  const leadsLoader = jest.fn(async (name: string, _expose: string, _opts: { retry?: boolean }) => {
    if (name !== 'mfe_leads') return okLoader(name);
    if (!leadsUp) throw new Error('mf-manifest.json 404');
    return { default: LeadBoard };
  });
  let consoleError: jest.SpyInstance;

  beforeEach(() => {
    window.localStorage.clear();
    notFound.mockClear();
    leadsLoader.mockClear();
    leadsUp = false;
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it("keeps each routes file it reads, and uses the kept copy when the remote's routes.json fails", async () => {
    const first = await fetchRouteFiles(configOf(remote()), served(leadsRoutes) as unknown as typeof fetch);
    expect(first).toEqual([leadsRoutes]);
    expect(JSON.parse(window.localStorage.getItem(`${KEPT_ROUTES_KEY_PREFIX}mfe_leads`)!)).toEqual(leadsRoutes);

    const later = await fetchRouteFiles(configOf(remote()), notFound as unknown as typeof fetch);
    expect(notFound).toHaveBeenCalledWith('/mfe/mfe-leads/routes.json', expect.anything());
    expect(later).toEqual([{ ...leadsRoutes, unreachable: true }]);
  });

  it('a bookmarked path of the remote shows "This area is unavailable", not the dashboard; Retry shows the screen', async () => {
    window.localStorage.setItem(`${KEPT_ROUTES_KEY_PREFIX}mfe_leads`, JSON.stringify(leadsRoutes));
    const files = [...routeFiles, ...(await fetchRouteFiles(configOf(remote()), notFound as unknown as typeof fetch))];
    const { router } = renderRoutes(buildRoutes(files, { ...options, loader: leadsLoader }), '/leads');
    expect(await screen.findByText('This area is unavailable')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/leads');
    expect(screen.queryByText('AgeCare dashboard screen')).not.toBeInTheDocument();
    // The header and menu work; the remote's own menu entry stays and leads to the same panel.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Dashboard', 'Residents', 'Leads']);
    await act(async () => {
      await router.navigate('/dashboard');
    });
    expect(await screen.findByText('AgeCare dashboard screen')).toBeInTheDocument();
    await act(async () => {
      await router.navigate('/leads');
    });
    expect(await screen.findByText('This area is unavailable')).toBeInTheDocument();

    leadsUp = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Lead board screen')).toBeInTheDocument();
    expect(leadsLoader).toHaveBeenLastCalledWith('mfe_leads', './LeadBoard', { retry: true });
  });

  it("uses the API's kept copy (marked unreachable) without asking the remote, even in a browser that never saw it", async () => {
    const older = { ...leadsRoutes, routes: [{ path: '/leadsOld', title: 'Leads', expose: './LeadBoard' }] };
    window.localStorage.setItem(`${KEPT_ROUTES_KEY_PREFIX}mfe_leads`, JSON.stringify(older));
    const config = configOf(remote({ routesFile: leadsRoutes, unreachable: true }));
    const files = await fetchRouteFiles(config, notFound as unknown as typeof fetch);
    expect(notFound).not.toHaveBeenCalled();
    expect(files).toEqual([{ ...leadsRoutes, unreachable: true }]);
    // An unreachable copy is not kept as if it had been read now: the browser's own copy stays as it was.
    expect(JSON.parse(window.localStorage.getItem(`${KEPT_ROUTES_KEY_PREFIX}mfe_leads`)!)).toEqual(older);

    window.localStorage.clear();
    const fresh = [...routeFiles, ...(await fetchRouteFiles(config, notFound as unknown as typeof fetch))];
    const { router } = renderRoutes(buildRoutes(fresh, { ...options, loader: leadsLoader }), '/leads');
    expect(await screen.findByText('This area is unavailable')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/leads');
  });

  it('a remote never seen and down is left out: its paths go to /dashboard as any unknown path', async () => {
    const files = [...routeFiles, ...(await fetchRouteFiles(configOf(remote()), notFound as unknown as typeof fetch))];
    expect(files.map((f) => f.remote)).toEqual(['mfe_residents', 'mfe_ilu', 'mfe_funding']);
    const { router } = renderRoutes(buildRoutes(files, { ...options, loader: leadsLoader }), '/leads');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('AgeCare dashboard screen')).toBeInTheDocument();
    expect(leadsLoader).not.toHaveBeenCalledWith('mfe_leads', expect.anything(), expect.anything());
  });
});

describe('menuSections', () => {
  it('puts ungrouped entries first and keeps groups in the order of their first entry', () => {
    const entries = [
      { label: 'Dashboard', path: '/dashboard', order: 10 },
      { label: 'Residents', path: '/viewResidents', order: 20, group: 'Residents' },
      { label: 'Departed residents', path: '/viewDepartedResidents', order: 21, group: 'Residents' },
      { label: 'Leads', path: '/leads', order: 30, group: 'Leads' },
      { label: 'Help', path: '/help', order: 99 },
    ];
    const sections = menuSections(entries);
    expect(sections.map((s) => [s.group, s.entries.map((e) => e.label)])).toEqual([
      [null, ['Dashboard', 'Help']],
      ['Residents', ['Residents', 'Departed residents']],
      ['Leads', ['Leads']],
    ]);
  });
});

describe('hideFooter', () => {
  it('hides the footer on a route declared with hideFooter and shows it elsewhere', async () => {
    const { router } = renderRoutes(buildRoutes(routeFiles, options), '/viewResidents');
    expect(await screen.findByText('This screen is not available yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Training manual' })).not.toBeInTheDocument();
    await act(async () => {
      await router.navigate('/dashboard');
    });
    expect(await screen.findByText('AgeCare dashboard screen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Training manual' })).toBeInTheDocument();
  });
});
