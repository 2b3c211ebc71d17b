/**
 * `shared-ui/federated`: every screen an area exposes to the others, as a typed component that mounts it through
 * Module Federation (RemoteComponent, with the loader the shell registers). The props of each are declared once in
 * shared-domain's federated-props, which the exposing remote implements; this is the one place the other areas mount
 * them from, so two areas reusing the same screen never each write their own wrapper. An entry of its own (a federation
 * singleton), loaded only by the screens that mount another area's screen.
 *
 * The mounted screens reload with the page that mounts them: they share the one QueryClient and key what they show
 * about a person under shared-auth's personKey.
 */
import type { ReactNode } from 'react';
import type {
  ContactDialogProps,
  EventHistoryTabProps,
  FinancialTabsProps,
  FundingActionsProps,
  FundingEstimateDialogProps,
  FundingTabProps,
  LegalNoticeDialogProps,
  MarkAsEnquiryProps,
  NotesTabProps,
  RecordHistoryProps,
  ResidentListProps,
  TimelineTabProps,
} from 'shared-domain/contracts/federated-props';
import { usePermission } from 'shared-auth';
import { RemoteComponent, getRemoteLoader } from 'shared-ui';

export const RESIDENTS_REMOTE = 'mfe_residents';
export const FUNDING_REMOTE = 'mfe_funding';
export const ADMIN_REMOTE = 'mfe_admin';

// ---------------------------------------------------------------- the residents area's screens

export function TimelineTab({ residentId }: TimelineTabProps) {
  return (
    <RemoteComponent<TimelineTabProps> remote={RESIDENTS_REMOTE} expose="./TimelineTab" area="Timeline" residentId={residentId} />
  );
}

export function NotesTab({ residentId }: NotesTabProps) {
  return <RemoteComponent<NotesTabProps> remote={RESIDENTS_REMOTE} expose="./NotesTab" area="Notes" residentId={residentId} />;
}

/** The event history tab reads `resident.residentId ?? resident.id` and `resident.facilityType`. */
export function EventHistoryTab({ resident }: EventHistoryTabProps) {
  return (
    <RemoteComponent<EventHistoryTabProps>
      remote={RESIDENTS_REMOTE}
      expose="./EventHistoryTab"
      area="Events"
      resident={resident}
    />
  );
}

/**
 * The financial tabs ('./FinancialTabs'): funding, fees and transactions of a person, in view or edit mode; the tab is
 * read from the path unless `tab` names it (a page whose paths are not the residents area's).
 */
export function FinancialTabs(props: FinancialTabsProps) {
  return <RemoteComponent<FinancialTabsProps> remote={RESIDENTS_REMOTE} expose="./FinancialTabs" area="Financials" {...props} />;
}

/** The person's account: the financial tabs' transactions tab, named (for pages whose paths are not the residents area's). */
export function TransactionsTab({ residentId, kind }: Pick<FinancialTabsProps, 'residentId' | 'kind'>) {
  return (
    <RemoteComponent<FinancialTabsProps>
      remote={RESIDENTS_REMOTE}
      expose="./FinancialTabs"
      area="Transactions"
      residentId={residentId}
      kind={kind}
      mode="view"
      tab="transaction"
    />
  );
}

/** Add or edit a contact ('./ContactDialogs'). Mount it only while open (its code loads on first use). */
export function ContactDialog(props: ContactDialogProps) {
  return (
    <RemoteComponent<ContactDialogProps>
      remote={RESIDENTS_REMOTE}
      expose="./ContactDialogs"
      area="Contacts"
      fallback={null}
      {...props}
    />
  );
}

/** The resident list ('./ResidentList'), reading the rows the props name. */
export function ResidentList(props: ResidentListProps) {
  return <RemoteComponent<ResidentListProps> remote={RESIDENTS_REMOTE} expose="./ResidentList" area="Residents" {...props} />;
}

/** The mark-as-enquiry screen ('./MarkAsEnquiry'), given the person and what follows. */
export function MarkAsEnquiry(props: MarkAsEnquiryProps) {
  return (
    <RemoteComponent<MarkAsEnquiryProps> remote={RESIDENTS_REMOTE} expose="./MarkAsEnquiry" area="Mark as enquiry" {...props} />
  );
}

// ---------------------------------------------------------------- the funding area's screens

/** The funding tab ('./FundingTab'); `fallback` is shown while its code loads. */
export function FundingTab({ fallback, ...props }: FundingTabProps & { fallback?: ReactNode }) {
  return (
    <RemoteComponent<FundingTabProps>
      remote={FUNDING_REMOTE}
      expose="./FundingTab"
      area="Funding"
      fallback={fallback}
      {...props}
    />
  );
}

/**
 * Starts loading the funding tab's code now, through the same loader its mount uses: the manifest, the remote's entry
 * and the module arrive once, so the mount a moment later finds them loaded or on their way. A failure is left to the
 * mount, which shows the area's unavailable panel and Retry.
 */
export function preloadFundingTab(): void {
  getRemoteLoader()?.(FUNDING_REMOTE, './FundingTab', {}).catch(() => undefined);
}

/**
 * The record's funding panel ('./FundingActions'): CRID, ACFI, AN-ACC, supplements, legal notice. Aged care only (the
 * panel renders nothing elsewhere), so no other resident's page loads the funding area's code for it.
 */
export function FundingActions({ resident }: FundingActionsProps) {
  if (resident.facilityType !== 'AgeCare') return null;
  return (
    <RemoteComponent<FundingActionsProps> remote={FUNDING_REMOTE} expose="./FundingActions" area="Funding" resident={resident} />
  );
}

/** The legal notice received dialog ('./LegalNoticeDialog'). Mount it only while open (its code loads on first use). */
export function LegalNoticeDialog(props: LegalNoticeDialogProps) {
  return (
    <RemoteComponent<LegalNoticeDialogProps>
      remote={FUNDING_REMOTE}
      expose="./LegalNoticeDialog"
      area="Legal notice"
      fallback={null}
      {...props}
    />
  );
}

/**
 * The funding estimate dialog ('./FundingEstimateDialog'): a lead's AN-ACC class with its variable and fixed components.
 * Mount it only while open (its code loads on first use). Its save reloads the person's queries.
 */
export function FundingEstimateDialog(props: FundingEstimateDialogProps) {
  return (
    <RemoteComponent<FundingEstimateDialogProps>
      remote={FUNDING_REMOTE}
      expose="./FundingEstimateDialog"
      area="Funding estimate"
      fallback={null}
      {...props}
    />
  );
}

// ---------------------------------------------------------------- the administration's screens

/**
 * The record history panel ('./RecordHistory'): who changed what on a person and when. Mounted only for holders of
 * recordHistory canView, so nobody else loads the administration's code for it (the API refuses them too).
 */
export function RecordHistoryPanel({ residentId }: { residentId: number }) {
  const history = usePermission('recordHistory');
  if (!history.canView) return null;
  return (
    <RemoteComponent<RecordHistoryProps>
      remote={ADMIN_REMOTE}
      expose="./RecordHistory"
      area="History"
      entity="resident"
      id={residentId}
    />
  );
}
