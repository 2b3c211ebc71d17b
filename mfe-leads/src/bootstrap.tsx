// Standalone harness of this remote (`pnpm --filter mfe-leads dev`): the shell never loads this file; it loads
// remoteEntry.js and the modules exposed in webpack.config.cjs. The residents area's tabs and contact dialog that the
// lead screens mount through shared-ui's RemoteComponent need a loader: without the shell none is registered, so they
// show "This area is unavailable" here.
import { startHarness } from 'shared-auth';
import type { RemoteRoutesFile } from 'shared-domain';
import { NotAvailableYet, UiProvider } from 'shared-ui';
import routes from './routes.json';

void startHarness({
  routes: routes as RemoteRoutesFile,
  screens: {
    './Leads': () => import('./board/LeadBoard'),
    './ArchivedLeads': () => import('./archived/ArchivedLeads'),
    './CreateLead': () => import('./form/CreateLead'),
    './EditLead': () => import('./form/EditLead'),
    './ViewLead': () => import('./view/LeadView'),
  },
  wrap: (children) => <UiProvider>{children}</UiProvider>,
  planned: (route) => <NotAvailableYet title={route.title} area="Leads" issue={route.plannedIssue} />,
});
