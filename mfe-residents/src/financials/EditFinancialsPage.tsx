/**
 * /editResident/{id}/financials/funding and /financials/{isPrivateResidency}/fees (residentsFinancials canModify): the
 * edit page of the financial tabs, with links between the two and back to the resident.
 */
import { NavLink, Link as RouterLink } from 'react-router';
import { HStack, Link, PageLayout } from 'shared-ui';
import FinancialTabs from './FinancialTabs';

export interface EditFinancialsPerson {
  id: number;
  firstName: string;
  lastName: string;
  isPrivateResidency: boolean;
}

function TabLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      asChild
      px="3"
      py="2"
      borderBottomWidth="2px"
      borderColor="transparent"
      css={{ '&.active': { borderColor: 'brand.solid', fontWeight: 'semibold' } }}
    >
      <NavLink to={to}>{children}</NavLink>
    </Link>
  );
}

export function EditFinancialsPage({ resident, kind }: { resident: EditFinancialsPerson; kind: 'resident' }) {
  const base = `/editResident/${resident.id}/financials`;
  return (
    <PageLayout
      title={`Edit ${resident.firstName} ${resident.lastName}`}
      subtitle={
        <Link asChild colorPalette="brand">
          <RouterLink to={`/viewResident/${resident.id}`}>Back to resident</RouterLink>
        </Link>
      }
    >
      <HStack as="nav" aria-label="Financial tabs" borderBottomWidth="1px" gap="1" wrap="wrap" mb="4">
        <TabLink to={`${base}/funding`}>Funding</TabLink>
        <TabLink to={`${base}/${resident.isPrivateResidency ? 'true' : 'false'}/fees`}>Fees</TabLink>
      </HStack>
      <FinancialTabs residentId={resident.id} kind={kind} mode="edit" />
    </PageLayout>
  );
}
