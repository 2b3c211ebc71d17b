/**
 * /editLead/{residentId} (leadsDetails canModify) and its financial tabs' routes /financials/funding and
 * /financials/{isPrivateResidency}/fees (leadsFinancials canModify, checked by the shell): their content comes with the
 * resident-finance issue, so they show "not available yet" under the real path and guard.
 */
import { useMatch, useParams } from 'react-router';
import { httpStatus } from 'shared-auth';
import { NotAvailableYet, PageLayout, RecordPageState } from 'shared-ui';
import { useLead, useLeadLocations } from '../lead/lead.resource';
import { LeadForm } from './LeadForm';

export default function EditLead() {
  const residentId = Number(useParams().residentId);
  const query = useLead(residentId);
  const locations = useLeadLocations();
  // /editLead/:residentId/financials/* is its own route in the shell (leadsFinancials canModify): match it absolutely.
  const financial = useMatch('/editLead/:residentId/financials/*');
  if (financial) return <NotAvailableYet title="Edit lead financials" area="Leads" />;
  const notFound = !(Number.isInteger(residentId) && residentId > 0) || httpStatus(query.error) === 404;
  if (!query.data) return <RecordPageState title="Edit lead" record="lead" query={query} notFound={notFound} />;
  const lead = query.data;
  return (
    <PageLayout title={`Edit lead: ${lead.firstName} ${lead.lastName}`}>
      <LeadForm lead={lead} locations={locations} />
    </PageLayout>
  );
}
