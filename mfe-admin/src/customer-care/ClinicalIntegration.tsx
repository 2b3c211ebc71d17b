/** Placeholder: being built in issue 10. */
import { NotAvailableYet } from 'shared-ui';

export default function ClinicalIntegration() {
  return <NotAvailableYet title="ClinicalIntegration" area="Administration" issue={10} />;
}
