/** Placeholder: being built in issue 10. */
import { NotAvailableYet } from 'shared-ui';

export default function ViewRoom() {
  return <NotAvailableYet title="ViewRoom" area="Administration" issue={10} />;
}
