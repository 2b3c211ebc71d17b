/** Placeholder: being built in issue 10. */
import { NotAvailableYet } from 'shared-ui';

export default function ActualStatement() {
  return <NotAvailableYet title="ActualStatement" area="Administration" issue={10} />;
}
