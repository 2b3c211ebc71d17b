/**
 * /customerCare/downloadUploadActualStatement (system users only): customer care's page for the actual Medicare
 * statements. The upload and download form is the funding area's (mfe-funding './ActualStatement', mounted through
 * shared-ui's RemoteComponent); this page frames it with the customer-care links and gives it the organisation's
 * facilities (the list the clinical integration offers too). Anyone else is told the tools are for system users, and
 * loads nothing of mfe-funding.
 */
import { useSession } from 'shared-auth';
import type { ActualStatementFacility, ActualStatementProps } from 'shared-domain/contracts/federated-props';
import { PageLayout, RemoteComponent } from 'shared-ui';
import { CustomerCareLinks } from './CustomerCareLinks';
import { useOrganisationFacilities } from './customer-care.resource';

export const STATEMENT_PAGE_TEXT = {
  title: 'Download or upload actual statement',
  systemOnly: 'The customer-care tools are for system users only.',
} as const;

const NO_FACILITIES: readonly ActualStatementFacility[] = [];

export default function ActualStatementPage() {
  const { isSystemUser } = useSession();
  if (!isSystemUser) return <PageLayout title={STATEMENT_PAGE_TEXT.title}>{STATEMENT_PAGE_TEXT.systemOnly}</PageLayout>;
  return <StatementPage />;
}

function StatementPage() {
  const facilities = useOrganisationFacilities();
  return (
    <PageLayout title={STATEMENT_PAGE_TEXT.title}>
      <CustomerCareLinks />
      <RemoteComponent<ActualStatementProps>
        remote="mfe_funding"
        expose="./ActualStatement"
        area="Actual statement"
        facilities={facilities.data ?? NO_FACILITIES}
      />
    </PageLayout>
  );
}
