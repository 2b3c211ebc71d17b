import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { loadRuntimeConfig } from 'shared-auth';
import { UiProvider, setRemoteLoader } from 'shared-ui';
import { initFederation, loadRemoteComponent } from './federation';
import { fetchRouteFiles } from './routing/declarations';
import { buildRoutes } from './routing/buildRoutes';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  let config;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    console.error('[shell] /config.json could not be loaded', error);
    root.render(<p style={{ fontFamily: 'sans-serif', padding: 24 }}>Resident Manager could not start: its configuration could not be loaded. Either your computer is offline, or the product is having problems of its own.</p>);
    return;
  }
  initFederation(config);
  // shared-ui's RemoteComponent (one remote mounting another's exposed module) loads through the shell's runtime.
  setRemoteLoader(loadRemoteComponent);
  const files = await fetchRouteFiles(config);
  const router = createBrowserRouter(buildRoutes(files));
  root.render(
    <StrictMode>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </StrictMode>,
  );
}

void start();
