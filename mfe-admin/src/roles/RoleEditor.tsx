/** Placeholder: being built in issue 10. */
import { NotAvailableYet } from 'shared-ui';

export default function RoleEditor() {
  return <NotAvailableYet title="RoleEditor" area="Administration" issue={10} />;
}
