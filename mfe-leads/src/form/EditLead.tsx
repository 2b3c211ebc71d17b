/**
 * /editLead/{residentId} (leadsDetails canModify) and its financial tabs' routes /financials/funding and
 * /financials/{isPrivateResidency}/fees (leadsFinancials canModify, checked by the shell): the lead form, or
 * mfe-residents' financial tabs in edit mode (through federation).
 */
import { NavLink, Link as RouterLink, useMatch, useParams } from 'react-router';
import { httpStatus } from 'shared-auth';
import { HStack, Link, PageLayout, RecordPageState } from 'shared-ui';
import { FinancialTabs } from '../federated';
import { useLead, useLeadLocations } from '../lead/lead.resource';
import { LeadForm } from './LeadForm';

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

export default function EditLead() {
  const residentId = Number(useParams().residentId);
  const query = useLead(residentId);
  const locations = useLeadLocations();
  // /editLead/:residentId/financials/* is its own route in the shell (leadsFinancials canModify): match it absolutely.
  const financial = useMatch('/editLead/:residentId/financials/*');
  const notFound = !(Number.isInteger(residentId) && residentId > 0) || httpStatus(query.error) === 404;
  if (!query.data) return <RecordPageState title="Edit lead" record="lead" query={query} notFound={notFound} />;
  const lead = query.data;
  if (financial) {
    const base = `/editLead/${residentId}/financials`;
    return (
      <PageLayout
        title={`Edit lead financials: ${lead.firstName} ${lead.lastName}`}
        subtitle={
          <Link asChild colorPalette="brand">
            <RouterLink to={`/viewLead/${residentId}`}>Back to lead</RouterLink>
          </Link>
        }
      >
        <HStack as="nav" aria-label="Financial tabs" borderBottomWidth="1px" gap="1" wrap="wrap" mb="4">
          <TabLink to={`${base}/funding`}>Funding</TabLink>
          <TabLink to={`${base}/${lead.isPrivateResidency ? 'true' : 'false'}/fees`}>Fees</TabLink>
        </HStack>
        <FinancialTabs residentId={residentId} mode="edit" />
      </PageLayout>
    );
  }
  return (
    <PageLayout title={`Edit lead: ${lead.firstName} ${lead.lastName}`}>
      <LeadForm lead={lead} locations={locations} />
    </PageLayout>
  );
}
