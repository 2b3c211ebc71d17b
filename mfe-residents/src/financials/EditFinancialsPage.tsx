/**
 * /editResident/{id}/financials/funding and /financials/{isPrivateResidency}/fees (residentsFinancials canModify): the
 * edit page of the financial tabs, with links between the two and back to the resident.
 */
import { Link as RouterLink } from 'react-router';
import { Link } from 'shared-ui';
import { RecordPage } from 'shared-ui/record';
import FinancialTabs from './FinancialTabs';

export interface EditFinancialsPerson {
  id: number;
  firstName: string;
  lastName: string;
  isPrivateResidency: boolean;
}

export function EditFinancialsPage({ resident, kind }: { resident: EditFinancialsPerson; kind: 'resident' }) {
  const base = `/editResident/${resident.id}/financials`;
  return (
    <RecordPage
      title={`Edit ${resident.firstName} ${resident.lastName}`}
      subtitle={
        <Link asChild colorPalette="brand">
          <RouterLink to={`/viewResident/${resident.id}`}>Back to resident</RouterLink>
        </Link>
      }
      tabs={{
        label: 'Financial tabs',
        items: [
          { to: `${base}/funding`, label: 'Funding' },
          { to: `${base}/${resident.isPrivateResidency ? 'true' : 'false'}/fees`, label: 'Fees' },
        ],
      }}
    >
      <FinancialTabs residentId={resident.id} kind={kind} mode="edit" />
    </RecordPage>
  );
}
