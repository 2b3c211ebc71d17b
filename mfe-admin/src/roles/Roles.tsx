/** Placeholder: being built in issue 10. */
import { NotAvailableYet } from 'shared-ui';

export default function Roles() {
  return <NotAvailableYet title="Roles" area="Administration" issue={10} />;
}
