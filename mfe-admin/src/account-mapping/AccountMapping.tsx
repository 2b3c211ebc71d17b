/** Placeholder: being built in issue 10. */
import { NotAvailableYet } from 'shared-ui';

export default function AccountMapping() {
  return <NotAvailableYet title="AccountMapping" area="Administration" issue={10} />;
}
