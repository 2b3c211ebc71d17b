import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, redirect, useRouteError, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { useAuthStore, useFacility, signIn } from 'shared-auth';
import type { RemoteRoutesFile } from 'shared-domain/contracts/platform';
import { AreaUnavailable, Box, LoadingIndicator, NotAvailableYet, Text, notify } from 'shared-ui';
import { allDeclarations, allMenuEntries, groupByPath, type RouteDeclaration } from './declarations';
import { NO_PERMISSION_MESSAGE, matchesFacility, passesGuard, selectDeclaration } from './guards';
import { RemoteArea, type RemoteLoader } from './RemoteArea';
import { ensureSession } from '../session-gate';
import { AppLayout } from '../layout/AppLayout';
import { RedirectToLogin, LoginCallback, LoggedOut } from '../pages/SignIn';

const ForgotPassword = lazy(() => import(/* webpackChunkName: "page-forgot-password" */ '../pages/ForgotPassword'));
const ResetPassword = lazy(() => import(/* webpackChunkName: "page-reset-password" */ '../pages/ResetPassword'));
const Outbox = lazy(() => import(/* webpackChunkName: "page-outbox" */ '../pages/Outbox'));
const MaintenanceNotice = lazy(() => import(/* webpackChunkName: "page-maintenance-notice" */ '../pages/MaintenanceNotice'));

const AREA_NAMES: Record<string, string> = {
  mfe_residents: 'Residents',
  mfe_leads: 'Leads',
  mfe_funding: 'Funding',
  mfe_billing: 'Billing',
  mfe_reports: 'Reporting',
  mfe_ilu: 'Independent living',
  mfe_admin: 'Administration',
};
export const areaName = (remote: string) => AREA_NAMES[remote] ?? remote;

export interface BuildOptions {
  loader?: RemoteLoader;
  ensureSession?: () => Promise<boolean>;
  signIn?: (returnUrl: string) => Promise<void>;
}

function returnUrlOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}${url.hash}`;
}

const never = () => new Promise<never>(() => undefined);

function guardLoader(path: string, declarations: RouteDeclaration[], opts: Required<Pick<BuildOptions, 'ensureSession'>>) {
  return async (_args: LoaderFunctionArgs) => {
    if (!(await opts.ensureSession())) return null; // the layout loader sends the user to sign-in
    const state = useAuthStore.getState();
    const decl = selectDeclaration(declarations, state);
    if (!decl || !matchesFacility(decl, state)) {
      if (path === '/dashboard') return null; // rendered as unavailable below
      // A screen of the other kind of facility (units at an aged-care one) is refused as any other route is, in words;
      // a path no remote declares (an old link, or a remote that is down and whose routes were never seen: a remote
      // that is down but known keeps its paths, see fetchRouteFiles) goes to the dashboard quietly.
      if (declarations.length) notify.error(NO_PERMISSION_MESSAGE);
      return redirect('/dashboard');
    }
    if (!passesGuard(decl, state)) {
      if (path === '/dashboard') return null;
      notify.error(NO_PERMISSION_MESSAGE);
      return redirect('/dashboard');
    }
    return null;
  };
}

function Suspended({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** Renders the declaration of a path that fits the current facility (re-picked when the facility changes). */
export function DeclaredRoute({ declarations, loader }: { declarations: RouteDeclaration[]; loader?: RemoteLoader }) {
  const { currentFacility } = useFacility();
  const decl = selectDeclaration(declarations, { currentFacility });
  if (!decl) return <AreaUnavailable onRetry={() => window.location.reload()} />;
  const state = useAuthStore.getState();
  if (!passesGuard(decl, state)) {
    return (
      <Box p="8">
        <Text role="alert">{NO_PERMISSION_MESSAGE}</Text>
      </Box>
    );
  }
  if (decl.expose) {
    // The remote's build is in the user menu's About, not under every page.
    return (
      <RemoteArea
        key={`${decl.remote}|${currentFacility?.id ?? ''}`}
        remote={decl.remote}
        expose={decl.expose}
        title={areaName(decl.remote)}
        loader={loader}
      />
    );
  }
  return <NotAvailableYet title={decl.title} area={areaName(decl.remote)} />;
}

function AreaError() {
  const error = useRouteError();
  console.error('[shell] route error', error);
  return <AreaUnavailable onRetry={() => window.location.reload()} />;
}

function SessionError() {
  const error = useRouteError();
  console.error('[shell] session error', error);
  return <LoggedOut message="Unable to authenticate sign in details." />;
}

/** The shell's route table, built from the remotes' declarations plus the shell's own pages. */
export function buildRoutes(files: readonly RemoteRoutesFile[], options: BuildOptions = {}): RouteObject[] {
  const opts = {
    ensureSession: options.ensureSession ?? ensureSession,
    signIn: options.signIn ?? ((url: string) => signIn(url)),
  };
  const grouped = groupByPath(allDeclarations(files));
  const menu = allMenuEntries(files);
  const declared: RouteObject[] = [...grouped.entries()].map(([path, decls]) => ({
    path,
    loader: guardLoader(path, decls, opts),
    handle: { hideFooter: decls.some((d) => d.hideFooter === true) },
    element: <DeclaredRoute declarations={decls} loader={options.loader} />,
    errorElement: <AreaError />,
  }));
  const systemOnly = async () => {
    if (!(await opts.ensureSession())) return null;
    if (useAuthStore.getState().userProfile?.isSystemUser !== true) {
      notify.error(NO_PERMISSION_MESSAGE);
      return redirect('/dashboard');
    }
    return null;
  };
  return [
    { path: '/redirectToLogin', element: <RedirectToLogin /> },
    { path: '/login', element: <LoginCallback /> },
    { path: '/logout', element: <LoggedOut /> },
    {
      path: '/forgotPassword',
      element: (
        <Suspended>
          <ForgotPassword />
        </Suspended>
      ),
    },
    {
      path: '/resetPassword',
      element: (
        <Suspended>
          <ResetPassword />
        </Suspended>
      ),
    },
    {
      id: 'app',
      loader: async ({ request }: LoaderFunctionArgs) => {
        if (await opts.ensureSession()) return null;
        await opts.signIn(returnUrlOf(request));
        return never();
      },
      element: <AppLayout menu={menu} />,
      hydrateFallbackElement: <LoadingIndicator active />,
      errorElement: <SessionError />,
      children: [
        { index: true, loader: () => redirect('/dashboard') },
        ...declared,
        {
          path: '/system/outbox',
          loader: systemOnly,
          element: (
            <Suspended>
              <Outbox />
            </Suspended>
          ),
          errorElement: <AreaError />,
        },
        {
          path: '/system/maintenance-notice',
          loader: systemOnly,
          element: (
            <Suspended>
              <MaintenanceNotice />
            </Suspended>
          ),
          errorElement: <AreaError />,
        },
        ...(grouped.has('/dashboard')
          ? []
          : [{ path: '/dashboard', element: <AreaUnavailable onRetry={() => window.location.reload()} /> }]),
        { path: '*', element: <Navigate to="/dashboard" replace /> },
      ],
    },
  ];
}
