/** /createLead (leadsDetails canModify). */
import { PageLayout } from 'shared-ui';
import { LEAD_FORM_TEXT, LeadForm } from './LeadForm';
import { useLocations } from './useLocations';

export default function CreateLead() {
  const locations = useLocations();
  return (
    <PageLayout title={LEAD_FORM_TEXT.createTitle}>
      <LeadForm locations={locations} />
    </PageLayout>
  );
}
