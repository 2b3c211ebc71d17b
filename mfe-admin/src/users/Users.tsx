/** Placeholder: being built in issue 10. */
import { NotAvailableYet } from 'shared-ui';

export default function Users() {
  return <NotAvailableYet title="Users" area="Administration" issue={10} />;
}
