// Standalone harness of this remote (`pnpm --filter mfe-billing dev`): the shell never loads this file; it loads
// remoteEntry.js and the modules exposed in webpack.config.cjs.
import { startHarness } from 'shared-auth';
import type { RemoteRoutesFile } from 'shared-domain/contracts/platform';
import { NotAvailableYet, UiProvider } from 'shared-ui';
import routes from './routes.json';

void startHarness({
  routes: routes as RemoteRoutesFile,
  screens: {},
  wrap: (children) => <UiProvider>{children}</UiProvider>,
  planned: (route) => <NotAvailableYet title={route.title} area="Billing" />,
});
