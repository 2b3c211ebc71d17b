/** Placeholder: being built in issue 10. */
import { NotAvailableYet } from 'shared-ui';

export default function AccommodationTypes() {
  return <NotAvailableYet title="AccommodationTypes" area="Administration" issue={10} />;
}
