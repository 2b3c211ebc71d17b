/** Placeholder: being built in issue 10. */
import { NotAvailableYet } from 'shared-ui';

export default function RecordHistory() {
  return <NotAvailableYet title="RecordHistory" area="Administration" issue={10} />;
}
