import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { Link, Navigate, Outlet as RouterOutlet, RouterProvider, createBrowserRouter, type RouteObject } from 'react-router';
import type { PermissionName } from 'shared-domain';
import type { RemoteRouteDeclaration } from 'shared-domain/contracts/platform';
import { SIGN_IN_ERROR } from 'shared-domain/messages';
import { hasPermission } from 'shared-domain/permissions';
import { loadRuntimeConfig } from './config';
import { createQueryClient } from './query';
import { clearSession, completeSignIn, loadUser, signIn, signOut } from './oidc';
import { SessionExpiredError, initialiseSession, switchFacility } from './session';
import { useAuthStore } from './store';
import { useFacility, useSession } from './hooks';
import type { HarnessOptions } from './harness-entry';

/** Where "Sign in" on the harness's message pages returns to (a remote without /dashboard lands on its first route). */
const HARNESS_HOME = '/dashboard';
const box = { fontFamily: 'sans-serif', maxWidth: 640, margin: '40px auto' } as const;

/** A message page of the harness with a button to sign in (again). */
function SignInPage({ title, message, alert }: { title: string; message?: string; alert?: boolean }) {
  return (
    <div style={box}>
      <h1>{title}</h1>
      {message ? <p role={alert ? 'alert' : undefined}>{message}</p> : null}
      <button type="button" onClick={() => void signIn(HARNESS_HOME)}>
        Sign in
      </button>
    </div>
  );
}

function guardOk(route: RemoteRouteDeclaration): boolean {
  const s = useAuthStore.getState();
  if (route.permission && !hasPermission(s.permissions, route.permission.name as PermissionName, route.permission.flag))
    return false;
  if (route.systemUserOnly && !s.userProfile?.isSystemUser) return false;
  return true;
}

function HarnessLayout({ options, children }: { options: HarnessOptions; children: React.ReactNode }) {
  const { userProfile } = useSession();
  const { facilities, currentFacility } = useFacility();
  return (
    <div>
      <div
        style={{
          fontFamily: 'sans-serif',
          padding: 8,
          borderBottom: '1px solid #ccc',
          display: 'flex',
          gap: 12,
          flexWrap: 'wrap',
        }}
      >
        <strong>{options.routes.remote} (standalone)</strong>
        <span>{userProfile ? `${userProfile.firstName} ${userProfile.lastName}` : ''}</span>
        <select
          aria-label="Facility"
          value={currentFacility?.id ?? ''}
          onChange={(e) => void switchFacility(Number(e.target.value))}
        >
          {facilities.map((f) => (
            <option key={f.id} value={f.id}>{`${f.name} (${f.facilityType})`}</option>
          ))}
        </select>
        {options.routes.routes
          .filter((r) => !r.path.includes(':'))
          .map((r) => (
            <Link key={`${r.path}|${r.facilityType ?? ''}`} to={r.path.replace(/\/\*$/, '')}>
              {r.title}
            </Link>
          ))}
        <button type="button" onClick={() => void signOut()}>
          Sign out
        </button>
      </div>
      <div key={currentFacility?.id}>{children}</div>
    </div>
  );
}

/**
 * Signs in exactly as the shell does (shared-auth's OpenID client: code + PKCE against the runtime config's authority,
 * redirect to this origin's /login, silent renew, expiry event), then fills the same store with `initialiseSession()`.
 * Returns false when the page is left for the provider or a message page is shown instead of the remote.
 */
export async function harnessSession(render: (node: ReactNode) => void): Promise<boolean> {
  const { pathname } = window.location;
  if (pathname === '/login') {
    try {
      const next = await completeSignIn();
      window.history.replaceState(null, '', next);
    } catch (error) {
      console.error('[harness] sign-in callback failed', error);
      render(<SignInPage title="Standalone harness" message={SIGN_IN_ERROR} alert />);
      return false;
    }
  } else if (pathname === '/logout') {
    await clearSession();
    render(<SignInPage title="Standalone harness" message="You have signed out." />);
    return false;
  }
  if (!(await loadUser())) {
    render(<p style={box}>Redirecting to sign in…</p>);
    await signIn();
    return false;
  }
  try {
    const { errors } = await initialiseSession();
    for (const e of errors) console.warn(`[harness] ${e}`);
  } catch (error) {
    if (error instanceof SessionExpiredError) {
      // The API no longer accepts the stored token (clearSession already ran): sign in again.
      render(<p style={box}>Redirecting to sign in…</p>);
      await signIn();
      return false;
    }
    render(
      <SignInPage
        title="Standalone harness"
        message={`The session could not be started (${String(error)}). Is the API running?`}
        alert
      />,
    );
    return false;
  }
  return true;
}

export async function runHarness(options: HarnessOptions): Promise<void> {
  const container = options.container ?? document.getElementById('root')!;
  const root = createRoot(container);
  const wrap = options.wrap ?? ((c) => c);
  try {
    await loadRuntimeConfig();
  } catch (error) {
    root.render(
      wrap(
        <p
          style={box}
          role="alert"
        >{`/config.json could not be loaded (${String(error)}). Start the API (API_URL, default http://localhost:8080).`}</p>,
      ),
    );
    return;
  }
  if (!(await harnessSession((node) => root.render(wrap(node))))) return;
  const children: RouteObject[] = options.routes.routes.map((route) => {
    const load = route.expose ? options.screens[route.expose] : undefined;
    const Screen = load ? lazy(load as () => Promise<{ default: ComponentType }>) : null;
    return {
      path: route.path,
      element: !guardOk(route) ? (
        <p>You do not have permission to view this page.</p>
      ) : Screen ? (
        <Suspense fallback={<p>Loading…</p>}>
          <Screen />
        </Suspense>
      ) : (
        (options.planned?.(route) ?? <p>{`${route.title} is not available yet: it is coming in a later release.`}</p>)
      ),
    };
  });
  const first = options.routes.routes.find((r) => !r.path.includes(':'))?.path ?? '/';
  const router = createBrowserRouter([
    {
      element: (
        <HarnessLayout options={options}>
          <RouterOutlet />
        </HarnessLayout>
      ),
      children: [...children, { path: '*', element: <Navigate to={first} replace /> }],
    },
  ]);
  // The harness stands in for the shell, so it owns the QueryClient the remote's screens use.
  const queryClient = createQueryClient({ notifyError: options.notifyError });
  root.render(
    wrap(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  );
}
