import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, type RouteObject } from 'react-router';
import { setRuntimeConfig } from 'shared-auth';
import type { RuntimeConfig } from 'shared-domain/contracts/platform';
import { renderRoutes, signedIn } from '../test/helpers';
import { aboutLines, SHELL_BUILD } from './AboutDialog';
import { Footer } from './Footer';
import { UserMenu } from './UserMenu';

const config = {
  apiBaseUrl: '/api',
  oidc: { authority: 'http://x/oidc', clientId: 'c', scope: 'openid' },
  remotes: [{ name: 'mfe_residents', manifest: '/mfe/mfe-residents/mf-manifest.json', routes: '/mfe/mfe-residents/routes.json' }],
  environment: { name: 'Local demo', simulators: true },
  build: { version: '0.1.0', commit: '2b623ba1c0de' },
} as RuntimeConfig;

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
  ];
}

beforeEach(() => {
  signedIn();
  setRuntimeConfig(config);
  global.fetch = jest.fn(
    async () =>
      new Response(JSON.stringify({ remote: 'mfe_residents', build: '0.1.0 2026-11-24T10:00:00Z', routes: [], menu: [] }), {
        status: 200,
      }),
  );
});

it("the user menu has About: version, build, commit, environment and each area's build", async () => {
  renderRoutes(page(<UserMenu />), '/dashboard');
  await userEvent.click(await screen.findByRole('button', { name: 'Mia Manager' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'About' }));
  const dialog = await screen.findByRole('dialog', { name: 'About Resident Manager' });
  expect(within(dialog).getByText('Version: 0.1.0')).toBeInTheDocument();
  expect(within(dialog).getByText(`Build: ${SHELL_BUILD}`)).toBeInTheDocument();
  expect(within(dialog).getByText('Commit: 2b623ba1c0de')).toBeInTheDocument();
  expect(
    within(dialog).getByText('Environment: Local demo (Medicare, ACCR and clinical systems are simulators)'),
  ).toBeInTheDocument();
  expect(await within(dialog).findByText('mfe_residents: 0.1.0 2026-11-24T10:00:00Z')).toBeInTheDocument();
  expect(global.fetch).toHaveBeenCalledWith('/mfe/mfe-residents/routes.json', expect.anything());
  await userEvent.click(within(dialog).getByText('Close', { selector: 'button' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('an older API without build information still gives an answer for every line', () => {
  const { build: _unused, ...older } = config as RuntimeConfig & { build?: unknown };
  expect(aboutLines(older, [{ remote: 'mfe_leads' }])).toEqual([
    'Version: unknown',
    `Build: ${SHELL_BUILD}`,
    'Commit: unknown',
    'Environment: Local demo (Medicare, ACCR and clinical systems are simulators)',
    'mfe_leads: unknown build',
  ]);
});

it('the footer shows its links and no build line', () => {
  renderRoutes(page(<Footer />), '/dashboard');
  expect(screen.getByRole('button', { name: 'Training manual' })).toBeInTheDocument();
  expect(screen.queryByText(/build/i)).not.toBeInTheDocument();
});
