/** Placeholder: being built in issue 10. */
import { NotAvailableYet } from 'shared-ui';

export default function Rooms() {
  return <NotAvailableYet title="Rooms" area="Administration" issue={10} />;
}
