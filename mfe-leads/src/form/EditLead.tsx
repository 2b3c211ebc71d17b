/**
 * /editLead/{residentId} (leadsDetails canModify) and its financial tabs' routes /financials/funding and
 * /financials/{isPrivateResidency}/fees (leadsFinancials canModify, checked by the shell): the lead form, or
 * mfe-residents' financial tabs in edit mode (through federation).
 */
import { Link as RouterLink, useMatch, useParams } from 'react-router';
import { httpStatus } from 'shared-auth';
import { Link, PageLayout, RecordPageState } from 'shared-ui';
import { RecordPage } from 'shared-ui/record';
import { FinancialTabs } from 'shared-ui/federated';
import { useLead, useLeadLocations } from '../lead/lead.resource';
import { LeadForm } from './LeadForm';

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
      <RecordPage
        title={`Edit lead financials: ${lead.firstName} ${lead.lastName}`}
        subtitle={
          <Link asChild colorPalette="brand">
            <RouterLink to={`/viewLead/${residentId}`}>Back to lead</RouterLink>
          </Link>
        }
        tabs={{
          label: 'Financial tabs',
          items: [
            { to: `${base}/funding`, label: 'Funding' },
            { to: `${base}/${lead.isPrivateResidency ? 'true' : 'false'}/fees`, label: 'Fees' },
          ],
        }}
      >
        <FinancialTabs residentId={residentId} kind="lead" mode="edit" />
      </RecordPage>
    );
  }
  return (
    <PageLayout title={`Edit lead: ${lead.firstName} ${lead.lastName}`}>
      <LeadForm lead={lead} locations={locations} />
    </PageLayout>
  );
}
