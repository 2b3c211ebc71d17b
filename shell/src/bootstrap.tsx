import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { createQueryClient, readStoredFacility, setRuntimeConfig } from 'shared-auth';
import { UiProvider, notify, setRemoteLoader } from 'shared-ui';
import { initFederation, loadRemoteComponent, preloadRemoteComponent } from './federation';
import { declarationAt, fetchRouteFiles } from './routing/declarations';
import { startSession } from './session-gate';
import { buildRoutes } from './routing/buildRoutes';
import type { ShellStart } from './signed-out';

/** Renders the shell with the runtime config the entry loaded (signed-out.ts), or says why it cannot start. */
export async function startShell(start: ShellStart) {
  const root = createRoot(document.getElementById('root')!);
  if ('configError' in start) {
    console.error('[shell] /config.json could not be loaded', start.configError);
    root.render(
      <p style={{ fontFamily: 'sans-serif', padding: 24 }}>
        Resident Manager could not start: its configuration could not be loaded. Either your computer is offline, or the product
        is having problems of its own.
      </p>,
    );
    return;
  }
  const { config, profile } = start;
  // The shared-auth singleton's copy: the entry read it through its own lean module.
  setRuntimeConfig(config);
  initFederation(config);
  // shared-ui's RemoteComponent (one remote mounting another's exposed module) loads through the shell's runtime.
  setRemoteLoader(loadRemoteComponent);
  // What does not wait for what: the session (its profile request left with the entry) starts now, the route table
  // came with the config, and the screen at this address starts loading as soon as the table names it; the route
  // loaders then await the session already under way, and the screen renders from the code already fetched.
  if (profile) startSession(profile);
  const files = await fetchRouteFiles(config);
  const router = createBrowserRouter(buildRoutes(files));
  const screen = declarationAt(files, router.state.matches.at(-1)?.route.path, readStoredFacility());
  if (screen?.expose) preloadRemoteComponent(screen.remote, screen.expose);
  // The one QueryClient of the product: every remote's queries and mutations use it (@tanstack/react-query is a
  // federation singleton, so their hooks find this provider).
  const queryClient = createQueryClient({ notifyError: (message) => notify.error(message) });
  root.render(
    <StrictMode>
      <UiProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </UiProvider>
    </StrictMode>,
  );
}
