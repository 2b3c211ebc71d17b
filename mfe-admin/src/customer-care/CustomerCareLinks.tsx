/**
 * The customer-care tools, linked from each other's pages (one menu entry leads to them): the kit's tab links, the
 * current tool's marked as the current page.
 */
import { clinicalOperationTitle } from 'shared-domain/customer-care';
import { Box } from 'shared-ui';
import { TabLinks } from 'shared-ui/record';

export const CUSTOMER_CARE_LINKS = [
  { to: '/customerCare/clinicalIntegration/OnboardResidents', label: clinicalOperationTitle('OnboardResidents') },
  { to: '/customerCare/clinicalIntegration/UpdateResidents', label: clinicalOperationTitle('UpdateResidents') },
  { to: '/customerCare/downloadUploadActualStatement', label: 'Download or upload actual statement' },
] as const;

export function CustomerCareLinks() {
  return (
    <Box mb="4">
      <TabLinks label="Customer care" items={CUSTOMER_CARE_LINKS} />
    </Box>
  );
}
