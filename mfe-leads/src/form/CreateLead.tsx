/** /createLead (leadsDetails canModify). */
import { PageLayout } from 'shared-ui';
import { LEAD_FORM_TEXT, LeadForm } from './LeadForm';
import { useLeadLocations } from '../lead/lead.resource';

export default function CreateLead() {
  const locations = useLeadLocations();
  return (
    <PageLayout title={LEAD_FORM_TEXT.createTitle}>
      <LeadForm locations={locations} />
    </PageLayout>
  );
}
