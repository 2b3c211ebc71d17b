// Standalone harness of this remote (`pnpm --filter mfe-leads dev`): the shell never loads this file; it loads
// remoteEntry.js and the modules exposed by its build (derived from routes.json). The harness renders the same screens:
// `screens` is generated from routes.json by build-config's screens loader. The residents area's tabs and contact dialog that the
// lead screens mount through shared-ui's RemoteComponent need a loader: without the shell none is registered, so they
// show "This area is unavailable" here.
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
  planned: (route) => <NotAvailableYet title={route.title} area="Leads" />,
});
