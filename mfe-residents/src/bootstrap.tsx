// Standalone harness of this remote (`pnpm --filter mfe-residents dev`): the shell never loads this file; it loads
// remoteEntry.js and the modules exposed in webpack.config.cjs.
import { startHarness } from 'shared-auth';
import type { RemoteRoutesFile } from 'shared-domain';
import { NotAvailableYet, UiProvider } from 'shared-ui';
import routes from './routes.json';

void startHarness({
  routes: routes as RemoteRoutesFile,
  screens: {
    './Dashboard': () => import('./dashboard/Dashboard'),
    './ViewResidents': () => import('./lists/ViewResidents'),
    './ViewDepartedResidents': () => import('./lists/ViewDepartedResidents'),
    './ViewResident': () => import('./record/ResidentView'),
    './EditResident': () => import('./edit/ResidentEditor'),
    './MarkAsEnquiry': () => import('./record/MarkAsEnquiry'),
  },
  wrap: (children) => <UiProvider>{children}</UiProvider>,
  planned: (route) => <NotAvailableYet title={route.title} area="Residents" issue={route.plannedIssue} />,
});
