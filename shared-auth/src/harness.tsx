import { Suspense, lazy, useState, type ComponentType, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, Navigate, Outlet as RouterOutlet, RouterProvider, createBrowserRouter, type RouteObject } from 'react-router';
import { hasPermission, type PermissionName, type RemoteRouteDeclaration } from 'shared-domain';
import { loadRuntimeConfig } from './config';
import { initialiseSession, switchFacility } from './session';
import { useAuthStore } from './store';
import { useFacility, useSession } from './hooks';
import type { HarnessOptions } from './harness-entry';

export const HARNESS_TOKEN_KEY = 'rm.harness.accessToken';

function TokenForm() {
  const [token, setToken] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    window.sessionStorage.setItem(HARNESS_TOKEN_KEY, token.trim());
    window.location.reload();
  };
  return (
    <form onSubmit={submit} style={{ fontFamily: 'sans-serif', maxWidth: 640, margin: '40px auto' }}>
      <h1>Standalone harness</h1>
      <p>
        Sign in to the main app (for example http://localhost:8080), open its user menu and choose &quot;Copy access token&quot; (or read
        <code> access_token </code> from its session storage), then paste the token here. You can also open this page with
        <code>?token=...</code>.
      </p>
      <label htmlFor="harness-token">Access token</label>
      <textarea id="harness-token" rows={6} style={{ width: '100%' }} value={token} onChange={(e) => setToken(e.target.value)} />
      <button type="submit">Use token</button>
    </form>
  );
}

function guardOk(route: RemoteRouteDeclaration): boolean {
  const s = useAuthStore.getState();
  if (route.permission && !hasPermission(s.permissions, route.permission.name as PermissionName, route.permission.flag)) return false;
  if (route.systemUserOnly && !s.userProfile?.isSystemUser) return false;
  return true;
}

function HarnessLayout({ options, children }: { options: HarnessOptions; children: React.ReactNode }) {
  const { userProfile } = useSession();
  const { facilities, currentFacility } = useFacility();
  return (
    <div>
      <div style={{ fontFamily: 'sans-serif', padding: 8, borderBottom: '1px solid #ccc', display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <strong>{options.routes.remote} (standalone)</strong>
        <span>{userProfile ? `${userProfile.firstName} ${userProfile.lastName}` : ''}</span>
        <select aria-label="Facility" value={currentFacility?.id ?? ''} onChange={(e) => void switchFacility(Number(e.target.value))}>
          {facilities.map((f) => (
            <option key={f.id} value={f.id}>{`${f.name} (${f.facilityType})`}</option>
          ))}
        </select>
        {options.routes.routes.filter((r) => !r.path.includes(':')).map((r) => (
          <Link key={`${r.path}|${r.facilityType ?? ''}`} to={r.path.replace(/\/\*$/, '')}>{r.title}</Link>
        ))}
        <button type="button" onClick={() => { window.sessionStorage.removeItem(HARNESS_TOKEN_KEY); window.location.reload(); }}>Forget token</button>
      </div>
      <div key={currentFacility?.id}>{children}</div>
    </div>
  );
}

export async function runHarness(options: HarnessOptions): Promise<void> {
  const container = options.container ?? document.getElementById('root')!;
  const root = createRoot(container);
  const wrap = options.wrap ?? ((c) => c);
  const url = new URL(window.location.href);
  const fromQuery = url.searchParams.get('token');
  if (fromQuery) {
    window.sessionStorage.setItem(HARNESS_TOKEN_KEY, fromQuery);
    url.searchParams.delete('token');
    window.history.replaceState(null, '', url.toString());
  }
  const token = window.sessionStorage.getItem(HARNESS_TOKEN_KEY);
  if (!token) {
    root.render(wrap(<TokenForm />));
    return;
  }
  await loadRuntimeConfig();
  useAuthStore.setState({ accessToken: token, user: { sub: 'harness' } });
  try {
    await initialiseSession();
  } catch (error) {
    window.sessionStorage.removeItem(HARNESS_TOKEN_KEY);
    root.render(wrap(<p style={{ fontFamily: 'sans-serif' }}>The token was refused ({String(error)}). Reload to paste another one.</p>));
    return;
  }
  const children: RouteObject[] = options.routes.routes.map((route) => {
    const load = route.expose ? options.screens[route.expose] : undefined;
    const Screen = load ? lazy(load as () => Promise<{ default: ComponentType }>) : null;
    return {
      path: route.path,
      element: !guardOk(route) ? (
        <p>You do not have permission to view this page.</p>
      ) : Screen ? (
        <Suspense fallback={<p>Loading…</p>}><Screen /></Suspense>
      ) : (
        options.planned?.(route) ?? <p>{`${route.title} is not available yet (issue ${route.plannedIssue}).`}</p>
      ),
    };
  });
  const first = options.routes.routes.find((r) => !r.path.includes(':'))?.path ?? '/';
  const router = createBrowserRouter([
    { element: <HarnessLayout options={options}><RouterOutlet /></HarnessLayout>, children: [...children, { path: '*', element: <Navigate to={first} replace /> }] },
  ]);
  root.render(wrap(<RouterProvider router={router} />));
}
