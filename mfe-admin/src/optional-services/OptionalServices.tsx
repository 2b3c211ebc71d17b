/** Placeholder: being built in issue 10. */
import { NotAvailableYet } from 'shared-ui';

export default function OptionalServices() {
  return <NotAvailableYet title="OptionalServices" area="Administration" issue={10} />;
}
