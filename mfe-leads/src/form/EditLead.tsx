/**
 * /editLead/{residentId} (leadsDetails canModify) and its financial tabs' routes /financials/funding and
 * /financials/{isPrivateResidency}/fees (leadsFinancials canModify, checked by the shell): their content comes with the
 * resident-finance issue, so they show "not available yet" under the real path and guard.
 */
import { useMatch, useParams } from 'react-router';
import { useFacility } from 'shared-auth';
import { Alert, Button, HStack, NotAvailableYet, PageLayout, Spinner, Text } from 'shared-ui';
import { useLead } from '../common/useLead';
import { LeadForm } from './LeadForm';
import { useLocations } from './useLocations';

export default function EditLead() {
  const residentId = Number(useParams().residentId);
  const { currentFacility } = useFacility();
  const { state, reload } = useLead(residentId, currentFacility?.id);
  const locations = useLocations();
  // /editLead/:residentId/financials/* is its own route in the shell (leadsFinancials canModify): match it absolutely.
  const financial = useMatch('/editLead/:residentId/financials/*');
  if (financial) return <NotAvailableYet title="Edit lead financials" area="Leads" />;
  if (state.status === 'loading') {
    return <PageLayout title="Edit lead"><HStack role="status" py="8" justify="center"><Spinner /><Text>Loading lead...</Text></HStack></PageLayout>;
  }
  if (state.status === 'error') {
    return (
      <PageLayout title="Edit lead">
        <Alert.Root status="error"><Alert.Indicator /><Alert.Title>{state.notFound ? 'The lead was not found in this facility.' : 'The lead could not be loaded.'}</Alert.Title></Alert.Root>
        {!state.notFound ? <Button mt="3" onClick={reload}>Retry</Button> : null}
      </PageLayout>
    );
  }
  const { lead } = state;
  return (
    <PageLayout title={`Edit lead: ${lead.firstName} ${lead.lastName}`}>
      <LeadForm lead={lead} locations={locations} />
    </PageLayout>
  );
}
