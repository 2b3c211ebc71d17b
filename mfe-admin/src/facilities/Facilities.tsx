/** Placeholder: being built in issue 10. */
import { NotAvailableYet } from 'shared-ui';

export default function Facilities() {
  return <NotAvailableYet title="Facilities" area="Administration" issue={10} />;
}
