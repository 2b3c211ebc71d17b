/** Placeholder: being built in issue 10. */
import { NotAvailableYet } from 'shared-ui';

export default function Units() {
  return <NotAvailableYet title="Units" area="Administration" issue={10} />;
}
