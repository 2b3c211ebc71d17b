// Standalone harness of this remote (`pnpm --filter mfe-reports dev`): the shell never loads this file; it loads
// remoteEntry.js and the modules exposed by its build (derived from routes.json). `screens` is generated from
// routes.json by build-config's screens loader.
/// <reference types="build-config/screens" />
import { startHarness } from 'shared-auth';
import type { RemoteRoutesFile } from 'shared-domain/contracts/platform';
import { NotAvailableYet, UiProvider, notify } from 'shared-ui';
import routes from './routes.json';
import screens from './routes.json?screens';

void startHarness({
  routes: routes as RemoteRoutesFile,
  screens,
  wrap: (children) => <UiProvider>{children}</UiProvider>,
  notifyError: (message) => notify.error(message),
  planned: (route) => <NotAvailableYet title={route.title} area="Reporting" />,
});
